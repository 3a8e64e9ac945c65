#ifndef MURK_RECORD_XLOG_H
#define MURK_RECORD_XLOG_H

/* BASE/xlogfile: one line a finished run, appended under a lock. */

#include <stddef.h>

#include "record_util.h"

enum { RECORD_XLOG_LINE_MAX = 512 };

/* The run's line, "version=0.1.0<TAB>points=170<TAB>...<TAB>runid=HEX\n",
 * NetHack 3.6's fields (deathlev, maxlvl, hp, maxhp, uid...) and murk's
 * (outcome, won, seed, debug, kills, runid), separated by tabs; a tab, a
 * newline or any byte that is not printable ASCII in a value becomes '_'.
 * Returns its length. */
size_t record_xlog_line(const struct record *r, char *out, size_t size);

/* Appends the run's line, whole, under an exclusive flock, unless the end
 * of the file (its last MB) has the run's line already (the same run id,
 * in a tab line or an older ':' one):
 * a record tried again is one line. One write; on a short write the file
 * is cut back to its old length. A line left torn before is ended first.
 * The xlogfile must be a regular file (a FIFO or a link is refused at
 * once). Returns 0 or EX_IOERR. */
int record_xlog_append(const char *base, const struct record *r, char *why, size_t why_size);

/* Makes BASE/xlogfile, empty, when it is missing (the install's, for the
 * shared folder: install_shared.c). Returns 0 or EX_IOERR. */
int record_xlog_make(const char *base, char *why, size_t why_size);

/* Reads a line record_xlog_line wrote (a newline at its end or not) back
 * into r, or one of the ':'-separated lines murk wrote before the tabs
 * (they lack runid, hp, maxhp and uid: r->uid is then -1); fields it does
 * not know are skipped. Returns 0, or -1 when a field murk always writes
 * is missing or not a number where it must be. */
int record_xlog_parse(const char *line, struct record *r);

#endif
