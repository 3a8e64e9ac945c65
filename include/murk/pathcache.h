#ifndef MURK_PATHCACHE_H
#define MURK_PATHCACHE_H

#include <stdbool.h>
#include <stdint.h>

#include "murk/dmap.h"
#include "murk/map.h"
#include "murk/monster.h"
#include "murk/rng.h"

/* Walk-toward maps shared between monsters: a monster heading for a cell
 * steps down a Dijkstra map whose goal is that cell. Terrain does not change
 * on a floor, so a map stays right for as long as its goal is wanted.
 * Monsters heading for the same cell share one map, and one going to the
 * same cell turn after turn rescans nothing. There is a slot for every
 * monster there can be, so distinct goals never push each other out while
 * all are in use: a map is scanned once per new goal, not once per step.
 * Slots hold compact 16-bit distances; one full dmap does the scanning. */
enum { PATHCACHE_SLOTS = GAME_MAX_MONSTERS };

struct pathcache {
    int width, height;
    struct dmap scratch; /* scans here, then the result is kept compact */
    int16_t *dist;       /* PATHCACHE_SLOTS maps of width*height cells */
    struct pos goals[PATHCACHE_SLOTS];
    uint32_t last_used[PATHCACHE_SLOTS];
    bool filled[PATHCACHE_SLOTS];
    uint32_t clock;
    long scans, lookups; /* counted for the bench */
};

/* Allocates for the map's size and costs. Returns 0, or -1 when out of
 * memory (freeing is still safe). */
int pathcache_init(struct pathcache *cache, const struct map *map);
void pathcache_free(struct pathcache *cache);

/* The step toward goal from `from`: the direction (see grid_dir) to a
 * neighbour strictly closer to the goal, the closest such, ties broken by
 * the generator, skipping cells `blocked` vetoes; or -1 when none is closer.
 * Scans a map for the goal if no slot holds one. */
int pathcache_step(struct pathcache *cache, struct pos goal, struct pos from, struct rng *rng,
                   bool (*blocked)(const void *ctx, struct pos p), const void *ctx);

/* Forgets every map, as when the terrain changes. */
void pathcache_forget(struct pathcache *cache, const struct map *map);

#endif
