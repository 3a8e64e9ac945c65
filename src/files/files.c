/* Writing a whole buffer, and opening a directory to open files in. */
#define _GNU_SOURCE /* O_DIRECTORY, O_CLOEXEC */

#include "files.h"

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
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

const char *files_open_reason(int err)
{
    return err == ELOOP ? "it is a symbolic link" : strerror(err);
}

int files_open_dir(const char *path, bool create, bool *missing, char *why, size_t why_size)
{
    if (missing)
        *missing = false;
    if (create && mkdir(path, 0700) != 0 && errno != EEXIST) {
        snprintf(why, why_size, "cannot make %s: %s", path, strerror(errno));
        return -1;
    }
    int fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) {
        if (missing && errno == ENOENT)
            *missing = true;
        snprintf(why, why_size, "cannot use %s: %s", path, strerror(errno));
    }
    return fd;
}
