#ifndef MURK_OUTCOME_H
#define MURK_OUTCOME_H

/* What a deed did that reaches past the one who did it: an item's use (and
 * a missile's flight) returns one, and the turn applies it to the monsters
 * and the player in one place (apply_outcome, src/core/apply.c), so a rule
 * never needs the whole game nor another rule's functions. */

#include <stdbool.h>

#include "murk/base/grid.h"

enum outcome_effect {
    OUTCOME_NONE,     /* nothing beyond the deed itself */
    OUTCOME_FRIGHTEN, /* every monster in sight that can be is afraid for power turns */
    OUTCOME_MISSILE,  /* a missile flies along cells: it hits the first creature (less its
                         defense), then lands where it stopped or breaks */
    OUTCOME_BOLT,     /* a bolt of lightning: every creature on cells, defense no help */
    OUTCOME_BURST,    /* a fireball flies along cells and bursts where it stops */
    OUTCOME_ZAP,      /* a wand's bolt: its kind's effects befall the first monster (wand.h) */
    OUTCOME_SHATTER,  /* a thrown potion of kind item shatters into a cloud (cloud.h) */
    /* The scrolls that act on minds and the map (mind_scroll.h): */
    OUTCOME_AGGRAVATE, /* a noise of power at the reader: the floor wakes */
    OUTCOME_TELEPORT,  /* the reader is carried to a far cell */
    OUTCOME_MAP,       /* the floor's map is remembered */
};

/* At most this many cells and victims in one outcome: a line across the
 * widest view, with room to spare. */
enum { OUTCOME_CELLS_MAX = 40, OUTCOME_VICTIMS_MAX = 32 };

struct outcome {
    enum outcome_effect effect;
    int power;                  /* OUTCOME_FRIGHTEN: turns */
    int damage_min, damage_max; /* a missile's, a bolt's, a burst's */
    int damage_half;            /* the player's missile: its top a point more 1 time in 2 */
    int range;                  /* how far it flies */
    int item;                   /* OUTCOME_MISSILE: the item kind that lands, or -1 */
    int breaks;                 /* OUTCOME_MISSILE: it breaks 1 time in this many; 0 never */
    int item_enchant;           /* OUTCOME_MISSILE: what lands keeps its enchantment */
    char name[32];              /* what flies, for messages: "arrow", "dagger" */
    int shooter;                /* who let it fly: a monster's slot, or -1 for the player */
    struct pos from, toward;    /* where it is let fly from, and aimed at */
    struct pos cells[OUTCOME_CELLS_MAX]; /* where it went, in order */
    int cell_count;
    int victims[OUTCOME_VICTIMS_MAX]; /* monster slots it reached */
    int victim_count;
};

#endif
