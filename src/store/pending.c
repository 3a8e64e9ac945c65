/* Records kept pending: a run over whose record could not be written
 * (a full disk, a lock held past its deadline, a file refused), kept as
 * save/NAME.RUNID.pending until it is, apart from NAME.sav, so nothing
 * the player does next (a new game, a hang-up, quitting) writes over
 * it. */
#define _GNU_SOURCE /* fdopendir, O_NOFOLLOW, O_CLOEXEC */

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sysexits.h>
#include <unistd.h>

#include "pending.h"
#include "store.h"

#include "../files/files.h"
#include "murk/turn/game.h"
#include "murk/turn/resume.h"

static const char suffix[] = ".pending";
enum { RUN_ID_DIGITS = 16 };

int store_keep_pending(struct store *store, uint64_t run_id)
{
    char sav[STORE_PENDING_NAME_MAX], pending[STORE_PENDING_NAME_MAX];
    snprintf(sav, sizeof sav, "%s.sav", store->name);
    snprintf(pending, sizeof pending, "%s.%016" PRIx64 "%s", store->name, run_id, suffix);
    if (renameat(store->dir_fd, sav, store->dir_fd, pending) != 0)
        return errno;
    fsync(store->dir_fd);
    return 0;
}

/* Whether file is one of NAME's pending files: NAME, a dot, 16 hex digits,
 * ".pending", and nothing else (a name may hold dots itself). */
static bool is_pending(const char *file, const char *name)
{
    size_t n = strlen(name);
    return strlen(file) == n + 1 + RUN_ID_DIGITS + sizeof suffix - 1 &&
           strncmp(file, name, n) == 0 && file[n] == '.' &&
           strspn(file + n + 1, "0123456789abcdef") == RUN_ID_DIGITS &&
           strcmp(file + n + 1 + RUN_ID_DIGITS, suffix) == 0;
}

bool store_pending_next(struct store *store, char *file, size_t size)
{
    int fd = dup(store->dir_fd);
    DIR *dir = fd >= 0 ? fdopendir(fd) : NULL;
    if (!dir) {
        if (fd >= 0)
            close(fd);
        return false;
    }
    rewinddir(dir);
    bool found = false;
    for (struct dirent *e; !found && (e = readdir(dir));)
        if (is_pending(e->d_name, store->name)) {
            snprintf(file, size, "%s", e->d_name);
            found = true;
        }
    closedir(dir);
    return found;
}

/* A pending file that cannot be played back is set aside, never lost. */
static int set_aside(struct store *store, const char *file, const char *what, char *why,
                     size_t why_size)
{
    char bad[STORE_PENDING_NAME_MAX + 8];
    snprintf(bad, sizeof bad, "%s.bad", file);
    bool moved = renameat(store->dir_fd, file, store->dir_fd, bad) == 0;
    snprintf(why,
             why_size,
             "%s/%s: %s; %s",
             store->dir,
             file,
             what,
             moved ? "kept aside as .bad" : "left as it is");
    return EX_DATAERR;
}

int store_pending_load(struct store *store, const char *file, struct game *game,
                       const struct kind_list *kinds, const struct item_kind_list *items,
                       int64_t *started, int64_t *ended, char *why, size_t why_size)
{
    char what[256];
    int fd = files_open_regular(store->dir_fd, file, O_RDONLY, STORE_FILE_MAX, what, sizeof what);
    if (fd == FILES_NOT_REGULAR)
        return set_aside(store, file, what, why, why_size);
    if (fd < 0) {
        snprintf(why, why_size, "cannot read %s/%s: %s", store->dir, file, what);
        return EX_IOERR;
    }
    struct stat st;
    size_t len = 0;
    int status = 0;
    uint8_t *bytes =
        fstat(fd, &st) == 0 ? store_read_all(fd, &len, &status, what, sizeof what) : NULL;
    close(fd);
    if (!bytes) {
        if (status == EX_DATAERR)
            return set_aside(store, file, what, why, why_size);
        snprintf(why, why_size, "cannot read %s/%s: %s", store->dir, file, what);
        return EX_IOERR;
    }
    const uint8_t *body;
    size_t body_len;
    struct store_header h;
    int bad = store_parse(bytes, len, &h, &body, &body_len, what, sizeof what);
    if (!bad)
        bad = game_resume(game, kinds, items, h.version, body, body_len, what, sizeof what);
    free(bytes);
    if (!bad && !game->run.over) {
        snprintf(what, sizeof what, "not a run that is over");
        bad = EX_DATAERR;
    }
    if (bad) {
        game_free(game);
        return set_aside(store, file, what, why, why_size);
    }
    *ended = (int64_t)st.st_mtime;
    *started = h.started ? (int64_t)h.started : *ended;
    return EX_OK;
}

void store_pending_remove(struct store *store, const char *file)
{
    unlinkat(store->dir_fd, file, 0);
    fsync(store->dir_fd);
}
