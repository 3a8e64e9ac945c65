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

/* A slope num/den with den > 0: the column offset per row of depth. A
 * circle with a table of bounds (fov.h) holds in num the slope's index
 * there instead (den unused): every slope a scan takes is a cell's corner
 * or one of the quadrant's edges, -1 and 1. */
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
    int max_depth;          /* last row inside both the radius and the map */
    int col_lo, col_hi;     /* columns inside the map */
    const int *circle;      /* by depth: the last column inside the radius */
    const uint32_t *bounds; /* the circle's table, or NULL */
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

/* A row's four bounds for a slope at a depth, packed a byte each: the
 * first column (depth * slope rounded, ties up) and the first seen (its
 * centre within the slope: rounded up) when it starts the row; the last
 * column (rounded, ties down) and the last seen (rounded down) when it
 * ends it. */
static uint32_t pack_bounds(int depth, struct slope s)
{
    struct quotient q = divide(depth, s);
    int first = q.whole + (2 * q.part >= s.den), first_seen = q.whole + (q.part > 0);
    int last = q.whole + (2 * q.part > s.den), last_seen = q.whole;
    return (uint32_t)(uint8_t)first | (uint32_t)(uint8_t)first_seen << 8 |
           (uint32_t)(uint8_t)last << 16 | (uint32_t)(uint8_t)last_seen << 24;
}

/* The index in a table of bounds of the corner slope of the cell (depth,
 * col), col from -depth to depth + 1: each depth's run of indices follows
 * the last, after the quadrant's edges' 0 (-1) and 1 (1). */
static int corner_index(int depth, int col)
{
    return depth * (depth + 2) + col;
}

enum { EDGE_LOW = 0, EDGE_HIGH = 1 };

/* The slope through the near-left corner of a cell of the row at depth:
 * (2col - 1) / (2depth), or its index, which is the row's first corner's
 * (found once a row) plus col. */
struct corners {
    int depth, first;
};

static inline struct corners row_corners(int depth, bool tabled)
{
    return (struct corners){depth, tabled ? corner_index(depth, 0) : 0};
}

static inline struct slope corner_slope(struct corners row, int col, bool tabled)
{
    return tabled ? (struct slope){row.first + col, 0} : (struct slope){2 * col - 1, 2 * row.depth};
}

/* A row's bounds from its slopes, by the table or by division. */
struct row_bounds {
    int first, first_seen, last, last_seen;
};

static inline struct row_bounds bounds_of(const struct quadrant *q, int depth, struct slope start,
                                          struct slope end, bool tabled)
{
    uint32_t s, e;
    if (tabled) {
        const uint32_t *row = q->bounds + (size_t)depth * FOV_TABLE_SLOPES;
        s = row[start.num];
        e = row[end.num];
    } else {
        s = pack_bounds(depth, start);
        e = pack_bounds(depth, end);
    }
    return (struct row_bounds){(int8_t)s, (int8_t)(s >> 8), (int8_t)(e >> 16), (int8_t)(e >> 24)};
}

static void scan_tabled(const struct quadrant *q, int depth, struct slope start, struct slope end);
static void scan_divided(const struct quadrant *q, int depth, struct slope start, struct slope end);

/* The rows behind a wall's shadow, a call of the same kind. */
static inline void scan_next(const struct quadrant *q, int depth, struct slope start,
                             struct slope end, bool tabled)
{
    if (tabled)
        scan_tabled(q, depth, start, end);
    else
        scan_divided(q, depth, start, end);
}

/* The rows of a quadrant from depth on, between the slopes start and end;
 * with tabled a constant, so each of the two below is its own. */
static inline __attribute__((always_inline)) void
scan_rows(const struct quadrant *q, int depth, struct slope start, struct slope end, bool tabled)
{
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
        /* The row runs from depth * start rounded to the nearest column
         * (ties up) to depth * end rounded (ties down): looked up, or one
         * division a slope. */
        struct row_bounds b = bounds_of(q, depth, start, end, tabled);
        const struct corners corners = row_corners(depth, tabled);
        int min_col = b.first, max_col = b.last;
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
        int seen_lo = b.first_seen, seen_hi = b.last_seen;
        ptrdiff_t i = row + (ptrdiff_t)lo * step;
        /* -1 no cell yet, 0 floor, 1 wall; outside the map counts as wall. */
        int prev = min_col < lo ? 1 : -1;
        int col = lo;

        /* Left of the circle nothing is seen: the cells there only move
         * the start slope and split the row. */
        for (; col < -circle && col <= hi; col++, i += step) {
            int wall = map_tile_opaque(tiles[i]);
            if (prev == 1 && !wall)
                start = corner_slope(corners, col, tabled);
            else if (prev == 0 && wall)
                scan_next(q, depth + 1, start, corner_slope(corners, col, tabled), tabled);
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
        if (seen_hi < hi && col <= hi && !map_tile_opaque(tiles[i + (ptrdiff_t)(hi - col) * step]))
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
                        end = corner_slope(corners, wall_col, tabled);
                        shadow_only = true;
                        break;
                    }
                    scan_next(q, depth + 1, start, corner_slope(corners, wall_col, tabled), tabled);
                }
                prev = 1;
            } else {
                if (prev == 1)
                    start = corner_slope(corners, col, tabled);
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
                start = corner_slope(corners, hi, tabled);
            prev = 0;
        }
        if (edge && prev == 0) {
            /* The map's edge ends the row like a wall would, its shadow
             * the only way on. */
            end = corner_slope(corners, hi + 1, tabled);
            continue;
        }
        if (prev != 0)
            return;
    }
}

static void scan_tabled(const struct quadrant *q, int depth, struct slope start, struct slope end)
{
    scan_rows(q, depth, start, end, true);
}

static void scan_divided(const struct quadrant *q, int depth, struct slope start, struct slope end)
{
    scan_rows(q, depth, start, end, false);
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
    if (q->bounds)
        scan_tabled(q, 1, (struct slope){EDGE_LOW, 0}, (struct slope){EDGE_HIGH, 0});
    else
        scan_divided(q, 1, (struct slope){-1, 1}, (struct slope){1, 1});
}

void fov_compute(const struct map *map, struct pos origin, int radius, uint8_t *visible)
{
    memset(visible, 0, (size_t)map->width * (size_t)map->height);
    fov_mark(map, origin, radius, visible);
}

/* By depth, the last column inside the radius, -1 where none is: a cell
 * (depth, col) is inside when depth² + col² <= radius² + radius. */
static void circle_columns(int radius, int *last_col)
{
    int reach = radius * radius + radius, col = radius;
    for (int depth = 0; depth <= radius; depth++) {
        while (col > 0 && depth * depth + col * col > reach)
            col--;
        last_col[depth] = depth * depth + col * col <= reach ? col : -1;
    }
}

void fov_circle_make(struct fov_circle *circle, int radius)
{
    /* This keeps r*r in range for any radius the caller passes. */
    if (radius > FOV_RADIUS_MAX)
        radius = FOV_RADIUS_MAX;
    if (radius < 0)
        radius = 0;
    circle->radius = radius;
    circle_columns(radius, circle->last_col);
    /* Each slope a scan of this radius can look up at each depth: the
     * edges, and the corners of the cells of the rows before the last. */
    circle->tabled = radius <= FOV_TABLE_RADIUS;
    if (!circle->tabled)
        return;
    for (int depth = 0; depth <= radius; depth++) {
        uint32_t *row = circle->bounds[depth];
        row[EDGE_LOW] = pack_bounds(depth, (struct slope){-1, 1});
        row[EDGE_HIGH] = pack_bounds(depth, (struct slope){1, 1});
        for (int corner_depth = 1; corner_depth < radius; corner_depth++)
            for (int col = -corner_depth; col <= corner_depth + 1; col++)
                row[corner_index(corner_depth, col)] =
                    pack_bounds(depth, corner_slope(row_corners(corner_depth, false), col, false));
    }
}

/* The four quadrants' scans within the circle of radius (last_col by
 * depth, bounds its table or NULL). */
static void mark(const struct map *map, struct pos origin, int radius, const int *last_col,
                 const uint32_t *bounds, uint8_t *visible, uint8_t *memory)
{
    int w = map->width, h = map->height;
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
        .circle = last_col,
        .bounds = bounds,
    };
    /* North, south, east, west: the step a row and a column, the rows to
     * the map's edge (depth is at most the radius), the columns' range. */
    scan_quadrant(&q, -w, 1, at_most(oy, radius), -ox, w - 1 - ox);
    scan_quadrant(&q, w, 1, at_most(h - 1 - oy, radius), -ox, w - 1 - ox);
    scan_quadrant(&q, 1, w, at_most(w - 1 - ox, radius), -oy, h - 1 - oy);
    scan_quadrant(&q, -1, w, at_most(ox, radius), -oy, h - 1 - oy);
}

void fov_mark(const struct map *map, struct pos origin, int radius, uint8_t *visible)
{
    /* Nothing past the map's size is ever in view: the circle need not
     * be made farther. One scan alone: no table is worth making for it. */
    if (radius > map->width + map->height)
        radius = map->width + map->height;
    if (radius > FOV_RADIUS_MAX)
        radius = FOV_RADIUS_MAX;
    if (radius < 0)
        radius = 0;
    int last_col[FOV_RADIUS_MAX + 1];
    circle_columns(radius, last_col);
    mark(map, origin, radius, last_col, NULL, visible, visible);
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
    mark(map,
         origin,
         circle->radius,
         circle->last_col,
         circle->tabled ? &circle->bounds[0][0] : NULL,
         visible,
         memory);
}
