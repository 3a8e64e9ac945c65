#ifndef MURK_LOOK_H
#define MURK_LOOK_H

#include <stddef.h>

#include "murk/base/grid.h"
#include "murk/base/recall.h"

struct game;
struct monster;

/* What the player can tell of a cell, as one sentence: "A goblin, unhurt,
 * hunting you." (the words of look_monster_words),
 * "A wall.", "Floor you remember." Only what is plain to see: an unseen cell
 * says nothing of what stands in it, but a monster the player perceives
 * some other way (world_perceives) is told of on any cell, the way last:
 * "A goblin, unhurt, hunting you, sensed." Writes at most size bytes. */
void look_describe(const struct game *game, struct pos p, char *out, size_t size);

/* A monster's mind as the player can read it, from what its state holds
 * and what the player sees: state, a short word for the side panel's list
 * ("asleep", "wandering", "hunting you", "hunting", "searching",
 * "following your trail" (a tracker's step on the scent this turn),
 * "fleeing", "cornered" (it fought with nowhere to flee this turn), "lying
 * low", "watching you", "awake"), and detail, what else
 * the state makes plain, with its own joint ("" or ", hurt: will come
 * back healed", " where it lost you", ", going where it saw you", ",
 * unaware of you", ", afraid: will come back", ", hurt"). Never where it
 * is going, never a count of turns (doc/rules.md, "Look"). */
struct look_mind {
    const char *state;
    const char *detail;
};
struct look_mind look_monster_mind(const struct game *game, const struct monster *m);

/* What is plain to see of a monster, as look writes it: its mind (state
 * and detail), then what it carries ("carrying 3 darts"), then what shows
 * on it ("afraid", "poisoned", "confused"),
 * then its kind's ways once the player has seen them ("slow",
 * "regenerates"), joined by ", ". Returns how many words; the first is
 * always its mind. */
enum { LOOK_WORDS_MAX = 128 };
int look_monster_words(const struct game *game, const struct monster *m, char *out, size_t size);

/* The words after the short state, as the side panel's extra lines write
 * them: the detail without its joint, then the rest, joined by ", ".
 * Returns how many ("" and 0 when none). */
int look_monster_more(const struct game *game, const struct monster *m, char *out, size_t size);

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
