#ifndef MURK_TRAIT_H
#define MURK_TRAIT_H

#include <stddef.h>
#include <stdint.h>

/* Traits make kinds behave differently; each is one bit of a kind's
 * uint32_t traits, and a word in the data files. The list is in trait.def. */
enum trait {
#define TRAIT(id, word, description) TRAIT_##id,
#include "murk/base/trait.def"
#undef TRAIT
    TRAIT_COUNT
};

_Static_assert(TRAIT_COUNT <= 32, "traits are the bits of a uint32_t: trait.def has too many");

/* The bit of trait t in a traits mask. */
#define TRAIT_BIT(t) ((uint32_t)1u << (unsigned)(t))

/* The word data files use for t ("never_sleeps"), or NULL when t is not a
 * trait. */
const char *trait_name(enum trait t);

/* A short description of t for help text, or NULL when t is not a trait. */
const char *trait_description(enum trait t);

/* The trait whose word is the len bytes at word (no NUL needed), or -1 when
 * no trait has that word. Case matters. */
int trait_from_word(const char *word, size_t len);

#endif
