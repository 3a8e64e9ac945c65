#ifndef MURK_TERM_OBEY_H
#define MURK_TERM_OBEY_H

/* What each command does in play. */

#include <stdbool.h>

#include "keymap.h"
#include "term.h"

/* What the key's command does in play (command.def's handler);
 * false when the player chose to quit. */
bool ui_obey(struct ui *ui, struct game *game, struct key_command kc);

#endif
