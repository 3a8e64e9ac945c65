/* `murk --watch`: the games in progress listed and followed on the curses
 * front end, from their recordings (live.c). */
#define _POSIX_C_SOURCE 200809L /* isatty */

#include <stdio.h>
#include <string.h>
#include <sysexits.h>
#include <unistd.h>

#include "../files/group.h"
#include "../term/follow.h"
#include "../term/ui.h"
#include "live.h"
#include "watch_live.h"

_Static_assert(sizeof((struct ui_watch_entry *)0)->name == LIVE_NAME_MAX, "a name fits both");
_Static_assert((int)UI_WATCH_MAX == (int)LIVE_LIST_MAX, "a list fits both");

struct watching {
    const struct live_dirs *dirs;
    const struct live_data *data;
    struct live_follow follow;
    struct live_roster roster; /* the list's games, followed between lists */
};

/* Installed setgid games, the save folder and its recordings are the
 * group's alone (2770): the group is held while they are looked at or
 * opened (a listing, a game opened, the next action read), no longer.
 * These do that around live.c's calls. */
static int open_dirs(struct live_dirs *dirs, const char *base, char *why, size_t why_size)
{
    files_group_raise();
    int status = live_open(dirs, base, why, why_size);
    files_group_lower();
    return status;
}

static int open_game(struct watching *w, const char *name, char *why, size_t why_size)
{
    files_group_raise();
    int status = live_follow_open(&w->follow, w->dirs, name, w->data, why, why_size);
    files_group_lower();
    return status;
}

/* The watch list's games, for the menu. */
static int list_games(void *ctx, struct ui_watch_entry *entries, int max)
{
    struct watching *w = ctx;
    static struct live_game games[LIVE_LIST_MAX];
    files_group_raise();
    int count =
        live_list(w->dirs, w->data, &w->roster, games, max < LIVE_LIST_MAX ? max : LIVE_LIST_MAX);
    files_group_lower();
    for (int i = 0; i < count; i++) {
        memcpy(entries[i].name, games[i].name, sizeof entries[i].name);
        entries[i].depth = games[i].depth;
        entries[i].turn = games[i].turn;
        entries[i].idle = games[i].idle;
    }
    return count;
}

/* The followed game's next action, for the front end. */
static enum ui_feed feed(void *ctx, char *said, size_t size)
{
    struct watching *w = ctx;
    files_group_raise();
    enum live_step step = live_follow_next(&w->follow, said, size);
    files_group_lower();
    switch (step) {
    case LIVE_ACTION:
        return UI_FEED_ACTION;
    case LIVE_WAIT:
        return UI_FEED_WAIT;
    case LIVE_OVER:
        return UI_FEED_OVER;
    case LIVE_BAD:
        break;
    }
    return UI_FEED_BAD;
}

/* Follows the game w->follow has open on the open front end, and lets go
 * of it. Returns how it ended; status 65 and its line in why when the
 * recording disagreed. */
static enum ui_end follow(struct ui *ui, struct watching *w, bool minds, int *status, char *why,
                          size_t why_size)
{
    char line[160];
    snprintf(line,
             sizeof line,
             "You are watching %s. Nothing you do changes their game. q leaves.",
             w->follow.name);
    bool bad;
    /* Minds only where the host allows the aids; the front end asks the
     * player's game too, as played so far (it may turn them off). */
    enum ui_end end = ui_follow(ui, &w->follow.game, line, minds, feed, w, why, why_size, &bad);
    live_follow_close(&w->follow);
    if (bad)
        *status = EX_DATAERR;
    return end;
}

/* The list, then the game chosen, until the watcher leaves. */
static enum ui_end watch_from_list(struct ui *ui, struct watching *w, bool minds, int *status,
                                   char *why, size_t why_size)
{
    for (;;) {
        char name[32];
        enum ui_end end = ui_watch_menu(ui, list_games, w, name, sizeof name);
        if (end != UI_NEW_GAME)
            return end;
        *status = open_game(w, name, why, why_size);
        /* A game gone between the list and the choice: the list again. */
        if (*status == EX_NOINPUT) {
            *status = EX_OK;
            continue;
        }
        if (*status == EX_OK)
            end = follow(ui, w, minds, status, why, why_size);
        if (*status != EX_OK || (end != UI_NEW_GAME && end != UI_QUIT))
            return end;
    }
}

int live_watch(const char *base, const char *name, const struct live_data *data, bool minds)
{
    char why[LIVE_WHY_MAX];
    struct live_dirs dirs = {.save_fd = -1, .rec_fd = -1};
    int status = open_dirs(&dirs, base, why, sizeof why);
    static struct watching w; /* a game in it: kept off the stack */
    w.dirs = &dirs;
    w.data = data;
    if (status == EX_OK && name)
        status = open_game(&w, name, why, sizeof why);
    if (status == EX_OK && (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO))) {
        snprintf(why, sizeof why, "needs a terminal on standard input and output");
        status = EX_USAGE;
    }
    struct ui *ui = status == EX_OK ? ui_open() : NULL;
    if (ui && files_group_shared())
        ui_hide_unchosen_seeds(ui); /* a listed game's seed, before its end */
    if (status == EX_OK && !ui)
        status = EX_UNAVAILABLE; /* ui_open said why */
    if (ui)
        ui_cap_size(ui, data->max_cols, data->max_lines); /* the player's capped screen */
    if (ui) {
        enum ui_end end = name ? follow(ui, &w, minds, &status, why, sizeof why)
                               : watch_from_list(ui, &w, minds, &status, why, sizeof why);
        ui_close(ui);
        live_roster_free(&w.roster);
        if (end == UI_LOST && status == EX_OK) {
            snprintf(why, sizeof why, "the terminal went away");
            status = EX_IOERR;
        }
    }
    if (name && !ui && w.follow.pb.file)
        live_follow_close(&w.follow); /* opened, but no terminal to watch on */
    if (status != EX_OK && status != EX_UNAVAILABLE)
        fprintf(stderr, "murk: %s\n", why);
    if (dirs.save_fd >= 0 || dirs.rec_fd >= 0)
        live_close(&dirs);
    return status;
}
