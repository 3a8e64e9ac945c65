/* The front end's one way into the game: every action it gives goes
 * through ui_act, which the recorder hears of, and the saver is told after
 * each; the walks (walk.c) and the pack's commands (pack_menu.c) use them
 * as the key loop (ui.c) does. */
#include "acting.h"
#include "term.h"

void ui_changed(struct ui *ui)
{
    if (ui->on_change)
        ui->on_change(ui->on_change_ctx, ui->game);
}

void ui_acted(struct ui *ui, struct action action)
{
    if (ui->on_action)
        ui->on_action(ui->on_action_ctx, ui->game, action);
}

bool ui_act(struct ui *ui, struct game *game, struct action action)
{
    bool took = game_do(game, action).took;
    ui_acted(ui, action);
    /* The front end's own line was about the turn before: a turn played
     * puts it away (a save that still fails says so again). */
    if (took)
        ui->notice[0] = 0;
    return took;
}
