#ifndef MURK_RECORD_FILES_H
#define MURK_RECORD_FILES_H

/* What scores.c, xlog.c and morgue.c share: opening the base directory and
 * files in it safely. Private to src/record. */

#include <stdbool.h>
#include <stddef.h>
#include <time.h>

/* Opens BASE as a directory (making it 0700 when create and it is
 * missing). Returns its descriptor, or -1 with why (*missing set when it
 * does not exist and create was false). */
int record_open_base(const char *base, bool create, bool *missing, char *why, size_t why_size);

/* Why opening a file failed with err, in words: O_NOFOLLOW's ELOOP is a
 * symbolic link where a file should be. */
const char *record_open_reason(int err);

/* Copies text into out (size bytes), every byte that is not printable ASCII
 * and every byte in bad made '_': a value safe inside a line of fields. */
void record_clean(char *out, size_t size, const char *text, const char *bad);

/* A time as UTC text with the strftime format. */
void record_time_text(char *out, size_t size, const char *format, time_t when);

#endif
