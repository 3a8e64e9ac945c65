#ifndef MURK_CARRY_H
#define MURK_CARRY_H

/* What monsters carry: a thief's loot (effect_steal) and what a kind that
 * uses items picked up (mind_items.h), up to MONSTER_CARRY_MAX stacks of
 * one item kind each, dropped where it dies. */

#include <stdbool.h>
#include <stddef.h>

struct game;
struct monster;

/* Whether the monster has room for the kind: a stack of it, or a free one. */
bool carry_fits(const struct monster *m, int kind);

/* Adds count of the kind to its stack, or to a new one. Returns false,
 * adding nothing, when it has no room (carry_fits). */
bool carry_add(struct monster *m, int kind, int count);

/* Takes one from the stack, dropping the stack when it empties (the
 * stacks after it move up one). */
void carry_take_one(struct monster *m, int stack);

/* The stack of the kind it carries, or -1. */
int carry_find(const struct monster *m, int kind);

/* What it carries, as look and the monster list tell it: "carrying 2 darts
 * and a murky potion", or "" when it carries nothing. Returns the stacks. */
int carry_describe(const struct game *game, const struct monster *m, char *out, size_t size);

/* Every dead monster that carries something drops it where it lies, onto
 * the floor's stack of its kind there ("The cutpurse drops a murky
 * potion." when the player sees the cell), and carries nothing after.
 * The turn calls it once its deeds are done, before the death check. */
void carry_drop_from_dead(struct game *game);

#endif
