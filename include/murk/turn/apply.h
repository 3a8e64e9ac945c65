#ifndef MURK_APPLY_H
#define MURK_APPLY_H

/* The turn's one place for what a deed did to others (outcome.h): a scroll
 * of fear, a missile, a bolt of lightning, a fireball; the player's and a
 * monster's (a goblin archer's arrow) alike. Called by game_do the moment
 * the deed is done. */

#include "murk/base/outcome.h"
#include "murk/world/world.h"

/* Fireball (doc/rules.md, "Fighting at range", tune): how far the burst
 * reaches, and how loud it is. */
enum { APPLY_BURST_RADIUS = 2, APPLY_BURST_LOUDNESS = 12 };

/* Applies the outcome: frightens, or flies the missile, bolt or fireball
 * from outcome->from toward outcome->toward to its range (missile.h) and
 * hurts, kills, wakes and makes hunt what it reaches, with the messages
 * and noises of doc/rules.md; a missile then lies where it stopped, unless
 * it breaks. The cells it went through and its victims are written back
 * into the outcome. */
void apply_outcome(struct game *game, struct outcome *outcome);

#endif
