#include "draw_recall.h"

#include <stdio.h>

#include "murk/rules/look.h"
#include "palette.h"
#include "screen.h"

void draw_recall(const struct ui *ui, int slot)
{
    const struct game *game = ui->game;
    const struct monster *m = &game->floor.monsters[slot];
    const struct kind *kind = world_kind_of(game, m);
    screen_hide_cursor();
    werase(stdscr);
    attr_t attr = palette_attr(&ui->palette, kind->colour, SHADE_LIT);
    attron(attr | A_BOLD);
    mvaddch(0, 1, (chtype)(unsigned char)kind->glyph);
    attroff(attr | A_BOLD);
    attron(A_BOLD);
    mvaddnstr(0, 3, kind->name, COLS - 4);
    attroff(A_BOLD);
    /* This one, as look says it; then its kind, as far as it has been seen. */
    char text[160];
    look_describe(game, m->base.pos, text, sizeof text);
    int row = 2 + screen_wrap(stdscr, 2, 1, COLS - 2, text);
    mvaddstr(++row, 1, "What you have seen of its kind:");
    row++;
    char lines[RECALL_LINES][RECALL_LINE];
    int n = look_recall(game, m->kind, lines, RECALL_LINES);
    for (int i = 0; i < n && row < LINES - 2; i++)
        mvaddnstr(row++, 3, lines[i], COLS - 4);
    mvaddstr(LINES - 1, 1, "Press any key to go back to looking.");
    wnoutrefresh(stdscr);
    doupdate();
}
