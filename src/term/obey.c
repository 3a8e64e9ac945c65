/* What a key's command does in play, by command.def's rows: a command that
 * gives the game its action with what its arg asks for goes through one
 * path (obey_send); the others have a function each, named by the row's
 * handler column. */
#include "obey.h"

#include <ctype.h>
#include <stdio.h>

#include "murk/rules/look.h"

#include "cursor.h"
#include "keymap.h"
#include "acting.h"
#include "ask_direction.h"
#include "draw_minds.h"
#include "draw_monsters.h"
#include "draw_pack.h"
#include "draw_speech.h"
#include "drawn.h"
#include "frame.h"
#include "input.h"
#include "menus.h"
#include "notice.h"
#include "pack_menu.h"
#include "pile_menu.h"
#include "screen.h"
#include "walk.h"
#include "term.h"

/* A step onto an item of a class the options file names (autopickup)
 * picks it up: the action pick_up, through game_do and the recorder as
 * any other. */
static void pick_up_on_arrival(struct ui *ui, struct game *game)
{
    int at = item_floor_at(&game->floor.items, game->run.player.pos);
    if (at < 0 || !ui->autopickup || !game->item_kinds || game->run.over)
        return;
    int kind = game->floor.items.items[at].kind;
    if (kind < 0 || kind >= game->item_kinds->count)
        return;
    if (ui->autopickup & (1u << game->item_kinds->kinds[kind].class))
        ui_act(ui, game, (struct action){.kind = ACTION_PICK_UP, .slot = -1, .target = -1});
}

/* The key that picks up, as bound now: `g` or `,` (a letter, which a screen
 * reader says), else the first bound. */
static void pick_up_key(char *out, size_t size)
{
    static const int keys[] = {'g', ','};
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++)
        if (keymap_lookup(keys[i]).command == CMD_PICK_UP) {
            snprintf(out, size, "%c", keys[i]);
            return;
        }
    int count;
    const struct key_binding *b = keymap_bindings(&count);
    for (int i = 0; i < count; i++)
        if (b[i].command == CMD_PICK_UP && keymap_lookup(b[i].key).command == CMD_PICK_UP) {
            keymap_key_name(b[i].key, out, size);
            return;
        }
    snprintf(out, size, "%s", "pick_up");
}

/* A walk that stopped on what autopickup left offers it, once, with the
 * key that takes it ("An amber potion lies here: g to take it."): the next
 * explore walks on, and never comes back for it (doc/rules.md, "Walks"). */
static void offer_what_lies_here(struct ui *ui, const struct game *game)
{
    if (game->run.over || !game->item_kinds ||
        item_floor_at(&game->floor.items, game->run.player.pos) < 0)
        return;
    char things[MSGLOG_LINE - 48], key[24], text[sizeof ui->notice];
    int count = look_things_at(game, game->run.player.pos, things, sizeof things);
    if (count <= 0)
        return;
    pick_up_key(key, sizeof key);
    if (count == 1) {
        things[0] = (char)toupper((unsigned char)things[0]);
        snprintf(text, sizeof text, "%s lies here: %s to take it.", things, key);
    } else {
        snprintf(text, sizeof text, "%d things lie here: %s to choose.", count, key);
    }
    ui_tell(ui, text);
}

/* A command's work; false when the player chose to quit. */
typedef bool obey_fn(struct ui *ui, struct game *game, struct key_command kc);

/* Every handler a row names: one missing is a compile error. */
#define COMMAND(id, word, action, arg, ask, handler, help, keys) static obey_fn obey_##handler;
#include "command.def"

static obey_fn *const handlers[CMD_COUNT] = {
#define COMMAND(id, word, action, arg, ask, handler, help, keys) [CMD_##id] = obey_##handler,
#include "command.def"
};

/* How obey_send completes each command's action (command.def's arg and
 * ask). */
enum arg { ARG_NONE, ARG_KEY_DIR, ARG_ASK_DIR, ARG_ITEM, ARG_CELL };
static const struct {
    enum arg takes;
    enum pack_view view;
    enum item_query query;
    const char *question;
} args[CMD_COUNT] = {
#define ASKS_NONE(id, ask)
#define ASKS_KEY_DIR(id, ask)
#define ASKS_CELL(id, ask)
#define ASKS_ASK_DIR(id, ask) .question = ask,
#define ASKS_ITEM(id, ask) .view = PACK_VIEW_##id, .query = ask,
#define COMMAND(id, word, action, arg, ask, handler, help, keys)                                   \
    [CMD_##id] = {.takes = ARG_##arg, ASKS_##arg(id, ask)},
#include "command.def"
};

/* A wand in the pack and no monster in view. */
static bool nothing_to_zap_at(const struct game *game)
{
    int seen[GAME_MAX_MONSTERS];
    return game->item_kinds &&
           item_query_count(&game->run.pack, &game->run.lore, game->item_kinds, ITEM_QUERY_ZAP) >
               0 &&
           monster_list_in_view(game, seen) == 0;
}

static bool obey_send(struct ui *ui, struct game *game, struct key_command kc)
{
    enum action_kind kind = (enum action_kind)keymap_command_action(kc.command);
    bool repeats = action_is(kind, ACTS_REPEAT);
    /* No slot is -1, but a one-key action (wait, descend, look_here) has
     * always been recorded with 0s: its recordings keep their bytes. */
    int none = args[kc.command].takes == ARG_NONE && !repeats ? 0 : -1;
    struct action action = {.kind = kind, .slot = none, .target = none};
    switch (args[kc.command].takes) {
    case ARG_NONE: /* its keys' direction is none */
    case ARG_KEY_DIR:
        action.dir = kc.dir;
        break;
    case ARG_ASK_DIR:
        if (!ask_direction(ui, args[kc.command].question, &action.dir))
            return true;
        break;
    case ARG_CELL:
        if (!cursor_aim(ui, &action))
            return true;
        break;
    case ARG_ITEM:
        /* A wand's bolt stops at the first monster on its line: with none
         * in view there is nothing to aim it at (never "Zap at: You"). */
        if (kind == ACTION_ZAP && nothing_to_zap_at(game)) {
            ui_tell(ui, "There is nothing in view to zap at.");
            return true;
        }
        /* The pack's menu asks, aims what is aimed, and gives the action. */
        pack_menu_use(ui, game, args[kc.command].view, args[kc.command].query, kind);
        return true;
    }
    if (repeats)
        walk_repeat(ui, game, action);
    else
        ui_act(ui, game, action);
    if (action_is(kind, ACTS_WALK)) {
        pick_up_on_arrival(ui, game); /* a walk stops on an item */
        offer_what_lies_here(ui, game);
    }
    return true;
}

static bool obey_nothing(struct ui *ui, struct game *game, struct key_command kc)
{
    (void)ui, (void)game, (void)kc;
    return true;
}

/* A step, and the autopickup where it arrived (not where it stood). */
static bool obey_move(struct ui *ui, struct game *game, struct key_command kc)
{
    struct pos was = game->run.player.pos;
    ui_act(ui, game, (struct action){.kind = ACTION_MOVE, .dir = kc.dir});
    if (!grid_eq(was, game->run.player.pos))
        pick_up_on_arrival(ui, game);
    return true;
}

static bool obey_travel(struct ui *ui, struct game *game, struct key_command kc)
{
    (void)kc;
    walk_travel(ui, game);
    pick_up_on_arrival(ui, game);
    offer_what_lies_here(ui, game);
    return true;
}

static bool obey_pick_up(struct ui *ui, struct game *game, struct key_command kc)
{
    (void)kc;
    pile_menu_pick_up(ui, game);
    return true;
}

static bool obey_inventory(struct ui *ui, struct game *game, struct key_command kc)
{
    (void)game, (void)kc;
    pack_menu_show(ui, PACK_VIEW_INVENTORY);
    return true;
}

static bool obey_discoveries(struct ui *ui, struct game *game, struct key_command kc)
{
    (void)game, (void)kc;
    pack_menu_show(ui, PACK_VIEW_DISCOVERIES);
    return true;
}

static bool obey_look(struct ui *ui, struct game *game, struct key_command kc)
{
    (void)kc;
    cursor_run(ui, game->run.player.pos, &cursor_look, NULL);
    return true;
}

static bool obey_help(struct ui *ui, struct game *game, struct key_command kc)
{
    (void)game, (void)kc;
    menus_help(ui);
    return true;
}

static bool obey_history(struct ui *ui, struct game *game, struct key_command kc)
{
    (void)game, (void)kc;
    menus_history(ui);
    return true;
}

static bool obey_redraw(struct ui *ui, struct game *game, struct key_command kc)
{
    (void)game, (void)kc;
    clearok(curscr, TRUE);
    /* The screen-reader mode's map stands still until asked for. */
    ui->map_asked = true;
    return true;
}

/* V and @: the lines go out as the key's news in the screen-reader
 * mode, and over the whole screen otherwise, until a key. */
static void speech_tell(struct ui *ui, const struct speech *lines)
{
    if (ui->screen.speech) {
        ui->news = *lines;
        ui->news_told = true;
        return;
    }
    /* Over the whole screen, a line each, until a key. */
    werase(stdscr);
    int row = 0;
    for (int i = 0; i < lines->count && row < LINES - 1; i++)
        row += screen_wrap(stdscr, row, 0, COLS - 1, lines->lines[i]);
    mvwaddstr(stdscr, row < LINES - 1 ? row + 1 : LINES - 1, 0, "(a key goes back)");
    screen_hide_cursor();
    wnoutrefresh(stdscr);
    doupdate();
    ui_read_key(ui);
    ui_touch_all(ui);
    drawn_forget(ui);
}

/* V, what is in view, and @, the player's health, statuses and what is
 * in use: in words; no turn. */
static bool obey_tell(struct ui *ui, struct game *game, struct key_command kc)
{
    struct speech lines;
    if (kc.command == CMD_STATE)
        speech_state(game, &lines);
    else
        speech_in_view(game, &lines);
    speech_tell(ui, &lines);
    return true;
}

static bool obey_quit(struct ui *ui, struct game *game, struct key_command kc)
{
    (void)kc;
    if (!menus_ask_yes_no(ui, "Really quit? This game will be lost; S would save it. (y/n)"))
        return true;
    /* Given up: the game ends it, as quit, for the record. */
    ui_act(ui, game, (struct action){.kind = ACTION_QUIT, .slot = -1, .target = -1});
    return false;
}

/* The player's own pane: nothing the player could not know, so no action
 * and no mark; it costs no turn. */
static bool obey_minds(struct ui *ui, struct game *game, struct key_command kc)
{
    (void)kc;
    /* By ear, the pane's words are V's. */
    if (ui->screen.speech)
        return obey_tell(ui, game, (struct key_command){.command = CMD_IN_VIEW});
    minds_toggle(ui, MINDS_PLAYER);
    return true;
}

/* Costs no turn, but marks the game: the pane shows what the player could
 * not know. */
static bool obey_all_minds(struct ui *ui, struct game *game, struct key_command kc)
{
    (void)kc;
    if (game_debug_allowed(game))
        minds_toggle(ui, MINDS_ALL);
    ui_act(ui, game, (struct action){.kind = ACTION_DEBUG_VIEW});
    return true;
}

static bool obey_minds_scroll(struct ui *ui, struct game *game, struct key_command kc)
{
    (void)game;
    minds_scroll(ui, kc.command == CMD_MINDS_DOWN);
    return true;
}

/* A host may have turned the aids off: the game then says so, and nothing
 * is shown. */
static bool obey_distance_overlay(struct ui *ui, struct game *game, struct key_command kc)
{
    (void)kc;
    if (game_debug_allowed(game))
        ui->distance_overlay = !ui->distance_overlay;
    ui_act(ui, game, (struct action){.kind = ACTION_DEBUG_VIEW});
    return true;
}

static bool obey_reveal_map(struct ui *ui, struct game *game, struct key_command kc)
{
    (void)kc;
    ui_act(ui, game, (struct action){.kind = ACTION_REVEAL_MAP});
    drawn_forget(ui); /* the map is remembered far from the player */
    return true;
}

bool ui_obey(struct ui *ui, struct game *game, struct key_command kc)
{
    if ((unsigned)kc.command >= CMD_COUNT || kc.command == CMD_NONE)
        return true;
    return handlers[kc.command](ui, game, kc);
}
