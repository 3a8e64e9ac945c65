/* Writing a whole buffer, and opening a directory to open files in. */
#define _GNU_SOURCE /* O_DIRECTORY, O_CLOEXEC */

#include "files.h"
#include "group.h"

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

int files_write_all(int fd, const void *bytes, size_t n)
{
    const uint8_t *b = bytes;
    while (n > 0) {
        ssize_t put = write(fd, b, n);
        if (put < 0 && errno == EINTR)
            continue;
        if (put <= 0)
            return -1;
        b += put;
        n -= (size_t)put;
    }
    return 0;
}

uint64_t files_random_u64(void)
{
    uint64_t value = 0;
    int fd = open("/dev/urandom", O_RDONLY | O_CLOEXEC);
    if (fd >= 0) {
        ssize_t got = read(fd, &value, sizeof value);
        close(fd);
        if (got == (ssize_t)sizeof value)
            return value;
    }
    struct timespec now;
    clock_gettime(CLOCK_REALTIME, &now);
    return ((uint64_t)now.tv_sec * 1000000000ULL + (uint64_t)now.tv_nsec) * 6364136223846793005ULL ^
           (uint64_t)getpid();
}

const char *files_open_reason(int err)
{
    return err == ELOOP ? "it is a symbolic link" : strerror(err);
}

mode_t files_mode_for(bool shared, enum files_kind kind)
{
    static const mode_t modes[] = {
        [FILES_PRIVATE] = 0600,
        [FILES_LOCK] = 0640,
        [FILES_SHARED] = 0660,
        [FILES_RECORD] = 0640,
    };
    return shared ? modes[kind] : 0600;
}

mode_t files_dir_mode_for(bool shared)
{
    return shared ? 02770 : 0700;
}

mode_t files_mode(enum files_kind kind)
{
    return files_mode_for(files_group_shared(), kind);
}

mode_t files_dir_mode(void)
{
    return files_dir_mode_for(files_group_shared());
}

bool files_dir_ok(const struct stat *st, uid_t euid, gid_t games, const char *path, char *why,
                  size_t why_size)
{
    bool shared = games != (gid_t)-1;
    /* Shared, a directory another player made is refused: they own it, so
     * they could open it to all from a shell. */
    if (st->st_uid != euid && !(shared && st->st_uid == 0)) {
        snprintf(why, why_size, "refusing to use %s: it belongs to another user", path);
        return false;
    }
    if (shared && st->st_gid != games) {
        snprintf(why, why_size, "refusing to use %s: it is not of the games group", path);
        return false;
    }
    if ((st->st_mode & S_IWOTH) && !(st->st_mode & S_ISVTX)) {
        snprintf(
            why, why_size, "refusing to use %s: anyone may write in it (chmod o-w %s)", path, path);
        return false;
    }
    return true;
}

bool files_dir_trusted(int fd, const char *path, char *why, size_t why_size)
{
    struct stat st;
    if (fstat(fd, &st) != 0) {
        snprintf(why, why_size, "cannot use %s: %s", path, strerror(errno));
        return false;
    }
    gid_t games = files_group_shared() ? files_group_gid() : (gid_t)-1;
    return files_dir_ok(&st, geteuid(), games, path, why, why_size);
}

/* Why opening the directory name in dir failed with err, in words: a
 * symbolic link is named as one (O_NOFOLLOW with O_DIRECTORY may say
 * "Not a directory" of it). */
static const char *dir_reason(int dir, const char *name, int err)
{
    struct stat st;
    if ((err == ELOOP || err == ENOTDIR) && fstatat(dir, name, &st, AT_SYMLINK_NOFOLLOW) == 0 &&
        S_ISLNK(st.st_mode))
        return "it is a symbolic link";
    return strerror(err);
}

int files_open_dir_at(int dir, const char *name, const char *shown, bool create, bool *missing,
                      char *why, size_t why_size)
{
    if (missing)
        *missing = false;
    if (create && mkdirat(dir, name, files_dir_mode()) != 0 && errno != EEXIST) {
        snprintf(why, why_size, "cannot make %s: %s", shown, strerror(errno));
        return -1;
    }
    int fd = openat(dir, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0) {
        int err = errno;
        if (missing && err == ENOENT)
            *missing = true;
        snprintf(why, why_size, "cannot use %s: %s", shown, dir_reason(dir, name, err));
        return -1;
    }
    if (!files_dir_trusted(fd, shown, why, why_size)) {
        close(fd);
        return -1;
    }
    return fd;
}

int files_open_dir(const char *path, bool create, bool *missing, char *why, size_t why_size)
{
    return files_open_dir_at(AT_FDCWD, path, path, create, missing, why, why_size);
}

int files_open_fresh(int dir, const char *name, mode_t mode)
{
    if (unlinkat(dir, name, 0) != 0 && errno != ENOENT)
        return -1; /* a directory, or a folder we may not change */
    return openat(dir, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode);
}

/* What a file that is not a regular file is, in words. */
static const char *kind_of(mode_t mode)
{
    return S_ISFIFO(mode)   ? "a FIFO"
           : S_ISCHR(mode)  ? "a device"
           : S_ISBLK(mode)  ? "a device"
           : S_ISDIR(mode)  ? "a directory"
           : S_ISSOCK(mode) ? "a socket"
                            : "not a regular file";
}

int files_open_regular(int dir, const char *name, int flags, off_t max, char *why, size_t why_size)
{
    int fd = openat(dir,
                    name,
                    flags | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY,
                    files_mode(FILES_SHARED));
    if (fd < 0) {
        int err = errno;
        snprintf(why, why_size, "%s", files_open_reason(err));
        errno = err;
        return err == ELOOP ? FILES_NOT_REGULAR : -1;
    }
    struct stat st;
    if (fstat(fd, &st) != 0) {
        snprintf(why, why_size, "%s", strerror(errno));
        close(fd);
        return -1;
    }
    if (!S_ISREG(st.st_mode) || (max >= 0 && st.st_size > max)) {
        if (S_ISREG(st.st_mode))
            snprintf(why, why_size, "too large (%lld bytes)", (long long)st.st_size);
        else
            snprintf(why, why_size, "it is %s", kind_of(st.st_mode));
        close(fd);
        return FILES_NOT_REGULAR;
    }
    int fl = fcntl(fd, F_GETFL);
    if (fl >= 0)
        fcntl(fd, F_SETFL, fl & ~O_NONBLOCK);
    return fd;
}
