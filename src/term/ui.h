#ifndef MURK_TERM_UI_H
#define MURK_TERM_UI_H

/* The curses front end's entry points; they keep curses out of main.c. */

#include <stdbool.h>
#include <stddef.h>

#include "murk/turn/game.h"
#include "ui_end.h"

struct ui;

/* The options file's settings (src/term/options.h) that every ui_open
 * from now on takes: keys, colours, background, mouse, what the panel
 * lists, autopickup. NULL: the defaults. options must outlive the ui. */
struct options;
void ui_use_options(const struct options *options);

/* Takes over the terminal. Returns NULL, having said why on stderr, when the
 * terminal cannot be used. */
struct ui *ui_open(void);

/* Uses at most cols x lines of the terminal, its top-left corner (the
 * host's --max-size; 0 for the whole terminal), from now on and after
 * every resize. */
void ui_cap_size(struct ui *ui, int cols, int lines);

/* From now on, a game not begun on a seed the player chose (run.seeded)
 * shows no seed on the panel while it is played or watched (a shared
 * install's listed games: its seed would let a player rehearse it in
 * private); the end screen, the morgue and the scores give it once its
 * run is over. */
void ui_hide_unchosen_seeds(struct ui *ui);

/* What the panel lists for game, the seed hidden as that asks (for
 * ui_play and ui_follow). */
void ui_panel_for(struct ui *ui, const struct game *game);

/* Plays the game until the player quits or dies; after a death, asks whether
 * to start a new game. */
enum ui_end ui_play(struct ui *ui, struct game *game);

/* on_change(ctx, game) is called whenever the game may have changed: before
 * each key is read, and after each turn of a rest. The saver. */
void ui_on_change(struct ui *ui, void (*on_change)(void *ctx, const struct game *game), void *ctx);

/* on_action(ctx, game, action) is called after every action the front end
 * gives game_do, turn or no turn (a rest's every turn, a debugging aid, a
 * refusal), with the game as it left it. The recorder. */
void ui_on_action(struct ui *ui,
                  void (*on_action)(void *ctx, const struct game *game, struct action action),
                  void *ctx);

/* Gives the terminal back as it was. */
void ui_close(struct ui *ui);

#endif
