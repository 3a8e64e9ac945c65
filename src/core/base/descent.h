#ifndef MURK_DESCENT_H
#define MURK_DESCENT_H

/* The choice of a step down a map among a cell's eight neighbours, for the
 * maps' own files (dmap.c, walkmap.c) alone: each reads its neighbours its
 * own way and weighs each here, so both break ties alike. */

#include <stdbool.h>
#include <stdint.h>

#include "murk/base/grid.h"
#include "murk/base/rng.h"

/* The choice so far: the direction, the tied candidates, and the bound a
 * candidate must lie under (strictly lower than the walker's cell until
 * one is found, then no higher than the best; walls hold the largest
 * value, so they never do). */
struct descent {
    int dir, ties;
    int32_t limit;
};

/* One neighbour, value v in direction k. Only a candidate under the limit
 * is worth asking `blocked` about. */
static inline __attribute__((always_inline)) void
descend_consider(struct descent *d, int k, int32_t v, struct pos from, struct rng *rng,
                 bool (*blocked)(const void *ctx, struct pos p), const void *ctx)
{
    if (v >= d->limit)
        return;
    if (blocked && blocked(ctx, grid_add(from, grid_dir(k))))
        return;
    if (d->dir < 0 || v < d->limit - 1) {
        d->limit = v + 1;
        d->dir = k;
        d->ties = 1;
        return;
    }
    /* Reservoir sampling: the i-th tie replaces the choice with
     * probability 1/i, so each tied neighbour is equally likely. */
    d->ties++;
    if (rng && rng_one_in(rng, d->ties))
        d->dir = k;
}

/* One step of a breadth-first scan from the cell at `at` (a pointer into
 * a map's values, of `type`, rows `stride` apart): visit(p, dist, queue,
 * tail, next) each of its eight neighbours, the rows above and below as
 * pointers so the eight are fixed displacements from three, the queue's
 * tail carried on. A macro, as dmap.c's values are 32 bits and walkmap.c's
 * 16, each scan's own visit. */
#define SPREAD_EIGHT(type, visit, at, stride, dist, queue, tail, next)                             \
    do {                                                                                           \
        type *up_ = (at) - (stride), *down_ = (at) + (stride);                                     \
        (tail) = visit(up_ - 1, dist, queue, tail, next);                                          \
        (tail) = visit(up_, dist, queue, tail, next);                                              \
        (tail) = visit(up_ + 1, dist, queue, tail, next);                                          \
        (tail) = visit((at)-1, dist, queue, tail, next);                                           \
        (tail) = visit((at) + 1, dist, queue, tail, next);                                         \
        (tail) = visit(down_ - 1, dist, queue, tail, next);                                        \
        (tail) = visit(down_, dist, queue, tail, next);                                            \
        (tail) = visit(down_ + 1, dist, queue, tail, next);                                        \
    } while (0)

/* The step down from `from`, whose value is here, among the values of its
 * neighbours in grid_dir's order: the direction, or -1 when none is lower
 * (dmap_downhill). Written out, most neighbours being no candidate: one
 * comparison each. */
static inline __attribute__((always_inline)) int
descend(int32_t here, const int32_t around[GRID_DIRS], struct pos from, struct rng *rng,
        bool (*blocked)(const void *ctx, struct pos p), const void *ctx)
{
    struct descent d = {-1, 0, here};
    descend_consider(&d, 0, around[0], from, rng, blocked, ctx);
    descend_consider(&d, 1, around[1], from, rng, blocked, ctx);
    descend_consider(&d, 2, around[2], from, rng, blocked, ctx);
    descend_consider(&d, 3, around[3], from, rng, blocked, ctx);
    descend_consider(&d, 4, around[4], from, rng, blocked, ctx);
    descend_consider(&d, 5, around[5], from, rng, blocked, ctx);
    descend_consider(&d, 6, around[6], from, rng, blocked, ctx);
    descend_consider(&d, 7, around[7], from, rng, blocked, ctx);
    return d.dir;
}

#endif
