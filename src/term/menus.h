#ifndef MURK_TERM_MENUS_H
#define MURK_TERM_MENUS_H

/* Questions and lists over the screen: yes or no, the key list, the
 * history, the end screen. */

#include <stdbool.h>

#include "ui_end.h"
#include "term.h"

/* A yes-or-no question on the log's bottom line (on a screen too
 * small to play, on its last line); true for y or Y. */
bool menus_ask_yes_no(struct ui *ui, const char *question);

/* `?`: the key list; the arrow and page keys scroll it when it is longer
 * than the screen, and any other key returns. */
void menus_help(struct ui *ui);

/* Ctrl-P: the log's last MSGLOG_CAPACITY messages, scrolled with the arrow
 * and page keys; any other key returns. */
void menus_history(struct ui *ui);

/* After a death, a quit or the win, once the last blow has been seen: the
 * end screen, then a new game (n) or quit (q, Ctrl-C). */
enum ui_end menus_death(struct ui *ui);

#endif
