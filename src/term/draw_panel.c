#include <inttypes.h>
#include <stdio.h>

#include "term.h"

static void health_bar(const struct ui *ui, WINDOW *win, int row, const struct entity *e)
{
    enum { BAR = PANEL_COLS - 4 };
    int filled = e->health_max > 0 ? (e->health * BAR + e->health_max - 1) / e->health_max : 0;
    if (filled < 0)
        filled = 0;
    struct rgb colour = e->health * 3 <= e->health_max       ? (struct rgb){220, 60, 60}
                        : e->health * 3 <= e->health_max * 2 ? (struct rgb){230, 200, 60}
                                                             : (struct rgb){80, 200, 80};
    mvwaddch(win, row, 1, '[');
    wattron(win, palette_attr(&ui->palette, colour, SHADE_LIT));
    for (int i = 0; i < BAR; i++)
        waddch(win, i < filled ? '=' : ' ');
    wattroff(win, palette_attr(&ui->palette, colour, SHADE_LIT));
    waddch(win, ']');
}

void draw_panel(const struct ui *ui)
{
    const struct game *game = ui->game;
    WINDOW *win = ui->screen.panel;
    werase(win);
    wattron(win, A_BOLD);
    mvwprintw(win, 0, 1, "murk");
    wattroff(win, A_BOLD);
    mvwprintw(win, 2, 1, "Health %d/%d", game->player.health, game->player.health_max);
    health_bar(ui, win, 3, &game->player);
    mvwprintw(win, 5, 1, "Turn   %d", game->turn);
    mvwprintw(win, 6, 1, "Depth  %d", game->depth);
    mvwprintw(win, 8, 1, "Seed");
    mvwprintw(win, 9, 1, "%" PRIu64, game->seed);
    int row = 11;
    if (ui->distance_overlay)
        mvwprintw(win, row++, 1, "[distance overlay]");
    if (game->debug_used)
        mvwprintw(win, row++, 1, "(debug aid used)");
    wnoutrefresh(win);
}
