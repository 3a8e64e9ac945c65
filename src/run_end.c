/* The end of a run is a state, written first: the save is rewritten, made
 * durable, with the ending in it; then the record; and only then is the
 * save removed. Whatever is killed when, the next start finds either the
 * ended save (and finishes its record) or no save and the record written,
 * and each record, keyed by the run id, is written once. */
#include "run_end.h"

#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sysexits.h>
#include <time.h>

#include "murk/game.h"
#include "record/record.h"
#include "store/store.h"

/* The record of the game that is over, written all three ways. */
static int write_record(struct store *store, const struct game *game, char *why, size_t why_size)
{
    int64_t now = (int64_t)time(NULL);
    uint64_t started = store->started;
    struct record record;
    record_of_game(&record, game, store->name, started ? (int64_t)started : now, now);
    return record_write(store->base, &record, game, why, why_size);
}

int run_end(struct store *store, const struct game *game, char *why, size_t why_size)
{
    char saved_why[STORE_WHY_MAX], record_why[STORE_WHY_MAX + 256];
    int saved = store_save_ending(store, game, saved_why, sizeof saved_why);
    if (write_record(store, game, record_why, sizeof record_why) == EX_OK) {
        store_take_started(store);
        return store_remove_save(store, why, why_size);
    }
    if (saved == EX_OK) {
        snprintf(why,
                 why_size,
                 "the run could not be recorded (%s); it is kept, over, and recorded when %s next "
                 "plays",
                 record_why,
                 store->name);
        store_take_started(store);
        return EX_IOERR;
    }
    /* Neither the ending nor the record could be written: the save left
     * is of the turn before the end, and playing it would undo a death.
     * It goes; the record is lost, and said to be. */
    char removed[STORE_WHY_MAX];
    store_take_started(store);
    store_remove_save(store, removed, sizeof removed);
    snprintf(
        why, why_size, "the run could be neither saved nor recorded (%s); it is lost", record_why);
    return EX_IOERR;
}

int run_end_pending(struct store *store, const struct game *game, char *said, size_t said_size,
                    char *why, size_t why_size)
{
    int status = run_end(store, game, why, why_size);
    if (status != EX_OK)
        return status;
    const struct game_run *run = &game->run;
    char ending[96];
    if (run->won)
        snprintf(ending, sizeof ending, "won");
    else if (run->quit)
        snprintf(ending, sizeof ending, "given up");
    else
        snprintf(ending, sizeof ending, "killed by %s", run->killer[0] ? run->killer : "something");
    snprintf(
        said,
        said_size,
        "Your last run (%s on turn %d) had ended before its record was written; it is recorded "
        "now.",
        ending,
        run->turn);
    return EX_OK;
}
