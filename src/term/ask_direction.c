/* A question on the log's bottom line, answered with one key: y or n, or
 * a direction (`c`'s door). */
#include "ask_direction.h"
#include "keymap.h"
#include "drawn.h"
#include "input.h"
#include "term.h"

int ask_key(struct ui *ui, const char *question)
{
    WINDOW *win = ui->screen.too_small ? stdscr : ui->screen.log;
    int rows, cols;
    getmaxyx(win, rows, cols);
    drawn_forget(ui); /* the question is drawn over the log */
    wmove(win, rows - 1, 0);
    wclrtoeol(win);
    wattron(win, A_BOLD | A_REVERSE);
    mvwaddnstr(win, rows - 1, 1, question, cols - 2);
    wattroff(win, A_BOLD | A_REVERSE);
    wnoutrefresh(win);
    doupdate();
    return ui_read_key(ui);
}

bool ask_direction(struct ui *ui, const char *question, struct pos *dir)
{
    struct key_command kc = keymap_lookup(ask_key(ui, question));
    if (kc.command != CMD_MOVE)
        return false;
    *dir = kc.dir;
    return true;
}
