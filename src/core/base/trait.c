#include "murk/base/trait.h"

#include <string.h>

static const char *const trait_words[TRAIT_COUNT] = {
#define TRAIT(id, word, description) [TRAIT_##id] = word,
#include "murk/base/trait.def"
#undef TRAIT
};

static const char *const trait_descriptions[TRAIT_COUNT] = {
#define TRAIT(id, word, description) [TRAIT_##id] = description,
#include "murk/base/trait.def"
#undef TRAIT
};

const char *trait_name(enum trait t)
{
    /* The cast keeps a negative value out of the table too. */
    if ((unsigned)t >= TRAIT_COUNT)
        return NULL;
    return trait_words[t];
}

const char *trait_description(enum trait t)
{
    if ((unsigned)t >= TRAIT_COUNT)
        return NULL;
    return trait_descriptions[t];
}

int trait_from_word(const char *word, size_t len)
{
    if (word == NULL)
        return -1;
    /* Eight words: a linear scan is as fast as anything cleverer. */
    for (int t = 0; t < TRAIT_COUNT; t++) {
        const char *name = trait_words[t];
        if (strlen(name) == len && memcmp(name, word, len) == 0)
            return t;
    }
    return -1;
}
