#ifndef MURK_RECORD_RECORD_H
#define MURK_RECORD_RECORD_H

/* A finished run's record (doc/rules.md: name, points, outcome, deepest floor,
 * turns, seed, version, date, debugging aids), kept three ways for three
 * readers: a row in BASE/scores.sqlite (murk --scores), a line in
 * BASE/xlogfile (a server's tools, NetHack's key=value format) and
 * BASE/morgue/NAME-DATE.txt (the player, afterwards). BASE is the directory
 * the save directory lives in (--save-dir, $MURK_HOME, ...). Directories
 * are made 0700 and files 0600, and no file is opened through a symbolic
 * link. Not in the core: files, the clock and SQLite are the front end's.
 *
 * This is the top of src/record, what the rest of murk includes: the
 * record made from a game and written all three ways (record.c), over the
 * three writers (scores.h, xlog.h, morgue.h) and the record itself
 * (record_util.h). Nothing in src/record includes it.
 *
 * The functions that can fail return an exit status from sysexits.h (0 when
 * all is well) and put one line saying why, without "murk: ", in why. */

#include <stddef.h>
#include <stdint.h>

#include "morgue.h"
#include "record_util.h"
#include "scores.h"
#include "xlog.h"

struct game;

/* The record of a run that is over, played by name from started to ended;
 * the version is this murk's. */
void record_of_game(struct record *r, const struct game *game, const char *name, int64_t started,
                    int64_t ended);

/* Writes all three: the morgue, the xlogfile line, the score. Each is
 * tried even when one before it failed. Returns 0, or EX_IOERR with the
 * first failure in why. */
int record_write(const char *base, const struct record *r, const struct game *game, char *why,
                 size_t why_size);

#endif
