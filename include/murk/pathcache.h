#ifndef MURK_PATHCACHE_H
#define MURK_PATHCACHE_H

#include <stdbool.h>
#include <stdint.h>

#include "murk/dmap.h"
#include "murk/map.h"

/* Walk-toward maps shared between monsters: a monster heading for a cell
 * steps down a Dijkstra map whose goal is that cell. Terrain does not change
 * on a floor, so a map stays right for as long as its goal is wanted; the
 * least recently used one is rescanned for a new goal. Monsters heading for
 * the same cell share one map, and one going to the same cell turn after
 * turn rescans nothing. */
enum { PATHCACHE_SLOTS = 32 };

struct pathcache {
    struct dmap maps[PATHCACHE_SLOTS];
    struct pos goals[PATHCACHE_SLOTS];
    uint32_t last_used[PATHCACHE_SLOTS];
    bool filled[PATHCACHE_SLOTS];
    uint32_t clock;
    long scans, lookups; /* counted for the bench */
};

/* Allocates every slot's buffers for the map's size and costs. Returns 0, or
 * -1 when out of memory (freeing is still safe). */
int pathcache_init(struct pathcache *cache, const struct map *map);
void pathcache_free(struct pathcache *cache);

/* The walk-toward map for goal, scanned now if no slot holds it. */
const struct dmap *pathcache_get(struct pathcache *cache, struct pos goal);

/* Forgets every map, as when the terrain changes. */
void pathcache_forget(struct pathcache *cache, const struct map *map);

#endif
