/* The seed catalogue: what the catalogued seeds make on the shipped data is
 * what tests/data/catalogue.txt says, line for line. Any change to what a
 * seed makes (the maps, the stairs, the monsters, the items) fails here
 * until the file is written again: the change is then seen in review. */
#define _POSIX_C_SOURCE 200809L /* open_memstream */

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support/catalogue.h"
#include "support/real_data.h"
#include "support/temp_dir.h"

enum { PATH = 1024, SHOWN = 3 /* differing lines printed */ };

static char *read_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        fail_msg("%s cannot be read: run make catalogue", path);
    char *text = NULL;
    size_t len = 0, cap = 0, n;
    char chunk[8192];
    while ((n = fread(chunk, 1, sizeof chunk, f)) > 0) {
        if (len + n + 1 > cap) {
            cap = (len + n + 1) * 2;
            char *grown = realloc(text, cap);
            assert_non_null(grown);
            text = grown;
        }
        memcpy(text + len, chunk, n);
        len += n;
    }
    fclose(f);
    if (!text)
        text = calloc(1, 1);
    assert_non_null(text);
    text[len] = 0;
    return text;
}

/* The line at *at (without its newline), and *at moved past it; NULL at
 * the end. */
static const char *next_line(const char **at, int *len)
{
    if (!**at)
        return NULL;
    const char *line = *at;
    const char *nl = strchr(line, '\n');
    *len = nl ? (int)(nl - line) : (int)strlen(line);
    *at = nl ? nl + 1 : line + *len;
    return line;
}

/* Prints the first SHOWN lines that differ, expected and got, and returns
 * the number of the first (1 is the first line). */
static int print_differences(const char *expected, const char *got)
{
    const char *e = expected, *g = got;
    int differ = 0, first = 0;
    for (int number = 1;; number++) {
        int elen = 0, glen = 0;
        const char *eline = next_line(&e, &elen), *gline = next_line(&g, &glen);
        if (!eline && !gline)
            break;
        if (eline && gline && elen == glen && memcmp(eline, gline, (size_t)elen) == 0)
            continue;
        if (!first)
            first = number;
        if (differ++ < SHOWN)
            print_message("catalogue.txt:%d:\n  expected: %.*s\n  got:      %.*s\n",
                          number,
                          elen,
                          eline ? eline : "(the end of the file)",
                          glen,
                          gline ? gline : "(the end)");
    }
    return first;
}

static void test_the_seeds_make_what_the_catalogue_says(void **state)
{
    (void)state;
    char path[PATH];
    const char *dir = getenv("MURK_SRCDIR");
    path_of(path, sizeof path, "%s/tests/data/catalogue.txt", dir && *dir ? dir : ".");
    char *expected = read_file(path);
    char *got = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&got, &len);
    assert_non_null(out);
    assert_int_equal(catalogue_write(out, real_kinds(), real_items()), 0);
    assert_int_equal(fclose(out), 0);
    int line = strcmp(expected, got) == 0 ? 0 : print_differences(expected, got);
    free(expected);
    free(got);
    if (line)
        fail_msg("%s:%d: the seeds make something else now; if the change is meant, "
                 "run make catalogue and commit tests/data/catalogue.txt",
                 path,
                 line);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_seeds_make_what_the_catalogue_says),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
