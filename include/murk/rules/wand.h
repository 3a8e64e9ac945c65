#ifndef MURK_WAND_H
#define MURK_WAND_H

/* Wands (doc/rules.md, "Wands and thrown potions"): zapping one costs a
 * charge and lets a bolt fly along the missile line to the first monster
 * on it, which the wand's effects befall (effect_wand.c). A wand with no
 * charge left fizzles. */

#include <stdbool.h>
#include <stddef.h>

#include "murk/base/outcome.h"
#include "murk/world/world.h"

enum {
    WAND_RANGE = 8 /* how far a bolt flies (tune) */
};

/* `z`: zaps the wand at slot toward cell. A wand with charges loses one
 * and fills the outcome (OUTCOME_ZAP) for the turn to fly ("You zap an
 * oak wand."); one with none fizzles ("The oak wand fizzles."), the turn
 * spent all the same. False, with why said, when slot holds no wand or
 * cell is no place to aim: no turn. */
bool wand_zap(struct game *game, int slot, struct pos cell, struct outcome *outcome);

/* Flies a zap's bolt (apply.h): the first monster on its line wakes as a
 * struck one does and its kind's effects befall it; seen, the wand is
 * known from then on ("It was a wand of slowness."). Writes the cells and
 * the victim back into the outcome. */
void wand_fly(struct game *game, struct outcome *outcome);

/* A known wand's charges, after its name in the pack: " [3]" into out
 * (size bytes) when slot holds a wand whose kind the player knows, else
 * "". */
void wand_charges_shown(const struct pack *pack, const struct item_lore *lore,
                        const struct item_kind_list *kinds, int slot, char *out, size_t size);

#endif
