/* murk: arguments, files, and which front end runs. */
#define _GNU_SOURCE /* getopt_long */

#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sysexits.h>
#include <time.h>
#include <unistd.h>

#include "bot/run.h"
#include "data_files.h"
#include "replay/keep.h"
#include "replay/recording.h"
#include "replay/watch.h"
#include "murk/game.h"
#include "record/record.h"
#include "run_end.h"
#include "shown.h"
#include "store/store.h"
#include "term/ui.h"

#ifndef MURK_VERSION
#define MURK_VERSION "0.0"
#endif

static const char usage_line[] =
    "usage: murk [--seed N] [--name NAME] [--data DIR] [--save-dir DIR] [--no-debug]"
    " [--record DIR] | --scores [--save-dir DIR] | --replay FILE [--verify] | --check-data [--data "
    "DIR] | --help | --version";

static void print_help(void)
{
    printf("%s\n\n"
           "A terminal roguelike. Walk with h j k l y u b n, the arrow keys or the keypad;\n"
           "press ? in the game for every key, and see murk(6).\n\n"
           "  --seed N       play the dungeon made from seed N (0 to 18446744073709551615);\n"
           "                 without it the seed is random and shown in the side panel\n"
           "  --name NAME    play as NAME (letters, digits, - and _, at most 31; the login\n"
           "                 name by default): NAME's saved game, if any, goes on\n"
           "  --save-dir DIR keep saves in DIR/save (else $MURK_HOME, else\n"
           "                 $XDG_DATA_HOME/murk, else ~/.local/share/murk)\n"
           "  --data DIR     read the data files from DIR (else $MURK_DATA, else the\n"
           "                 first that holds them of: data/ beside the binary,\n"
           "                 %s, ../share/murk beside the binary)\n"
           "  --no-debug     turn the debugging aids (m, D, X) off, as a server does;\n"
           "                 so does MURK_NO_DEBUG=1\n"
           "  --scores       print the best %d runs, and NAME's best below them\n"
           "  --check-data   check every data file, print nothing if all is well, exit 0;\n"
           "                 otherwise one line per error, exit 65 (66 if unreadable)\n"
           "  --record DIR   also keep each game's recording in DIR (every game is\n"
           "                 recorded: the last of each name in the save directory's\n"
           "                 recordings/)\n"
           "  --bot          play whole runs headless with the bot: --games N (1),\n"
           "                 --seed S (1; run i plays S + i), --jobs J processes (1);\n"
           "                 a key=value line a run and a summary; --record DIR keeps\n"
           "                 a recording of each\n"
           "  --replay FILE  watch a recording: space pauses, + and - change the speed,\n"
           "                 q stops\n"
           "  --replay FILE --verify\n"
           "                 replay it headless: exit 0, or 65 naming the first turn\n"
           "                 that differs\n"
           "  -h, --help     show this help and exit\n"
           "  -V, --version  show the version and exit\n",
           usage_line,
           data_dir_built_in(),
           RECORD_SCORES_SHOWN);
}

static bool parse_seed(const char *text, uint64_t *seed)
{
    if (!*text)
        return false;
    for (const char *c = text; *c; c++)
        if (*c < '0' || *c > '9')
            return false;
    errno = 0;
    char *end;
    unsigned long long value = strtoull(text, &end, 10);
    if (errno == ERANGE || *end)
        return false;
    *seed = (uint64_t)value;
    return true;
}

/* A seed nobody chose: from the kernel, else the clock and the process. */
static uint64_t random_seed(void)
{
    uint64_t seed = 0;
    int fd = open("/dev/urandom", O_RDONLY);
    if (fd >= 0) {
        ssize_t got = read(fd, &seed, sizeof seed);
        close(fd);
        if (got == (ssize_t)sizeof seed)
            return seed;
    }
    return (uint64_t)time(NULL) * 6364136223846793005ULL ^ (uint64_t)getpid();
}

/* What the player asked for on the command line, for play(). */
struct play_options {
    const uint64_t *seed; /* NULL: random */
    const char *name;
    const char *save_dir; /* NULL: the default */
    uint64_t data_hash;
    const char *record_dir; /* --record: each game's recording there too */
    bool no_debug;          /* --no-debug or MURK_NO_DEBUG=1: the host's */
};

/* The player's save, kept up to date while the game runs. */
struct session {
    struct store store;
    bool saved;      /* the game in play has been written at least once */
    uint64_t digest; /* ...and this is the game last written */
    int depth;       /* ...on this floor */
    bool ended;      /* its run is over and recorded, its save gone */
    int status;      /* the last save's exit status; 0 when it worked */
    char why[STORE_WHY_MAX];
};

/* The front end calls this whenever the game may have changed: a game that
 * did change is written (a new floor durably, fsync and all), and a run
 * that is over is recorded and its save removed. */
static void keep_saved(void *ctx, const struct game *game)
{
    struct session *s = ctx;
    if (game->run.over) {
        if (!s->ended)
            s->status = run_end(&s->store, game, s->why, sizeof s->why);
        s->ended = true;
        return;
    }
    uint64_t digest = game_digest(game);
    if (s->saved && digest == s->digest)
        return;
    bool new_floor = s->saved && game->run.depth != s->depth;
    s->status = store_save(&s->store, game, new_floor, s->why, sizeof s->why);
    if (s->status == 0) {
        s->saved = true;
        s->digest = digest;
        s->depth = game->run.depth;
    }
}

/* After the front end has let go of the terminal: one line saying how the
 * game was left. Returns the exit status. */
static int finish(const struct session *s, const struct game *game, enum ui_end end)
{
    static const char saved[] = "saved; play again with the same name to go on.";
    int status = EX_OK;
    if (s->status) {
        shown_error(s->why);
        status = EX_IOERR;
    }
    if (end == UI_LOST) {
        fprintf(stderr,
                "murk: the terminal went away%s%s\n",
                !game->run.over && !s->status ? "; " : "",
                !game->run.over && !s->status ? saved : "");
        return EX_IOERR;
    }
    if ((end == UI_SAVE || end == UI_SIGNAL) && !game->run.over && !s->status)
        fprintf(stderr, "murk: %s\n", saved);
    return status;
}

/* Games one after another, until the player quits or saves. The first is
 * the player's saved game, if there is one; else a new game on the given
 * seed, if any; every new game after a death gets a random seed. */
static int play(const struct play_options *opt, const struct kind_list *kinds,
                const struct item_kind_list *items)
{
    if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
        fprintf(stderr, "murk: needs a terminal on standard input and output\n");
        return EX_USAGE;
    }
    static struct session s; /* large: kept off the stack */
    static struct game game;
    static struct keep keep; /* the recordings */
    char base[STORE_PATH_MAX];
    int status = store_base_dir(opt->save_dir, base, sizeof base, s.why, sizeof s.why);
    if (status == EX_OK)
        status = store_open(&s.store, base, opt->name, opt->data_hash, s.why, sizeof s.why);
    if (status != EX_OK) {
        shown_error(s.why);
        return status;
    }
    bool found = false;
    status = store_load(&s.store, &game, kinds, items, &found, s.why, sizeof s.why);
    if (status == EX_OK && found && opt->seed && *opt->seed != game.run.seed) {
        /* Never start over a game in progress, nor drop the seed asked for
         * without a word. */
        snprintf(s.why,
                 sizeof s.why,
                 "%s has a game in progress on seed %" PRIu64
                 "; play it on without --seed, or give another --name",
                 opt->name,
                 game.run.seed);
        status = EX_USAGE;
    }
    if (status == EX_OK)
        status =
            keep_open(&keep, base, opt->record_dir, opt->name, opt->data_hash, s.why, sizeof s.why);
    struct ui *ui = status == EX_OK ? ui_open() : NULL;
    if (status == EX_OK && !ui)
        status = EX_UNAVAILABLE;
    else if (status != EX_OK)
        shown_error(s.why);
    if (status != EX_OK) {
        game_free(&game);
        store_close(&s.store);
        return status;
    }
    ui_on_change(ui, keep_saved, &s);
    ui_on_action(ui, keep_action, &keep);
    enum ui_end end = UI_NEW_GAME;
    for (bool first = true; end == UI_NEW_GAME; first = false) {
        if (!first)
            game_free(&game);
        if (!(first && found) &&
            game_new(&game, first && opt->seed ? *opt->seed : random_seed(), kinds, items) != 0) {
            ui_close(ui);
            game_free(&game);
            store_close(&s.store);
            fprintf(stderr, "murk: out of memory\n");
            return EX_OSERR;
        }
        s.saved = s.ended = false;
        if (first && found)
            keep_resume(&keep, &game, kinds, items);
        else
            keep_start(&keep, &game, time(NULL));
        if (opt->no_debug && game_debug_allowed(&game)) {
            /* The host's setting is an action like any other, so the run
             * keeps it (a save, a recording) and says so when asked. */
            struct action off = {.kind = ACTION_DEBUG_OFF, .slot = -1, .target = -1};
            game_do(&game, off);
            keep_action(&keep, &game, off);
        }
        end = ui_play(ui, &game);
        keep_stop(&keep, &game);
    }
    /* Saved for good, or given up and recorded, before the terminal is
     * given back: a hang-up's time is short. The front end gives a run up
     * with ACTION_QUIT; one it left over without that is given up here. */
    if (!game.run.over && end == UI_QUIT)
        game_do(&game, (struct action){.kind = ACTION_QUIT, .slot = -1, .target = -1});
    if (game.run.over)
        keep_saved(&s, &game);
    else
        s.status = store_save(&s.store, &game, true, s.why, sizeof s.why);
    ui_close(ui);
    status = finish(&s, &game, end);
    if (keep.status) {
        shown_error(keep.why);
        if (status == EX_OK)
            status = keep.status;
    }
    game_free(&game);
    store_close(&s.store);
    return status;
}

/* --scores: the best runs recorded in the save directory's scores.sqlite,
 * and name's best when it is not among them. */
static int print_scores(const char *save_dir, const char *name)
{
    char base[STORE_PATH_MAX], why[STORE_WHY_MAX];
    int status = store_base_dir(save_dir, base, sizeof base, why, sizeof why);
    if (status == EX_OK)
        status = record_scores_print(base, name, stdout, why, sizeof why);
    if (status != EX_OK)
        shown_error(why);
    return status;
}

int main(int argc, char **argv)
{
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
        OPT_SCORES
    };
    static const struct option options[] = {
        {"seed", required_argument, NULL, OPT_SEED},
        {"data", required_argument, NULL, OPT_DATA},
        {"check-data", no_argument, NULL, OPT_CHECK_DATA},
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
        {"help", no_argument, NULL, OPT_HELP},
        {"version", no_argument, NULL, OPT_VERSION},
        {NULL, 0, NULL, 0},
    };
    uint64_t seed = 0;
    bool seeded = false, check_only = false, scores = false;
    const char *no_debug_env = getenv("MURK_NO_DEBUG");
    bool no_debug = no_debug_env && *no_debug_env && strcmp(no_debug_env, "0") != 0;
    const char *data_arg = NULL, *name = NULL, *save_dir = NULL;
    /* --bot, --replay and what goes with them. */
    bool bot = false, verify = false;
    int games = 1, jobs = 1;
    const char *record_dir = NULL, *replay = NULL;

    opterr = 0; /* we say what went wrong ourselves, in one line */
    int opt;
    while ((opt = getopt_long(argc, argv, "hV", options, NULL)) != -1) {
        switch (opt) {
        case OPT_SEED:
            if (!parse_seed(optarg, &seed)) {
                fprintf(stderr,
                        "murk: --seed wants a whole number from 0 to %" PRIu64 ", not '%s'\n",
                        UINT64_MAX,
                        shown_arg(optarg));
                return EX_USAGE;
            }
            seeded = true;
            break;
        case OPT_DATA:
            if (!*optarg) {
                fprintf(stderr, "murk: --data wants a directory\n");
                return EX_USAGE;
            }
            data_arg = optarg;
            break;
        case OPT_NO_DEBUG:
            no_debug = true;
            break;
        case OPT_SCORES:
            scores = true;
            break;
        case OPT_CHECK_DATA:
            check_only = true;
            break;
        case OPT_NAME:
            if (!store_name_valid(optarg)) {
                fprintf(stderr,
                        "murk: --name wants 1 to %d letters, digits, '-' or '_', not '%s'\n",
                        STORE_NAME_MAX,
                        shown_arg(optarg));
                return EX_USAGE;
            }
            name = optarg;
            break;
        case OPT_SAVE_DIR:
            if (!*optarg) {
                fprintf(stderr, "murk: --save-dir wants a directory\n");
                return EX_USAGE;
            }
            save_dir = optarg;
            break;
        case OPT_BOT:
            bot = true;
            break;
        case OPT_GAMES:
        case OPT_JOBS: {
            uint64_t n;
            if (!parse_seed(optarg, &n) || n < 1 || n > 1000000) {
                fprintf(stderr,
                        "murk: %s wants a whole number from 1 to 1000000\n",
                        opt == OPT_GAMES ? "--games" : "--jobs");
                return EX_USAGE;
            }
            *(opt == OPT_GAMES ? &games : &jobs) = (int)n;
            break;
        }
        case OPT_RECORD:
            record_dir = optarg;
            break;
        case OPT_REPLAY:
            replay = optarg;
            break;
        case OPT_VERIFY:
            verify = true;
            break;
        case 'h':
        case OPT_HELP:
            print_help();
            return EX_OK;
        case 'V':
        case OPT_VERSION:
            printf("murk %s\n"
                   "Copyright (c) 2026 the murk developers\n"
                   "MIT License: see the LICENSE file; there is NO WARRANTY.\n",
                   MURK_VERSION);
            return EX_OK;
        default:
            if (optopt == OPT_SEED || optopt == OPT_DATA || optopt == OPT_NAME ||
                optopt == OPT_SAVE_DIR)
                fprintf(stderr,
                        "murk: %s needs a value (%s)\n",
                        shown_arg(argv[optind - 1]),
                        usage_line);
            else
                fprintf(stderr,
                        "murk: unknown option '%s' (%s)\n",
                        shown_arg(argv[optind - 1]),
                        usage_line);
            return EX_USAGE;
        }
    }
    if (optind < argc) {
        fprintf(
            stderr, "murk: unexpected argument '%s' (%s)\n", shown_arg(argv[optind]), usage_line);
        return EX_USAGE;
    }
    char default_name[STORE_NAME_MAX + 1];
    store_name_default(default_name, sizeof default_name);
    if (scores)
        return print_scores(save_dir, name ? name : default_name);
    char data_dir[4096];
    int status = data_dir_find(data_arg, argv[0], data_dir, sizeof data_dir);
    if (status != EX_OK)
        return status;
    struct kind_list kinds = {0};
    struct item_kind_list items = {0};
    status = data_load_all(data_dir, &kinds, &items);
    struct play_options how = {
        seeded ? &seed : NULL, name ? name : default_name, save_dir, 0, record_dir, no_debug};
    if (status == EX_OK && !check_only) {
        char why[STORE_WHY_MAX];
        status = store_data_hash(data_dir, &how.data_hash, why, sizeof why);
        if (status != EX_OK)
            shown_error(why);
    }
    if (status == EX_OK && !check_only && bot) {
        struct bot_options o = {
            seeded ? seed : 1, games, jobs, record_dir, how.data_hash, NULL, name ? name : "bot"};
        /* Only a save directory or a name asked for makes the bot leave a
         * record: otherwise it writes nothing. */
        char base[STORE_PATH_MAX], why[STORE_WHY_MAX];
        if (save_dir || name) {
            status = store_base_dir(save_dir, base, sizeof base, why, sizeof why);
            if (status != EX_OK)
                fprintf(stderr, "murk: %s\n", why);
            o.record_base = base;
        }
        if (status == EX_OK)
            status = bot_main(&o, &kinds, &items);
    } else if (status == EX_OK && !check_only && replay && verify) {
        char why[STORE_WHY_MAX];
        status = recording_verify(replay, &kinds, &items, how.data_hash, why, sizeof why);
        if (status != EX_OK)
            shown_error(why);
    } else if (status == EX_OK && !check_only && replay) {
        status = replay_watch(replay, &kinds, &items, how.data_hash);
    } else if (status == EX_OK && !check_only) {
        status = play(&how, &kinds, &items);
    }
    kind_list_free(&kinds);
    item_kind_list_free(&items);
    return status;
}
