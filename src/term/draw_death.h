#ifndef MURK_TERM_DRAW_DEATH_H
#define MURK_TERM_DRAW_DEATH_H

/* The end screen, after a death, a quit or the win. */

#include "term.h"

/* The end screen, over the whole terminal: how the run ended and when, the
 * points, how deep it went, the seed, and whether a debugging aid was
 * used. */
void draw_death(const struct ui *ui);

#endif
