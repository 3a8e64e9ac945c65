#include "screen.h"

#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "term.h"

/* The screen-reader mode's: a screen of text leaves the cursor out, where
 * its last line ends, for the reader to follow. */
static bool cursor_kept;

void screen_destroy(struct screen *screen)
{
    WINDOW **windows[] = {
        &screen->map, &screen->panel, &screen->look, &screen->log, &screen->minds};
    for (size_t i = 0; i < sizeof windows / sizeof windows[0]; i++)
        if (*windows[i]) {
            delwin(*windows[i]);
            *windows[i] = NULL;
        }
}

/* The map takes what the side panel and the log leave, so a larger terminal
 * shows more of the dungeon. */
/* The host's cap (--max-size): a larger terminal is played in its top-left
 * corner alone, so the game is the same on every terminal (a watcher's
 * 80x24 shows all a 100x30 player's game). curses is told the terminal is
 * that size; a resize tells it the real size again, and is capped here. */
static void screen_cap(const struct screen *screen)
{
    if (!screen->max_cols)
        return;
    int cols = COLS < screen->max_cols ? COLS : screen->max_cols;
    int lines = LINES < screen->max_lines ? LINES : screen->max_lines;
    if (cols == COLS && lines == LINES)
        return;
    resize_term(lines, cols);
    /* What the terminal showed past the corner is cleared once, with it. */
    clearok(curscr, TRUE);
}

void screen_layout(struct screen *screen, bool minds)
{
    screen_destroy(screen);
    screen_cap(screen);
    screen->layout++;
    screen->too_small = COLS < MIN_COLS || LINES < MIN_LINES;
    cursor_kept = screen->speech;
    if (screen->too_small)
        return;
    if (screen->speech) {
        /* The screen-reader mode: no pane, no panel; the news under the
         * map, whole width, where the cursor rests. */
        screen->map_view_cols = COLS;
        screen->map = newwin(LINES - NEWS_LINES, COLS, 0, 0);
        screen->log = newwin(NEWS_LINES, COLS, LINES - NEWS_LINES, 0);
        if (!screen->map || !screen->log) {
            screen_destroy(screen);
            screen->too_small = true;
            return;
        }
        keypad(screen->map, TRUE);
        untouchwin(screen->map);
        return;
    }
    int map_lines = LINES - LOG_LINES;
    /* The pane takes the side panel's place and the map's last
     * MINDS_COLS - PANEL_COLS columns, at every size: the map's window
     * keeps its place, and the camera plans for the columns the pane never
     * covers (map_view_cols), open or not, so opening or closing it never
     * moves the map. */
    int map_cols = COLS - (minds ? MINDS_COLS : PANEL_COLS);
    screen->map_view_cols = COLS - MINDS_COLS;
    screen->map = newwin(map_lines, map_cols, 0, 0);
    if (!minds) {
        screen->panel = newwin(map_lines - LOOK_LINES, PANEL_COLS, 0, map_cols);
        screen->look = newwin(LOOK_LINES, PANEL_COLS, map_lines - LOOK_LINES, map_cols);
    } else {
        screen->minds = newwin(map_lines, MINDS_COLS, 0, map_cols);
    }
    screen->log = newwin(LOG_LINES, COLS, map_lines, 0);
    if (!screen->map || !screen->log || (!minds && (!screen->panel || !screen->look)) ||
        (minds && !screen->minds)) {
        screen_destroy(screen);
        screen->too_small = true;
        return;
    }
    /* Keys are read through the map window so the cursor stays on the
     * player; keypad mode there turns arrow sequences into KEY_ codes. */
    keypad(screen->map, TRUE);
    leaveok(screen->map, FALSE);
    /* ...and a read refreshes a window that has changed: the new map
     * window, blank, must not go out over a list or the end screen drawn
     * on the whole screen after a resize. The next frame draws it whole. */
    untouchwin(screen->map);
}

void screen_hide_cursor(void)
{
    /* curses sends nothing when the cursor is hidden already; a screen
     * reader follows the cursor, which stays out, after the text drawn */
    curs_set(cursor_kept ? 1 : 0);
}

void screen_show_too_small(void)
{
    screen_hide_cursor();
    werase(stdscr);
    int row = LINES / 2 - 1;
    if (row < 0)
        row = 0;
    mvwprintw(stdscr, row, 0, "murk needs a terminal of at least %dx%d.", MIN_COLS, MIN_LINES);
    mvwprintw(stdscr, row + 1, 0, "This one is %dx%d. Please resize it.", COLS, LINES);
    mvwprintw(stdscr, row + 2, 0, "(S saves and quits; Q quits, and asks first.)");
    wnoutrefresh(stdscr);
    doupdate();
}

void screen_put(WINDOW *win, int row, int col, const char *text, int n, attr_t attr)
{
    chtype cells[MIN_COLS * 4];
    int room = getmaxx(win) - col, count = 0;
    bool plain = room > 0 && n <= (int)(sizeof cells / sizeof cells[0]);
    for (; plain && count < n && text[count]; count++) {
        unsigned char c = (unsigned char)text[count];
        plain = c >= ' ' && c <= '~' && count < room;
        cells[count] = (chtype)c | attr;
    }
    if (!plain) {
        attr_t was = (attr_t)getattrs(win);
        wattrset(win, attr);
        mvwaddnstr(win, row, col, text, n);
        wattrset(win, was);
        return;
    }
    mvwaddchnstr(win, row, col, cells, count);
}

int screen_wrap(WINDOW *win, int row, int col, int width, const char *text)
{
    return screen_wrap_to(win, row, getmaxy(win), col, width, text);
}

int screen_wrap_take(const char *text, int width)
{
    int len = (int)strlen(text);
    int take = len <= width ? len : width;
    if (take < len) {
        int space = take;
        while (space > 0 && text[space] != ' ')
            space--;
        if (space > 0)
            take = space;
    }
    return take;
}

const char *screen_wrap_next(const char *text, int take)
{
    text += take;
    while (*text == ' ')
        text++;
    return text;
}

int screen_wrap_to(WINDOW *win, int row, int rows, int col, int width, const char *text)
{
    int used = 0;
    while (*text && row + used < rows && width > 0) {
        int take = screen_wrap_take(text, width);
        if (win)
            mvwaddnstr(win, row + used, col, text, take);
        used++;
        text = screen_wrap_next(text, take);
    }
    return used;
}

int screen_wrap_rows(int width, const char *text)
{
    return screen_wrap_to(NULL, 0, INT_MAX, 0, width, text);
}

void screen_msg_line(const struct msg *m, char *out, size_t size)
{
    if (m->repeat > 1)
        snprintf(out, size, "%s (x%d)", m->text, m->repeat);
    else
        snprintf(out, size, "%s", m->text);
}
