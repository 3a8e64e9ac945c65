#ifndef MURK_ALLY_H
#define MURK_ALLY_H

/* An ally (doc/rules.md, "One choice a floor: places", the cage): a
 * monster freed from a cage fights beside the player. On its turn it
 * strikes a foe next to it; else, told to follow (its first order), it
 * goes for a foe the player perceives within ALLY_GUARD_CELLS of the
 * player, or keeps within ALLY_FOLLOW_CELLS of the player; told to stay,
 * it holds its cell. Its kills are the player's. A hunter next to an ally
 * and not to the player strikes the ally. The player walking into it
 * swaps places; one next to the player on the stairs follows them down. */

#include <stdbool.h>

#include "murk/base/monster.h"

struct game;

/* Numbers (tune). */
enum { ALLY_GUARD_CELLS = 4, ALLY_FOLLOW_CELLS = 2, ALLY_BAND_MAX = 8 };

/* What the player last told the allies (A, ACTION_ALLY_ORDER). */
enum ally_order { ALLY_FOLLOWS, ALLY_STAYS };

/* Whether the monster in slot is a foe to an ally: alive, not an ally,
 * not lying hidden, not in its cage. */
bool ally_foe(const struct game *game, int slot);

/* The ally in slot takes its turn. */
void ally_act(struct game *game, int slot);

/* The slot of a living ally next to the monster, or -1. */
int ally_beside(const struct game *game, const struct monster *m);

/* The monster in slot strikes the ally in ally with its blow's roll, less
 * the ally's defense: "The goblin hits your rat for 2.", "The goblin kills
 * your rat!" (told when the player sees either). */
void ally_struck(struct game *game, int slot, int ally);

/* The player tells every ally on the floor to stay, if any follows, else
 * to follow close: "You tell your rat to stay." Returns false, saying so,
 * with no ally ("You have no ally to tell."). */
bool ally_order(struct game *game);

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
