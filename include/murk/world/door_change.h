#ifndef MURK_DOOR_CHANGE_H
#define MURK_DOOR_CHANGE_H

#include <stdbool.h>

#include "murk/base/grid.h"
#include "murk/world/world.h"

/* A door opened or shut on the floor (doc/rules.md, "Doors"): the tile,
 * and every cache the change touches, at once: the noise map's cost of the
 * cell, the maps of each class that walks through one state of a door and
 * not the other (the walker's: an open door is floor to it, a closed one
 * wall), and what the player sees (a closed door blocks sight). */

/* Opens the closed door at p, by the player (who < 0: "You open the
 * door.") or the monster in slot who ("The goblin opens the door." when
 * seen; "A door opens." when only the door is). Returns false, changing
 * nothing, when no closed door is there. */
bool door_change_open(struct game *game, struct pos p, int who);

/* The player's `c`: shuts the open door at p ("You close the door."),
 * and the floor remembers the player shut it.
 * Refused with the reason said: no open door there ("There is nothing to
 * close there."), a creature or an item in it ("Something is in the
 * way."). Returns whether it shut. */
bool door_change_close(struct game *game, struct pos p);

/* Whether the player shut the door at p and no one has opened it since
 * (the floor's shut_doors; explore never opens one). */
bool door_change_shut_by_player(const struct game *game, struct pos p);

#endif
