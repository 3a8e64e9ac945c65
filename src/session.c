/* The game in play kept on disk: the journal and the snapshots
 * (session.h). */
#include "session.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>
#ifdef __GLIBC__
#include <malloc.h> /* malloc_trim */
#endif

#include "record/record.h"
#include "run_end.h"

void session_action(void *ctx, const struct game *game, struct action action)
{
    struct session *s = ctx;
    s->actions++;
    if (s->keep)
        keep_action(s->keep, game, action);
}

void session_new_game(struct session *s)
{
    s->saved = s->ended = false;
}

/* Whether the game needs a snapshot now. Only game_do changes a game, and
 * every action reaches session_action: a game given none since its last
 * save is that save, with no whole-game hash to tell. While the journal
 * holds every action, a snapshot is due only now and then. */
static bool snapshot_due(const struct session *s, const struct game *game, bool journal)
{
    if (!s->saved || s->status != 0)
        return true;
    if (s->actions == s->saved_after)
        return false;
    if (!journal)
        return true;
    return game->run.depth != s->depth ||
           game->run.turn >= s->snapshot_turn + SESSION_SNAPSHOT_EVERY;
}

static void snapshot(struct session *s, const struct game *game, bool durable)
{
    bool journal_was_lost = s->keep && keep_journal_failed(s->keep);
    s->status = store_save(&s->store, game, durable, s->why, sizeof s->why);
    if (s->status == 0) {
        s->saved = true;
        s->saved_after = s->actions;
        s->snapshot_turn = game->run.turn;
        s->depth = game->run.depth;
        /* The journal lost lines while the disk was full: a new one
         * starts from this save, which holds them all. */
        if (journal_was_lost)
            keep_restart_journal(s->keep, game);
        else if (s->keep)
            keep_journal_mark(s->keep, game);
    }
    if (s->told)
        s->told(s->told_ctx, s->status ? strerror(s->store.error) : NULL);
}

void session_changed(struct session *s, const struct game *game)
{
    if (game->run.over) {
        if (!s->ended) {
            record_deadline_begin(); /* one for the run's end and every retry after it */
            s->status = run_end(&s->store, game, s->why, sizeof s->why);
            if (s->status) {
                snprintf(s->end_said, sizeof s->end_said, "%s.", s->why);
                s->end_said[0] = (char)toupper((unsigned char)s->end_said[0]);
            } else if (s->kinds) /* the disk or the lock is back: those kept before too */
                run_end_retry(&s->store, s->kinds, s->items, s->end_said, sizeof s->end_said);
            record_deadline_end();
#ifdef __GLIBC__
            /* SQLite's page cache, schema and statements are freed when the
             * record is written, but glibc keeps the 400 KB they took in
             * the heap: given back, a host's player who goes on to a new
             * game (or sits at the end screen) holds only what a game
             * needs (make bench-host). */
            malloc_trim(0);
#endif
        }
        s->ended = true;
        return;
    }
    bool journal = s->keep && keep_journal_ok(s->keep);
    if (snapshot_due(s, game, journal))
        snapshot(s, game, s->saved && game->run.depth != s->depth);
}

void session_leave(struct session *s, const struct game *game)
{
    snapshot(s, game, true);
}
