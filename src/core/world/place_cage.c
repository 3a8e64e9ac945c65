/* The cage (doc/rules.md, "One choice a floor: places"): a captive monster
 * of the depth's kinds sits in it, doing nothing; the player walking into
 * it opens the cage, and from then on it is an ally (ally.h). One choice:
 * whether to free it, and so whether a fight goes two against many. */
#include "murk/world/place_cage.h"

#include <stdio.h>

#include "murk/base/cause.h"
#include "murk/base/monster.h"
#include "murk/world/place_common.h"
#include "place_rules.h"

/* A kind for the captive: one that moves and shows itself. */
static int captive_kind(const struct game *game, struct rng *rng)
{
    for (int tries = 0; tries < 8; tries++) {
        int kind = monster_pick_kind(game->kinds, game->run.depth, rng);
        if (kind < 0)
            return -1;
        const struct kind *k = &game->kinds->kinds[kind];
        if (!kind_has(k, TRAIT_STATIONARY) && !kind_has(k, TRAIT_MIMIC) && k->damage_max > 0)
            return kind;
    }
    return -1;
}

static bool cage_make(struct game *game, const struct room *room, struct rng *rng)
{
    struct floor_place *place = &game->floor.place;
    struct pos at;
    int kind = game->kinds ? captive_kind(game, rng) : -1;
    if (kind < 0 || !place_free_cell(game, room, rng, &at))
        return false;
    int slot = world_add_monster(game, kind, at);
    if (slot < 0)
        return false;
    place->at[0] = place->at[1] = at;
    place->gift[0] = place->gift[1] = -1;
    place->captive = slot + 1;
    game->floor.monsters[slot].state = STATE_ASLEEP;
    return true;
}

static void cage_describe(const struct game *game, struct pos p, char *out, size_t size)
{
    (void)p;
    int slot = place_captive(game);
    if (slot < 0) {
        snprintf(out, size, "An open cage.");
        return;
    }
    const char *name = world_kind_of(game, &game->floor.monsters[slot])->name;
    snprintf(out, size, "A caged %s: walk into it to free it.", name);
}

static void cage_arrive(struct game *game)
{
    (void)game;
}

static bool cage_may_take(struct game *game, int index)
{
    (void)game;
    (void)index;
    return true;
}

static bool cage_taken(struct game *game, int kind, struct pos p)
{
    (void)game;
    (void)kind;
    (void)p;
    return false;
}

static bool cage_takes_drop(struct game *game, int slot)
{
    (void)game;
    (void)slot;
    return false;
}

const struct place_rules place_cage_rules = {
    cage_make, cage_describe, cage_arrive, cage_may_take, cage_taken, cage_takes_drop};

bool place_free_captive(struct game *game, int slot)
{
    if (slot < 0 || place_captive(game) != slot)
        return false;
    struct monster *m = &game->floor.monsters[slot];
    game->floor.place.done = true;
    m->ally = true;
    m->state = STATE_HUNTING;
    m->knows_player = false;
    monster_set_cause(m, CAUSE_FREED, 0, -1, game->run.turn);
    world_say(
        game, "You open the cage: the %s fights beside you now.", world_kind_of(game, m)->name);
    return true;
}

int place_captive(const struct game *game)
{
    const struct floor_place *place = &game->floor.place;
    int slot = place->captive - 1;
    if (place->kind != PLACE_CAGE || place->done || slot < 0 || slot >= game->floor.monster_count ||
        !entity_alive(&game->floor.monsters[slot].base))
        return -1;
    /* Pulled out or sent away (a wand), it is out of the cage: a monster
     * like any other, no captive and no ally. */
    if (!grid_eq(game->floor.monsters[slot].base.pos, place->at[0]))
        return -1;
    return slot;
}
