#ifndef MURK_RUN_END_H
#define MURK_RUN_END_H

/* The end of a run, above the saves (src/store) and the records
 * (src/record), which know nothing of each other. */

#include <stddef.h>

struct store;
struct game;

/* The run is over (a death, a win, or quitting it). First the save is
 * rewritten, durably, with the ending in it (over the space its saves
 * kept aside, store_save_ending, so a full disk still takes it); then the run's record is
 * written (a row in BASE/scores.sqlite, a line in BASE/xlogfile,
 * BASE/morgue/NAME-DATE-RUNID.txt, each keyed by the run id so a retry
 * adds nothing twice); and only then is the save removed. Returns 0, or
 * EX_IOERR with one line in why: the record could not be written, and the
 * ended save is kept for the next start to finish (run_end_pending); or,
 * when not even the ending could be saved, the older save is removed (a
 * death is never undone) and the record is lost. */
int run_end(struct store *store, const struct game *game, char *why, size_t why_size);

/* A save found over at the start (its run ended, its record not written):
 * run_end for it, and the line to tell the player in said ("Your last run
 * (killed by a goblin on turn 36) ... is recorded now."). Returns 0, or
 * EX_IOERR with why, the save kept for the next start. */
int run_end_pending(struct store *store, const struct game *game, char *said, size_t said_size,
                    char *why, size_t why_size);

#endif
