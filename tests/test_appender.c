/* The journal's appends through a shared mapping (src/replay/appender.c):
 * what is appended is in the file at once, for any other reader, and
 * nothing else is; room is taken ahead and given back at the finish; a
 * disk short of a whole reserve still takes lines one by one, and a full
 * one fails the append with nothing of it written; the modification time
 * is kept, but not at every append. The disk is the tests' byte budget
 * (tests/tools/disk_budget.c), posix_fallocate and ftruncate wrapped. */
#define _POSIX_C_SOURCE 200809L

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "replay/appender.h"
#include "support/temp_dir.h"
#include "tools/disk_budget.h"

enum { PATH = 1024 };

struct file {
    char dir[PATH], path[PATH];
    int fd;
};

static void open_file(struct file *f, const char *start)
{
    make_temp_dir(f->dir, sizeof f->dir, "appender");
    path_of(f->path, sizeof f->path, "%s/journal", f->dir);
    f->fd = open(f->path, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    assert_true(f->fd >= 0);
    size_t n = strlen(start);
    assert_int_equal(write(f->fd, start, n), (ssize_t)n);
}

static void close_file(struct file *f)
{
    disk_budget_set(-1);
    close(f->fd);
    remove_dir(f->dir);
}

static off_t size_of(const struct file *f)
{
    struct stat st;
    assert_int_equal(stat(f->path, &st), 0);
    return st.st_size;
}

/* The whole file as another process reads it: through its own descriptor. */
static char *contents(const struct file *f, size_t *len)
{
    int fd = open(f->path, O_RDONLY | O_CLOEXEC);
    assert_true(fd >= 0);
    off_t size = size_of(f);
    char *text = malloc((size_t)size + 1);
    assert_non_null(text);
    assert_int_equal(read(fd, text, (size_t)size), (ssize_t)size);
    close(fd);
    text[size] = 0;
    *len = (size_t)size;
    return text;
}

/* Line i of a journal: lengths that vary, so the mappings start anywhere
 * in a page. */
static size_t line_of(int i, char *out, size_t size)
{
    return (size_t)snprintf(out, size, "a move %d %d 0 0 %d\n", i % 3 - 1, i % 7, i * 37 % 1000);
}

static void test_appended_lines_are_in_the_file_at_once_followed_by_room_taken_ahead(void **state)
{
    (void)state;
    struct file f;
    open_file(&f, "murk recording\n");
    struct appender a;
    appender_start(&a, f.fd, 15);
    assert_true(appender_add(&a, "a wait 0 0 0 0 0 0\n", 19));
    assert_true(appender_add(&a, "d 1 0123456789abcdef\n", 21));
    size_t len;
    char *text = contents(&f, &len);
    const char *want = "murk recording\na wait 0 0 0 0 0 0\nd 1 0123456789abcdef\n";
    assert_memory_equal(text, want, strlen(want));
    /* Room taken ahead, NUL bytes a reader takes for the end. */
    assert_true(len > strlen(want));
    for (size_t i = strlen(want); i < len; i++)
        if (text[i] != 0)
            fail_msg("byte %zu past the lines is %d, not NUL", i, text[i]);
    free(text);
    assert_int_equal(appender_finish(&a), 0);
    text = contents(&f, &len);
    assert_int_equal(len, strlen(want));
    assert_memory_equal(text, want, len);
    free(text);
    close_file(&f);
}

static void test_thousands_of_lines_through_many_mappings_are_the_file_whole(void **state)
{
    (void)state;
    struct file f;
    open_file(&f, "header\n");
    struct appender a;
    appender_start(&a, f.fd, 7);
    size_t want_len = 7, cap = 1 << 20;
    char *want = malloc(cap);
    assert_non_null(want);
    memcpy(want, "header\n", 7);
    for (int i = 0; i < 20000; i++) {
        char line[64];
        size_t n = line_of(i, line, sizeof line);
        assert_true(appender_add(&a, line, n));
        assert_true(want_len + n < cap);
        memcpy(want + want_len, line, n);
        want_len += n;
    }
    assert_int_equal(appender_finish(&a), 0);
    size_t len;
    char *text = contents(&f, &len);
    assert_int_equal(len, want_len);
    assert_memory_equal(text, want, len);
    free(text);
    free(want);
    close_file(&f);
}

static void test_a_journal_gone_on_with_writes_over_what_followed_its_cut(void **state)
{
    (void)state;
    struct file f;
    /* As a kill -9 leaves one: half a line, then the room taken ahead. */
    open_file(&f, "head\na wait 0 0 0 0 0 0\na mo");
    char nuls[5000] = {0};
    assert_int_equal(write(f.fd, nuls, sizeof nuls), (ssize_t)sizeof nuls);
    assert_int_equal(ftruncate(f.fd, 24), 0);
    struct appender a;
    appender_start(&a, f.fd, 24);
    assert_true(appender_add(&a, "a rest 0 0 0 0 0 0\n", 19));
    assert_int_equal(appender_finish(&a), 0);
    size_t len;
    char *text = contents(&f, &len);
    const char *want = "head\na wait 0 0 0 0 0 0\na rest 0 0 0 0 0 0\n";
    assert_int_equal(len, strlen(want));
    assert_memory_equal(text, want, len);
    free(text);
    close_file(&f);
}

static void test_a_disk_short_of_a_reserve_takes_the_lines_one_by_one(void **state)
{
    (void)state;
    struct file f;
    open_file(&f, "h\n");
    struct appender a;
    appender_start(&a, f.fd, 2);
    disk_budget_set(100); /* room for five lines of 19, not for a reserve */
    for (int i = 0; i < 5; i++) {
        assert_true(appender_add(&a, "a wait 0 0 0 0 0 0\n", 19));
        assert_int_equal(size_of(&f), 2 + 19 * (i + 1));
    }
    /* The sixth fits in part only: none of it is written. */
    errno = 0;
    assert_false(appender_add(&a, "a wait 0 0 0 0 0 0\n", 19));
    assert_int_equal(errno, ENOSPC);
    assert_int_equal(size_of(&f), 2 + 19 * 5);
    /* Room again: the journal goes on where it stopped. */
    disk_budget_set(-1);
    assert_true(appender_add(&a, "a rest 0 0 0 0 0 0\n", 19));
    assert_int_equal(appender_finish(&a), 0);
    size_t len;
    char *text = contents(&f, &len);
    assert_int_equal(len, 2 + 19 * 6);
    assert_memory_equal(text + 2 + 19 * 5, "a rest 0 0 0 0 0 0\n", 19);
    free(text);
    close_file(&f);
}

static void test_a_full_disk_after_the_reserve_loses_no_line(void **state)
{
    (void)state;
    struct file f;
    open_file(&f, "h\n");
    struct appender a;
    appender_start(&a, f.fd, 2);
    assert_true(appender_add(&a, "a wait 0 0 0 0 0 0\n", 19));
    disk_budget_set(0);
    for (int i = 0; i < 100; i++)
        assert_true(appender_add(&a, "a wait 0 0 0 0 0 0\n", 19));
    assert_int_equal(appender_finish(&a), 0);
    assert_int_equal(size_of(&f), 2 + 19 * 101);
    close_file(&f);
}

static time_t mtime_of(const struct file *f)
{
    struct stat st;
    assert_int_equal(stat(f->path, &st), 0);
    return st.st_mtime;
}

static void set_mtime(const struct file *f, time_t when)
{
    struct timespec times[2] = {{.tv_sec = when}, {.tv_sec = when}};
    assert_int_equal(utimensat(AT_FDCWD, f->path, times, 0), 0);
}

static void test_the_modification_time_is_kept_but_not_at_every_append(void **state)
{
    (void)state;
    struct file f;
    open_file(&f, "h\n");
    set_mtime(&f, 946684800); /* 2000-01-01: long idle */
    struct appender a;
    appender_start(&a, f.fd, 2);
    assert_true(appender_add(&a, "a wait 0 0 0 0 0 0\n", 19));
    assert_true(mtime_of(&f) > 946684800 + 86400);
    /* Appends in the next moments leave it as it is. */
    set_mtime(&f, 946684800);
    assert_true(appender_add(&a, "a wait 0 0 0 0 0 0\n", 19));
    assert_true(mtime_of(&f) == 946684800);
    appender_finish(&a);
    close_file(&f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_appended_lines_are_in_the_file_at_once_followed_by_room_taken_ahead),
        cmocka_unit_test(test_thousands_of_lines_through_many_mappings_are_the_file_whole),
        cmocka_unit_test(test_a_journal_gone_on_with_writes_over_what_followed_its_cut),
        cmocka_unit_test(test_a_disk_short_of_a_reserve_takes_the_lines_one_by_one),
        cmocka_unit_test(test_a_full_disk_after_the_reserve_loses_no_line),
        cmocka_unit_test(test_the_modification_time_is_kept_but_not_at_every_append),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
