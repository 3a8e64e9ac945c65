/* The command line: each option read into its field, each bad value
 * refused with its one line, the mode chosen by the order the help and
 * the man page give, and help or version ending the reading where they
 * stand. */
#define _POSIX_C_SOURCE 200809L /* setenv, unsetenv */

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sysexits.h>

#include "../src/args.h"

enum { WORDS_MAX = 16 };

/* Reads "murk" and the words (NULL after the last) into *a; why gets the
 * error, or "" when there is none. */
static int parse_words(struct args *a, char *why, const char *const *words)
{
    char *argv[WORDS_MAX + 2] = {"murk"};
    int argc = 1;
    for (; words[argc - 1]; argc++) {
        assert_true(argc <= WORDS_MAX);
        argv[argc] = (char *)words[argc - 1]; /* getopt moves the pointers, not the text */
    }
    why[0] = 0;
    return args_parse(argc, argv, a, why, ARGS_WHY_MAX);
}

#define PARSE(a, why, ...) parse_words((a), (why), (const char *const[]){__VA_ARGS__, NULL})

/* The mode the words (NULL after the last) choose; fails the test if they
 * are refused. */
static enum args_mode mode_of_words(const char *const *words)
{
    struct args a;
    char why[ARGS_WHY_MAX];
    assert_int_equal(parse_words(&a, why, words), EX_OK);
    return a.mode;
}

#define MODE_OF(...) mode_of_words((const char *const[]){__VA_ARGS__, NULL})

static int setup(void **state)
{
    (void)state;
    unsetenv("MURK_NO_DEBUG");
    unsetenv("MURK_NAME");
    unsetenv("MURK_PAUSE");
    return 0;
}

static void test_no_options_plays_a_random_seed_once(void **state)
{
    (void)state;
    struct args a;
    char why[ARGS_WHY_MAX];
    char *argv[] = {"murk", NULL};
    assert_int_equal(args_parse(1, argv, &a, why, sizeof why), EX_OK);
    assert_int_equal(a.mode, ARGS_PLAY);
    assert_false(a.seeded);
    assert_null(a.name);
    assert_null(a.data_dir);
    assert_null(a.save_dir);
    assert_null(a.record_dir);
    assert_null(a.replay);
    assert_false(a.no_debug);
    assert_int_equal(a.games, 1);
    assert_int_equal(a.jobs, 1);
}

static void test_each_value_lands_in_its_field(void **state)
{
    (void)state;
    struct args a;
    char why[ARGS_WHY_MAX];
    assert_int_equal(PARSE(&a,
                           why,
                           "--seed",
                           "42",
                           "--name",
                           "Ann-1_b",
                           "--data",
                           "d",
                           "--save-dir",
                           "s",
                           "--record",
                           "r",
                           "--games",
                           "7",
                           "--jobs",
                           "3",
                           "--no-debug"),
                     EX_OK);
    assert_int_equal(a.mode, ARGS_PLAY);
    assert_true(a.seeded);
    assert_int_equal(a.seed, 42);
    assert_string_equal(a.name, "Ann-1_b");
    assert_string_equal(a.data_dir, "d");
    assert_string_equal(a.save_dir, "s");
    assert_string_equal(a.record_dir, "r");
    assert_int_equal(a.games, 7);
    assert_int_equal(a.jobs, 3);
    assert_true(a.no_debug);
    /* The = form and an unambiguous prefix, as getopt_long allows. */
    assert_int_equal(PARSE(&a, why, "--seed=5", "--sa", "t"), EX_OK);
    assert_int_equal(a.seed, 5);
    assert_string_equal(a.save_dir, "t");
}

static void test_a_seed_is_any_64_bit_number(void **state)
{
    (void)state;
    struct args a;
    char why[ARGS_WHY_MAX];
    assert_int_equal(PARSE(&a, why, "--seed", "0"), EX_OK);
    assert_true(a.seeded);
    assert_int_equal(a.seed, 0);
    assert_int_equal(PARSE(&a, why, "--seed", "18446744073709551615"), EX_OK);
    assert_true(a.seed == 18446744073709551615u);
    assert_int_equal(PARSE(&a, why, "--seed", "18446744073709551616"), EX_USAGE);
    assert_string_equal(why,
                        "--seed wants a whole number from 0 to 18446744073709551615, "
                        "not '18446744073709551616'");
    static const char *const bad[] = {"-3", "+1", " 1", "1 ", "", "banana", "0x10", "1e3"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        assert_int_equal(PARSE(&a, why, "--seed", bad[i]), EX_USAGE);
        assert_non_null(strstr(why, "--seed wants a whole number"));
    }
}

static void test_games_and_jobs_run_from_1_to_a_million(void **state)
{
    (void)state;
    struct args a;
    char why[ARGS_WHY_MAX];
    assert_int_equal(PARSE(&a, why, "--games", "1", "--jobs", "1000000"), EX_OK);
    assert_int_equal(a.games, 1);
    assert_int_equal(a.jobs, 1000000);
    assert_int_equal(PARSE(&a, why, "--games", "1000000"), EX_OK);
    assert_int_equal(a.games, 1000000);
    assert_int_equal(PARSE(&a, why, "--games", "0"), EX_USAGE);
    assert_string_equal(why, "--games wants a whole number from 1 to 1000000");
    assert_int_equal(PARSE(&a, why, "--jobs", "1000001"), EX_USAGE);
    assert_string_equal(why, "--jobs wants a whole number from 1 to 1000000");
    assert_int_equal(PARSE(&a, why, "--jobs", "two"), EX_USAGE);
    assert_string_equal(why, "--jobs wants a whole number from 1 to 1000000");
}

static void test_a_name_is_1_to_31_safe_characters(void **state)
{
    (void)state;
    struct args a;
    char why[ARGS_WHY_MAX];
    assert_int_equal(PARSE(&a, why, "--name", "abcdefghijabcdefghijabcdefghij1"), EX_OK);
    assert_int_equal(PARSE(&a, why, "--name", "abcdefghijabcdefghijabcdefghij12"), EX_USAGE);
    assert_int_equal(PARSE(&a, why, "--name", ""), EX_USAGE);
    assert_int_equal(PARSE(&a, why, "--name", "a b"), EX_USAGE);
    assert_string_equal(why,
                        "--name wants 1 to 31 letters, digits, '-', '_' or '.' (not first), not "
                        "'a b'");
    assert_int_equal(PARSE(&a, why, "--name", "j.doe"), EX_OK);
    assert_string_equal(a.name, "j.doe");
    assert_int_equal(PARSE(&a, why, "--name", ".doe"), EX_USAGE);
}

/* A launcher that passes one argument sets MURK_NAME instead. */
static void test_murk_name_acts_as_name_and_name_wins(void **state)
{
    (void)state;
    struct args a;
    char why[ARGS_WHY_MAX];
    setenv("MURK_NAME", "j.doe", 1);
    assert_int_equal(PARSE(&a, why, "--scores"), EX_OK);
    assert_string_equal(a.name, "j.doe");
    assert_true(a.name_from_env);
    assert_int_equal(PARSE(&a, why, "--name", "ann"), EX_OK);
    assert_string_equal(a.name, "ann");
    assert_false(a.name_from_env);
    setenv("MURK_NAME", "../x", 1);
    assert_int_equal(PARSE(&a, why, "--seed", "1"), EX_USAGE);
    assert_string_equal(why,
                        "MURK_NAME wants 1 to 31 letters, digits, '-', '_' or '.' (not first), "
                        "not '../x'");
    /* --name given, a bad MURK_NAME is not looked at. */
    assert_int_equal(PARSE(&a, why, "--name", "ann"), EX_OK);
    setenv("MURK_NAME", "", 1);
    assert_int_equal(PARSE(&a, why, "--seed", "1"), EX_OK);
    assert_null(a.name);
    unsetenv("MURK_NAME");
}

/* The host's settings for launchers. */
static void test_pause_max_size_and_record_mode_are_read_and_checked(void **state)
{
    (void)state;
    struct args a;
    char why[ARGS_WHY_MAX];
    assert_int_equal(PARSE(&a, why, "--pause", "--max-size", "80x24", "--record-mode", "0644"),
                     EX_OK);
    assert_true(a.pause && a.max_cols == 80 && a.max_lines == 24 && a.record_mode == 0644);
    /* Without them: no pause, the whole terminal, private records. */
    assert_int_equal(PARSE(&a, why, "--seed", "1"), EX_OK);
    assert_true(!a.pause && a.max_cols == 0 && a.record_mode == 0);
    assert_int_equal(PARSE(&a, why, "--record-mode", "640"), EX_OK);
    assert_int_equal(a.record_mode, 0640);
    assert_int_equal(PARSE(&a, why, "--record-mode", "0664"), EX_OK);
    setenv("MURK_PAUSE", "1", 1);
    assert_int_equal(PARSE(&a, why, "--seed", "1"), EX_OK);
    assert_true(a.pause);
    unsetenv("MURK_PAUSE");
    const char *sizes[] = {"79x24", "80x23", "80", "x24", "80x", "80x24x", "-80x24", "80 x24"};
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        assert_int_equal(PARSE(&a, why, "--max-size", sizes[i]), EX_USAGE);
        assert_non_null(strstr(why, "--max-size wants COLSxLINES, at least 80x24"));
    }
    const char *modes[] = {"0777", "0666", "0700", "0400", "0644x", "1644", "4644", "", "0o644"};
    for (size_t i = 0; i < sizeof modes / sizeof modes[0]; i++) {
        assert_int_equal(PARSE(&a, why, "--record-mode", modes[i]), EX_USAGE);
        assert_non_null(strstr(why, "--record-mode wants an octal mode"));
    }
}

static void test_an_empty_directory_is_refused(void **state)
{
    (void)state;
    struct args a;
    char why[ARGS_WHY_MAX];
    assert_int_equal(PARSE(&a, why, "--data", ""), EX_USAGE);
    assert_string_equal(why, "--data wants a directory");
    assert_int_equal(PARSE(&a, why, "--save-dir", ""), EX_USAGE);
    assert_string_equal(why, "--save-dir wants a directory");
}

static void test_usage_errors_name_the_word_and_show_the_usage(void **state)
{
    (void)state;
    struct args a;
    char why[ARGS_WHY_MAX], want[ARGS_WHY_MAX];
    assert_int_equal(PARSE(&a, why, "--frobnicate"), EX_USAGE);
    snprintf(want, sizeof want, "unknown option '--frobnicate' (%s)", args_usage);
    assert_string_equal(why, want);
    assert_int_equal(PARSE(&a, why, "--seed"), EX_USAGE);
    snprintf(want, sizeof want, "--seed needs a value (%s)", args_usage);
    assert_string_equal(why, want);
    assert_int_equal(PARSE(&a, why, "--save-dir"), EX_USAGE);
    assert_non_null(strstr(why, "--save-dir needs a value ("));
    assert_int_equal(PARSE(&a, why, "--bot", "--record"), EX_USAGE);
    assert_non_null(strstr(why, "--record needs a value ("));
    assert_int_equal(PARSE(&a, why, "--replay"), EX_USAGE);
    assert_non_null(strstr(why, "--replay needs a value ("));
    /* A short option unknown inside a cluster is named alone. */
    assert_int_equal(PARSE(&a, why, "-xh"), EX_USAGE);
    assert_non_null(strstr(why, "unknown option '-x' ("));
    assert_int_equal(PARSE(&a, why, "stray", "--bot"), EX_USAGE);
    snprintf(want, sizeof want, "unexpected argument 'stray' (%s)", args_usage);
    assert_string_equal(why, want);
    /* "--s" could be --seed, --save-dir or --scores. */
    assert_int_equal(PARSE(&a, why, "--s", "1"), EX_USAGE);
    assert_non_null(strstr(why, "unknown option '--s'"));
    assert_non_null(strstr(args_usage, "usage: murk [--seed N]"));
}

static void test_an_echoed_argument_is_escaped(void **state)
{
    (void)state;
    struct args a;
    char why[ARGS_WHY_MAX];
    assert_int_equal(PARSE(&a, why, "--seed", "\033[2J"), EX_USAGE);
    assert_null(strchr(why, '\033'));
    assert_non_null(strstr(why, "not '\\e[2J'"));
}

static void test_the_mode_is_the_first_that_applies(void **state)
{
    (void)state;
    assert_int_equal(MODE_OF("--bot", "--check-data", "--replay", "f", "--scores"), ARGS_SCORES);
    assert_int_equal(MODE_OF("--replay", "f", "--bot", "--check-data"), ARGS_CHECK_DATA);
    assert_int_equal(MODE_OF("--verify", "--replay", "f", "--bot"), ARGS_BOT);
    assert_int_equal(MODE_OF("--verify", "--replay", "f"), ARGS_VERIFY);
    assert_int_equal(MODE_OF("--replay", "f"), ARGS_REPLAY);
    /* --verify alone, like --games without --bot, changes nothing. */
    assert_int_equal(MODE_OF("--verify", "--games", "3"), ARGS_PLAY);
    struct args a;
    char why[ARGS_WHY_MAX];
    assert_int_equal(PARSE(&a, why, "--replay", "some.murkrec"), EX_OK);
    assert_string_equal(a.replay, "some.murkrec");
}

static void test_watch_takes_a_name_after_it_or_none(void **state)
{
    (void)state;
    struct args a;
    char why[ARGS_WHY_MAX];
    assert_int_equal(PARSE(&a, why, "--watch"), EX_OK);
    assert_int_equal(a.mode, ARGS_WATCH);
    assert_null(a.watch);
    assert_int_equal(PARSE(&a, why, "--watch", "alice", "--save-dir", "d"), EX_OK);
    assert_int_equal(a.mode, ARGS_WATCH);
    assert_string_equal(a.watch, "alice");
    assert_string_equal(a.save_dir, "d");
    assert_int_equal(PARSE(&a, why, "--save-dir", "d", "--watch=bob"), EX_OK);
    assert_string_equal(a.watch, "bob");
    assert_int_equal(PARSE(&a, why, "--watch", "a/b"), EX_USAGE);
    assert_string_equal(why, "--watch wants a player's name, not 'a/b'");
    assert_int_equal(PARSE(&a, why, "--watch", "alice", "bob"), EX_USAGE);
    assert_non_null(strstr(why, "unexpected argument 'alice'"));
    /* A word left over without --watch is still refused. */
    assert_int_equal(PARSE(&a, why, "alice"), EX_USAGE);
    assert_int_equal(MODE_OF("--watch", "--replay", "f"), ARGS_REPLAY);
}

static void test_help_and_version_end_the_reading(void **state)
{
    (void)state;
    assert_int_equal(MODE_OF("--help", "--seed", "banana", "stray"), ARGS_HELP);
    assert_int_equal(MODE_OF("-h"), ARGS_HELP);
    assert_int_equal(MODE_OF("--bot", "-V", "--frobnicate"), ARGS_VERSION);
    assert_int_equal(MODE_OF("--version", "--help"), ARGS_VERSION);
    assert_int_equal(MODE_OF("-hV"), ARGS_HELP);
    /* Left in the middle of "-hV", the next reading starts afresh all the
     * same: the V is not read again. */
    assert_int_equal(MODE_OF("--bot"), ARGS_BOT);
    struct args a;
    char why[ARGS_WHY_MAX];
    /* What comes before them is read, and refused when bad. */
    assert_int_equal(PARSE(&a, why, "--seed", "banana", "--help"), EX_USAGE);
}

static void test_murk_no_debug_turns_the_aids_off_unless_0_or_empty(void **state)
{
    (void)state;
    struct args a;
    char why[ARGS_WHY_MAX];
    static const struct {
        const char *value;
        bool off;
    } cases[] = {{"1", true}, {"yes", true}, {"0", false}, {"", false}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        setenv("MURK_NO_DEBUG", cases[i].value, 1);
        assert_int_equal(PARSE(&a, why, "--bot"), EX_OK);
        assert_int_equal(a.no_debug, cases[i].off);
    }
    setenv("MURK_NO_DEBUG", "0", 1);
    assert_int_equal(PARSE(&a, why, "--no-debug"), EX_OK);
    assert_true(a.no_debug);
    unsetenv("MURK_NO_DEBUG");
    assert_int_equal(PARSE(&a, why, "--bot"), EX_OK);
    assert_false(a.no_debug);
}

/* Murk setgid games lets go of the group before any of these: each is
 * named, and without them there is none. */
static void test_every_path_a_user_gives_is_named(void **state)
{
    (void)state;
    struct args a;
    char why[ARGS_WHY_MAX];
    unsetenv("MURK_HOME");
    unsetenv("MURK_DATA");
    setenv("XDG_DATA_HOME", "/elsewhere", 1); /* ignored, not dropped for */
    assert_int_equal(PARSE(&a, why, "--seed", "3", "--name", "alice"), EX_OK);
    assert_null(args_user_path(&a));
    static const struct {
        const char *words[4]; /* NULL after the last */
        const char *named;
    } cases[] = {
        {{"--save-dir", "/x"}, "--save-dir"},
        {{"--data", "/x"}, "--data"},
        {{"--bot", "--record", "/x"}, "--record"},
        {{"--replay", "/x"}, "--replay"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        assert_int_equal(parse_words(&a, why, cases[i].words), EX_OK);
        assert_string_equal(args_user_path(&a), cases[i].named);
    }
    assert_int_equal(PARSE(&a, why, "--scores"), EX_OK);
    setenv("MURK_DATA", "/x", 1);
    assert_string_equal(args_user_path(&a), "MURK_DATA");
    setenv("MURK_HOME", "/x", 1);
    assert_string_equal(args_user_path(&a), "MURK_HOME");
    setenv("MURK_HOME", "", 1); /* empty is unset */
    assert_string_equal(args_user_path(&a), "MURK_DATA");
    unsetenv("MURK_HOME");
    unsetenv("MURK_DATA");
    unsetenv("XDG_DATA_HOME");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_no_options_plays_a_random_seed_once, setup),
        cmocka_unit_test_setup(test_each_value_lands_in_its_field, setup),
        cmocka_unit_test_setup(test_a_seed_is_any_64_bit_number, setup),
        cmocka_unit_test_setup(test_games_and_jobs_run_from_1_to_a_million, setup),
        cmocka_unit_test_setup(test_a_name_is_1_to_31_safe_characters, setup),
        cmocka_unit_test_setup(test_murk_name_acts_as_name_and_name_wins, setup),
        cmocka_unit_test_setup(test_pause_max_size_and_record_mode_are_read_and_checked, setup),
        cmocka_unit_test_setup(test_an_empty_directory_is_refused, setup),
        cmocka_unit_test_setup(test_usage_errors_name_the_word_and_show_the_usage, setup),
        cmocka_unit_test_setup(test_an_echoed_argument_is_escaped, setup),
        cmocka_unit_test_setup(test_the_mode_is_the_first_that_applies, setup),
        cmocka_unit_test_setup(test_watch_takes_a_name_after_it_or_none, setup),
        cmocka_unit_test_setup(test_help_and_version_end_the_reading, setup),
        cmocka_unit_test_setup(test_murk_no_debug_turns_the_aids_off_unless_0_or_empty, setup),
        cmocka_unit_test_setup(test_every_path_a_user_gives_is_named, setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
