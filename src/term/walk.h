#ifndef MURK_TERM_WALK_H
#define MURK_TERM_WALK_H

/* Walks, rests and travel on screen. */

#include "term.h"

/* _ o H J K L Y U B N and R, a step (or a turn of rest) at a time
 * through the loop every caller of a repeated action shares (repeat.h),
 * drawn as it goes, until the game says stop or a key is pressed. */
void walk_repeat(struct ui *ui, struct game *game, struct action action);

/* `_`: the cursor chooses where, then walk_repeat walks there. */
void walk_travel(struct ui *ui, struct game *game);

#endif
