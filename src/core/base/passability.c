#include "murk/base/passability.h"

const char *const passability_words[PASS_COUNT + 1] = {
#define PASSABILITY(id, word, tiles) [PASS_##id] = word,
#include "murk/base/passability.def"
#undef PASSABILITY
};

const uint32_t passability_class_tiles[PASS_COUNT] = {
#define PASSABILITY(id, word, tiles) [PASS_##id] = (tiles),
#include "murk/base/passability.def"
#undef PASSABILITY
};

const char *passability_word(enum passability p)
{
    return (unsigned)p < PASS_COUNT ? passability_words[p] : NULL;
}
