#ifndef MURK_EFFECT_WAND_H
#define MURK_EFFECT_WAND_H

/* The handlers (effect.h) of wands' bolts' and thrown potions' clouds'
 * effects on a monster, and sleep and terror on the player. Each is
 * effect.def's row of its word; effect.c's table calls them. */

#include "murk/rules/effect_use.h"

enum {
    WAND_TELEPORT_DISTANCE = 10 /* teleport other: at least so many cells from the zapper (tune) */
};

void effect_slowness(struct effect_use *use);
void effect_sleep(struct effect_use *use);
void effect_beckoning(struct effect_use *use);
void effect_teleport_other(struct effect_use *use);
void effect_negation(struct effect_use *use);
void effect_plenty(struct effect_use *use);
void effect_terror(struct effect_use *use);

#endif
