#ifndef MURK_SUBMERGE_H
#define MURK_SUBMERGE_H

/* The eel's rule (trait submerges, doc/rules.md): it keeps beneath the
 * water (the status submerged: not seen, not hit, and it strikes no one)
 * but when it hunts next to the player; there it lurks until its dive runs
 * out, surfaces (seen and hittable for the player's turn), strikes, and
 * dives again for SUBMERGE_TURNS. */

#include <stdbool.h>

#include "murk/world/world.h"

/* How long a dive lasts (tune): with 2 it strikes every other turn, and
 * the player has the turn between to hit back. */
enum { SUBMERGE_TURNS = 2 };

/* A new monster of a kind that submerges starts beneath the water. */
void submerge_place(struct game *game, int slot);

/* Its before behaviour (behaviour.def), before its mind acts: a
 * submerger not hunting next to the player keeps under and its mind acts
 * (returns false); one next to the player and still under lurks, its turn
 * spent (true); one up acts (false), and submerge_after dives it. Any
 * other kind: false. */
bool submerge_lurks(struct game *game, struct monster *m);

/* Its after behaviour (behaviour.def), after its mind acted: a submerger
 * that is up dives ("The eel dives."). */
void submerge_after(struct game *game, struct monster *m);

#endif
