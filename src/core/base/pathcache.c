#include "murk/base/pathcache.h"

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
    walkmap_free(&cache->walk_shape);
    for (int i = 0; i < PATHCACHE_SLOTS; i++)
        walkmap_free(&cache->slots[i]);
    memset(cache, 0, sizeof *cache);
}

const struct walkmap *pathcache_walk_shape(struct pathcache *cache)
{
    if (cache->walk_shape_made)
        return &cache->walk_shape;
    if (!cache->walk_shape.dist &&
        walkmap_reserve(&cache->walk_shape, cache->shape.width, cache->shape.height) != 0)
        return NULL;
    if (walkmap_shape(&cache->walk_shape, &cache->shape) != 0)
        return NULL;
    cache->walk_shape_made = true;
    return &cache->walk_shape;
}

void pathcache_forget_goals(struct pathcache *cache)
{
    memset(cache->filled, 0, sizeof cache->filled);
}

/* Each slot takes the new costs when next it is used, not now: a floor
 * is often forgotten twice in the making, and few slots are used. */
static void every_slot_stale(struct pathcache *cache)
{
    cache->walk_shape_made = false;
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
    bool open = cost != 0; /* the class's costs are 0 or 1 */
    if (cache->walk_shape_made)
        walkmap_set_open(&cache->walk_shape, p, open);
    /* Each slot holding the floor's terrain takes the cell's in place: far
     * cheaper than copying the shape when next it is used. A slot whose
     * scan has not come so far keeps its goal and carries on; the others
     * are made afresh when a goal next takes them. */
    for (int i = 0; i < cache->allocated; i++) { /* no slot past them is filled */
        bool costed = cache->slots[i].dist && !cache->stale[i];
        if (costed && cache->filled[i] && !grid_eq(cache->goals[i], p) &&
            walkmap_open_ahead(&cache->slots[i], p, open))
            continue;
        if (costed)
            walkmap_set_open(&cache->slots[i], p, open);
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
static const struct walkmap *map_for(struct pathcache *cache, struct pos goal, struct pos from,
                                     int turn)
{
    cache->lookups++;
    for (int i = 0; i < cache->allocated; i++)
        if (cache->filled[i] && grid_eq(cache->goals[i], goal)) {
            cache->last_used[i] = turn;
            walkmap_scan_to(&cache->slots[i], from); /* carries on, if need be */
            return &cache->slots[i];
        }
    int slot = slot_for_new_goal(cache, turn);
    struct walkmap *map = &cache->slots[slot];
    /* A new or stale slot takes the shape's terrain; one holding this
     * floor's has its values forgotten with the new goal. */
    if (!map->dist || cache->stale[slot]) {
        bool fresh = !map->dist;
        const struct walkmap *shape = pathcache_walk_shape(cache);
        if (!shape || walkmap_take(map, shape) != 0) {
            if (fresh)
                walkmap_free(map);
            return NULL;
        }
        if (slot >= cache->allocated)
            cache->allocated = slot + 1;
    }
    cache->stale[slot] = false;
    walkmap_set_goal(map, goal);
    /* Only as far as the walker: the map then holds every cell on its way
     * down, and another walker's lookup scans on from there. */
    walkmap_scan_to(map, from);
    cache->scans++;
    cache->goals[slot] = goal;
    cache->filled[slot] = true;
    cache->last_used[slot] = turn;
    return map;
}

int pathcache_step(struct pathcache *cache, struct pos goal, struct pos from, int turn,
                   struct rng *rng, bool (*blocked)(const void *ctx, struct pos p), const void *ctx)
{
    const struct walkmap *map = map_for(cache, goal, from, turn);
    return map ? walkmap_downhill(map, from, rng, blocked, ctx) : -1;
}
