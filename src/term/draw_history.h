#ifndef MURK_TERM_DRAW_HISTORY_H
#define MURK_TERM_DRAW_HISTORY_H

/* The message history (Ctrl-P), over the whole screen. */

#include "term.h"

/* Ctrl-P, over the whole screen: the messages the log has kept, newest at
 * the bottom, back of them scrolled up; the caller reads the keys. Returns
 * how many messages there are, so the caller can stop scrolling at the
 * oldest. */
int draw_history(const struct ui *ui, int back);

#endif
