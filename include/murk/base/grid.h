#ifndef MURK_GRID_H
#define MURK_GRID_H

#include <stdbool.h>
#include <stdlib.h>

/* A cell on a map: x grows to the east, y to the south. */
struct pos {
    int x, y;
};

enum { GRID_DIRS = 8 };

/* The 8 compass steps, orthogonal ones first; index with 0..GRID_DIRS-1
 * (any other index wraps). Inline, as every step down a map asks. */
static inline struct pos grid_dir(int index)
{
    static const struct pos dirs[GRID_DIRS] = {
        {0, -1},
        {1, 0},
        {0, 1},
        {-1, 0},
        {1, -1},
        {1, 1},
        {-1, 1},
        {-1, -1},
    };
    return dirs[((index % GRID_DIRS) + GRID_DIRS) % GRID_DIRS];
}

static inline struct pos grid_add(struct pos a, struct pos b)
{
    return (struct pos){a.x + b.x, a.y + b.y};
}

static inline bool grid_eq(struct pos a, struct pos b)
{
    return a.x == b.x && a.y == b.y;
}

/* Whether (x, y) lies in a grid of width x height (sizes are never
 * negative): a negative coordinate is a huge one unsigned, so one
 * comparison a coordinate, where most questions about a cell begin. */
static inline bool grid_inside(int x, int y, int width, int height)
{
    return (unsigned)x < (unsigned)width && (unsigned)y < (unsigned)height;
}

/* Chebyshev distance: the number of 8-way steps on an open floor. */
static inline int grid_distance(struct pos a, struct pos b)
{
    int dx = abs(a.x - b.x), dy = abs(a.y - b.y);
    return dx > dy ? dx : dy;
}

static inline bool grid_adjacent(struct pos a, struct pos b)
{
    return grid_distance(a, b) == 1;
}

/* Which way `to` lies from `from`, to the nearest of the eight: "north",
 * "north-east", ...; "here" when they are one cell. */
const char *grid_compass(struct pos from, struct pos to);

/* The cells of a straight line from a to b, both ends included (Bresenham),
 * written to cells (up to max of them). Returns how many there are, which
 * may be more than max. */
int grid_line(struct pos a, struct pos b, struct pos *cells, int max);

#endif
