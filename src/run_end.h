#ifndef MURK_RUN_END_H
#define MURK_RUN_END_H

/* The end of a run, above the saves (src/store) and the records
 * (src/record), which know nothing of each other. */

#include <stddef.h>
#include <stdint.h>

struct store;
struct game;
struct kind_list;
struct item_kind_list;

/* The run is over (a death, a win, or quitting it). First the save is
 * rewritten, durably, with the ending in it (over the space its saves
 * kept aside, store_save_ending, so a full disk still takes it); then the run's record is
 * written (a row in BASE/scores.sqlite, a line in BASE/xlogfile,
 * BASE/morgue/NAME-DATE-RUNID.txt, each keyed by the run id so a retry
 * adds nothing twice); and only then is the save removed. Returns 0, or
 * EX_IOERR with one line in why: the record could not be written, and the
 * ended save is kept pending, apart from the save a new game writes
 * (store_keep_pending), for run_end_retry to finish; or,
 * when not even the ending could be saved, the older save is removed (a
 * death is never undone) and the record is lost. */
int run_end(struct store *store, const struct game *game, char *why, size_t why_size);

/* A save found over at the start (its run ended, its record not written):
 * run_end for it, and the line to tell the player in said ("Your last run
 * (killed by a goblin on turn 36) ... is recorded now.", or that it could
 * still not be, and is kept pending). Returns 0: a new game may start. */
int run_end_pending(struct store *store, const struct game *game, char *said, size_t said_size,
                    char *why, size_t why_size);

/* Every record kept pending for the store's name, tried again (at a
 * start, and after each run's end), until one fails; said holds the last
 * word for the player ("Your run killed by a goblin on turn 36, which
 * could not be recorded, is recorded now."), untouched when there were
 * none. Returns how many were written, or minus how many are still kept
 * after a failure. */
int run_end_retry(struct store *store, const struct kind_list *kinds,
                  const struct item_kind_list *items, char *said, size_t said_size);

/* A run over whose record could not be written, not played from a save
 * (the bot's): kept pending as BASE/save/NAME.RUNID.pending, beside any
 * game of the name, once its lock is had (waited for up to the deadline).
 * Returns 0 with where it is kept in why, or the status and why. */
int run_end_keep(const char *base, const char *name, uint64_t data_hash, const struct game *game,
                 char *why, size_t why_size);

#endif
