#ifndef MURK_MAPGEN_H
#define MURK_MAPGEN_H

/* The first way of making a floor's map, and the one the others fall back
 * on: rooms joined by corridors. The others and the choice between them
 * are in mapgen_make.h. */

#include "murk/base/map.h"
#include "murk/base/rng.h"

/* Carves rooms joined by corridors into an initialized map, using only the
 * given generator. Every floor cell is reachable from every other, and the
 * outer ring stays wall. Forgets what was remembered. */
void map_generate(struct map *map, struct rng *rng);

#endif
