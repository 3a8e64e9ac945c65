#ifndef MURK_TERM_UI_END_H
#define MURK_TERM_UI_END_H

/* How a screen of the front end ends; no curses, for main.c too. */

/* UI_LOST: the terminal went away while hang-ups were ignored (nohup): input
 * gives only errors, and the game ends rather than spin; without nohup that
 * is a hang-up, UI_SIGNAL.
 * UI_QUIT: the player gave the game up (or quit after a death); UI_SAVE:
 * `S`, save and quit; UI_SIGNAL: SIGHUP or SIGTERM, save and stop. */
enum ui_end { UI_QUIT, UI_NEW_GAME, UI_LOST, UI_SAVE, UI_SIGNAL };

#endif
