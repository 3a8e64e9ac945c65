#ifndef MURK_COMBAT_H
#define MURK_COMBAT_H

struct game;

/* The player strikes the monster at index: "You hit the goblin for 3." or
 * "You kill the goblin!". */
void combat_player_attacks(struct game *game, int monster);

/* The monster at index strikes the player: "The goblin hits you for 2.";
 * names the killer if the blow is fatal (the death check comes at the end of
 * the turn). */
void combat_monster_attacks(struct game *game, int monster);

#endif
