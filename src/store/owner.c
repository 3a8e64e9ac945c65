/* Names belong to players. Shared through the games group, the first uid
 * to play a name owns it: its lock, save/NAME.lock, is made by that
 * player's murk and so owned by that uid, in a folder (save/, root's,
 * 2770) that no player reaches from a shell, and that murk never removes.
 * A name that is an account's login is that account's alone, whenever the
 * account was made: one another uid played first goes back to the login,
 * that uid's files kept aside. A name that others read as another's (by
 * case, or characters alike: Bob, b0b, bob_) is that other's. A uid plays
 * at most STORE_NAMES_PER_UID names played in the last
 * STORE_NAME_IDLE_DAYS days, its login's besides. One player alone has
 * every name. */
#define _DEFAULT_SOURCE /* getpwent, fstatat, fdopendir */

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <pwd.h>
#include <stdio.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sysexits.h>
#include <time.h>
#include <unistd.h>

#include "name.h"
#include "owner.h"

#include "../files/files.h"
#include "../files/group.h"

static int refuse(const char *name, char *why, size_t why_size)
{
    snprintf(why, why_size, "%s is another player's name.", name);
    return EX_USAGE;
}

void store_name_skeleton(const char *name, char *out, size_t size)
{
    /* Each character to the one others read it as; the marks between
     * words dropped; "rn" read as "m" and "vv" as "w". */
    static const char alike[][2] = {{'0', 'o'},
                                    {'1', 'l'},
                                    {'i', 'l'},
                                    {'|', 'l'},
                                    {'5', 's'},
                                    {'2', 'z'},
                                    {'8', 'b'},
                                    {'3', 'e'},
                                    {'4', 'a'},
                                    {'7', 't'},
                                    {'6', 'g'},
                                    {'9', 'g'}};
    size_t n = 0;
    for (const char *c = name; *c && n + 1 < size; c++) {
        char ch = (char)tolower((unsigned char)*c);
        if (ch == '.' || ch == '_' || ch == '-')
            continue;
        for (size_t i = 0; i < sizeof alike / sizeof alike[0]; i++)
            if (ch == alike[i][0])
                ch = alike[i][1];
        if (n > 0 && ((out[n - 1] == 'r' && ch == 'n') || (out[n - 1] == 'v' && ch == 'v'))) {
            out[n - 1] = out[n - 1] == 'r' ? 'm' : 'w';
            continue;
        }
        out[n++] = ch;
    }
    if (size)
        out[n] = 0;
}

static bool alike(const char *a, const char *b)
{
    char sa[STORE_NAME_MAX + 1], sb[STORE_NAME_MAX + 1];
    store_name_skeleton(a, sa, sizeof sa);
    store_name_skeleton(b, sb, sizeof sb);
    return strcmp(sa, sb) == 0;
}

/* A login other than name itself, another account's, that reads as name. */
static bool alike_a_login(const char *name, uid_t me)
{
    bool found = false;
    setpwent();
    for (struct passwd *pw = getpwent(); pw && !found; pw = getpwent())
        found = pw->pw_uid != me && strcmp(pw->pw_name, name) != 0 && alike(pw->pw_name, name);
    endpwent();
    return found;
}

/* The name's lock file, NAME.lock. */
static void lock_of(char *out, size_t size, const char *name)
{
    snprintf(out, size, "%s.lock", name);
}

/* Over the save folder's locks but name's: whether one that reads as name
 * is another uid's, and how many of me's were played in the last
 * STORE_NAME_IDLE_DAYS days. */
static void scan_locks(int save_dir, const char *name, uid_t me, bool *taken, int *mine)
{
    *taken = false;
    *mine = 0;
    int fd = dup(save_dir);
    DIR *d = fd >= 0 ? fdopendir(fd) : NULL;
    if (!d) {
        if (fd >= 0)
            close(fd);
        return;
    }
    rewinddir(d);
    time_t idle = time(NULL) - (time_t)STORE_NAME_IDLE_DAYS * 24 * 3600;
    for (struct dirent *e = readdir(d); e; e = readdir(d)) {
        size_t len = strlen(e->d_name);
        char base[STORE_NAME_MAX + 1];
        if (len <= 5 || len - 5 > STORE_NAME_MAX || strcmp(e->d_name + len - 5, ".lock") != 0)
            continue;
        snprintf(base, sizeof base, "%.*s", (int)(len - 5), e->d_name);
        struct stat st;
        if (strcmp(base, name) == 0 || !store_name_valid(base) ||
            fstatat(save_dir, e->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0)
            continue;
        if (st.st_uid != me && alike(base, name))
            *taken = true;
        const struct passwd *pw = st.st_uid == me ? getpwnam(base) : NULL;
        if (st.st_uid == me && st.st_mtime >= idle && !(pw && pw->pw_uid == me))
            (*mine)++; /* the login's own name is no name more */
    }
    closedir(d);
}

/* The login's own name, played first by another uid: that uid's files of
 * it (the lock, the save, its reserve and temporary, runs kept pending)
 * kept aside as FILE.uidN, so the login plays it as a new name. Refused
 * (EX_TEMPFAIL) while that uid's murk plays it. */
static int take_back(int save_dir, const char *name, uid_t other, char *why, size_t why_size)
{
    char lock[STORE_NAME_MAX + 8];
    lock_of(lock, sizeof lock, name);
    int fd = openat(save_dir, lock, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK);
    if (fd >= 0 && flock(fd, LOCK_EX | LOCK_NB) != 0 && errno == EWOULDBLOCK) {
        close(fd);
        snprintf(why,
                 why_size,
                 "%s is your login, and so your name; another user (uid %ld) is playing it now: "
                 "try again once that game stops.",
                 name,
                 (long)other);
        return EX_TEMPFAIL;
    }
    int dir = dup(save_dir);
    DIR *d = dir >= 0 ? fdopendir(dir) : NULL;
    size_t n = strlen(name);
    for (struct dirent *e = d ? readdir(d) : NULL; e; e = readdir(d)) {
        const char *rest = e->d_name + n;
        bool of_name =
            strncmp(e->d_name, name, n) == 0 &&
            (strcmp(rest, ".lock") == 0 || strcmp(rest, ".sav") == 0 ||
             strcmp(rest, ".reserve") == 0 || strcmp(rest, ".sav.tmp") == 0 ||
             (rest[0] == '.' && strlen(rest) == 1 + 16 + 8 && strcmp(rest + 17, ".pending") == 0));
        struct stat st;
        if (!of_name || fstatat(save_dir, e->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0 ||
            st.st_uid != other)
            continue;
        char aside[STORE_NAME_MAX + 64];
        snprintf(aside, sizeof aside, "%.*s.uid%ld", STORE_NAME_MAX + 32, e->d_name, (long)other);
        renameat(save_dir, e->d_name, save_dir, aside);
    }
    if (d)
        closedir(d);
    else if (dir >= 0)
        close(dir);
    if (fd >= 0)
        close(fd); /* and its lock: the file is aside now */
    return EX_OK;
}

int store_name_check_at(int save_dir, const char *name, char *why, size_t why_size)
{
    if (!files_group_shared())
        return EX_OK;
    uid_t me = getuid();
    const struct passwd *pw = getpwnam(name);
    if (pw && pw->pw_uid != me)
        return refuse(name, why, why_size);
    bool login = pw != NULL; /* and me's */
    char lock[STORE_NAME_MAX + 8];
    lock_of(lock, sizeof lock, name);
    struct stat st;
    bool there = fstatat(save_dir, lock, &st, AT_SYMLINK_NOFOLLOW) == 0;
    if (there && st.st_uid != me) {
        if (!login)
            return refuse(name, why, why_size);
        int status = take_back(save_dir, name, st.st_uid, why, why_size);
        if (status != EX_OK)
            return status;
        there = false;
    }
    if (!login && alike_a_login(name, me))
        return refuse(name, why, why_size);
    bool taken;
    int mine;
    scan_locks(save_dir, name, me, &taken, &mine);
    if (taken && !login)
        return refuse(name, why, why_size);
    if (!there && !login && mine >= STORE_NAMES_PER_UID) {
        snprintf(why,
                 why_size,
                 "you play %d names already, the most one player may here; play one of them "
                 "(one unplayed for %d days no longer counts).",
                 mine,
                 STORE_NAME_IDLE_DAYS);
        return EX_USAGE;
    }
    return EX_OK;
}

int store_name_claim(const char *base, const char *name, char *why, size_t why_size)
{
    if (!files_group_shared())
        return EX_OK;
    char save[STORE_PATH_MAX + 8];
    snprintf(save, sizeof save, "%s/save", base);
    int dir = files_open_dir(save, false, NULL, why, why_size);
    if (dir < 0)
        return EX_IOERR;
    int status = store_name_check_at(dir, name, why, why_size);
    if (status == EX_OK) {
        /* Made now, by this uid, unless there: the name is theirs. */
        char lock[STORE_NAME_MAX + 8];
        lock_of(lock, sizeof lock, name);
        int fd = openat(
            dir, lock, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, files_mode(FILES_LOCK));
        if (fd >= 0)
            close(fd);
        else if (errno != EEXIST) {
            snprintf(why, why_size, "cannot make %s/%s: %s", save, lock, strerror(errno));
            status = EX_IOERR;
        } else
            status = store_name_check_at(dir, name, why, why_size); /* made meanwhile */
    }
    close(dir);
    return status;
}

int store_bot_allow(const char *base, int runs, char *why, size_t why_size)
{
    uid_t me = getuid();
    if (!files_group_shared() || me == 0)
        return EX_OK;
    char save[STORE_PATH_MAX + 8], file[32];
    snprintf(save, sizeof save, "%s/save", base);
    snprintf(file, sizeof file, ".bot.%ld", (long)me);
    int dir = files_open_dir(save, false, NULL, why, why_size);
    if (dir < 0)
        return EX_IOERR;
    int fd = openat(dir,
                    file,
                    O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK,
                    files_mode(FILES_PRIVATE));
    close(dir);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_uid != me ||
        flock(fd, LOCK_EX) != 0) {
        snprintf(why, why_size, "cannot count your bot runs in %s/%s", save, file);
        if (fd >= 0)
            close(fd);
        return EX_IOERR;
    }
    char text[64] = "";
    ssize_t got = pread(fd, text, sizeof text - 1, 0);
    text[got > 0 ? got : 0] = 0;
    long hour = 0, count = 0, now = (long)(time(NULL) / 3600);
    if (sscanf(text, "%ld %ld", &hour, &count) != 2 || hour != now)
        count = 0;
    int status = EX_OK;
    if (count + runs > STORE_BOT_RUNS_PER_HOUR) {
        snprintf(why,
                 why_size,
                 "%ld of your bot runs recorded this hour, the most one player may here is %d: "
                 "try again next hour.",
                 count,
                 STORE_BOT_RUNS_PER_HOUR);
        status = EX_TEMPFAIL;
    } else {
        int len = snprintf(text, sizeof text, "%ld %ld\n", now, count + runs);
        if (ftruncate(fd, 0) != 0 || pwrite(fd, text, (size_t)len, 0) != len) {
            snprintf(why, why_size, "cannot count your bot runs in %s/%s", save, file);
            status = EX_IOERR;
        }
    }
    close(fd);
    return status;
}
