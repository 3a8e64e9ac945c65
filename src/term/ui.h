#ifndef MURK_TERM_UI_H
#define MURK_TERM_UI_H

/* The curses front end's entry points; they keep curses out of main.c. */

struct game;
struct ui;

/* UI_LOST: the terminal went away (a dropped connection whose hangup was
 * ignored): input gives only errors, and the game ends rather than spin. */
enum ui_end { UI_QUIT, UI_NEW_GAME, UI_LOST };

/* Takes over the terminal. Returns NULL, having said why on stderr, when the
 * terminal cannot be used. */
struct ui *ui_open(void);

/* Plays the game until the player quits or dies; after a death, asks whether
 * to start a new game. */
enum ui_end ui_play(struct ui *ui, struct game *game);

/* Gives the terminal back as it was. */
void ui_close(struct ui *ui);

#endif
