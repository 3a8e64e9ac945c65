#ifndef MURK_DMAP_H
#define MURK_DMAP_H

#include <stdbool.h>
#include <stdint.h>

#include "murk/base/grid.h"
#include "murk/base/map.h"
#include "murk/base/rng.h"

/* Values a cell can hold besides a distance. */
#define DMAP_UNREACHABLE INT32_C(1000000000) /* floor no goal reaches */
#define DMAP_WALL INT32_C(2000000000)        /* impassable; never changes */

/* A Dijkstra map: for every cell, the cost of the cheapest 8-way walk to the
 * nearest goal. Entering a cell costs that cell's cost (1 by default); cost 0
 * makes it a wall. The struct owns its buffers, which are padded with a ring
 * of wall sentinels so the scan needs no bounds checks; init allocates them
 * once and every later scan reuses them. */
struct dmap {
    int width, height;    /* the map's size, without the sentinel ring */
    int stride;           /* width + 2 */
    int32_t *dist;        /* (width+2) * (height+2), padded */
    uint8_t *cost;        /* same layout; 0 = wall */
    int32_t *queue;       /* the cells holding a value (the goals of the next
                             scan) at its head; the scan's queue or heap */
    int32_t *heap_pos;    /* each cell's heap slot, -1 when not in the heap;
                             allocated when a scan first needs it */
    int32_t costly_cells; /* cells costing more than 1; 0 allows breadth-first */
    int32_t goal_count;   /* cells listed at the head of queue */
    int32_t goal_value;   /* their value, when goals_equal */
    bool goals_listed;    /* the list names exactly the cells holding a value */
    bool goals_equal;     /* every listed cell holds goal_value */
    bool resumable;       /* a breadth-first scan stopped early (dmap_scan_to, or
                             a limit) and can carry on: the list is in order
                             of value, its first `spread` cells spread from */
    int32_t spread;
};

/* Allocates buffers for a width x height map, all walls. Returns 0, or -1 if
 * out of memory (then dmap_free is still safe). */
int dmap_init(struct dmap *dmap, int width, int height);

/* dmap_init's buffers, left unwritten: the map holds nothing to read
 * until its costs are taken whole (dmap_costs_from_tiles or _from_map,
 * dmap_take_costs, dmap_costs_from_open). A cache that takes them when
 * first asked touches no memory before, and a floor's making none it does
 * not use. Returns 0, or -1 if out of memory (dmap_free is still safe). */
int dmap_reserve(struct dmap *dmap, int width, int height);

/* dmap_init for src's size, then dmap_copy from src, in one step that fills
 * nothing twice (and the heap's positions only when a scan first needs
 * them). Returns 0, or -1 if out of memory or src has no buffers (then
 * dmap_free is still safe). */
int dmap_init_copy(struct dmap *dmap, const struct dmap *src);

/* Releases the buffers and zeroes the struct, so freeing twice is safe. */
void dmap_free(struct dmap *dmap);

/* Copies src's costs and values into dst, which must have been initialised
 * for a map of the same size; allocates nothing. Returns 0, or -1 (leaving
 * dst unchanged) when the sizes differ. Used to derive a flee map from the
 * chase map without scanning twice. */
int dmap_copy(struct dmap *dst, const struct dmap *src);

/* Costs from the map: 1 for walkable cells, wall otherwise (also outside the
 * map, if its size differs). Forgets every value, as dmap_clear does. */
void dmap_costs_from_map(struct dmap *dmap, const struct map *map);

/* dmap_costs_from_map for a walker that may enter only the tiles in the
 * mask (bit t for enum tile t, passability.h's TILE_BIT): 1 for a cell
 * whose tile is in it, wall otherwise. */
void dmap_costs_from_tiles(struct dmap *dmap, const struct map *map, uint32_t tiles);

/* Sets one cell's cost (0 = wall). Out of bounds is ignored. */
void dmap_set_cost(struct dmap *dmap, int x, int y, uint8_t cost);

/* Marks every non-wall cell unreachable, ready for goals. */
void dmap_clear(struct dmap *dmap);

/* Makes a cell a goal with the given starting value (0 for "walk here"),
 * replacing what it held. Walls and out-of-bounds cells are ignored; a value
 * of DMAP_UNREACHABLE or more makes the cell no goal at all. */
void dmap_set_goal(struct dmap *dmap, struct pos p, int32_t value);

/* Spreads the goals: afterwards every reachable cell holds the least of its
 * own value and (a neighbour's value + its cost). Cells no goal reaches hold
 * DMAP_UNREACHABLE. Allocates nothing. */
void dmap_scan(struct dmap *dmap);

/* dmap_scan, but leaving unreachable every cell farther than limit (a
 * noise that carries so far, and no farther), whatever the costs: a closed
 * door that muffles a noise is a costly cell. */
void dmap_scan_within(struct dmap *dmap, int32_t limit);

/* Spreads the goals at least until `target` holds its value: then every cell
 * lower than it holds its own too, which is all dmap_downhill from target
 * reads, so the step is the one a whole scan would give. A breadth-first
 * scan (unit costs, equal goals) stops there and any later scan carries on
 * where it stopped; otherwise, or when target is a wall or outside, the
 * same as dmap_scan. Allocates nothing. */
void dmap_scan_to(struct dmap *dmap, struct pos target);

/* The highest value any cell holds, or DMAP_UNREACHABLE when none holds one. */
int32_t dmap_highest(const struct dmap *dmap);

/* The value at a cell; out of bounds reads as DMAP_WALL. Inline, as every
 * monster a noise reaches is asked about. */
static inline int32_t dmap_get(const struct dmap *dmap, struct pos p)
{
    if (!grid_inside(p.x, p.y, dmap->width, dmap->height))
        return DMAP_WALL;
    return dmap->dist[(p.y + 1) * dmap->stride + (p.x + 1)]; /* dmap_layout.h's cell_index */
}

/* The step toward the lowest neighbour strictly lower than `from`, ties broken
 * by the generator. Returns the direction index (see grid_dir), or -1 when no
 * neighbour is lower. `blocked`, if given, is asked about each candidate cell
 * (for occupied cells) and may veto it. */
int dmap_downhill(const struct dmap *dmap, struct pos from, struct rng *rng,
                  bool (*blocked)(const void *ctx, struct pos p), const void *ctx);

#endif
