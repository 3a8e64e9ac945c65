#include "murk/base/msglog.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "murk/base/decimal.h"

/* One character more of a line, counted whether or not it fits (as
 * vsnprintf cuts, and counts). */
static inline void put(char *out, size_t size, size_t *len, char c)
{
    if (*len + 1 < size)
        out[*len] = c;
    (*len)++;
}

int msglog_vformat(char *out, size_t size, const char *fmt, va_list ap)
{
    va_list again;
    va_copy(again, ap);
    size_t len = 0;
    for (const char *f = fmt; *f; f++) {
        if (*f != '%') {
            put(out, size, &len, *f);
            continue;
        }
        if (f[1] == 's') {
            const char *s = va_arg(ap, const char *);
            for (s = s ? s : "(null)"; *s; s++)
                put(out, size, &len, *s);
        } else if (f[1] == 'd') {
            char digits[12];
            const char *end = decimal_append(digits, va_arg(ap, int));
            for (const char *d = digits; d < end; d++)
                put(out, size, &len, *d);
        } else if (f[1] == '%') {
            put(out, size, &len, '%');
        } else {
            /* Any other conversion: the library's, from the start. */
            int whole = vsnprintf(out, size, fmt, again);
            va_end(again);
            return whole;
        }
        f++;
    }
    if (size > 0)
        out[len < size ? len : size - 1] = '\0';
    va_end(again);
    return (int)len;
}

int msglog_format(char *out, size_t size, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int whole = msglog_vformat(out, size, fmt, ap);
    va_end(ap);
    return whole;
}

void msglog_add(struct msglog *log, int turn, const char *fmt, ...)
{
    char text[MSGLOG_LINE];
    va_list args;
    va_start(args, fmt);
    msglog_vformat(text, sizeof text, fmt, args);
    va_end(args);
    msglog_add_text(log, turn, text);
}

void msglog_add_text(struct msglog *log, int turn, const char *said)
{
    /* Cut to fit as the format's would be, and nothing but zeros after. */
    char text[MSGLOG_LINE] = {0};
    for (size_t i = 0; i < sizeof text - 1 && said[i]; i++)
        text[i] = said[i];
    log->said++;

    /* The same text as the newest line is counted on it, however many
     * turns apart: between two walks that stop for the same reason the
     * log has nothing else to say, and a wall of one line says nothing. */
    struct msg *newest = log->count ? (struct msg *)msglog_get(log, 0) : NULL;
    if (newest && strcmp(newest->text, text) == 0) {
        newest->repeat++;
        newest->turn = turn;
        return;
    }
    /* Two lines said in turn, over and over, a turn or less apart (a blow
     * each way glancing off): each counts on its own line, so the log
     * shows the exchange in two lines, not a flood of them. */
    struct msg *before = log->count > 1 ? (struct msg *)msglog_get(log, 1) : NULL;
    if (before && turn - before->turn <= 1 && strcmp(before->text, text) == 0) {
        before->repeat++;
        before->turn = turn;
        return;
    }
    int slot;
    if (log->count < MSGLOG_CAPACITY) {
        slot = (log->start + log->count) % MSGLOG_CAPACITY;
        log->count++;
    } else {
        slot = log->start;
        log->start = (log->start + 1) % MSGLOG_CAPACITY;
    }
    struct msg *m = &log->msgs[slot];
    memcpy(m->text, text, sizeof text);
    m->turn = turn;
    m->repeat = 1;
}

const struct msg *msglog_get(const struct msglog *log, int age)
{
    if (age < 0 || age >= log->count)
        return NULL;
    return &log->msgs[(log->start + log->count - 1 - age) % MSGLOG_CAPACITY];
}
