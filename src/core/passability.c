#include "murk/passability.h"

const char *const passability_words[PASS_COUNT + 1] = {
#define PASSABILITY(id, word, tiles) [PASS_##id] = word,
#include "murk/passability.def"
#undef PASSABILITY
};

static const uint32_t class_tiles[PASS_COUNT] = {
#define PASSABILITY(id, word, tiles) [PASS_##id] = (tiles),
#include "murk/passability.def"
#undef PASSABILITY
};

uint32_t passability_tiles(enum passability p)
{
    /* The cast keeps a negative value out of the table too. */
    return (unsigned)p < PASS_COUNT ? class_tiles[p] : 0;
}

bool passability_cell(uint32_t tiles, const struct map *map, int x, int y)
{
    if (!map_in_bounds(map, x, y))
        return false;
    unsigned tile = map->tiles[map_index(map, x, y)];
    return tile < 32 && (tiles >> tile & 1u) != 0;
}

const char *passability_word(enum passability p)
{
    return (unsigned)p < PASS_COUNT ? passability_words[p] : NULL;
}
