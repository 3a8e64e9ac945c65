#ifndef MURK_CORRIDOR_H
#define MURK_CORRIDOR_H

/* Corridors and the open, for groups (doc/rules.md, "Groups, shouts and
 * morale"). A corridor cell is a cell one may stand on that is in no 2x2
 * square of such cells: one wide. Every other such cell is open. A group's
 * hunter does not step from the open into a corridor while the player
 * stands in one, nor, hidden, into the player's sight: it waits, and if the
 * player sees it, steps out of sight if a step takes it out. */

#include <stdbool.h>

#include "murk/base/grid.h"

struct game;
struct monster;

/* A hunter that has waited this many turns in a row comes on after all,
 * so a player who stays in the corridor is not waited for for ever (tune). */
enum { CORRIDOR_PATIENCE = 30 };

/* Whether p is a corridor cell for the monster's way of moving. */
bool corridor_cell(const struct game *game, const struct monster *m, struct pos p);

/* The hunter would step to `to`: whether it holds back instead (and then
 * it is waiting, and has stepped out of the player's sight if it could). */
bool corridor_holds(struct game *game, struct monster *m, struct pos to);

/* The hunter finds no step toward where it saw the player (its packmates
 * fill the way): one that may wait waits rather than give up. Returns
 * whether it does. */
bool corridor_waits(struct game *game, struct monster *m);

#endif
