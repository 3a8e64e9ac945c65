/* The vault (doc/rules.md, "Places"): two pedestals in one room, an item
 * on each; picking one up sinks the other pedestal and its item for good.
 * One choice: which. */
#include "place_vault.h"

#include <stdio.h>

#include "murk/base/item_floor.h"
#include "murk/world/place_common.h"
#include "place_rules.h"

/* Pedestals at least this far apart (cells, Chebyshev), so a player sees
 * two places to walk to and one is not picked up with the other. */
enum { VAULT_APART = 2 };

static bool vault_make(struct game *game, const struct room *room, struct rng *rng)
{
    struct floor_place *place = &game->floor.place;
    if (!place_two_gifts(game, rng, place->gift) ||
        !place_free_cell(game, room, rng, &place->at[0]))
        return false;
    place->at[1] = place->at[0]; /* place_free_cell keeps off the first */
    bool apart = false;
    for (int tries = 0; tries < 8 && !apart; tries++)
        apart = place_free_cell(game, room, rng, &place->at[1]) &&
                grid_distance(place->at[0], place->at[1]) >= VAULT_APART;
    if (!apart)
        return false;
    for (int i = 0; i < PLACE_CELLS; i++)
        if (item_floor_add(&game->floor.items, place->gift[i], place->at[i]) < 0)
            return false;
    return true;
}

static void vault_describe(const struct game *game, struct pos p, char *out, size_t size)
{
    const struct floor_place *place = &game->floor.place;
    int i = grid_eq(p, place->at[0]) ? 0 : 1;
    if (place->done || place_item_of(game, place->gift[i], p) < 0) {
        snprintf(out, size, "A bare pedestal.");
        return;
    }
    char name[ITEM_NAME_MAX];
    place_item_name(game, place->gift[i], name, sizeof name);
    snprintf(out, size, "A pedestal bearing %s.", name);
}

static void vault_arrive(struct game *game)
{
    char what[MSGLOG_LINE];
    vault_describe(game, game->run.player.pos, what, sizeof what);
    world_say(game, "%s", what);
    if (!game->floor.place.done)
        world_say(game, "Take its gift (,) and the other pedestal sinks.");
}

static bool vault_may_take(struct game *game, int index)
{
    (void)game;
    (void)index;
    return true;
}

static bool vault_taken(struct game *game, int kind, struct pos p)
{
    struct floor_place *place = &game->floor.place;
    int mine = grid_eq(p, place->at[0]) ? 0 : 1;
    if (kind != place->gift[mine])
        return false;
    int other = 1 - mine;
    int index = place_item_of(game, place->gift[other], place->at[other]);
    if (index >= 0)
        item_floor_remove(&game->floor.items, index);
    place->done = true;
    place->at[other] = place->at[mine]; /* sunk: no more a cell of the place */
    world_say(game, "The other pedestal sinks into the floor.");
    return true;
}

static bool vault_takes_drop(struct game *game, int slot)
{
    (void)game;
    (void)slot;
    return false;
}

const struct place_rules place_vault_rules = {
    vault_make, vault_describe, vault_arrive, vault_may_take, vault_taken, vault_takes_drop};
