#define _POSIX_C_SOURCE 200809L /* fdopen, O_CLOEXEC */

#include "murk/base/datafile.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Reads all of f. Returns 0, -1 when too large or out of memory, -2 when it
 * cannot be read; reports to diag. */
static int read_all(FILE *f, const char *path, char **out, size_t *out_len, struct diag *diag)
{
    char *buf = NULL;
    size_t len = 0, capacity = 0;
    for (;;) {
        if (len == capacity) {
            /* One byte past the limit tells "exactly the limit" from "more". */
            if (capacity > DATAFILE_MAX) {
                free(buf);
                diag_add_file(diag, path, "file is larger than %d bytes", DATAFILE_MAX);
                return -1;
            }
            size_t grown = capacity ? capacity * 2 : 4096;
            if (grown > (size_t)DATAFILE_MAX + 1)
                grown = (size_t)DATAFILE_MAX + 1;
            char *bigger = realloc(buf, grown);
            if (bigger == NULL) {
                free(buf);
                diag_add_file(diag, path, "out of memory");
                return -1;
            }
            buf = bigger;
            capacity = grown;
        }
        size_t n = fread(buf + len, 1, capacity - len, f);
        len += n;
        if (n == 0) {
            if (ferror(f)) {
                int error = errno;
                free(buf);
                diag_add_file(diag, path, "cannot read: %s", strerror(error));
                return -2;
            }
            break;
        }
    }
    *out = buf;
    *out_len = len;
    return 0;
}

int datafile_read(const char *path, char **text, size_t *len, struct diag *diag)
{
    errno = 0;
    /* O_NONBLOCK: a FIFO named monsters.txt must be refused, not waited on
     * for ever; a regular file reads the same either way. */
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        diag_add_file(diag, path, "cannot open: %s", errno ? strerror(errno) : "unknown error");
        return -2;
    }
    struct stat st;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        close(fd);
        diag_add_file(diag, path, "cannot open: not a regular file");
        return -2;
    }
    FILE *f = fdopen(fd, "rb");
    if (f == NULL) {
        int error = errno;
        close(fd);
        diag_add_file(diag, path, "cannot open: %s", strerror(error));
        return -2;
    }
    int result = read_all(f, path, text, len, diag);
    fclose(f);
    return result;
}
