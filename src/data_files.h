#ifndef MURK_DATA_FILES_H
#define MURK_DATA_FILES_H

#include <stddef.h>

#include "murk/base/item.h"
#include "murk/base/kind.h"

/* The data directory, into buf: the one given with --data; else
 * $MURK_DATA; else the first of these that holds monsters.txt: data/
 * beside the binary (so `make && ./murk` plays the source tree's data,
 * never an installed copy's), the one built in at install time
 * (MURK_DATADIR), ../share/murk beside the binary (a moved prefix).
 * Returns 0, or EX_NOINPUT having said in one line every place it looked. */
int data_dir_find(const char *given, const char *argv0, char *buf, size_t size);

/* The data directory built in at install time (MURK_DATADIR). */
const char *data_dir_built_in(void);

/* Loads every data file in dir. Prints each error as one line,
 * "murk: PATH:LINE:COL: message", and returns an exit status: 0, 65 (bad
 * data) or 66 (a file that cannot be opened). */
int data_load_all(const char *dir, struct kind_list *kinds, struct item_kind_list *items);

#endif
