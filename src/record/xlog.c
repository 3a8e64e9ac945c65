/* The xlogfile: one line a finished run, in NetHack 3.6's format (key=value
 * fields separated by tabs), for the tools public servers run over it. */
#define _GNU_SOURCE /* flock, O_NOFOLLOW, O_CLOEXEC */

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <limits.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sysexits.h>
#include <time.h>
#include <unistd.h>

#include "xlog.h"
#include "../files/files.h"
#include "../files/group.h"

size_t record_xlog_line(const struct record *r, char *out, size_t size)
{
    /* A tab, a newline, any control byte or byte past ASCII becomes '_':
     * the one escape NetHack's readers need, as they split at tabs and
     * lines. '=' and ':' stay: a field is split at its first '='. */
    char name[sizeof r->name], death[sizeof r->death], version[sizeof r->version];
    record_clean(name, sizeof name, r->name, "");
    record_clean(death, sizeof death, r->death, "");
    record_clean(version, sizeof version, r->version, "");
    int n = snprintf(out,
                     size,
                     "version=%s\tpoints=%d\tdeathlev=%d\tmaxlvl=%d\thp=%d\tmaxhp=%d\tuid=%" PRId64
                     "\tturns=%d\tstarttime=%" PRId64 "\tendtime=%" PRId64
                     "\tname=%s\tdeath=%s\toutcome=%s\twon=%d\tseed=%" PRIu64
                     "\tdebug=%d\tseeded=%d\tkills=%d\trunid=%016" PRIx64 "\n",
                     version,
                     r->points,
                     r->depth, /* murk only goes down: the last floor is the deepest */
                     r->depth,
                     r->hp,
                     r->maxhp,
                     r->uid,
                     r->turns,
                     r->started,
                     r->ended,
                     name,
                     death,
                     record_outcome_word(r->outcome),
                     r->outcome == RECORD_WON ? 1 : 0,
                     r->seed,
                     r->debug ? 1 : 0,
                     r->seeded ? 1 : 0,
                     r->kills,
                     r->run_id);
    if (n < 0)
        return 0;
    return (size_t)n < size ? (size_t)n : size - 1;
}

/* How far back from the end a run's line is looked for: a record tried
 * again at the next start finds its line among the last runs, never far. */
enum { TAIL_SCAN = 1 << 20 };

/* Whether the file's last TAIL_SCAN bytes hold the run's line (its
 * "\trunid=...\n", or ":runid=...\n" in a line from before the tabs), and
 * whether the file ends in the middle of a line. */
static int scan_tail(int fd, off_t size, uint64_t run_id, bool *found, bool *open_line)
{
    off_t from = size > TAIL_SCAN ? size - TAIL_SCAN : 0;
    size_t len = (size_t)(size - from);
    char *tail = malloc(len + 1);
    if (!tail)
        return -1;
    size_t n = 0;
    while (n < len) {
        ssize_t got = pread(fd, tail + n, len - n, from + (off_t)n);
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0)
            break;
        n += (size_t)got;
    }
    tail[n] = 0;
    *found = false;
    for (const char *sep = "\t:"; *sep && !*found; sep++) {
        char mark[48];
        snprintf(mark, sizeof mark, "%crunid=%016" PRIx64 "\n", *sep, run_id);
        *found = memmem(tail, n, mark, strlen(mark)) != NULL;
    }
    *open_line = n > 0 && tail[n - 1] != '\n';
    free(tail);
    return n == len ? 0 : -1;
}

/* Under the lock: the line, unless the run has one already, added by one
 * write, and the file cut back to its old length when that write fails,
 * so no line is ever left torn for the next to be glued to. */
static int append_once(int fd, const struct record *r, const char *line, size_t len)
{
    struct stat st;
    if (fstat(fd, &st) != 0)
        return -1;
    bool found = false, open_line = false;
    if (scan_tail(fd, st.st_size, r->run_id, &found, &open_line) != 0)
        return -1;
    if (found)
        return 0;
    /* A line another left torn is ended first, so ours stands alone. */
    char whole[RECORD_XLOG_LINE_MAX + 1];
    size_t at = open_line ? 1 : 0;
    whole[0] = '\n';
    memcpy(whole + at, line, len);
    ssize_t put = write(fd, whole, at + len);
    if (put == (ssize_t)(at + len) && fsync(fd) == 0)
        return 0;
    int err = put < 0 ? errno : put >= 0 && put < (ssize_t)(at + len) ? ENOSPC : errno;
    if (ftruncate(fd, st.st_size) == 0)
        fsync(fd);
    errno = err;
    return -1;
}

/* The exclusive flock, tried without blocking until the run's end's
 * deadline (record_wait_left_ms): whoever holds it (a murk stopped
 * mid-append) delays the run's end by no more. Returns 0 or an errno
 * (EWOULDBLOCK: still held at the deadline). */
static int lock_by_deadline(int fd)
{
    enum { STEP_MS = 20 };
    int left = record_wait_left_ms();
    for (int waited = 0;; waited += STEP_MS) {
        if (flock(fd, LOCK_EX | LOCK_NB) == 0)
            return 0;
        if (errno != EWOULDBLOCK && errno != EINTR)
            return errno;
        if (waited >= left)
            return EWOULDBLOCK;
        struct timespec step = {0, STEP_MS * 1000000L};
        nanosleep(&step, NULL);
    }
}

/* Opens BASE/xlogfile to append. One player: made when missing
 * (files_mode, then the host's --record-mode). Shared through the games
 * group: only ever opened, the install's, owned by the shared folder's
 * owner; one a player made is refused, so no player owns a file every
 * other appends to. Returns the descriptor, or -1 with why. */
static int open_xlog(const char *base, char *why, size_t why_size)
{
    bool shared = files_group_shared();
    int dir = files_open_dir(base, !shared, NULL, why, why_size);
    if (dir < 0)
        return -1;
    char what[128];
    int fd = files_open_regular(
        dir, "xlogfile", O_RDWR | O_APPEND | (shared ? 0 : O_CREAT), -1, what, sizeof what);
    struct stat folder, st;
    if (fd >= 0 && shared &&
        (fstat(dir, &folder) != 0 || fstat(fd, &st) != 0 || st.st_uid != folder.st_uid)) {
        close(fd);
        fd = -1;
        snprintf(
            what, sizeof what, "it belongs to another user than the shared folder; refusing it");
    } else if (fd < 0 && shared && errno == ENOENT) {
        snprintf(what, sizeof what, "missing (make install GAMES_GROUP=... makes it)");
    }
    close(dir);
    if (fd < 0) {
        snprintf(why, why_size, "cannot write %s/xlogfile: %s", base, what);
        return -1;
    }
    if (!shared)
        record_give_mode_locked(fd);
    return fd;
}

int record_xlog_make(const char *base, char *why, size_t why_size)
{
    int fd = open_xlog(base, why, why_size);
    if (fd < 0)
        return EX_IOERR;
    close(fd);
    return EX_OK;
}

int record_xlog_append(const char *base, const struct record *r, char *why, size_t why_size)
{
    char line[RECORD_XLOG_LINE_MAX];
    size_t len = record_xlog_line(r, line, sizeof line);
    int fd = open_xlog(base, why, why_size);
    if (fd < 0)
        return EX_IOERR;
    /* The lock is what server tools that read or rotate the file take too,
     * and what makes the look for the run's line and the write one step. */
    int err = lock_by_deadline(fd);
    if (err == EWOULDBLOCK) {
        close(fd);
        snprintf(why,
                 why_size,
                 "cannot write %s/xlogfile: another process held its lock past the run's "
                 "end's deadline (%d s)",
                 base,
                 RECORD_LOCK_WAIT_MS / 1000 + (RECORD_LOCK_WAIT_MS % 1000 != 0));
        return EX_IOERR;
    }
    if (!err)
        err = append_once(fd, r, line, len) != 0 ? (errno ? errno : EIO) : 0;
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
enum field_type {
    FIELD_TEXT,
    FIELD_INT,    /* 0 or more */
    FIELD_SIGNED, /* health: below 0 at a death */
    FIELD_TIME,   /* 64 bits, signed: times, the uid */
    FIELD_FLAG,
    FIELD_SEED,
    FIELD_OUTCOME,
    FIELD_RUN_ID
};

#define AT(member) offsetof(struct record, member), sizeof((struct record *)0)->member

/* Every field murk reads back, where it goes in the record: a line that
 * lacks a required one was cut short. The optional ones are missing from
 * older lines (the ':' lines had no run id, health or uid). */
static const struct xlog_field {
    const char *key;
    enum field_type type;
    bool optional;
    size_t offset, size;
} fields[] = {
    {"version", FIELD_TEXT, false, AT(version)},
    {"points", FIELD_INT, false, AT(points)},
    {"maxlvl", FIELD_INT, false, AT(depth)},
    {"hp", FIELD_SIGNED, true, AT(hp)},
    {"maxhp", FIELD_INT, true, AT(maxhp)},
    {"uid", FIELD_TIME, true, AT(uid)},
    {"turns", FIELD_INT, false, AT(turns)},
    {"starttime", FIELD_TIME, false, AT(started)},
    {"endtime", FIELD_TIME, false, AT(ended)},
    {"name", FIELD_TEXT, false, AT(name)},
    {"death", FIELD_TEXT, false, AT(death)},
    {"outcome", FIELD_OUTCOME, false, AT(outcome)},
    {"seed", FIELD_SEED, false, AT(seed)},
    {"debug", FIELD_FLAG, false, AT(debug)},
    {"seeded", FIELD_FLAG, true, AT(seeded)},
    {"kills", FIELD_INT, false, AT(kills)},
    {"runid", FIELD_RUN_ID, true, AT(run_id)},
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
    case FIELD_SIGNED:
        if (!whole_number(value, f->type == FIELD_SIGNED ? INT_MIN : 0, INT_MAX, &v))
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
    case FIELD_RUN_ID: {
        errno = 0;
        char *end;
        *(uint64_t *)at = (uint64_t)strtoull(value, &end, 16);
        return strlen(value) == 16 && strspn(value, "0123456789abcdef") == 16 && !errno && !*end;
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
    r->uid = -1;
    char copy[RECORD_XLOG_LINE_MAX];
    snprintf(copy, sizeof copy, "%s", line);
    copy[strcspn(copy, "\n")] = 0;
    /* NetHack 3.6's tabs, or the ':' of the lines murk wrote before them
     * (whose values never held a ':'). */
    const char *sep = strchr(copy, '\t') ? "\t" : ":";
    bool seen[FIELD_COUNT] = {false};
    char *save = NULL;
    for (char *field = strtok_r(copy, sep, &save); field; field = strtok_r(NULL, sep, &save)) {
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
        if (!seen[f] && !fields[f].optional)
            return -1;
    return 0;
}
