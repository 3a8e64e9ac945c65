#ifndef MURK_TERM_DRAW_LOG_H
#define MURK_TERM_DRAW_LOG_H

/* The log window: the last messages, and the front end's own line. */

#include "term.h"

/* Draws the log window (only when what it shows has changed). */
void draw_log(struct ui *ui);

#endif
