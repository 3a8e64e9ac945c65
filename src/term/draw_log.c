#include "draw_log.h"

#include <string.h>

#include "draw_look.h"
#include "drawn.h"
#include "palette.h"
#include "screen.h"
#include "term.h"

/* The newest message bold, the one before plain, older ones faded: all in
 * the terminal's own colour, which reads on any background (a white
 * newest line was lost on a light one). */
static attr_t age_attr(const struct ui *ui, int age)
{
    return age == 0 ? A_BOLD : age == 1 ? A_NORMAL : palette_faded(&ui->palette);
}

/* Without the look panel (the minds pane has its place), or with a
 * sentence longer than the look window holds, the look text takes the
 * log's top lines while the cursor is out. */
static bool look_in_log(const struct ui *ui)
{
    return ui->looking && !look_in_window(ui);
}

void draw_log(struct ui *ui)
{
    WINDOW *win = ui->screen.log;
    char look[SCREEN_MSG_LINE] = "";
    if (look_in_log(ui))
        look_text(ui, look, sizeof look);
    const struct msglog *log = &ui->game->run.log;
    uint64_t h = drawn_hash(DRAWN_SEED, &log->said, sizeof log->said);
    h = drawn_hash(h, look, strlen(look));
    h = drawn_hash(h, ui->notice, strlen(ui->notice));
    if (!drawn_changed(ui, &ui->drawn.log, h))
        return;
    int rows, cols;
    getmaxyx(win, rows, cols);
    werase(win);
    /* The top row is left blank between the map and the messages: a rule
     * there would cost a hundred bytes or more a redraw. */
    for (int age = 0; age < rows - 1; age++) {
        const struct msg *m = msglog_get(log, age);
        if (!m)
            break;
        char line[SCREEN_MSG_LINE];
        screen_msg_line(m, line, sizeof line);
        screen_put(win, rows - 1 - age, 1, line, cols - 2, age_attr(ui, age));
    }
    /* The front end's own line in the top row, kept blank otherwise; the
     * look text, while the cursor is out, goes over it. */
    if (ui->notice[0] && !look[0]) {
        screen_put(win, 0, 1, ui->notice, cols - 2, A_BOLD | A_REVERSE);
    }
    if (look[0]) {
        wmove(win, 0, 0);
        wclrtoeol(win);
        wmove(win, 1, 0);
        wclrtoeol(win);
        wattron(win, A_BOLD);
        screen_wrap(win, 0, 1, cols - 2, look);
        wattroff(win, A_BOLD);
    }
    wnoutrefresh(win);
}
