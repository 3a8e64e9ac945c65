/* What the scrolls that act on minds and the map do (mind_scroll.h). */
#include "murk/rules/mind_scroll.h"

#include "murk/rules/mind.h"

struct pos mind_scroll_far_cell(struct game *game)
{
    const struct map *map = &game->floor.map;
    struct pos from = game->run.player.pos;
    struct dmap *walk = &game->cache.noise; /* scratch: remade for each noise */
    game->cache.noise_made = false;         /* so the next noise makes it again */
    dmap_clear(walk);
    dmap_set_goal(walk, from, 0);
    dmap_scan(walk);
    int32_t farthest = dmap_highest(walk);
    farthest = farthest < 0 || farthest >= DMAP_UNREACHABLE ? 0 : farthest;
    int count = 0;
    struct pos chosen = from;
    /* Reservoir sampling: one pass, each fitting cell equally likely. */
    for (int y = 0; y < map->height; y++)
        for (int x = 0; x < map->width; x++) {
            struct pos p = {x, y};
            int32_t d = dmap_get(walk, p);
            if (map->tiles[map_index(map, x, y)] != TILE_FLOOR || d >= DMAP_UNREACHABLE ||
                d * 2 < farthest || grid_eq(p, from) || world_occupied(game, p))
                continue;
            if (rng_range(&game->run.play, 0, count++) == 0)
                chosen = p;
        }
    return chosen;
}

/* Remembers every cell that is not wall, and every wall beside one: the
 * floor's map as the player would have seen it walking all of it. */
static void map_the_floor(struct map *map)
{
    for (int y = 0; y < map->height; y++)
        for (int x = 0; x < map->width; x++) {
            bool shown = false;
            for (int dy = -1; dy <= 1 && !shown; dy++)
                for (int dx = -1; dx <= 1 && !shown; dx++)
                    shown = map_in_bounds(map, x + dx, y + dy) &&
                            map->tiles[map_index(map, x + dx, y + dy)] != TILE_WALL;
            if (shown)
                map->remembered[map_index(map, x, y)] = 1;
        }
}

void mind_scroll_apply(struct game *game, const struct outcome *outcome)
{
    switch (outcome->effect) {
    case OUTCOME_AGGRAVATE:
        world_say(game, "A piercing shriek rings through the floor!");
        mind_noise(game, game->run.player.pos, outcome->power, CAUSE_HEARD_SHRIEK, -1);
        break;
    case OUTCOME_TELEPORT: {
        struct pos to = mind_scroll_far_cell(game);
        if (grid_eq(to, game->run.player.pos)) {
            world_say(game, "You feel a tug, but stay where you are.");
            break;
        }
        game->run.player.pos = to;
        world_rebuild(game);
        world_say(game, "You are torn away and land somewhere far off.");
        break;
    }
    case OUTCOME_MAP:
        map_the_floor(&game->floor.map);
        world_say(game, "A map of the floor forms in your mind.");
        break;
    default:
        break;
    }
}
