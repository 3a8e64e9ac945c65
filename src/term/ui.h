#ifndef MURK_TERM_UI_H
#define MURK_TERM_UI_H

/* The curses front end's one entry point; it keeps curses out of main.c. */

struct game;

/* Plays the game in the terminal until the player quits; returns an exit
 * status from sysexits.h. */
int ui_run(struct game *game);

#endif
