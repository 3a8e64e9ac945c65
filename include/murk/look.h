#ifndef MURK_LOOK_H
#define MURK_LOOK_H

#include <stddef.h>

#include "murk/grid.h"

struct game;

/* What the player can tell of a cell, as one sentence: "A goblin, unhurt.",
 * "A wall.", "Floor you remember." Only what is plain to see: an unseen cell
 * says nothing of what stands in it. Writes at most size bytes. */
void look_describe(const struct game *game, struct pos p, char *out, size_t size);

/* What lies at p, as the player knows it, newest on top first: "a dagger,
 * 12 arrows and the Lamp of the Deep". Stairs are not things. Returns how
 * many things (a stack is one); writes "" for none. */
int look_things_at(const struct game *game, struct pos p, char *out, size_t size);

/* The next visible monster after `from` in reading order (wrapping round),
 * for jumping the look cursor with Tab. Returns from when none is seen. */
struct pos look_next_monster(const struct game *game, struct pos from);

#endif
