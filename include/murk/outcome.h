#ifndef MURK_OUTCOME_H
#define MURK_OUTCOME_H

/* What a deed did that reaches past the one who did it: an item's use (and
 * a missile's flight) returns one, and the turn applies it to the monsters
 * and the player in one place (game.c's apply_outcome), so a rule never
 * needs the whole game nor another rule's functions. */

#include "murk/grid.h"

enum outcome_effect {
    OUTCOME_NONE,     /* nothing beyond the deed itself */
    OUTCOME_FRIGHTEN, /* every monster in sight that can be is afraid for power turns */
};

/* At most this many cells and victims in one outcome: a line across the
 * widest view, with room to spare. */
enum { OUTCOME_CELLS_MAX = 64, OUTCOME_VICTIMS_MAX = 32 };

struct outcome {
    enum outcome_effect effect;
    int power;                          /* turns, or health */
    struct pos cells[OUTCOME_CELLS_MAX]; /* where it went, in order */
    int cell_count;
    int victims[OUTCOME_VICTIMS_MAX]; /* monster slots it reached, or empty for all in sight */
    int victim_count;
};

#endif
