#ifndef MURK_TERM_CAPABLE_H
#define MURK_TERM_CAPABLE_H

/* Whether the terminal can play at all, asked of terminfo before curses
 * takes it over. */

#include <stdbool.h>
#include <stddef.h>

/* False, with one line saying why in why, for a terminal type that cannot
 * move the cursor (TERM=dumb, a hard-copy terminal): curses would start and
 * print garbage. True when it can, and when terminfo does not know the
 * type (newterm then says so itself). */
bool term_can_play(char *why, size_t why_size);

/* Once curses has the terminal: it sends nothing that a terminal which
 * takes on another's name (mosh as xterm-256color) may not know: no REP. */
void term_send_only_common(void);

/* Once curses has the terminal: attributes change in the terminal's
 * shortest codes, without a switch of character set each time (murk draws
 * none but ASCII); capable.c says when. */
void term_send_shorter_attributes(void);

/* Once curses has the terminal: its cursor moves weigh fewer ways to move
 * (capable.c says which, and why). */
void term_weigh_fewer_moves(void);

/* Once curses has the terminal: a step down a row goes out in one byte
 * where the terminal's entry says a line feed (capable.c says how). */
void term_step_down_in_one_byte(void);

#endif
