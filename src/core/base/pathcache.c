#include "murk/base/pathcache.h"

#include "murk/base/dmap_share.h"

#include <string.h>

int pathcache_init(struct pathcache *cache, const struct map *map, uint32_t tiles)
{
    memset(cache, 0, sizeof *cache);
    cache->tiles = tiles;
    if (dmap_init(&cache->shape, map->width, map->height) != 0)
        return -1;
    dmap_costs_from_tiles(&cache->shape, map, tiles);
    return 0;
}

int pathcache_reserve(struct pathcache *cache, const struct map *map, uint32_t tiles)
{
    memset(cache, 0, sizeof *cache);
    cache->tiles = tiles;
    return dmap_reserve(&cache->shape, map->width, map->height);
}

void pathcache_free(struct pathcache *cache)
{
    dmap_free(&cache->shape);
    for (int i = 0; i < PATHCACHE_SLOTS; i++)
        dmap_free(&cache->slots[i]);
    memset(cache, 0, sizeof *cache);
}

void pathcache_forget_goals(struct pathcache *cache)
{
    memset(cache->filled, 0, sizeof cache->filled);
}

/* Each slot takes the new costs when next it is used, not now: a floor
 * is often forgotten twice in the making, and few slots are used. */
static void every_slot_stale(struct pathcache *cache)
{
    memset(cache->filled, 0, sizeof cache->filled);
    for (int i = 0; i < cache->allocated; i++)
        cache->stale[i] = cache->slots[i].dist != NULL;
}

void pathcache_forget(struct pathcache *cache, const struct map *map)
{
    dmap_costs_from_tiles(&cache->shape, map, cache->tiles);
    every_slot_stale(cache);
}

void pathcache_costs_taken(struct pathcache *cache)
{
    every_slot_stale(cache);
}

void pathcache_cell_changed(struct pathcache *cache, struct pos p, uint8_t cost)
{
    dmap_set_cost(&cache->shape, p.x, p.y, cost);
    /* Each slot holding the floor's costs takes the cell's in place: far
     * cheaper than copying the shape when next it is used. A slot whose
     * scan has not come so far keeps its goal and carries on; the others
     * are made afresh when a goal next takes them. */
    for (int i = 0; i < cache->allocated; i++) { /* no slot past them is filled */
        bool costed = cache->slots[i].dist && !cache->stale[i];
        if (costed && cache->filled[i] && !grid_eq(cache->goals[i], p) &&
            dmap_set_cost_ahead(&cache->slots[i], p.x, p.y, cost))
            continue;
        if (costed)
            dmap_set_cost(&cache->slots[i], p.x, p.y, cost);
        cache->filled[i] = false;
    }
}

/* The slot for a new goal: the one least recently wanted, if nobody wanted
 * it this turn or the last; else a slot never used; else, every slot being
 * in use, the least recently wanted after all. Only the slots allocated so
 * far and the first never allocated are looked at: past that, every slot
 * is as new as the first. */
static int slot_for_new_goal(const struct pathcache *cache, int turn)
{
    int oldest = -1, fresh = -1;
    int looked = cache->allocated < PATHCACHE_SLOTS ? cache->allocated + 1 : PATHCACHE_SLOTS;
    for (int i = 0; i < looked; i++) {
        if (!cache->filled[i]) {
            if (fresh < 0 || (cache->slots[i].dist && !cache->slots[fresh].dist))
                fresh = i; /* an allocated empty slot beats a new one */
        } else if (oldest < 0 || cache->last_used[i] < cache->last_used[oldest]) {
            oldest = i;
        }
    }
    if (oldest >= 0 && cache->last_used[oldest] < turn - 1)
        return oldest;
    return fresh >= 0 ? fresh : oldest;
}

/* The map for goal, scanned now if no slot holds it. NULL when out of
 * memory. */
static const struct dmap *map_for(struct pathcache *cache, struct pos goal, struct pos from,
                                  int turn)
{
    cache->lookups++;
    for (int i = 0; i < cache->allocated; i++)
        if (cache->filled[i] && grid_eq(cache->goals[i], goal)) {
            cache->last_used[i] = turn;
            dmap_scan_to(&cache->slots[i], from); /* carries on, if need be */
            return &cache->slots[i];
        }
    int slot = slot_for_new_goal(cache, turn);
    struct dmap *map = &cache->slots[slot];
    /* A new or stale slot takes the shape's costs, its values forgotten
     * with them; one holding this floor's costs is only cleared. */
    if (!map->dist || cache->stale[slot]) {
        bool fresh = !map->dist;
        if (dmap_take_costs(map, &cache->shape) != 0) {
            if (fresh)
                dmap_free(map);
            return NULL;
        }
        if (slot >= cache->allocated)
            cache->allocated = slot + 1;
    } else {
        dmap_clear(map);
    }
    cache->stale[slot] = false;
    dmap_set_goal(map, goal, 0);
    /* Only as far as the walker: the map then holds every cell on its way
     * down, and another walker's lookup scans on from there. */
    dmap_scan_to(map, from);
    cache->scans++;
    cache->goals[slot] = goal;
    cache->filled[slot] = true;
    cache->last_used[slot] = turn;
    return map;
}

int pathcache_step(struct pathcache *cache, struct pos goal, struct pos from, int turn,
                   struct rng *rng, bool (*blocked)(const void *ctx, struct pos p), const void *ctx)
{
    const struct dmap *map = map_for(cache, goal, from, turn);
    return map ? dmap_downhill(map, from, rng, blocked, ctx) : -1;
}
