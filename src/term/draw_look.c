#include <stdio.h>
#include <string.h>

#include "monster_list.h"
#include "murk/look.h"
#include "term.h"

/* What each purpose is called, and the keys it names under the cell. */
static const struct {
    const char *title; /* the look window's heading */
    const char *says;  /* before the cell's sentence, where the log shows it */
    const char *keys[3];
    const char *keys_in_log; /* the keys, where the log shows them */
} purposes[] = {
    [LOOK_LOOK] = {" Look ", "Look", {NULL}, NULL},
    [LOOK_TRAVEL] = {" Travel to ", "Travel to", {". or Enter: go"}, NULL},
    [LOOK_FIRE] = {" Fire at ",
                   "Fire at",
                   {"f or Enter: fire", "Tab: next monster", "Esc: cancel"},
                   "(f or Enter: fire; Tab: next; Esc: cancel)"},
    [LOOK_THROW] = {" Throw at ",
                    "Throw at",
                    {"t or Enter: throw", "Tab: next monster", "Esc: cancel"},
                    "(t or Enter: throw; Tab: next; Esc: cancel)"},
    [LOOK_READ] = {" Aim the scroll at ",
                   "Aim the scroll at",
                   {"r or Enter: read", "Tab: next monster", "Esc: cancel"},
                   "(r or Enter: read; Tab: next; Esc: cancel)"},
};

void look_text(const struct ui *ui, char *out, size_t size)
{
    char text[160];
    look_describe(ui->game, ui->look_at, text, sizeof text);
    const char *keys = purposes[ui->look_purpose].keys_in_log;
    snprintf(out,
             size,
             "%s: %s%s%s",
             purposes[ui->look_purpose].says,
             text,
             keys ? " " : "",
             keys ? keys : "");
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
    if (!ui->looking) {
        h = drawn_hash(h, &ui->drawn.monsters_listed, sizeof ui->drawn.monsters_listed);
        h = monster_list_hash(ui, h);
    }
    if (!drawn_changed(ui, &ui->drawn.look, h))
        return;
    int rows, cols;
    getmaxyx(win, rows, cols);
    werase(win);
    if (ui->looking) {
        wattron(win, A_BOLD | A_REVERSE);
        mvwaddstr(win, 0, 1, purposes[purpose].title);
        wattroff(win, A_BOLD | A_REVERSE);
        int row = 1 + screen_wrap(win, 1, 1, cols - 2, text);
        /* Travel leaves a blank row before its one key. */
        if (purpose == LOOK_TRAVEL)
            row++;
        for (int i = 0; i < 3 && purposes[purpose].keys[i] && row < rows; i++)
            row += screen_wrap(win, row, 1, cols - 2, purposes[purpose].keys[i]);
    } else {
        /* The monsters the panel had no room for, and the hint below. */
        monster_list_draw(ui, win, 0, rows - 1, ui->drawn.monsters_listed);
        mvwaddstr(win, rows - 1, 1, "x or ; to look");
    }
    wnoutrefresh(win);
}
