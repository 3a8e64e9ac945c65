#include "murk/mind.h"

#include "murk/combat.h"
#include "murk/game.h"

static bool cell_taken(const void *ctx, struct pos p)
{
    return game_occupied(ctx, p);
}

/* One step down the given map, if a free cell is lower. */
static bool step_down(struct game *game, struct monster *m, const struct dmap *map)
{
    int dir = dmap_downhill(map, m->base.pos, &game->rng, cell_taken, game);
    if (dir < 0)
        return false;
    m->base.pos = grid_add(m->base.pos, grid_dir(dir));
    return true;
}

static void random_step(struct game *game, struct monster *m)
{
    struct pos to = grid_add(m->base.pos, grid_dir(rng_range(&game->rng, 0, GRID_DIRS - 1)));
    if (map_walkable(&game->map, to.x, to.y) && !game_occupied(game, to))
        m->base.pos = to;
}

static bool can_fight(const struct monster *m)
{
    return m->base.damage_max > 0;
}

void mind_act(struct game *game, int index)
{
    struct monster *m = &game->monsters[index];
    if (!entity_alive(&m->base) || !entity_alive(&game->player))
        return;
    bool adjacent = grid_adjacent(m->base.pos, game->player.pos);
    if (monster_badly_wounded(m)) {
        if (!step_down(game, m, game_flee_map(game)) && adjacent && can_fight(m))
            combat_monster_attacks(game, index);
        return;
    }
    if (game_monster_sees_player(game, m)) {
        if (adjacent) {
            if (can_fight(m))
                combat_monster_attacks(game, index);
        } else {
            step_down(game, m, &game->chase);
        }
        return;
    }
    random_step(game, m);
}
