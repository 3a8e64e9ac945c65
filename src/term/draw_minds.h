#ifndef MURK_TERM_DRAW_MINDS_H
#define MURK_TERM_DRAW_MINDS_H

/* The minds panes: the all-seeing debugging aid (F4: every monster of the
 * floor by id and cell, and the overlay that marks them all on the map),
 * and, shown the same way, the player's own (m; draw_mind_pane.h). */

#include <stdbool.h>

#include "term.h"

/* Draws the minds pane shown (only when what it shows has changed). */
void draw_minds(struct ui *ui);

/* The minds overlay on the map view: each monster's cell marked in its
 * state's colour, and a line to where it is heading. */
void draw_minds_overlay(const struct ui *ui, struct canvas *canvas, struct pos origin);

/* How many living monsters the minds pane lists. */
int minds_living(const struct ui *ui);

/* How many monsters the minds pane shows at once. */
int minds_rows(const struct ui *ui);

/* The pane view shown (m: MINDS_PLAYER; F4: MINDS_ALL), or hidden when it
 * is the one shown, the screen laid out for it; and scrolled a monster up
 * or down ([ and ]) while shown. */
void minds_toggle(struct ui *ui, enum minds_view view);
void minds_scroll(struct ui *ui, bool down);

/* A watcher's or a replay's key for the panes (the game is not theirs to
 * mark): m the player's pane, on any server; F4 the all-seeing one where
 * aids (debugging aids allowed here and in the game), else refused; [ and ]
 * scroll. MINDS_KEY_NONE for any other command. */
enum minds_key { MINDS_KEY_NONE, MINDS_KEY_DONE, MINDS_KEY_REFUSED };
enum minds_key minds_key(struct ui *ui, enum command command, bool aids);

#endif
