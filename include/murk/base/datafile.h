#ifndef MURK_DATAFILE_H
#define MURK_DATAFILE_H

#include <stddef.h>

#include "murk/base/diag.h"

/* A data file larger than this is surely not a data file; refusing it keeps
 * a mistaken path (a log, a disk image) from eating memory. */
enum { DATAFILE_MAX = 16 * 1024 * 1024 };

/* Reads the whole file at path into a new buffer (not NUL-terminated) for
 * the parser, with the messages and results the loaders share:
 *    0  *text (free it) holds *len bytes;
 *   -1  too large, or out of memory: one line in diag (bad data, exit 65);
 *   -2  cannot open or read: "PATH: cannot open: reason" or "PATH: cannot
 *       read: reason" in diag (exit 66). */
int datafile_read(const char *path, char **text, size_t *len, struct diag *diag);

#endif
