#ifndef MURK_MIND_SCROLL_H
#define MURK_MIND_SCROLL_H

/* What the scrolls that act on minds and the map do to the floor, from
 * their outcome (outcome.h): aggravation's noise, teleportation's far
 * cell, magic mapping's map (doc/rules.md, "Items that act on minds").
 * Called by apply_outcome. */

#include "murk/base/outcome.h"
#include "murk/world/world.h"

/* Applies an OUTCOME_AGGRAVATE, OUTCOME_TELEPORT or OUTCOME_MAP; any other
 * does nothing. */
void mind_scroll_apply(struct game *game, const struct outcome *outcome);

/* The cell a scroll of teleportation carries the player to: a plain floor
 * cell nobody stands on, at least half the floor's greatest walking
 * distance from the player, each such cell as likely, drawn from the play
 * generator; the player's own cell when there is none. */
struct pos mind_scroll_far_cell(struct game *game);

#endif
