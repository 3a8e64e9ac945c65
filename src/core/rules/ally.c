/* An ally: fights beside the player and follows their lead (ally.h). */
#include "murk/rules/ally.h"

#include <stdio.h>

#include "murk/base/cause.h"
#include "murk/rules/mimic.h"
#include "murk/rules/morale.h"
#include "murk/rules/behaviour.h"
#include "murk/world/world.h"
#include "murk/world/place_cage.h"
#include "murk/world/place_common.h"

bool ally_foe(const struct game *game, int slot)
{
    const struct monster *m = &game->floor.monsters[slot];
    return entity_alive(&m->base) && !m->ally && !mimic_hidden(m) && place_captive(game) != slot;
}

/* "Your goblin hits the rat for 3.", when the player sees either. */
static void strike(struct game *game, int slot, int foe)
{
    struct monster *m = &game->floor.monsters[slot];
    struct monster *f = &game->floor.monsters[foe];
    int damage = entity_strike(&m->base, &f->base, &game->run.play);
    bool seen = world_sees_monster(game, m) || world_sees_monster(game, f);
    const char *name = world_kind_of(game, m)->name, *whom = world_kind_of(game, f)->name;
    if (!entity_alive(&f->base)) {
        if (seen)
            world_say(game, "Your %s kills the %s!", name, whom);
        /* Its kill is the player's, as a blow of theirs would be. */
        world_count_kill(game, foe);
        morale_died(game, foe);
        return;
    }
    if (seen && damage == 0)
        world_say(game, "Your %s misses the %s.", name, whom);
    else if (seen)
        world_say(game, "Your %s hits the %s for %d.", name, whom, damage);
    behaviour_struck(game, foe, damage); /* a splitter splits (behaviour.h) */
    /* Struck, a sleeper or a wanderer wakes and goes for the player. */
    f = &game->floor.monsters[foe];
    if (f->state == STATE_ASLEEP || f->state == STATE_WANDERING) {
        f->state = STATE_HUNTING;
        monster_set_cause(f, CAUSE_STRUCK, 0, m->kind, game->run.turn);
        f->knows_player = true;
        f->last_seen = game->run.player.pos;
    }
}

static bool taken(const void *ctx, struct pos p)
{
    return world_occupied(ctx, p);
}

static void step_toward(struct game *game, int slot, struct pos goal)
{
    struct monster *m = &game->floor.monsters[slot];
    int dir = world_walk_toward(game, world_moves_of(game, m), goal, m->base.pos, taken, game);
    if (dir < 0)
        return;
    struct pos to = grid_add(m->base.pos, grid_dir(dir));
    if (world_passable(game, m, to) && !world_occupied(game, to))
        world_move_monster(game, slot, to);
}

void ally_act(struct game *game, int slot)
{
    struct monster *m = &game->floor.monsters[slot];
    struct pos player = game->run.player.pos;
    int near = -1, near_d = 0;
    for (int i = 0; i < game->floor.monster_count; i++) {
        if (i == slot || !ally_foe(game, i))
            continue;
        struct pos at = game->floor.monsters[i].base.pos;
        if (grid_adjacent(at, m->base.pos)) {
            strike(game, slot, i);
            return;
        }
        int d = grid_distance(at, player);
        if (d <= ALLY_GUARD_CELLS && world_perceived(game, i) && (near < 0 || d < near_d)) {
            near = i;
            near_d = d;
        }
    }
    if (m->order == ALLY_STAYS)
        return;
    if (near >= 0)
        step_toward(game, slot, game->floor.monsters[near].base.pos);
    else if (grid_distance(m->base.pos, player) > ALLY_FOLLOW_CELLS)
        step_toward(game, slot, player);
}

int ally_beside(const struct game *game, const struct monster *m)
{
    /* The eight cells round it, not every monster of the floor (every
     * monster asks, each act): the living stand where the occupants say
     * (world_monster_at). The lowest slot, as a walk through the slots
     * would find first. */
    int first = -1;
    for (int d = 0; d < GRID_DIRS; d++) {
        int i = world_monster_at(game, grid_add(m->base.pos, grid_dir(d)));
        if (i >= 0 && game->floor.monsters[i].ally && (first < 0 || i < first))
            first = i;
    }
    return first;
}

void ally_struck(struct game *game, int slot, int ally)
{
    struct monster *m = &game->floor.monsters[slot];
    struct monster *a = &game->floor.monsters[ally];
    int damage = entity_strike(&m->base, &a->base, &game->run.play);
    bool seen = world_sees_monster(game, m) || world_sees_monster(game, a);
    const char *name = world_kind_of(game, m)->name, *whom = world_kind_of(game, a)->name;
    if (!seen)
        return;
    if (!entity_alive(&a->base))
        world_say(game, "The %s kills your %s!", name, whom);
    else if (damage == 0)
        world_say(game, "The %s misses your %s.", name, whom);
    else
        world_say(game, "The %s hits your %s for %d.", name, whom, damage);
}

bool ally_order(struct game *game)
{
    int count = 0, follows = 0, last = -1;
    for (int i = 0; i < game->floor.monster_count; i++) {
        const struct monster *a = &game->floor.monsters[i];
        if (a->ally && entity_alive(&a->base)) {
            count++;
            follows += a->order == ALLY_FOLLOWS;
            last = i;
        }
    }
    if (count == 0) {
        world_say(game, "You have no ally to tell.");
        return false;
    }
    int order = follows > 0 ? ALLY_STAYS : ALLY_FOLLOWS;
    for (int i = 0; i < game->floor.monster_count; i++) {
        struct monster *a = &game->floor.monsters[i];
        if (a->ally && entity_alive(&a->base))
            a->order = order;
    }
    const char *what = order == ALLY_STAYS ? "stay" : "follow close";
    if (count == 1)
        world_say(game, "You tell your %s to %s.", world_kind_of(game, &game->floor.monsters[last])->name, what);
    else
        world_say(game, "You tell your allies to %s.", what);
    return true;
}

void ally_swap(struct game *game, int slot)
{
    struct monster *m = &game->floor.monsters[slot];
    struct pos was = game->run.player.pos;
    game->run.player.pos = m->base.pos;
    world_move_monster(game, slot, was);
    world_say(game, "You swap places with your %s.", world_kind_of(game, m)->name);
}

void ally_gather(const struct game *game, struct ally_band *band)
{
    band->count = 0;
    for (int i = 0; i < game->floor.monster_count && band->count < ALLY_BAND_MAX; i++) {
        const struct monster *m = &game->floor.monsters[i];
        if (m->ally && entity_alive(&m->base) && grid_adjacent(m->base.pos, game->run.player.pos))
            band->monsters[band->count++] = *m;
    }
}

void ally_arrive(struct game *game, const struct ally_band *band)
{
    for (int b = 0; b < band->count; b++) {
        const struct monster *was = &band->monsters[b];
        for (int d = 0; d < GRID_DIRS; d++) {
            struct pos p = grid_add(game->run.player.pos, grid_dir(d));
            if (world_occupied(game, p) || place_at(game, p))
                continue;
            int slot = world_add_monster(game, was->kind, p);
            if (slot < 0)
                continue;
            struct monster *m = &game->floor.monsters[slot];
            int id = m->id;
            *m = *was;
            m->id = id;
            m->base.pos = p;
            m->has_target = m->knows_player = false;
            break;
        }
    }
}
