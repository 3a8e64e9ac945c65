#ifndef MURK_ARGS_H
#define MURK_ARGS_H

/* The command line, read into named fields: what murk is to do (one mode)
 * and the options that go with it. Reading checks every value and says
 * what is wrong in one line; it opens no file and loads no data, so each
 * mode's own errors (a missing data directory, a bad save) come later. */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum args_mode {
    ARGS_PLAY,          /* the game: the default */
    ARGS_SCORES,        /* --scores */
    ARGS_CHECK_DATA,    /* --check-data */
    ARGS_CHECK_OPTIONS, /* --check-options */
    ARGS_BOT,           /* --bot */
    ARGS_REPLAY,        /* --replay FILE: watched */
    ARGS_VERIFY,        /* --replay FILE --verify: replayed headless */
    ARGS_WATCH,         /* --watch [NAME]: games in progress, followed */
    ARGS_HELP,          /* -h, --help */
    ARGS_VERSION,       /* -V, --version */
};

enum {
    ARGS_COUNT_MAX = 1000000, /* the most --games or --jobs */
    ARGS_WHY_MAX = 1024,      /* room for a usage error, the usage line in it */
    ARGS_MIN_COLS = 80,       /* the smallest --max-size: the smallest screen murk plays on */
    ARGS_MIN_LINES = 24,
    ARGS_SIZE_MAX = 10000, /* the largest --max-size either way */
};

struct args {
    enum args_mode mode;
    bool seeded;             /* --seed was given... */
    uint64_t seed;           /* ...and this is it */
    const char *name;        /* --name, else MURK_NAME, or NULL: the login name (the bot: "bot") */
    bool name_from_env;      /* name is MURK_NAME's */
    const char *data_dir;    /* --data, or NULL: MURK_DATA, else where installed */
    const char *save_dir;    /* --save-dir, or NULL: MURK_HOME and the rest */
    const char *record_dir;  /* --record: each game's recording there too, or NULL */
    const char *replay;      /* --replay's recording, or NULL */
    const char *watch;       /* --watch's NAME, or NULL: the list */
    bool no_debug;           /* --no-debug, or MURK_NO_DEBUG set and not 0 */
    bool pause;              /* --pause, or MURK_PAUSE set and not 0 */
    bool screen_reader;      /* --screen-reader: as screen_reader = on in the options file */
    bool all;                /* --scores --all: seeded runs too */
    int max_cols, max_lines; /* --max-size: the screen used at most; 0: all of it */
    unsigned record_mode;    /* --record-mode: the record files' mode; 0: private (0600) */
    int games;               /* --games: the bot's runs (1) */
    int jobs;                /* --jobs: the bot's processes (1) */
};

/* The one-line summary of the command line, as usage errors and --help
 * show it. */
extern const char args_usage[];

/* Reads argv (argc words, argv[0] the program) into *args; argv may be
 * permuted, and args points into it. Returns 0 (EX_OK), or EX_USAGE with one
 * line in why (without "murk: "), arguments in it escaped. The mode is, the
 * first that applies: help or version, whichever comes first (reading stops
 * there, so nothing after it is looked at, bad or not), else scores,
 * check-data, check-options, bot, verify (--replay with --verify), replay, watch, play.
 * Without --name, a MURK_NAME set and not empty is read as --name would
 * be (a bad one refused as it would be). */
int args_parse(int argc, char **argv, struct args *args, char *why, size_t why_size);

/* The first path the user gave, by the option or variable that gave it
 * ("--save-dir", "--data", "--record", "--replay", "MURK_HOME",
 * "MURK_DATA"), or NULL: murk setgid games lets go of the group for good
 * before it uses one (files/group.h). */
const char *args_user_path(const struct args *args);

#endif
