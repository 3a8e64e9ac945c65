/* The command line read into a struct args: getopt_long, each value
 * checked as it is read, and the mode worked out once all are read. */
#define _GNU_SOURCE /* getopt_long */

#include "args.h"

#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sysexits.h>

#include "shown.h"
#include "store/store.h"

const char args_usage[] =
    "usage: murk [--seed N] [--name NAME] [--data DIR] [--save-dir DIR] [--no-debug]"
    " [--record DIR] [--pause] [--screen-reader] [--max-size COLSxLINES] [--record-mode MODE] | --scores"
    " [--all] [--save-dir DIR] [--pause] | --replay FILE [--verify] [--max-size COLSxLINES] |"
    " --watch [NAME] [--save-dir DIR] [--max-size COLSxLINES] |"
    " --check-data [--data DIR] | --check-options | --help | --version";

enum {
    OPT_SEED = 256,
    OPT_HELP,
    OPT_VERSION,
    OPT_DATA,
    OPT_CHECK_DATA,
    OPT_NAME,
    OPT_SAVE_DIR,
    OPT_BOT,
    OPT_GAMES,
    OPT_JOBS,
    OPT_RECORD,
    OPT_REPLAY,
    OPT_VERIFY,
    OPT_NO_DEBUG,
    OPT_SCORES,
    OPT_WATCH,
    OPT_PAUSE,
    OPT_MAX_SIZE,
    OPT_RECORD_MODE,
    OPT_CHECK_OPTIONS,
    OPT_ALL,
    OPT_SCREEN_READER
};

static const struct option options[] = {
    {"seed", required_argument, NULL, OPT_SEED},
    {"data", required_argument, NULL, OPT_DATA},
    {"check-data", no_argument, NULL, OPT_CHECK_DATA},
    {"check-options", no_argument, NULL, OPT_CHECK_OPTIONS},
    {"name", required_argument, NULL, OPT_NAME},
    {"save-dir", required_argument, NULL, OPT_SAVE_DIR},
    {"bot", no_argument, NULL, OPT_BOT},
    {"games", required_argument, NULL, OPT_GAMES},
    {"jobs", required_argument, NULL, OPT_JOBS},
    {"record", required_argument, NULL, OPT_RECORD},
    {"replay", required_argument, NULL, OPT_REPLAY},
    {"verify", no_argument, NULL, OPT_VERIFY},
    {"no-debug", no_argument, NULL, OPT_NO_DEBUG},
    {"scores", no_argument, NULL, OPT_SCORES},
    {"watch", optional_argument, NULL, OPT_WATCH},
    {"pause", no_argument, NULL, OPT_PAUSE},
    {"max-size", required_argument, NULL, OPT_MAX_SIZE},
    {"record-mode", required_argument, NULL, OPT_RECORD_MODE},
    {"all", no_argument, NULL, OPT_ALL},
    {"screen-reader", no_argument, NULL, OPT_SCREEN_READER},
    {"help", no_argument, NULL, OPT_HELP},
    {"version", no_argument, NULL, OPT_VERSION},
    {NULL, 0, NULL, 0},
};

/* The switches that choose the mode, read in any order: the mode is worked
 * out from them once all are read. */
struct asked {
    bool scores, check_data, check_options, bot, verify, watch;
    bool done; /* help or version: read no further */
};

/* A whole number in decimal, digits only (no sign, no space), that fits in
 * 64 bits. */
static bool parse_whole(const char *text, uint64_t *value)
{
    if (!*text)
        return false;
    for (const char *c = text; *c; c++)
        if (*c < '0' || *c > '9')
            return false;
    errno = 0;
    char *end;
    unsigned long long n = strtoull(text, &end, 10);
    if (errno == ERANGE || *end)
        return false;
    *value = (uint64_t)n;
    return true;
}

/* --games or --jobs: 1 to ARGS_COUNT_MAX. */
static int take_count(int opt, const char *text, struct args *a, char *why, size_t why_size)
{
    uint64_t n;
    if (!parse_whole(text, &n) || n < 1 || n > ARGS_COUNT_MAX) {
        snprintf(why,
                 why_size,
                 "%s wants a whole number from 1 to %d",
                 opt == OPT_GAMES ? "--games" : "--jobs",
                 ARGS_COUNT_MAX);
        return EX_USAGE;
    }
    *(opt == OPT_GAMES ? &a->games : &a->jobs) = (int)n;
    return EX_OK;
}

/* An option getopt_long did not take: unknown, or its value missing.
 * word is the argument it was read from. */
static int refuse(int missing, const char *word, char *why, size_t why_size)
{
    bool takes_value = false;
    for (const struct option *o = options; o->name; o++)
        takes_value = takes_value || (o->val == missing && o->has_arg == required_argument);
    /* A short option in a cluster (-xh) is named alone, not as the word. */
    char short_word[3] = {'-', (char)missing, 0};
    if (takes_value && strncmp(word, "--", 2) == 0)
        snprintf(why, why_size, "%s needs a value (%s)", shown_arg(word), args_usage);
    else if (missing > 0 && missing < 128)
        snprintf(why, why_size, "unknown option '%s' (%s)", shown_arg(short_word), args_usage);
    else
        snprintf(why, why_size, "unknown option '%s' (%s)", shown_arg(word), args_usage);
    return EX_USAGE;
}

/* The value of an option that takes a directory: not empty (an empty one
 * would be the root, or the current directory, by surprise). */
static int take_dir(const char *option, const char *text, const char **out, char *why,
                    size_t why_size)
{
    if (!*text) {
        snprintf(why, why_size, "%s wants a directory", option);
        return EX_USAGE;
    }
    *out = text;
    return EX_OK;
}

/* --watch's NAME (--watch NAME or --watch=NAME): a name as --name takes. */
static int take_watched(const char *name, struct args *a, char *why, size_t why_size)
{
    if (!store_name_valid(name)) {
        snprintf(why, why_size, "--watch wants a player's name, not '%s'", shown_arg(name));
        return EX_USAGE;
    }
    a->watch = name;
    return EX_OK;
}

/* --max-size COLSxLINES: at least the smallest screen murk plays on. */
static int take_max_size(const char *text, struct args *a, char *why, size_t why_size)
{
    const char *x = strchr(text, 'x');
    char cols[16];
    uint64_t c = 0, l = 0;
    bool good = x && (size_t)(x - text) < sizeof cols;
    if (good) {
        snprintf(cols, sizeof cols, "%.*s", (int)(x - text), text);
        good = parse_whole(cols, &c) && parse_whole(x + 1, &l) && c >= ARGS_MIN_COLS &&
               l >= ARGS_MIN_LINES && c <= ARGS_SIZE_MAX && l <= ARGS_SIZE_MAX;
    }
    if (!good) {
        snprintf(why,
                 why_size,
                 "--max-size wants COLSxLINES, at least %dx%d (such as 80x24), not '%s'",
                 ARGS_MIN_COLS,
                 ARGS_MIN_LINES,
                 shown_arg(text));
        return EX_USAGE;
    }
    a->max_cols = (int)c;
    a->max_lines = (int)l;
    return EX_OK;
}

/* --record-mode: an octal mode for the record files that the owner can
 * read and write, the group may too, others may only read: no execute
 * bit, no special bit, never writable by all (anyone could forge a
 * record). */
static int take_record_mode(const char *text, struct args *a, char *why, size_t why_size)
{
    size_t len = strlen(text);
    unsigned long mode = 0;
    bool good = len >= 3 && len <= 4 && strspn(text, "01234567") == len;
    if (good) {
        mode = strtoul(text, NULL, 8);
        good = (mode & 0600) == 0600 && (mode & ~0664UL) == 0;
    }
    if (!good) {
        snprintf(why,
                 why_size,
                 "--record-mode wants an octal mode from 0600 to 0664 with no execute bit and "
                 "no write for others (such as 0644), not '%s'",
                 shown_arg(text));
        return EX_USAGE;
    }
    a->record_mode = (unsigned)mode;
    return EX_OK;
}

/* --name's value, or MURK_NAME's (what says it is given as): a name as
 * store_name_valid has it. */
static int take_name(const char *what, const char *text, struct args *a, char *why, size_t why_size)
{
    if (!store_name_valid(text)) {
        snprintf(why,
                 why_size,
                 "%s wants 1 to %d letters, digits, '-', '_' or '.' (not first), not '%s'",
                 what,
                 STORE_NAME_MAX,
                 shown_arg(text));
        return EX_USAGE;
    }
    a->name = text;
    return EX_OK;
}

/* One option as getopt_long gave it, its value in optarg. */
static int take(int opt, struct args *a, struct asked *asked, char **argv, char *why,
                size_t why_size)
{
    switch (opt) {
    case OPT_SEED:
        if (!parse_whole(optarg, &a->seed)) {
            snprintf(why,
                     why_size,
                     "--seed wants a whole number from 0 to %" PRIu64 ", not '%s'",
                     UINT64_MAX,
                     shown_arg(optarg));
            return EX_USAGE;
        }
        a->seeded = true;
        return EX_OK;
    case OPT_DATA:
        return take_dir("--data", optarg, &a->data_dir, why, why_size);
    case OPT_SAVE_DIR:
        return take_dir("--save-dir", optarg, &a->save_dir, why, why_size);
    case OPT_NAME:
        return take_name("--name", optarg, a, why, why_size);
    case OPT_GAMES:
    case OPT_JOBS:
        return take_count(opt, optarg, a, why, why_size);
    case OPT_NO_DEBUG:
        a->no_debug = true;
        return EX_OK;
    case OPT_SCORES:
        asked->scores = true;
        return EX_OK;
    case OPT_PAUSE:
        a->pause = true;
        return EX_OK;
    case OPT_ALL:
        a->all = true;
        return EX_OK;
    case OPT_SCREEN_READER:
        a->screen_reader = true;
        return EX_OK;
    case OPT_MAX_SIZE:
        return take_max_size(optarg, a, why, why_size);
    case OPT_RECORD_MODE:
        return take_record_mode(optarg, a, why, why_size);
    case OPT_CHECK_DATA:
        asked->check_data = true;
        return EX_OK;
    case OPT_CHECK_OPTIONS:
        asked->check_options = true;
        return EX_OK;
    case OPT_BOT:
        asked->bot = true;
        return EX_OK;
    case OPT_VERIFY:
        asked->verify = true;
        return EX_OK;
    case OPT_RECORD:
        a->record_dir = optarg;
        return EX_OK;
    case OPT_REPLAY:
        a->replay = optarg;
        return EX_OK;
    case OPT_WATCH:
        asked->watch = true;
        return optarg ? take_watched(optarg, a, why, why_size) : EX_OK;
    case 'h':
    case OPT_HELP:
        a->mode = ARGS_HELP;
        asked->done = true;
        return EX_OK;
    case 'V':
    case OPT_VERSION:
        a->mode = ARGS_VERSION;
        asked->done = true;
        return EX_OK;
    default:
        return refuse(optopt, argv[optind - 1], why, why_size);
    }
}

/* The mode the switches ask for, the first that applies. */
static enum args_mode mode_of(const struct asked *asked, const struct args *a)
{
    if (asked->scores)
        return ARGS_SCORES;
    if (asked->check_data)
        return ARGS_CHECK_DATA;
    if (asked->check_options)
        return ARGS_CHECK_OPTIONS;
    if (asked->bot)
        return ARGS_BOT;
    if (a->replay)
        return asked->verify ? ARGS_VERIFY : ARGS_REPLAY;
    if (asked->watch)
        return ARGS_WATCH;
    return ARGS_PLAY;
}

const char *args_user_path(const struct args *a)
{
    static const char *const vars[] = {"MURK_HOME", "MURK_DATA"};
    if (a->save_dir)
        return "--save-dir";
    if (a->data_dir)
        return "--data";
    if (a->record_dir)
        return "--record";
    if (a->replay)
        return "--replay";
    for (size_t i = 0; i < sizeof vars / sizeof vars[0]; i++) {
        const char *value = getenv(vars[i]);
        if (value && *value)
            return vars[i];
    }
    return NULL;
}

/* A switch in the environment: set, and neither empty nor 0. */
static bool env_set(const char *name)
{
    const char *value = getenv(name);
    return value && *value && strcmp(value, "0") != 0;
}

int args_parse(int argc, char **argv, struct args *a, char *why, size_t why_size)
{
    *a = (struct args){
        .mode = ARGS_PLAY,
        .no_debug = env_set("MURK_NO_DEBUG"),
        .pause = env_set("MURK_PAUSE"),
        .games = 1,
        .jobs = 1,
    };
    struct asked asked = {0};
    /* 0, not 1: glibc starts its scan afresh, so a second reading (the
     * tests) begins at the first argument too. */
    optind = 0;
    opterr = 0; /* we say what went wrong ourselves, in one line */
    int opt;
    while (!asked.done && (opt = getopt_long(argc, argv, "hV", options, NULL)) != -1) {
        int status = take(opt, a, &asked, argv, why, why_size);
        if (status != EX_OK)
            return status;
    }
    if (asked.done)
        return EX_OK;
    /* --watch NAME: the one word left is the name. */
    if (asked.watch && !a->watch && optind == argc - 1 &&
        take_watched(argv[optind++], a, why, why_size) != EX_OK)
        return EX_USAGE;
    if (optind < argc) {
        snprintf(
            why, why_size, "unexpected argument '%s' (%s)", shown_arg(argv[optind]), args_usage);
        return EX_USAGE;
    }
    a->mode = mode_of(&asked, a);
    /* A launcher that can pass no argument sets MURK_NAME; --name wins. */
    const char *env_name = getenv("MURK_NAME");
    if (!a->name && env_name && *env_name) {
        a->name_from_env = true;
        return take_name("MURK_NAME", env_name, a, why, why_size);
    }
    return EX_OK;
}
