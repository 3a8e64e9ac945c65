/* The effects of wands' bolts and of thrown potions' clouds on a monster
 * (EFFECT_BY_ZAP, EFFECT_BY_CLOUD: use->victim its slot), and sleep and
 * terror on the player (drunk, or caught in the cloud: victim -1). */
#include "murk/rules/effect_wand.h"

#include <stdio.h>

#include "murk/base/cause.h"
#include "murk/rules/effect_use.h"
#include "murk/rules/mind_fright.h"
#include "murk/base/status.h"
#include "murk/world/world.h"

/* The monster it befalls, or NULL for the player. */
static struct monster *victim(const struct effect_use *use)
{
    if ((use->by != EFFECT_BY_ZAP && use->by != EFFECT_BY_CLOUD) || use->victim < 0)
        return NULL;
    return &use->game->floor.monsters[use->victim];
}

/* What the player is told of what befalls them: drunk, into the log of the
 * use; caught in a cloud, said in the game. */
static void tell_player(const struct effect_use *use, const char *text)
{
    if (use->by == EFFECT_BY_CLOUD)
        world_say(use->game, "%s", text);
    else if (use->env != NULL)
        msglog_add(use->env->log, use->env->turn, "%s", text);
}

void effect_slowness(struct effect_use *use)
{
    struct monster *m = victim(use);
    if (m == NULL)
        return;
    status_dose(&m->base, STATUS_SLOWED, use->line->amount);
    world_announce(use->game, m, "slows down.");
}

/* A monster falls asleep and forgets the player; while the status lasts
 * only a blow or a hit wakes it (mind.c). The player cannot act. */
void effect_sleep(struct effect_use *use)
{
    struct monster *m = victim(use);
    if (m == NULL) {
        status_dose(use->target, STATUS_SLEEPING, use->line->amount);
        tell_player(use, "You fall asleep.");
        return;
    }
    m->state = STATE_ASLEEP;
    monster_set_cause(m, CAUSE_SLEPT, 0, -1, use->game->run.turn);
    m->knows_player = false;
    m->has_target = false;
    m->search_turns = 0;
    m->idle_next = false;
    status_dose(&m->base, STATUS_SLEEPING, use->line->amount);
    world_announce(use->game, m, "falls asleep.");
}

/* Pulled along the grid line from it to the zapper, a cell at a time, to
 * the cell next to the zapper, stopping before a cell its class cannot
 * stand on or another creature. */
void effect_beckoning(struct effect_use *use)
{
    struct monster *m = victim(use);
    if (m == NULL)
        return;
    struct game *game = use->game;
    struct pos line[64];
    int n = grid_line(m->base.pos, game->run.player.pos, line, 64);
    struct pos to = m->base.pos;
    for (int i = 1; i < n - 1; i++) {
        if (!world_passable(game, m, line[i]) || world_occupied(game, line[i]))
            break;
        to = line[i];
    }
    if (grid_eq(to, m->base.pos))
        return;
    world_move_monster(game, use->victim, to);
    m->held = true; /* the pull was its move: the zapper strikes first */
    world_announce(game, m, "is pulled toward you!");
}

/* A random cell its class may stand on, free, at least
 * WAND_TELEPORT_DISTANCE from the player; the farthest of those tried
 * when none is so far. */
static struct pos far_cell(struct game *game, const struct monster *m)
{
    const struct map *map = &game->floor.map;
    struct pos best = m->base.pos;
    int best_distance = grid_distance(best, game->run.player.pos);
    for (int tries = 0; tries < 500; tries++) {
        struct pos p = {rng_range(&game->run.play, 0, map->width - 1),
                        rng_range(&game->run.play, 0, map->height - 1)};
        if (!world_passable(game, m, p) || world_occupied(game, p))
            continue;
        int distance = grid_distance(p, game->run.player.pos);
        if (distance > best_distance) {
            best = p;
            best_distance = distance;
        }
        if (distance >= WAND_TELEPORT_DISTANCE)
            break;
    }
    return best;
}

void effect_teleport_other(struct effect_use *use)
{
    struct monster *m = victim(use);
    if (m == NULL)
        return;
    struct game *game = use->game;
    world_announce(game, m, "vanishes!");
    world_move_monster(game, use->victim, far_cell(game, m));
    /* Far off, it has lost the player. */
    m->knows_player = false;
    m->search_turns = 0;
    if (m->state == STATE_HUNTING) {
        m->state = STATE_WANDERING;
        monster_set_cause(m, CAUSE_VANISHED, 0, -1, game->run.turn);
    }
}

/* Every status good for it ends, and its magic for good: a kind that
 * regenerates no longer does (world_has). */
void effect_negation(struct effect_use *use)
{
    struct monster *m = victim(use);
    if (m == NULL)
        return;
    for (int s = 0; s < STATUS_COUNT; s++)
        if (status_good((enum status)s))
            status_cure(&m->base, (enum status)s);
    m->negated = true;
    world_announce(use->game, m, "loses its magic.");
}

/* Another of it, as it is now, on the first free cell next to it that its
 * class may stand on; none where no cell is free. */
void effect_plenty(struct effect_use *use)
{
    struct monster *m = victim(use);
    if (m == NULL)
        return;
    struct game *game = use->game;
    for (int d = 0; d < GRID_DIRS; d++) {
        struct pos p = grid_add(m->base.pos, grid_dir(d));
        if (!world_passable(game, m, p) || world_occupied(game, p))
            continue;
        struct monster copy = *m;
        int slot = world_add_monster(game, m->kind, p);
        if (slot < 0)
            return;
        struct monster *twin = &game->floor.monsters[slot];
        int id = twin->id;
        copy.base.pos = p;
        copy.id = id;
        copy.carried_stacks = 0; /* its twin carries nothing: plenty makes no loot */
        *twin = copy;
        world_announce(game, &game->floor.monsters[use->victim], "splits in two!");
        return;
    }
}

void effect_terror(struct effect_use *use)
{
    struct monster *m = victim(use);
    if (m == NULL) {
        status_dose(use->target, STATUS_AFRAID, use->line->amount);
        tell_player(use, "You are gripped by terror!");
        return;
    }
    if (!mind_frighten(use->game, use->victim)) {
        world_announce(use->game, m, "is unmoved.");
        return;
    }
    status_dose(&m->base, STATUS_AFRAID, use->line->amount);
    world_announce(use->game, m, "flees in terror!");
}
