#include "murk/base/walkmap.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "descent.h"
#include "dmap_layout.h"

_Static_assert(WALKMAP_CELLS_MAX <= UINT16_MAX + 1, "every cell's index fits the queue's 16 bits");

static int32_t cells_of(int width, int height)
{
    return (int32_t)(width + 2) * (int32_t)(height + 2);
}

static int32_t index_of(const struct walkmap *map, int x, int y)
{
    return (int32_t)((y + 1) * map->stride + (x + 1));
}

/* No value listed, nothing to carry on. */
static void hold_nothing(struct walkmap *map)
{
    map->listed = 0;
    map->spread = 0;
    map->resumable = false;
}

int walkmap_reserve(struct walkmap *map, int width, int height)
{
    memset(map, 0, sizeof *map);
    if (width < 1 || height < 1 || width > WALKMAP_CELLS_MAX || height > WALKMAP_CELLS_MAX ||
        cells_of(width, height) > WALKMAP_CELLS_MAX)
        return -1;
    size_t cells = (size_t)cells_of(width, height);
    /* One block, the queue first. */
    uint16_t *block = malloc(cells * (sizeof *map->queue + sizeof *map->dist));
    if (!block)
        return -1;
    map->queue = block;
    map->dist = (int16_t *)(block + cells);
    map->width = width;
    map->height = height;
    map->stride = width + 2;
    return 0;
}

void walkmap_free(struct walkmap *map)
{
    free(map->queue); /* the block holding dist too */
    memset(map, 0, sizeof *map);
}

/* dist[i] a wall where cost[i] is 0, else open with no value, for n
 * cells: in blocks of a fixed count, which the compiler does many cells
 * at a time. */
static void terrain_from_costs(int16_t *restrict dist, const uint8_t *restrict cost, int32_t n)
{
    int32_t i = 0;
    for (; i + DMAP_BLOCK <= n; i += DMAP_BLOCK)
        for (int k = 0; k < DMAP_BLOCK; k++)
            dist[i + k] = (int16_t)(WALKMAP_WALL - (cost[i + k] != 0));
    for (; i < n; i++)
        dist[i] = (int16_t)(WALKMAP_WALL - (cost[i] != 0));
}

int walkmap_shape(struct walkmap *map, const struct dmap *costs)
{
    if (!map->dist || !costs->dist || map->width != costs->width || map->height != costs->height)
        return -1;
    /* The same layout, ring and all: a cell's cost is its terrain. */
    terrain_from_costs(map->dist, costs->cost, cells_of(map->width, map->height));
    hold_nothing(map);
    return 0;
}

int walkmap_take(struct walkmap *dst, const struct walkmap *shape)
{
    if (dst == shape || !shape->dist)
        return dst == shape ? 0 : -1;
    if (!dst->dist && walkmap_reserve(dst, shape->width, shape->height) != 0)
        return -1;
    if (dst->width != shape->width || dst->height != shape->height)
        return -1;
    memcpy(dst->dist,
           shape->dist,
           (size_t)cells_of(shape->width, shape->height) * sizeof *shape->dist);
    hold_nothing(dst);
    return 0;
}

void walkmap_clear(struct walkmap *map)
{
    /* Only the listed cells hold values; one shut since (a door) holds a
     * wall and keeps it. */
    int16_t *dist = map->dist;
    for (int32_t k = 0; k < map->listed; k++)
        if (dist[map->queue[k]] < WALKMAP_UNREACHED)
            dist[map->queue[k]] = WALKMAP_UNREACHED;
    hold_nothing(map);
}

void walkmap_set_goal(struct walkmap *map, struct pos p)
{
    walkmap_clear(map);
    /* A scan of the goal, if any, to carry on (none: a scan of nothing). */
    map->resumable = true;
    if (!grid_inside(p.x, p.y, map->width, map->height))
        return;
    int32_t i = index_of(map, p.x, p.y);
    if (map->dist[i] == WALKMAP_WALL)
        return;
    map->dist[i] = 0;
    map->queue[0] = (uint16_t)i;
    map->listed = 1;
}

/* One neighbour of the breadth-first scan, at p (dmap.c's visit, in 16
 * bits): still unreached means still WALKMAP_UNREACHED, which also rules
 * out walls. */
static inline int32_t visit(int16_t *restrict p, const int16_t *dist, uint16_t *restrict queue,
                            int32_t tail, int16_t next)
{
    if (*p == WALKMAP_UNREACHED) {
        *p = next;
        queue[tail++] = (uint16_t)(p - dist);
    }
    return tail;
}

void walkmap_scan_to(struct walkmap *map, struct pos target)
{
    if (!map->resumable)
        return; /* no goal set since the map was taken or changed */
    int16_t *restrict dist = map->dist;
    uint16_t *restrict queue = map->queue;
    const ptrdiff_t s = map->stride;
    int32_t head = map->spread, tail = map->listed;
    /* Breadth first, every step costing 1: cells are reached in order of
     * value, so the first visit is final and the queue lists exactly the
     * cells holding a value, in order. It stops once target holds one (a
     * cell of no map stands in for none, never reached). */
    const int16_t unreached = WALKMAP_UNREACHED;
    const int16_t *stop = &unreached;
    if (grid_inside(target.x, target.y, map->width, map->height) &&
        dist[index_of(map, target.x, target.y)] != WALKMAP_WALL)
        stop = dist + index_of(map, target.x, target.y);
    while (head < tail && *stop == WALKMAP_UNREACHED) {
        int16_t *at = dist + queue[head++];
        int16_t next = (int16_t)(*at + 1);
        SPREAD_EIGHT(int16_t, visit, at, s, dist, queue, tail, next);
    }
    map->listed = tail;
    map->spread = head;
}

int walkmap_downhill(const struct walkmap *map, struct pos from, struct rng *rng,
                     bool (*blocked)(const void *ctx, struct pos p), const void *ctx)
{
    if (!grid_inside(from.x, from.y, map->width, map->height))
        return -1;
    const int16_t *at = map->dist + index_of(map, from.x, from.y);
    if (*at == WALKMAP_WALL)
        return -1;
    /* The values in the order of a dmap's: values, then no value, then
     * wall, so the same neighbours are lower and tie. */
    const ptrdiff_t s = map->stride;
    const int32_t around[GRID_DIRS] = {
        at[-s], at[1], at[s], at[-1], at[1 - s], at[1 + s], at[s - 1], at[-s - 1]};
    return descend(*at, around, from, rng, blocked, ctx);
}

bool walkmap_open_ahead(struct walkmap *map, struct pos p, bool open)
{
    if (!map->resumable || !grid_inside(p.x, p.y, map->width, map->height))
        return false;
    int32_t i = index_of(map, p.x, p.y);
    const int32_t s = map->stride;
    const int32_t around[9] = {
        i - s - 1, i - s, i - s + 1, i - 1, i, i + 1, i + s - 1, i + s, i + s + 1};
    for (int k = 0; k < 9; k++)
        if (map->dist[around[k]] < WALKMAP_UNREACHED)
            return false;
    /* No value held next to it: a walk through it is longer than any the
     * scan has made, and the scan carries on over it as one made afresh
     * would go. */
    map->dist[i] = open ? WALKMAP_UNREACHED : WALKMAP_WALL;
    return true;
}

void walkmap_set_open(struct walkmap *map, struct pos p, bool open)
{
    if (!grid_inside(p.x, p.y, map->width, map->height))
        return;
    int16_t *cell = &map->dist[index_of(map, p.x, p.y)];
    if (!open)
        *cell = WALKMAP_WALL;
    else if (*cell == WALKMAP_WALL)
        *cell = WALKMAP_UNREACHED;
    map->resumable = false; /* no scan carries on over it: the map is made again */
}
