#ifndef MURK_FOV_MEMO_H
#define MURK_FOV_MEMO_H

#include <stdbool.h>
#include <stdint.h>

#include "murk/base/grid.h"

/* The views of a floor kept by the cell they were seen from: a view is a
 * pure function of the cell, the radius and what blocks sight, so a cell
 * stood on again (a walk back down a corridor, the way to the stairs)
 * sees what it saw, copied back a few words a row instead of scanned
 * again. Each view is the square of side 2 * radius + 1 round its cell,
 * clipped to the map, as the cells' bytes; FOV_MEMO_VIEWS of them at most
 * a floor (the rest are scanned), of radius up to FOV_MEMO_RADIUS_MAX. It
 * is a cache: forgotten whole with the floor or the radius, and round a
 * cell whose tile starts or stops blocking sight (a door). */
enum { FOV_MEMO_RADIUS_MAX = 11, FOV_MEMO_VIEWS = 1024 };

struct fov_memo {
    int width, height; /* the map's */
    int radius;        /* the views kept are of this radius; -1 none yet */
    /* Per cell: the generation and index of its view (view + 1 in the low
     * 16 bits), valid while the generation is the memo's: forgetting
     * the whole memo is a new generation, no pass over the cells. */
    uint32_t *slot;
    uint32_t generation;
    uint8_t *views; /* FOV_MEMO_VIEWS squares, a row every FOV_MEMO_ROW bytes */
    int count;      /* views in use this generation */
};

/* Buffers for a map of this size (the views' pages are touched only as
 * views are kept: some 200 a floor of the bot's, 100 KB). Returns 0, or -1 when out of memory
 * (freeing is still safe). */
int fov_memo_init(struct fov_memo *memo, int width, int height);
void fov_memo_free(struct fov_memo *memo);

/* Every view forgotten (a new floor, a rebuild). */
void fov_memo_forget(struct fov_memo *memo);

/* The views that may hold the cell p forgotten: those seen from within
 * the radius of it (its tile began or stopped blocking sight). */
void fov_memo_forget_near(struct fov_memo *memo, struct pos p);

/* The view from `at` of this radius replayed, if kept, as fov_mark_seen
 * made it: every cell of its square set in visible to 1 where it was seen
 * and to 0 where not, and OR-ed with 1 in memory where it was seen (a byte
 * 0 or 1 there, as every cell's memory but a door's, which the world sets
 * after, ends as fov_mark_seen leaves it; memory's other cells untouched).
 * visible and memory hold a byte a cell of the map. False, changing
 * nothing, when no such view is kept. */
bool fov_memo_replay(const struct fov_memo *memo, struct pos at, int radius, uint8_t *visible,
                     uint8_t *memory);

/* Keeps the view from `at` of this radius, read from visible's square
 * (which holds that view alone: 1 seen, 0 not). A radius past
 * FOV_MEMO_RADIUS_MAX keeps nothing; another radius than the kept views'
 * forgets them first. */
void fov_memo_keep(struct fov_memo *memo, struct pos at, int radius, const uint8_t *visible);

#endif
