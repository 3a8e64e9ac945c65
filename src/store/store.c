/* One player's save on disk. Every file is opened inside the save directory
 * (openat on a descriptor held open), never through a symbolic link
 * (O_NOFOLLOW), and made 0600 in a 0700 directory (02770 of the games group
 * when murk is setgid games: files_mode), so a save can neither be read by
 * others nor be used to write somewhere else. */
#define _GNU_SOURCE /* flock, O_NOFOLLOW, O_DIRECTORY, O_CLOEXEC */

#include "store.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sysexits.h>
#include <time.h>
#include <unistd.h>

#include "../files/files.h"
#include "murk/turn/resume.h"

enum { FILE_NAME_MAX = STORE_NAME_MAX + 40 }; /* NAME.sav.bad.99, NAME.RUNID.pending.tmp */

static void file_name(char *out, const struct store *store, const char *suffix)
{
    snprintf(out, FILE_NAME_MAX, "%s%s", store->name, suffix);
}

void store_path(const struct store *store, char *out, size_t size)
{
    snprintf(out, size, "%s/%s.sav", store->dir, store->name);
}

int store_data_hash(const char *data_dir, uint64_t *hash, char *why, size_t why_size)
{
    static const char *const files[] = {"monsters.txt", "items.txt"};
    uint64_t h = STORE_FNV_START;
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        char path[STORE_PATH_MAX + 32];
        snprintf(path, sizeof path, "%s/%s", data_dir, files[i]);
        FILE *f = fopen(path, "rb");
        if (!f) {
            snprintf(why, why_size, "%s: %s", path, strerror(errno));
            return EX_NOINPUT;
        }
        /* The name too, so moving bytes from one file to the other counts. */
        h = store_fnv1a(h, files[i], strlen(files[i]) + 1);
        uint8_t chunk[8192];
        size_t n;
        while ((n = fread(chunk, 1, sizeof chunk, f)) > 0)
            h = store_fnv1a(h, chunk, n);
        int bad = ferror(f);
        fclose(f);
        if (bad) {
            snprintf(why, why_size, "%s: cannot be read", path);
            return EX_NOINPUT;
        }
    }
    *hash = h;
    return 0;
}

/* mkdir -p, every directory it makes files_dir_mode() (0700 for one
 * player); the ones already there are the user's business. */
static int make_dirs(const char *path, char *why, size_t why_size)
{
    char part[STORE_PATH_MAX];
    size_t len = strlen(path);
    if (len >= sizeof part) {
        snprintf(why, why_size, "the save directory's name is too long");
        return EX_USAGE;
    }
    memcpy(part, path, len + 1);
    for (size_t i = 1; i <= len; i++) {
        if (part[i] != '/' && part[i] != 0)
            continue;
        char c = part[i];
        part[i] = 0;
        if (mkdir(part, files_dir_mode()) != 0 && errno != EEXIST) {
            snprintf(why, why_size, "cannot make the save directory %s: %s", part, strerror(errno));
            return EX_IOERR;
        }
        part[i] = c;
    }
    return 0;
}

/* The lock says who holds it: "PID SINCE" (SINCE in seconds since 1970),
 * written once it is taken, so a second login can name the game it meets
 * and ask it to leave (takeover.c). Best effort: a lock that says nothing
 * still locks. */
static void write_holder(const struct store *store)
{
    char line[64];
    int n = snprintf(line, sizeof line, "%ld %lld\n", (long)getpid(), (long long)time(NULL));
    if (ftruncate(store->lock_fd, 0) == 0)
        (void)!pwrite(store->lock_fd, line, (size_t)n, 0);
}

/* What write_holder wrote, into store->holder_pid and holder_since (0 when
 * the lock says nothing readable: its holder may not have written yet). */
static void read_holder(struct store *store)
{
    char line[64];
    ssize_t n = pread(store->lock_fd, line, sizeof line - 1, 0);
    long pid = 0;
    long long since = 0;
    line[n > 0 ? n : 0] = 0;
    if (sscanf(line, "%ld %lld", &pid, &since) == 2 && pid > 1 && since > 0) {
        store->holder_pid = pid;
        store->holder_since = since;
    }
}

int store_open(struct store *store, const char *base, const char *name, uint64_t data_hash,
               char *why, size_t why_size)
{
    memset(store, 0, sizeof *store);
    store->dir_fd = store->lock_fd = -1;
    store->data_hash = data_hash;
    snprintf(store->name, sizeof store->name, "%s", name);
    if (strlen(base) + sizeof "/save" > sizeof store->dir) {
        snprintf(why, why_size, "the save directory's name is too long");
        return EX_USAGE;
    }
    snprintf(store->base, sizeof store->base, "%s", base);
    snprintf(store->dir, sizeof store->dir, "%s/save", base);
    int status = make_dirs(store->base, why, why_size);
    if (status)
        return status;
    /* Both steps are checked as ours (never a link, never another's or
     * open to all), and the save directory is then only used through its
     * descriptor, so no path can be swapped under us. */
    int base_fd = files_open_dir(store->base, false, NULL, why, why_size);
    if (base_fd < 0)
        return EX_IOERR;
    store->dir_fd = files_open_dir_at(base_fd, "save", store->dir, true, NULL, why, why_size);
    close(base_fd);
    if (store->dir_fd < 0)
        return EX_IOERR;
    status = store_name_check_at(store->dir_fd, name, why, why_size);
    if (status) {
        store_close(store);
        return status;
    }
    char lock[FILE_NAME_MAX];
    file_name(lock, store, ".lock");
    store->lock_fd = openat(
        store->dir_fd, lock, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, files_mode(FILES_LOCK));
    if (store->lock_fd < 0) {
        int err = errno;
        /* Shared through the games group, a name is its first player's. */
        snprintf(why,
                 why_size,
                 "cannot open the lock %s/%s: %s%s",
                 store->dir,
                 lock,
                 strerror(err),
                 err == EACCES ? " (the name is another user's: give another --name)" : "");
        store_close(store);
        return EX_IOERR;
    }
    /* flock, not fcntl: it belongs to this open file, so no other descriptor
     * closed on the same file lets it go; and the kernel drops it when the
     * process dies, kill -9 included, so it is never left behind. */
    if (flock(store->lock_fd, LOCK_EX | LOCK_NB) != 0) {
        int err = errno;
        if (err == EWOULDBLOCK)
            read_holder(store);
        store_close(store);
        if (err == EWOULDBLOCK) {
            snprintf(why, why_size, "%s is already playing.", name);
            return EX_TEMPFAIL;
        }
        snprintf(why, why_size, "cannot lock %s/%s: %s", store->dir, lock, strerror(err));
        return EX_IOERR;
    }
    write_holder(store);
    return 0;
}

void store_close(struct store *store)
{
    if (store->lock_fd >= 0)
        close(store->lock_fd); /* lets go of the lock */
    if (store->dir_fd >= 0)
        close(store->dir_fd);
    store->lock_fd = store->dir_fd = -1;
    save_buf_free(&store->body);
}

/* Moves a bad save aside as NAME.sav.bad (NAME.sav.bad.2 and on when that is
 * taken: an older bad save is never overwritten). Returns the name used, or
 * NULL. */
static const char *keep_aside(struct store *store, char *bad)
{
    char sav[FILE_NAME_MAX];
    file_name(sav, store, ".sav");
    for (int n = 1; n < 100; n++) {
        char suffix[16];
        snprintf(suffix, sizeof suffix, n == 1 ? ".sav.bad" : ".sav.bad.%d", n);
        file_name(bad, store, suffix);
        struct stat st;
        if (fstatat(store->dir_fd, bad, &st, AT_SYMLINK_NOFOLLOW) == 0)
            continue;
        /* The lock keeps other murks out between the look and the move. */
        if (errno == ENOENT && renameat(store->dir_fd, sav, store->dir_fd, bad) == 0)
            return bad;
        return NULL;
    }
    return NULL;
}

/* A save that cannot be played: one line, and the file kept aside. */
static int refuse(struct store *store, const char *what, char *why, size_t why_size)
{
    char path[STORE_PATH_MAX + FILE_NAME_MAX], bad[FILE_NAME_MAX];
    store_path(store, path, sizeof path);
    if (keep_aside(store, bad))
        snprintf(why, why_size, "%s: %s; kept as %s", path, what, bad);
    else
        snprintf(why,
                 why_size,
                 "%s: %s; it could not be moved aside (%s), so it is left as it is",
                 path,
                 what,
                 strerror(errno));
    return EX_DATAERR;
}

/* A save that is sound but cannot be played by this murk and these data (a
 * newer murk's, or one naming a kind that is gone): one line, and the
 * file left exactly as it is, for the murk or the data that can play
 * it. */
static int keep_refused(struct store *store, const char *what, char *why, size_t why_size)
{
    char path[STORE_PATH_MAX + FILE_NAME_MAX];
    store_path(store, path, sizeof path);
    snprintf(why, why_size, "%s: %s; it is left as it is", path, what);
    return EX_DATAERR;
}

uint8_t *store_read_all(int fd, size_t *len, int *status, char *what, size_t what_size)
{
    struct stat st;
    if (fstat(fd, &st) != 0) {
        snprintf(what, what_size, "%s", strerror(errno));
        *status = EX_IOERR;
        return NULL;
    }
    if (st.st_size > STORE_FILE_MAX) {
        snprintf(what, what_size, "too large to be a save (%lld bytes)", (long long)st.st_size);
        *status = EX_DATAERR;
        return NULL;
    }
    size_t cap = (size_t)st.st_size + 1, n = 0; /* one more: a file that grew shows it */
    uint8_t *bytes = malloc(cap);
    if (!bytes) {
        snprintf(what, what_size, "out of memory");
        *status = EX_OSERR;
        return NULL;
    }
    for (;;) {
        ssize_t got = read(fd, bytes + n, cap - n);
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0) {
            snprintf(what, what_size, "%s", strerror(errno));
            free(bytes);
            *status = EX_IOERR;
            return NULL;
        }
        if (got == 0)
            break;
        n += (size_t)got;
        if (n == cap) {
            snprintf(what, what_size, "it changed while it was read");
            free(bytes);
            *status = EX_IOERR;
            return NULL;
        }
    }
    *len = n;
    return bytes;
}

/* A run's ending is written over NAME.reserve (or NAME.sav.tmp when there
 * is none); killed before the rename (at its fsync), the process leaves it
 * whole there and the save of the turn before in NAME.sav. An ending found
 * whole (its checksum good, its game over) is put in the save's place, so
 * the end stands; anything else there is a save cut short, or the reserve,
 * and written over. Returns whether one was. */
static bool adopt_from(struct store *store, const char *from, const struct kind_list *kinds,
                       const struct item_kind_list *items)
{
    char sav[FILE_NAME_MAX], what[256];
    file_name(sav, store, ".sav");
    int fd = files_open_regular(store->dir_fd, from, O_RDONLY, STORE_FILE_MAX, what, sizeof what);
    if (fd < 0)
        return false;
    size_t len = 0;
    int status = 0;
    uint8_t *file = store_read_all(fd, &len, &status, what, sizeof what);
    close(fd);
    const uint8_t *body;
    size_t body_len;
    struct store_header h;
    struct game *ended = calloc(1, sizeof *ended);
    bool over =
        file && ended && store_parse(file, len, &h, &body, &body_len, what, sizeof what) == 0 &&
        game_resume(ended, kinds, items, h.version, body, body_len, what, sizeof what) == 0 &&
        ended->run.over;
    if (ended)
        game_free(ended);
    free(ended);
    free(file);
    if (!over || renameat(store->dir_fd, from, store->dir_fd, sav) != 0)
        return false;
    fsync(store->dir_fd);
    return true;
}

static void adopt_ending(struct store *store, const struct kind_list *kinds,
                         const struct item_kind_list *items)
{
    char reserve[FILE_NAME_MAX], tmp[FILE_NAME_MAX];
    file_name(reserve, store, ".reserve");
    file_name(tmp, store, ".sav.tmp");
    if (!adopt_from(store, reserve, kinds, items))
        adopt_from(store, tmp, kinds, items);
}

int store_load(struct store *store, struct game *game, const struct kind_list *kinds,
               const struct item_kind_list *items, bool *found, char *why, size_t why_size)
{
    char path[STORE_PATH_MAX + FILE_NAME_MAX], sav[FILE_NAME_MAX];
    store_path(store, path, sizeof path);
    file_name(sav, store, ".sav");
    *found = false;
    adopt_ending(store, kinds, items);
    /* O_NONBLOCK: a FIFO put in the save's place must not hang us. */
    int fd = openat(store->dir_fd, sav, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0 && errno == ENOENT)
        return 0;
    if (fd < 0 && errno == ELOOP) {
        snprintf(why, why_size, "%s is a symbolic link; refusing to read it", path);
        return EX_IOERR;
    }
    if (fd < 0) {
        snprintf(why, why_size, "cannot open %s: %s", path, strerror(errno));
        return EX_IOERR;
    }
    struct stat st;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        close(fd);
        snprintf(why, why_size, "%s is not a regular file; refusing to read it", path);
        return EX_IOERR;
    }
    *found = true;
    size_t len = 0;
    int status = 0;
    char what[256];
    uint8_t *file = store_read_all(fd, &len, &status, what, sizeof what);
    close(fd);
    if (!file) {
        if (status == EX_DATAERR)
            return refuse(store, what, why, why_size);
        snprintf(why, why_size, "cannot read %s: %s", path, what);
        return status;
    }
    const uint8_t *body;
    size_t body_len;
    struct store_header header;
    int parsed = store_parse(file, len, &header, &body, &body_len, what, sizeof what);
    if (parsed != 0) {
        free(file);
        return parsed == STORE_NEWER ? keep_refused(store, what, why, why_size)
                                     : refuse(store, what, why, why_size);
    }
    store->started = header.started;
    char decoded[128];
    int bad =
        game_resume(game, kinds, items, header.version, body, body_len, decoded, sizeof decoded);
    free(file);
    if (bad) {
        snprintf(what, sizeof what, "%s", decoded);
        return bad == SAVE_GONE ? keep_refused(store, what, why, why_size)
                                : refuse(store, what, why, why_size);
    }
    store->updated = header.version != STORE_FORMAT_VERSION ||
                     strcmp(header.murk, store_murk_version()) != 0 ||
                     header.data_hash != store->data_hash;
    store->saved_by_version = header.version;
    snprintf(store->saved_by, sizeof store->saved_by, "%s", header.murk);
    if (store->updated && !game->run.over)
        msglog_add(&game->run.log, game->run.turn, STORE_UPDATED_MESSAGE);
    return 0;
}

/* How much NAME.reserve holds for a save of len bytes: the ending written
 * over it, and room beside for the record (the morgue, the xlogfile line,
 * SQLite's journal and shared memory while it writes the score, about 60
 * KB together), in steps of 64 KB so a save that grows by a few bytes
 * does not grow it every turn. */
static int64_t reserve_wanted(size_t len)
{
    int64_t step = 64 << 10;
    int64_t want = 2 * (int64_t)len + (128 << 10);
    return (want + step - 1) / step * step;
}

/* Sets space aside, in NAME.reserve, for this run's end: on a disk that
 * fills up during play, the ending is written over the reserve's own
 * blocks and the record into what that gives back (store_save_ending).
 * Tried after each save that finds it missing or short; a disk already
 * full leaves it so until space comes back. */
static void keep_reserve(struct store *store, size_t len)
{
    int64_t want = reserve_wanted(len);
    if (store->reserved >= want)
        return;
    char name[FILE_NAME_MAX];
    file_name(name, store, ".reserve");
    int fd = openat(
        store->dir_fd, name, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, files_mode(FILES_PRIVATE));
    if (fd < 0)
        return;
    struct stat st;
    if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode)) {
        /* Allocated, not merely sized: a sparse file would give nothing back. */
        if (st.st_size < want && posix_fallocate(fd, 0, (off_t)want) == 0)
            st.st_size = (off_t)want;
        store->reserved = st.st_size;
    }
    close(fd);
}

/* The save's bytes, header and body, for the game. Returns the header's
 * length, or 0 (store->error set) when it cannot be encoded. */
static size_t encode(struct store *store, const struct game *game, char *header)
{
    store->body.len = 0;
    store->body.failed = 0;
    store->error = 0;
    if (save_encode(game, &store->body) != 0) {
        store->error = ENOMEM;
        return 0;
    }
    if (store->started == 0)
        store->started = (uint64_t)time(NULL); /* a new run's first save */
    return store_header(header,
                        store_murk_version(),
                        store->data_hash,
                        store->started,
                        store->body.bytes,
                        store->body.len);
}

/* Writes the encoded save into the open file fd (closed here), cut to its
 * length, durably when asked, and renames from over to (NAME.sav when
 * NULL). Returns 0 or an errno. */
static int write_over_to(struct store *store, int fd, const char *from, const char *to,
                         const char *header, size_t header_len, bool durable)
{
    char sav[FILE_NAME_MAX];
    file_name(sav, store, ".sav");
    if (to)
        snprintf(sav, sizeof sav, "%s", to);
    int err = 0;
    off_t total = (off_t)(header_len + store->body.len);
    if (fchmod(fd, files_mode(FILES_PRIVATE)) != 0 ||
        files_write_all(fd, header, header_len) != 0 ||
        files_write_all(fd, store->body.bytes, store->body.len) != 0 || ftruncate(fd, total) != 0 ||
        (durable && fsync(fd) != 0))
        err = errno ? errno : EIO;
    if (close(fd) != 0 && !err)
        err = errno;
    if (!err && renameat(store->dir_fd, from, store->dir_fd, sav) != 0)
        err = errno;
    /* The rename is only safe on disk once the directory is. */
    if (!err && durable && fsync(store->dir_fd) != 0)
        err = errno;
    return err;
}

static int write_over(struct store *store, int fd, const char *from, const char *header,
                      size_t header_len, bool durable)
{
    return write_over_to(store, fd, from, NULL, header, header_len, durable);
}

int store_save_as(struct store *store, const struct game *game, const char *file, char *why,
                  size_t why_size)
{
    char header[STORE_HEADER_MAX], tmp[FILE_NAME_MAX + 8];
    size_t header_len = encode(store, game, header);
    snprintf(tmp, sizeof tmp, "%s.tmp", file);
    int fd = header_len ? files_open_fresh(store->dir_fd, tmp, files_mode(FILES_PRIVATE)) : -1;
    int err = header_len == 0 ? ENOMEM : fd < 0 ? errno : 0;
    if (!err)
        err = write_over_to(store, fd, tmp, file, header, header_len, true);
    if (err) {
        unlinkat(store->dir_fd, tmp, 0);
        snprintf(why, why_size, "cannot save %s/%s: %s", store->dir, file, strerror(err));
        return EX_IOERR;
    }
    return 0;
}

/* The save written to NAME.sav.tmp and renamed over NAME.sav. */
static int save_by_tmp(struct store *store, const char *header, size_t header_len, bool durable,
                       char *why, size_t why_size)
{
    char path[STORE_PATH_MAX + FILE_NAME_MAX], tmp[FILE_NAME_MAX];
    store_path(store, path, sizeof path);
    file_name(tmp, store, ".sav.tmp");
    /* A temporary file left by a crash (or anything else put under its
     * name, a FIFO above all, which would block the open) is removed and
     * made anew: the lock says no one else is writing it. */
    int fd = files_open_fresh(store->dir_fd, tmp, files_mode(FILES_PRIVATE));
    if (fd < 0) {
        store->error = errno;
        snprintf(why,
                 why_size,
                 "cannot save %s: %s/%s: %s",
                 path,
                 store->dir,
                 tmp,
                 errno == ELOOP ? "a symbolic link; refusing to write through it"
                                : strerror(errno));
        return EX_IOERR;
    }
    int err = write_over(store, fd, tmp, header, header_len, durable);
    if (err) {
        unlinkat(store->dir_fd, tmp, 0);
        store->error = err;
        snprintf(why, why_size, "cannot save %s: %s", path, strerror(err));
        return EX_IOERR;
    }
    return 0;
}

int store_save(struct store *store, const struct game *game, bool durable, char *why,
               size_t why_size)
{
    char header[STORE_HEADER_MAX], path[STORE_PATH_MAX + FILE_NAME_MAX];
    size_t header_len = encode(store, game, header);
    if (header_len == 0) {
        store_path(store, path, sizeof path);
        snprintf(why, why_size, "cannot save %s: out of memory", path);
        return EX_IOERR;
    }
    int status = save_by_tmp(store, header, header_len, durable, why, why_size);
    if (status == 0)
        keep_reserve(store, header_len + store->body.len);
    return status;
}

int store_save_ending(struct store *store, const struct game *game, char *why, size_t why_size)
{
    char header[STORE_HEADER_MAX], path[STORE_PATH_MAX + FILE_NAME_MAX], reserve[FILE_NAME_MAX];
    size_t header_len = encode(store, game, header);
    if (header_len == 0) {
        store_path(store, path, sizeof path);
        snprintf(why, why_size, "cannot save %s: out of memory", path);
        return EX_IOERR;
    }
    file_name(reserve, store, ".reserve");
    /* O_NONBLOCK: a FIFO in its place must not hang the run's end. */
    int fd = openat(store->dir_fd, reserve, O_WRONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    struct stat st;
    /* Written over blocks the reserve holds already, the ending needs no
     * new space; cut to its length and renamed over the save, it gives
     * back the rest and the old save's for the record. */
    if (fd >= 0 && fstat(fd, &st) == 0 && S_ISREG(st.st_mode) &&
        st.st_size >= (off_t)(header_len + store->body.len)) {
        store->reserved = 0; /* spent, whatever happens now */
        if (write_over(store, fd, reserve, header, header_len, true) == 0)
            return 0;
    } else if (fd >= 0) {
        close(fd);
    }
    /* No reserve, or it failed: what it holds is given back first, for
     * the ending's own save to take. */
    unlinkat(store->dir_fd, reserve, 0);
    store->reserved = 0;
    return save_by_tmp(store, header, header_len, true, why, why_size);
}

uint64_t store_take_started(struct store *store)
{
    uint64_t started = store->started;
    store->started = 0; /* the next run starts its own clock */
    return started;
}

int store_remove_save(struct store *store, char *why, size_t why_size)
{
    char sav[FILE_NAME_MAX];
    file_name(sav, store, ".sav");
    if (unlinkat(store->dir_fd, sav, 0) != 0 && errno != ENOENT) {
        char path[STORE_PATH_MAX + FILE_NAME_MAX];
        store_path(store, path, sizeof path);
        snprintf(why, why_size, "cannot remove %s: %s", path, strerror(errno));
        return EX_IOERR;
    }
    /* A dead game must stay dead after a crash too. */
    fsync(store->dir_fd);
    return 0;
}
