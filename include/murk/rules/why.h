#ifndef MURK_WHY_H
#define MURK_WHY_H

/* Why a monster's mind changed, and what would change it next, as the
 * player reads them (doc/rules.md, "Why minds change"): every rule that
 * changes a mind records its cause here, with the cause's number and the
 * turn; look and the minds pane give it in full, the list short, and a
 * change the player sees is told once in the log with it. */

#include <stdbool.h>
#include <stddef.h>

#include "murk/base/cause.h"
#include "murk/base/grid.h"

struct game;
struct monster;

enum {
    WHY_LINE = 96,         /* the longest cause or next-change in words */
    WHY_NOISE_RECENT = 10, /* a noise this many turns back still tells why it came (tune) */
};

/* Records why m's mind changes now: the cause, its number (cells, steps,
 * its sight; 0 where none) and the kind it names (-1 where none). */
void why_set(const struct game *game, struct monster *m, enum cause cause, int arg, int kind);

/* The cause in full, with its number and when: "heard the fight 6 steps
 * away, 3 turns ago". Writes "" for a monster with none. Returns the
 * length written. */
int why_full(const struct game *game, const struct monster *m, char *out, size_t size);

/* When its mind changed: "this turn", "1 turn ago", "3 turns ago". */
int why_when(const struct game *game, const struct monster *m, char *out, size_t size);

/* The cause said of the monster: "it heard the fight", "you went beyond
 * its sight of 7"; with how far where far is true ("it heard the fight 6
 * steps away": look's), without for the log (alike lines count as one);
 * "" with none. */
int why_said(const struct game *game, const struct monster *m, bool far, char *out, size_t size);

/* "The goblin <what>: <why_said>." in the log, if the player sees it;
 * "The goblin <what>." when it has no cause to tell. what has no final
 * stop ("notices you", "wakes up"). */
void why_announce(struct game *game, const struct monster *m, const char *what);

/* A hunter gives up: the number CAUSE_GAVE_UP keeps of how it lost the
 * player (its LOST_ cause and that cause's number, together), so the
 * give-up tells it: "gave up: you went beyond its sight of 7". */
int why_gave_up(const struct monster *m);

/* Which way the player lost the hunter that saw them last act and sees
 * them no more: LOST_RANGE (in its line, past its sight; *sight set),
 * LOST_DOOR (a closed door it cannot open between), else LOST_CORNER. */
enum cause why_lost(const struct game *game, const struct monster *m, int *sight);

/* Whether a closed door stands on the straight line between a and b (not
 * on either end). */
bool why_shut_door_between(const struct game *game, struct pos a, struct pos b);

#endif
