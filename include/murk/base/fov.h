#ifndef MURK_FOV_H
#define MURK_FOV_H

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
 * it, -1 where none is. All zero it is the circle of radius 0. */
struct fov_circle {
    int radius;
    int last_col[FOV_RADIUS_MAX + 1];
};

/* Makes the circle of radius, taken into 0..FOV_RADIUS_MAX. */
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
