#ifndef MURK_MIMIC_H
#define MURK_MIMIC_H

/* The mimic's rule (trait mimic, doc/rules.md "The monster kinds"): it is
 * made lying as an item on the floor (a floor item of a kind for the
 * depth at its cell, which the map draws and look names), perceived by no
 * way at all and doing nothing, until the player stands next to it or
 * strikes it: then the item is gone and it is a monster, hunting ("The
 * dagger was a mimic!"). */

#include <stdbool.h>

#include "murk/base/monster.h"
#include "murk/base/rng.h"

struct game;

/* Whether the monster lies hidden as an item (its hidden behaviour,
 * behaviour.def: it takes no turn). */
static inline bool mimic_hidden(const struct monster *m)
{
    return m->disguise > 0;
}

/* A new monster of a mimic kind at slot lies down as an item of a kind
 * for the depth (from rng) where it stands; any other, or a game without
 * item kinds, or a cell with an item already, is left as it is. */
void mimic_disguise(struct game *game, int slot, struct rng *rng);

/* A hidden mimic at slot shows itself: its item is gone, it hunts the
 * player, and the player is told when they see it. */
void mimic_reveal(struct game *game, int slot);

/* The mimic's struck behaviour (behaviour.def): struck, whatever the
 * damage, a hidden mimic at slot shows itself (mimic_reveal). */
void mimic_struck(struct game *game, int slot, int damage);

/* Every hidden mimic next to the player shows itself (after the player's
 * deed, before the monsters act). */
void mimic_reveal_near(struct game *game);

#endif
