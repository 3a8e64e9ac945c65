#include "term.h"

/* The newest message brightest, older ones fading. */
static attr_t age_attr(const struct ui *ui, int age)
{
    static const struct rgb shades[] = {{255, 255, 255}, {190, 190, 190}, {130, 130, 130}};
    int last = (int)(sizeof shades / sizeof shades[0]) - 1;
    attr_t attr = palette_attr(
        &ui->palette, shades[age < last ? age : last], age == 0 ? SHADE_LIT : SHADE_DIM);
    return age == 0 ? attr | A_BOLD : attr;
}

void draw_log(const struct ui *ui)
{
    WINDOW *win = ui->screen.log;
    int rows, cols;
    getmaxyx(win, rows, cols);
    werase(win);
    /* The top row is a rule between the map and the messages. */
    wmove(win, 0, 0);
    whline(win, ACS_HLINE, cols);
    for (int age = 0; age < rows - 1; age++) {
        const struct msg *m = msglog_get(&ui->game->run.log, age);
        if (!m)
            break;
        char line[SCREEN_MSG_LINE];
        screen_msg_line(m, line, sizeof line);
        wattron(win, age_attr(ui, age));
        mvwaddnstr(win, rows - 1 - age, 1, line, cols - 2);
        wattroff(win, age_attr(ui, age));
    }
    wnoutrefresh(win);
}
