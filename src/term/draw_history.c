#include "draw_history.h"
#include "screen.h"
#include "term.h"

/* Ctrl-P: the messages the log has kept, newest at the bottom, `back`
 * screens of them scrolled up; the caller reads the keys. Returns how many
 * messages there are, so the caller can stop scrolling at the oldest. */
int draw_history(const struct ui *ui, int back)
{
    const struct msglog *log = &ui->game->run.log;
    screen_hide_cursor();
    werase(stdscr);
    attron(A_BOLD);
    mvaddstr(0, 1, "Messages");
    attroff(A_BOLD);
    addstr(" (Up, Down, Page Up, Page Down scroll; any other key returns)");
    int rows = LINES - 2; /* a title line above, a blank line below */
    for (int row = 0; row < rows; row++) {
        int age = back + rows - 1 - row;
        const struct msg *m = msglog_get(log, age);
        if (!m)
            continue;
        char line[SCREEN_MSG_LINE];
        screen_msg_line(m, line, sizeof line);
        mvaddnstr(1 + row, 1, line, COLS - 2);
    }
    wnoutrefresh(stdscr);
    doupdate();
    return log->count;
}
