#ifndef MURK_TERM_BACKGROUND_H
#define MURK_TERM_BACKGROUND_H

/* Whether the terminal's background is light, for the palette
 * (background.c says how it is learnt). No curses: asked before curses
 * takes the terminal. */

#include <stdbool.h>
#include <stddef.h>

/* wish: 1 light, 0 dark (the options file said so), -1 find out. Sets
 * *late when the terminal was asked and had not answered in time: its
 * answers may still come, among the keys. */
bool background_light(int wish, bool *late);

/* What COLORFGBG ("15;0") says: 1 light, 0 dark, -1 it says nothing. */
int background_from_colorfgbg(const char *value);

/* What an answer to OSC 11 (len bytes: ESC ] 11 ; rgb:RRRR/GGGG/BBBB ...)
 * says: 1 light, 0 dark, -1 it is no answer. */
int background_from_answer(const char *answer, size_t len);

#endif
