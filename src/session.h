#ifndef MURK_SESSION_H
#define MURK_SESSION_H

/* The game in play kept on disk (session.c): every action goes to the
 * journal, the save directory's recording (src/replay/keep.c), flushed as
 * it is played, and the save (src/store) is a snapshot written when it
 * matters: a game's first, a new floor, every SESSION_SNAPSHOT_EVERY
 * turns, and when play stops (S, a hang-up, SIGTERM, the end). Resuming
 * is the snapshot and the journal's tail replayed (keep_resume). While the
 * journal cannot be written (a full disk, a directory gone), the save is
 * written after every action instead, and a new journal starts from the
 * first that works. A run that is over is ended (run_end). No curses. */

#include <stdbool.h>

#include "murk/turn/game.h"
#include "replay/keep.h"
#include "store/store.h"

enum { SESSION_SNAPSHOT_EVERY = 100 };

struct session {
    struct store store;
    struct keep *keep; /* the recordings; the first directory's is the journal */
    bool saved;        /* the game in play has been written at least once */
    long actions;      /* how many actions the game has been given */
    long saved_after;  /* ...when it was last written */
    int snapshot_turn; /* ...at this turn */
    int depth;         /* ...on this floor */
    bool ended;        /* its run is over and recorded, its save gone */
    int status;        /* the last save's exit status; 0 when it worked */
    char why[STORE_WHY_MAX];
    char said[STORE_WHY_MAX]; /* a start's word to the player, shown once the front end is up */
    char end_said[STORE_WHY_MAX + 64]; /* a run end's word on its record, for the end screen */
    /* The data, to read back the runs kept pending (run_end_retry). */
    const struct kind_list *kinds;
    const struct item_kind_list *items;
    /* Told after each write: the failure (strerror), or NULL when it worked. */
    void (*told)(void *ctx, const char *failure);
    void *told_ctx;
};

/* The action hook (ui_on_action): ctx is the session. Counts the action
 * and writes it to the recordings. */
void session_action(void *ctx, const struct game *game, struct action action);

/* After the game may have changed: a snapshot when one is due (above), or
 * the run ended when it is over. A failure is told, and tried again at the
 * next call. */
void session_changed(struct session *s, const struct game *game);

/* Play stops with the run not over: the snapshot, durably. */
void session_leave(struct session *s, const struct game *game);

/* A new game begins in the session: nothing of it written yet. */
void session_new_game(struct session *s);

#endif
