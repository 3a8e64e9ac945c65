/* Morale: a pack that sees one of its own fall or run may break. */
#include "murk/rules/morale.h"

#include <stdio.h>

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

/* The packmate breaks: it flees, forgetting the player, afraid for a while. */
static void break_nerve(struct game *game, struct monster *m)
{
    m->state = STATE_FLEEING;
    m->knows_player = false;
    m->search_turns = 0;
    m->broke = true;
    m->shout = m->shout == SHOUT_NONE ? SHOUT_NONE : SHOUT_DONE;
    status_dose(&m->base,
                STATUS_AFRAID,
                leader_stands(game, m) ? MORALE_RALLY_TURNS : MORALE_FEAR_TURNS);
}

/* Each packmate of the one in slot that sees its cell, awake, able to
 * flee and not fleeing yet, holds with its nerve's chance or breaks.
 * "The jackals scatter!" once, if the player sees one that broke. */
static void try_nerve(struct game *game, int slot)
{
    const struct monster *m = &game->floor.monsters[slot];
    const struct monster *shown = NULL;
    for (int i = 0; i < game->floor.monster_count; i++) {
        struct monster *o = &game->floor.monsters[i];
        if (!group_mates(o, m) || !entity_alive(&o->base) || o->state == STATE_ASLEEP ||
            o->state == STATE_FLEEING || world_has(game, o, TRAIT_FEARLESS) ||
            world_has(game, o, TRAIT_STATIONARY) || !group_sees(game, o, m->base.pos))
            continue;
        if (rng_range(&game->run.play, 0, 99) < nerve_of(game, o))
            continue;
        break_nerve(game, o);
        if (shown == NULL && world_sees_monster(game, o))
            shown = o;
    }
    if (shown != NULL)
        world_say(game, "The %ss scatter!", world_kind_of(game, shown)->name);
}

void morale_died(struct game *game, int slot)
{
    try_nerve(game, slot);
    group_succeed(game, slot);
}

void morale_fled(struct game *game, int slot)
{
    try_nerve(game, slot);
}
