/* Watching games as they are played (`murk --watch`): the list of games
 * in progress, and one game followed, drawn as its player sees it. What
 * is watched comes from the recording (src/replay/live.c); nothing here
 * reaches the player's game. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */

#include "follow.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

#include "keymap.h"
#include "draw_map.h"
#include "draw_minds.h"
#include "drawn.h"
#include "frame.h"
#include "input.h"
#include "notice.h"
#include "screen.h"
#include "term.h"
#include "ui.h"

enum {
    KEY_ESC = 27,
    KEY_CTRL_R = 18,
    LETTERS = 25,         /* a to z but q, which leaves: one for each row shown */
    POLL_MS = 100,        /* how often a followed recording is read again */
    LIST_EVERY_MS = 2000, /* how often the list is made again */
    CATCH_UP_MS = 50      /* the longest a batch of actions is played between frames */
};

static const char letters[] = "abcdefghijklmnoprstuvwxyz";

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/* "12s", "5m", "3h", "2d": how long a player has not acted. */
static void idle_text(long idle, char *out, size_t size)
{
    if (idle < 60)
        snprintf(out, size, "%lds", idle);
    else if (idle < 3600)
        snprintf(out, size, "%ldm", idle / 60);
    else if (idle < 86400)
        snprintf(out, size, "%ldh", idle / 3600);
    else
        snprintf(out, size, "%ldd", idle / 86400);
}

static void draw_entry(int row, int i, const struct ui_watch_entry *e, bool chosen)
{
    char idle[24], where[64] = "cannot be watched";
    idle_text(e->idle, idle, sizeof idle);
    if (e->depth >= 0)
        snprintf(where, sizeof where, "floor %-2d  turn %-6d", e->depth, e->turn);
    char text[192];
    snprintf(text, sizeof text, " %c  %-31.31s %-22s idle %s ", letters[i], e->name, where, idle);
    if (chosen)
        attron(A_REVERSE);
    mvaddnstr(row, 2, text, COLS - 4);
    if (chosen)
        attroff(A_REVERSE);
}

/* How many rows of games fit: the screen less the heading and the help,
 * one letter each at most. */
static int rows_shown(void)
{
    int rows = LINES - 6;
    return rows < 1 ? 1 : rows > LETTERS ? LETTERS : rows;
}

/* The list from its row top on (the most recently active first), the
 * chosen one highlighted, and where the list goes on past the screen. */
static void draw_menu(const struct ui_watch_entry *entries, int count, int chosen, int top)
{
    screen_hide_cursor();
    erase();
    if (count == 0) {
        mvaddnstr(1, 2, "No games are being played.", COLS - 4);
        mvaddnstr(3, 2, "The list follows games as they start. q leaves.", COLS - 4);
    } else {
        char heading[96];
        int shown = count - top < rows_shown() ? count - top : rows_shown();
        if (shown < count)
            snprintf(heading,
                     sizeof heading,
                     "Games being played (%d to %d of %d, the arrows scroll):",
                     top + 1,
                     top + shown,
                     count);
        else
            snprintf(heading, sizeof heading, "Games being played:");
        mvaddnstr(1, 2, heading, COLS - 4);
        for (int i = 0; i < shown; i++)
            draw_entry(3 + i, i, &entries[top + i], top + i == chosen);
        mvaddnstr(
            4 + shown, 2, "A letter, or the arrows and Enter, watches a game; q leaves.", COLS - 4);
    }
    refresh();
}

/* The entry a key chooses: its row's letter, or Enter on the highlighted
 * one; -1 for none. Arrows (and the page keys) move the highlight, and
 * the rows shown with it. */
static int menu_key(int key, int count, int *chosen, int *top)
{
    int page = rows_shown();
    if (key == KEY_UP && *chosen > 0)
        (*chosen)--;
    else if (key == KEY_DOWN && *chosen + 1 < count)
        (*chosen)++;
    else if (key == KEY_PPAGE)
        *chosen = *chosen > page ? *chosen - page : 0;
    else if (key == KEY_NPAGE)
        *chosen = *chosen + page < count ? *chosen + page : count > 0 ? count - 1 : 0;
    else if ((key == '\n' || key == '\r' || key == KEY_ENTER) && count > 0)
        return *chosen;
    if (*chosen < *top)
        *top = *chosen;
    else if (*chosen >= *top + page)
        *top = *chosen - page + 1;
    const char *at = key > 0 && key < 128 ? strchr(letters, key) : NULL;
    if (at && at - letters < page && *top + (at - letters) < count)
        return *top + (int)(at - letters);
    return -1;
}

enum ui_end ui_watch_menu(struct ui *ui,
                          int (*list)(void *ctx, struct ui_watch_entry *entries, int max),
                          void *ctx, char *chosen, size_t chosen_size)
{
    static struct ui_watch_entry entries[UI_WATCH_MAX];
    int count = 0, at = 0, top = 0;
    double listed = -LIST_EVERY_MS;
    for (;;) {
        if (now_ms() - listed >= LIST_EVERY_MS) {
            count = list(ctx, entries, UI_WATCH_MAX);
            listed = now_ms();
            if (at >= count)
                at = count > 0 ? count - 1 : 0;
            if (top > at)
                top = at;
        }
        draw_menu(entries, count, at, top);
        int key = ui_read_key_within(ui, POLL_MS * 5);
        if (key == KEY_GONE)
            return ui_gone();
        if (key == 'q' || key == 'Q' || key == KEY_ESC || key == KEY_CTRL_C)
            return UI_QUIT;
        int i = menu_key(key, count, &at, &top);
        if (i >= 0) {
            snprintf(chosen, chosen_size, "%s", entries[i].name);
            return UI_NEW_GAME;
        }
    }
}

/* The keys while following; false when the watcher leaves. */
static bool follow_key(struct ui *ui, int key, const char *line, bool minds)
{
    if (key == 'q' || key == 'Q' || key == KEY_ESC || key == KEY_CTRL_C)
        return false;
    ui_tell(ui, line);
    /* The game as played so far: one whose aids were turned off (a
     * --no-debug player's, from its first action) shows no all-seeing
     * pane; the player's own shows on any server. */
    enum command command = keymap_lookup(key).command;
    if (minds_key(ui, command, minds && game_debug_allowed(ui->game)) == MINDS_KEY_REFUSED)
        ui_tell(ui, "Debugging aids are off on this server. q leaves.");
    switch (command) {
    case CMD_REDRAW:
        clearok(curscr, TRUE);
        break;
    default:
        break;
    }
    return true;
}

/* Plays what the feed has, a batch at most CATCH_UP_MS long, the view
 * moved after each action as the player's front end moves it. Returns
 * the last feed. */
static enum ui_feed catch_up(struct ui *ui,
                             enum ui_feed (*next)(void *ctx, char *said, size_t size), void *ctx,
                             char *said, size_t said_size)
{
    double until = now_ms() + CATCH_UP_MS;
    enum ui_feed feed;
    while ((feed = next(ctx, said, said_size)) == UI_FEED_ACTION) {
        if (!ui->screen.too_small)
            camera_follow(ui);
        if (now_ms() > until)
            break;
    }
    return feed;
}

/* The game's end, or the player gone: said until a key. */
static enum ui_end shown_over(struct ui *ui, const char *said)
{
    char line[sizeof ui->notice];
    snprintf(line, sizeof line, "%s Any key goes on.", said);
    ui_tell(ui, line);
    ui_draw_all(ui);
    int key = ui_read_key_within(ui, -1);
    return key == KEY_GONE ? ui_gone() : UI_NEW_GAME;
}

enum ui_end ui_follow(struct ui *ui, struct game *game, const char *line, bool minds,
                      enum ui_feed (*next)(void *ctx, char *said, size_t size), void *ctx,
                      char *said, size_t said_size, bool *bad)
{
    ui->game = game;
    ui_panel_for(ui, game);
    rng_seed(&ui->cosmetic, game_cosmetic_seed(game));
    ui->looking = ui->distance_overlay = false;
    ui->minds = MINDS_OFF;
    ui->minds_scroll = 0;
    ui->pack_view = -1;
    ui->camera.placed = false;
    *bad = false;
    screen_layout(&ui->screen, false);
    clearok(curscr, TRUE); /* the list was drawn over everything */
    drawn_forget(ui);
    ui_tell(ui, line);
    /* Placed on the game's start, as the player's was before the first
     * key: from there it moves as theirs did. */
    if (!ui->screen.too_small)
        camera_follow(ui);
    for (;;) {
        enum ui_feed feed = catch_up(ui, next, ctx, said, said_size);
        if (feed == UI_FEED_BAD) {
            *bad = true;
            return UI_QUIT;
        }
        if (feed == UI_FEED_OVER)
            return shown_over(ui, said);
        if (ui->minds == MINDS_ALL && !game_debug_allowed(game))
            minds_toggle(ui, MINDS_ALL); /* the aids turned off while it was open */
        ui_draw_all(ui);
        int key = ui_read_key_within(ui, feed == UI_FEED_ACTION ? 0 : POLL_MS);
        if (key == KEY_GONE)
            return ui_gone();
        if (key != ERR && key != KEY_RESIZE && !follow_key(ui, key, line, minds))
            return UI_QUIT;
    }
}
