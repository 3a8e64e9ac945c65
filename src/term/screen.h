#ifndef MURK_TERM_SCREEN_H
#define MURK_TERM_SCREEN_H

/* The screen's windows, laid out for the terminal's size, and the text
 * helpers every window draws with. */

#include "term.h"

/* Makes the windows for the terminal's size, in place of the last
 * layout's, with the minds pane when minds; the map takes what the others
 * leave, so a larger terminal shows more of the dungeon. */
void screen_layout(struct screen *screen, bool minds);

/* Deletes the windows. */
void screen_destroy(struct screen *screen);

/* Says, over the whole terminal, that it is too small to play, and how to
 * save or quit. */
void screen_show_too_small(void);

/* A screen of text (the key list, the messages, a list over the map, the
 * end screen) hides the cursor, which would stand at the end of its last
 * line; a frame of the game shows it again, on the player. */
void screen_hide_cursor(void);

/* Writes the first n characters of text (fewer where it ends sooner) at
 * (row, col) in attr, as wattrset and mvwaddnstr would: as cells, in
 * one waddchnstr, where waddnstr takes some forty instructions a
 * character (a message line, 3,900). Text that is not plain ASCII or
 * would run past the window's edge goes through waddnstr. */
void screen_put(WINDOW *win, int row, int col, const char *text, int n, attr_t attr);

/* Writes text from (row, col), breaking lines at spaces to fit width and
 * stopping at the window's last row. Returns the rows used. */
int screen_wrap(WINDOW *win, int row, int col, int width, const char *text);

/* The same, stopping before row end (when that comes before the last);
 * with win NULL it only counts. */
int screen_wrap_to(WINDOW *win, int row, int end, int col, int width, const char *text);
/* How many characters of text its first wrapped line takes (up to the last
 * space that lets it fit width, or width when no space does), and where
 * the next line starts after those, past the spaces. */
int screen_wrap_take(const char *text, int width);
const char *screen_wrap_next(const char *text, int take);

/* The rows screen_wrap would take for text in width columns, with room
 * for them all. */
int screen_wrap_rows(int width, const char *text);

/* A message as the log and the history show it: its text, and "(x3)" when
 * it was said three times in a row. */
enum { SCREEN_MSG_LINE = MSGLOG_LINE + 16 };
void screen_msg_line(const struct msg *m, char *out, size_t size);

#endif
