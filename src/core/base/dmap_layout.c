/* The allocations dmap.c and the maps made from another (dmap_share.c)
 * share, the heap's positions a weighted scan (dmap.c, dmap_scale.c)
 * makes when it first needs them, and the values a map's costs give it
 * holding no goal: for dmap's own files alone, so they are declared in
 * dmap_layout.h, not the public dmap.h. */
#include "dmap_layout.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

int dmap_allocate(struct dmap *dmap, int width, int height)
{
    memset(dmap, 0, sizeof *dmap);
    if (width < 1 || height < 1 || width > 1 << 14 || height > 1 << 14)
        return -1;
    /* One block for the values, the queue and the costs: a map is one
     * allocation, and a game's making (dozens of maps) touches one page
     * for each map's bookkeeping, not three. The int32 arrays first, so
     * each is aligned as the block is. */
    size_t cells = (size_t)(width + 2) * (size_t)(height + 2);
    int32_t *block = malloc(cells * (2 * sizeof(int32_t) + sizeof(uint8_t)));
    if (!block)
        return -1;
    dmap->dist = block;
    dmap->queue = block + cells;
    dmap->cost = (uint8_t *)(block + 2 * cells);
    dmap->width = width;
    dmap->height = height;
    dmap->stride = width + 2;
    return 0;
}

int dmap_allocate_like(struct dmap *dmap, const struct dmap *src)
{
    if (!src->dist) {
        memset(dmap, 0, sizeof *dmap);
        return -1;
    }
    return dmap_allocate(dmap, src->width, src->height);
}

bool dmap_heap_pos_ready(struct dmap *dmap)
{
    if (dmap->heap_pos)
        return true;
    size_t cells = (size_t)cell_count(dmap);
    dmap->heap_pos = malloc(cells * sizeof *dmap->heap_pos);
    if (!dmap->heap_pos)
        return false;
    memset(dmap->heap_pos, 0xff, cells * sizeof *dmap->heap_pos);
    return true;
}

/* A wall's mask is all ones, an open cell's none: no multiply, no
 * branch. */
static inline int32_t forgotten(uint8_t cost)
{
    const int32_t gap = DMAP_WALL - DMAP_UNREACHABLE;
    return DMAP_UNREACHABLE + (gap & -(int32_t)(cost == 0));
}

void dmap_values_from_costs(int32_t *restrict dist, const uint8_t *restrict cost, int32_t n)
{
    int32_t i = 0;
    for (; i + DMAP_BLOCK <= n; i += DMAP_BLOCK)
        for (int k = 0; k < DMAP_BLOCK; k++)
            dist[i + k] = forgotten(cost[i + k]);
    for (; i < n; i++)
        dist[i] = forgotten(cost[i]);
}
