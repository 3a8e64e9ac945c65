#ifndef MURK_TERM_PALETTE_H
#define MURK_TERM_PALETTE_H

/* The colours and attributes the screen draws in, from what the terminal
 * can show. */

#include "term.h"

/* Call after the terminal is up. colours_wanted caps the
 * colours used (16, 8, 0 for none; -1: all the terminal has); light picks
 * the palette for a light background. */
void palette_init(struct palette *palette, int colours_wanted, bool light);

/* What is older or fainter than plain text, remembered cells and old
 * messages: dim, else dark grey, else plain. */
attr_t palette_faded(const struct palette *palette);

/* A cell marked apart (a target, the minds pane's monster): reversed, or,
 * where reverse would lose its colour (ncv), the letter on its colour. */
attr_t palette_marked(const struct palette *palette, attr_t attr);

/* The curses attributes that show an RGB colour as well as the terminal can;
 * SHADE_DIM is for what is remembered rather than seen. Dark colours never
 * come out as black on black. */
attr_t palette_attr(const struct palette *palette, struct rgb colour, enum shade shade);

/* The attributes of the player's glyph, of that colour: the terminal's
 * own where there are sixteen colours or more, palette_attr's otherwise. */
attr_t palette_player(const struct palette *palette, struct rgb colour);

/* The attributes of the map's walls and floor, seen or remembered: the
 * terminal's own colour, and dim (dark grey on sixteen colours that cannot
 * dim) for what is remembered; bold and plain where there is neither dim
 * nor dark grey. Never a colour, so a row of them goes out without a
 * change of colour, and they read on any background. */
attr_t palette_terrain(const struct palette *palette, enum shade shade);

#endif
