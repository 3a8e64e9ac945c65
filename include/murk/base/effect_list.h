#ifndef MURK_EFFECT_LIST_H
#define MURK_EFFECT_LIST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "murk/base/parse.h"

/* The effects, from effect.def: their words, where they may be carried,
 * the number each needs, whether they are good for whom they befall, and
 * their one wording. What each does is its handler's (effect.h). A kind
 * carries its effects as the lines of a data file (struct parse_entries:
 * the effect's number as word, a blow's damage as min-max, the effect's
 * number as amount). */

enum effect {
#define EFFECT(id, word, where, needs, judge, wording) EFFECT_##id,
#include "murk/base/effect.def"
#undef EFFECT
    EFFECT_COUNT
};

_Static_assert(EFFECT_COUNT <= 32, "effects are bits while parsing: effect.def has too many");

/* The bit of effect e in a mask of effects. */
#define EFFECT_BIT(e) ((uint32_t)1u << (unsigned)(e))

/* What may carry an effect: bits, as effect.def's WHERE column. */
enum {
    EFFECT_ON_POTION = 1,
    EFFECT_ON_SCROLL = 2,
    EFFECT_ON_BLOW = 4,
    EFFECT_ON_WAND = 8,   /* a wand's bolt: befalls the first monster on its line (wand.h) */
    EFFECT_ON_THROWN = 16 /* a potion thrown: its cloud gives it to all in the 3x3 (cloud.h) */
};

/* The number an effect's line gives. */
enum effect_needs { EFFECT_NEEDS_NOTHING, EFFECT_NEEDS_TURNS, EFFECT_NEEDS_POWER, EFFECT_NEEDS_HARM };

/* The word data files use for e ("greater_healing"), or NULL. */
const char *effect_word(enum effect e);

/* The effect whose word is the len bytes at word, or -1. */
int effect_from_word(const char *word, size_t len);

/* EFFECT_ON_ bits: what may carry e (0 for no effect). */
unsigned effect_where(enum effect e);

/* The number e's line must give. */
enum effect_needs effect_needs(enum effect e);

/* Whether e is good for whom it befalls (the drinker, the reader). */
bool effect_good(enum effect e);

/* The one wording of e: "drains life", "poisons". */
const char *effect_wording(enum effect e);

/* Whether the lines hold effect e. */
bool effect_lines_have(const struct parse_entries *lines, enum effect e);

#endif
