/* The xlogfile as a server's tools read it: each line split at tabs into
 * key=value fields, the way NetHack 3.6's readers (the scoreboards, the
 * IRC bots) do it, written here from scratch rather than with murk's own
 * parser; hostile values (tabs, newlines, '=', ':') never add or split a
 * field. And the lines murk wrote before the tabs, with ':', still read. */
#define _GNU_SOURCE /* mkdtemp */

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sysexits.h>
#include <unistd.h>

#include "../src/record/record.h"
#include "support/temp_dir.h"

enum { FIELDS_MAX = 64, DIR_MAX = 512, FILE_MAX = 1024, WHY_MAX = 8192 };

/* One xlogfile line as a NetHack 3.6 reader sees it. */
struct xline {
    int count;
    char key[FIELDS_MAX][32];
    char value[FIELDS_MAX][256];
};

/* NetHack 3.6's xlogfile reading: the line ends at its newline, fields
 * are what lies between tabs, and each is split at its first '='. A field
 * without one fails the line, as those readers reject it. */
static bool nethack_read(const char *line, struct xline *x)
{
    memset(x, 0, sizeof *x);
    const char *end = strchr(line, '\n');
    if (!end || end[1] != 0)
        return false; /* one line, ended, and nothing after it */
    for (const char *at = line; at < end && x->count < FIELDS_MAX;) {
        const char *tab = memchr(at, '\t', (size_t)(end - at));
        const char *stop = tab ? tab : end;
        const char *eq = memchr(at, '=', (size_t)(stop - at));
        if (!eq || eq == at)
            return false;
        snprintf(x->key[x->count], sizeof x->key[0], "%.*s", (int)(eq - at), at);
        snprintf(x->value[x->count], sizeof x->value[0], "%.*s", (int)(stop - eq - 1), eq + 1);
        x->count++;
        at = tab ? tab + 1 : end;
    }
    return true;
}

static const char *value_of(const struct xline *x, const char *key)
{
    for (int i = 0; i < x->count; i++)
        if (strcmp(x->key[i], key) == 0)
            return x->value[i];
    return NULL;
}

static struct record a_record(void)
{
    struct record r = {0};
    snprintf(r.name, sizeof r.name, "j.doe");
    r.points = 1234;
    r.outcome = RECORD_KILLED;
    snprintf(r.death, sizeof r.death, "killed by a goblin");
    r.depth = 4;
    r.hp = -3;
    r.maxhp = 42;
    r.uid = 1001;
    r.turns = 812;
    r.seed = 18446744073709551615ULL;
    snprintf(r.version, sizeof r.version, "0.1.0");
    r.started = 1717171717;
    r.ended = 1717172717;
    r.kills = 9;
    r.run_id = 0x0123456789abcdefULL;
    return r;
}

/* The line murk writes for r, into line, read into x by the reader above. */
static void written_and_read(const struct record *r, char line[RECORD_XLOG_LINE_MAX],
                             struct xline *x)
{
    record_xlog_line(r, line, RECORD_XLOG_LINE_MAX);
    if (!nethack_read(line, x))
        fail_msg("a NetHack 3.6 reader refuses: %s", line);
}

static void test_a_line_has_nethack_36s_fields_and_murks_own(void **state)
{
    (void)state;
    struct record r = a_record();
    char line[RECORD_XLOG_LINE_MAX];
    struct xline x;
    written_and_read(&r, line, &x);
    const char *want[][2] = {
        {"version", "0.1.0"},
        {"points", "1234"},
        {"deathlev", "4"},
        {"maxlvl", "4"},
        {"hp", "-3"},
        {"maxhp", "42"},
        {"turns", "812"},
        {"starttime", "1717171717"},
        {"endtime", "1717172717"},
        {"death", "killed by a goblin"},
        {"name", "j.doe"},
        {"uid", "1001"},
        {"seed", "18446744073709551615"},
        {"runid", "0123456789abcdef"},
        {"won", "0"},
        {"debug", "0"},
        {"outcome", "killed"},
    };
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        const char *got = value_of(&x, want[i][0]);
        if (!got)
            fail_msg("no %s= field in: %s", want[i][0], line);
        assert_string_equal(got, want[i][1]);
    }
    /* No ':' separates anything: the whole line is tab fields. */
    assert_null(strchr(line, ':'));
    /* The run id comes last, where a record tried again looks for it. */
    assert_string_equal(x.key[x.count - 1], "runid");
}

static void test_a_won_run_says_won_1(void **state)
{
    (void)state;
    struct record r = a_record();
    r.outcome = RECORD_WON;
    snprintf(r.death, sizeof r.death, "won");
    r.debug = true;
    char line[RECORD_XLOG_LINE_MAX];
    struct xline x;
    written_and_read(&r, line, &x);
    assert_string_equal(value_of(&x, "won"), "1");
    assert_string_equal(value_of(&x, "debug"), "1");
}

/* Tabs and newlines in a value (the death text comes from the data files,
 * the name from a host) would cut a field or a line in two: they become
 * '_'. '=' and ':' are left as they are: the reader splits at the first
 * '=', and tabs alone separate fields. */
static void test_hostile_values_never_split_a_field_or_a_line(void **state)
{
    (void)state;
    struct record plain = a_record();
    char line[RECORD_XLOG_LINE_MAX];
    struct xline x;
    written_and_read(&plain, line, &x);
    int fields = x.count;

    struct record r = a_record();
    snprintf(r.death, sizeof r.death, "killed by\ta=b:c\nname=evil\r\x1b[2J");
    snprintf(r.name, sizeof r.name, "ev\til=:x\ny");
    snprintf(r.version, sizeof r.version, "0.1\t.0");
    written_and_read(&r, line, &x);
    assert_int_equal(x.count, fields);
    assert_string_equal(value_of(&x, "death"), "killed by_a=b:c_name=evil__[2J");
    assert_string_equal(value_of(&x, "name"), "ev_il=:x_y");
    assert_string_equal(value_of(&x, "version"), "0.1_.0");
    /* murk's own reader agrees. */
    struct record back;
    assert_int_equal(record_xlog_parse(line, &back), 0);
    assert_string_equal(back.death, "killed by_a=b:c_name=evil__[2J");
    assert_string_equal(back.name, "ev_il=:x_y");
    assert_int_equal(back.hp, -3);
    assert_int_equal(back.maxhp, 42);
    assert_true(back.uid == 1001);
    assert_true(back.run_id == r.run_id);
}

/* A line murk wrote before the tabs, as it was. */
static const char old_line[] =
    "version=0.1.0:points=170:maxlvl=3:turns=812:starttime=1717171717:endtime=1717172717:"
    "name=ann:death=killed by a goblin:outcome=killed:seed=42:debug=0:kills=9:"
    "runid=0123456789abcdef\n";

static void test_an_old_colon_line_still_reads(void **state)
{
    (void)state;
    struct record r;
    assert_int_equal(record_xlog_parse(old_line, &r), 0);
    assert_string_equal(r.name, "ann");
    assert_int_equal(r.points, 170);
    assert_int_equal(r.depth, 3);
    assert_string_equal(r.death, "killed by a goblin");
    assert_true(r.seed == 42);
    assert_true(r.run_id == 0x0123456789abcdefULL);
    assert_true(r.uid == -1); /* not in the old lines */
    /* And one from before run ids. */
    char older[sizeof old_line];
    snprintf(older, sizeof older, "%s", old_line);
    *strstr(older, ":runid=") = 0;
    assert_int_equal(record_xlog_parse(older, &r), 0);
    assert_true(r.run_id == 0);
}

/* A run whose old ':' line is in the file already (written by the murk
 * before this one, its record tried again after an upgrade) gets no
 * second line; the next run's line is a tab line after it. */
static void test_a_run_with_an_old_line_is_not_written_again(void **state)
{
    (void)state;
    char base[DIR_MAX], path[FILE_MAX], why[WHY_MAX];
    make_temp_dir(base, sizeof base, "xlog");
    snprintf(path, sizeof path, "%s/xlogfile", base);
    int fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0600);
    assert_true(fd >= 0);
    assert_int_equal(write(fd, old_line, strlen(old_line)), (ssize_t)strlen(old_line));
    close(fd);
    struct record r = a_record(); /* the old line's run id */
    assert_int_equal(record_xlog_append(base, &r, why, sizeof why), EX_OK);
    r.run_id++;
    assert_int_equal(record_xlog_append(base, &r, why, sizeof why), EX_OK);
    assert_int_equal(record_xlog_append(base, &r, why, sizeof why), EX_OK);
    FILE *f = fopen(path, "r");
    assert_non_null(f);
    char line[RECORD_XLOG_LINE_MAX];
    int lines = 0;
    while (fgets(line, sizeof line, f)) {
        struct record back;
        assert_int_equal(record_xlog_parse(line, &back), 0);
        lines++;
        if (lines == 2) {
            struct xline x;
            assert_true(nethack_read(line, &x));
            assert_string_equal(value_of(&x, "runid"), "0123456789abcdf0");
        }
    }
    fclose(f);
    assert_int_equal(lines, 2);
    remove_dir(base);
}

/* The host's mode for record files: the xlogfile made with it (whatever
 * the umask), and one made private before given it at the next line; but
 * never the others' bits (murk locks it). */
static void test_the_hosts_record_mode_is_the_xlogfiles_but_for_others(void **state)
{
    (void)state;
    char base[DIR_MAX], path[FILE_MAX], why[WHY_MAX];
    make_temp_dir(base, sizeof base, "xlog");
    snprintf(path, sizeof path, "%s/xlogfile", base);
    struct record r = a_record();
    struct stat st;
    assert_int_equal(record_xlog_append(base, &r, why, sizeof why), EX_OK);
    assert_int_equal(stat(path, &st), 0);
    assert_int_equal(st.st_mode & 07777, 0600);
    mode_t umask_was = umask(077);
    record_set_file_mode(0644);
    r.run_id++;
    assert_int_equal(record_xlog_append(base, &r, why, sizeof why), EX_OK);
    record_set_file_mode(0);
    umask(umask_was);
    assert_int_equal(stat(path, &st), 0);
    /* The group's read bit, not the others': an account that may read
     * the file may lock it, and stall every run's end. */
    assert_int_equal(st.st_mode & 07777, 0640);
    remove_dir(base);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_line_has_nethack_36s_fields_and_murks_own),
        cmocka_unit_test(test_a_won_run_says_won_1),
        cmocka_unit_test(test_hostile_values_never_split_a_field_or_a_line),
        cmocka_unit_test(test_an_old_colon_line_still_reads),
        cmocka_unit_test(test_a_run_with_an_old_line_is_not_written_again),
        cmocka_unit_test(test_the_hosts_record_mode_is_the_xlogfiles_but_for_others),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
