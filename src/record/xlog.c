/* The xlogfile: one line a finished run, in NetHack's format (key=value
 * fields separated by ':'), for the tools public servers run over it. */
#define _GNU_SOURCE /* flock, O_NOFOLLOW, O_CLOEXEC */

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sysexits.h>
#include <unistd.h>

#include "record.h"
#include "record_files.h"
#include "../store/write_all.h"

static const char *outcome_word(enum record_outcome outcome)
{
    return outcome == RECORD_WON ? "won" : outcome == RECORD_QUIT ? "quit" : "killed";
}

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
                 outcome_word(r->outcome),
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
    int dir = record_open_base(base, true, NULL, why, why_size);
    if (dir < 0)
        return EX_IOERR;
    int fd = openat(dir, "xlogfile", O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0600);
    int err = fd < 0 ? errno : 0;
    close(dir);
    if (fd < 0) {
        snprintf(why, why_size, "cannot write %s/xlogfile: %s", base, record_open_reason(err));
        return EX_IOERR;
    }
    /* The lock is what server tools that read or rotate the file take too;
     * O_APPEND alone keeps two lines from mixing. */
    while (flock(fd, LOCK_EX) != 0 && errno == EINTR)
        ;
    if (write_all(fd, line, len) != 0 || fsync(fd) != 0)
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

int record_xlog_parse(const char *line, struct record *r)
{
    memset(r, 0, sizeof *r);
    char copy[RECORD_XLOG_LINE_MAX];
    snprintf(copy, sizeof copy, "%s", line);
    copy[strcspn(copy, "\n")] = 0;
    /* Every field murk writes, so a line cut short is caught. */
    enum {
        F_VERSION,
        F_POINTS,
        F_MAXLVL,
        F_TURNS,
        F_START,
        F_END,
        F_NAME,
        F_DEATH,
        F_OUTCOME,
        F_SEED,
        F_DEBUG,
        F_KILLS,
        F_COUNT
    };
    static const char *const keys[F_COUNT] = {"version",
                                              "points",
                                              "maxlvl",
                                              "turns",
                                              "starttime",
                                              "endtime",
                                              "name",
                                              "death",
                                              "outcome",
                                              "seed",
                                              "debug",
                                              "kills"};
    bool seen[F_COUNT] = {false};
    char *save = NULL;
    for (char *field = strtok_r(copy, ":", &save); field; field = strtok_r(NULL, ":", &save)) {
        char *eq = strchr(field, '=');
        if (!eq)
            return -1;
        *eq = 0;
        const char *value = eq + 1;
        int f = 0;
        while (f < F_COUNT && strcmp(field, keys[f]) != 0)
            f++;
        if (f == F_COUNT)
            continue;
        long long v = 0;
        bool ok = true;
        switch (f) {
        case F_VERSION:
            snprintf(r->version, sizeof r->version, "%s", value);
            break;
        case F_NAME:
            snprintf(r->name, sizeof r->name, "%s", value);
            break;
        case F_DEATH:
            snprintf(r->death, sizeof r->death, "%s", value);
            break;
        case F_OUTCOME:
            ok = strcmp(value, "won") == 0 || strcmp(value, "quit") == 0 ||
                 strcmp(value, "killed") == 0;
            r->outcome = strcmp(value, "won") == 0    ? RECORD_WON
                         : strcmp(value, "quit") == 0 ? RECORD_QUIT
                                                      : RECORD_KILLED;
            break;
        case F_SEED: {
            errno = 0;
            char *end;
            unsigned long long s = strtoull(value, &end, 10);
            ok = *value >= '0' && *value <= '9' && !errno && !*end;
            r->seed = (uint64_t)s;
            break;
        }
        case F_START:
        case F_END:
            ok = whole_number(value, INT64_MIN, INT64_MAX, &v);
            *(f == F_START ? &r->started : &r->ended) = (int64_t)v;
            break;
        case F_DEBUG:
            ok = whole_number(value, 0, 1, &v);
            r->debug = v != 0;
            break;
        default: /* the int fields */
            ok = whole_number(value, 0, 2147483647, &v);
            *(f == F_POINTS   ? &r->points
              : f == F_MAXLVL ? &r->depth
              : f == F_TURNS  ? &r->turns
                              : &r->kills) = (int)v;
            break;
        }
        if (!ok)
            return -1;
        seen[f] = true;
    }
    for (int f = 0; f < F_COUNT; f++)
        if (!seen[f])
            return -1;
    return 0;
}
