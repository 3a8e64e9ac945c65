#ifndef MURK_TERM_REPLAY_H
#define MURK_TERM_REPLAY_H

/* A recorded game watched on screen (`murk --replay`). */

#include <stdbool.h>

#include "murk/turn/game.h"
#include "ui_end.h"

struct ui;

/* Watches a recorded game: draws game as in play and steps it through
 * game_do with the actions next gives (false: no more), at a steady pace.
 * Space pauses and resumes, + and - change the speed, q stops; at the end
 * it says the replay is over and waits for q. Returns UI_QUIT, or
 * UI_SIGNAL / UI_LOST as ui_play does. */
enum ui_end ui_replay(struct ui *ui, struct game *game,
                      bool (*next)(void *ctx, struct action *action), void *ctx);

#endif
