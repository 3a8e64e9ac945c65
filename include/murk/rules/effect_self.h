#ifndef MURK_EFFECT_SELF_H
#define MURK_EFFECT_SELF_H

/* The handlers (effect.h) of the effects that befall the drinker or the
 * one struck alone: health, strength and the statuses. Each is
 * effect.def's row of its word; effect.c's table calls them. */

#include "murk/rules/effect_use.h"

void effect_healing(struct effect_use *use);
void effect_greater_healing(struct effect_use *use);
void effect_strength(struct effect_use *use);
void effect_poison(struct effect_use *use);
void effect_regeneration(struct effect_use *use);
void effect_confusion(struct effect_use *use);
void effect_telepathy(struct effect_use *use);
void effect_darkness(struct effect_use *use);
void effect_haste(struct effect_use *use);

#endif
