#ifndef MURK_MSGLOG_H
#define MURK_MSGLOG_H

#include <stdarg.h>
#include <stddef.h>

enum { MSGLOG_CAPACITY = 100, MSGLOG_LINE = 160 };

struct msg {
    char text[MSGLOG_LINE];
    int turn;   /* the turn it was said on */
    int repeat; /* how many times in a row it was said (1 = once) */
};

/* The game's messages, newest last, kept in a ring so a long game never
 * grows it. */
struct msglog {
    struct msg msgs[MSGLOG_CAPACITY];
    int start; /* index of the oldest kept message */
    int count;
    long said; /* every message ever added, repeats too: grows by one per add */
};

/* Adds a message (printf format; cut to fit). The same text as the newest
 * line, on any turn, counts as a repeat of it instead of a new line (the
 * line then carries the newest turn); so does the same text as the line
 * before the newest, said a turn ago or on this one (an exchange of two
 * lines, over and over). */
void msglog_add(struct msglog *log, int turn, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* vsnprintf(out, size, fmt, ap): the same line, cut alike, and the same
 * length returned (the whole line's), the conversions a line says (%s,
 * %d, %%) put together by hand: the library's reading of a format costs
 * ten times the copying, and a turn says several lines. Any other
 * conversion is the library's. */
int msglog_vformat(char *out, size_t size, const char *fmt, va_list ap);

/* snprintf as msglog_vformat is vsnprintf. */
int msglog_format(char *out, size_t size, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* msglog_add of a text already made, cut to fit as the format would. */
void msglog_add_text(struct msglog *log, int turn, const char *text);

/* The message `age` back from the newest (0 = newest), or NULL. */
const struct msg *msglog_get(const struct msglog *log, int age);

#endif
