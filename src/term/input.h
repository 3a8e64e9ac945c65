#ifndef MURK_TERM_INPUT_H
#define MURK_TERM_INPUT_H

/* Keys read from the terminal. */

#include "ui_end.h"
#include "term.h"

/* Reads a key, turning a resize into a new layout at once so every
 * caller sees a screen that fits, and Ctrl-C into KEY_CTRL_C. A signal cuts
 * its wait short, so a hang-up or SIGTERM is seen at once even when no key
 * comes; from then on, and once the terminal is gone (a few failed reads in
 * a row), every read says KEY_GONE, so every loop that reads keys ends and
 * none spins on a dead connection. Ctrl-Z leaves the screen, stops murk,
 * and once it goes on reads as a resize (all is drawn again). */
int ui_read_key(struct ui *ui);

/* Sets the terminal so that a read waits for a key with no timer
 * (termios VMIN 1, VTIME 0), as the mode curses keeps for play: a key is
 * then one read(2), which a handled signal ends at once (signals.h).
 * Called once curses has set the terminal up (ui_open); where the
 * terminal refuses, the wait is curses' own timed one, a second a slice. */
void input_start(void);

/* A key, or ERR when none came within wait_ms (-1: wait for
 * one, which is ui_read_key); KEY_GONE, KEY_CTRL_C and KEY_RESIZE as
 * there. For the screens that move on their own (a replay, a game
 * watched). */
int ui_read_key_within(struct ui *ui, int wait_ms);

/* How the game ends when the keys have: a signal asked us to stop, or the
 * terminal went away, which is a hang-up unless hang-ups are ignored
 * (nohup: then it is an error). */
enum ui_end ui_gone(void);

#endif
