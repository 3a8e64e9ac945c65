#ifndef MURK_REPLAY_WATCH_H
#define MURK_REPLAY_WATCH_H

/* `murk --replay FILE`: a recording watched in the terminal. */

#include <stdint.h>

#include "murk/base/item_kind.h"
#include "murk/base/kind.h"

/* Checks the recording as --verify does (a file made with other data, or
 * damaged, is refused in one line on stderr, status 65; 66 when it cannot
 * be opened), then plays it back on the curses front end until the watcher
 * quits, in at most max_cols x max_lines of the terminal (the host's
 * --max-size; 0 for all of it). Returns an exit status. */
int replay_watch(const char *path, const struct kind_list *kinds,
                 const struct item_kind_list *items, uint64_t data_hash, int max_cols,
                 int max_lines);

#endif
