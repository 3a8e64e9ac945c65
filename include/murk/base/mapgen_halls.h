#ifndef MURK_MAPGEN_HALLS_H
#define MURK_MAPGEN_HALLS_H

/* A floor of halls (one of mapgen_make.h's makers). */

#include "murk/base/map.h"
#include "murk/base/rng.h"

/* Pillared halls: big halls on a grid, joined by corridors, with pillars
 * standing in rows inside. */
void map_generate_halls(struct map *map, struct rng *rng);

#endif
