#include "keymap.h"
#include "term.h"

/* The key list over the whole screen; the caller waits for a key. */
void draw_help(const struct ui *ui)
{
    (void)ui;
    werase(stdscr);
    attron(A_BOLD);
    mvaddstr(0, 1, "murk: the keys");
    attroff(A_BOLD);
    int count;
    const struct key_help *help = keymap_help(&count);
    int row = 2;
    for (int i = 0; i < count && row < LINES - 2; i++) {
        attron(A_BOLD);
        mvaddnstr(row, 2, help[i].keys, 22);
        attroff(A_BOLD);
        row += screen_wrap(stdscr, row, 25, COLS - 26, help[i].what);
    }
    mvaddstr(LINES - 1, 1, "Press any key to return to the game.");
    wnoutrefresh(stdscr);
    doupdate();
}
