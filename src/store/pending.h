#ifndef MURK_STORE_PENDING_H
#define MURK_STORE_PENDING_H

/* Records kept pending, beside the store's save (store.h). */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "store.h"

/* A run whose record could not be written is kept apart from the save a
 * new game writes: its ended save renamed to NAME.RUNID.pending in the
 * save folder, tried again at the next start and at the next run's end,
 * and removed once written. */
enum { STORE_PENDING_NAME_MAX = STORE_NAME_MAX + 32 };

/* NAME.sav (the ending, just saved) renamed to the run's pending file.
 * Returns 0, or an errno (the ending then stays NAME.sav, which the next
 * start finishes as before). */
int store_keep_pending(struct store *store, uint64_t run_id);

/* The first of NAME's pending files, its name into file. Returns whether
 * there is one. */
bool store_pending_next(struct store *store, char *file, size_t size);

/* The pending file read into game (through every check, and it must be a
 * run that is over), with when the run began and ended (the file's
 * time: when its ending was saved). Returns 0, or EX_DATAERR (the file
 * is then set aside as FILE.bad) or EX_IOERR, with why. */
int store_pending_load(struct store *store, const char *file, struct game *game,
                       const struct kind_list *kinds, const struct item_kind_list *items,
                       int64_t *started, int64_t *ended, char *why, size_t why_size);

/* The pending file removed, its record written. */
void store_pending_remove(struct store *store, const char *file);

#endif
