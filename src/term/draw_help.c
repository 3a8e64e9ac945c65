#include "draw_help.h"

#include <string.h>

#include "keymap.h"
#include "screen.h"
#include "term.h"

/* The key list over the whole screen, from entry `first` on, as many as
 * fit; the caller reads the keys and scrolls. */
/* The column the keys' descriptions start in: room for the longest keys. */
enum { WHAT = 29 };

int draw_help(const struct ui *ui, int first, int *last_shown)
{
    (void)ui;
    screen_hide_cursor();
    werase(stdscr);
    attron(A_BOLD);
    mvaddstr(0, 1, "murk: the keys");
    attroff(A_BOLD);
    int count;
    const struct key_help *help = keymap_help(&count);
    int row = 2, last = first;
    for (int i = first; i < count && row < LINES - 2; i++) {
        /* An entry that would not fit whole waits for the next page. */
        int need = 1 + (int)strlen(help[i].what) / (COLS - WHAT > 1 ? COLS - WHAT - 1 : 1);
        if (i > first && row + need > LINES - 2)
            break;
        attron(A_BOLD);
        char keys[64];
        keymap_help_keys(i, keys, sizeof keys);
        mvaddnstr(row, 2, keys, WHAT - 3);
        attroff(A_BOLD);
        row += screen_wrap(stdscr, row, WHAT, COLS - WHAT - 1, help[i].what);
        last = i;
    }
    if (first > 0 || last + 1 < count)
        mvprintw(LINES - 1,
                 1,
                 "Keys %d-%d of %d. Down, Up, Page Down, Page Up scroll; any other key returns.",
                 first + 1,
                 last + 1,
                 count);
    else
        mvaddstr(LINES - 1, 1, "Press any key to return to the game.");
    wnoutrefresh(stdscr);
    doupdate();
    *last_shown = last;
    return count;
}
