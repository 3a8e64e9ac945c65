#ifndef MURK_MIND_H
#define MURK_MIND_H

struct game;

/* The monster at index takes its turn. For now the simple rule set: badly
 * wounded, it flees down the flee map (cornered next to the player, it
 * fights); seeing the player, it attacks when next to them and otherwise
 * comes by the shortest way; else it takes a step at random. */
void mind_act(struct game *game, int monster);

#endif
