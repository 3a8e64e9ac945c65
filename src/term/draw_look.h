#ifndef MURK_TERM_DRAW_LOOK_H
#define MURK_TERM_DRAW_LOOK_H

/* The look window: what the cursor is on, or the monsters the panel had
 * no room for. */

#include <stddef.h>

#include "term.h"

/* Draws the look window (only when what it shows has changed). */
void draw_look(struct ui *ui);

/* What the look cursor says of its cell, with what it is out for:
 * "Look: A goblin, unhurt." or "Travel to: Floor you remember."; when
 * aiming, the keys too: "Fire at: A goblin, unhurt. (f or Enter: fire;
 * Tab: next; Esc: cancel)". */
void look_text(const struct ui *ui, char *out, size_t size);

/* Whether the look window has the rows for the whole of the cursor's
 * sentence; when not, the log tells it whole while the cursor is out. */
bool look_in_window(const struct ui *ui);

#endif
