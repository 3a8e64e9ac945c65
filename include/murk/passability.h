#ifndef MURK_PASSABILITY_H
#define MURK_PASSABILITY_H

#include <stdbool.h>
#include <stdint.h>

#include "murk/map.h"

/* What a monster may walk through is its kind's passability class
 * (passability.def): a mask over the tiles of map.h. */

/* The bit of tile t in a tiles mask. */
#define TILE_BIT(t) ((uint32_t)1u << (unsigned)(t))

_Static_assert(TILE_COUNT <= 32, "tiles are the bits of a uint32_t mask: map.h has too many");

enum passability {
#define PASSABILITY(id, word, tiles) PASS_##id,
#include "murk/passability.def"
#undef PASSABILITY
    PASS_COUNT
};

/* A kind whose record names no class is zeroed: it walks. */
_Static_assert(PASS_WALKER == 0, "the walker must be passability.def's first class");

/* The tiles a monster of class p may walk through, as TILE_BIT()s; none
 * when p is not a class. */
uint32_t passability_tiles(enum passability p);

/* Whether a monster that may walk through `tiles` may stand on the cell
 * (x, y); out of bounds it may not. */
bool passability_cell(uint32_t tiles, const struct map *map, int x, int y);

/* The class's word in data files ("walker"), or NULL when p is not a class. */
const char *passability_word(enum passability p);

/* Every class's word in enum order, NULL-terminated: the choices of a
 * kind's moves: line. */
extern const char *const passability_words[PASS_COUNT + 1];

#endif
