#ifndef MURK_RECORD_RECORD_UTIL_H
#define MURK_RECORD_RECORD_UTIL_H

/* A finished run's record itself, and the helpers its three writers
 * (morgue.c, scores.c, xlog.c) share. They stand on this file alone, never
 * on record.c, which stands on them. */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <time.h>

enum {
    RECORD_NAME_MAX = 31, /* a player name: store.h's STORE_NAME_MAX */
    RECORD_TEXT_MAX = 96, /* the outcome in words */
    RECORD_PATH_MAX = 4096 + 64,
    /* How long all the locks of one run's end (the xlogfile's flock,
     * SQLite's write lock, for its record and every one kept pending that
     * it retries) are waited for in all, before what is left is kept
     * pending: a murk stopped holding one delays another's run end by no
     * more (tune). */
    RECORD_LOCK_WAIT_MS = 5000,
};

enum record_outcome { RECORD_KILLED, RECORD_QUIT, RECORD_WON };

struct record {
    uint64_t run_id; /* the run's random id: one run, one record of each kind */
    char name[RECORD_NAME_MAX + 1];
    int points;
    enum record_outcome outcome;
    char death[RECORD_TEXT_MAX]; /* "killed by a goblin", "quit" or "won" */
    int depth;                   /* the deepest floor reached: the last one */
    int hp, maxhp;               /* the player's health at the end (0 or less: dead), its most */
    int64_t uid;                 /* the real user id that played (-1: not known) */
    int turns;
    uint64_t seed;
    char version[32];
    int64_t started, ended; /* seconds since 1970 */
    bool debug;             /* a debugging aid was used */
    bool seeded;            /* begun on a seed the player chose: a run that can be rehearsed */
    int kills;
};

/* The outcome as the xlogfile and the scores write it: "killed", "quit" or
 * "won". */
const char *record_outcome_word(enum record_outcome outcome);

/* Copies text into out (size bytes), every byte that is not printable ASCII
 * and every byte in bad made '_': a value safe inside a line of fields. */
void record_clean(char *out, size_t size, const char *text, const char *bad);

/* The mode the host gives the record files (--record-mode: the xlogfile,
 * the morgues, scores.sqlite), so a web page or a bot that is not the
 * games user may read them; 0, the default, leaves them private (0600).
 * Set once, before any record is written. */
void record_set_file_mode(unsigned mode);

/* One deadline, RECORD_LOCK_WAIT_MS from now, for every lock taken until
 * record_deadline_end (they nest: the outermost counts); record_write
 * takes one of its own when none is running. record_wait_left_ms: what is
 * left of it (0 past it), or RECORD_LOCK_WAIT_MS when none is running. */
void record_deadline_begin(void);
void record_deadline_end(void);
int record_wait_left_ms(void);

/* Gives the open record file (or, with dir, the morgue directory: each
 * read bit with its search bit) the host's mode, when one was set and the
 * file is the user's own; a file another owns, or a chmod that fails, is
 * left as it is (the record matters more than its mode). _locked, for the
 * files murk locks (the xlogfile, scores.sqlite): without the bits for
 * others, so no account but the players' opens one to take a lock that
 * stalls a run's end. */
void record_give_mode(int fd, bool dir);
void record_give_mode_locked(int fd);

/* A time as UTC text with the strftime format. */
void record_time_text(char *out, size_t size, const char *format, time_t when);

#endif
