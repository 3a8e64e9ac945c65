/* A run that is over is recorded, and only then is its save removed, so a
 * run is never both unsaved and unrecorded. */
#include "run_end.h"

#include <stdint.h>
#include <time.h>

#include "record/record.h"
#include "store/store.h"

int run_end(struct store *store, const struct game *game, char *why, size_t why_size)
{
    int64_t now = (int64_t)time(NULL);
    uint64_t started = store_take_started(store);
    struct record record;
    record_of_game(&record, game, store->name, started ? (int64_t)started : now, now);
    int status = record_write(store->base, &record, game, why, why_size);
    if (status)
        return status;
    return store_remove_save(store, why, why_size);
}
