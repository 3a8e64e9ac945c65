#ifndef MURK_TERM_ASK_DIRECTION_H
#define MURK_TERM_ASK_DIRECTION_H

/* A question answered with one key (`c`'s direction). */

#include <stdbool.h>

#include "term.h"

/* A question on the log's bottom line (on a screen too
 * small to play, on its last line), and the key that answers it. */
int ask_key(struct ui *ui, const char *question);

/* A question answered with a move key: true and its step in *dir, or
 * false for any other key. */
bool ask_direction(struct ui *ui, const char *question, struct pos *dir);

#endif
