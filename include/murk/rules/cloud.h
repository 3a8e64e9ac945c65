#ifndef MURK_CLOUD_H
#define MURK_CLOUD_H

/* Thrown potions (doc/rules.md, "Wands and thrown potions"): a potion
 * thrown flies as a missile and shatters where it stops, in a cloud of
 * 3x3 that gives its thrown effects (effect.def's THROWN: poison,
 * confusion, sleep, terror) to every creature in it, the thrower too, at
 * once; the cloud does not linger. */

#include "murk/base/outcome.h"
#include "murk/world/world.h"

enum {
    CLOUD_RADIUS = 1,  /* the cloud's square: 3x3 */
    CLOUD_LOUDNESS = 4 /* the flask shattering: a noise at its cell (tune) */
};

/* Flies a thrown potion (OUTCOME_SHATTER, its kind in outcome->item) and
 * shatters it: at the first creature on its line, the last floor cell
 * before a wall, or the cell aimed at. Seen, a potion with a thrown effect
 * is known ("It was a potion of poison."). Returns how many creatures the
 * cloud caught. */
int cloud_burst(struct game *game, struct outcome *outcome);

/* Whether the cloud centred at centre covers p: the 3x3 around it. */
bool cloud_covers(struct pos centre, struct pos p);

#endif
