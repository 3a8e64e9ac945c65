#ifndef MURK_TERM_ACTING_H
#define MURK_TERM_ACTING_H

/* The front end's one way into the game, and what it tells the saver and
 * the recorder. */

#include "term.h"

/* Every action the front end gives the game goes through here, so
 * the recorder hears of it. Returns whether it took a turn. */
bool ui_act(struct ui *ui, struct game *game, struct action action);

/* Tells the recorder (on_action) of an action the game has just been
 * given, turn or no turn: each one changes the game's state. */
void ui_acted(struct ui *ui, struct action action);

/* Tells the saver the game may have changed: after every key, and after
 * every step of a walk or a rest, so a kill -9 loses at most the turn being
 * played. */
void ui_changed(struct ui *ui);

#endif
