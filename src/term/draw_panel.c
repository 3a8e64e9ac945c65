#include <inttypes.h>
#include <stdio.h>

#include "murk/status.h"
#include "term.h"

static void health_bar(const struct ui *ui, WINDOW *win, int row, const struct entity *e)
{
    enum { BAR = PANEL_COLS - 4 };
    int filled = e->health_max > 0 ? (e->health * BAR + e->health_max - 1) / e->health_max : 0;
    if (filled < 0)
        filled = 0;
    static const struct rgb band_colours[] = {[HEALTH_GOOD] = {80, 200, 80},
                                              [HEALTH_HURT] = {230, 200, 60},
                                              [HEALTH_LOW] = {220, 60, 60}};
    struct rgb colour = band_colours[entity_health_band(e)];
    attr_t attr = palette_attr(&ui->palette, colour, SHADE_LIT);
    mvwaddch(win, row, 1, '[');
    wattron(win, attr);
    for (int i = 0; i < BAR; i++)
        waddch(win, i < filled ? '=' : ' ');
    wattroff(win, attr);
    waddch(win, ']');
}

/* "Wielding" and the weapon's name below it, or nothing when empty-handed. */
static int equipment(WINDOW *win, int row, const char *label, const char *name)
{
    if (!name)
        return row;
    mvwprintw(win, row++, 1, "%s", label);
    mvwaddnstr(win, row++, 2, name, PANEL_COLS - 3);
    return row;
}

void draw_panel(const struct ui *ui)
{
    const struct game *game = ui->game;
    const struct entity *player = &game->run.player;
    WINDOW *win = ui->screen.panel;
    int rows = getmaxy(win);
    werase(win);
    mvwprintw(win, 0, 1, "Health %d/%d", player->health, player->health_max);
    health_bar(ui, win, 1, player);
    mvwprintw(win, 2, 1, "Turn %d", game->run.turn);
    mvwprintw(win, 3, 1, "Depth %d", game->run.depth);
    mvwprintw(win, 4, 1, "Seed");
    mvwprintw(win, 5, 1, "%" PRIu64, game->run.seed);
    int row = 6;
    if (game->item_kinds) {
        row = equipment(
            win, row, "Wielding", item_pack_weapon_name(&game->run.pack, game->item_kinds));
        row = equipment(
            win, row, "Wearing", item_pack_armour_name(&game->run.pack, game->item_kinds));
    }
    /* Statuses with their turns left, each in its colour. */
    for (int s = 0; s < STATUS_COUNT && row < rows; s++) {
        if (player->status[s] <= 0)
            continue;
        attr_t attr = palette_attr(&ui->palette, status_colour((enum status)s), SHADE_LIT);
        wattron(win, attr);
        mvwprintw(win, row++, 1, "%s (%d)", status_name((enum status)s), player->status[s]);
        wattroff(win, attr);
    }
    if (ui->distance_overlay && row < rows)
        mvwprintw(win, row++, 1, "[distance overlay]");
    if (game->run.debug_used && row < rows)
        mvwprintw(win, row++, 1, "(debug aid used)");
    wnoutrefresh(win);
}
