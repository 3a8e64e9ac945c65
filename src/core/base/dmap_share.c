/* A map taking its costs from another map of the same floor, or from a
 * grid of the cells open to its walkers (dmap_share.h: dmap_take_costs,
 * dmap_costs_from_open): what the maps of one passability class do on a
 * new floor, where each would otherwise read the tiles again. And a
 * door's new cost taken where a scan stopped early has not reached
 * (dmap_set_cost_ahead), so the scan carries on rather than starting
 * again. */
#include "murk/base/dmap_share.h"

#include <string.h>

#include "dmap_layout.h"

/* In blocks of a fixed count, which the compiler does many cells at a
 * time (it will not for a loop of unknown length at -O2), and the cells
 * left over one by one. */
enum { BLOCK = DMAP_BLOCK };

/* No value held, nothing listed: as dmap_clear leaves a map. */
static void hold_nothing(struct dmap *dmap)
{
    dmap->goal_count = 0;
    dmap->goal_value = 0;
    dmap->goals_listed = true;
    dmap->goals_equal = true;
    dmap->resumable = false;
    dmap->spread = 0;
}

int dmap_take_costs(struct dmap *dst, const struct dmap *src)
{
    if (dst == src || !src->dist)
        return dst == src ? 0 : -1;
    if (!dst->dist && dmap_allocate_like(dst, src) != 0)
        return -1;
    if (dst->width != src->width || dst->height != src->height)
        return -1;
    int32_t n = cell_count(src);
    memcpy(dst->cost, src->cost, (size_t)n);
    /* A map holding no value (a shape, a map just cleared) holds what dst
     * must: its values are copied; else they are made from the costs. */
    if (src->goals_listed && src->goal_count == 0)
        memcpy(dst->dist, src->dist, (size_t)n * sizeof *dst->dist);
    else
        dmap_values_from_costs(dst->dist, dst->cost, n);
    dst->costly_cells = src->costly_cells;
    hold_nothing(dst);
    return 0;
}

/* cost[i] = open[i] != 0, in blocks. */
static void costs_from_open(uint8_t *restrict cost, const uint16_t *restrict open, int32_t n)
{
    int32_t i = 0;
    for (; i + BLOCK <= n; i += BLOCK)
        for (int k = 0; k < BLOCK; k++)
            cost[i + k] = (uint8_t)(open[i + k] != 0);
    for (; i < n; i++)
        cost[i] = (uint8_t)(open[i] != 0);
}

int dmap_costs_from_open(struct dmap *dmap, const uint16_t *open, int width, int height)
{
    if (!dmap->dist || dmap->width != width || dmap->height != height)
        return -1;
    int32_t n = cell_count(dmap);
    costs_from_open(dmap->cost, open, n);
    dmap_values_from_costs(dmap->dist, dmap->cost, n);
    dmap->costly_cells = 0;
    hold_nothing(dmap);
    return 0;
}

bool dmap_set_cost_ahead(struct dmap *dmap, int x, int y, uint8_t cost)
{
    if (!dmap->resumable || !in_bounds(dmap, x, y) || cost > 1)
        return false;
    int32_t i = cell_index(dmap, x, y);
    const int32_t s = dmap->stride;
    const int32_t around[9] = {
        i - s - 1, i - s, i - s + 1, i - 1, i, i + 1, i + s - 1, i + s, i + s + 1};
    if (dmap->cost[i] > 1)
        return false;
    for (int k = 0; k < 9; k++)
        if (dmap->dist[around[k]] < DMAP_UNREACHABLE)
            return false;
    /* Unit costs before and after: the scan stays breadth first. */
    dmap->cost[i] = cost;
    dmap->dist[i] = cost ? DMAP_UNREACHABLE : DMAP_WALL;
    return true;
}
