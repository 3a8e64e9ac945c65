/* Every file in tests/data/ is a bad data file whose first reported error is
 * written in the file itself, as its first line:
 *
 *     # expect: 4:8: unknown trait 'never_sleep'
 *
 * or, for a file that cannot hold such a line (binary, empty), in a sidecar
 * FILE.expect. The expectation is the error line without "tests/data/FILE:"
 * in front; one that is not "LINE:COL: ..." is about the whole file, and
 * follows "tests/data/FILE: ". Adding a case is adding a file. A file whose
 * name starts with "items_" is an item kinds file (data/items.txt's
 * format); every other one is a monster kinds file. The seed catalogue
 * (catalogue.txt) is no case, and the folders in tests/data/ hold good
 * data (fixed/: the shipped files, frozen; recordings/: the checked-in
 * recordings and their data) and are passed over. */
#define _POSIX_C_SOURCE 200809L

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <ctype.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "murk/base/diag.h"
#include "murk/base/item.h"
#include "murk/base/kind.h"

enum { FILE_MAX = 1 << 20 };

static const char items_prefix[] = "items_";

static const char expect_prefix[] = "# expect: ";
static const char sidecar_suffix[] = ".expect";

static const char *srcdir(void)
{
    const char *dir = getenv("MURK_SRCDIR");
    return dir && *dir ? dir : ".";
}

static bool ends_with(const char *s, const char *suffix)
{
    size_t n = strlen(s), m = strlen(suffix);
    return n >= m && strcmp(s + n - m, suffix) == 0;
}

/* Reads up to FILE_MAX bytes into a buffer of exactly the file's size. */
static char *read_all(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (f == NULL)
        return NULL;
    char *buf = malloc(FILE_MAX);
    assert_non_null(buf);
    *len = fread(buf, 1, FILE_MAX, f);
    fclose(f);
    char *exact = malloc(*len ? *len : 1);
    assert_non_null(exact);
    memcpy(exact, buf, *len);
    free(buf);
    return exact;
}

/* Copies the first line of the len bytes at text, without its line ending. */
static void first_line(const char *text, size_t len, char *out, size_t size)
{
    size_t n = 0;
    while (n < len && text[n] != '\n' && text[n] != '\r' && n + 1 < size) {
        out[n] = text[n];
        n++;
    }
    out[n] = '\0';
}

/* What the file's first error must be, from its comment or its sidecar. */
static bool expectation(const char *dir, const char *name, const char *text, size_t len, char *out,
                        size_t size)
{
    char path[2048];
    snprintf(path, sizeof path, "%s/%s%s", dir, name, sidecar_suffix);
    size_t sidecar_len;
    char *sidecar = read_all(path, &sidecar_len);
    if (sidecar != NULL) {
        first_line(sidecar, sidecar_len, out, size);
        free(sidecar);
        return true;
    }
    char line[DIAG_LINE];
    first_line(text, len, line, sizeof line);
    if (strncmp(line, expect_prefix, strlen(expect_prefix)) != 0)
        return false;
    snprintf(out, size, "%s", line + strlen(expect_prefix));
    return true;
}

static void test_each_bad_data_file_reports_its_expected_first_error(void **state)
{
    (void)state;
    char dir[1024];
    snprintf(dir, sizeof dir, "%s/tests/data", srcdir());
    DIR *d = opendir(dir);
    if (d == NULL)
        print_error("cannot open %s\n", dir);
    assert_non_null(d);

    int checked = 0, failed = 0;
    struct dirent *entry;
    while ((entry = readdir(d)) != NULL) {
        const char *name = entry->d_name;
        if (name[0] == '.' || ends_with(name, sidecar_suffix) || strcmp(name, "catalogue.txt") == 0)
            continue;
        char path[2048];
        snprintf(path, sizeof path, "%s/%s", dir, name);
        struct stat st;
        if (stat(path, &st) == 0 && S_ISDIR(st.st_mode))
            continue;
        size_t len;
        char *text = read_all(path, &len);
        assert_non_null(text);

        char expect[DIAG_LINE];
        if (!expectation(dir, name, text, len, expect, sizeof expect)) {
            print_error("%s: no '# expect: ' first line and no %s%s\n", path, name, sidecar_suffix);
            failed++;
            free(text);
            continue;
        }
        /* The path in messages is the one a reader of the test would write,
         * whatever MURK_SRCDIR is. */
        char shown[512];
        snprintf(shown, sizeof shown, "tests/data/%s", name);
        char wanted[2048];
        snprintf(wanted,
                 sizeof wanted,
                 "%s:%s%s",
                 shown,
                 isdigit((unsigned char)expect[0]) ? "" : " ",
                 expect);

        struct diag diag = {0};
        int status;
        if (strncmp(name, items_prefix, strlen(items_prefix)) == 0) {
            struct item_kind_list items = {0};
            status = item_kind_list_parse(&items, text, len, shown, &diag);
            item_kind_list_free(&items);
        } else {
            struct kind_list list = {0};
            status = kind_list_parse(&list, text, len, shown, &diag);
            kind_list_free(&list);
        }
        if (status != -1 || diag.count == 0) {
            print_error("%s: parsed without errors, expected: %s\n", shown, wanted);
            failed++;
        } else if (strcmp(diag.lines[0], wanted) != 0) {
            print_error("%s:\n  expected: %s\n  reported: %s\n", shown, wanted, diag.lines[0]);
            failed++;
        }
        free(text);
        checked++;
    }
    closedir(d);
    /* Guards against an empty or missing directory passing quietly. */
    assert_true(checked >= 15);
    assert_int_equal(failed, 0);
}

static void test_bad_data_files_load_as_bad_data(void **state)
{
    (void)state;
    /* kind_list_load, not just the parser: exit 65, not 66. */
    char path[1024];
    snprintf(path, sizeof path, "%s/tests/data/binary.bin", srcdir());
    struct kind_list list = {0};
    struct diag diag = {0};
    assert_int_equal(kind_list_load(&list, path, &diag), -1);
    kind_list_free(&list);
    snprintf(path, sizeof path, "%s/tests/data/empty.txt", srcdir());
    diag_clear(&diag);
    assert_int_equal(kind_list_load(&list, path, &diag), -1);
    assert_int_equal(diag.count, 1);
    kind_list_free(&list);

    /* The item loader too. */
    struct item_kind_list items = {0};
    snprintf(path, sizeof path, "%s/tests/data/items_bad_class.txt", srcdir());
    diag_clear(&diag);
    assert_int_equal(item_kind_list_load(&items, path, &diag), -1);
    item_kind_list_free(&items);
    snprintf(path, sizeof path, "%s/tests/data/empty.txt", srcdir());
    diag_clear(&diag);
    assert_int_equal(item_kind_list_load(&items, path, &diag), -1);
    assert_non_null(strstr(diag.lines[0], ": no items found (an item starts with 'name:')"));
    item_kind_list_free(&items);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_each_bad_data_file_reports_its_expected_first_error),
        cmocka_unit_test(test_bad_data_files_load_as_bad_data),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
