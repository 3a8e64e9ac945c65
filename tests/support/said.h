#ifndef MURK_TEST_SAID_H
#define MURK_TEST_SAID_H

/* What the game's message log says, as a test asks it. */

#include <stdbool.h>

#include "murk/turn/game.h"

/* The message `age` steps back (0 the newest), or "" when there is none. */
const char *said_newest(const struct game *g, int age);

/* Whether any message still in the log is exactly text. */
bool said(const struct game *g, const char *text);

/* Whether any message still in the log begins with start. */
bool said_start(const struct game *g, const char *start);

#endif
