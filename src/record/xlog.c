/* The xlogfile: one line a finished run, in NetHack's format (key=value
 * fields separated by ':'), for the tools public servers run over it. */
#define _GNU_SOURCE /* flock, O_NOFOLLOW, O_CLOEXEC */

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sysexits.h>
#include <unistd.h>

#include "xlog.h"
#include "../files/files.h"

size_t record_xlog_line(const struct record *r, char *out, size_t size)
{
    char name[sizeof r->name], death[sizeof r->death], version[sizeof r->version];
    record_clean(name, sizeof name, r->name, ":=");
    record_clean(death, sizeof death, r->death, ":=");
    record_clean(version, sizeof version, r->version, ":=");
    int n =
        snprintf(out,
                 size,
                 "version=%s:points=%d:maxlvl=%d:turns=%d:starttime=%" PRId64 ":endtime=%" PRId64
                 ":name=%s:death=%s:outcome=%s:seed=%" PRIu64 ":debug=%d:kills=%d\n",
                 version,
                 r->points,
                 r->depth,
                 r->turns,
                 r->started,
                 r->ended,
                 name,
                 death,
                 record_outcome_word(r->outcome),
                 r->seed,
                 r->debug ? 1 : 0,
                 r->kills);
    if (n < 0)
        return 0;
    return (size_t)n < size ? (size_t)n : size - 1;
}

int record_xlog_append(const char *base, const struct record *r, char *why, size_t why_size)
{
    char line[RECORD_XLOG_LINE_MAX];
    size_t len = record_xlog_line(r, line, sizeof line);
    int dir = files_open_dir(base, true, NULL, why, why_size);
    if (dir < 0)
        return EX_IOERR;
    int fd = openat(dir, "xlogfile", O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0600);
    int err = fd < 0 ? errno : 0;
    close(dir);
    if (fd < 0) {
        snprintf(why, why_size, "cannot write %s/xlogfile: %s", base, files_open_reason(err));
        return EX_IOERR;
    }
    /* The lock is what server tools that read or rotate the file take too;
     * O_APPEND alone keeps two lines from mixing. */
    while (flock(fd, LOCK_EX) != 0 && errno == EINTR)
        ;
    if (files_write_all(fd, line, len) != 0 || fsync(fd) != 0)
        err = errno ? errno : EIO;
    flock(fd, LOCK_UN);
    if (close(fd) != 0 && !err)
        err = errno;
    if (err) {
        snprintf(why, why_size, "cannot write %s/xlogfile: %s", base, strerror(err));
        return EX_IOERR;
    }
    return EX_OK;
}

static bool whole_number(const char *text, long long lo, long long hi, long long *out)
{
    if (!*text)
        return false;
    errno = 0;
    char *end;
    long long v = strtoll(text, &end, 10);
    if (errno || *end || v < lo || v > hi)
        return false;
    *out = v;
    return true;
}

/* What an xlogfile field holds, and so how it is read. */
enum field_type { FIELD_TEXT, FIELD_INT, FIELD_TIME, FIELD_FLAG, FIELD_SEED, FIELD_OUTCOME };

#define AT(member) offsetof(struct record, member), sizeof((struct record *)0)->member

/* Every field murk writes, where it goes in the record: a line that lacks
 * one of them was cut short. */
static const struct xlog_field {
    const char *key;
    enum field_type type;
    size_t offset, size;
} fields[] = {
    {"version", FIELD_TEXT, AT(version)},
    {"points", FIELD_INT, AT(points)},
    {"maxlvl", FIELD_INT, AT(depth)},
    {"turns", FIELD_INT, AT(turns)},
    {"starttime", FIELD_TIME, AT(started)},
    {"endtime", FIELD_TIME, AT(ended)},
    {"name", FIELD_TEXT, AT(name)},
    {"death", FIELD_TEXT, AT(death)},
    {"outcome", FIELD_OUTCOME, AT(outcome)},
    {"seed", FIELD_SEED, AT(seed)},
    {"debug", FIELD_FLAG, AT(debug)},
    {"kills", FIELD_INT, AT(kills)},
};
#undef AT
enum { FIELD_COUNT = sizeof fields / sizeof fields[0] };

/* Reads one field's value into its place in r. Returns whether it holds
 * what that field may. */
static bool parse_field(const struct xlog_field *f, const char *value, struct record *r)
{
    void *at = (char *)r + f->offset;
    long long v = 0;
    switch (f->type) {
    case FIELD_TEXT:
        snprintf(at, f->size, "%s", value);
        return true;
    case FIELD_INT:
        if (!whole_number(value, 0, 2147483647, &v))
            return false;
        *(int *)at = (int)v;
        return true;
    case FIELD_TIME:
        if (!whole_number(value, INT64_MIN, INT64_MAX, &v))
            return false;
        *(int64_t *)at = (int64_t)v;
        return true;
    case FIELD_FLAG:
        if (!whole_number(value, 0, 1, &v))
            return false;
        *(bool *)at = v != 0;
        return true;
    case FIELD_SEED: {
        errno = 0;
        char *end;
        *(uint64_t *)at = (uint64_t)strtoull(value, &end, 10);
        return *value >= '0' && *value <= '9' && !errno && !*end;
    }
    case FIELD_OUTCOME:
        for (enum record_outcome o = RECORD_KILLED; o <= RECORD_WON; o++)
            if (strcmp(value, record_outcome_word(o)) == 0) {
                *(enum record_outcome *)at = o;
                return true;
            }
        return false;
    }
    return false;
}

int record_xlog_parse(const char *line, struct record *r)
{
    memset(r, 0, sizeof *r);
    char copy[RECORD_XLOG_LINE_MAX];
    snprintf(copy, sizeof copy, "%s", line);
    copy[strcspn(copy, "\n")] = 0;
    bool seen[FIELD_COUNT] = {false};
    char *save = NULL;
    for (char *field = strtok_r(copy, ":", &save); field; field = strtok_r(NULL, ":", &save)) {
        char *eq = strchr(field, '=');
        if (!eq)
            return -1;
        *eq = 0;
        int f = 0;
        while (f < FIELD_COUNT && strcmp(field, fields[f].key) != 0)
            f++;
        if (f == FIELD_COUNT)
            continue;
        if (!parse_field(&fields[f], eq + 1, r))
            return -1;
        seen[f] = true;
    }
    for (int f = 0; f < FIELD_COUNT; f++)
        if (!seen[f])
            return -1;
    return 0;
}
