/* A file appended to through a shared mapping (appender.h). */
#define _POSIX_C_SOURCE 200809L /* posix_fallocate, futimens */

#include "appender.h"

#include <errno.h>
#include <fcntl.h>
#include <stdatomic.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

void appender_start(struct appender *a, int fd, off_t used)
{
    *a = (struct appender){.fd = fd, .used = used, .room = used, .touched = 0};
}

static void unmap(struct appender *a)
{
    if (a->map)
        munmap(a->map, a->map_len);
    a->map = NULL;
    a->room = a->used;
}

/* Room for n more bytes: reserved on disk, then mapped from the page the
 * next byte falls in. */
static bool reserve(struct appender *a, size_t n)
{
    unmap(a);
    off_t want = APPENDER_RESERVE > (off_t)n ? APPENDER_RESERVE : (off_t)n;
    int failed = posix_fallocate(a->fd, a->used, want);
    if (failed && want > (off_t)n) {
        /* Short of room for a whole reserve: the last lines still fit. */
        want = (off_t)n;
        failed = posix_fallocate(a->fd, a->used, want);
    }
    if (failed) {
        errno = failed;
        return false;
    }
    a->grown = true;
    long page = sysconf(_SC_PAGESIZE);
    off_t at = a->used - a->used % (page > 0 ? page : 4096);
    size_t len = (size_t)(a->used + want - at);
    void *map = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_SHARED, a->fd, at);
    if (map == MAP_FAILED)
        return false;
    a->map = map;
    a->map_at = at;
    a->map_len = len;
    a->room = a->used + want;
    return true;
}

bool appender_add(struct appender *a, const char *bytes, size_t n)
{
    if (n == 0)
        return true;
    if (a->used + (off_t)n > a->room && !reserve(a, n))
        return false;
    char *to = a->map + (a->used - a->map_at);
    memcpy(to, bytes, n - 1);
    /* The last byte goes last: a line a reader sees end is whole. */
    atomic_thread_fence(memory_order_release);
    to[n - 1] = bytes[n - 1];
    a->used += (off_t)n;
    /* time(2) is the kernel's clock in whole seconds, read without a
     * system call and without the counter a finer clock reads. */
    time_t now = time(NULL);
    if (now - a->touched >= APPENDER_TOUCH_SECONDS || now < a->touched) {
        a->touched = now;
        futimens(a->fd, NULL);
    }
    return true;
}

int appender_finish(struct appender *a)
{
    unmap(a);
    if (!a->grown)
        return 0;
    a->grown = false;
    int r;
    while ((r = ftruncate(a->fd, a->used)) != 0 && errno == EINTR)
        ;
    return r;
}
