#ifndef MURK_TERM_MARKS_H
#define MURK_TERM_MARKS_H

/* The map's awareness marks: every monster drawn shows how aware of the
 * player it is (mind_awareness) by an attribute over its kind's colour, so
 * the marks read alike in 256, 16 and 8 colours, on light and dark
 * backgrounds, on vt100 and under NO_COLOR: asleep underlined, unaware
 * plain, hunting reversed, fleeing reversed and underlined, an ally or the
 * captive in italics (blinking where the terminal has none). The `?`
 * screen and the minds pane draw the legend; man/murk.6 explains it. */

#include "mind_list.h"
#include "term.h"

/* attr (a kind's colour as palette_attr gives it) with the mark of a. */
attr_t marks_attr(const struct palette *palette, attr_t attr, enum awareness a);

/* The mark's meaning ("asleep", "unaware of you") and how it looks on this
 * terminal ("underlined", "reversed", "in italics", "blinking"). */
const char *marks_meaning(enum awareness a);
const char *marks_look(const struct palette *palette, enum awareness a);

/* The map's cell of the monster in slot, which the player perceives: its
 * glyph in its kind's colour, lit where seen and faded where sensed, with
 * its mark. */
chtype marks_monster(const struct ui *ui, int slot);

/* The mark of where an unseen monster's blow or arrow came from this turn
 * (world_unseen_from): a '?' reversed. */
chtype marks_unseen(const struct palette *palette);

/* The legend: each mark on a sample glyph, then its meaning, packed into
 * rows from (row, col) within width columns; when wordy, one a row, with
 * how it looks ("g asleep: underlined"). Returns the rows used. */
int marks_legend(const struct palette *palette, WINDOW *win, int row, int col, int width,
                 bool wordy);

#endif
