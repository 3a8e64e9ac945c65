#include "draw_help.h"

#include <stdio.h>
#include <string.h>

#include "keymap.h"
#include "marks.h"
#include "screen.h"
#include "speech.h"
#include "term.h"

/* The key list over the whole screen, from entry `first` on, as many as
 * fit; the caller reads the keys and scrolls. */
/* The column the keys' descriptions start in: room for the longest keys. */
enum { WHAT = 29 };

/* The legend of the map's marks: a heading, and a row each. */
enum { LEGEND_ROWS = 2 + AWARE_COUNT + 1 };
static int draw_legend(const struct ui *ui, int row)
{
    attron(A_BOLD);
    mvaddnstr(row + 1, 2, "On the map", WHAT - 3);
    attroff(A_BOLD);
    screen_wrap(stdscr, row + 1, WHAT, COLS - WHAT - 1, "how aware of you each monster is:");
    return 2 + marks_legend(&ui->palette, stdscr, row + 2, WHAT, COLS - WHAT - 1, true);
}

int draw_help(const struct ui *ui, int first, int *last_shown)
{
    screen_hide_cursor();
    werase(stdscr);
    attron(A_BOLD);
    mvaddstr(0, 1, "murk: the keys");
    attroff(A_BOLD);
    int keys_count;
    const struct key_help *help = keymap_help(&keys_count);
    /* After the keys, one entry more: the legend of the map's marks. */
    int count = keys_count + 1;
    int row = 2, last = first;
    for (int i = first; i < count && row < LINES - 2; i++) {
        if (i == keys_count) {
            if (i > first && row + LEGEND_ROWS > LINES - 2)
                break;
            row += draw_legend(ui, row);
            last = i;
            continue;
        }
        char keys[64], what[256];
        keymap_help_keys(i, keys, sizeof keys);
        snprintf(what, sizeof what, "%s", help[i].what);
        /* By ear, a key that is a symbol is named too: a reader may say
         * no punctuation. */
        if (ui->screen.speech) {
            char plain[sizeof keys];
            memcpy(plain, keys, sizeof plain);
            speech_spell_symbols(plain, keys, sizeof keys);
            speech_spell_symbols(help[i].what, what, sizeof what);
        }
        /* An entry that would not fit whole waits for the next page. */
        int need = 1 + (int)strlen(what) / (COLS - WHAT > 1 ? COLS - WHAT - 1 : 1);
        if (i > first && row + need > LINES - 2)
            break;
        attron(A_BOLD);
        mvaddnstr(row, 2, keys, WHAT - 3);
        attroff(A_BOLD);
        row += screen_wrap(stdscr, row, WHAT, COLS - WHAT - 1, what);
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
