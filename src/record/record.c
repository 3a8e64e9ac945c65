/* A finished run's record: made from the game, written three ways. */
#define _GNU_SOURCE /* O_DIRECTORY, O_CLOEXEC, gmtime_r */

#include "record.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <sysexits.h>
#include <unistd.h>

#include "murk/game.h"
#include "record_files.h"

#ifndef MURK_VERSION
#define MURK_VERSION "0.0"
#endif

void record_of_game(struct record *r, const struct game *game, const char *name, int64_t started,
                    int64_t ended)
{
    const struct game_run *run = &game->run;
    memset(r, 0, sizeof *r);
    snprintf(r->name, sizeof r->name, "%s", name);
    r->points = world_points(game);
    if (run->won) {
        r->outcome = RECORD_WON;
        snprintf(r->death, sizeof r->death, "won");
    } else if (run->quit) {
        r->outcome = RECORD_QUIT;
        snprintf(r->death, sizeof r->death, "quit");
    } else {
        r->outcome = RECORD_KILLED;
        snprintf(
            r->death, sizeof r->death, "killed by %s", run->killer[0] ? run->killer : "something");
    }
    r->depth = run->depth;
    r->turns = run->turn;
    r->seed = run->seed;
    snprintf(r->version, sizeof r->version, "%s", MURK_VERSION);
    r->started = started;
    r->ended = ended;
    r->debug = run->debug_used;
    r->kills = run->kills;
}

int record_write(const char *base, const struct record *r, const struct game *game, char *why,
                 size_t why_size)
{
    char first[RECORD_PATH_MAX + 256] = "";
    char one[RECORD_PATH_MAX + 256];
    int status = EX_OK;
    /* Each is tried whatever the others did: a full disk may still take a
     * line, and a morgue lost is no reason to lose the score. */
    if (record_morgue_write(base, r, game, NULL, 0, one, sizeof one) != EX_OK) {
        status = EX_IOERR;
        snprintf(first, sizeof first, "%s", one);
    }
    if (record_xlog_append(base, r, one, sizeof one) != EX_OK && status == EX_OK) {
        status = EX_IOERR;
        snprintf(first, sizeof first, "%s", one);
    }
    if (record_scores_add(base, r, one, sizeof one) != EX_OK && status == EX_OK) {
        status = EX_IOERR;
        snprintf(first, sizeof first, "%s", one);
    }
    if (status != EX_OK)
        snprintf(why, why_size, "%s", first);
    return status;
}

const char *record_open_reason(int err)
{
    return err == ELOOP ? "it is a symbolic link" : strerror(err);
}

int record_open_base(const char *base, bool create, bool *missing, char *why, size_t why_size)
{
    if (missing)
        *missing = false;
    if (create && mkdir(base, 0700) != 0 && errno != EEXIST) {
        snprintf(why, why_size, "cannot make %s: %s", base, strerror(errno));
        return -1;
    }
    int fd = open(base, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) {
        if (missing && errno == ENOENT)
            *missing = true;
        snprintf(why, why_size, "cannot use %s: %s", base, strerror(errno));
    }
    return fd;
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
