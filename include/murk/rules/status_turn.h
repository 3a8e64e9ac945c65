#ifndef MURK_STATUS_TURN_H
#define MURK_STATUS_TURN_H

#include <stdbool.h>

struct game;

/* The statuses' part of the turn, after the monsters act and before the
 * death check: the player's tick, then each living monster's. These say
 * what the player is told; status.c does the counting. */

/* The player's tick. The end messages are logged in the order the statuses
 * ended ("Your head clears."); a death by poison makes the killer "poison"
 * ("Killed by poison") and says nothing else. */
void status_tick_player(struct game *game);

/* The tick of the monster in slot, if it lives. One killed by a status
 * "dies." when the player sees it. Returns true when its fear ran out and it
 * lives, for the turn to let its mind decide what it does now. */
bool status_tick_monster(struct game *game, int slot);

#endif
