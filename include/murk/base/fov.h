#ifndef MURK_FOV_H
#define MURK_FOV_H

#include <stdbool.h>
#include <stdint.h>

#include "murk/base/grid.h"
#include "murk/base/map.h"

/* Symmetric shadowcasting (after Albert Ford's description): sets
 * visible[y * width + x] to 1 for every cell seen from origin within radius
 * (a cell is in range when dx*dx + dy*dy <= radius*radius + radius), 0
 * elsewhere. Walls that bound a visible floor are seen too. For floor cells
 * it is symmetric: if A sees B, B sees A. visible holds width*height bytes;
 * nothing is allocated. A radius past FOV_RADIUS_MAX is taken as it. */
enum { FOV_RADIUS_MAX = 255 };

void fov_compute(const struct map *map, struct pos origin, int radius, uint8_t *visible);

/* fov_compute without clearing first: sets to 1 what is seen and touches
 * nothing else, so a caller that knows which cells were set last time can
 * clear just those (the square of side 2 * radius + 1 around the origin). */
void fov_mark(const struct map *map, struct pos origin, int radius, uint8_t *visible);

/* The cells a radius takes in, made once for every scan at that radius
 * (a caller that scans often keeps one): by depth, the last column inside
 * it, -1 where none is. All zero it is the circle of radius 0. For a
 * radius up to FOV_TABLE_RADIUS it holds too each slope's bounds in a row
 * at each depth (where the row starts and ends, and its first and last
 * cells seen, a byte each): a scan looks them up rather than working them
 * out at every row. The slopes a scan takes are the quadrant's edges and
 * the corners of cells of the rows before the last: FOV_TABLE_SLOPES. */
enum {
    FOV_TABLE_RADIUS = 20,
    FOV_TABLE_SLOPES = FOV_TABLE_RADIUS * FOV_TABLE_RADIUS + FOV_TABLE_RADIUS,
};

struct fov_circle {
    int radius;
    int last_col[FOV_RADIUS_MAX + 1];
    bool tabled; /* the table below is made */
    uint32_t bounds[FOV_TABLE_RADIUS + 1][FOV_TABLE_SLOPES];
};

/* Makes the circle of radius, taken into 0..FOV_RADIUS_MAX, and its table
 * if the radius has one (a few thousand divisions: once a radius). */
void fov_circle_make(struct fov_circle *circle, int radius);

/* fov_mark within a circle made before: the same cells, for its radius. */
void fov_mark_in(const struct map *map, struct pos origin, const struct fov_circle *circle,
                 uint8_t *visible);

/* fov_mark_in, and every cell it sets in visible set to 1 in memory too
 * (a buffer of the same layout, or visible itself): a view and what it
 * adds to the memory of what was seen, in one pass. */
void fov_mark_seen(const struct map *map, struct pos origin, const struct fov_circle *circle,
                   uint8_t *visible, uint8_t *memory);

#endif
