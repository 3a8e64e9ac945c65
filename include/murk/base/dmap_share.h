#ifndef MURK_DMAP_SHARE_H
#define MURK_DMAP_SHARE_H

/* Dijkstra maps (dmap.h) made from what another map or a grid already
 * holds, and a cost changed ahead of a scan stopped early: the shortcuts
 * the path cache, the waypoints and the class maps take. */

#include <stdbool.h>
#include <stdint.h>

#include "murk/base/dmap.h"

/* dst takes src's costs (two maps of one floor, for the same walkers),
 * every value forgotten as dmap_clear leaves them, and no goal: what
 * dmap_init_copy then dmap_clear would make, without copying the values
 * only to forget them. dst is allocated for src's size if it has no
 * buffers yet (dmap_init_copy's way). Returns 0, or -1 when out of memory
 * (dmap_free is still safe), src has no buffers or the sizes differ
 * (dst unchanged). */
int dmap_take_costs(struct dmap *dst, const struct dmap *src);

/* Costs from a grid laid out as the map's cells are, the ring included
 * (pieces.h's labels are): 1 where it holds other than 0, wall where 0;
 * every value forgotten and no goal, as dmap_costs_from_tiles leaves a
 * map. Returns 0, or -1 (the map unchanged) when the map has no buffers
 * or another size. */
int dmap_costs_from_open(struct dmap *dmap, const uint16_t *open, int width, int height);

/* dmap_set_cost for a cell a breadth-first scan stopped early (dmap_scan_to)
 * has not reached: neither it nor a neighbour holds a value, and its cost
 * is 0 or 1 before and after. No value held then changes (a walk through
 * the cell is longer than any), so the scan keeps its place and carries
 * on over the new cost, as a scan made afresh would go. Returns true; else
 * false, changing nothing: then the caller sets the cost (dmap_set_cost)
 * and makes the map again. Never for a goal's cell: a goal set on a wall
 * is none, and made afresh over the new cost the map would have it. */
bool dmap_set_cost_ahead(struct dmap *dmap, int x, int y, uint8_t cost);

#endif
