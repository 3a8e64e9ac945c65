#ifndef MURK_DIAG_H
#define MURK_DIAG_H

/* Error lines collected for the caller to print (the core prints nothing).
 * Each line reads "PATH:LINE:COL: message" or "PATH: message", without a
 * trailing newline. Only the first DIAG_MAX are kept; total counts them all,
 * so the caller can say "and N more". A zeroed struct diag is empty. */

enum { DIAG_MAX = 20, DIAG_LINE = 512 };

struct diag {
    char lines[DIAG_MAX][DIAG_LINE]; /* the first count lines, NUL-terminated */
    int count;                       /* lines kept, at most DIAG_MAX */
    int total;                       /* lines reported, kept or not */
};

#if defined(__GNUC__) || defined(__clang__)
#define DIAG_PRINTF(fmt, args) __attribute__((format(printf, fmt, args)))
#else
#define DIAG_PRINTF(fmt, args)
#endif

/* Empties d. */
void diag_clear(struct diag *d);

/* Reports "PATH:LINE:COL: message" (LINE and COL 1-based), the message made
 * from fmt as printf does. Too long a line is cut to fit. */
void diag_add(struct diag *d, const char *path, int line, int col, const char *fmt, ...)
    DIAG_PRINTF(5, 6);

/* Reports "PATH: message", for what belongs to no line: "cannot open",
 * "no kinds found". */
void diag_add_file(struct diag *d, const char *path, const char *fmt, ...) DIAG_PRINTF(3, 4);

#endif
