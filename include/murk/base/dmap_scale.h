#ifndef MURK_DMAP_SCALE_H
#define MURK_DMAP_SCALE_H

/* Scaling a Dijkstra map (dmap.h) and spreading it again: a chase map
 * turned into a flee map. */

#include <stdint.h>

#include "murk/base/dmap.h"

/* Multiplies every reachable value by factor (rounding toward zero) and
 * rescans: a chase map scaled by about -1.2 becomes a flee map. The factor is
 * taken to millionths and the product done in integers, so the result is the
 * same on every machine. */
void dmap_scale_and_rescan(struct dmap *dmap, double factor);

/* dst becomes src scaled by factor and rescanned, as dmap_copy then
 * dmap_scale_and_rescan would make it, but moving only the values src holds:
 * dst must have src's costs (two maps of one floor). src is not changed.
 * Returns 0, or -1 (dst unchanged) when the sizes differ. */
int dmap_scaled_from(struct dmap *dst, const struct dmap *src, double factor);

/* dmap_scaled_from over the cells of src within `horizon` alone: src is a
 * breadth-first map (unit costs, equal goals) scanned at least that far,
 * and dst becomes the map scaled and rescanned as if every cell beyond
 * were a wall (they hold no value in dst). Its cost grows with the cells
 * within the horizon, not the floor's. Returns 0; 1 when src is not such a
 * map and the whole of it was scaled instead (dmap_scaled_from); -1 (dst
 * unchanged) when the sizes differ or dst is src. */
int dmap_scaled_within(struct dmap *dst, const struct dmap *src, int32_t horizon, double factor);

#endif
