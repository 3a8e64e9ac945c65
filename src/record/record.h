#ifndef MURK_RECORD_RECORD_H
#define MURK_RECORD_RECORD_H

/* A finished run's record (RULES.md: name, points, outcome, deepest floor,
 * turns, seed, version, date, debugging aids), kept three ways for three
 * readers: a row in BASE/scores.sqlite (murk --scores), a line in
 * BASE/xlogfile (a server's tools, NetHack's key=value format) and
 * BASE/morgue/NAME-DATE.txt (the player, afterwards). BASE is the directory
 * the save directory lives in (--save-dir, $MURK_HOME, ...). Directories
 * are made 0700 and files 0600, and no file is opened through a symbolic
 * link. Not in the core: files, the clock and SQLite are the front end's.
 *
 * The functions that can fail return an exit status from sysexits.h (0 when
 * all is well) and put one line saying why, without "murk: ", in why. */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

struct game;

enum {
    RECORD_NAME_MAX = 31, /* a player name: store.h's STORE_NAME_MAX */
    RECORD_TEXT_MAX = 96, /* the outcome in words */
    RECORD_PATH_MAX = 4096 + 64,
    RECORD_SCORES_SHOWN = 20, /* --scores: the best so many */
    RECORD_MESSAGES = 20,     /* the morgue: the last so many messages */
};

enum record_outcome { RECORD_KILLED, RECORD_QUIT, RECORD_WON };

struct record {
    char name[RECORD_NAME_MAX + 1];
    int points;
    enum record_outcome outcome;
    char death[RECORD_TEXT_MAX]; /* "killed by a goblin", "quit" or "won" */
    int depth;                   /* the deepest floor reached: the last one */
    int turns;
    uint64_t seed;
    char version[32];
    int64_t started, ended; /* seconds since 1970 */
    bool debug;             /* a debugging aid was used */
    int kills;
};

/* The record of a run that is over, played by name from started to ended;
 * the version is this murk's. */
void record_of_game(struct record *r, const struct game *game, const char *name, int64_t started,
                    int64_t ended);

/* Writes all three: the morgue, the xlogfile line, the score. Each is
 * tried even when one before it failed. Returns 0, or EX_IOERR with the
 * first failure in why. */
int record_write(const char *base, const struct record *r, const struct game *game, char *why,
                 size_t why_size);

/* ---- scores.c: BASE/scores.sqlite (WAL, a busy timeout, so any number of
 * players may finish at once) ---- */

/* Adds the run's row. The same run (name, start, seed) twice is one row, so
 * a record tried again after a failure is not counted twice. Returns 0 or
 * EX_IOERR. */
int record_scores_add(const char *base, const struct record *r, char *why, size_t why_size);

/* Prints the best RECORD_SCORES_SHOWN runs to out, aligned, one a line
 * after a heading, and name's best run after them when it is not among
 * them; "No runs have been recorded yet." when there are none. Returns 0,
 * EX_DATAERR for a file that is not a score file, or EX_IOERR. */
int record_scores_print(const char *base, const char *name, FILE *out, char *why, size_t why_size);

/* How many runs scores.sqlite holds (0 when there is no file). Returns 0,
 * EX_DATAERR or EX_IOERR. */
int record_scores_count(const char *base, long *count, char *why, size_t why_size);

/* ---- xlog.c: BASE/xlogfile, one line a run, appended under a lock ---- */

enum { RECORD_XLOG_LINE_MAX = 512 };

/* The run's line, "version=0.1.0:points=170:...\n", fields separated by
 * ':' (a ':', a '=' or a control byte in a value becomes '_'). Returns its
 * length. */
size_t record_xlog_line(const struct record *r, char *out, size_t size);

/* Appends the run's line, whole, under an exclusive flock. Returns 0 or
 * EX_IOERR. */
int record_xlog_append(const char *base, const struct record *r, char *why, size_t why_size);

/* Reads a line record_xlog_line wrote (a newline at its end or not) back
 * into r; fields it does not know are skipped. Returns 0, or -1 when a
 * field murk always writes is missing or not a number where it must be. */
int record_xlog_parse(const char *line, struct record *r);

/* ---- morgue.c: BASE/morgue/NAME-YYYYMMDD-HHMMSS.txt ---- */

/* The morgue's text: the record, the last RECORD_MESSAGES messages, the
 * pack, the kinds identified, the floor as the player saw it and the
 * monsters killed by kind. */
void record_morgue_text(FILE *out, const struct record *r, const struct game *game);

/* Writes the run's morgue file (a new name, never over another: -2, -3...
 * when a run of the same name ended in the same second). path gets its
 * path (may be NULL). Returns 0 or EX_IOERR. */
int record_morgue_write(const char *base, const struct record *r, const struct game *game,
                        char *path, size_t path_size, char *why, size_t why_size);

#endif
