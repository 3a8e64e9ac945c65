/* Morale: a pack that sees one of its own fall or run may break. */
#include "murk/rules/morale.h"

#include <stdio.h>

#include "murk/base/cause.h"
#include "murk/rules/group.h"
#include "murk/rules/shout.h"
#include "murk/base/status.h"
#include "murk/world/world.h"

static int nerve_of(const struct game *game, const struct monster *m)
{
    int nerve = world_kind_of(game, m)->nerve;
    return nerve > 0 ? nerve : MORALE_NERVE;
}

/* Whether the packmate's leader stands: alive and not fleeing (a leader
 * stands for itself). */
static bool leader_stands(const struct game *game, const struct monster *m)
{
    const struct monster *leader = m->leader ? group_leader(game, m) : m;
    return leader != NULL && leader->state != STATE_FLEEING;
}

/* The packmate breaks: it flees, forgetting the player, afraid for a
 * while; why is what it saw (died or fled: CAUSE_MATE_DIED or
 * CAUSE_MATE_FLED; its own leader's fall: CAUSE_LEADER_FELL). */
static void break_nerve(struct game *game, struct monster *m, enum cause why)
{
    bool stands = leader_stands(game, m);
    monster_set_cause(m, why, stands, -1, game->run.turn);
    m->state = STATE_FLEEING;
    m->knows_player = false;
    m->search_turns = 0;
    m->broke = true;
    m->shout = m->shout == SHOUT_NONE ? SHOUT_NONE : SHOUT_DONE;
    status_dose(&m->base, STATUS_AFRAID, stands ? MORALE_RALLY_TURNS : MORALE_FEAR_TURNS);
}

/* Each packmate of the one in slot that sees its cell, awake, able to
 * flee and not fleeing yet, holds with its nerve's chance or breaks.
 * "The jackals scatter!" once, if the player sees one that broke. */
static void try_nerve(struct game *game, int slot, enum cause why)
{
    const struct monster *m = &game->floor.monsters[slot];
    const struct monster *shown = NULL;
    for (int i = 0; i < game->floor.monster_count; i++) {
        struct monster *o = &game->floor.monsters[i];
        if (!group_mates(o, m) || !entity_alive(&o->base) || o->state == STATE_ASLEEP ||
            o->state == STATE_FLEEING || o->spent || world_has(game, o, TRAIT_FEARLESS) ||
            world_has(game, o, TRAIT_STATIONARY) || !group_sees(game, o, m->base.pos))
            continue;
        if (rng_range(&game->run.play, 0, 99) < nerve_of(game, o))
            continue;
        break_nerve(game, o, why == CAUSE_MATE_DIED && o->leader == m->id ? CAUSE_LEADER_FELL : why);
        if (shown == NULL && world_sees_monster(game, o))
            shown = o;
    }
    if (shown != NULL)
        world_say(game, "The %ss scatter!", world_kind_of(game, shown)->name);
}

void morale_died(struct game *game, int slot)
{
    try_nerve(game, slot, CAUSE_MATE_DIED);
    group_succeed(game, slot);
}

void morale_fled(struct game *game, int slot)
{
    try_nerve(game, slot, CAUSE_MATE_FLED);
}
