#ifndef MURK_TERM_FRAME_H
#define MURK_TERM_FRAME_H

/* One frame of the game on screen. */

#include "term.h"

/* One frame. Each window draws only what changed since the last
 * (struct drawn), and one doupdate sends it. */
void ui_draw_all(struct ui *ui);

/* Marks every window to be sent again, after something covered them all. */
void ui_touch_all(struct ui *ui);

/* Draws the whole screen for game once, as play does (map, panel, look,
 * log), and sends it out. */
void ui_show(struct ui *ui, const struct game *game);

#endif
