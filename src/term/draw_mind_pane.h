#ifndef MURK_TERM_DRAW_MIND_PANE_H
#define MURK_TERM_DRAW_MIND_PANE_H

/* The player's minds pane (m): the minds of the monsters the player
 * perceives and no other, grouped as they act (mind_list.h), each with
 * its glyph and kind, its state, what it means to do, why its mind last
 * changed (why_full) and what would change it next (why_next); and the
 * overlay that draws each one's line to what it heads for. Nothing in it
 * is more than the player could know: it marks nothing, and a watcher and
 * a replay show it on any server. */

#include "term.h"

/* Draws the pane (only when what it shows has changed). */
void draw_mind_pane(struct ui *ui);

/* Each listed monster's line to the cell it heads for, in its state's
 * colour, under the monsters' own cells. */
void mind_pane_overlay(const struct ui *ui, struct canvas *canvas, struct pos origin);

/* How many monsters the pane lists (its scroll's end). */
int mind_pane_count(const struct ui *ui);

#endif
