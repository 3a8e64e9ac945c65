#define _POSIX_C_SOURCE 200809L /* gmtime_r, O_NOFOLLOW */

#include "keep.h"

#include "../files/files.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sysexits.h>
#include <unistd.h>

static const char suffix[] = ".murkrec";
enum { DATE_LEN = 15 }; /* YYYYMMDD-HHMMSS */

int keep_open(struct keep *keep, const char *base, const char *record_dir, const char *name,
              uint64_t data_hash, char *why, size_t why_size)
{
    memset(keep, 0, sizeof *keep);
    keep->dir_fd[0] = keep->dir_fd[1] = -1;
    snprintf(keep->name, sizeof keep->name, "%s", name);
    keep->data_hash = data_hash;
    int n = snprintf(keep->dir[0], sizeof keep->dir[0], "%s/recordings", base);
    if (n < 0 || (size_t)n >= sizeof keep->dir[0] - 64) {
        snprintf(why, why_size, "%s: the save directory's path is too long", base);
        return EX_IOERR;
    }
    keep->prune[0] = true;
    int base_fd = files_open_dir(base, false, NULL, why, why_size);
    if (base_fd < 0)
        return EX_IOERR;
    keep->dir_fd[0] =
        files_open_dir_at(base_fd, "recordings", keep->dir[0], true, NULL, why, why_size);
    close(base_fd);
    if (keep->dir_fd[0] < 0)
        return EX_IOERR;
    keep->dirs = 1;
    if (record_dir) {
        n = snprintf(keep->dir[1], sizeof keep->dir[1], "%s", record_dir);
        if (n < 0 || (size_t)n >= sizeof keep->dir[1] - 64) {
            snprintf(why, why_size, "--record: the directory's path is too long");
            return EX_IOERR;
        }
        keep->dir_fd[1] = files_open_dir(record_dir, true, NULL, why, why_size);
        if (keep->dir_fd[1] < 0)
            return EX_IOERR;
        keep->dirs = 2;
    }
    return EX_OK;
}

void keep_close(struct keep *keep)
{
    for (int i = 0; i < keep->dirs; i++) {
        if (keep->dir_fd[i] >= 0)
            close(keep->dir_fd[i]);
        keep->dir_fd[i] = -1;
    }
    keep->dirs = 0;
}

void keep_file_name(char *out, size_t size, const char *name, time_t now)
{
    struct tm tm;
    char date[DATE_LEN + 1] = "00000000-000000";
    if (gmtime_r(&now, &tm))
        strftime(date, sizeof date, "%Y%m%d-%H%M%S", &tm);
    snprintf(out, size, "%s-%s%s", name, date, suffix);
}

/* Whether file is one of name's recordings: NAME-YYYYMMDD-HHMMSS.murkrec,
 * and not, say, NAME-x's. */
static bool names_recording(const char *file, const char *name)
{
    size_t len = strlen(name);
    if (strlen(file) != len + 1 + DATE_LEN + strlen(suffix) || strncmp(file, name, len) != 0 ||
        file[len] != '-' || strcmp(file + len + 1 + DATE_LEN, suffix) != 0)
        return false;
    const char *date = file + len + 1;
    for (int i = 0; i < DATE_LEN; i++)
        if (i == 8 ? date[i] != '-' : (date[i] < '0' || date[i] > '9'))
            return false;
    return true;
}

static void fail(struct keep *keep, int status, const char *why)
{
    if (keep->status)
        return; /* the first failure is the one to tell */
    keep->status = status;
    snprintf(keep->why, sizeof keep->why, "%s", why);
}

static int by_name_newest_first(const void *a, const void *b)
{
    return strcmp(*(char *const *)b, *(char *const *)a);
}

DIR *keep_read_dir(int dir)
{
    int fd = dup(dir); /* closedir closes it: the held one stays */
    DIR *d = fd >= 0 ? fdopendir(fd) : NULL;
    if (!d && fd >= 0)
        close(fd);
    if (d)
        rewinddir(d);
    return d;
}

/* The name's recordings in dir, newest first (the date sorts as text).
 * Returns how many; *files is malloc'd, each name too. */
static int list_recordings(const char *name, int dir, char ***files)
{
    *files = NULL;
    DIR *d = keep_read_dir(dir);
    if (!d)
        return 0;
    int count = 0, room = 0;
    for (struct dirent *e = readdir(d); e; e = readdir(d)) {
        if (!names_recording(e->d_name, name))
            continue;
        if (count == room) {
            room = room ? room * 2 : 4;
            char **more = realloc(*files, (size_t)room * sizeof *more);
            if (!more)
                break;
            *files = more;
        }
        if (((*files)[count] = strdup(e->d_name)) != NULL)
            count++;
    }
    closedir(d);
    if (count > 1)
        qsort(*files, (size_t)count, sizeof **files, by_name_newest_first);
    return count;
}

static void free_list(char **files, int count)
{
    for (int i = 0; i < count; i++)
        free(files[i]);
    free(files);
}

/* keep->path[i] = keep->dir[i]/file, by way of a buffer of its own: the two
 * lie in one struct, and snprintf must not read what it writes. */
static void set_path(struct keep *keep, int i, const char *file)
{
    char joined[sizeof keep->path[i]];
    snprintf(joined, sizeof joined, "%.3900s/%.190s", keep->dir[i], file);
    memcpy(keep->path[i], joined, sizeof joined);
}

/* A new recording in directory i, the name's older ones pruned where only
 * the last is kept; from_save: the game goes on from its save. */
static void start_in(struct keep *keep, int i, const struct game *game, time_t now, bool from_save)
{
    char file[128];
    keep_file_name(file, sizeof file, keep->name, now);
    if (keep->prune[i]) {
        char **old;
        int count = list_recordings(keep->name, keep->dir_fd[i], &old);
        for (int j = 0; j < count; j++)
            unlinkat(keep->dir_fd[i], old[j], 0);
        free_list(old, count);
    }
    set_path(keep, i, file);
    int opened =
        from_save ? recorder_open_from_save_at(
                        &keep->rec[i], keep->dir_fd[i], file, keep->data_hash, game)
                  : recorder_open_at(&keep->rec[i], keep->dir_fd[i], file, keep->data_hash, game);
    if (opened != 0) {
        char why[KEEP_WHY_MAX];
        snprintf(why, sizeof why, "%s: cannot write: %s", keep->path[i], strerror(errno));
        fail(keep, EX_IOERR, why);
    }
}

void keep_start(struct keep *keep, const struct game *game, time_t now)
{
    for (int i = 0; i < keep->dirs; i++)
        start_in(keep, i, game, now, false);
}

void keep_start_from_save(struct keep *keep, const struct game *game, time_t now)
{
    for (int i = 0; i < keep->dirs; i++)
        start_in(keep, i, game, now, true);
}

int keep_newest(int dir, const char *name, char *out, size_t size)
{
    char **files;
    int count = list_recordings(name, dir, &files);
    if (count > 0)
        snprintf(out, size, "%s", files[0]);
    free_list(files, count);
    return count > 0 ? 0 : -1;
}

/* A journal that disagrees with its save moved aside in the save
 * directory's recordings as FILE.disagrees (.disagrees.2 and on when taken:
 * one kept before is never overwritten), and the line to tell in
 * keep->aside. A journal that cannot be moved is left where it is: it is
 * no more one of the name's recordings once a newer one begins. */
static void set_aside(struct keep *keep, const char *file, const char *why)
{
    char moved[256] = "";
    for (int n = 1; n < 100 && !moved[0]; n++) {
        char name[256];
        snprintf(name, sizeof name, n == 1 ? "%.200s.disagrees" : "%.200s.disagrees.%d", file, n);
        struct stat st;
        if (fstatat(keep->dir_fd[0], name, &st, AT_SYMLINK_NOFOLLOW) == 0)
            continue;
        if (errno != ENOENT || renameat(keep->dir_fd[0], file, keep->dir_fd[0], name) != 0)
            break;
        snprintf(moved, sizeof moved, "%s", name);
    }
    /* One line of the screen: the file is in recordings/, by its suffix. */
    const char *turn = strstr(why, "(turn ");
    snprintf(keep->aside,
             sizeof keep->aside,
             "The recording disagreed with the save%s%.24s: %s",
             turn ? " " : "",
             turn ? turn : "",
             moved[0] ? "kept aside, *.disagrees." : "left as it was.");
}

/* The save directory's recordings (directory 0) as the journal: the
 * newest that leads to the saved game brings back every action played
 * since the save: the game advances, or a new recording is to begin from
 * the save when none leads to it, it stops before it, or it
 * disagrees with it (kept aside, keep->aside says so). */
static void resume_journal(struct keep *keep, struct game *game, const struct kind_list *kinds,
                           const struct item_kind_list *items)
{
    char **files;
    int count = list_recordings(keep->name, keep->dir_fd[0], &files);
    for (int j = 0; j < count && !keep->rec[0].file; j++) {
        set_path(keep, 0, files[j]);
        char why[KEEP_WHY_MAX];
        int got = recorder_journal_at(&keep->rec[0],
                                      keep->dir_fd[0],
                                      files[j],
                                      game,
                                      kinds,
                                      items,
                                      keep->data_hash,
                                      why,
                                      sizeof why);
        if (got == EX_DATAERR && strstr(why, "disagrees")) {
            /* The save is sound on its own: the game goes on from it, in a
             * new recording, and the journal is kept aside for a look. */
            set_aside(keep, files[j], why);
            break;
        }
        if (got == EX_IOERR || got == EX_OSERR) {
            fail(keep, got, why);
            break;
        }
    }
    free_list(files, count);
}

int keep_resume(struct keep *keep, struct game *game, const struct kind_list *kinds,
                const struct item_kind_list *items)
{
    for (int i = 0; i < keep->dirs; i++) {
        if (i == 0) {
            resume_journal(keep, game, kinds, items);
            if (!keep->rec[0].file && !keep->status)
                start_in(keep, 0, game, time(NULL), true);
            continue;
        }
        char **files;
        int count = list_recordings(keep->name, keep->dir_fd[i], &files);
        for (int j = 0; j < count && !keep->rec[i].file; j++) {
            set_path(keep, i, files[j]);
            char why[KEEP_WHY_MAX];
            int status = recorder_resume_at(&keep->rec[i],
                                            keep->dir_fd[i],
                                            files[j],
                                            game,
                                            kinds,
                                            items,
                                            keep->data_hash,
                                            why,
                                            sizeof why);
            /* Another game's recording is passed over; a file that
             * cannot be written is a failure to tell. */
            if (status == EX_IOERR || status == EX_OSERR) {
                fail(keep, status, why);
                break;
            }
        }
        free_list(files, count);
        /* None leads to it (removed, damaged, another murk's): the game
         * goes on in a new recording that starts from the save. */
        if (!keep->rec[i].file)
            start_in(keep, i, game, time(NULL), true);
    }
    return EX_OK;
}

bool keep_journal_ok(const struct keep *keep)
{
    return keep->dirs > 0 && keep->rec[0].file && !keep->rec[0].failed;
}

void keep_journal_mark(struct keep *keep, const struct game *game)
{
    /* In every recording, so --record's copy stays the journal's twin. */
    for (int i = 0; i < keep->dirs; i++)
        recorder_digest(&keep->rec[i], game);
}

bool keep_journal_failed(const struct keep *keep)
{
    return keep->dirs > 0 && keep->rec[0].file && keep->rec[0].failed;
}

void keep_restart_journal(struct keep *keep, const struct game *game)
{
    if (keep->dirs == 0)
        return;
    recorder_drop(&keep->rec[0]);
    start_in(keep, 0, game, time(NULL), true);
}

void keep_action(void *ctx, const struct game *game, struct action action)
{
    struct keep *keep = ctx;
    for (int i = 0; i < keep->dirs; i++) {
        struct recorder *rec = &keep->rec[i];
        if (!rec->file)
            continue;
        recorder_action(rec, game, action);
    }
}

void keep_stop(struct keep *keep, const struct game *game)
{
    for (int i = 0; i < keep->dirs; i++) {
        if (!keep->rec[i].file)
            continue;
        if (recorder_close(&keep->rec[i], game) != 0) {
            char why[KEEP_WHY_MAX];
            snprintf(
                why, sizeof why, "%s: the recording could not be written whole", keep->path[i]);
            fail(keep, EX_IOERR, why);
        }
    }
}
