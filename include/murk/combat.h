#ifndef MURK_COMBAT_H
#define MURK_COMBAT_H

#include <stdbool.h>

struct game;

/* What a blow did, for the caller to act on (a struck monster's mind, the
 * noise of the fight): the rules below the turn never call back up. */
struct blow {
    int damage;  /* after defense; 0 when it glanced off */
    bool killed; /* the blow took the last health */
};

/* The player strikes the monster in slot: "You hit the goblin for 3.",
 * "Your blow glances off the goblin." or "You kill the goblin!". */
struct blow combat_player_attacks(struct game *game, int monster);

/* The monster in slot strikes the player: "The goblin hits you for 2."
 * ("Something" when unseen). A venomous bite that does not kill poisons; a
 * kind that drains heals by the damage dealt, never past its most; a fatal
 * blow names the killer (the death check comes at the end of the turn). */
struct blow combat_monster_attacks(struct game *game, int monster);

#endif
