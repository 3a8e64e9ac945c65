#ifndef MURK_COMBAT_H
#define MURK_COMBAT_H

#include <stdbool.h>

#include "murk/rules/effect.h"

struct game;

/* What a blow did (struct blow, effect.h) is returned for the caller to
 * act on (a struck monster's mind, the noise of the fight): the rules below
 * the turn never call back up. */

/* The player strikes the monster in slot: "You hit the goblin for 3.",
 * "Your blow glances off the goblin." or "You kill the goblin!". */
struct blow combat_player_attacks(struct game *game, int monster);

/* The monster in slot strikes the player with each of its kind's blows in
 * turn, while the player lives: "The goblin hits you for 2." ("Something"
 * when unseen), then the blow's effect (a poisoning bite that hurt and did
 * not kill poisons; a draining one heals the monster by the damage). A
 * fatal blow names the killer (the death check comes at the end of the
 * turn). Returns the last blow. */
struct blow combat_monster_attacks(struct game *game, int monster);

#endif
