/* murk: which mode runs (src/args.c reads the command line), on which
 * files, and the one place each mode's files are let go. */
#define _POSIX_C_SOURCE 200809L /* isatty, getpid */

#include <fcntl.h>
#include <inttypes.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sysexits.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include "args.h"
#include "files/files.h"
#include "files/group.h"
#include "bot/run.h"
#include "data_files.h"
#include "replay/keep.h"
#include "replay/live.h"
#include "replay/recording.h"
#include "replay/watch.h"
#include "replay/watch_live.h"
#include "murk/turn/game.h"
#include "record/record.h"
#include "run_end.h"
#include "session.h"
#include "shown.h"
#include "store/store.h"
#include "store/takeover.h"
#include "term/notice.h"
#include "term/options.h"
#include "term/ui.h"

#ifndef MURK_VERSION
#define MURK_VERSION "0.0"
#endif

static void print_help(void)
{
    printf("%s\n\n"
           "A terminal roguelike. Walk with h j k l y u b n, the arrow keys or the keypad;\n"
           "press ? in the game for every key, and see murk(6).\n\n"
           "  --seed N       play the dungeon made from seed N (0 to 18446744073709551615);\n"
           "                 without it the seed is random and shown in the side panel\n"
           "  --name NAME    play as NAME (letters, digits, -, _ and . not first, at most\n"
           "                 31; else $MURK_NAME, else the login name, which must be\n"
           "                 one): NAME's saved game, if any, goes on\n"
           "  --save-dir DIR keep saves in DIR/save (else $MURK_HOME, else\n"
           "                 $XDG_DATA_HOME/murk, else ~/.local/share/murk)\n"
           "  --data DIR     read the data files from DIR (else $MURK_DATA, else the\n"
           "                 first that holds them of: data/ beside the binary,\n"
           "                 %s, ../share/murk beside the binary)\n"
           "  --no-debug     turn the debugging aids (F4, D, X) off, as a server does;\n"
           "                 so does MURK_NO_DEBUG=1\n"
           "  --pause        hold every refusal and --scores on the screen until Enter,\n"
           "                 for a launcher that clears it (so does MURK_PAUSE=1)\n"
           "  --screen-reader\n"
           "                 play by ear: each turn's news in words, the cursor after\n"
           "                 it, the map still (as screen_reader = on in the options)\n"
           "  --max-size COLSxLINES\n"
           "                 play, --watch and --replay in at most COLSxLINES (80x24 or\n"
           "                 more) of the terminal, its top-left corner\n"
           "  --record-mode MODE\n"
           "                 make the xlogfile, morgues and scores with MODE (0600 to\n"
           "                 0664, such as 0644); saves stay 0600\n"
           "  --scores       print the best %d runs, and NAME's best below them; runs\n"
           "                 begun with --seed (seeded) only with --all, marked\n"
           "  --check-data   check every data file, print nothing if all is well, exit 0;\n"
           "                 otherwise one line per error, exit 65 (66 if unreadable)\n"
           "  --check-options\n"
           "                 check the options file ($MURK_OPTIONS, else\n"
           "                 $XDG_CONFIG_HOME/murk/murkrc, else ~/.config/murk/murkrc):\n"
           "                 exit 0, or one line per bad line (FILE:LINE:COL) and 78\n"
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
           "  --watch [NAME] watch a game as it is played: the games in progress in the\n"
           "                 save directory (as --save-dir finds it) to choose from, or\n"
           "                 NAME's; q leaves, m the minds pane, F4 all minds (not\n"
           "                 with --no-debug);\n"
           "                 exit 66 when NAME is not playing\n"
           "  -h, --help     show this help and exit\n"
           "  -V, --version  show the version and exit\n",
           args_usage,
           data_dir_built_in(),
           RECORD_SCORES_SHOWN);
}

/* A seed nobody chose. */
static uint64_t random_seed(void)
{
    return files_random_u64();
}

/* The data files, loaded: what every mode but help, version and the scores
 * stands on. */
struct data {
    struct kind_list kinds;
    struct item_kind_list items;
    uint64_t hash; /* of the files, written into saves and recordings */
};

/* The session's word to the front end: a save that failed, or the first
 * that worked again. */
static void tell_ui(void *ctx, const char *failure)
{
    ui_save_failed(ctx, failure);
}

/* session_changed with the games group, murk setgid (files/group.h): the
 * front end calls it whenever the game may have changed, and runs without
 * the group. */
static void keep_saved(void *ctx, const struct game *game)
{
    struct session *s = ctx;
    files_group_raise();
    session_changed(s, game);
    files_group_lower();
    if (s->end_said[0] && s->told_ctx) {
        ui_tell_end(s->told_ctx, s->end_said);
        s->end_said[0] = 0;
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

/* The player's name: --name (or MURK_NAME), else the login name; NULL,
 * with why, when the login cannot be a name. */
static const char *player_name(const struct args *a, char *buf, size_t size, char *why,
                               size_t why_size)
{
    if (a->name)
        return a->name;
    return store_name_default(buf, size, why, why_size) == EX_OK ? buf : NULL;
}

/* The save and the recordings of name, on the open store: its saved game
 * loaded into game (found says whether there was one), refused when --seed
 * asks for another. Says what went wrong in one line. */
static int play_load(struct session *s, struct keep *keep, struct game *game, const char *base,
                     const char *name, const struct args *a, const struct data *d, bool *found)
{
    /* Records kept from runs before, first: the oldest are written first. */
    s->kinds = &d->kinds;
    s->items = &d->items;
    record_deadline_begin(); /* one for every record the start writes */
    run_end_retry(&s->store, &d->kinds, &d->items, s->said, sizeof s->said);
    int status = store_load(&s->store, game, &d->kinds, &d->items, found, s->why, sizeof s->why);
    if (status == EX_OK && *found && game->run.over) {
        /* A run that ended before its record was written is never played:
         * its record is finished, and a new run starts. */
        status = run_end_pending(&s->store, game, s->said, sizeof s->said, s->why, sizeof s->why);
        game_free(game);
        *found = false;
    }
    record_deadline_end();
    if (status == EX_OK && *found && a->seeded && a->seed != game->run.seed) {
        /* Never start over a game in progress, nor drop the seed asked for
         * without a word. */
        if (files_group_shared() && !game->run.seeded) /* its seed is not told before its end */
            snprintf(s->why,
                     sizeof s->why,
                     "%s has a game in progress; play it on without --seed, or give another --name",
                     name);
        else
            snprintf(s->why,
                     sizeof s->why,
                     "%s has a game in progress on seed %" PRIu64
                     "; play it on without --seed, or give another --name",
                     name,
                     game->run.seed);
        status = EX_USAGE;
    }
    if (status == EX_OK)
        status = keep_open(keep, base, a->record_dir, name, d->hash, s->why, sizeof s->why);
    if (status == EX_OK && *found && s->store.updated) {
        keep_start_from_save(keep, game, time(NULL));
    } else if (status == EX_OK && *found) {
        /* The save is a snapshot: the journal brings back every action
         * played since it was written. */
        status = keep_resume(keep, game, &d->kinds, &d->items);
        if (status != EX_OK)
            snprintf(s->why, sizeof s->why, "%s", keep->why);
        else if (keep->aside[0] && !s->said[0])
            snprintf(s->said, sizeof s->said, "%s", keep->aside);
    }
    if (status != EX_OK)
        shown_error(s->why);
    return status;
}

/* Games one after another on the open front end, until the player quits
 * or saves. The first is the saved game, when found; else a new game on
 * --seed, if given; every new game after a death gets a random seed. Says
 * how the last was left in end. Returns false when a new game finds no
 * memory (the front end still open: the caller says so once it is shut). */
static bool play_games(struct ui *ui, struct session *s, struct keep *keep, struct game *game,
                       const struct args *a, const struct data *d, bool found, enum ui_end *end)
{
    ui_on_change(ui, keep_saved, s);
    s->keep = keep;
    ui_on_action(ui, session_action, s);
    *end = UI_NEW_GAME;
    for (bool first = true; *end == UI_NEW_GAME; first = false) {
        if (!(first && found)) {
            /* A new game after a death is made in the last one's buffers. */
            uint64_t seed = first && a->seeded ? a->seed : random_seed();
            if ((first ? game_new : game_renew)(game, seed, &d->kinds, &d->items) != 0)
                return false;
            /* Random, so two runs of one name and seed are two records. */
            game_set_run_id(game, random_seed());
        }
        session_new_game(s);
        if (!(first && found)) { /* a saved game's recording is open already */
            files_group_raise(); /* the recordings are opened in the shared folder */
            keep_start(keep, game, time(NULL));
            files_group_lower();
        }
        if (first && !found && a->seeded) {
            /* A seed the player chose can be rehearsed: the run says so in
             * every record, as an action, so its save and recording keep it. */
            struct action seeded = {.kind = ACTION_SEEDED, .slot = -1, .target = -1};
            game_do(game, seeded);
            session_action(s, game, seeded);
        }
        if (a->no_debug && game_debug_allowed(game)) {
            /* The host's setting is an action like any other, so the run
             * keeps it (a save, a recording) and says so when asked. */
            struct action off = {.kind = ACTION_DEBUG_OFF, .slot = -1, .target = -1};
            game_do(game, off);
            session_action(s, game, off);
        }
        if (first && found && !s->said[0]) {
            /* A game taken up again says so, and where it stands, unless
             * the start had more to tell (a run kept pending, recorded
             * now): the notice line holds one, and that one matters more. */
            char line[96];
            snprintf(line,
                     sizeof line,
                     "Welcome back. Your game goes on: floor %d, turn %d.",
                     game->run.depth,
                     game->run.turn);
            ui_tell(ui, line);
        }
        *end = ui_play(ui, game);
        files_group_raise();
        keep_stop(keep, game);
        files_group_lower();
    }
    return true;
}

/* Saved for good, or given up and recorded, before the terminal is given
 * back: a hang-up's time is short. The front end gives a run up with
 * ACTION_QUIT; one it left over without that is given up here. */
static void play_leave(struct session *s, struct game *game, enum ui_end end)
{
    if (!game->run.over && end == UI_QUIT)
        game_do(game, (struct action){.kind = ACTION_QUIT, .slot = -1, .target = -1});
    files_group_raise();
    if (game->run.over)
        session_changed(s, game);
    else
        session_leave(s, game);
    files_group_lower();
}

/* The games on the open front end, shut here before the closing lines are
 * said. */
static int play_through(struct ui *ui, struct session *s, struct keep *keep, struct game *game,
                        const struct args *a, const struct data *d, bool found)
{
    enum ui_end end;
    s->told = tell_ui;
    s->told_ctx = ui;
    if (s->said[0])
        ui_tell(ui, s->said);
    bool played = play_games(ui, s, keep, game, a, d, found, &end);
    s->told = NULL;
    if (played)
        play_leave(s, game, end);
    ui_close(ui);
    if (!played) {
        fprintf(stderr, "murk: out of memory\n");
        return EX_OSERR;
    }
    int status = finish(s, game, end);
    if (keep->status) {
        shown_error(keep->why);
        if (status == EX_OK)
            status = keep->status;
    }
    return status;
}

/* play() once the store is open: the saved game, the recordings and the
 * front end; the game let go here, once. */
static int play_on_store(struct session *s, const char *base, const char *name,
                         const struct args *a, const struct data *d)
{
    static struct game game; /* large: kept off the stack */
    static struct keep keep; /* the recordings */
    bool found = false;
    struct ui *ui = NULL;
    files_group_raise();
    int status = play_load(s, &keep, &game, base, name, a, d, &found);
    files_group_lower();
    if (status == EX_OK && !(ui = ui_open()))
        status = EX_UNAVAILABLE; /* ui_open said why */
    if (ui && a->max_cols)
        ui_cap_size(ui, a->max_cols, a->max_lines);
    if (ui && files_group_shared())
        ui_hide_unchosen_seeds(ui); /* no private rehearsal of a listed game */
    if (ui)
        status = play_through(ui, s, &keep, &game, a, d, found);
    keep_close(&keep);
    game_free(&game);
    return status;
}

/* The game on a terminal: the player's save directory opened and locked,
 * then play_on_store; the store let go here, once. */
static int play(const struct args *a, const struct data *d)
{
    if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
        fprintf(stderr, "murk: needs a terminal on standard input and output\n");
        return EX_USAGE;
    }
    static struct session s; /* large: kept off the stack */
    char name_buf[STORE_NAME_MAX + 1], base[STORE_PATH_MAX];
    const char *name = player_name(a, name_buf, sizeof name_buf, s.why, sizeof s.why);
    int status =
        name ? store_base_dir(a->save_dir, base, sizeof base, s.why, sizeof s.why) : EX_USAGE;
    files_group_raise();
    if (status == EX_OK)
        status = store_open_or_take_over(
            &s.store, base, name, d->hash, STDIN_FILENO, stdout, s.why, sizeof s.why);
    files_group_lower();
    if (status != EX_OK) {
        shown_error(s.why);
        return status; /* nothing is open yet */
    }
    status = play_on_store(&s, base, name, a, d);
    store_close(&s.store);
    return status;
}

/* --scores: the best runs recorded in the save directory's scores.sqlite,
 * and the player's best when it is not among them. */
static int print_scores(const struct args *a)
{
    char name[STORE_NAME_MAX + 1], base[STORE_PATH_MAX], why[STORE_WHY_MAX];
    int status = store_base_dir(a->save_dir, base, sizeof base, why, sizeof why);
    /* A login that is no name only has no best of its own shown. */
    char no_name[STORE_WHY_MAX];
    files_group_raise();
    if (status == EX_OK)
        status = record_scores_print(base,
                                     player_name(a, name, sizeof name, no_name, sizeof no_name),
                                     a->all,
                                     stdout,
                                     why,
                                     sizeof why);
    files_group_lower();
    if (status != EX_OK)
        shown_error(why);
    return status;
}

/* The name's runs kept pending (a bot's or a player's), recorded before
 * the bot records its own; said on standard error. A name in play is
 * left to its player's murk. */
static void bot_retry_pending(const char *base, const char *name, const struct data *d)
{
    struct store store;
    char why[STORE_WHY_MAX], said[STORE_WHY_MAX + 256] = "";
    files_group_raise();
    if (store_open(&store, base, name, d->hash, why, sizeof why) == EX_OK) {
        run_end_retry(&store, &d->kinds, &d->items, said, sizeof said);
        store_close(&store);
    }
    files_group_lower();
    if (said[0])
        fprintf(stderr, "murk: %s\n", said);
}

/* A bot's run whose record could not be written, kept pending. */
static int keep_bot_run(const struct bot_options *o, const struct game *game, char *why,
                        size_t why_size)
{
    return run_end_keep(o->record_base, o->name, o->data_hash, game, why, why_size);
}

/* --bot: the runs, headless. Only a save directory or a name asked for
 * makes it leave a record of each run: otherwise it writes nothing. */
static int play_bot(const struct args *a, const struct data *d)
{
    struct bot_options o = {
        .seed = a->seeded ? a->seed : 1,
        .games = a->games,
        .jobs = a->jobs,
        .record_dir = a->record_dir,
        .data_hash = d->hash,
        .name = a->name && !a->name_from_env ? a->name : "bot",
        .keep = keep_bot_run,
    };
    char base[STORE_PATH_MAX], why[STORE_WHY_MAX];
    int status;
    /* MURK_NAME is a player's, set by a launcher: not a bot's. */
    if (a->save_dir || (a->name && !a->name_from_env)) {
        status = store_base_dir(a->save_dir, base, sizeof base, why, sizeof why);
        if (status != EX_OK) {
            fprintf(stderr, "murk: %s\n", why);
            return status;
        }
        o.record_base = base;
        /* Shared, its runs go on the list under a name of the player's
         * own: never another's. */
        files_group_raise();
        status = store_name_claim(base, o.name, why, sizeof why);
        if (status == EX_OK)
            status = store_bot_allow(base, o.games, why, sizeof why);
        files_group_lower();
        if (status != EX_OK) {
            fprintf(stderr, "murk: %s\n", why);
            return status;
        }
        bot_retry_pending(base, o.name, d);
    }
    /* The group is raised by the bot only while it writes a record. */
    return bot_main(&o, &d->kinds, &d->items);
}

/* --replay FILE --verify: the recording replayed headless. */
static int verify(const struct args *a, const struct data *d)
{
    char why[STORE_WHY_MAX];
    int status = recording_verify(a->replay, &d->kinds, &d->items, d->hash, why, sizeof why);
    if (status != EX_OK)
        shown_error(why);
    return status;
}

/* --watch [NAME]: the games in progress in the save directory, watched.
 * The aids follow the host's --no-debug, as in play. */
static int watch(const struct args *a, const struct data *d)
{
    char base[STORE_PATH_MAX], why[STORE_WHY_MAX];
    int status = store_base_dir(a->save_dir, base, sizeof base, why, sizeof why);
    if (status != EX_OK) {
        shown_error(why);
        return status;
    }
    struct live_data data = {.kinds = &d->kinds,
                             .items = &d->items,
                             .hash = d->hash,
                             .max_cols = a->max_cols,
                             .max_lines = a->max_lines};
    return live_watch(base, a->watch, &data, !a->no_debug);
}

/* Finds the data files (--data, MURK_DATA, else where they are installed)
 * and loads them into d, with their hash unless they are only checked.
 * Says what is wrong itself. */
static int data_open(struct data *d, const struct args *a, const char *argv0)
{
    char dir[4096];
    int status = data_dir_find(a->data_dir, argv0, dir, sizeof dir);
    if (status == EX_OK)
        status = data_load_all(dir, &d->kinds, &d->items);
    if (status == EX_OK && a->mode != ARGS_CHECK_DATA) {
        char why[STORE_WHY_MAX];
        status = store_data_hash(dir, &d->hash, why, sizeof why);
        if (status != EX_OK)
            shown_error(why);
    }
    return status;
}

/* A signal's only work while murk waits for Enter: to end the wait. */
static void stop_waiting(int sig)
{
    (void)sig;
}

/* --pause: what murk said last stays on the screen until the player
 * presses Enter, so a launcher that clears the screen when murk ends (as
 * dgamelaunch does) never wipes it unread. Only on a terminal; a hang-up,
 * SIGTERM, Ctrl-C or the end of input ends the wait too. */
static void wait_for_key(bool enter);

static void pause_for_enter(void)
{
    /* Nobody to wait for, or nowhere the player would read why. */
    if (!isatty(STDIN_FILENO) || (!isatty(STDERR_FILENO) && !isatty(STDOUT_FILENO)))
        return;
    FILE *say = isatty(STDERR_FILENO) ? stderr : stdout;
    fputs("Press Enter to go back.", say);
    fflush(say);
    wait_for_key(true);
    fputc('\n', say);
}

/* Waits for Enter (enter) or any key on the terminal, whatever mode the
 * launcher left it in; a hang-up, SIGTERM, Ctrl-C or the end of input
 * ends the wait too. */
static void wait_for_key(bool enter)
{
    /* Whatever mode the launcher left the terminal in: a key at a time,
     * unechoed, Enter as \r or \n. */
    struct termios was, now;
    bool set = tcgetattr(STDIN_FILENO, &was) == 0;
    if (set) {
        now = was;
        now.c_lflag &= ~(tcflag_t)(ICANON | ECHO);
        now.c_cc[VMIN] = 1;
        now.c_cc[VTIME] = 0;
        tcsetattr(STDIN_FILENO, TCSANOW, &now);
    }
    struct sigaction stop = {.sa_handler = stop_waiting}, old[3];
    const int sigs[3] = {SIGHUP, SIGTERM, SIGINT};
    sigemptyset(&stop.sa_mask);
    for (int i = 0; i < 3; i++)
        sigaction(sigs[i], &stop, &old[i]); /* no SA_RESTART: the read returns */
    char c = 0;
    ssize_t got;
    while ((got = read(STDIN_FILENO, &c, 1)) == 1 && enter && c != '\n' && c != '\r')
        ;
    (void)got;
    for (int i = 0; i < 3; i++)
        sigaction(sigs[i], &old[i], NULL);
    if (set)
        tcsetattr(STDIN_FILENO, TCSANOW, &was);
}

/* Whether argv asks for --pause, for a command line args_parse refused
 * (it may have stopped before the word). */
static bool asks_pause(int argc, char **argv)
{
    const char *env = getenv("MURK_PAUSE");
    if (env && *env && strcmp(env, "0") != 0)
        return true;
    for (int i = 1; i < argc && strcmp(argv[i], "--") != 0; i++)
        if (strcmp(argv[i], "--pause") == 0)
            return true;
    return false;
}

/* The options file, read before the game: each bad line told, then a key
 * waited for so the player reads them, and the game plays with the rest.
 * Returns whether any line was bad. */
static bool tell_options(const struct options_report *report, bool wait)
{
    for (int i = 0; i < report->count && i < OPTIONS_ERRORS_KEPT; i++)
        fprintf(stderr, "murk: %s\n", report->lines[i]);
    if (report->count > OPTIONS_ERRORS_KEPT)
        fprintf(stderr,
                "murk: and %d more lines of the options file are bad\n",
                report->count - OPTIONS_ERRORS_KEPT);
    if (report->count && wait && isatty(STDIN_FILENO)) {
        fputs("murk: the rest of the options are used. Press a key to play.", stderr);
        fflush(stderr);
        wait_for_key(false);
    }
    return report->count > 0;
}

/* Runs the mode on the data (loaded, for every mode that uses it). */
static int run(const struct args *a, const struct data *d)
{
    switch (a->mode) {
    case ARGS_HELP:
        print_help();
        return EX_OK;
    case ARGS_VERSION:
        printf("murk %s\n"
               "Copyright (c) 2026 the murk developers\n"
               "MIT License: see the LICENSE file; there is NO WARRANTY.\n",
               MURK_VERSION);
        return EX_OK;
    case ARGS_SCORES:
        return print_scores(a);
    case ARGS_CHECK_DATA:
        return EX_OK; /* data_open checked the files: each error is said */
    case ARGS_CHECK_OPTIONS:
        return EX_OK; /* main read them */
    case ARGS_BOT:
        return play_bot(a, d);
    case ARGS_VERIFY:
        return verify(a, d);
    case ARGS_REPLAY:
        return replay_watch(a->replay, &d->kinds, &d->items, d->hash, a->max_cols, a->max_lines);
    case ARGS_WATCH:
        return watch(a, d);
    case ARGS_PLAY:
        return play(a, d);
    }
    return EX_SOFTWARE;
}

int main(int argc, char **argv)
{
    /* A file size limit makes a write fail (EFBIG), said and kept pending
     * like any other, instead of killing murk at its first write. */
    signal(SIGXFSZ, SIG_IGN);
    struct args args;
    char why[ARGS_WHY_MAX];
    /* Setgid games: the group put aside before anything is read, and let
     * go of for good before a path the user gave is (files/group.h). */
    int status = files_group_start(why, sizeof why);
    if (status != EX_OK) {
        fprintf(stderr, "murk: %s\n", why);
        return status;
    }
    if (args_parse(argc, argv, &args, why, sizeof why) != EX_OK) {
        fprintf(stderr, "murk: %s\n", why);
        if (asks_pause(argc, argv))
            pause_for_enter();
        return EX_USAGE;
    }
    if (args_user_path(&args) && (status = files_group_drop(why, sizeof why)) != EX_OK) {
        fprintf(stderr, "murk: %s\n", why);
        return status;
    }
    /* The options file, the player's own: read with the group put aside
     * (files_group_start), and before settling, which takes HOME away. */
    static struct options options;
    static struct options_report options_report;
    bool uses_options = args.mode == ARGS_PLAY || args.mode == ARGS_WATCH ||
                        args.mode == ARGS_REPLAY || args.mode == ARGS_SCORES ||
                        args.mode == ARGS_CHECK_OPTIONS;
    options_default(&options);
    if (uses_options)
        options_load(&options, &options_report);
    if (args.mode == ARGS_CHECK_OPTIONS)
        return tell_options(&options_report, false) ? EX_CONFIG : EX_OK;
    if (uses_options)
        tell_options(&options_report, args.mode != ARGS_SCORES);
    if (!args.name && options.name[0])
        args.name = options.name;
    if (args.screen_reader)
        options.screen_reader = true;
    ui_use_options(&options);
    files_group_settle();
    /* Shared, the record files are the install's, in the install's modes. */
    if (!files_group_shared())
        record_set_file_mode(args.record_mode);
    /* Help, version and the scores read no data file. */
    bool uses_data =
        args.mode != ARGS_HELP && args.mode != ARGS_VERSION && args.mode != ARGS_SCORES;
    struct data data = {0};
    status = uses_data ? data_open(&data, &args, argv[0]) : EX_OK;
    if (status == EX_OK)
        status = run(&args, &data);
    kind_list_free(&data.kinds);
    item_kind_list_free(&data.items);
    /* A refusal (any status but 0) or the scores, held for the player. */
    if (args.pause && (status != EX_OK || args.mode == ARGS_SCORES))
        pause_for_enter();
    return status;
}
