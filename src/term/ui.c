#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sysexits.h>

#include "keymap.h"
#include "term.h"

static void draw_all(struct ui *ui)
{
    if (ui->screen.too_small) {
        screen_show_too_small();
        return;
    }
    draw_panel(ui);
    draw_log(ui);
    /* The map goes last so the terminal cursor ends on the player. */
    draw_map(ui);
    doupdate();
}

/* Reads a key, turning a resize into a new layout at once so every caller
 * sees a screen that fits. */
static int read_key(struct ui *ui)
{
    WINDOW *from = ui->screen.too_small ? stdscr : ui->screen.map;
    int key = wgetch(from);
    if (key == KEY_RESIZE)
        screen_layout(&ui->screen);
    return key;
}

/* Asks a yes-or-no question on the log's bottom line. */
static bool ask_yes_no(struct ui *ui, const char *question)
{
    WINDOW *win = ui->screen.log;
    int rows, cols;
    getmaxyx(win, rows, cols);
    wmove(win, rows - 1, 0);
    wclrtoeol(win);
    wattron(win, A_BOLD | A_REVERSE);
    mvwaddnstr(win, rows - 1, 1, question, cols - 2);
    wattroff(win, A_BOLD | A_REVERSE);
    wnoutrefresh(win);
    doupdate();
    int key = read_key(ui);
    return key == 'y' || key == 'Y';
}

static void show_help(struct ui *ui)
{
    for (;;) {
        draw_help(ui);
        if (read_key(ui) != KEY_RESIZE)
            break;
    }
    /* Every window must be sent again: the help screen covered them all. */
    touchwin(ui->screen.map);
    touchwin(ui->screen.panel);
    touchwin(ui->screen.log);
}

/* Front-end commands; returns false when the player chose to quit. */
static bool obey(struct ui *ui, struct key_command kc)
{
    struct game *game = ui->game;
    switch (kc.command) {
    case CMD_MOVE:
        game_do(game, (struct action){ACTION_MOVE, kc.dir});
        break;
    case CMD_WAIT:
        game_do(game, (struct action){ACTION_WAIT, {0, 0}});
        break;
    case CMD_HELP:
        show_help(ui);
        break;
    case CMD_REDRAW:
        clearok(curscr, TRUE);
        break;
    case CMD_QUIT:
        if (ask_yes_no(ui, "Really quit? This game will be lost. (y/n)"))
            return false;
        break;
    case CMD_DISTANCE_OVERLAY:
        ui->distance_overlay = !ui->distance_overlay;
        game_mark_debug_used(game);
        break;
    case CMD_REVEAL_MAP:
        game_reveal_map(game);
        break;
    case CMD_NONE:
        break;
    }
    return true;
}

static bool start_curses(struct ui *ui)
{
    /* newterm, unlike initscr, lets us say why instead of exiting. */
    if (!newterm(NULL, stdout, stdin))
        return false;
    cbreak();
    noecho();
    nonl();
    /* Arrow keys arrive as ESC sequences; over SSH a long wait would make a
     * lone ESC feel sticky and a short one would split the sequences. */
    if (!getenv("ESCDELAY"))
        set_escdelay(25);
    curs_set(1);
    palette_init(&ui->palette);
    screen_layout(&ui->screen);
    return true;
}

int ui_run(struct game *game)
{
    struct ui ui;
    memset(&ui, 0, sizeof ui);
    ui.game = game;
    setlocale(LC_ALL, "");
    if (!start_curses(&ui)) {
        const char *term = getenv("TERM");
        fprintf(stderr, "murk: cannot use the terminal type '%s'\n", term ? term : "");
        return EX_UNAVAILABLE;
    }

    bool playing = true;
    while (playing) {
        draw_all(&ui);
        int key = read_key(&ui);
        if (key == KEY_RESIZE || key == ERR)
            continue;
        if (ui.screen.too_small) {
            playing = key != 'Q';
            continue;
        }
        playing = obey(&ui, keymap_lookup(key));
    }
    screen_destroy(&ui.screen);
    endwin();
    return EX_OK;
}
