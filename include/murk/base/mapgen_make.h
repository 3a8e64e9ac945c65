#ifndef MURK_MAPGEN_MAKE_H
#define MURK_MAPGEN_MAKE_H

/* The ways of making a floor's map (rooms and corridors, mapgen.h; caves,
 * mapgen_caves.h; halls, mapgen_halls.h), the lakes laid on some floors
 * (mapgen_lakes.h), and which a floor gets: doc/rules.md, "Floors that
 * differ". Every maker leaves every walkable cell reachable from every
 * other, the outer ring wall, and a list of rooms (map.h) each holding
 * walkable cells, where the player arrives and the monsters are placed. */

#include "murk/base/map.h"
#include "murk/base/rng.h"

/* The makers, in the order of the depth table's weights. */
enum floor_maker { MAKER_ROOMS, MAKER_CAVES, MAKER_HALLS, MAKER_COUNT };

/* The first floor on which a maker other than rooms may come, and the
 * weights from there on (tune). */
enum { MAPGEN_VARIED_DEPTH = 3 };
enum { MAPGEN_WEIGHT_ROOMS = 40, MAPGEN_WEIGHT_CAVES = 30, MAPGEN_WEIGHT_HALLS = 30 };

/* From MAPGEN_VARIED_DEPTH on, one floor in MAPGEN_LAKES_ONE_IN gets
 * lakes, 1..MAPGEN_LAKES_MAX of them (tune). */
enum { MAPGEN_LAKES_ONE_IN = 2, MAPGEN_LAKES_MAX = 3 };

/* The maker's word: "rooms", "caves", "halls". */
const char *mapgen_maker_word(enum floor_maker maker);

/* The maker of the floor at depth, drawn from its map generator: rooms
 * alone before MAPGEN_VARIED_DEPTH (drawing nothing, so those floors are
 * what they always were), then by the weights. */
enum floor_maker mapgen_choose(int depth, struct rng *rng);

/* Makes the floor's map: the maker's, then lakes where the depth's draw
 * says so. Forgets what was remembered. */
void mapgen_make(struct map *map, enum floor_maker maker, int depth, struct rng *rng);

#endif
