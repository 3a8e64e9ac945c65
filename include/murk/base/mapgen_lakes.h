#ifndef MURK_MAPGEN_LAKES_H
#define MURK_MAPGEN_LAKES_H

/* Lakes laid on a made map (mapgen_make.h says which floors get them),
 * and the check that keeps them from cutting the floor in two. */

#include <stdbool.h>

#include "murk/base/map.h"
#include "murk/base/rng.h"

/* Lays up to `lakes` lakes of water on plain floor, undoing any that would
 * cut one walkable cell off from another. Returns the water cells laid. */
int map_add_lakes(struct map *map, struct rng *rng, int lakes);

/* Whether every cell the player may go through (map_way_through: doors
 * too) is reachable from every other (a flood fill over the eight ways); a
 * map with none is not. */
bool map_connected(const struct map *map);

#endif
