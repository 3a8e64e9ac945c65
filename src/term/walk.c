/* Walks and rests as the player sees them: each step an action through the
 * game, drawn as it goes; the game says when they stop (murk/repeat.h). */
#include "walk.h"
#include "cursor.h"
#include "murk/turn/repeat.h"
#include "murk/rules/travel.h"
#include "camera.h"
#include "draw_map.h"
#include "signals.h"
#include "acting.h"
#include "frame.h"
#include "screen.h"
#include "term.h"

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
    if (key != ERR)
        ui->curses_may_hold = true; /* what it read ahead of a sequence */
    return key != ERR;
}

/* A walk or a rest that ended with a threat in view (the one it stopped
 * or was refused for) shows it: the camera moves to bring it on screen,
 * so no monster off the map's shown part stops a walk unseen. */
static void show_threat(struct ui *ui, const struct game *game)
{
    int slot = travel_monster_in_the_way(game, NULL);
    if (slot < 0)
        return;
    camera_follow(ui);
    camera_show(&ui->camera, game, game->floor.monsters[slot].base.pos);
}

/* Every step is recorded and saved as it is taken; the game's reason for
 * stopping is in its log ("You stop: a goblin comes into view.", "You see
 * here a dagger."); a key stops it too ("You stop."). */
void walk_repeat(struct ui *ui, struct game *game, struct action action)
{
    static const struct action stop = {.kind = ACTION_STOP, .slot = -1, .target = -1};
    struct repeat r = repeat_start(action);
    for (;;) {
        bool going = repeat_step(game, &r);
        ui_acted(ui, r.given);
        if (r.result.took)
            ui->notice[0] = 0; /* as ui_act: the front end's line is old */
        ui_changed(ui);
        /* A hang-up or Ctrl-C stops it; the key loop then sees it. */
        if (!going || signals_pending()) {
            show_threat(ui, game);
            return;
        }
        ui_draw_all(ui);
        if (key_stops(ui)) {
            ui_act(ui, game, stop);
            return;
        }
    }
}

void walk_travel(struct ui *ui, struct game *game)
{
    struct pos to;
    if (cursor_run(ui, game->run.player.pos, &cursor_travel, &to) &&
        !grid_eq(to, game->run.player.pos))
        walk_repeat(
            ui, game, (struct action){.kind = ACTION_TRAVEL, .cell = to, .slot = -1, .target = -1});
}
