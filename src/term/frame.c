#define _POSIX_C_SOURCE 200809L /* poll */

#include "frame.h"

#include <poll.h>
#include <stdio.h>

#include "draw_log.h"
#include "draw_look.h"
#include "draw_map.h"
#include "draw_minds.h"
#include "draw_monsters.h"
#include "draw_pack.h"
#include "draw_speech.h"
#include "draw_panel.h"
#include "drawn.h"
#include "screen.h"
#include "term.h"

/* Whether curses has anything to send: a line changed, the cursor moved
 * or the screen is to be cleared. A key that changed nothing (a step into
 * a wall) would otherwise cost curses its whole comparison of the screen,
 * some 15k instructions. */
static bool screen_pending(void)
{
    if (is_cleared(curscr) || is_cleared(newscr))
        return true;
    int y, x, was_y, was_x;
    getyx(newscr, y, x);
    getyx(curscr, was_y, was_x);
    if (y != was_y || x != was_x)
        return true;
    for (int i = 0; i < getmaxy(newscr); i++)
        if (is_linetouched(newscr, i))
            return true;
    return false;
}

/* Whether a key has been typed and not yet read. */
static bool key_waiting(void)
{
    struct pollfd in = {.fd = fileno(stdin), .events = POLLIN};
    return poll(&in, 1, 0) > 0 && (in.revents & POLLIN);
}

void ui_draw_all(struct ui *ui)
{
    if (ui->screen.too_small) {
        screen_show_too_small();
        return;
    }
    if (ui->screen.speech) {
        draw_speech_frame(ui);
        return;
    }
    if (ui->distance_overlay)
        distance_overlay_update(ui);
    camera_follow(ui);
    /* The monsters in view, hashed once for the panel and the look
     * window, which both list them. */
    if (ui->screen.panel || ui->screen.look)
        ui->drawn.monsters = monster_list_hash(ui, DRAWN_SEED);
    draw_panel(ui);
    draw_look(ui);
    draw_minds(ui);
    draw_log(ui);
    /* A window drawn over by a full-screen list (ui_touch_all) goes out
     * again even when it has not changed; one with nothing new is left
     * alone (the map's, which places the cursor, goes out in any case). */
    WINDOW *others[] = {ui->screen.panel, ui->screen.look, ui->screen.minds, ui->screen.log};
    for (size_t i = 0; i < sizeof others / sizeof others[0]; i++)
        if (others[i] && is_wintouched(others[i]))
            wnoutrefresh(others[i]);
    /* The map goes last so the terminal cursor ends on the player; a pack
     * list goes over its top-left corner, the rest of the map in view. */
    bool over_map = ui->pack_view >= 0 && ui->game->item_kinds;
    draw_map(ui);
    if (over_map)
        draw_pack(ui,
                  &ui->game->run.pack,
                  &ui->game->run.lore,
                  ui->game->item_kinds,
                  (enum pack_view)ui->pack_view);
    /* curses sends nothing when the cursor is as asked already */
    curs_set(over_map ? 0 : 1);
    ui->drawn.layout = ui->screen.layout;
    /* A list drawn over the map leaves the map's cells unknown. */
    ui->drawn.valid = !over_map;
    /* With a key already waiting, this frame is old before it is sent:
     * it waits, and the next one sends what both changed (a held key over
     * a slow link sends only the frames it stops at). A key that had to be
     * waited for had nothing typed behind it: its frame goes out without
     * the look (a poll(2)), and only its first frame (a walk's steps look). */
    bool waited = ui->key_waited;
    ui->key_waited = false;
    if (screen_pending() && (waited || !key_waiting()))
        doupdate();
}

void ui_touch_all(struct ui *ui)
{
    if (ui->screen.too_small)
        return;
    WINDOW *windows[] = {
        ui->screen.map, ui->screen.panel, ui->screen.look, ui->screen.log, ui->screen.minds};
    for (size_t i = 0; i < sizeof windows / sizeof windows[0]; i++)
        if (windows[i])
            touchwin(windows[i]);
}

void ui_show(struct ui *ui, const struct game *game)
{
    ui->game = game;
    /* Whatever the game went through since (a revealed map, a new game in
     * the same place), this frame is drawn whole. */
    drawn_forget(ui);
    ui_draw_all(ui);
}
