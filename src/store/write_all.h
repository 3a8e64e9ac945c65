#ifndef MURK_WRITE_ALL_H
#define MURK_WRITE_ALL_H

/* Writing a whole buffer to a descriptor, shared by the save files
 * (store.c) and the xlogfile (src/record/xlog.c). */

#include <stddef.h>

/* Writes all of n bytes, through short writes and interruptions. Returns 0,
 * or -1 with errno set. */
int write_all(int fd, const void *bytes, size_t n);

#endif
