#include "murk/pathcache.h"

#include <stdlib.h>
#include <string.h>

/* Far or unreachable cells and walls all read as this: never a step down. */
#define FAR INT16_MAX

int pathcache_init(struct pathcache *cache, const struct map *map)
{
    memset(cache, 0, sizeof *cache);
    cache->width = map->width;
    cache->height = map->height;
    /* calloc: pages of slots never used are never touched. */
    cache->dist = calloc((size_t)PATHCACHE_SLOTS * (size_t)map->width * (size_t)map->height,
                         sizeof *cache->dist);
    if (!cache->dist || dmap_init(&cache->scratch, map->width, map->height) != 0)
        return -1;
    dmap_costs_from_map(&cache->scratch, map);
    return 0;
}

void pathcache_free(struct pathcache *cache)
{
    dmap_free(&cache->scratch);
    free(cache->dist);
    memset(cache, 0, sizeof *cache);
}

void pathcache_forget(struct pathcache *cache, const struct map *map)
{
    memset(cache->filled, 0, sizeof cache->filled);
    dmap_costs_from_map(&cache->scratch, map);
}

/* The slot holding goal's map, scanning it into the least recently used
 * slot when none does. */
static int16_t *map_for(struct pathcache *cache, struct pos goal)
{
    size_t cells = (size_t)cache->width * (size_t)cache->height;
    cache->lookups++;
    cache->clock++;
    int slot = 0;
    for (int i = 0; i < PATHCACHE_SLOTS; i++) {
        if (cache->filled[i] && grid_eq(cache->goals[i], goal)) {
            cache->last_used[i] = cache->clock;
            return cache->dist + (size_t)i * cells;
        }
        if (!cache->filled[i] ||
            (cache->filled[slot] && cache->last_used[i] < cache->last_used[slot]))
            slot = i;
    }
    dmap_clear(&cache->scratch);
    dmap_set_goal(&cache->scratch, goal, 0);
    dmap_scan(&cache->scratch);
    int16_t *dist = cache->dist + (size_t)slot * cells;
    dmap_export16(&cache->scratch, dist);
    cache->scans++;
    cache->goals[slot] = goal;
    cache->filled[slot] = true;
    cache->last_used[slot] = cache->clock;
    return dist;
}

int pathcache_step(struct pathcache *cache, struct pos goal, struct pos from, struct rng *rng,
                   bool (*blocked)(const void *ctx, struct pos p), const void *ctx)
{
    int w = cache->width, h = cache->height;
    if (from.x < 0 || from.y < 0 || from.x >= w || from.y >= h)
        return -1;
    const int16_t *dist = map_for(cache, goal);
    int16_t here = dist[from.y * w + from.x], best = here;
    int best_dir = -1, ties = 0;
    for (int k = 0; k < GRID_DIRS; k++) {
        struct pos n = grid_add(from, grid_dir(k));
        if (n.x < 0 || n.y < 0 || n.x >= w || n.y >= h)
            continue;
        int16_t v = dist[n.y * w + n.x];
        if (v >= here || v > best || (blocked && blocked(ctx, n)))
            continue;
        if (v < best) {
            best = v;
            best_dir = k;
            ties = 1;
        } else if (rng_one_in(rng, ++ties)) {
            best_dir = k; /* reservoir sampling: every tie equally likely */
        }
    }
    return best_dir;
}
