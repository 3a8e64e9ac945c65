/* The allocations dmap.c and the maps made from another (dmap_share.c)
 * share, and the heap's positions a weighted scan (dmap.c, dmap_scale.c)
 * makes when it first needs them: for dmap's own files alone, so they are
 * declared in dmap_layout.h, not the public dmap.h. */
#include "dmap_layout.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

int dmap_allocate_like(struct dmap *dmap, const struct dmap *src)
{
    memset(dmap, 0, sizeof *dmap);
    if (!src->dist)
        return -1;
    size_t cells = (size_t)cell_count(src);
    dmap->dist = malloc(cells * sizeof *dmap->dist);
    dmap->cost = malloc(cells * sizeof *dmap->cost);
    dmap->queue = malloc(cells * sizeof *dmap->queue);
    if (!dmap->dist || !dmap->cost || !dmap->queue) {
        /* dmap_free's work (heap_pos is none yet), done here so that this
         * file stays below dmap.c rather than calling back into it. */
        free(dmap->dist);
        free(dmap->cost);
        free(dmap->queue);
        memset(dmap, 0, sizeof *dmap);
        return -1;
    }
    dmap->width = src->width;
    dmap->height = src->height;
    dmap->stride = src->stride;
    return 0;
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
