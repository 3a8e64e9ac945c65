#include "murk/base/fov.h"

#include <stdbool.h>
#include <stddef.h>
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
    uint8_t *memory; /* set to 1 where visible is: the caller's memory of what was seen */
    int origin;
    int row_step, col_step;
    int max_depth;      /* last row inside both the radius and the map */
    int col_lo, col_hi; /* columns inside the map */
    const int *circle;  /* by depth: the last column inside the radius */
};

/* depth * s rounded down to a whole column and what is left over
 * (0 <= part < s.den). A slope is never below -1 (num >= -den), so
 * depth * (num + den) is not negative and one unsigned division gives
 * both, with no correction for C's truncation toward zero. */
struct quotient {
    int whole, part;
};

static struct quotient divide(int depth, struct slope s)
{
    unsigned above = (unsigned)(depth * (s.num + s.den)), den = (unsigned)s.den;
    return (struct quotient){(int)(above / den) - depth, (int)(above % den)};
}

/* The slope through the near-left corner of a cell: (2col - 1) / (2depth). */
static struct slope corner_slope(int depth, int col)
{
    return (struct slope){2 * col - 1, 2 * depth};
}

static void scan(const struct quadrant *q, int depth, int start_num, int start_den, int end_num,
                 int end_den)
{
    struct slope start = {start_num, start_den}, end = {end_num, end_den};
    /* Kept in registers: a store to visible might, as far as C knows,
     * change what q points at, which would have them read at every cell. */
    const uint8_t *tiles = q->tiles;
    uint8_t *visible = q->visible, *memory = q->memory;
    const ptrdiff_t step = q->col_step;
    ptrdiff_t row = q->origin + (ptrdiff_t)depth * q->row_step; /* the row's cell at column 0 */
    /* The last row's tail call is a loop, as is a row's one shadow: only
     * a wall splitting a row recurses, so the C stack grows with the
     * radius at most. */
    for (; depth <= q->max_depth; depth++, row += q->row_step) {
        /* depth * start and depth * end as whole columns and remainders:
         * a row's four bounds follow from the two, one division each. */
        struct quotient s = divide(depth, start);
        struct quotient e = divide(depth, end);
        /* The row runs from depth * start rounded to the nearest column
         * (ties up) to depth * end rounded (ties down). */
        int min_col = s.whole + (2 * s.part >= start.den);
        int max_col = e.whole + (2 * e.part > end.den);
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
         * from depth * start rounded up to depth * end rounded down. */
        int seen_lo = s.whole + (s.part > 0);
        int seen_hi = e.whole;
        ptrdiff_t i = row + (ptrdiff_t)lo * step;
        /* -1 no cell yet, 0 floor, 1 wall; outside the map counts as wall. */
        int prev = min_col < lo ? 1 : -1;
        int col = lo;

        /* Left of the circle nothing is seen: the cells there only move
         * the start slope and split the row. */
        for (; col < -circle && col <= hi; col++, i += step) {
            int wall = map_tile_opaque(tiles[i]);
            if (prev == 1 && !wall)
                start = corner_slope(depth, col);
            else if (prev == 0 && wall)
                scan(q, depth + 1, start.num, start.den, 2 * (col) - 1, 2 * depth);
            prev = wall;
        }
        /* Inside the circle every wall is seen, and every floor cell but
         * two the slopes may leave out: the first, when its centre lies
         * left of the start slope (a start moved by a wall goes through the
         * next cell's centre), and the last, when its centre lies right of
         * the end slope. Those two are stepped over apart, so the cells
         * between are all marked with no test at each. */
        if (seen_lo > col && col <= hi && !map_tile_opaque(tiles[i])) {
            prev = 0; /* the row's first cell: no slope moves yet */
            col++;
            i += step;
        }
        int marked_hi = hi;
        if (seen_hi < hi && col <= hi &&
            !map_tile_opaque(tiles[i + (ptrdiff_t)(hi - col) * step]))
            marked_hi = hi - 1;
        /* Run by run of walls (a closed door too) and floors: a run's
         * start is where the slopes move or the row splits. */
        bool shadow_only = false;
        while (col <= marked_hi) {
            if (map_tile_opaque(tiles[i])) {
                int wall_col = col;
                do {
                    visible[i] = 1;
                    memory[i] = 1;
                    col++;
                    i += step;
                } while (col <= marked_hi && map_tile_opaque(tiles[i]));
                if (prev == 0) {
                    /* A floor run ends here: the rows behind it are
                     * scanned. When walls run to the row's end (down a
                     * corridor, every row), they are the only way on, and
                     * this loop's next row, not a call. */
                    if (col > hi) {
                        end = corner_slope(depth, wall_col);
                        shadow_only = true;
                        break;
                    }
                    scan(q, depth + 1, start.num, start.den, 2 * wall_col - 1, 2 * depth);
                }
                prev = 1;
            } else {
                if (prev == 1)
                    start = corner_slope(depth, col);
                do {
                    visible[i] = 1;
                    memory[i] = 1;
                    col++;
                    i += step;
                } while (col <= marked_hi && !map_tile_opaque(tiles[i]));
                prev = 0;
            }
        }
        if (shadow_only)
            continue;
        if (marked_hi < hi) {
            /* The last cell, a floor left unseen, after a wall moves the start. */
            if (prev == 1)
                start = corner_slope(depth, hi);
            prev = 0;
        }
        if (edge && prev == 0) {
            /* The map's edge ends the row like a wall would, its shadow
             * the only way on. */
            end = corner_slope(depth, hi + 1);
            continue;
        }
        if (prev != 0)
            return;
    }
}

static int at_most(int a, int b)
{
    return a < b ? a : b;
}

/* One quadrant's scan, from the origin's row outward. */
static void scan_quadrant(struct quadrant *q, int row_step, int col_step, int max_depth, int col_lo,
                          int col_hi)
{
    q->row_step = row_step;
    q->col_step = col_step;
    q->max_depth = max_depth;
    q->col_lo = col_lo;
    q->col_hi = col_hi;
    scan(q, 1, -1, 1, 1, 1);
}

void fov_compute(const struct map *map, struct pos origin, int radius, uint8_t *visible)
{
    memset(visible, 0, (size_t)map->width * (size_t)map->height);
    fov_mark(map, origin, radius, visible);
}

void fov_circle_make(struct fov_circle *circle, int radius)
{
    /* This keeps r*r in range for any radius the caller passes. */
    if (radius > FOV_RADIUS_MAX)
        radius = FOV_RADIUS_MAX;
    if (radius < 0)
        radius = 0;
    circle->radius = radius;
    /* A cell (depth, col) is inside the radius when depth² + col² <=
     * radius² + radius: the last column of each depth, found once. */
    int reach = radius * radius + radius, col = radius;
    for (int depth = 0; depth <= radius; depth++) {
        while (col > 0 && depth * depth + col * col > reach)
            col--;
        circle->last_col[depth] = depth * depth + col * col <= reach ? col : -1;
    }
}

void fov_mark(const struct map *map, struct pos origin, int radius, uint8_t *visible)
{
    /* Nothing past the map's size is ever in view: the circle need not
     * be made farther. */
    if (radius > map->width + map->height)
        radius = map->width + map->height;
    struct fov_circle circle;
    fov_circle_make(&circle, radius);
    fov_mark_in(map, origin, &circle, visible);
}

void fov_mark_in(const struct map *map, struct pos origin, const struct fov_circle *circle,
                 uint8_t *visible)
{
    /* Marking a byte twice is marking it once. */
    fov_mark_seen(map, origin, circle, visible, visible);
}

void fov_mark_seen(const struct map *map, struct pos origin, const struct fov_circle *circle,
                   uint8_t *visible, uint8_t *memory)
{
    int w = map->width, h = map->height, radius = circle->radius;
    if (!map_in_bounds(map, origin.x, origin.y))
        return;
    visible[map_index(map, origin.x, origin.y)] = 1;
    memory[map_index(map, origin.x, origin.y)] = 1;
    if (radius <= 0)
        return;
    int ox = origin.x, oy = origin.y;
    struct quadrant q = {
        .tiles = map->tiles,
        .visible = visible,
        .memory = memory,
        .origin = map_index(map, ox, oy),
        .circle = circle->last_col,
    };
    /* North, south, east, west: the step a row and a column, the rows to
     * the map's edge (depth is at most the radius), the columns' range. */
    scan_quadrant(&q, -w, 1, at_most(oy, radius), -ox, w - 1 - ox);
    scan_quadrant(&q, w, 1, at_most(h - 1 - oy, radius), -ox, w - 1 - ox);
    scan_quadrant(&q, 1, w, at_most(w - 1 - ox, radius), -oy, h - 1 - oy);
    scan_quadrant(&q, -1, w, at_most(ox, radius), -oy, h - 1 - oy);
}
