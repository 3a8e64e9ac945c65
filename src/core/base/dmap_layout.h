#ifndef MURK_DMAP_LAYOUT_H
#define MURK_DMAP_LAYOUT_H

/* The inside of a struct dmap, for the files that work on one (dmap.c,
 * dmap_scale.c, dmap_share.c; its allocations in dmap_layout.c; walkmap.c
 * reads a dmap's costs) and nothing else. */

#include <stdbool.h>
#include <stdint.h>

#include "murk/base/dmap.h"

/* Layout: cell (x, y) lives at (y + 1) * stride + (x + 1), so every cell of
 * the map has all 8 neighbours inside the buffers, the outer ring being
 * walls that never change. The invariant every function keeps: a cell costs
 * 0 exactly when it holds DMAP_WALL, and every other cell holds either
 * DMAP_UNREACHABLE or a value below it. */

/* Values are kept inside this band so that value + cost never overflows and
 * never climbs into the sentinels. */
#define VALUE_MAX (DMAP_UNREACHABLE - 1)
#define VALUE_MIN (-DMAP_UNREACHABLE + 1)

static inline int32_t cell_index(const struct dmap *dmap, int x, int y)
{
    return (int32_t)((y + 1) * dmap->stride + (x + 1));
}

static inline bool in_bounds(const struct dmap *dmap, int x, int y)
{
    return grid_inside(x, y, dmap->width, dmap->height);
}

static inline int32_t cell_count(const struct dmap *dmap)
{
    return (int32_t)dmap->stride * (int32_t)(dmap->height + 2);
}

/* Loops over a row or a map in blocks of this many cells, a fixed count
 * the compiler does many cells at a time (it will not for a loop of
 * unknown length at -O2), the cells left over one by one. */
enum { DMAP_BLOCK = 16 };

/* Every value forgotten, from the costs: dist[i] is DMAP_WALL where
 * cost[i] is 0, else DMAP_UNREACHABLE, for n cells, in blocks. */
void dmap_values_from_costs(int32_t *restrict dist, const uint8_t *restrict cost, int32_t n);

/* Buffers for src's size, holding nothing yet, and no heap_pos until a
 * scan needs one (dmap_heap_pos_ready). Returns 0, or -1 when out of
 * memory or src has none (then dmap_free is still safe). */
int dmap_allocate_like(struct dmap *dmap, const struct dmap *src);

/* The same for a width x height map: the buffers (dist, queue and cost in
 * one block, which dist owns), nothing written. Returns 0, or -1 when the
 * size is out of range or memory runs out (then dmap_free is still safe). */
int dmap_allocate(struct dmap *dmap, int width, int height);

/* heap_pos allocated (all -1) if it is not yet: a map made by
 * dmap_init_copy has none until a scan needs it. False when out of memory. */
bool dmap_heap_pos_ready(struct dmap *dmap);

#endif
