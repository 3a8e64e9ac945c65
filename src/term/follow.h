#ifndef MURK_TERM_FOLLOW_H
#define MURK_TERM_FOLLOW_H

/* Games being played, listed and followed on screen (`murk --watch`). */

#include <stdbool.h>
#include <stddef.h>

#include "murk/turn/game.h"
#include "ui_end.h"

struct ui;

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
 * UI_QUIT when the watcher leaves (q), or UI_SIGNAL / UI_LOST. */
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
 * and *bad set when the recording disagreed. */
enum ui_end ui_follow(struct ui *ui, struct game *game, const char *line, bool minds,
                      enum ui_feed (*next)(void *ctx, char *said, size_t size), void *ctx,
                      char *said, size_t said_size, bool *bad);

#endif
