#include "murk/base/diag.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

void diag_clear(struct diag *d)
{
    memset(d, 0, sizeof *d);
}

/* Counts the report, and returns the line to write it into, or NULL once
 * DIAG_MAX are kept (the rest are counted only). */
static char *diag_next(struct diag *d)
{
    d->total++;
    if (d->count >= DIAG_MAX)
        return NULL;
    return d->lines[d->count++];
}

/* snprintf and vsnprintf cut at the buffer's end and say how much they would
 * have written; a cut line is still NUL-terminated, which is all we need. */
static void diag_format(char *out, size_t at, const char *fmt, va_list args) DIAG_PRINTF(3, 0);
static void diag_format(char *out, size_t at, const char *fmt, va_list args)
{
    if (at >= DIAG_LINE)
        return;
    vsnprintf(out + at, DIAG_LINE - at, fmt, args);
}

void diag_add(struct diag *d, const char *path, int line, int col, const char *fmt, ...)
{
    char *out = diag_next(d);
    if (out == NULL)
        return;
    int n = snprintf(out, DIAG_LINE, "%s:%d:%d: ", path ? path : "?", line, col);
    va_list args;
    va_start(args, fmt);
    diag_format(out, n < 0 ? 0 : (size_t)n, fmt, args);
    va_end(args);
}

void diag_add_file(struct diag *d, const char *path, const char *fmt, ...)
{
    char *out = diag_next(d);
    if (out == NULL)
        return;
    int n = snprintf(out, DIAG_LINE, "%s: ", path ? path : "?");
    va_list args;
    va_start(args, fmt);
    diag_format(out, n < 0 ? 0 : (size_t)n, fmt, args);
    va_end(args);
}
