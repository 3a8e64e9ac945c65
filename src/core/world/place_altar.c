/* The altar (doc/rules.md, "Places"): two gifts lie on it; an item from
 * the pack dropped on it is its price, taken for good; then the player
 * picks up one gift, and the other crumbles. One choice: what to give,
 * and which to take. */
#include "place_altar.h"

#include <stdio.h>

#include "murk/base/item_floor.h"
#include "murk/base/pack.h"
#include "murk/world/place_common.h"
#include "place_rules.h"

static bool altar_make(struct game *game, const struct room *room, struct rng *rng)
{
    struct floor_place *place = &game->floor.place;
    struct pos at;
    if (!place_free_cell(game, room, rng, &at) || !place_two_gifts(game, rng, place->gift))
        return false;
    place->at[0] = place->at[1] = at;
    for (int i = 0; i < PLACE_CELLS; i++)
        if (item_floor_add(&game->floor.items, place->gift[i], at) < 0)
            return false;
    return true;
}

static void altar_describe(const struct game *game, struct pos p, char *out, size_t size)
{
    (void)p;
    const struct floor_place *place = &game->floor.place;
    /* Short: the look window has three narrow lines for it. */
    if (place->done) {
        snprintf(out, size, "A cold altar.");
        return;
    }
    char a[ITEM_NAME_MAX], b[ITEM_NAME_MAX];
    place_item_name(game, place->gift[0], a, sizeof a);
    place_item_name(game, place->gift[1], b, sizeof b);
    snprintf(out, size, "An altar%s offering %s or %s.", place->paid ? ", paid," : "", a, b);
}

static void altar_arrive(struct game *game)
{
    char what[MSGLOG_LINE];
    altar_describe(game, game->run.player.pos, what, sizeof what);
    world_say(game, "%s", what);
    const struct floor_place *place = &game->floor.place;
    if (!place->done)
        world_say(game,
                  "%s",
                  place->paid ? "Pick up one of its gifts (,)."
                              : "Drop an item on it (d) to buy one of its gifts (,).");
}

static bool altar_may_take(struct game *game, int index)
{
    const struct floor_place *place = &game->floor.place;
    int kind = game->floor.items.items[index].kind;
    if (place->done || place->paid || (kind != place->gift[0] && kind != place->gift[1]))
        return true;
    world_say(game, "The altar wants an offering first: drop an item on it (d).");
    return false;
}

static bool altar_taken(struct game *game, int kind, struct pos p)
{
    struct floor_place *place = &game->floor.place;
    int other = kind == place->gift[0] ? 1 : kind == place->gift[1] ? 0 : -1;
    if (other < 0 || !place->paid)
        return false;
    int index = place_item_of(game, place->gift[other], p);
    if (index >= 0)
        item_floor_remove(&game->floor.items, index);
    place->done = true;
    char name[ITEM_NAME_MAX];
    place_item_name(game, place->gift[other], name, sizeof name);
    world_say(game, "The altar goes cold; %s crumbles to dust.", name);
    return true;
}

static bool altar_takes_drop(struct game *game, int slot)
{
    struct floor_place *place = &game->floor.place;
    struct pack *pack = &game->run.pack;
    if (place->paid || slot < 0 || slot >= pack->count)
        return false;
    int kind = item_pack_take(pack, game->item_kinds, slot, &game->run.player);
    char name[ITEM_NAME_MAX];
    place_item_name(game, kind, name, sizeof name);
    place->paid = true;
    world_say(game, "The altar takes %s. Pick up one of its gifts (,).", name);
    return true;
}

const struct place_rules place_altar_rules = {
    altar_make, altar_describe, altar_arrive, altar_may_take, altar_taken, altar_takes_drop};
