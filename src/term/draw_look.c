#include <stdio.h>
#include <string.h>

#include "murk/look.h"
#include "term.h"

void look_text(const struct ui *ui, char *out, size_t size)
{
    char text[160];
    look_describe(ui->game, ui->look_at, text, sizeof text);
    snprintf(out, size, "%s: %s", ui->look_purpose == LOOK_TRAVEL ? "Travel to" : "Look", text);
}

void draw_look(struct ui *ui)
{
    WINDOW *win = ui->screen.look;
    if (!win)
        return;
    char text[160] = "";
    if (ui->looking)
        look_describe(ui->game, ui->look_at, text, sizeof text);
    int purpose = ui->looking ? (int)ui->look_purpose : -1;
    uint64_t h = drawn_hash(DRAWN_SEED, &purpose, sizeof purpose);
    h = drawn_hash(h, text, strlen(text));
    if (!drawn_changed(ui, &ui->drawn.look, h))
        return;
    int cols = getmaxx(win);
    werase(win);
    if (ui->looking) {
        bool travel = ui->look_purpose == LOOK_TRAVEL;
        wattron(win, A_BOLD | A_REVERSE);
        mvwaddstr(win, 0, 1, travel ? " Travel to " : " Look ");
        wattroff(win, A_BOLD | A_REVERSE);
        int used = screen_wrap(win, 1, 1, cols - 2, text);
        if (travel && 1 + used < getmaxy(win))
            screen_wrap(win, 2 + used, 1, cols - 2, ". or Enter: go");
    } else {
        mvwaddstr(win, 1, 1, "x or ; to look");
    }
    wnoutrefresh(win);
}
