#ifndef MURK_ALLY_H
#define MURK_ALLY_H

/* An ally (doc/rules.md, "One choice a floor: places", the cage): a
 * monster freed from a cage fights beside the player. On its turn it
 * strikes a foe next to it; else it goes for a foe the player perceives
 * within ALLY_GUARD_CELLS of the player; else it keeps within
 * ALLY_FOLLOW_CELLS of the player. The player walking into it swaps
 * places; one next to the player on the stairs follows them down. Foes
 * do not strike it back (a gap: doc/design.md). */

#include <stdbool.h>

#include "murk/base/monster.h"

struct game;

/* Numbers (tune). */
enum { ALLY_GUARD_CELLS = 4, ALLY_FOLLOW_CELLS = 2, ALLY_BAND_MAX = 8 };

/* Whether the monster in slot is a foe to an ally: alive, not an ally,
 * not lying hidden, not in its cage. */
bool ally_foe(const struct game *game, int slot);

/* The ally in slot takes its turn. */
void ally_act(struct game *game, int slot);

/* The player walks into the ally in slot: they swap places. */
void ally_swap(struct game *game, int slot);

/* The allies next to the player as they leave a floor, to come along. */
struct ally_band {
    struct monster monsters[ALLY_BAND_MAX];
    int count;
};
void ally_gather(const struct game *game, struct ally_band *band);

/* On the new floor, each of the band on a free cell next to the player
 * (one with no room is left behind). */
void ally_arrive(struct game *game, const struct ally_band *band);

#endif
