/* The group: lines of data/monsters.txt, read after the kinds are, so an
 * entry may name a kind written below it; errors keep their line and
 * column. */
#include "murk/base/kind_group.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

/* A stretch of the text, and the 1-based column where it starts. */
struct span {
    const char *at;
    size_t len;
    int col;
};

static bool blank(char c)
{
    return c == ' ' || c == '\t';
}

static struct span trim(struct span s)
{
    while (s.len > 0 && blank(s.at[0])) {
        s.at++;
        s.len--;
        s.col++;
    }
    while (s.len > 0 && (blank(s.at[s.len - 1]) || s.at[s.len - 1] == '\r'))
        s.len--;
    return s;
}

/* The part of s before the first c (all of it when none), and the rest
 * after it in *rest (empty when none). */
static struct span cut(struct span s, char c, struct span *rest, bool *found)
{
    const char *hit = s.len ? memchr(s.at, c, s.len) : NULL;
    size_t before = hit ? (size_t)(hit - s.at) : s.len;
    *found = hit != NULL;
    *rest = (struct span){s.at + before + (hit != NULL), hit ? s.len - before - 1 : 0,
                          s.col + (int)before + 1};
    return (struct span){s.at, before, s.col};
}

static bool equals(struct span s, const char *word)
{
    return s.len == strlen(word) && memcmp(s.at, word, s.len) == 0;
}

/* A small whole number of digits only, or -1. */
static int small_number(struct span s)
{
    if (s.len == 0 || s.len > 3)
        return -1;
    int n = 0;
    for (size_t i = 0; i < s.len; i++) {
        if (s.at[i] < '0' || s.at[i] > '9')
            return -1;
        n = n * 10 + (s.at[i] - '0');
    }
    return n;
}

enum { NAME_MAX_LEN = 64 };

struct reading {
    const struct kind_group_reader *reader;
    const char *path;
    struct diag *diag;
    int line;
    int errors;
};

static bool complain(struct reading *r, int col, const char *message, struct span token)
{
    diag_add(r->diag, r->path, r->line, col, "%s '%.*s'", message,
             (int)(token.len > 40 ? 40 : token.len), token.at);
    r->errors++;
    return false;
}

/* One "KIND:MIN-MAX" entry into *out. */
static bool read_entry(struct reading *r, struct span entry, struct kind_group_entry *out)
{
    struct span count;
    bool found;
    struct span name = trim(cut(trim(entry), ':', &count, &found));
    if (!found || name.len == 0)
        return complain(r, entry.col, "a group entry is KIND:MIN-MAX, not", trim(entry));
    char wanted[NAME_MAX_LEN];
    snprintf(wanted, sizeof wanted, "%.*s", (int)name.len, name.at);
    out->kind = name.len < sizeof wanted ? r->reader->find(r->reader->ctx, wanted) : -1;
    if (out->kind < 0)
        return complain(r, name.col, "unknown kind", name);
    count = trim(count);
    struct span high;
    struct span low = cut(count, '-', &high, &found);
    out->min = small_number(low);
    out->max = found ? small_number(high) : -1;
    if (out->min < 0 || out->max < 0 || out->min > out->max || out->max > KIND_GROUP_COUNT_MAX)
        return complain(r, count.col, "a follower count is MIN-MAX, each 0..9, MIN <= MAX, not",
                        count);
    return true;
}

static void read_group(struct reading *r, int record, struct span value)
{
    struct kind_group_entry entries[KIND_GROUP_ENTRIES];
    int count = 0;
    struct span rest = value;
    bool more = true;
    while (more) {
        struct span entry = cut(rest, ',', &rest, &more);
        if (count == KIND_GROUP_ENTRIES) {
            complain(r, entry.col, "more than 4 follower kinds, from", trim(entry));
            return;
        }
        if (!read_entry(r, entry, &entries[count]))
            return;
        count++;
    }
    r->reader->store(r->reader->ctx, record, entries, count);
}

int kind_group_read(const struct kind_group_reader *reader, const char *text, size_t len,
                    const char *path, struct diag *diag)
{
    struct reading r = {.reader = reader, .path = path, .diag = diag};
    int current = -1;
    size_t at = 0;
    while (at < len) {
        const char *end = memchr(text + at, '\n', len - at);
        size_t line_len = end ? (size_t)(end - (text + at)) : len - at;
        struct span line = {text + at, line_len, 1};
        at += line_len + 1;
        r.line++;
        struct span value;
        bool found;
        struct span directive = trim(cut(line, ':', &value, &found));
        if (!found || (directive.len > 0 && directive.at[0] == '#'))
            continue;
        value = trim(value);
        if (equals(directive, "name")) {
            current++; /* the file parsed whole: its name lines are its records, in order */
        } else if (equals(directive, "group") && current >= 0) {
            read_group(&r, current, value);
        }
    }
    return r.errors;
}
