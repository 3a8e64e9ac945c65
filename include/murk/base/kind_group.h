#ifndef MURK_KIND_GROUP_H
#define MURK_KIND_GROUP_H

#include <stddef.h>

#include "murk/base/diag.h"

/* A kind's group: data/monsters.txt's "group:" line, read once every kind
 * is (a follower kind may come later in the file).
 *
 *     group:KIND:MIN-MAX[,KIND:MIN-MAX]...
 *
 * up to KIND_GROUP_ENTRIES follower kinds, each a kind of the file and a
 * count MIN-MAX, each 0..KIND_GROUP_COUNT_MAX, MIN <= MAX. The reader knows
 * kinds only through the callbacks, so the kind list (kind.c) stands on it
 * and not the other way. */
enum { KIND_GROUP_ENTRIES = 4, KIND_GROUP_COUNT_MAX = 9 };

struct kind_group_entry {
    int kind; /* what find gave for its name */
    int min, max;
};

struct kind_group_reader {
    int (*find)(void *ctx, const char *name); /* a kind's index by name, or -1 */
    /* The group line of the kind at index record, read whole. */
    void (*store)(void *ctx, int record, const struct kind_group_entry *entries, int count);
    void *ctx;
};

/* Reads every group line of the len bytes at text (a kinds file that
 * parsed without errors), reporting each bad one as "PATH:LINE:COL:
 * message" to diag. Returns the number of errors. */
int kind_group_read(const struct kind_group_reader *reader, const char *text, size_t len,
                    const char *path, struct diag *diag);

#endif
