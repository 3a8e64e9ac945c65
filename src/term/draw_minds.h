#ifndef MURK_TERM_DRAW_MINDS_H
#define MURK_TERM_DRAW_MINDS_H

/* The minds pane: what each monster in view has in mind, and the overlay
 * that marks them on the map. */

#include <stdbool.h>

#include "term.h"

/* Draws the minds pane (only when what it shows has changed). */
void draw_minds(struct ui *ui);

/* The minds overlay on the map view: each monster's cell marked in its
 * state's colour, and a line to where it is heading. */
void draw_minds_overlay(const struct ui *ui, struct canvas *canvas, struct pos origin);

/* How many living monsters the minds pane lists. */
int minds_living(const struct ui *ui);

/* How many monsters the minds pane shows at once. */
int minds_rows(const struct ui *ui);

/* The minds pane shown or hidden (m), the screen laid out for it; and
 * scrolled a monster up or down ([ and ]) while shown. */
void minds_toggle(struct ui *ui);
void minds_scroll(struct ui *ui, bool down);

#endif
