#include "murk/pathcache.h"

#include <string.h>

int pathcache_init(struct pathcache *cache, const struct map *map)
{
    memset(cache, 0, sizeof *cache);
    for (int i = 0; i < PATHCACHE_SLOTS; i++) {
        if (dmap_init(&cache->maps[i], map->width, map->height) != 0)
            return -1;
        dmap_costs_from_map(&cache->maps[i], map);
    }
    return 0;
}

void pathcache_free(struct pathcache *cache)
{
    for (int i = 0; i < PATHCACHE_SLOTS; i++)
        dmap_free(&cache->maps[i]);
    memset(cache, 0, sizeof *cache);
}

void pathcache_forget(struct pathcache *cache, const struct map *map)
{
    for (int i = 0; i < PATHCACHE_SLOTS; i++) {
        cache->filled[i] = false;
        dmap_costs_from_map(&cache->maps[i], map);
    }
}

const struct dmap *pathcache_get(struct pathcache *cache, struct pos goal)
{
    cache->lookups++;
    cache->clock++;
    int oldest = 0;
    for (int i = 0; i < PATHCACHE_SLOTS; i++) {
        if (cache->filled[i] && grid_eq(cache->goals[i], goal)) {
            cache->last_used[i] = cache->clock;
            return &cache->maps[i];
        }
        if (!cache->filled[i] ||
            (cache->filled[oldest] && cache->last_used[i] < cache->last_used[oldest]))
            oldest = i;
    }
    struct dmap *map = &cache->maps[oldest];
    dmap_clear(map);
    dmap_set_goal(map, goal, 0);
    dmap_scan(map);
    cache->scans++;
    cache->goals[oldest] = goal;
    cache->filled[oldest] = true;
    cache->last_used[oldest] = cache->clock;
    return map;
}
