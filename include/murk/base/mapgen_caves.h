#ifndef MURK_MAPGEN_CAVES_H
#define MURK_MAPGEN_CAVES_H

/* A floor of caves (one of mapgen_make.h's makers). */

#include "murk/base/map.h"
#include "murk/base/rng.h"

/* Caves by cellular automaton: noise smoothed into caverns, the largest
 * kept; its rooms are the largest clear squares of its parts. */
void map_generate_caves(struct map *map, struct rng *rng);

#endif
