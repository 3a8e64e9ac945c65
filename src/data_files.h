#ifndef MURK_DATA_FILES_H
#define MURK_DATA_FILES_H

#include <stddef.h>

#include "murk/item.h"
#include "murk/kind.h"

/* The data directory: the one given with --data; else the one built in at
 * install time, if it holds the data; else data/ beside the binary, so that
 * `make && ./murk` works in the source tree. Writes it into buf. */
void data_dir_find(const char *given, const char *argv0, char *buf, size_t size);

/* Loads every data file in dir. Prints each error as one line,
 * "murk: PATH:LINE:COL: message", and returns an exit status: 0, 65 (bad
 * data) or 66 (a file that cannot be opened). */
int data_load_all(const char *dir, struct kind_list *kinds, struct item_kind_list *items);

#endif
