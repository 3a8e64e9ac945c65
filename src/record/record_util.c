/* What the morgue, the scores and the xlogfile share: the outcome's word,
 * text made safe, times in words. */
#define _GNU_SOURCE /* gmtime_r, fchmod, clock_gettime */

#include "record_util.h"

#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* The host's one setting for the process, read from the command line
 * before any record is written: not worth a parameter through every
 * writer and each of their callers. */
static unsigned file_mode;

/* The deadline the locks of one run's end share (record_deadline_begin):
 * like the mode, the process's one setting while it lasts. */
static struct timespec deadline;
static int deadline_depth;

static long long now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long long)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

void record_deadline_begin(void)
{
    if (deadline_depth++ > 0)
        return;
    long long at = now_ms() + RECORD_LOCK_WAIT_MS;
    deadline.tv_sec = (time_t)(at / 1000);
    deadline.tv_nsec = (long)(at % 1000) * 1000000;
}

void record_deadline_end(void)
{
    if (deadline_depth > 0)
        deadline_depth--;
}

int record_wait_left_ms(void)
{
    if (deadline_depth == 0)
        return RECORD_LOCK_WAIT_MS;
    long long left = (long long)deadline.tv_sec * 1000 + deadline.tv_nsec / 1000000 - now_ms();
    return left < 0 ? 0 : left > RECORD_LOCK_WAIT_MS ? RECORD_LOCK_WAIT_MS : (int)left;
}

void record_set_file_mode(unsigned mode)
{
    file_mode = mode & 0777;
}

static void give_mode(int fd, bool dir, unsigned keep)
{
    if (!file_mode)
        return;
    /* A directory: read with search, so what may be read may be reached. */
    mode_t want =
        dir ? (mode_t)(file_mode | 0700 | ((file_mode & 0044) >> 2)) : (mode_t)(file_mode & keep);
    struct stat st;
    if (fstat(fd, &st) == 0 && st.st_uid == geteuid() && (st.st_mode & 07777) != want)
        (void)fchmod(fd, want);
}

void record_give_mode(int fd, bool dir)
{
    give_mode(fd, dir, 0777);
}

void record_give_mode_locked(int fd)
{
    give_mode(fd, false, 0770);
}

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
