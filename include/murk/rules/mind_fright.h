#ifndef MURK_MIND_FRIGHT_H
#define MURK_MIND_FRIGHT_H

/* A monster frightened (the scroll of fear, the wand of terror): a module
 * of its own, below both mind.c (the scroll, mind_scare) and the wand's
 * effect (effect_wand.c), which a monster's own blows reach from mind.c,
 * so neither calls the other round. */

#include <stdbool.h>

struct game;

/* Frightens a monster (the scroll of fear): wakes it, sets it fleeing and
 * makes it forget where it saw the player. Stationary monsters cannot be
 * frightened. Returns true if it was. */
bool mind_frighten(struct game *game, int slot);

#endif
