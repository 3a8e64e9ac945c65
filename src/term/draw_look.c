#include <string.h>

#include "murk/look.h"
#include "term.h"

/* Writes text into the window from row 1, breaking lines at spaces. */
static void wrap(WINDOW *win, const char *text)
{
    int rows, cols;
    getmaxyx(win, rows, cols);
    int width = cols - 2, row = 1;
    while (*text && row < rows) {
        int len = (int)strlen(text);
        int take = len <= width ? len : width;
        if (take < len) {
            int space = take;
            while (space > 0 && text[space] != ' ')
                space--;
            if (space > 0)
                take = space;
        }
        mvwaddnstr(win, row++, 1, text, take);
        text += take;
        while (*text == ' ')
            text++;
    }
}

void draw_look(const struct ui *ui)
{
    WINDOW *win = ui->screen.look;
    int cols = getmaxx(win);
    werase(win);
    wmove(win, 0, 0);
    whline(win, ACS_HLINE, cols);
    if (ui->looking) {
        wattron(win, A_BOLD);
        mvwaddstr(win, 0, 1, " Look ");
        wattroff(win, A_BOLD);
        char text[160];
        look_describe(ui->game, ui->look_at, text, sizeof text);
        wrap(win, text);
    } else {
        mvwaddstr(win, 1, 1, "x or ; to look");
    }
    wnoutrefresh(win);
}
