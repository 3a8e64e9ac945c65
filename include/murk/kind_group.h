#ifndef MURK_KIND_GROUP_H
#define MURK_KIND_GROUP_H

#include <stddef.h>

#include "murk/diag.h"
#include "murk/kind.h"

/* A kind's group: data/monsters.txt's "group:" line, read once every kind
 * is (a follower kind may come later in the file).
 *
 *     group:KIND:MIN-MAX[,KIND:MIN-MAX]...
 *
 * up to KIND_GROUP_MAX follower kinds, each a kind of the file and a count
 * MIN-MAX, each 0..KIND_GROUP_COUNT_MAX, MIN <= MAX. */
enum { KIND_GROUP_COUNT_MAX = 9 };

/* Reads every kind's group_text into its group (the list was parsed from
 * the len bytes at text without errors), reporting each bad entry as
 * "PATH:LINE:COL: message" to diag. Returns the number of errors. */
int kind_group_resolve(struct kind_list *list, const char *text, size_t len, const char *path,
                       struct diag *diag);

#endif
