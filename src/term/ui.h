#ifndef MURK_TERM_UI_H
#define MURK_TERM_UI_H

/* The curses front end's entry points; they keep curses out of main.c. */

#include <stdbool.h>
#include <stddef.h>

#include "murk/turn/game.h"

struct ui;

/* UI_LOST: the terminal went away while hang-ups were ignored (nohup): input
 * gives only errors, and the game ends rather than spin; without nohup that
 * is a hang-up, UI_SIGNAL.
 * UI_QUIT: the player gave the game up (or quit after a death); UI_SAVE:
 * `S`, save and quit; UI_SIGNAL: SIGHUP or SIGTERM, save and stop. */
enum ui_end { UI_QUIT, UI_NEW_GAME, UI_LOST, UI_SAVE, UI_SIGNAL };

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

/* A line from the front end, not the game: shown in the log window's top
 * row until the next (NULL or "" clears it). What the saver says. */
void ui_tell(struct ui *ui, const char *text);

/* The saver's word on the run's record, for the end screen: that it could
 * not be written and is kept, or that one kept before is written now
 * ("" for nothing). Cleared when the next game starts. */
void ui_tell_end(struct ui *ui, const char *text);

/* The saver's word on the last save: reason (strerror's words) when it
 * failed, NULL when it worked. A failure marks the side panel ("NOT
 * SAVED") and says "Your game could not be saved: REASON." at once; the
 * next save that works takes the mark away and says so. While the mark is
 * up, S refuses to leave, saying why. */
void ui_save_failed(struct ui *ui, const char *reason);

/* Draws the whole screen for game once, as play does (map, panel, look,
 * log), and sends it out. */
void ui_show(struct ui *ui, const struct game *game);

/* Watches a recorded game: draws game as in play and steps it through
 * game_do with the actions next gives (false: no more), at a steady pace.
 * Space pauses and resumes, + and - change the speed, q stops; at the end
 * it says the replay is over and waits for q. Returns UI_QUIT, or
 * UI_SIGNAL / UI_LOST as ui_play does. (src/term/replay.c) */
enum ui_end ui_replay(struct ui *ui, struct game *game,
                      bool (*next)(void *ctx, struct action *action), void *ctx);

/* A game in progress, as the watch list shows it (`murk --watch`); the
 * most a list holds. */
enum { UI_WATCH_MAX = 128 };
struct ui_watch_entry {
    char name[32];
    int depth, turn; /* -1 when unknown */
    long idle;       /* seconds since the player last acted */
};

/* The watch list: the games list(ctx, entries, max) gives (asked again
 * every few seconds, so games that start or stop come and go), chosen by
 * letter or with the arrows and Enter; "No games are being played." when
 * there are none. Returns UI_NEW_GAME with the name chosen in chosen,
 * UI_QUIT when the watcher leaves (q), or UI_SIGNAL / UI_LOST. (follow.c) */
enum ui_end ui_watch_menu(struct ui *ui,
                          int (*list)(void *ctx, struct ui_watch_entry *entries, int max),
                          void *ctx, char *chosen, size_t chosen_size);

/* What a game followed gives next: an action, already played on the game
 * (UI_FEED_ACTION); nothing yet (UI_FEED_WAIT: asked again soon); its
 * end (UI_FEED_OVER), or a recording that disagrees (UI_FEED_BAD), with
 * a line saying so. */
enum ui_feed { UI_FEED_ACTION, UI_FEED_WAIT, UI_FEED_OVER, UI_FEED_BAD };

/* A game followed as it is played: drawn as in play after each batch of
 * actions next gives (the view moved after every action, as the player's
 * is), with line (whose game this is, that nothing here changes it) in the
 * log's top row. m shows the minds pane when minds is true (else says the
 * aids are off), [ and ] scroll it, q leaves. At the end the line next
 * gave is shown until a key. Returns UI_QUIT (q), UI_NEW_GAME (the game
 * ended, or was left), UI_SIGNAL / UI_LOST; with UI_FEED_BAD's line in said
 * and *bad set when the recording disagreed. (follow.c) */
enum ui_end ui_follow(struct ui *ui, struct game *game, const char *line, bool minds,
                      enum ui_feed (*next)(void *ctx, char *said, size_t size), void *ctx,
                      char *said, size_t said_size, bool *bad);

/* Gives the terminal back as it was. */
void ui_close(struct ui *ui);

#endif
