#define _POSIX_C_SOURCE 200809L /* mkdtemp */

#include "temp_dir.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include <cmocka.h>

void path_of(char *out, size_t size, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(out, size, fmt, ap);
    va_end(ap);
    assert_true(n > 0 && (size_t)n < size);
}

void make_temp_dir(char *dir, size_t size, const char *what)
{
    const char *tmp = getenv("TMPDIR");
    path_of(dir, size, "%s/murk-test-%s-XXXXXX", tmp && *tmp ? tmp : "/tmp", what);
    assert_non_null(mkdtemp(dir));
}

void remove_dir(const char *dir)
{
    char command[4096 + 32];
    path_of(command, sizeof command, "rm -rf '%s'", dir);
    assert_int_equal(system(command), 0);
}
