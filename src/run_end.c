/* The end of a run is a state, written first: the save is rewritten, made
 * durable, with the ending in it; then the record; and only then is the
 * save removed. Whatever is killed when, the next start finds either the
 * ended save (and finishes its record) or no save and the record written,
 * and each record, keyed by the run id, is written once. A record that
 * cannot be written keeps its ended save apart (store_keep_pending), so
 * nothing played next writes over it, and it is tried at every start and
 * every run's end until it is. */
#define _POSIX_C_SOURCE 200809L /* nanosleep */

#include "run_end.h"

#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sysexits.h>
#include <time.h>

#include "murk/turn/game.h"
#include "record/record.h"
#include "store/pending.h"
#include "store/store.h"

/* The record of the game that is over, written all three ways. */
static int write_record(struct store *store, const struct game *game, int64_t started,
                        int64_t ended, char *why, size_t why_size)
{
    struct record record;
    record_of_game(&record, game, store->name, started, ended);
    return record_write(store->base, &record, game, why, why_size);
}

/* How the run ended, in words, for the player. */
static void ending_words(const struct game *game, char *out, size_t size)
{
    const struct game_run *run = &game->run;
    if (run->won)
        snprintf(out, size, "won on turn %d", run->turn);
    else if (run->quit)
        snprintf(out, size, "given up on turn %d", run->turn);
    else
        snprintf(out,
                 size,
                 "killed by %s on turn %d",
                 run->killer[0] ? run->killer : "something",
                 run->turn);
}

int run_end(struct store *store, const struct game *game, char *why, size_t why_size)
{
    char saved_why[STORE_WHY_MAX], record_why[STORE_WHY_MAX + 256];
    int saved = store_save_ending(store, game, saved_why, sizeof saved_why);
    int64_t now = (int64_t)time(NULL);
    uint64_t started = store_take_started(store);
    if (write_record(
            store, game, started ? (int64_t)started : now, now, record_why, sizeof record_why) ==
        EX_OK)
        return store_remove_save(store, why, why_size);
    if (saved == EX_OK) {
        /* Apart from NAME.sav, which the next game writes; where even the
         * rename fails, NAME.sav it stays, finished by the next start. */
        store_keep_pending(store, game->run.id);
        snprintf(why,
                 why_size,
                 "the run could not be recorded (%s); it is kept, and recorded when %s next "
                 "plays",
                 record_why,
                 store->name);
        return EX_IOERR;
    }
    /* Neither the ending nor the record could be written: the save left
     * is of the turn before the end, and playing it would undo a death.
     * It goes; the record is lost, and said to be. */
    char removed[STORE_WHY_MAX];
    store_remove_save(store, removed, sizeof removed);
    snprintf(
        why, why_size, "the run could be neither saved nor recorded (%s); it is lost", record_why);
    return EX_IOERR;
}

int run_end_pending(struct store *store, const struct game *game, char *said, size_t said_size,
                    char *why, size_t why_size)
{
    char ending[96];
    ending_words(game, ending, sizeof ending);
    int status = run_end(store, game, why, why_size);
    if (status == EX_OK)
        snprintf(said,
                 said_size,
                 "Your last run (%s) had ended before its record was written; it is recorded "
                 "now.",
                 ending);
    else
        snprintf(said,
                 said_size,
                 "Your last run (%s) could still not be recorded; it is kept and tried again.",
                 ending);
    /* Kept pending, the run is no reason to keep the player from a game. */
    return EX_OK;
}

int run_end_retry(struct store *store, const struct kind_list *kinds,
                  const struct item_kind_list *items, char *said, size_t said_size)
{
    struct game *game = calloc(1, sizeof *game);
    if (!game)
        return 0;
    char file[STORE_PENDING_NAME_MAX], why[STORE_WHY_MAX + 256], ending[96];
    int written = 0, kept = 0;
    /* One at a time; a failure ends the round, as the next would meet the
     * same full disk or held lock. */
    while (kept == 0 && store_pending_next(store, file, sizeof file)) {
        int64_t started = 0, ended = 0; /* set by a load that succeeds */
        if (store_pending_load(
                store, file, game, kinds, items, &started, &ended, why, sizeof why) != EX_OK) {
            snprintf(said, said_size, "A run kept to be recorded cannot be read: %s.", why);
            kept++;
            break;
        }
        ending_words(game, ending, sizeof ending);
        if (write_record(store, game, started, ended, why, sizeof why) == EX_OK) {
            store_pending_remove(store, file);
            written++;
            snprintf(said,
                     said_size,
                     "Your run %s, which could not be recorded, is recorded now.",
                     ending);
        } else {
            kept++;
            snprintf(said,
                     said_size,
                     "Your run %s could still not be recorded (%s); it is kept.",
                     ending,
                     why);
        }
        game_free(game);
    }
    free(game);
    return kept ? -kept : written;
}

int run_end_keep(const char *base, const char *name, uint64_t data_hash, const struct game *game,
                 char *why, size_t why_size)
{
    struct store store;
    int status = EX_TEMPFAIL;
    /* Other bots of the name hold its lock a moment each: tried up to the
     * deadline a run's end has. */
    for (int waited = 0; status == EX_TEMPFAIL && waited <= RECORD_LOCK_WAIT_MS; waited += 20) {
        status = store_open(&store, base, name, data_hash, why, why_size);
        if (status == EX_TEMPFAIL)
            nanosleep(&(struct timespec){0, 20 * 1000 * 1000}, NULL);
    }
    if (status != EX_OK)
        return status;
    char file[STORE_PENDING_NAME_MAX];
    snprintf(file, sizeof file, "%s.%016" PRIx64 ".pending", name, game->run.id);
    status = store_save_as(&store, game, file, why, why_size);
    if (status == EX_OK)
        snprintf(why,
                 why_size,
                 "kept as %s/%s, and recorded at %s's next start or recorded run",
                 store.dir,
                 file,
                 name);
    store_close(&store);
    return status;
}
