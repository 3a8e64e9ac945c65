#ifndef MURK_TERM_DRAW_HELP_H
#define MURK_TERM_DRAW_HELP_H

/* The key list (`?`), over the whole screen. */

#include "term.h"

/* The key list from entry first on, as many as fit the screen, over the
 * whole of it; returns how many entries there are and sets *last_shown,
 * so the caller can scroll it. */
int draw_help(const struct ui *ui, int first, int *last_shown);

#endif
