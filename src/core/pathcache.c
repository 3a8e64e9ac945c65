#include "murk/pathcache.h"

#include <string.h>

int pathcache_init(struct pathcache *cache, const struct map *map)
{
    memset(cache, 0, sizeof *cache);
    if (dmap_init(&cache->shape, map->width, map->height) != 0)
        return -1;
    dmap_costs_from_map(&cache->shape, map);
    return 0;
}

void pathcache_free(struct pathcache *cache)
{
    dmap_free(&cache->shape);
    for (int i = 0; i < PATHCACHE_SLOTS; i++)
        dmap_free(&cache->slots[i]);
    memset(cache, 0, sizeof *cache);
}

void pathcache_forget(struct pathcache *cache, const struct map *map)
{
    memset(cache->filled, 0, sizeof cache->filled);
    dmap_costs_from_map(&cache->shape, map);
    for (int i = 0; i < PATHCACHE_SLOTS; i++)
        if (cache->slots[i].dist)
            dmap_copy(&cache->slots[i], &cache->shape);
}

/* The map for goal: a slot that holds it, or the least recently used slot
 * (a fresh one first) scanned for it now. NULL when out of memory. */
static const struct dmap *map_for(struct pathcache *cache, struct pos goal)
{
    cache->lookups++;
    cache->clock++;
    int slot = 0;
    for (int i = 0; i < PATHCACHE_SLOTS; i++) {
        if (cache->filled[i] && grid_eq(cache->goals[i], goal)) {
            cache->last_used[i] = cache->clock;
            return &cache->slots[i];
        }
        if (!cache->filled[i] ||
            (cache->filled[slot] && cache->last_used[i] < cache->last_used[slot]))
            slot = i;
    }
    struct dmap *map = &cache->slots[slot];
    if (!map->dist) {
        if (dmap_init(map, cache->shape.width, cache->shape.height) != 0 ||
            dmap_copy(map, &cache->shape) != 0) {
            dmap_free(map);
            return NULL;
        }
    }
    dmap_clear(map);
    dmap_set_goal(map, goal, 0);
    dmap_scan(map);
    cache->scans++;
    cache->goals[slot] = goal;
    cache->filled[slot] = true;
    cache->last_used[slot] = cache->clock;
    return map;
}

int pathcache_step(struct pathcache *cache, struct pos goal, struct pos from, struct rng *rng,
                   bool (*blocked)(const void *ctx, struct pos p), const void *ctx)
{
    const struct dmap *map = map_for(cache, goal);
    return map ? dmap_downhill(map, from, rng, blocked, ctx) : -1;
}
