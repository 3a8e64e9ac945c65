/* Scaling a Dijkstra map and spreading it again: a chase map scaled by about
 * -1.2 becomes a flee map (doc/rules.md), one that leads to open space rather
 * than into corners. */
#include "murk/base/dmap_scale.h"

#include <stddef.h>
#include <string.h>

#include "dmap_layout.h"

/* Multiplies one value by scale millionths, truncating toward zero, inside
 * the band values keep to. */
static int32_t scaled_value(int32_t value, int64_t scale)
{
    int64_t v = (int64_t)value * scale / 1000000;
    if (v > VALUE_MAX)
        v = VALUE_MAX;
    if (v < VALUE_MIN)
        v = VALUE_MIN;
    return (int32_t)v;
}

/* Where the seeds of a rescan came from, when that is still to be read: a
 * seed's value before the rescan is its source value scaled. */
struct seed_origin {
    const int32_t *dist; /* NULL when the map was scaled in place */
    int64_t scale;
};

/* One neighbour of the sorted rescan, at p: lowered to `next` if that is
 * lower and it may take a value (no wall, nor, in a rescan kept within its
 * listed cells, a cell holding none); then queued, and listed if it held no
 * value before. `room` makes that one unsigned comparison: next < v, and v
 * below the first value the neighbour may not hold, is v - (next + 1) <
 * room; `above` is next + 1. */
static inline void relax(int32_t *restrict p, const int32_t *dist, int32_t *restrict fifo,
                         int32_t *restrict list, int32_t *tail, int32_t *listed, int32_t next,
                         uint32_t above, uint32_t room, bool within)
{
    int32_t v = *p;
    if ((uint32_t)v - above >= room)
        return;
    int32_t n = (int32_t)(p - dist);
    if (!within && v == DMAP_UNREACHABLE)
        list[(*listed)++] = n; /* reached for the first time */
    *p = next;
    fifo[(*tail)++] = n;
}

/* Spreads from the cell c of the sorted rescan to its eight neighbours. */
static inline __attribute__((always_inline)) void spread_from(int32_t *restrict dist, ptrdiff_t w,
                                                              int32_t c, int32_t *restrict fifo,
                                                              int32_t *restrict list, int32_t *tail,
                                                              int32_t *listed, bool within)
{
    int32_t *at = dist + c;
    int32_t next = *at + 1;
    if (next > VALUE_MAX)
        return;
    /* The band of values a neighbour may be lowered from: above next, and
     * below DMAP_UNREACHABLE (within) or up to it. */
    uint32_t room = (uint32_t)DMAP_UNREACHABLE - (uint32_t)next - (within ? 1u : 0u);
    uint32_t above = (uint32_t)next + 1u;
    /* The rows above and below as pointers: the eight neighbours are then
     * fixed displacements from three. */
    int32_t *up = at - w, *down = at + w;
    relax(up - 1, dist, fifo, list, tail, listed, next, above, room, within);
    relax(up, dist, fifo, list, tail, listed, next, above, room, within);
    relax(up + 1, dist, fifo, list, tail, listed, next, above, room, within);
    relax(at - 1, dist, fifo, list, tail, listed, next, above, room, within);
    relax(at + 1, dist, fifo, list, tail, listed, next, above, room, within);
    relax(down - 1, dist, fifo, list, tail, listed, next, above, room, within);
    relax(down, dist, fifo, list, tail, listed, next, above, room, within);
    relax(down + 1, dist, fifo, list, tail, listed, next, above, room, within);
}

/* The rescan of a map whose listed cells are sorted by value, every cost
 * being 1: Dijkstra without a heap. Two streams are merged in order of value:
 * the listed cells, already sorted, and a first-in first-out queue of the
 * cells a step lowered. A step adds exactly 1, and cells leave in order, so
 * the queue stays sorted by itself and a cell enters it at most once, with
 * its final value. A listed cell lowered before its turn comes round is
 * spread from by the queue, so its listed entry is passed over: known by
 * its value no longer being its origin's scaled, or, with no origin to
 * read, by having fallen below what the queue has reached (and otherwise
 * spread from twice, which changes nothing). The result is the heap's, cell
 * for cell; only the work differs (linear, not n log n). heap_pos, all -1
 * between scans, holds the queue and is put back afterwards. A cell reached
 * for the first time is listed (the map was scaled whole). */
static void scan_sorted_unit_in(struct dmap *dmap, bool descending, struct seed_origin origin)
{
    int32_t *restrict dist = dmap->dist;
    int32_t *restrict list = dmap->queue;
    int32_t *restrict fifo = dmap->heap_pos;
    const ptrdiff_t w = dmap->stride;
    const int32_t seeds = dmap->goal_count;
    int32_t listed = seeds, head = 0, tail = 0;
    int32_t queued_level = VALUE_MIN; /* the value last taken from the queue */
    /* The listed cells in order of value: walked from one end or the other. */
    const int32_t step = descending ? -1 : 1;
    int32_t seed = descending ? seeds - 1 : 0; /* an index: -1 is no pointer */
    /* The run of seeds sharing one source value, and that value scaled. */
    int32_t run_in = 0, run_out = 0;
    bool run_known = false;

    for (int32_t left = seeds; left > 0; left--, seed += step) {
        int32_t s = list[seed], value = dist[s];
        if (origin.dist) {
            if (!run_known || origin.dist[s] != run_in) {
                run_in = origin.dist[s];
                run_out = scaled_value(run_in, origin.scale);
                run_known = true;
            }
            if (value != run_out)
                continue; /* lowered: the queue spreads from it */
        } else if (value < queued_level) {
            continue;
        }
        /* The queue's cells of lower value go first; on a tie the listed
         * cell does. */
        while (head < tail && dist[fifo[head]] < value) {
            int32_t c = fifo[head++];
            queued_level = dist[c];
            spread_from(dist, w, c, fifo, list, &tail, &listed, false);
        }
        spread_from(dist, w, s, fifo, list, &tail, &listed, false);
    }
    while (head < tail)
        spread_from(dist, w, fifo[head++], fifo, list, &tail, &listed, false);
    memset(fifo, 0xff, (size_t)tail * sizeof *fifo); /* back to all -1 */
    dmap->goal_count = listed;
}

/* scan_sorted_unit_in within the listed cells, the map scaled from another
 * (origin): the cells sharing one origin value share one value once scaled,
 * and that is a level. Each level's cells are its run's, less those lowered
 * (the queue has them), and the queue's cells lowered to it; so the queue
 * is drained below a level once at each run's start, not asked of at each
 * cell. The values are scan_sorted_unit_in's, cell for cell; within, no
 * cell is listed anew. */
static void scan_levels_within(struct dmap *dmap, bool descending, struct seed_origin origin)
{
    int32_t *restrict dist = dmap->dist;
    int32_t *restrict list = dmap->queue;
    int32_t *restrict fifo = dmap->heap_pos;
    const ptrdiff_t w = dmap->stride;
    const int32_t seeds = dmap->goal_count;
    int32_t listed = seeds, head = 0, tail = 0;
    const int32_t step = descending ? -1 : 1;
    int32_t seed = descending ? seeds - 1 : 0; /* an index: -1 is no pointer */
    int32_t run_in = 0, level = 0;
    for (int32_t left = seeds; left > 0; left--, seed += step) {
        int32_t c = list[seed];
        if (left == seeds || origin.dist[c] != run_in) {
            run_in = origin.dist[c];
            level = scaled_value(run_in, origin.scale);
            while (head < tail && dist[fifo[head]] < level)
                spread_from(dist, w, fifo[head++], fifo, list, &tail, &listed, true);
        }
        if (dist[c] == level) /* else lowered: the queue spreads from it */
            spread_from(dist, w, c, fifo, list, &tail, &listed, true);
    }
    while (head < tail)
        spread_from(dist, w, fifo[head++], fifo, list, &tail, &listed, true);
    memset(fifo, 0xff, (size_t)tail * sizeof *fifo); /* back to all -1 */
}

/* The factor in millionths, so the product is done in integers and the
 * result cannot depend on how a machine rounds floating point. */
static int64_t millionths(double factor)
{
    const double limit = 4294967296.0; /* keeps value * scale inside int64 */
    double scaled = factor * 1e6;
    if (scaled != scaled)
        scaled = 0.0; /* NaN */
    if (scaled > limit)
        scaled = limit;
    if (scaled < -limit)
        scaled = -limit;
    return (int64_t)(scaled < 0 ? scaled - 0.5 : scaled + 0.5);
}

/* Scales the values of the first `count` of src's listed cells into dst's
 * (the same map, or one of the same size and costs holding no value) and
 * lists them there too; then rescans dst, over those cells alone when
 * `within`. A scan lists cells in order of value, and scaling keeps or
 * reverses that order; when it holds, the rescan needs no heap. */
static void scale_listed_and_rescan(struct dmap *dst, const struct dmap *src, int64_t scale,
                                    int32_t count, bool within)
{
    int32_t *dist = dst->dist;
    const int32_t *from = src->dist;
    bool rising = true, falling = true;
    /* A breadth-first list holds runs of one value, so the product is
     * worked out once a run, and the order checked where a run ends. */
    int32_t run_in = 0, run_out = 0;
    if (dst != src)
        memcpy(dst->queue, src->queue, (size_t)count * sizeof *dst->queue);
    for (int32_t k = 0; k < count; k++) {
        int32_t i = src->queue[k];
        int32_t in = from[i];
        if (k == 0 || in != run_in) {
            int32_t out = scaled_value(in, scale);
            if (k > 0) {
                rising = rising && run_out <= out;
                falling = falling && run_out >= out;
            }
            run_in = in;
            run_out = out;
        }
        dist[i] = run_out;
    }
    dst->goal_count = count;
    dst->goals_listed = true;
    dst->goals_equal = src->goals_equal;
    dst->resumable = false; /* the values change, so no scan carries on */
    bool sorted = dst->costly_cells == 0 && (rising || falling) && dmap_heap_pos_ready(dst);
    struct seed_origin origin = {dst != src ? src->dist : NULL, scale};
    if (sorted && within && origin.dist) {
        scan_levels_within(dst, !rising, origin);
        return;
    }
    if (sorted && !within) {
        scan_sorted_unit_in(dst, !rising, origin);
        dst->goals_equal = dst->goals_equal && dst->goal_count == count;
        return;
    }
    /* Scaling keeps every value below DMAP_UNREACHABLE, so the list of
     * cells holding one is still right, and values that were equal still
     * are. */
    dmap_scan(dst);
}

void dmap_scale_and_rescan(struct dmap *dmap, double factor)
{
    int64_t scale = millionths(factor);
    if (dmap->goals_listed) {
        scale_listed_and_rescan(dmap, dmap, scale, dmap->goal_count, false);
        return;
    }
    int32_t *dist = dmap->dist;
    dmap->resumable = false;
    for (int y = 0; y < dmap->height; y++) {
        int32_t row = cell_index(dmap, 0, y);
        for (int32_t i = row; i < row + dmap->width; i++)
            if (dist[i] < DMAP_UNREACHABLE)
                dist[i] = scaled_value(dist[i], scale);
    }
    dmap_scan(dmap);
}

int dmap_scaled_from(struct dmap *dst, const struct dmap *src, double factor)
{
    if (dst == src) {
        dmap_scale_and_rescan(dst, factor);
        return 0;
    }
    if (dst->width != src->width || dst->height != src->height || !dst->dist)
        return -1;
    if (!src->goals_listed || src->costly_cells != 0 || dst->costly_cells != 0) {
        /* Not the case worth a shortcut: copy everything, then scale. */
        dmap_copy(dst, src);
        dmap_scale_and_rescan(dst, factor);
        return 0;
    }
    /* dst's costs are src's (the caller's word): only values move, and
     * only those of the cells src lists, not the whole grid. */
    dmap_clear(dst);
    scale_listed_and_rescan(dst, src, millionths(factor), src->goal_count, false);
    return 0;
}

int dmap_scaled_within(struct dmap *dst, const struct dmap *src, int32_t horizon, double factor)
{
    if (dst == src || dst->width != src->width || dst->height != src->height || !dst->dist)
        return -1;
    if (!src->goals_listed || src->costly_cells != 0 || dst->costly_cells != 0 || !src->resumable)
        return dmap_scaled_from(dst, src, factor) == 0 ? 1 : -1;
    /* A breadth-first list is in order of value: those within the horizon
     * come first, and where they end is found by halving. */
    int32_t count = 0, past = src->goal_count; /* the first past it lies in [count, past] */
    while (count < past) {
        int32_t mid = count + (past - count) / 2;
        if (src->dist[src->queue[mid]] <= horizon)
            count = mid + 1;
        else
            past = mid;
    }
    dmap_clear(dst);
    scale_listed_and_rescan(dst, src, millionths(factor), count, true);
    return 0;
}
