#ifndef MURK_TERM_DRAW_PANEL_H
#define MURK_TERM_DRAW_PANEL_H

/* The side panel: the hero's lines and the monsters in view. */

#include "term.h"

/* Draws the side panel (only when what it shows has changed). */
void draw_panel(struct ui *ui);

#endif
