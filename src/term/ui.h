#ifndef MURK_TERM_UI_H
#define MURK_TERM_UI_H

/* The curses front end's entry points; they keep curses out of main.c. */

struct game;
struct ui;

/* UI_LOST: the terminal went away while hang-ups were ignored (nohup): input
 * gives only errors, and the game ends rather than spin; without nohup that
 * is a hang-up, UI_SIGNAL.
 * UI_QUIT: the player gave the game up (or quit after a death); UI_SAVE:
 * `S`, save and quit; UI_SIGNAL: SIGHUP or SIGTERM, save and stop. */
enum ui_end { UI_QUIT, UI_NEW_GAME, UI_LOST, UI_SAVE, UI_SIGNAL };

/* Takes over the terminal. Returns NULL, having said why on stderr, when the
 * terminal cannot be used. */
struct ui *ui_open(void);

/* Plays the game until the player quits or dies; after a death, asks whether
 * to start a new game. */
enum ui_end ui_play(struct ui *ui, struct game *game);

/* on_change(ctx, game) is called whenever the game may have changed: before
 * each key is read, and after each turn of a rest. The saver. */
void ui_on_change(struct ui *ui, void (*on_change)(void *ctx, const struct game *game), void *ctx);

/* Gives the terminal back as it was. */
void ui_close(struct ui *ui);

#endif
