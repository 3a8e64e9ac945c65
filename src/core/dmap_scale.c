/* Scaling a Dijkstra map and spreading it again: a chase map scaled by about
 * -1.2 becomes a flee map (doc/rules.md), one that leads to open space rather
 * than into corners. */
#include "murk/dmap.h"

#include <string.h>

#include "dmap_layout.h"

/* One neighbour n of the sorted rescan: lowered to `next` if that is lower
 * (walls never are, nor, in a rescan kept within its listed cells, a cell
 * holding no value), queued, and listed if it held no value before. */
static inline void relax(int32_t *restrict dist, int32_t *restrict fifo, int32_t *restrict list,
                         int32_t *tail, int32_t *listed, int32_t n, int32_t next, bool within)
{
    int32_t v = dist[n];
    if (next >= v || v == DMAP_WALL || (within && v == DMAP_UNREACHABLE))
        return;
    if (v == DMAP_UNREACHABLE)
        list[(*listed)++] = n; /* reached for the first time */
    dist[n] = next;
    fifo[(*tail)++] = n;
}

/* The rescan of a map whose listed cells are sorted by value, every cost
 * being 1: Dijkstra without a heap. Two streams are merged in order of value:
 * the listed cells, already sorted, and a first-in first-out queue of the
 * cells a step lowered. A step adds exactly 1, and cells leave in order, so
 * the queue stays sorted by itself and a cell enters it at most once. A
 * listed cell lowered before its turn comes round is met again later; by
 * then it has been spread from, and spreading again changes nothing, so no
 * stale entry needs removing. The result is the heap's, cell for cell; only
 * the work differs (linear, not n log n). heap_pos, all -1 between scans,
 * holds the queue and is put back afterwards. */
static inline void scan_sorted_unit_in(struct dmap *dmap, bool descending, bool within)
{
    int32_t *restrict dist = dmap->dist;
    int32_t *restrict list = dmap->queue;
    int32_t *restrict fifo = dmap->heap_pos;
    const int32_t seeds = dmap->goal_count;
    int32_t listed = seeds, head = 0, tail = 0;
    int32_t queued_level = VALUE_MIN; /* the value last taken from the queue */
    /* The listed cells in order of value: walked from one end or the other. */
    const int32_t step = descending ? -1 : 1;
    int32_t seed = descending ? seeds - 1 : 0; /* an index: -1 is no pointer */
    int32_t left = seeds;

    while (left > 0 || head < tail) {
        int32_t c;
        if (left > 0) {
            int32_t s = list[seed], value = dist[s];
            if (value < queued_level) {
                /* Lowered below what the queue has reached: it went through
                 * the queue already, with the value it holds. */
                seed += step;
                left--;
                continue;
            }
            if (head == tail || value <= dist[fifo[head]]) {
                c = s;
                seed += step;
                left--;
            } else {
                c = fifo[head++];
                queued_level = dist[c];
            }
        } else {
            c = fifo[head++];
        }
        int32_t next = dist[c] + 1;
        if (next > VALUE_MAX)
            continue;
        /* Spelt out, as in scan_uniform: the offsets are then constants. */
        const int32_t w = dmap->stride;
        relax(dist, fifo, list, &tail, &listed, c - w - 1, next, within);
        relax(dist, fifo, list, &tail, &listed, c - w, next, within);
        relax(dist, fifo, list, &tail, &listed, c - w + 1, next, within);
        relax(dist, fifo, list, &tail, &listed, c - 1, next, within);
        relax(dist, fifo, list, &tail, &listed, c + 1, next, within);
        relax(dist, fifo, list, &tail, &listed, c + w - 1, next, within);
        relax(dist, fifo, list, &tail, &listed, c + w, next, within);
        relax(dist, fifo, list, &tail, &listed, c + w + 1, next, within);
    }
    memset(fifo, 0xff, (size_t)tail * sizeof *fifo); /* back to all -1 */
    dmap->goal_count = listed;
}

/* The two rescans, each with its test of `within` made constant. */
static void scan_sorted_unit(struct dmap *dmap, bool descending, bool within)
{
    if (within)
        scan_sorted_unit_in(dmap, descending, true);
    else
        scan_sorted_unit_in(dmap, descending, false);
}

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
    if (dst->costly_cells == 0 && (rising || falling) && dmap_heap_pos_ready(dst)) {
        scan_sorted_unit(dst, !rising, within);
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
     * come first. */
    int32_t count = 0;
    while (count < src->goal_count && src->dist[src->queue[count]] <= horizon)
        count++;
    dmap_clear(dst);
    scale_listed_and_rescan(dst, src, millionths(factor), count, true);
    return 0;
}
