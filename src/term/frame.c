#include "term.h"

void ui_draw_all(struct ui *ui)
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
    /* A window drawn over by a full-screen list (ui_touch_all) goes out
     * again even when it has not changed: this costs curses next to nothing
     * for a window that is neither. */
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
