#ifndef MURK_TEST_TEMP_DIR_H
#define MURK_TEST_TEMP_DIR_H

#include <stddef.h>

/* A path made like snprintf; the test fails when it does not fit. */
void path_of(char *out, size_t size, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* A fresh directory $TMPDIR/murk-test-WHAT-XXXXXX, removed by remove_dir. */
void make_temp_dir(char *dir, size_t size, const char *what);

void remove_dir(const char *dir);

#endif
