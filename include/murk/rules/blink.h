#ifndef MURK_BLINK_H
#define MURK_BLINK_H

/* The blink dog's rule (trait blinks, doc/rules.md): hunting, seeing the
 * player BLINK_MIN_DISTANCE or more cells off, neither afraid nor badly
 * wounded, one turn in BLINK_ONE_IN it blinks to a free cell next to the
 * player where it may stand, drawn at random ("The blink dog blinks to your side!"),
 * and that is its move. */

#include <stdbool.h>

#include "murk/world/world.h"

enum { BLINK_MIN_DISTANCE = 3, BLINK_ONE_IN = 4 }; /* tune */

/* Its before behaviour (behaviour.def): blinks the monster if its rule
 * says so this turn. Returns whether it did (its turn is spent); false for
 * every other kind, drawing nothing. */
bool blink_turn(struct game *game, struct monster *m);

#endif
