#ifndef MURK_LOOK_H
#define MURK_LOOK_H

#include <stddef.h>

#include "murk/grid.h"
#include "murk/recall.h"

struct game;
struct monster;

/* What the player can tell of a cell, as one sentence: "A goblin, unhurt,
 * hunting you." (the words of look_monster_words),
 * "A wall.", "Floor you remember." Only what is plain to see: an unseen cell
 * says nothing of what stands in it, but a monster the player perceives
 * some other way (world_perceives) is told of on any cell, the way last:
 * "A goblin, unhurt, hunting you, sensed." Writes at most size bytes. */
void look_describe(const struct game *game, struct pos p, char *out, size_t size);

/* What is plain to see of a monster, as the side panel's list and look both
 * write it: its state of mind ("asleep", "wandering", "hunting you",
 * "fleeing"), then what shows on it ("afraid", "poisoned", "confused"),
 * then its kind's ways once the player has seen them ("slow",
 * "regenerates"), joined by ", ". Never a count of turns, never where it is
 * going. Returns how many words; the first is always its state. */
enum { LOOK_WORDS_MAX = 96 };
int look_monster_words(const struct game *game, const struct monster *m, char *out, size_t size);

/* The recall of a kind (recall_lines) with the player's kills of it: the
 * lines the `x` Enter screen and the morgue write. */
int look_recall(const struct game *game, int kind, char lines[][RECALL_LINE], int max);

/* What lies at p, as the player knows it, newest on top first: "a dagger,
 * 12 arrows and the Lamp of the Deep". Stairs are not things. Returns how
 * many things (a stack is one); writes "" for none. */
int look_things_at(const struct game *game, struct pos p, char *out, size_t size);

/* The next monster the player perceives (seen or sensed) after `from` in
 * reading order (wrapping round), for jumping the look cursor with Tab.
 * Returns from when none is perceived. */
struct pos look_next_monster(const struct game *game, struct pos from);

#endif
