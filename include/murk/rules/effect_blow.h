#ifndef MURK_EFFECT_BLOW_H
#define MURK_EFFECT_BLOW_H

/* The handlers (effect.h) of the effects only blows carry: the plain hit,
 * draining, stealing. Each is effect.def's row of its word; effect.c's
 * table calls them. */

#include "murk/rules/effect_use.h"

void effect_hit(struct effect_use *use);
void effect_drain(struct effect_use *use);
void effect_steal(struct effect_use *use);

#endif
