/* The splitter: a blow that hurts it splits it in two (split.h). */
#include "murk/rules/split.h"

#include "murk/base/cause.h"
#include "murk/world/world.h"

void split_when_hit(struct game *game, int slot, int damage)
{
    struct monster *m = &game->floor.monsters[slot];
    if (damage <= 0 || !entity_alive(&m->base) || !world_has(game, m, TRAIT_SPLITS) ||
        m->base.health < SPLIT_MIN_HEALTH)
        return;
    /* The free cells next to it, from a random first direction. */
    int first = rng_range(&game->run.play, 0, GRID_DIRS - 1);
    for (int d = 0; d < GRID_DIRS; d++) {
        struct pos p = grid_add(m->base.pos, grid_dir((first + d) % GRID_DIRS));
        if (!world_passable(game, m, p) || world_occupied(game, p))
            continue;
        int copy = world_add_monster(game, m->kind, p);
        if (copy < 0)
            return;
        m = &game->floor.monsters[slot];
        struct monster *c = &game->floor.monsters[copy];
        int half = m->base.health / 2;
        m->base.health -= half;
        c->base.health = half;
        c->state = m->state;
        c->knows_player = m->knows_player;
        c->last_seen = m->last_seen;
        monster_set_cause(c, m->cause, m->cause_arg, m->cause_kind - 1, m->cause_turn);
        world_announce(game, m, "splits in two!");
        return;
    }
}
