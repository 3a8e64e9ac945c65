#ifndef MURK_PATHCACHE_H
#define MURK_PATHCACHE_H

#include <stdbool.h>
#include <stdint.h>

#include "murk/base/dmap.h"
#include "murk/base/map.h"
#include "murk/base/monster.h"
#include "murk/base/rng.h"
#include "murk/base/walkmap.h"

/* Walk-toward maps shared between monsters: a monster heading for a cell
 * steps down a map whose goal is that cell (walkmap.h: a Dijkstra map's
 * values in 16 bits). Terrain does not change
 * on a floor, so a map stays right for as long as its goal is wanted.
 * Monsters heading for the same cell share one map, and one going to the
 * same cell turn after turn rescans nothing. There is a slot for every
 * monster there can be, so goals in use never push each other out: a map is
 * scanned once per new goal, not once per step. A new goal takes the slot
 * of a goal nobody wanted this turn or the last, and only when there is
 * none is a new slot allocated: a floor of a dozen monsters holds about a
 * dozen maps, not one for every monster there could be. */
enum { PATHCACHE_SLOTS = GAME_MAX_MONSTERS };

struct pathcache {
    uint32_t tiles;    /* what its walkers may walk through (passability.h) */
    struct dmap shape; /* the floor's costs for them, for the class's other maps */
    /* The same terrain as a walk-toward map (walkmap.h), copied into each
     * new slot and waypoint map: made from shape when first wanted after
     * the costs are taken, and kept in step door by door. */
    struct walkmap walk_shape;
    bool walk_shape_made;
    struct walkmap slots[PATHCACHE_SLOTS];
    struct pos goals[PATHCACHE_SLOTS];
    int last_used[PATHCACHE_SLOTS]; /* the turn the slot's map was last wanted */
    bool filled[PATHCACHE_SLOTS];
    bool stale[PATHCACHE_SLOTS]; /* allocated, but with the costs of a floor forgotten */
    int allocated;               /* slots below this have had a map allocated: the rest never */
    long scans, lookups;         /* counted for the bench */
};

/* Takes the map's size, and its costs for walkers that may walk through
 * the tiles of the mask (TILE_BIT()s); allocates no slot yet. Returns 0,
 * or -1 when out of memory (freeing is still safe). */
int pathcache_init(struct pathcache *cache, const struct map *map, uint32_t tiles);

/* pathcache_init with the shape's buffers reserved (dmap_reserve), no
 * cost taken: the caller gives the shape its costs whole
 * (pathcache_costs_taken) before any step is asked, as class_maps does. */
int pathcache_reserve(struct pathcache *cache, const struct map *map, uint32_t tiles);
void pathcache_free(struct pathcache *cache);

/* The step toward goal from `from`, on turn `turn`: the direction (see grid_dir) to a
 * neighbour strictly closer to the goal, the closest such, ties broken by
 * the generator, skipping cells `blocked` vetoes; or -1 when none is closer
 * (or memory for a new map ran out). Scans a map for the goal if no slot
 * holds one. */
int pathcache_step(struct pathcache *cache, struct pos goal, struct pos from, int turn,
                   struct rng *rng, bool (*blocked)(const void *ctx, struct pos p),
                   const void *ctx);

/* The floor's terrain for the walkers as a walk-toward map holding no
 * value (made now if not yet), for a map of theirs to take (waypoints.h);
 * NULL when out of memory. */
const struct walkmap *pathcache_walk_shape(struct pathcache *cache);

/* Forgets which goal each map was for, the terrain being the same: a slot's
 * map is made afresh when next a goal takes it. */
void pathcache_forget_goals(struct pathcache *cache);

/* One cell's cost changed (a door): the shape and every slot take it; a
 * map whose scan had not come so far keeps its goal and carries on
 * (dmap_set_cost_ahead), the others are made afresh when next a goal
 * takes their slot. */
void pathcache_cell_changed(struct pathcache *cache, struct pos p, uint8_t cost);

/* Forgets every map, as when the terrain changes, and takes the map's
 * costs again (for the same tiles). */
void pathcache_forget(struct pathcache *cache, const struct map *map);

/* pathcache_forget, the caller having given the shape the new costs
 * itself (from another map of the floor for the same walkers: cheaper
 * than reading the tiles again). */
void pathcache_costs_taken(struct pathcache *cache);

#endif
