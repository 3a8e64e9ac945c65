#ifndef MURK_PASSABILITY_H
#define MURK_PASSABILITY_H

#include <stdbool.h>
#include <stdint.h>

#include "murk/base/map.h"

/* What a monster may walk through is its kind's passability class
 * (passability.def): a mask over the tiles of map.h. */

/* The bit of tile t in a tiles mask. */
#define TILE_BIT(t) ((uint32_t)1u << (unsigned)(t))

_Static_assert(TILE_COUNT <= 32, "tiles are the bits of a uint32_t mask: map.h has too many");

enum passability {
#define PASSABILITY(id, word, tiles) PASS_##id,
#include "murk/base/passability.def"
#undef PASSABILITY
    PASS_COUNT
};

/* A kind whose record names no class is zeroed: it walks. */
_Static_assert(PASS_WALKER == 0, "the walker must be passability.def's first class");

/* Each class's tiles, in enum order: read through passability_tiles. */
extern const uint32_t passability_class_tiles[PASS_COUNT];

/* The tiles a monster of class p may walk through, as TILE_BIT()s; none
 * when p is not a class. Inline, as every random step of a monster asks. */
static inline uint32_t passability_tiles(enum passability p)
{
    /* The cast keeps a negative value out of the table too. */
    return (unsigned)p < PASS_COUNT ? passability_class_tiles[p] : 0;
}

/* Whether a monster that may walk through `tiles` may stand on the cell
 * (x, y); out of bounds it may not. */
static inline bool passability_cell(uint32_t tiles, const struct map *map, int x, int y)
{
    if (!map_in_bounds(map, x, y))
        return false;
    unsigned tile = map->tiles[map_index(map, x, y)];
    return tile < 32 && (tiles >> tile & 1u) != 0;
}

/* The class's word in data files ("walker"), or NULL when p is not a class. */
const char *passability_word(enum passability p);

/* Every class's word in enum order, NULL-terminated: the choices of a
 * kind's moves: line. */
extern const char *const passability_words[PASS_COUNT + 1];

#endif
