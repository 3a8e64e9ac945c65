#ifndef MURK_RECORD_MORGUE_H
#define MURK_RECORD_MORGUE_H

/* BASE/morgue/NAME-YYYYMMDD-HHMMSS-RUNID.txt: the run told for the
 * player. */

#include <stddef.h>
#include <stdio.h>

#include "record_util.h"

struct game;

enum { RECORD_MESSAGES = 20 }; /* the morgue: the last so many messages */

/* The morgue's text: the record, the last RECORD_MESSAGES messages, the
 * pack, the kinds identified, the floor as the player saw it and the
 * monsters killed by kind. */
void record_morgue_text(FILE *out, const struct record *r, const struct game *game);

/* Writes the run's morgue file, once: a run that has one (its run id in a
 * file's name) gets no other. Written to NAME-...txt.tmp and renamed, so
 * it is whole or absent; the temporary file is removed on failure. path
 * gets its path (may be NULL). Returns 0 or EX_IOERR. */
int record_morgue_write(const char *base, const struct record *r, const struct game *game,
                        char *path, size_t path_size, char *why, size_t why_size);

#endif
