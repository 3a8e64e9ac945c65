#include "murk/base/dmap.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "descent.h"
#include "dmap_layout.h"

/* The index step of each grid_dir direction in the padded layout, in
 * grid_dir's order (north, east, south, west, then the diagonals from
 * north-east round), written out: grid_dir's own wrapping of its index is
 * most of the cost when it is called for each. test_dmap checks the two
 * agree. */
static void direction_offsets(const struct dmap *dmap, int32_t offsets[GRID_DIRS])
{
    const int32_t s = dmap->stride;
    const int32_t steps[GRID_DIRS] = {-s, 1, s, -1, 1 - s, 1 + s, s - 1, -s - 1};
    memcpy(offsets, steps, sizeof steps);
}

/* The bookkeeping of a map holding no value: nothing listed, nothing to
 * carry on. */
static void list_nothing(struct dmap *dmap)
{
    dmap->goal_count = 0;
    dmap->goals_listed = true;
    dmap->goals_equal = true;
    dmap->resumable = false;
    dmap->spread = 0;
}

/* Forgets every goal and value the slow way, cell by cell, for when there is
 * no list of the cells that hold one: a floor is made with every cache's
 * map reset, and this is most of it. */
static void reset_values(struct dmap *dmap)
{
    dmap_values_from_costs(dmap->dist, dmap->cost, cell_count(dmap));
    list_nothing(dmap);
}

int dmap_init(struct dmap *dmap, int width, int height)
{
    if (dmap_allocate(dmap, width, height) != 0)
        return -1;
    memset(dmap->cost, 0, (size_t)cell_count(dmap));
    /* No heap_pos until a scan needs one (dmap_heap_pos_ready): most maps
     * are only ever scanned breadth first, and a game's making touches no
     * memory it will not use (a page touched is a page the system fills). */
    reset_values(dmap);
    return 0;
}

int dmap_reserve(struct dmap *dmap, int width, int height)
{
    if (dmap_allocate(dmap, width, height) != 0)
        return -1;
    list_nothing(dmap);
    return 0;
}

int dmap_init_copy(struct dmap *dmap, const struct dmap *src)
{
    /* dmap_init's work, less filling values dmap_copy overwrites at once,
     * and with no heap_pos until a scan needs one (dmap_heap_pos_ready): the
     * copies the path cache and the waypoints make are only ever scanned
     * breadth first, which needs none. */
    if (dmap_allocate_like(dmap, src) != 0)
        return -1;
    return dmap_copy(dmap, src);
}

void dmap_free(struct dmap *dmap)
{
    free(dmap->dist); /* the block holding queue and cost too */
    free(dmap->heap_pos);
    memset(dmap, 0, sizeof *dmap);
}

int dmap_copy(struct dmap *dst, const struct dmap *src)
{
    if (dst == src)
        return 0;
    if (dst->width != src->width || dst->height != src->height || !dst->dist)
        return -1;
    size_t cells = (size_t)cell_count(src);
    memcpy(dst->dist, src->dist, cells * sizeof *dst->dist);
    memcpy(dst->cost, src->cost, cells * sizeof *dst->cost);
    /* Only the list at the queue's head means anything between scans; the
     * rest is scratch, and heap_pos is all -1 in both. */
    if (src->goals_listed)
        memcpy(dst->queue, src->queue, (size_t)src->goal_count * sizeof *dst->queue);
    dst->costly_cells = src->costly_cells;
    dst->goal_count = src->goal_count;
    dst->goal_value = src->goal_value;
    dst->goals_listed = src->goals_listed;
    dst->goals_equal = src->goals_equal;
    dst->resumable = src->resumable;
    dst->spread = src->spread;
    return 0;
}

/* The ring of sentinels round the map, walls. */
static void wall_the_ring(struct dmap *dmap)
{
    const int32_t s = dmap->stride, last = cell_index(dmap, -1, dmap->height);
    for (int32_t x = 0; x < s; x++) {
        dmap->cost[x] = dmap->cost[last + x] = 0;
        dmap->dist[x] = dmap->dist[last + x] = DMAP_WALL;
    }
    for (int y = 0; y < dmap->height; y++) {
        int32_t left = cell_index(dmap, -1, y), right = cell_index(dmap, dmap->width, y);
        dmap->cost[left] = dmap->cost[right] = 0;
        dmap->dist[left] = dmap->dist[right] = DMAP_WALL;
    }
}

/* Whether a tile is open, by one comparison with each tile: the compiler
 * does that many cells at a time, where a look-up in a table is a cell at
 * a time. A byte that is no tile is wall. */
_Static_assert(TILE_COUNT == 6, "open_tile compares with each tile");
static inline uint8_t open_tile(uint8_t tile, const uint8_t open[TILE_COUNT])
{
    return (uint8_t)(((tile == 0) & open[0]) | ((tile == 1) & open[1]) | ((tile == 2) & open[2]) |
                     ((tile == 3) & open[3]) | ((tile == 4) & open[4]) | ((tile == 5) & open[5]));
}

/* One row's costs, 1 where its tile is open, 0 (wall) elsewhere, and the
 * values they give (dmap_values_from_costs), in blocks. */
static void row_open(uint8_t *restrict cost, int32_t *restrict dist, const uint8_t *restrict tiles,
                     int w, const uint8_t open[TILE_COUNT])
{
    const uint8_t mask[TILE_COUNT] = {open[0], open[1], open[2], open[3], open[4], open[5]};
    int x = 0;
    for (; x + DMAP_BLOCK <= w; x += DMAP_BLOCK)
        for (int k = 0; k < DMAP_BLOCK; k++)
            cost[x + k] = open_tile(tiles[x + k], mask);
    for (; x < w; x++)
        cost[x] = open_tile(tiles[x], mask);
    dmap_values_from_costs(dist, cost, w);
}

void dmap_costs_from_tiles(struct dmap *dmap, const struct map *map, uint32_t tiles)
{
    uint8_t open[TILE_COUNT];
    for (int t = 0; t < TILE_COUNT; t++)
        open[t] = (tiles >> t & 1u) != 0;
    int w = map->width < dmap->width ? map->width : dmap->width;
    int h = map->height < dmap->height ? map->height : dmap->height;
    /* A row at a time, costs and values together, straight from the tiles:
     * every cache's map takes its costs on a new floor. The ring of
     * sentinels is walled too, a few hundred cells: a map dmap_reserve
     * left unwritten holds none yet. */
    wall_the_ring(dmap);
    for (int y = 0; y < dmap->height; y++) {
        uint8_t *cost = dmap->cost + cell_index(dmap, 0, y);
        int32_t *dist = dmap->dist + cell_index(dmap, 0, y);
        int x = 0;
        if (y < h) {
            row_open(cost, dist, map->tiles + (size_t)map_index(map, 0, y), w, open);
            x = w;
        }
        for (; x < dmap->width; x++) {
            cost[x] = 0; /* outside a smaller map: wall */
            dist[x] = DMAP_WALL;
        }
    }
    dmap->costly_cells = 0;
    list_nothing(dmap);
}

void dmap_costs_from_map(struct dmap *dmap, const struct map *map)
{
    /* The walker's terrain: water blocks walking as walls do. */
    dmap_costs_from_tiles(dmap, map, ~((uint32_t)1u << TILE_WALL | (uint32_t)1u << TILE_WATER));
}

void dmap_set_cost(struct dmap *dmap, int x, int y, uint8_t cost)
{
    if (!in_bounds(dmap, x, y))
        return;
    int32_t i = cell_index(dmap, x, y);
    uint8_t old = dmap->cost[i];
    dmap->costly_cells += (cost > 1) - (old > 1);
    dmap->cost[i] = cost;
    dmap->resumable = false; /* a scan stopped early cannot carry on over new costs */
    /* A goal that turns into a wall must leave the list too; walking the
     * grid at the next scan is simpler than editing the list. */
    if (dmap->dist[i] < DMAP_UNREACHABLE)
        dmap->goals_listed = false;
    if (cost == 0)
        dmap->dist[i] = DMAP_WALL;
    else if (old == 0)
        dmap->dist[i] = DMAP_UNREACHABLE;
}

void dmap_clear(struct dmap *dmap)
{
    if (!dmap->goals_listed) {
        reset_values(dmap);
        return;
    }
    /* Only the listed cells hold values, so only they need resetting: on a
     * dungeon that is a fraction of the grid. */
    int32_t *dist = dmap->dist;
    const int32_t *list = dmap->queue;
    for (int32_t i = 0; i < dmap->goal_count; i++)
        dist[list[i]] = DMAP_UNREACHABLE;
    dmap->goal_count = 0;
    dmap->goals_equal = true;
    dmap->resumable = false;
    dmap->spread = 0;
}

void dmap_set_goal(struct dmap *dmap, struct pos p, int32_t value)
{
    if (!in_bounds(dmap, p.x, p.y))
        return;
    int32_t i = cell_index(dmap, p.x, p.y);
    int32_t old = dmap->dist[i];
    if (old == DMAP_WALL)
        return;
    /* A scan stopped early holds values spread so far: right as far as they
     * go, but no longer in the order a breadth-first scan could carry on
     * from once a goal is added. The next scan takes them all as seeds. */
    dmap->resumable = false;
    if (value > VALUE_MAX) {
        /* Not a goal after all; if it was listed, the list is now wrong,
         * and walking the grid at the next scan beats editing the list. */
        if (old != DMAP_UNREACHABLE)
            dmap->goals_listed = false;
        dmap->dist[i] = DMAP_UNREACHABLE;
        return;
    }
    if (value < VALUE_MIN)
        value = VALUE_MIN;
    if (dmap->goals_listed) {
        if (old == DMAP_UNREACHABLE) {
            if (dmap->goal_count == 0)
                dmap->goal_value = value;
            else if (value != dmap->goal_value)
                dmap->goals_equal = false;
            dmap->queue[dmap->goal_count++] = i;
        } else if (dmap->goal_count == 1) {
            dmap->goal_value = value; /* the only goal, set again */
        } else if (value != dmap->goal_value) {
            dmap->goals_equal = false;
        }
    }
    dmap->dist[i] = value;
}

/* Lists every cell holding a value (the seeds of the scan) at the head of
 * the queue, and notes whether they all hold the same one. */
static void list_goals(struct dmap *dmap)
{
    const int32_t *dist = dmap->dist;
    int32_t count = 0;
    bool equal = true;
    int32_t first = 0;
    for (int y = 0; y < dmap->height; y++) {
        int32_t row = cell_index(dmap, 0, y);
        for (int32_t i = row; i < row + dmap->width; i++) {
            if (dist[i] >= DMAP_UNREACHABLE)
                continue;
            if (count == 0)
                first = dist[i];
            else if (dist[i] != first)
                equal = false;
            dmap->queue[count++] = i;
        }
    }
    dmap->goal_count = count;
    dmap->goal_value = first;
    dmap->goals_equal = equal;
    dmap->goals_listed = true;
}

/* One neighbour of the breadth-first scan, at p. The branch looks
 * unpredictable, but each of the 8 call sites has its own history, and a
 * wave moving one way finds the cells on that side new and the cells behind
 * it done; so it beat a branch-free version (always store, advance the tail
 * by 0 or 1) by a third in the bench. */
static inline int32_t visit(int32_t *restrict p, const int32_t *dist, int32_t *restrict queue,
                            int32_t tail, int32_t next)
{
    if (*p == DMAP_UNREACHABLE) {
        *p = next;
        queue[tail++] = (int32_t)(p - dist);
    }
    return tail;
}

/* Breadth-first scan for unit costs and goals of one value: cells are then
 * reached in order of distance, so the first visit is final and every cell
 * enters the queue at most once (it never wraps). Still unreached means
 * still DMAP_UNREACHABLE, which also rules out walls without reading the
 * costs. Afterwards the queue lists exactly the cells holding a value, in
 * order of value. It starts from the first cell not yet spread from and
 * stops past `limit`, or once the cell `target` (an index, -1 for none)
 * holds a value; another call carries on from there. */
static void scan_uniform(struct dmap *dmap, int32_t limit, int32_t target)
{
    int32_t *restrict dist = dmap->dist;
    int32_t *restrict queue = dmap->queue;
    const ptrdiff_t s = dmap->stride;
    int32_t head = dmap->spread, tail = dmap->goal_count;
    if (limit > VALUE_MAX)
        limit = VALUE_MAX;
    /* With no target, a cell of no map stands in for one, never reached. */
    const int32_t unreached = DMAP_UNREACHABLE;
    const int32_t *stop = target >= 0 ? dist + target : &unreached;

    while (head < tail) {
        if (*stop != DMAP_UNREACHABLE)
            break;
        int32_t *at = dist + queue[head];
        int32_t next = *at + 1;
        if (next > limit)
            break; /* breadth first: every later cell would be past it too */
        head++;
        SPREAD_EIGHT(int32_t, visit, at, s, dist, queue, tail, next);
    }
    dmap->goal_count = tail;
    dmap->spread = head;
    dmap->resumable = true;
}

/* The general scan: Dijkstra with a binary min-heap of cell indices keyed by
 * their value, heap_pos giving each cell's slot so a lowered value can sift
 * up in place (decrease-key) instead of being pushed twice. */
struct heap {
    int32_t *slots;
    int32_t *pos;
    const int32_t *key;
    int32_t size;
};

static void heap_place(struct heap *h, int32_t slot, int32_t cell)
{
    h->slots[slot] = cell;
    h->pos[cell] = slot;
}

static void heap_sift_up(struct heap *h, int32_t slot)
{
    int32_t cell = h->slots[slot];
    int32_t key = h->key[cell];
    while (slot > 0) {
        int32_t parent = (slot - 1) / 2;
        if (h->key[h->slots[parent]] <= key)
            break;
        heap_place(h, slot, h->slots[parent]);
        slot = parent;
    }
    heap_place(h, slot, cell);
}

static void heap_sift_down(struct heap *h, int32_t slot)
{
    int32_t cell = h->slots[slot];
    int32_t key = h->key[cell];
    for (;;) {
        int32_t child = 2 * slot + 1;
        if (child >= h->size)
            break;
        if (child + 1 < h->size && h->key[h->slots[child + 1]] < h->key[h->slots[child]])
            child++;
        if (h->key[h->slots[child]] >= key)
            break;
        heap_place(h, slot, h->slots[child]);
        slot = child;
    }
    heap_place(h, slot, cell);
}

static int32_t heap_pop(struct heap *h)
{
    int32_t top = h->slots[0];
    h->pos[top] = -1;
    h->size--;
    if (h->size > 0) {
        heap_place(h, 0, h->slots[h->size]);
        heap_sift_down(h, 0);
    }
    return top;
}

static void scan_general(struct dmap *dmap, int32_t limit)
{
    if (!dmap_heap_pos_ready(dmap))
        return; /* out of memory: the goals alone hold values */
    int32_t *dist = dmap->dist;
    const uint8_t *cost = dmap->cost;
    int32_t offsets[GRID_DIRS];
    direction_offsets(dmap, offsets);
    struct heap h = {dmap->queue, dmap->heap_pos, dist, dmap->goal_count};

    /* The goals are already in the slots: heapify them bottom-up, which is
     * linear, since a rescan seeds every reachable cell. */
    for (int32_t i = 0; i < h.size; i++)
        h.pos[h.slots[i]] = i;
    for (int32_t i = h.size / 2 - 1; i >= 0; i--)
        heap_sift_down(&h, i);

    /* Each popped cell is final and holds a value; they are listed from the
     * back of the queue, where the heap (at most one slot per cell not yet
     * popped) never reaches, and moved to the front at the end. */
    int32_t end = cell_count(dmap), popped = 0;
    while (h.size > 0) {
        if (dist[h.slots[0]] > limit) {
            /* Cells come off in order of value: every one left is past the
             * limit, so each is left unreachable and the list stays exact. */
            for (int32_t k = 0; k < h.size; k++) {
                dist[h.slots[k]] = DMAP_UNREACHABLE;
                h.pos[h.slots[k]] = -1;
            }
            break;
        }
        int32_t c = heap_pop(&h);
        dmap->queue[end - ++popped] = c;
        int32_t d = dist[c];
        for (int k = 0; k < GRID_DIRS; k++) {
            int32_t n = c + offsets[k];
            if (cost[n] == 0)
                continue;
            /* Costs are at least 1, so a popped cell is final and never
             * comes back; values past VALUE_MAX stay unreachable. */
            int32_t next = d + cost[n];
            if (next >= dist[n] || next > VALUE_MAX)
                continue;
            dist[n] = next;
            if (h.pos[n] < 0) {
                heap_place(&h, h.size++, n);
            }
            heap_sift_up(&h, h.pos[n]);
        }
    }
    memmove(dmap->queue, dmap->queue + end - popped, (size_t)popped * sizeof *dmap->queue);
    dmap->goal_count = popped;
}

void dmap_scan(struct dmap *dmap)
{
    dmap_scan_within(dmap, VALUE_MAX);
}

/* Scans within limit, stopping early at target (an index, or -1) when the
 * scan is breadth-first. */
static void scan(struct dmap *dmap, int32_t limit, int32_t target)
{
    if (dmap->resumable) {
        scan_uniform(dmap, limit, target);
        return;
    }
    if (!dmap->goals_listed)
        list_goals(dmap);
    int32_t goals = dmap->goal_count;
    if (dmap->costly_cells == 0 && dmap->goals_equal) {
        dmap->spread = 0;
        scan_uniform(dmap, limit, target);
    } else {
        scan_general(dmap, limit);
        dmap->resumable = false;
    }
    /* Both scans leave the list naming every cell that now holds a value:
     * the goals of a rescan, and what the next clear has to reset. */
    dmap->goals_listed = true;
    dmap->goals_equal = dmap->goals_equal && dmap->goal_count == goals;
}

void dmap_scan_within(struct dmap *dmap, int32_t limit)
{
    scan(dmap, limit, -1);
}

void dmap_scan_to(struct dmap *dmap, struct pos target)
{
    bool inside = in_bounds(dmap, target.x, target.y);
    int32_t i = inside ? cell_index(dmap, target.x, target.y) : -1;
    scan(dmap, VALUE_MAX, i >= 0 && dmap->dist[i] != DMAP_WALL ? i : -1);
}

int32_t dmap_highest(const struct dmap *dmap)
{
    const int32_t *dist = dmap->dist;
    int32_t highest = DMAP_UNREACHABLE;
    bool any = false;
    if (dmap->goals_listed) {
        /* The list names exactly the cells holding a value. */
        for (int32_t k = 0; k < dmap->goal_count; k++) {
            int32_t v = dist[dmap->queue[k]];
            if (!any || v > highest)
                highest = v;
            any = true;
        }
        return highest;
    }
    for (int y = 0; y < dmap->height; y++) {
        int32_t row = cell_index(dmap, 0, y);
        for (int32_t i = row; i < row + dmap->width; i++)
            if (dist[i] < DMAP_UNREACHABLE && (!any || dist[i] > highest)) {
                highest = dist[i];
                any = true;
            }
    }
    return highest;
}

int dmap_downhill(const struct dmap *dmap, struct pos from, struct rng *rng,
                  bool (*blocked)(const void *ctx, struct pos p), const void *ctx)
{
    if (!in_bounds(dmap, from.x, from.y))
        return -1;
    const int32_t *at = dmap->dist + cell_index(dmap, from.x, from.y);
    int32_t here = *at;
    if (here == DMAP_WALL)
        return -1;
    /* The eight neighbours in grid_dir's order, at fixed displacements. */
    const ptrdiff_t s = dmap->stride;
    const int32_t around[GRID_DIRS] = {
        at[-s], at[1], at[s], at[-1], at[1 - s], at[1 + s], at[s - 1], at[-s - 1]};
    return descend(here, around, from, rng, blocked, ctx);
}
