#ifndef MURK_TERM_SIGNALS_H
#define MURK_TERM_SIGNALS_H

/* Signals as flags the key-reading loops look at: a handler does nothing
 * else, so no work, no curses and no file is ever touched from one. */

#include <signal.h>
#include <stdbool.h>

/* SIGHUP and SIGTERM ask the game to save and stop; SIGINT (Ctrl-C) asks
 * the quit question, as Q does; SIGQUIT (Ctrl-\) is ignored; SIGTSTP
 * (Ctrl-Z) asks the key reader to leave the screen and stop. A SIGHUP
 * already ignored when murk started (nohup) stays ignored. Call before the
 * terminal is taken over, so curses keeps its hands off these signals. */
void signals_install(void);

/* Whether murk handles SIGHUP (it was not ignored when murk started): then
 * a terminal that goes away is a hang-up, signal or no signal, since the
 * signal goes to whoever leads the terminal's session, and that need not
 * be murk. */
bool signals_hangup_handled(void);

/* The signal that asked us to stop (SIGHUP or SIGTERM), or 0. It stays set. */
int signals_stop(void);

/* Whether a stop, a Ctrl-C or a Ctrl-Z is waiting to be seen by the key
 * reader, which a loop that reads no keys (a rest) checks to stop at once. */
bool signals_pending(void);

/* Whether Ctrl-C was pressed since the last call; the press is used up. */
bool signals_take_interrupt(void);

/* Whether Ctrl-Z was pressed since the last call; the press is used up. */
bool signals_take_suspend(void);

/* Makes curses' SIGWINCH handler (installed when curses starts) wake the
 * wait for a key too, as murk's own handlers do. Call once curses runs. */
void signals_watch_resize(void);

/* Around the read that waits for a key: from begin on, a handled signal
 * makes the terminal's reads non-blocking, so the read returns at once
 * though the signal landed after the look at the flags and before the
 * read; end makes them blocking again. Look at signals_pending() after
 * begin, read, then end. */
void signals_read_begin(void);
void signals_read_end(void);

/* Stops murk as Ctrl-Z would without a handler, and returns once it is
 * continued. The caller leaves the screen (endwin) first. */
void signals_suspend_now(void);

#endif
