#ifndef MURK_TERM_CURSOR_H
#define MURK_TERM_CURSOR_H

/* The cursor over the map: look, travel, and whatever else wants a cell. */

#include "term.h"

enum { CURSOR_CHOOSE_KEYS = 8 };

/* What one use of the cursor does beyond what every use does. Every cursor
 * moves with the move keys (a capital: eight cells), goes to the next
 * monster in view with Tab, shows the key list with ?, redraws with Ctrl-R,
 * and ends choosing nothing on Esc, the look key or the quit key. */
struct cursor_keys {
    enum look_purpose purpose; /* what the look window calls it */
    /* The keys that choose the cell under the cursor, up to the first 0;
     * none: it never chooses (it is only for looking). These are read
     * before the keymap, so a key bound elsewhere (the key that brought
     * the cursor out) may be one of them. */
    int choose[CURSOR_CHOOSE_KEYS];
    /* ...and every key bound now to this command (CMD_NONE: none): the key
     * that brought the cursor out, as the options file binds it. */
    int again;
    int jump_key; /* a key that puts the cursor on jump(game, where it is), or 0 */
    struct pos (*jump)(const struct ui *ui, struct pos at);
    bool click_chooses; /* a click chooses the cell clicked; else the cursor only goes there */
    /* Enter or v on a monster in view shows what the player has seen of its
     * kind (draw_recall), until a key is pressed; the cursor stays. */
    bool describes;
};

/* `x`, `;`, a click: looks, choosing nothing; Enter or v describes the
 * monster under the cursor. */
extern const struct cursor_keys cursor_look;

/* `_`: . _ , or Enter choose the cell, a click chooses at once, and >
 * puts the cursor on the way on (cursor_way_on). */
extern const struct cursor_keys cursor_travel;

/* The target cursor, for what `f`, `t` or a scroll that asks lets fly
 * (action's kind, and its slot for `t` and `r`): starts on
 * cursor_target_start's cell; draws the path to where the missile would stop; the
 * key that brought it out, . or Enter, or a click, lets fly; Tab goes to
 * the next monster in view by distance; Esc cancels. Returns whether to
 * give the game the action: a cell was chosen (action->cell), or nothing
 * would fly and the cursor never came out (the game says why). Costs no
 * turn. */
bool cursor_aim(struct ui *ui, struct action *action);

/* The target cursor's first cell for what flies range cells: the last
 * monster aimed at, if the player sees it awake and in reach, else the
 * first in Tab's order (cursor_next_target); never an ally or a cage's
 * captive; the player's cell when none is in view. */
struct pos cursor_target_start(const struct game *game, int range);

/* Tab while aiming: the next monster in view after the one at `at`, those
 * awake and in reach of range first, then those asleep in reach, then the
 * rest, each group nearest the player first (ties to the lower slot),
 * wrapping round to the first; never an ally or a cage's captive; at when
 * none is seen. */
struct pos cursor_next_target(const struct game *game, int range, struct pos at);

/* Puts the cursor on start and moves it over the map (the view follows it),
 * naming what is under it and costing no turn, until it chooses a cell or
 * is cancelled, as keys says. Returns whether a cell was chosen; sets
 * *chosen (unless NULL) to where the cursor ended. */
bool cursor_run(struct ui *ui, struct pos start, const struct cursor_keys *keys,
                struct pos *chosen);

/* Reads the mouse event just announced (KEY_MOUSE): whether it is a left
 * click on the map, and if so, the map cell under it. */
bool cursor_clicked_cell(struct ui *ui, struct pos *cell);

/* The way on from this floor: the stairs, or the Lamp on the last floor,
 * if the player has seen it; else from. */
struct pos cursor_way_on(const struct game *game, struct pos from);

#endif
