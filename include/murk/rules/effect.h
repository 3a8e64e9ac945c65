#ifndef MURK_EFFECT_H
#define MURK_EFFECT_H

/* What effects do: one handler each, effect_<word> of effect.def's row,
 * declared in the header of the file that defines it (effect_self.h,
 * effect_scroll.h, effect_blow.h, effect_wand.h, effect_growth.h). An
 * item's use and a monster's blow both run the lines of their kind through
 * effect_apply_all; the handler does its effect to whom it befalls and
 * says so, and what reaches past them (a scroll of fear's monsters, a
 * bolt) it puts in the outcome for the turn to apply. Nothing else
 * switches over effects. */

#include "murk/base/effect_list.h"
#include "murk/rules/effect_use.h"

/* Runs each of lines, in order, as use. */
void effect_apply_all(const struct parse_entries *lines, struct effect_use *use);

/* Runs, in order, those of lines that a thrown potion's cloud gives
 * (EFFECT_ON_THROWN); returns how many ran. */
int effect_apply_thrown(const struct parse_entries *lines, struct effect_use *use);

#endif
