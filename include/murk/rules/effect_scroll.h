#ifndef MURK_EFFECT_SCROLL_H
#define MURK_EFFECT_SCROLL_H

/* The handlers (effect.h) of scrolls' effects: naming an unknown item, and
 * what reaches the monsters, which the turn applies from the outcome. Each
 * is effect.def's row of its word; effect.c's table calls them. */

#include "murk/rules/effect_use.h"

void effect_identify(struct effect_use *use);
void effect_fear(struct effect_use *use);
void effect_lightning(struct effect_use *use);
void effect_fireball(struct effect_use *use);
void effect_aggravation(struct effect_use *use);
void effect_teleportation(struct effect_use *use);
void effect_magic_mapping(struct effect_use *use);

#endif
