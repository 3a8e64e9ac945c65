#define _POSIX_C_SOURCE 200809L

#include "write_all.h"

#include <errno.h>
#include <stdint.h>
#include <unistd.h>

int write_all(int fd, const void *bytes, size_t n)
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
