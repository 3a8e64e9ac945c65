/* Watching a recording: the game drawn as in play, stepped through game_do
 * at a steady pace, with the pace and "paused" on the log's top row. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */

#include "replay.h"

#include <stdio.h>
#include <time.h>

#include "draw_minds.h"
#include "frame.h"
#include "keymap.h"
#include "input.h"
#include "screen.h"
#include "term.h"

enum { KEY_ESC = 27, KEY_CTRL_R = 18 };

/* Actions a second; the pace starts at DEFAULT_SPEED. Above FRAME_RATE a
 * second, several actions go between two frames. */
static const int speeds[] = {1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024};
enum { SPEED_COUNT = sizeof speeds / sizeof speeds[0], DEFAULT_SPEED = 3, FRAME_RATE = 32 };

struct watch {
    int speed; /* index into speeds */
    bool paused, over;
    double due;   /* when the next frame's actions are due (seconds) */
    bool refused; /* the last key asked for the all-seeing pane, and the aids were off */
    long actions;
};

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static int per_frame(const struct watch *w)
{
    return speeds[w->speed] <= FRAME_RATE ? 1 : speeds[w->speed] / FRAME_RATE;
}

static double frame_seconds(const struct watch *w)
{
    return (double)per_frame(w) / speeds[w->speed];
}

/* The log's top row, between the map and the messages, says what the
 * replay is doing. */
static void draw_status(struct ui *ui, const struct watch *w)
{
    if (ui->screen.too_small)
        return;
    WINDOW *win = ui->screen.log;
    int cols = getmaxx(win);
    char text[160];
    if (w->refused)
        snprintf(text, sizeof text, " F4: debugging aids were off in this game. q quit ");
    else if (w->over)
        snprintf(text, sizeof text, " The replay is over (%ld actions). q: quit ", w->actions);
    else
        snprintf(text,
                 sizeof text,
                 " Replay: %d actions/s%s | space %s, + - speed, m minds, q quit ",
                 speeds[w->speed],
                 w->paused ? ", paused" : "",
                 w->paused ? "resume" : "pause");
    wmove(win, 0, 0);
    wclrtoeol(win);
    wattron(win, A_BOLD | A_REVERSE);
    mvwaddnstr(win, 0, 2, text, cols - 4);
    wattroff(win, A_BOLD | A_REVERSE);
    wnoutrefresh(win);
    /* The cursor goes back to the player, as in play. */
    wnoutrefresh(ui->screen.map);
    doupdate();
}

static void show(struct ui *ui, const struct game *game, const struct watch *w)
{
    ui_show(ui, game);
    draw_status(ui, w);
}

/* The keys while watching; returns false when the watcher stops it. The
 * minds panes' keys as a watcher has them: the player's pane always, the
 * all-seeing one where the recorded game allowed the aids. */
static bool obey_key(struct ui *ui, struct watch *w, int key)
{
    enum minds_key pane = minds_key(ui, keymap_lookup(key).command, game_debug_allowed(ui->game));
    w->refused = pane == MINDS_KEY_REFUSED;
    if (pane != MINDS_KEY_NONE)
        return true;
    switch (key) {
    case ' ':
        w->paused = !w->paused;
        w->due = now_seconds() + frame_seconds(w);
        break;
    case '+':
    case '=':
        if (w->speed + 1 < SPEED_COUNT)
            w->speed++;
        break;
    case '-':
    case '_':
        if (w->speed > 0)
            w->speed--;
        break;
    case KEY_CTRL_R:
        clearok(curscr, TRUE);
        break;
    case 'q':
    case 'Q':
    case KEY_ESC:
    case KEY_CTRL_C:
        return false;
    default:
        break;
    }
    return true;
}

enum ui_end ui_replay(struct ui *ui, struct game *game,
                      bool (*next)(void *ctx, struct action *action), void *ctx)
{
    ui->game = game;
    rng_seed(&ui->cosmetic, game_cosmetic_seed(game));
    ui->looking = ui->distance_overlay = false;
    ui->minds = MINDS_OFF;
    ui->minds_scroll = 0;
    ui->pack_view = -1;
    screen_layout(&ui->screen, false);
    struct watch w = {.speed = DEFAULT_SPEED};
    w.due = now_seconds() + frame_seconds(&w);
    for (;;) {
        show(ui, game, &w);
        int wait_ms = -1;
        if (!w.paused && !w.over) {
            double left = w.due - now_seconds();
            wait_ms = left > 0 ? (int)(left * 1000 + 0.5) : 0;
        }
        int key = wait_ms == 0 ? ERR : ui_read_key_within(ui, wait_ms);
        if (key == KEY_GONE)
            return ui_gone();
        if (key != ERR && key != KEY_RESIZE) {
            if (w.over) {
                if (key == 'q' || key == 'Q' || key == KEY_ESC || key == KEY_CTRL_C ||
                    key == '\n' || key == '\r')
                    return UI_QUIT;
                continue;
            }
            if (!obey_key(ui, &w, key))
                return UI_QUIT;
        }
        if (w.paused || w.over || now_seconds() < w.due)
            continue;
        for (int i = per_frame(&w); i > 0 && !w.over; i--) {
            struct action action;
            if (next(ctx, &action)) {
                game_do(game, action);
                w.actions++;
            } else {
                w.over = true;
            }
        }
        /* A steady pace: the next frame is due a frame after this one was,
         * unless the screen has fallen behind. */
        w.due += frame_seconds(&w);
        if (w.due < now_seconds())
            w.due = now_seconds();
    }
}
