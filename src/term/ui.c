#include "ui.h"

#include <locale.h>
#include <stdio.h>
#include <stdlib.h>

#include "background.h"
#include "capable.h"
#include "cursor.h"
#include "keymap.h"
#include "options.h"
#include "signals.h"
#include "acting.h"
#include "drawn.h"
#include "draw_speech.h"
#include "frame.h"
#include "input.h"
#include "menus.h"
#include "notice.h"
#include "obey.h"
#include "palette.h"
#include "screen.h"
#include "term.h"

/* The options every ui_open takes from now on; NULL: the defaults. */
static const struct options *options_used;

void ui_use_options(const struct options *options)
{
    options_used = options;
    keymap_bind_defaults();
    if (!options)
        return;
    /* number_pad off: the digits do nothing, unless bound below. */
    if (!options->number_pad)
        for (int d = '1'; d <= '9'; d++)
            keymap_bind(d, CMD_NONE, 0, 0);
    for (int i = 0; i < options->bind_count; i++) {
        const struct options_bind *b = &options->binds[i];
        int key = b->key > OPTIONS_KEY_F0 ? KEY_F(b->key - OPTIONS_KEY_F0) : b->key;
        keymap_bind(key, (enum command)b->command, b->dx, b->dy);
    }
}

struct ui *ui_open(void)
{
    struct ui *ui = calloc(1, sizeof *ui);
    if (!ui) {
        fprintf(stderr, "murk: out of memory\n");
        return NULL;
    }
    setlocale(LC_ALL, "");
    char why[256];
    if (!term_can_play(why, sizeof why)) {
        fprintf(stderr, "murk: %s\n", why);
        free(ui);
        return NULL;
    }
    struct options defaults;
    options_default(&defaults);
    const struct options *o = options_used ? options_used : &defaults;
    /* Asked before curses has the terminal: the answer is read raw. */
    /* The screen-reader mode asks nothing: a reader would speak the
     * question's bytes. */
    int wish = o->background == OPTIONS_BACKGROUND_LIGHT                        ? 1
               : o->background == OPTIONS_BACKGROUND_DARK || o->screen_reader ? 0
                                                                              : -1;
    bool light = background_light(wish, &ui->answers_late);
    ui->autopickup = o->autopickup;
    ui->speech = ui->screen.speech = o->screen_reader;
    ui->side_panel = ui->side_panel_asked = o->side_panel;
    /* Before curses starts: it leaves alone the signals that have a handler. */
    signals_install();
    /* newterm, unlike initscr, lets us say why instead of exiting. */
    if (!newterm(NULL, stdout, stdin)) {
        const char *term = getenv("TERM");
        fprintf(stderr, "murk: cannot use the terminal type '%s'\n", term ? term : "");
        free(ui);
        return NULL;
    }
    cbreak();
    noecho();
    nonl();
    input_start();
    /* curses set its SIGWINCH handler in newterm: it wakes the wait too. */
    signals_watch_resize();
    ui->curses_may_hold = true; /* the background question's answers */
    term_send_only_common();
    term_send_shorter_attributes();
    term_weigh_fewer_moves();
    term_step_down_in_one_byte();
    /* Curses looks for keys typed ahead two or three times a frame, a
     * poll(2) each; the frame looks once itself (ui_draw_all). */
    typeahead(-1);
    /* Arrow keys arrive as ESC sequences; over SSH a long wait would make a
     * lone ESC feel sticky and a short one would split the sequences. */
    if (!getenv("ESCDELAY"))
        set_escdelay(25);
    curs_set(1);
    /* Keys on the too-small screen are read from stdscr: they must arrive
     * whole there too. */
    keypad(stdscr, TRUE);
    keymap_learn_terminal();
    /* Mouse reporting only when asked for (mouse = on): while it is on,
     * GNU screen holds a lone Esc back, waiting for a mouse report, and
     * gives it only with the next key, so Esc closed nothing at once. */
    if (o->mouse) {
        mousemask(BUTTON1_PRESSED | BUTTON1_CLICKED, NULL);
        mouseinterval(0);
    }
    palette_init(&ui->palette, o->colours, light);
    ui->pack_view = -1;
    screen_layout(&ui->screen, false);
    /* ncurses 6.4 takes a screen that has never been left (endwin) for one
     * not yet started, and then writes out its buffer at every cursor
     * move: seven to ten write(2)s a frame where one does. Leaving once
     * before the first frame, which comes back at once, makes it buffer
     * the frame whole. */
    endwin();
    doupdate();
    return ui;
}

void ui_cap_size(struct ui *ui, int cols, int lines)
{
    ui->screen.max_cols = cols > 0 && lines > 0 ? cols : 0;
    ui->screen.max_lines = cols > 0 && lines > 0 ? lines : 0;
    screen_layout(&ui->screen, ui->minds);
}

void ui_hide_unchosen_seeds(struct ui *ui)
{
    ui->hide_unchosen_seeds = true;
}

void ui_panel_for(struct ui *ui, const struct game *game)
{
    bool hide = ui->hide_unchosen_seeds && !game->run.seeded;
    ui->side_panel = ui->side_panel_asked & (hide ? ~(unsigned)OPTIONS_PANEL_SEED : ~0u);
}

enum ui_end ui_play(struct ui *ui, struct game *game)
{
    ui->game = game;
    ui_panel_for(ui, game);
    rng_seed(&ui->cosmetic, game_cosmetic_seed(game));
    ui->looking = false;
    ui->distance_overlay = false;
    ui->minds_scroll = 0;
    ui->pack_view = -1;
    ui->end_note[0] = 0;
    /* Maybe another game in the same place: nothing drawn holds for it. */
    ui->camera.placed = false;
    drawn_forget(ui);
    ui_touch_all(ui);
    speech_begin(ui);
    for (;;) {
        ui_changed(ui);
        if (game->run.over)
            return menus_death(ui);
        ui_draw_all(ui);
        int key = ui_read_key(ui);
        if (key == KEY_GONE)
            return ui_gone();
        if (key == KEY_RESIZE || key == ERR)
            continue;
        struct key_command kc = keymap_lookup(key);
        if (ui->screen.too_small) {
            /* Read as everywhere else (keypad mode on, so F2 or a click is
             * one key, never a Q), but only saving and quitting make sense
             * here, and quitting asks first. */
            if (key == KEY_MOUSE) {
                MEVENT event;
                getmouse(&event);
            }
            if (kc.command == CMD_SAVE && !ui_save_refused(ui))
                return UI_SAVE;
            if (kc.command == CMD_QUIT && !ui_obey(ui, game, kc))
                return UI_QUIT;
            continue;
        }
        if (key == KEY_MOUSE) {
            struct pos cell;
            if (cursor_clicked_cell(ui, &cell))
                cursor_run(ui, cell, &cursor_look, NULL);
            continue;
        }
        if (kc.command == CMD_SAVE) {
            if (!ui_save_refused(ui))
                return UI_SAVE;
            continue;
        }
        /* A key's news in words is for the screen-reader mode alone:
         * elsewhere what the player perceived before it is not taken (some
         * 3,000 instructions a key). */
        if (ui->speech)
            speech_before_key(ui);
        if (kc.command == CMD_NONE) {
            ui_act(ui, game, (struct action){.kind = ACTION_UNKNOWN_KEY, .slot = -1, .target = -1});
            if (ui->speech)
                speech_after_key(ui, NULL);
            continue;
        }
        /* A run given up ends as a death does, on the end screen. */
        if (!ui_obey(ui, game, kc) && !game->run.over)
            return UI_QUIT;
        if (ui->speech)
            speech_after_key(ui, kc.command == CMD_MOVE ? &kc.dir : NULL);
    }
}

void ui_on_change(struct ui *ui, void (*on_change)(void *ctx, const struct game *game), void *ctx)
{
    ui->on_change = on_change;
    ui->on_change_ctx = ctx;
}

void ui_on_action(struct ui *ui,
                  void (*on_action)(void *ctx, const struct game *game, struct action action),
                  void *ctx)
{
    ui->on_action = on_action;
    ui->on_action_ctx = ctx;
}

void ui_close(struct ui *ui)
{
    dmap_free(&ui->distances);
    drawn_free(ui);
    screen_destroy(&ui->screen);
    endwin();
    free(ui);
}
