#define _GNU_SOURCE /* O_DIRECTORY, O_NOFOLLOW, O_CLOEXEC, major, minor */

#include "live.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sysexits.h>
#include <time.h>
#include <unistd.h>

#include "keep.h"

#include <dirent.h>

/* How often a followed game's player and file are looked at while its
 * recording does not grow. */
#define CHECK_SECONDS 0.5

enum { HEADER_TRIES = 10 };

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* A folder of the save directory, for reading: never made, never through
 * a symbolic link. */
static int open_folder(const char *base, const char *folder, char *why, size_t why_size)
{
    char path[4096 + 16];
    snprintf(path, sizeof path, "%s/%s", base, folder);
    int fd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0 && errno == ENOENT)
        return -2; /* nobody has played here yet: no game in progress */
    if (fd < 0)
        snprintf(why, why_size, "cannot read %s: %s", path, strerror(errno));
    return fd;
}

int live_open(struct live_dirs *dirs, const char *base, char *why, size_t why_size)
{
    snprintf(dirs->base, sizeof dirs->base, "%s", base);
    dirs->locks = "/proc/locks";
    dirs->save_fd = open_folder(base, "save", why, why_size);
    dirs->rec_fd = dirs->save_fd == -1 ? -1 : open_folder(base, "recordings", why, why_size);
    if (dirs->save_fd == -1 || dirs->rec_fd == -1) {
        live_close(dirs);
        return EX_NOINPUT;
    }
    return EX_OK;
}

void live_close(struct live_dirs *dirs)
{
    if (dirs->save_fd >= 0)
        close(dirs->save_fd);
    if (dirs->rec_fd >= 0)
        close(dirs->rec_fd);
    dirs->save_fd = dirs->rec_fd = -1;
}

/* A lock held, as /proc/locks names its file: device and inode. */
struct held {
    unsigned long maj, min;
    uintmax_t ino;
};

/* The hex or decimal number at *at, ending at stop; false if none. */
static bool number_at(const char **at, int base, char stop, uintmax_t *out)
{
    const char *c = *at;
    uintmax_t v = 0;
    int digits = 0;
    for (; *c && *c != stop; c++, digits++) {
        int d = *c >= '0' && *c <= '9'   ? *c - '0'
                : *c >= 'a' && *c <= 'f' ? *c - 'a' + 10
                : *c >= 'A' && *c <= 'F' ? *c - 'A' + 10
                                         : 99;
        if (d >= base || digits > 20)
            return false;
        v = v * (uintmax_t)base + (uintmax_t)d;
    }
    if (digits == 0 || *c != stop)
        return false;
    *at = c + 1;
    *out = v;
    return true;
}

/* A line of /proc/locks, "N: FLOCK ADVISORY WRITE PID MAJ:MIN:INODE START
 * END" (MAJ and MIN in hex), len bytes, not ended: read into h when it is
 * a lock held (a waiter has "->" after the N). By hand, no sscanf: the
 * table may hold tens of thousands of lines. */
static bool lock_line_held(const char *line, size_t len, struct held *h)
{
    const char *word = line, *end = line + len;
    for (int i = 0; word < end && i < 8; i++) {
        while (word < end && *word == ' ')
            word++;
        const char *stop = word;
        while (stop < end && *stop != ' ')
            stop++;
        if (i == 1 && stop - word == 2 && word[0] == '-' && word[1] == '>')
            return false;
        if (i >= 4 && memchr(word, ':', (size_t)(stop - word))) {
            char field[64];
            size_t n = (size_t)(stop - word);
            if (n >= sizeof field)
                return false;
            memcpy(field, word, n);
            field[n] = ' ';
            const char *at = field;
            uintmax_t maj, min, ino;
            if (number_at(&at, 16, ':', &maj) && number_at(&at, 16, ':', &min) &&
                number_at(&at, 10, ' ', &ino)) {
                *h = (struct held){(unsigned long)maj, (unsigned long)min, ino};
                return true;
            }
        }
        word = stop;
    }
    return false;
}

static int by_file(const void *a, const void *b)
{
    const struct held *x = a, *y = b;
    if (x->maj != y->maj)
        return x->maj < y->maj ? -1 : 1;
    if (x->min != y->min)
        return x->min < y->min ? -1 : 1;
    return x->ino < y->ino ? -1 : x->ino > y->ino;
}

/* The kernel's table of held locks, read once a refresh and sorted, only
 * the locks on the save folder's device kept: however many locks others
 * hold, a watch list reads it once, in large reads (the kernel walks its
 * list again for each), and at most LOCKS_READ_MAX bytes. ok false when
 * it cannot be read (no /proc: a chroot); partial when the bound cut it
 * (a game not found in it is then told by its recording, as without it). */
struct lock_table {
    struct held *held;
    size_t count;
    bool ok, partial;
    size_t bytes; /* read of the table */
};

enum {
    LOCKS_READ_MAX = 4 << 20, /* about 60,000 locks' lines (tune) */
    LOCKS_CHUNK = 256 << 10,  /* one read(2) */
};

static void keep_held(struct lock_table *t, size_t *cap, const struct held *h)
{
    if (t->count == *cap) {
        size_t more = *cap ? 2 * *cap : 64;
        struct held *grown = realloc(t->held, more * sizeof *grown);
        if (!grown)
            return;
        t->held = grown;
        *cap = more;
    }
    t->held[t->count++] = *h;
}

/* The save folder's device: the only one whose locks matter. */
static dev_t save_dev(const struct live_dirs *dirs)
{
    struct stat st;
    return fstat(dirs->save_fd, &st) == 0 ? st.st_dev : 0;
}

static void lock_table_read(const char *path, dev_t dev, struct lock_table *t)
{
    *t = (struct lock_table){0};
    int fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    char *buf = fd >= 0 ? malloc(LOCKS_CHUNK) : NULL;
    if (!buf) {
        if (fd >= 0)
            close(fd);
        return;
    }
    t->ok = true;
    size_t cap = 0, have = 0;
    unsigned long maj = major(dev), min = minor(dev);
    for (;;) {
        if (t->bytes >= LOCKS_READ_MAX) {
            t->partial = true;
            break;
        }
        ssize_t got = read(fd, buf + have, LOCKS_CHUNK - have);
        if (got <= 0)
            break;
        t->bytes += (size_t)got;
        have += (size_t)got;
        size_t from = 0;
        for (char *nl; (nl = memchr(buf + from, '\n', have - from)) != NULL;) {
            struct held h;
            if (lock_line_held(buf + from, (size_t)(nl - (buf + from)), &h) && h.maj == maj &&
                h.min == min)
                keep_held(t, &cap, &h);
            from = (size_t)(nl - buf) + 1;
        }
        if (from == 0 && have == LOCKS_CHUNK) {
            have = 0; /* a line longer than a chunk is no line of the table's */
            continue;
        }
        memmove(buf, buf + from, have - from);
        have -= from;
    }
    free(buf);
    close(fd);
    if (t->count > 1)
        qsort(t->held, t->count, sizeof *t->held, by_file);
}

static void lock_table_free(struct lock_table *t)
{
    free(t->held);
    *t = (struct lock_table){0};
}

static bool lock_table_holds(const struct lock_table *t, dev_t dev, ino_t ino)
{
    struct held key = {major(dev), minor(dev), (uintmax_t)ino};
    return t->count && bsearch(&key, t->held, t->count, sizeof key, by_file) != NULL;
}

/* Whether the recording open as fd ends with its end line. */
static bool ends(int fd)
{
    struct stat st;
    char tail[4];
    return fstat(fd, &st) == 0 && st.st_size >= 4 &&
           pread(fd, tail, sizeof tail, st.st_size - 4) == 4 && memcmp(tail, "end\n", 4) == 0;
}

/* Without the lock table: the name's newest recording has no end line. */
static bool recording_open_ended(const struct live_dirs *dirs, const char *name)
{
    char file[LIVE_FILE_MAX];
    if (keep_newest(dirs->rec_fd, name, file, sizeof file) != 0)
        return false;
    int fd = openat(dirs->rec_fd, file, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return false;
    bool open_ended = !ends(fd);
    close(fd);
    return open_ended;
}

/* live_playing on a lock table read already. */
static bool playing_in(const struct live_dirs *dirs, const struct lock_table *t, const char *name)
{
    char lock[LIVE_NAME_MAX + 8];
    snprintf(lock, sizeof lock, "%s.lock", name);
    struct stat st;
    /* fstatat opens nothing: the player's lock is never touched. */
    if (strchr(name, '/') || fstatat(dirs->save_fd, lock, &st, AT_SYMLINK_NOFOLLOW) != 0 ||
        !S_ISREG(st.st_mode))
        return false;
    if (t->ok && lock_table_holds(t, st.st_dev, st.st_ino))
        return true;
    /* Without the table, or past the part of it read: by the recording. */
    return !t->ok || t->partial ? recording_open_ended(dirs, name) : false;
}

bool live_playing(const struct live_dirs *dirs, const char *name)
{
    struct lock_table t;
    lock_table_read(dirs->locks, save_dev(dirs), &t);
    bool playing = playing_in(dirs, &t, name);
    lock_table_free(&t);
    return playing;
}

/* The most recently active first, then by name; a game that cannot be
 * followed (no recording: no time to go by) after those that can. */
static int by_activity(const void *a, const void *b)
{
    const struct live_game *x = a, *y = b;
    if ((x->depth < 0) != (y->depth < 0))
        return x->depth < 0 ? 1 : -1;
    if (x->idle != y->idle)
        return x->idle < y->idle ? -1 : 1;
    return strcmp(x->name, y->name);
}

/* When name's newest recording last grew (0: none): what the list is cut
 * by before each is read. */
static time_t last_active(const struct live_dirs *dirs, const char *name)
{
    char file[LIVE_FILE_MAX];
    struct stat st;
    if (keep_newest(dirs->rec_fd, name, file, sizeof file) != 0 ||
        fstatat(dirs->rec_fd, file, &st, AT_SYMLINK_NOFOLLOW) != 0)
        return 0;
    return st.st_mtime;
}

/* The name of a lock file NAME.lock, into name; false for any other file. */
static bool lock_name(const char *file, char *name, size_t size)
{
    size_t len = strlen(file);
    if (len <= 5 || len - 5 >= size || strcmp(file + len - 5, ".lock") != 0)
        return false;
    memcpy(name, file, len - 5);
    name[len - 5] = 0;
    return true;
}

struct candidate {
    char name[LIVE_NAME_MAX];
    time_t active;
};

static int by_recent(const void *a, const void *b)
{
    const struct candidate *x = a, *y = b;
    if (x->active != y->active)
        return x->active > y->active ? -1 : 1;
    return strcmp(x->name, y->name);
}

/* Every game in progress (up to LIVE_SCAN_MAX), the lock table read once,
 * the most recently active first: how many, into *out (free it). */
static int games_in_progress(const struct live_dirs *dirs, struct candidate **out)
{
    struct lock_table t;
    lock_table_read(dirs->locks, save_dev(dirs), &t);
    DIR *d = keep_read_dir(dirs->save_fd);
    struct candidate *c = malloc(LIVE_SCAN_MAX * sizeof *c);
    int count = 0;
    for (struct dirent *e = d && c ? readdir(d) : NULL; e && count < LIVE_SCAN_MAX; e = readdir(d))
        if (lock_name(e->d_name, c[count].name, sizeof c[count].name) &&
            playing_in(dirs, &t, c[count].name)) {
            c[count].active = last_active(dirs, c[count].name);
            count++;
        }
    if (d)
        closedir(d);
    lock_table_free(&t);
    if (c)
        qsort(c, (size_t)count, sizeof *c, by_recent);
    *out = c;
    return count;
}

/* The follow of name in the roster, or NULL. */
static struct live_follow **followed(struct live_roster *roster, const char *name)
{
    for (int i = 0; i < roster->count; i++)
        if (roster->follow[i] && strcmp(roster->follow[i]->name, name) == 0)
            return &roster->follow[i];
    return NULL;
}

/* f read on to its last whole line, and its game described in game:
 * false when it cannot be followed further (its game over, its file
 * replaced, a line wrong: only the last leaves game undescribed). */
static bool read_on(struct live_follow *f, struct live_game *game)
{
    char said[LIVE_WHY_MAX], newest[LIVE_FILE_MAX];
    enum live_step step;
    while ((step = live_follow_next(f, said, sizeof said)) == LIVE_ACTION)
        ;
    if (step != LIVE_BAD) {
        game->depth = f->game.run.depth;
        game->turn = f->game.run.turn;
        game->idle = live_follow_idle(f);
    }
    return step == LIVE_WAIT && keep_newest(f->dirs->rec_fd, f->name, newest, sizeof newest) == 0 &&
           strcmp(newest, f->file) == 0;
}

static void let_go(struct live_follow *f)
{
    if (f && f->pb.file)
        live_follow_close(f);
    free(f);
}

/* game's floor, turn and idle time, from its recording played to its
 * last whole line: gone on with from where kept (the roster's follow of
 * it, or NULL) had got to, else from the start. Returns the follow to
 * keep, or NULL. */
static struct live_follow *describe(const struct live_dirs *dirs, const struct live_data *data,
                                    struct live_follow *kept, struct live_game *game)
{
    char why[LIVE_WHY_MAX];
    game->depth = game->turn = -1;
    game->idle = 0;
    if (kept && read_on(kept, game))
        return kept;
    let_go(kept);
    kept = malloc(sizeof *kept); /* a game in it: kept off the stack */
    if (kept && live_follow_open(kept, dirs, game->name, data, why, sizeof why) == EX_OK &&
        read_on(kept, game))
        return kept;
    let_go(kept);
    return NULL;
}

int live_list(const struct live_dirs *dirs, const struct live_data *data,
              struct live_roster *roster, struct live_game *games, int max)
{
    struct candidate *c = NULL;
    int found = games_in_progress(dirs, &c);
    int count = found < max ? found : max;
    if (count > LIVE_LIST_MAX)
        count = LIVE_LIST_MAX;
    for (int i = 0; i < count; i++)
        snprintf(games[i].name, sizeof games[i].name, "%s", c[i].name);
    free(c);
    struct live_roster now = {.count = 0};
    for (int i = 0; i < count; i++) {
        struct live_follow **kept = followed(roster, games[i].name);
        struct live_follow *f = describe(dirs, data, kept ? *kept : NULL, &games[i]);
        if (kept)
            *kept = NULL; /* gone on with, or let go */
        if (f)
            now.follow[now.count++] = f;
    }
    live_roster_free(roster); /* the games no longer played */
    *roster = now;
    qsort(games, (size_t)count, sizeof *games, by_activity);
    return count;
}

void live_roster_free(struct live_roster *roster)
{
    for (int i = 0; i < roster->count; i++)
        let_go(roster->follow[i]);
    roster->count = 0;
}

int live_follow_open(struct live_follow *f, const struct live_dirs *dirs, const char *name,
                     const struct live_data *data, char *why, size_t why_size)
{
    memset(f, 0, sizeof *f);
    f->dirs = dirs;
    snprintf(f->name, sizeof f->name, "%s", name);
    if (!live_playing(dirs, name)) {
        snprintf(why, why_size, "%s is not playing.", name);
        return EX_NOINPUT;
    }
    if (keep_newest(dirs->rec_fd, name, f->file, sizeof f->file) != 0) {
        /* A save from before recordings, or its recording removed. */
        snprintf(why, why_size, "%s's game has no recording to watch.", name);
        return EX_NOINPUT;
    }
    /* A game just begun may not have its header whole yet (it goes out
     * the moment the file is made): a few tries, a moment apart. */
    int status = EX_DATAERR;
    for (int tries = 0; tries < HEADER_TRIES && status == EX_DATAERR; tries++) {
        if (tries)
            nanosleep(&(struct timespec){.tv_nsec = 20 * 1000 * 1000}, NULL);
        status = playback_open_at(&f->pb, dirs->rec_fd, f->file, why, why_size);
    }
    if (status != EX_OK)
        return status;
    playback_live(&f->pb);
    struct stat st;
    char other[256];
    if (fstat(fileno(f->pb.file), &st) != 0 ||
        !playback_ours(&f->pb, data->hash, other, sizeof other)) {
        snprintf(why,
                 why_size,
                 "%s's game is played with another murk or other data files than this murk's",
                 name);
        playback_close(&f->pb);
        return EX_DATAERR;
    }
    f->dev = st.st_dev;
    f->ino = st.st_ino;
    f->checked = now_seconds();
    if (playback_game(&f->pb, &f->game, data->kinds, data->items, why, why_size) != 0) {
        playback_close(&f->pb);
        return EX_DATAERR;
    }
    return EX_OK;
}

/* While nothing new is there: whether the game goes on in this file.
 * Returns LIVE_WAIT, or LIVE_OVER with said. */
static enum live_step still_there(struct live_follow *f, char *said, size_t size)
{
    double now = now_seconds();
    if (now - f->checked < CHECK_SECONDS)
        return LIVE_WAIT;
    f->checked = now;
    struct stat on_disk, open;
    bool same = fstatat(f->dirs->rec_fd, f->file, &on_disk, AT_SYMLINK_NOFOLLOW) == 0 &&
                on_disk.st_dev == f->dev && on_disk.st_ino == f->ino;
    if (!same || fstat(fileno(f->pb.file), &open) != 0 || open.st_size < f->pb.offset) {
        /* Removed for a new game, or cut back to the save it resumed. */
        snprintf(said, size, "%s's game was started again: watch it anew.", f->name);
        return LIVE_OVER;
    }
    if (!live_playing(f->dirs, f->name)) {
        snprintf(said, size, "%s has stopped playing.", f->name);
        return LIVE_OVER;
    }
    return LIVE_WAIT;
}

enum live_step live_follow_next(struct live_follow *f, char *said, size_t size)
{
    for (;;) {
        char why[LIVE_WHY_MAX];
        enum playback_played played = playback_play(&f->pb, &f->game, &f->proof, why, sizeof why);
        switch (played) {
        case PLAYED_DIGEST:
            continue;
        case PLAYED_ACTION:
            return LIVE_ACTION;
        case PLAYED_MORE:
            /* A game over is over at once: its end line waits for the
             * player to leave the end screen. */
            if (!f->game.run.over)
                return still_there(f, said, size);
            /* fall through */
        case PLAYED_END:
            if (f->game.run.over)
                snprintf(said,
                         size,
                         "%s's game is over, on floor %d at turn %d.",
                         f->name,
                         f->game.run.depth,
                         f->game.run.turn);
            else
                snprintf(said, size, "%s has stopped playing; the game is saved.", f->name);
            return LIVE_OVER;
        case PLAYED_BAD:
            break;
        }
        snprintf(said, size, "watching %s stopped: %s", f->name, why);
        return LIVE_BAD;
    }
}

long live_follow_idle(const struct live_follow *f)
{
    struct stat st;
    if (!f->pb.file || fstat(fileno(f->pb.file), &st) != 0)
        return 0;
    long idle = (long)(time(NULL) - st.st_mtime);
    return idle > 0 ? idle : 0;
}

void live_follow_close(struct live_follow *f)
{
    if (f->pb.file)
        game_free(&f->game);
    playback_close(&f->pb);
}
