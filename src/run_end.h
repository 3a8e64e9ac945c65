#ifndef MURK_RUN_END_H
#define MURK_RUN_END_H

/* The end of a run, above the saves (src/store) and the records
 * (src/record), which know nothing of each other. */

#include <stddef.h>

struct store;
struct game;

/* The run is over (a death, a win, or quitting it): the run's record is
 * written (a row in BASE/scores.sqlite, a line in BASE/xlogfile,
 * BASE/morgue/NAME-DATE.txt), and only then is the save removed. Returns 0
 * or EX_IOERR (the save is then kept, and the record is tried again when
 * the game is next started). */
int run_end(struct store *store, const struct game *game, char *why, size_t why_size);

#endif
