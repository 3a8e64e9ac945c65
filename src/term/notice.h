#ifndef MURK_TERM_NOTICE_H
#define MURK_TERM_NOTICE_H

/* The front end's own words, over the log and on the end screen: what the
 * saver says (ui.h gathers these for the callers outside src/term). */

#include <stdbool.h>

#include "murk/turn/game.h"

struct ui;

/* A line from the front end, not the game: shown in the log window's top
 * row until the next (NULL or "" clears it). What the saver says. */
void ui_tell(struct ui *ui, const char *text);

/* The saver's word on the run's record, for the end screen: that it could
 * not be written and is kept, or that one kept before is written now
 * ("" for nothing). Cleared when the next game starts. */
void ui_tell_end(struct ui *ui, const char *text);

/* The saver's word on the last save: reason (strerror's words) when it
 * failed, NULL when it worked. A failure marks the side panel ("NOT
 * SAVED") and says "Your game could not be saved: REASON." at once; the
 * next save that works takes the mark away and says so. While the mark is
 * up, S refuses to leave, saying why. */
void ui_save_failed(struct ui *ui, const char *reason);

/* S asked for: the saver tries once more, and when the game
 * still cannot be written, says so and returns true (S does not leave). */
bool ui_save_refused(struct ui *ui);

#endif
