#ifndef MURK_WALKMAP_H
#define MURK_WALKMAP_H

#include <stdbool.h>
#include <stdint.h>

#include "murk/base/dmap.h"
#include "murk/base/grid.h"
#include "murk/base/rng.h"

/* A walk-toward map: for every cell, the fewest 8-way steps to one goal
 * over a class's terrain, every step costing 1 (pathcache.h, waypoints.h).
 * A Dijkstra map (dmap.h) for the one case the walkers ask most, in 16
 * bits a cell and no costs (a wall is a value), so a floor's new map is
 * 8 KB copied from its class's shape, not the 21 KB of a dmap's values
 * and costs; the steps down it are a dmap's to the cell. Laid out as a
 * dmap is: a ring of walls round the map. */
enum {
    WALKMAP_CELLS_MAX = 30000,         /* (width + 2) * (height + 2) at most: no walk is longer; under 65,536 (queue) */
    WALKMAP_UNREACHED = INT16_MAX - 1, /* open, no value (yet) */
    WALKMAP_WALL = INT16_MAX,          /* closed to the class; never a value */
};

struct walkmap {
    int width, height; /* the map's, without the ring */
    int stride;        /* width + 2 */
    int16_t *dist;     /* (width + 2) * (height + 2); owns the block queue is in */
    /* The cells holding a value, in order of value; past them, scratch. In
     * 16 bits, as no map has more than WALKMAP_CELLS_MAX cells: a map is
     * then 4 bytes a cell, two pages of a floor's 80 x 21, where its queue
     * in 32 bits made it three (a wanderer's new waypoint map is a page
     * first touched, some 10 us on a virtual machine). */
    uint16_t *queue;
    int32_t listed;    /* cells at the head of queue */
    int32_t spread;    /* of them, those spread from (a scan stopped at a cell) */
    bool resumable;    /* the listed cells are a breadth-first scan's, to carry on */
};

/* Buffers for a width x height map, nothing written: the map holds nothing
 * to read until walkmap_shape or walkmap_take. Returns 0, or -1 when out
 * of memory or too big (then walkmap_free is still safe). */
int walkmap_reserve(struct walkmap *map, int width, int height);

/* Releases the buffers and zeroes the struct, so freeing twice is safe. */
void walkmap_free(struct walkmap *map);

/* The terrain of costs (a dmap of the same size, its every cost 0 or 1):
 * open where the cost is 1, wall elsewhere; no value held. Returns 0, or
 * -1 (the map unchanged) when the sizes differ or either has no buffers. */
int walkmap_shape(struct walkmap *map, const struct dmap *costs);

/* dst takes shape's terrain (a map holding no value), with no value: the
 * map of a new goal on the floor. dst is allocated for shape's size if it
 * has no buffers yet. Returns 0, or -1 when out of memory, shape has no
 * buffers or the sizes differ (dst unchanged). */
int walkmap_take(struct walkmap *dst, const struct walkmap *shape);

/* Forgets every value (a cell's only, not the terrain). */
void walkmap_clear(struct walkmap *map);

/* Makes p the map's one goal, value 0, every other value forgotten; a
 * wall or a cell off the map makes none (and the map holds none). */
void walkmap_set_goal(struct walkmap *map, struct pos p);

/* Spreads from the goal, breadth first, at least until `target` holds its
 * value (all of the map when target is off it or a wall): then every cell
 * lower than it holds its own too, all walkmap_downhill from target reads.
 * A later call carries on where this one stopped. */
void walkmap_scan_to(struct walkmap *map, struct pos target);

/* The value at p as a dmap has it: DMAP_WALL for a wall or off the map,
 * DMAP_UNREACHABLE for no value. Inline, as every walker's step asks. */
static inline int32_t walkmap_get(const struct walkmap *map, struct pos p)
{
    if (!grid_inside(p.x, p.y, map->width, map->height))
        return DMAP_WALL;
    int16_t v = map->dist[(p.y + 1) * map->stride + (p.x + 1)];
    return v == WALKMAP_WALL ? DMAP_WALL : v == WALKMAP_UNREACHED ? DMAP_UNREACHABLE : v;
}

/* Whether p holds a value (walkmap_get below DMAP_UNREACHABLE), in one
 * comparison past the bounds. */
static inline bool walkmap_holds(const struct walkmap *map, struct pos p)
{
    return grid_inside(p.x, p.y, map->width, map->height) &&
           map->dist[(p.y + 1) * map->stride + (p.x + 1)] < WALKMAP_UNREACHED;
}

/* dmap_downhill on this map: the same step, ties broken alike. */
int walkmap_downhill(const struct walkmap *map, struct pos from, struct rng *rng,
                     bool (*blocked)(const void *ctx, struct pos p), const void *ctx);

/* A door at p opened (open) or shut, where the scan stopped short of it
 * (dmap_set_cost_ahead's case: neither it nor a neighbour holds a value,
 * and the map carries on): the cell takes it and true comes back; else
 * false and nothing changes: the caller takes it by walkmap_set_open and
 * makes the map again. */
bool walkmap_open_ahead(struct walkmap *map, struct pos p, bool open);

/* The cell at p opened or shut, whatever it held; no scan carries on. */
void walkmap_set_open(struct walkmap *map, struct pos p, bool open);

#endif
