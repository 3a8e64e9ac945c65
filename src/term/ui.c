#define _POSIX_C_SOURCE 200809L /* poll */

#include <locale.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "capable.h"
#include "keymap.h"
#include "murk/look.h"
#include "murk/repeat.h"
#include "murk/travel.h"
#include "signals.h"
#include "term.h"

/* How long a read waits for a key before it looks at the signal flags
 * again: a hang-up is noticed within this, key or no key. */
enum { READ_SLICE_MS = 100, KEY_CTRL_C = 3 };

/* One frame: each window draws only what changed since the last (struct
 * drawn), and one doupdate sends it. */
static void draw_all(struct ui *ui)
{
    if (ui->screen.too_small) {
        screen_show_too_small();
        return;
    }
    if (ui->distance_overlay)
        distance_overlay_update(ui);
    camera_follow(ui);
    draw_panel(ui);
    draw_look(ui);
    draw_minds(ui);
    draw_log(ui);
    /* A window drawn over by a full-screen list (touch_all) goes out again
     * even when it has not changed: this costs curses next to nothing for
     * a window that is neither. */
    WINDOW *others[] = {ui->screen.panel, ui->screen.look, ui->screen.minds, ui->screen.log};
    for (size_t i = 0; i < sizeof others / sizeof others[0]; i++)
        if (others[i])
            wnoutrefresh(others[i]);
    /* The map goes last so the terminal cursor ends on the player. */
    bool over_map = ui->pack_view >= 0 && ui->game->item_kinds;
    if (over_map)
        draw_pack(ui,
                  &ui->game->run.pack,
                  &ui->game->run.lore,
                  ui->game->item_kinds,
                  (enum pack_view)ui->pack_view);
    else
        draw_map(ui);
    ui->drawn.layout = ui->screen.layout;
    /* A list drawn over the map leaves the map's cells unknown. */
    ui->drawn.valid = !over_map;
    doupdate();
}

/* Whether a read that came back empty failed rather than timed out: the
 * terminal says it has input, or has hung up, yet gave curses nothing. */
static bool input_failed(void)
{
    struct pollfd in = {.fd = fileno(stdin), .events = POLLIN};
    return poll(&in, 1, 0) > 0 && (in.revents & (POLLIN | POLLHUP | POLLERR | POLLNVAL));
}

/* Reads a key, turning a resize into a new layout at once so every caller
 * sees a screen that fits, and Ctrl-C (a signal in cbreak mode) into the key
 * KEY_CTRL_C. It waits in slices of READ_SLICE_MS, so a hang-up or SIGTERM
 * is seen soon even when no key comes; from then on, and once the terminal
 * is gone (a few failed reads in a row), every read says KEY_GONE, so every
 * loop that reads keys ends and none spins on a dead connection. */
static int read_key(struct ui *ui)
{
    for (;;) {
        if (signals_stop() || ui->read_errors >= GONE_AFTER_ERRORS)
            return KEY_GONE;
        if (signals_take_interrupt())
            return KEY_CTRL_C;
        WINDOW *from = ui->screen.too_small ? stdscr : ui->screen.map;
        wtimeout(from, READ_SLICE_MS);
        int key = wgetch(from);
        if (key == ERR) {
            /* A closed terminal fails every read at once; the hang-up
             * signal that comes with it is given a moment to arrive, so it,
             * not the failed reads, says how the game ends. */
            if (input_failed()) {
                ui->read_errors++;
                napms(10);
            }
            continue;
        }
        ui->read_errors = 0;
        if (key == KEY_RESIZE)
            screen_layout(&ui->screen, ui->minds);
        return key;
    }
}

/* How the game ends when the keys have: a signal asked us to stop, or the
 * terminal went away, which is a hang-up unless hang-ups are ignored
 * (nohup: then it is an error). */
static enum ui_end gone(void)
{
    return signals_stop() || signals_hangup_handled() ? UI_SIGNAL : UI_LOST;
}

/* Tells the saver the game may have changed: after every key, and after
 * every turn of a rest, so a kill -9 loses at most the turn being played. */
static void changed(struct ui *ui)
{
    if (ui->on_change)
        ui->on_change(ui->on_change_ctx, ui->game);
}

/* Tells the recorder (on_action) of an action the game has just been
 * given, turn or no turn: each one changes the game's state. */
static void acted(struct ui *ui, struct action action)
{
    if (ui->on_action)
        ui->on_action(ui->on_action_ctx, ui->game, action);
}

/* Every action the front end gives the game goes through here. */
static bool act(struct ui *ui, struct game *game, struct action action)
{
    bool took = game_do(game, action).took;
    acted(ui, action);
    return took;
}

/* Every window must be sent again after something covered them all. */
static void touch_all(struct ui *ui)
{
    if (ui->screen.too_small)
        return;
    WINDOW *windows[] = {
        ui->screen.map, ui->screen.panel, ui->screen.look, ui->screen.log, ui->screen.minds};
    for (size_t i = 0; i < sizeof windows / sizeof windows[0]; i++)
        if (windows[i])
            touchwin(windows[i]);
}

/* Asks a yes-or-no question on the log's bottom line (on a screen too
 * small to play, on its last line). */
static bool ask_yes_no(struct ui *ui, const char *question)
{
    WINDOW *win = ui->screen.too_small ? stdscr : ui->screen.log;
    int rows, cols;
    getmaxyx(win, rows, cols);
    drawn_forget(ui); /* the question is drawn over the log */
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

/* `?`: the key list; the arrow and page keys scroll it when it is longer
 * than the screen, and any other key returns. */
static void show_help(struct ui *ui)
{
    int first = 0;
    for (;;) {
        int last;
        int count = draw_help(ui, first, &last);
        int page = last - first + 1;
        int key = read_key(ui);
        bool more = last + 1 < count;
        if ((key == KEY_DOWN || key == 'j') && more)
            first++;
        else if (key == KEY_UP || key == 'k')
            first--;
        else if (key == KEY_NPAGE && more)
            first += page;
        else if (key == KEY_PPAGE)
            first -= page;
        else if (key != KEY_RESIZE && key != ERR && key != KEY_DOWN && key != 'j' &&
                 key != KEY_NPAGE)
            break;
        first = first < 0 ? 0 : first >= count ? count - 1 : first;
    }
    touch_all(ui);
}

/* Ctrl-P: the log's last MSGLOG_CAPACITY messages, scrolled with the arrow
 * and page keys; any other key returns. */
static void show_history(struct ui *ui)
{
    int back = 0;
    for (;;) {
        int count = draw_history(ui, back);
        int page = LINES > 4 ? LINES - 3 : 1;
        int most = count > LINES - 2 ? count - (LINES - 2) : 0;
        int key = read_key(ui);
        if (key == KEY_UP || key == 'k')
            back++;
        else if (key == KEY_DOWN || key == 'j')
            back--;
        else if (key == KEY_PPAGE)
            back += page;
        else if (key == KEY_NPAGE)
            back -= page;
        else if (key != KEY_RESIZE && key != ERR)
            break;
        back = back < 0 ? 0 : back > most ? most : back;
    }
    touch_all(ui);
}

/* A left click on the map, as the map cell under it. */
static bool clicked_cell(struct ui *ui, struct pos *cell)
{
    MEVENT event;
    if (getmouse(&event) != OK || ui->screen.too_small)
        return false;
    if (!(event.bstate & (BUTTON1_PRESSED | BUTTON1_CLICKED | BUTTON1_RELEASED)))
        return false;
    int y = event.y, x = event.x;
    if (!wmouse_trafo(ui->screen.map, &y, &x, FALSE))
        return false;
    struct pos origin = map_view_origin(ui);
    *cell = (struct pos){origin.x + x, origin.y + y};
    return map_in_bounds(&ui->game->floor.map, cell->x, cell->y);
}

static void clamp_to_map(const struct map *map, struct pos *p)
{
    if (p->x < 0)
        p->x = 0;
    if (p->y < 0)
        p->y = 0;
    if (p->x >= map->width)
        p->x = map->width - 1;
    if (p->y >= map->height)
        p->y = map->height - 1;
}

/* The way on from this floor, for the travel cursor's `>`: the stairs, or
 * the Lamp on the last floor, if the player has seen it; else from. */
static struct pos way_on(const struct game *game, struct pos from)
{
    const struct map *map = &game->floor.map;
    if (game->floor.has_lamp)
        return map->remembered[map_index(map, game->floor.lamp.x, game->floor.lamp.y)]
                   ? game->floor.lamp
                   : from;
    for (int i = 0; i < map->width * map->height; i++)
        if (map->tiles[i] == TILE_STAIRS && map->remembered[i])
            return (struct pos){i % map->width, i / map->width};
    return from;
}

/* The look cursor: moves over the map (the view follows it) and names what
 * is under it, costing no turn, until Esc (or the look key again). Out to
 * choose where to travel, . _ , or Enter choose its cell, a click chooses
 * the cell clicked, and > puts it on the stairs. Returns whether a cell was
 * chosen, in *chosen. */
static bool look_mode(struct ui *ui, struct pos start, enum look_purpose purpose,
                      struct pos *chosen)
{
    bool travel = purpose == LOOK_TRAVEL, done = false;
    ui->looking = true;
    ui->look_purpose = purpose;
    ui->look_at = start;
    while (ui->looking) {
        draw_all(ui);
        int key = read_key(ui);
        if (key == KEY_GONE)
            ui->looking = false;
        if (key == KEY_RESIZE || key == ERR || key == KEY_GONE || ui->screen.too_small)
            continue;
        if (key == KEY_MOUSE) {
            struct pos cell;
            if (clicked_cell(ui, &cell)) {
                ui->look_at = cell;
                done = travel;
                ui->looking = !travel;
            }
            continue;
        }
        if (travel && (key == '.' || key == '_' || key == ',' || key == '\r' || key == '\n' ||
                       key == KEY_ENTER)) {
            done = true;
            ui->looking = false;
            continue;
        }
        if (travel && key == '>') {
            ui->look_at = way_on(ui->game, ui->look_at);
            continue;
        }
        struct key_command kc = keymap_lookup(key);
        switch (kc.command) {
        case CMD_MOVE:
        case CMD_RUN: /* a capital moves the cursor eight cells */
            for (int i = 0; i < (kc.command == CMD_RUN ? 8 : 1); i++)
                ui->look_at = grid_add(ui->look_at, kc.dir);
            clamp_to_map(&ui->game->floor.map, &ui->look_at);
            break;
        case CMD_NEXT_MONSTER:
            ui->look_at = look_next_monster(ui->game, ui->look_at);
            break;
        case CMD_HELP:
            show_help(ui);
            break;
        case CMD_REDRAW:
            clearok(curscr, TRUE);
            break;
        case CMD_CANCEL:
        case CMD_LOOK:
        case CMD_QUIT:
            ui->looking = false;
            break;
        default:
            break;
        }
    }
    *chosen = ui->look_at;
    return done;
}

/* Lists the pack over the map and waits for a letter that fits the view.
 * Returns the slot, or -1 when cancelled (Esc, or any key that is not a
 * letter of a fitting item). */
static int choose_item(struct ui *ui, enum pack_view view, enum item_query query)
{
    const struct game *game = ui->game;
    ui->pack_view = (int)view;
    int key;
    do {
        draw_all(ui);
        key = read_key(ui);
    } while (key == KEY_RESIZE || key == ERR || (ui->screen.too_small && key != KEY_GONE));
    ui->pack_view = -1;
    int slot = item_pack_slot(&game->run.pack, key);
    if (slot >= 0 &&
        item_query_fits(&game->run.pack, &game->run.lore, game->item_kinds, slot, query))
        return slot;
    return -1;
}

/* q r w d: the game says so when nothing fits, costing no turn; otherwise
 * asks which, and a cancelled choice costs no turn either. */
static void item_command(struct ui *ui, struct game *game, enum pack_view view,
                         enum item_query query, enum action_kind action)
{
    if (!game->item_kinds)
        return;
    int slot = -1, target = -1;
    int fits = item_query_count(&game->run.pack, &game->run.lore, game->item_kinds, query);
    if (fits == 1 && action == ACTION_TAKE_OFF) {
        /* Only one thing to take off: no need to ask which. */
        for (int i = 0; i < game->run.pack.count && slot < 0; i++)
            if (item_query_fits(&game->run.pack, &game->run.lore, game->item_kinds, i, query))
                slot = i;
    } else if (fits > 0) {
        slot = choose_item(ui, view, query);
        if (slot < 0)
            return;
        if (game_read_asks_target(game, slot) && action == ACTION_READ) {
            target = choose_item(ui, PACK_VIEW_IDENTIFY, ITEM_QUERY_IDENTIFY);
            if (target < 0)
                return;
        }
    }
    act(ui, game, (struct action){.kind = action, .slot = slot, .target = target});
}

/* `i` and `\`: a list over the map until a key. */
static void show_list(struct ui *ui, enum pack_view view)
{
    if (!ui->game->item_kinds)
        return;
    ui->pack_view = (int)view;
    int key;
    do {
        draw_all(ui);
        key = read_key(ui);
    } while (key == KEY_RESIZE || key == ERR || (ui->screen.too_small && key != KEY_GONE));
    ui->pack_view = -1;
}

/* Whether a key was pressed while a rest or a walk went on: it stops them,
 * and is used up (it is only a stop). A resize is no key. */
static bool key_stops(struct ui *ui)
{
    WINDOW *from = ui->screen.too_small ? stdscr : ui->screen.map;
    wtimeout(from, 0);
    int key = wgetch(from);
    if (key == KEY_RESIZE) {
        screen_layout(&ui->screen, ui->minds);
        return false;
    }
    if (key == KEY_MOUSE) {
        MEVENT event;
        getmouse(&event);
    }
    return key != ERR;
}

static const struct action stop_action = {.kind = ACTION_STOP, .slot = -1, .target = -1};

/* _ o H J K L Y U B N and R: a step (or a turn of rest) at a time, each an
 * action through the game, drawn as it goes, until the game says stop (its
 * reason is in the log: "You stop: a goblin comes into view.", "You see
 * here a dagger.") or a key is pressed ("You stop."; the key is only a
 * stop). The loop is the one every caller shares (murk/repeat.h). */
static void repeat(struct ui *ui, struct game *game, struct action action)
{
    struct repeat r = repeat_start(action);
    for (;;) {
        bool going = repeat_step(game, &r);
        acted(ui, r.given);
        changed(ui);
        /* A hang-up or Ctrl-C stops it; the key loop then sees it. */
        if (!going || signals_pending())
            return;
        draw_all(ui);
        if (key_stops(ui)) {
            act(ui, game, stop_action);
            return;
        }
    }
}

static void walk(struct ui *ui, struct game *game, struct action action)
{
    repeat(ui, game, action);
}

/* `_`: the cursor chooses where; a click on the map chooses at once. */
static void travel(struct ui *ui, struct game *game)
{
    struct pos to;
    if (look_mode(ui, game->run.player.pos, LOOK_TRAVEL, &to) && !grid_eq(to, game->run.player.pos))
        walk(
            ui, game, (struct action){.kind = ACTION_TRAVEL, .cell = to, .slot = -1, .target = -1});
}

static void rest(struct ui *ui, struct game *game)
{
    repeat(ui, game, (struct action){.kind = ACTION_REST, .slot = -1, .target = -1});
}

/* Front-end commands; returns false when the player chose to quit. */
static bool obey(struct ui *ui, struct game *game, struct key_command kc)
{
    switch (kc.command) {
    case CMD_MOVE:
        act(ui, game, (struct action){.kind = ACTION_MOVE, .dir = kc.dir});
        break;
    case CMD_WAIT:
        act(ui, game, (struct action){.kind = ACTION_WAIT, .dir = {0, 0}});
        break;
    case CMD_HELP:
        show_help(ui);
        break;
    case CMD_REDRAW:
        clearok(curscr, TRUE);
        break;
    case CMD_HISTORY:
        show_history(ui);
        break;
    case CMD_QUIT:
        if (ask_yes_no(ui, "Really quit? This game will be lost; S would save it. (y/n)")) {
            /* Given up: the game ends it, as quit, for the record. */
            act(ui, game, (struct action){.kind = ACTION_QUIT, .slot = -1, .target = -1});
            return false;
        }
        break;
    case CMD_DISTANCE_OVERLAY:
        /* A host may have turned the aids off: the game then says so, and
         * nothing is shown. */
        if (game_debug_allowed(game))
            ui->distance_overlay = !ui->distance_overlay;
        act(ui, game, (struct action){.kind = ACTION_DEBUG_VIEW});
        break;
    case CMD_REVEAL_MAP:
        act(ui, game, (struct action){.kind = ACTION_REVEAL_MAP});
        drawn_forget(ui); /* the map is remembered far from the player */
        break;
    case CMD_LOOK: {
        struct pos unused;
        look_mode(ui, game->run.player.pos, LOOK_LOOK, &unused);
        break;
    }
    case CMD_TRAVEL:
        travel(ui, game);
        break;
    case CMD_EXPLORE:
        walk(ui, game, (struct action){.kind = ACTION_EXPLORE, .slot = -1, .target = -1});
        break;
    case CMD_RUN:
        walk(
            ui, game, (struct action){.kind = ACTION_RUN, .dir = kc.dir, .slot = -1, .target = -1});
        break;
    case CMD_TAKE_OFF:
        item_command(ui, game, PACK_VIEW_TAKE_OFF, ITEM_QUERY_EQUIPPED, ACTION_TAKE_OFF);
        break;
    case CMD_DISCOVERIES:
        show_list(ui, PACK_VIEW_DISCOVERIES);
        break;
    case CMD_PICK_UP:
        act(ui, game, (struct action){.kind = ACTION_PICK_UP});
        break;
    case CMD_DESCEND:
        act(ui, game, (struct action){.kind = ACTION_DESCEND});
        break;
    case CMD_LOOK_HERE:
        act(ui, game, (struct action){.kind = ACTION_LOOK_HERE});
        break;
    case CMD_INVENTORY:
        show_list(ui, PACK_VIEW_INVENTORY);
        break;
    case CMD_DRINK:
        item_command(ui, game, PACK_VIEW_DRINK, ITEM_QUERY_DRINK, ACTION_DRINK);
        break;
    case CMD_READ:
        item_command(ui, game, PACK_VIEW_READ, ITEM_QUERY_READ, ACTION_READ);
        break;
    case CMD_DROP:
        item_command(ui, game, PACK_VIEW_DROP, ITEM_QUERY_ANY, ACTION_DROP);
        break;
    case CMD_EQUIP:
        item_command(ui, game, PACK_VIEW_EQUIP, ITEM_QUERY_EQUIP, ACTION_EQUIP);
        break;
    case CMD_REST:
        rest(ui, game);
        break;
    case CMD_MINDS:
        /* Costs no turn, but marks the game: the pane shows what the player
         * could not know. */
        if (game_debug_allowed(game)) {
            ui->minds = !ui->minds;
            ui->minds_scroll = 0;
        }
        act(ui, game, (struct action){.kind = ACTION_DEBUG_VIEW});
        screen_layout(&ui->screen, ui->minds);
        break;
    case CMD_MINDS_UP:
        if (ui->minds && ui->minds_scroll > 0)
            ui->minds_scroll--;
        break;
    case CMD_MINDS_DOWN:
        if (ui->minds && ui->minds_scroll + minds_rows(ui) < minds_living(ui))
            ui->minds_scroll++;
        break;
    case CMD_NONE:
    case CMD_NEXT_MONSTER:
    case CMD_CANCEL:
    case CMD_SAVE: /* ui_play's: it ends the loop */
    case CMD_COUNT:
        break;
    }
    return true;
}

/* After a death: a new game or quit. */
static enum ui_end death_screen(struct ui *ui)
{
    /* Let the player read the killing blow first. */
    draw_all(ui);
    for (int slice = 0; slice < 6 && !signals_pending(); slice++)
        napms(100); /* in slices: a hang-up must not wait out the pause */
    flushinp();
    for (;;) {
        draw_death(ui);
        int key = read_key(ui);
        if (key == KEY_GONE)
            return gone();
        if (key == 'n' || key == 'N')
            return UI_NEW_GAME;
        if (key == 'q' || key == 'Q' || key == KEY_CTRL_C)
            return UI_QUIT;
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
    /* Arrow keys arrive as ESC sequences; over SSH a long wait would make a
     * lone ESC feel sticky and a short one would split the sequences. */
    if (!getenv("ESCDELAY"))
        set_escdelay(25);
    curs_set(1);
    /* Keys on the too-small screen are read from stdscr: they must arrive
     * whole there too. */
    keypad(stdscr, TRUE);
    keymap_learn_terminal();
    mousemask(BUTTON1_PRESSED | BUTTON1_CLICKED, NULL);
    mouseinterval(0);
    palette_init(&ui->palette);
    ui->pack_view = -1;
    screen_layout(&ui->screen, false);
    return ui;
}

enum ui_end ui_play(struct ui *ui, struct game *game)
{
    ui->game = game;
    rng_seed(&ui->cosmetic, game_cosmetic_seed(game));
    ui->looking = false;
    ui->distance_overlay = false;
    ui->minds_scroll = 0;
    ui->pack_view = -1;
    /* Maybe another game in the same place: nothing drawn holds for it. */
    ui->camera.placed = false;
    drawn_forget(ui);
    touch_all(ui);
    for (;;) {
        changed(ui);
        if (game->run.over)
            return death_screen(ui);
        draw_all(ui);
        int key = read_key(ui);
        if (key == KEY_GONE)
            return gone();
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
            if (kc.command == CMD_SAVE)
                return UI_SAVE;
            if (kc.command == CMD_QUIT && !obey(ui, game, kc))
                return UI_QUIT;
            continue;
        }
        if (key == KEY_MOUSE) {
            struct pos cell;
            if (clicked_cell(ui, &cell))
                look_mode(ui, cell, LOOK_LOOK, &cell);
            continue;
        }
        if (kc.command == CMD_SAVE)
            return UI_SAVE;
        if (kc.command == CMD_NONE) {
            act(ui, game, (struct action){.kind = ACTION_UNKNOWN_KEY, .slot = -1, .target = -1});
            continue;
        }
        if (!obey(ui, game, kc))
            return UI_QUIT;
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

void ui_show(struct ui *ui, const struct game *game)
{
    ui->game = game;
    /* Whatever the game went through since (a revealed map, a new game in
     * the same place), this frame is drawn whole. */
    drawn_forget(ui);
    draw_all(ui);
}

void ui_close(struct ui *ui)
{
    dmap_free(&ui->distances);
    drawn_free(ui);
    screen_destroy(&ui->screen);
    endwin();
    free(ui);
}
