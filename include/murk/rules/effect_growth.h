#ifndef MURK_EFFECT_GROWTH_H
#define MURK_EFFECT_GROWTH_H

/* The handlers (effect.h) of growth's effects: a scroll of enchanting and
 * a potion of life. Each is effect.def's row of its word; effect.c's table
 * calls them. */

#include "murk/rules/effect_use.h"

void effect_enchanting(struct effect_use *use);
void effect_life(struct effect_use *use);

#endif
