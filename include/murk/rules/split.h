#ifndef MURK_SPLIT_H
#define MURK_SPLIT_H

/* The splitter's rule (trait splits, doc/rules.md "The monster kinds"): a
 * blow that hurts it and leaves it with at least SPLIT_MIN_HEALTH splits
 * off a copy with half its health (rounded down) into a free cell next to
 * it, which it loses; the copy fights as it does. */

struct game;

/* Health a splitter needs, after the blow, to split (tune). */
enum { SPLIT_MIN_HEALTH = 6 };

/* The monster in slot was hurt for damage and lives: a splitter splits
 * (its struck behaviour, behaviour.def). None is made when it is not a
 * splitter, took no damage or has too little health, or there is no free
 * cell next to it or no room. */
void split_when_hit(struct game *game, int slot, int damage);

#endif
