#ifndef MURK_CARRY_H
#define MURK_CARRY_H

/* What monsters carry: a thief's loot (effect_steal), dropped where it
 * dies. */

struct game;

/* Every dead monster that carries something drops it where it lies, onto
 * the floor's stack of its kind there ("The cutpurse drops a murky
 * potion." when the player sees the cell), and carries nothing after.
 * The turn calls it once its deeds are done, before the death check. */
void carry_drop_from_dead(struct game *game);

#endif
