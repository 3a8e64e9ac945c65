#ifndef MURK_FLOOR_PLACE_H
#define MURK_FLOOR_PLACE_H

/* The floor's place as data (place.h makes and runs it): types alone, so
 * that the world's state can hold one without standing on place.c, which
 * stands on the world. */

#include <stdbool.h>

#include "murk/base/grid.h"

enum place_kind {
    PLACE_NONE = 0,
#define PLACE(id, word, glyph, r, g, b, name) PLACE_##id,
#include "murk/world/place.def"
#undef PLACE
    PLACE_COUNT
};

/* The first floor with a place (doc/rules.md: floor 2, tune). */
enum { PLACE_FIRST_DEPTH = 2, PLACE_CELLS = 2 };

/* The floor's place: plain data; saved. The items it offers lie on its
 * cells as floor items; gift[i] is the kind that lies at at[i] (an altar's
 * two both lie at at[0]). */
struct floor_place {
    enum place_kind kind;       /* PLACE_NONE: this floor has none */
    struct pos at[PLACE_CELLS]; /* an altar's cell (at[1] the same); a vault's two pedestals */
    int gift[PLACE_CELLS];      /* the two item kinds it offers */
    bool paid;                  /* an altar: an offering was laid on it */
    bool done;                  /* the choice is made: the place holds nothing more */
    int captive;                /* a cage: its captive's id (slot + 1); 0 none */
};

#endif
