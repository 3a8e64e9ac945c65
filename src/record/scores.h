#ifndef MURK_RECORD_SCORES_H
#define MURK_RECORD_SCORES_H

/* BASE/scores.sqlite: one row a finished run (WAL, a busy timeout, so any
 * number of players may finish at once), and --scores' list. */

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "record_util.h"

enum { RECORD_SCORES_SHOWN = 20 }; /* --scores: the best so many */

/* Adds the run's row. The same run (its run id, UNIQUE) twice is one row,
 * so a record tried again after a failure is not counted twice, and two
 * runs of one name and seed started in one second are two. Returns 0 or
 * EX_IOERR. */
int record_scores_add(const char *base, const struct record *r, char *why, size_t why_size);

/* Makes BASE/scores.sqlite with murk's schema, in WAL mode, its -wal and
 * -shm left in place, or checks and brings up to date the one there: what
 * `make install GAMES_GROUP=...` runs (src/install_shared.c) so that the
 * shared files are root's before anyone plays. Returns 0, EX_DATAERR or
 * EX_IOERR. */
int record_scores_make(const char *base, char *why, size_t why_size);

/* Prints the best RECORD_SCORES_SHOWN runs to out, aligned, one a line
 * after a heading, and name's best run after them when it is not among
 * them; "No runs have been recorded yet." when there are none. Seeded runs
 * (begun with --seed, which can be rehearsed) only with all, marked so;
 * without, a line says how many are left out. Returns 0,
 * EX_DATAERR for a file that is not a score file, or EX_IOERR. */
int record_scores_print(const char *base, const char *name, bool all, FILE *out, char *why,
                        size_t why_size);

/* How many runs scores.sqlite holds (0 when there is no file). Returns 0,
 * EX_DATAERR or EX_IOERR. */
int record_scores_count(const char *base, long *count, char *why, size_t why_size);

#endif
