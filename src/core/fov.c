#include "murk/fov.h"

#include <stdbool.h>
#include <string.h>

/* Symmetric shadowcasting as Albert Ford describes it: each of the four
 * quadrants is scanned row by row away from the origin; a row is the span of
 * columns between a start and an end slope, and walls narrow the span for
 * the rows behind them. Slopes are kept as exact fractions so every machine
 * sees the same cells, and a floor cell is seen only when its centre lies
 * within the slopes, which is what makes sight symmetric. */

/* A slope num/den with den > 0: the column offset per row of depth. */
struct slope {
    int num, den;
};

/* One quadrant, mapped onto the map's tiles by index steps: (depth, col)
 * sits at origin + depth * row_step + col * col_step. */
struct quadrant {
    const uint8_t *tiles;
    uint8_t *visible;
    int origin;
    int row_step, col_step;
    int max_depth;      /* last row inside both the radius and the map */
    int col_lo, col_hi; /* columns inside the map */
    const int *circle;  /* by depth: the last column inside the radius */
};

/* floor(a / b) for b > 0; C division truncates toward zero instead. */
static int floor_div(int a, int b)
{
    return a >= 0 ? a / b : -((-a + b - 1) / b);
}

/* depth * s rounded to the nearest column, ties toward +infinity. */
static int round_ties_up(int depth, struct slope s)
{
    return floor_div(2 * depth * s.num + s.den, 2 * s.den);
}

/* depth * s rounded to the nearest column, ties toward -infinity. */
static int round_ties_down(int depth, struct slope s)
{
    return -floor_div(s.den - 2 * depth * s.num, 2 * s.den);
}

/* The slope through the near-left corner of a cell: (2col - 1) / (2depth). */
static struct slope corner_slope(int depth, int col)
{
    return (struct slope){2 * col - 1, 2 * depth};
}

/* ceil(a / b) for b > 0. */
static int ceil_div(int a, int b)
{
    return -floor_div(-a, b);
}

static void scan(const struct quadrant *q, int depth, struct slope start, struct slope end)
{
    /* The last row's tail call is a loop: only a wall splitting a row
     * recurses, so the C stack grows with the radius at most. */
    for (; depth <= q->max_depth; depth++) {
        int min_col = round_ties_up(depth, start);
        int max_col = round_ties_down(depth, end);
        int circle = q->circle[depth]; /* |col| <= circle is inside the radius */
        /* Past the circle a row matters no more: a wall there shades only
         * cells farther out still. */
        int lo = min_col > q->col_lo ? min_col : q->col_lo;
        int hi = max_col < q->col_hi ? max_col : q->col_hi;
        bool edge = max_col > hi; /* the row runs off the map, not out of the circle */
        if (hi > circle) {
            hi = circle;
            edge = false;
        }
        /* A floor cell is seen when its centre lies within the slopes:
         * col * start.den >= depth * start.num and col * end.den <=
         * depth * end.num, worked out once a row. */
        int seen_lo = ceil_div(depth * start.num, start.den);
        int seen_hi = floor_div(depth * end.num, end.den);
        if (seen_lo < -circle)
            seen_lo = -circle;
        if (seen_hi > circle)
            seen_hi = circle;
        int i = q->origin + depth * q->row_step + lo * q->col_step;
        /* -1 no cell yet, 0 floor, 1 wall; outside the map counts as wall. */
        int prev = min_col < lo ? 1 : -1;

        for (int col = lo; col <= hi; col++, i += q->col_step) {
            int wall = map_tile_opaque(q->tiles[i]); /* a closed door too */
            if (wall ? col >= -circle : (col >= seen_lo && col <= seen_hi))
                q->visible[i] = 1;
            if (prev == 1 && !wall) {
                start = corner_slope(depth, col);
                seen_lo = col < -circle ? -circle : col; /* the new start's first column */
            } else if (prev == 0 && wall) {
                scan(q, depth + 1, start, corner_slope(depth, col));
            }
            prev = wall;
        }
        if (edge && prev == 0) {
            /* The map's edge ends the row like a wall would. */
            scan(q, depth + 1, start, corner_slope(depth, hi + 1));
            prev = 1;
        }
        if (prev != 0)
            return;
    }
}

void fov_compute(const struct map *map, struct pos origin, int radius, uint8_t *visible)
{
    memset(visible, 0, (size_t)map->width * (size_t)map->height);
    fov_mark(map, origin, radius, visible);
}

void fov_mark(const struct map *map, struct pos origin, int radius, uint8_t *visible)
{
    int w = map->width, h = map->height;
    if (!map_in_bounds(map, origin.x, origin.y))
        return;
    visible[map_index(map, origin.x, origin.y)] = 1;
    if (radius <= 0)
        return;
    /* Nothing past the map's size is ever in view, and this keeps r*r in
     * range for any radius the caller passes. */
    if (radius > w + h)
        radius = w + h;
    if (radius > FOV_RADIUS_MAX)
        radius = FOV_RADIUS_MAX;

    int ox = origin.x, oy = origin.y;
    /* A cell (depth, col) is inside the radius when depth² + col² <=
     * radius² + radius: the last column of each depth, found once. */
    int circle[FOV_RADIUS_MAX + 1];
    int reach = radius * radius + radius, col = radius;
    for (int depth = 0; depth <= radius; depth++) {
        while (col > 0 && depth * depth + col * col > reach)
            col--;
        circle[depth] = depth * depth + col * col <= reach ? col : -1;
    }
    struct quadrant q = {
        .tiles = map->tiles,
        .visible = visible,
        .origin = map_index(map, ox, oy),
        .circle = circle,
    };
    const struct slope left = {-1, 1}, right = {1, 1};
    /* North, south, east, west: {row_step, col_step, rows to the edge,
     * first column, last column}. */
    const int quadrants[4][5] = {
        {-w, 1, oy, -ox, w - 1 - ox},
        {w, 1, h - 1 - oy, -ox, w - 1 - ox},
        {1, w, w - 1 - ox, -oy, h - 1 - oy},
        {-1, w, ox, -oy, h - 1 - oy},
    };
    for (int k = 0; k < 4; k++) {
        q.row_step = quadrants[k][0];
        q.col_step = quadrants[k][1];
        q.max_depth = quadrants[k][2] < radius ? quadrants[k][2] : radius;
        q.col_lo = quadrants[k][3];
        q.col_hi = quadrants[k][4];
        scan(&q, 1, left, right);
    }
}
