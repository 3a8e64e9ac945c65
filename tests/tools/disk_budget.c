/* A full disk as a budget of bytes (disk_budget.h). */
#define _GNU_SOURCE /* AT_FDCWD, O_APPEND's F_GETFL, off64_t */

#include "disk_budget.h"

#include <errno.h>
#include <fcntl.h>
#include <sqlite3.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* The real calls, which -Wl,--wrap names __real_*. */
ssize_t __real_write(int fd, const void *buf, size_t n);
ssize_t __real_pwrite(int fd, const void *buf, size_t n, off_t at);
int __real_ftruncate(int fd, off_t len);
int __real_posix_fallocate(int fd, off_t at, off_t len);
int __real_renameat(int from_dir, const char *from, int to_dir, const char *to);
int __real_unlinkat(int dir, const char *name, int flags);

ssize_t __wrap_write(int fd, const void *buf, size_t n);
ssize_t __wrap_pwrite(int fd, const void *buf, size_t n, off_t at);
int __wrap_ftruncate(int fd, off_t len);
int __wrap_posix_fallocate(int fd, off_t at, off_t len);
int __wrap_renameat(int from_dir, const char *from, int to_dir, const char *to);
int __wrap_unlinkat(int dir, const char *name, int flags);

static long long left = -1, charged;
static const char *control;   /* MURK_TEST_DISK */
static char control_seen[32]; /* its text when last read */

void disk_budget_set(long long free_bytes)
{
    left = free_bytes;
    charged = 0;
}

long long disk_budget_left(void)
{
    return left;
}

long long disk_budget_charged(void)
{
    return charged;
}

/* The control file's number, when it changed. */
static void read_control(void)
{
    if (!control)
        return;
    char text[32] = "";
    int fd = open(control, O_RDONLY | O_CLOEXEC);
    if (fd >= 0) {
        ssize_t got = read(fd, text, sizeof text - 1);
        text[got > 0 ? got : 0] = 0;
        close(fd);
    }
    if (strcmp(text, control_seen) == 0)
        return;
    snprintf(control_seen, sizeof control_seen, "%s", text);
    disk_budget_set(fd >= 0 ? atoll(text) : -1);
}

/* How many of n bytes written at `at` in fd fit, the growth charged. */
static size_t fit(int fd, off_t at, size_t n)
{
    read_control();
    struct stat st;
    if (left < 0 || fstat(fd, &st) != 0 || !S_ISREG(st.st_mode))
        return n;
    long long end = (long long)at + (long long)n;
    if (end <= st.st_size)
        return n; /* over bytes the file has: no new space */
    long long room = (long long)st.st_size + left - (long long)at;
    size_t fits = room <= 0 ? 0 : room >= (long long)n ? n : (size_t)room;
    long long grown = (long long)at + (long long)fits - st.st_size;
    if (grown > 0) {
        left -= grown;
        charged += grown;
    }
    return fits;
}

/* A file's bytes given back once it goes (its last link). */
static long long size_at(int dir, const char *name)
{
    struct stat st;
    if (fstatat(dir, name, &st, AT_SYMLINK_NOFOLLOW) != 0 || !S_ISREG(st.st_mode) ||
        st.st_nlink != 1)
        return 0;
    return st.st_size;
}

static void give_back(long long bytes)
{
    read_control();
    if (left >= 0)
        left += bytes;
}

ssize_t __wrap_write(int fd, const void *buf, size_t n)
{
    int fl = fcntl(fd, F_GETFL);
    struct stat st;
    off_t at =
        fl >= 0 && (fl & O_APPEND) && fstat(fd, &st) == 0 ? st.st_size : lseek(fd, 0, SEEK_CUR);
    size_t fits = at < 0 ? n : fit(fd, at, n);
    if (fits == 0 && n > 0) {
        errno = ENOSPC;
        return -1;
    }
    return __real_write(fd, buf, fits);
}

ssize_t __wrap_pwrite(int fd, const void *buf, size_t n, off_t at)
{
    size_t fits = fit(fd, at, n);
    if (fits == 0 && n > 0) {
        errno = ENOSPC;
        return -1;
    }
    return __real_pwrite(fd, buf, fits, at);
}

/* Whether want more bytes past the end of fd fit, all of them (charged)
 * or none (nothing charged). */
static bool grow_all(int fd, off_t size, size_t want)
{
    read_control(); /* first: a new room read in fit would be undone below */
    long long was_left = left, was_charged = charged;
    if (fit(fd, size, want) == want)
        return true;
    left = was_left;
    charged = was_charged;
    return false;
}

/* Growing a file is charged whole (the tests' files are written, not
 * left sparse); shrinking one gives back. */
int __wrap_ftruncate(int fd, off_t len)
{
    struct stat st;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode))
        return __real_ftruncate(fd, len);
    if (len > st.st_size && !grow_all(fd, st.st_size, (size_t)(len - st.st_size))) {
        errno = ENOSPC;
        return -1;
    }
    int r = __real_ftruncate(fd, len);
    if (r == 0 && len < st.st_size)
        give_back(st.st_size - len);
    return r;
}

int __wrap_posix_fallocate(int fd, off_t at, off_t len)
{
    struct stat st;
    if (fstat(fd, &st) == 0 && at + len > st.st_size &&
        !grow_all(fd, st.st_size, (size_t)(at + len - st.st_size)))
        return ENOSPC;
    return __real_posix_fallocate(fd, at, len);
}

int __wrap_renameat(int from_dir, const char *from, int to_dir, const char *to)
{
    long long replaced = size_at(to_dir, to);
    int r = __real_renameat(from_dir, from, to_dir, to);
    if (r == 0)
        give_back(replaced);
    return r;
}

int __wrap_unlinkat(int dir, const char *name, int flags)
{
    long long size = flags & AT_REMOVEDIR ? 0 : size_at(dir, name);
    int r = __real_unlinkat(dir, name, flags);
    if (r == 0)
        give_back(size);
    return r;
}

/* SQLite's own calls, through its table of system calls. */
static int sqlite_unlink(const char *path)
{
    return __wrap_unlinkat(AT_FDCWD, path, 0);
}

static int sqlite_ftruncate(int fd, off_t len)
{
    return __wrap_ftruncate(fd, len);
}

void disk_budget_install(void)
{
    control = getenv("MURK_TEST_DISK");
    read_control();
    sqlite3_vfs *vfs = sqlite3_vfs_find(NULL);
    if (!vfs || !vfs->xSetSystemCall)
        return;
    vfs->xSetSystemCall(vfs, "write", (sqlite3_syscall_ptr)__wrap_write);
    vfs->xSetSystemCall(vfs, "pwrite", (sqlite3_syscall_ptr)__wrap_pwrite);
    vfs->xSetSystemCall(vfs, "pwrite64", (sqlite3_syscall_ptr)__wrap_pwrite);
    vfs->xSetSystemCall(vfs, "ftruncate", (sqlite3_syscall_ptr)sqlite_ftruncate);
    vfs->xSetSystemCall(vfs, "fallocate", (sqlite3_syscall_ptr)__wrap_posix_fallocate);
    vfs->xSetSystemCall(vfs, "unlink", (sqlite3_syscall_ptr)sqlite_unlink);
}

__attribute__((constructor)) static void disk_budget_start(void)
{
    disk_budget_install();
}
