#include "murk/look.h"
#include "term.h"

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
        screen_wrap(win, 1, 1, cols - 2, text);
    } else {
        mvwaddstr(win, 1, 1, "x or ; to look");
    }
    wnoutrefresh(win);
}
