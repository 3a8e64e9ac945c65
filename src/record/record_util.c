/* What the morgue, the scores and the xlogfile share: the outcome's word,
 * text made safe, times in words. */
#define _GNU_SOURCE /* gmtime_r */

#include "record_util.h"

#include <stdio.h>
#include <string.h>

const char *record_outcome_word(enum record_outcome outcome)
{
    return outcome == RECORD_WON ? "won" : outcome == RECORD_QUIT ? "quit" : "killed";
}

void record_clean(char *out, size_t size, const char *text, const char *bad)
{
    size_t n = 0;
    for (const char *c = text; *c && n + 1 < size; c++) {
        unsigned char u = (unsigned char)*c;
        out[n++] = u < 32 || u > 126 || strchr(bad, *c) ? '_' : *c;
    }
    if (size)
        out[n] = 0;
}

void record_time_text(char *out, size_t size, const char *format, time_t when)
{
    struct tm tm;
    if (!gmtime_r(&when, &tm) || strftime(out, size, format, &tm) == 0)
        snprintf(out, size, "%lld", (long long)when);
}
