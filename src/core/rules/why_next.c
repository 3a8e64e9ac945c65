/* What would change a monster's mind next, where a number of the rules
 * decides it (doc/rules.md, "Why minds change"). */
#include "murk/rules/why_next.h"

#include <stdio.h>

#include "murk/rules/behaviour.h"
#include "murk/rules/corridor.h"
#include "murk/rules/group.h"
#include "murk/rules/mind.h"
#include "murk/rules/why.h"
#include "murk/base/status.h"
#include "murk/world/world.h"
#include "murk/world/place_cage.h"

/* A distance from its square, rounded to the nearest whole cell, as sight
 * counts it: within sight s when d2 <= s*s + s, which is below (s + 1/2)
 * squared. Rounded down, 7 across and 3 down (7.6) would read "sees 7:
 * you are 7 away" of one that does not see the player. */
static int root(int d2)
{
    int r = 0;
    while ((r + 1) * (r + 1) <= d2)
        r++;
    return d2 > r * r + r ? r + 1 : r;
}

/* A sleeper: magic holds it till a blow; one that sees the player wakes 1
 * turn in MIND_WAKE_ONE_IN; else a fight near enough wakes it. */
static int next_asleep(const struct game *game, const struct monster *m, char *out, size_t size)
{
    if (status_has(&m->base, STATUS_SLEEPING))
        return snprintf(out, size, "asleep by magic: only a blow wakes it");
    if (world_monster_sees_player(game, m))
        return snprintf(out, size, "sees you: 1 in %d a turn to wake", MIND_WAKE_ONE_IN);
    return snprintf(out, size, "a fight within %d steps' walk would wake it",
                    MIND_FIGHT_LOUDNESS - MIND_WAKE_LOUDNESS);
}

/* An unaware wanderer notices the player within its sight, in its line. */
static int next_wandering(const struct game *game, const struct monster *m, char *out,
                          size_t size)
{
    int sight;
    why_lost(game, m, &sight);
    if (world_monster_sees_player(game, m)) /* it has not acted since it came to */
        return snprintf(out, size, "sees you: notices you at its turn");
    struct pos a = m->base.pos, p = game->run.player.pos;
    int d2 = (a.x - p.x) * (a.x - p.x) + (a.y - p.y) * (a.y - p.y);
    if (d2 > sight * sight + sight)
        return snprintf(out, size, "sees %d: you are %d away", sight, root(d2));
    return snprintf(out, size, "sees %d: a %s is between you", sight,
                    why_shut_door_between(game, a, p) ? "shut door" : "wall");
}

/* A fleer comes back: when its fear runs out (unless badly hurt), or,
 * hurt, once healed past two thirds, which only a kind that heals does;
 * struck or cornered, it turns at bay, unless magic's fear holds it. A
 * thief with its loot never comes back nor turns: cornered, it strikes. */
static int next_fleeing(const struct game *game, const struct monster *m, char *out, size_t size)
{
    const struct entity *b = &m->base;
    if (behaviour_stays_fleeing(game, m))
        return snprintf(out, size, "keeps away while it has your things; cornered, it strikes");
    if (m->broke && b->status[STATUS_AFRAID] > 0)
        return snprintf(out, size, "back when its nerve returns; struck, it turns");
    if (!monster_badly_wounded(m) && b->status[STATUS_AFRAID] > 0)
        return snprintf(out, size, "back when its fear runs out");
    /* Badly hurt and afraid, not of its pack's breaking: magic's fear holds
     * it, and neither a blow nor a corner turns it (mind.c, held_by_magic). */
    if (b->status[STATUS_AFRAID] > 0)
        return snprintf(out, size, "held by magic's fear; cornered, it strikes");
    if (mind_for_the_stairs(game, m))
        return snprintf(out, size, "making for the stairs, %d cells off; struck or cornered, it turns",
                        grid_distance(m->base.pos, world_stairs_down(game)));
    if (!world_has(game, m, TRAIT_REGENERATES))
        return snprintf(out, size, "cannot heal; struck or cornered, it turns");
    return snprintf(out, size, "back at %d health: has %d; struck, it turns",
                    b->health_max * 2 / 3 + 1, b->health);
}

/* A hunter: one that sees the player flees at a third of its health (the
 * fearless never); one that lost them goes to the spot, searches, gives up. */
static int next_hunting(const struct game *game, const struct monster *m, char *out, size_t size)
{
    if (m->waiting)
        return snprintf(out, size, "waits %d more turns", CORRIDOR_PATIENCE - m->waited);
    if (world_monster_sees_player(game, m)) {
        if (world_has(game, m, TRAIT_FEARLESS))
            return snprintf(out, size, "fearless: never flees");
        if (m->spent)
            return snprintf(out, size, "fled once: will not flee again");
        return snprintf(out, size, "flees at %d health: has %d", m->base.health_max / 3,
                        m->base.health);
    }
    if (m->knows_player && m->search_turns > 0)
        return snprintf(out, size, "gives up in %d turns", MIND_SEARCH_TURNS - m->search_turns);
    if (m->knows_player)
        return snprintf(out, size, "searches %d turns where it lost you", MIND_SEARCH_TURNS);
    return 0;
}

int why_next(const struct game *game, const struct monster *m, char *out, size_t size)
{
    if (size == 0)
        return 0;
    out[0] = 0;
    /* What cannot move neither hunts nor flees, but sleeps and wakes as
     * others do (mind.c acts for it by its state while it sleeps). */
    if (m->ally || place_captive(game) == (int)(m - game->floor.monsters) ||
        !entity_alive(&m->base) ||
        (kind_has(world_kind_of(game, m), TRAIT_STATIONARY) && m->state != STATE_ASLEEP))
        return 0;
    switch (m->state) {
    case STATE_ASLEEP:
        return next_asleep(game, m, out, size);
    case STATE_WANDERING:
        return group_leader(game, m) ? 0 : next_wandering(game, m, out, size);
    case STATE_FLEEING:
        return next_fleeing(game, m, out, size);
    case STATE_HUNTING:
        return next_hunting(game, m, out, size);
    case STATE_COUNT:
        break;
    }
    return 0;
}
