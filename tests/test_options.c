/* The options file (src/term/options.c): each option read into its field,
 * each bad line told as FILE:LINE:COL and left out while the rest is
 * used, the file found where the man page says and refused when it is no
 * file to read; and the background's two sources (src/term/background.c):
 * COLORFGBG and the terminal's answer to OSC 11. */
#define _POSIX_C_SOURCE 200809L /* setenv, mkfifo, mkdtemp */

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "term/background.h"
#include "term/keymap.h"
#include "term/options.h"

static struct options options;
static struct options_report report;

/* Reads text as the file "murkrc" over the defaults. */
static void parse(const char *text)
{
    options_default(&options);
    memset(&report, 0, sizeof report);
    options_parse(&options, "murkrc", text, strlen(text), &report);
}

/* The one error the text gives, which must be expected. */
static void expect_error(const char *text, const char *expected)
{
    parse(text);
    assert_int_equal(report.count, 1);
    assert_string_equal(report.lines[0], expected);
}

static void test_the_defaults_are_the_game_as_it_was(void **state)
{
    (void)state;
    options_default(&options);
    assert_int_equal(options.background, OPTIONS_BACKGROUND_AUTO);
    assert_false(options.mouse);
    assert_int_equal(options.colours, -1);
    assert_true(options.number_pad);
    assert_int_equal(options.autopickup, 0);
    assert_int_equal(options.side_panel, 1 | 2 | 4 | 8);
    assert_string_equal(options.name, "");
    assert_int_equal(options.bind_count, 0);
}

static void test_each_option_is_read_into_its_field(void **state)
{
    (void)state;
    parse("# my murk\n"
          "\n"
          "background = light\n"
          "  mouse=on\n"
          "colours = 8\n"
          "number_pad = off\n"
          "autopickup = potion, scroll\n"
          "side_panel = seed monsters\n"
          "name = alice\n");
    assert_int_equal(report.count, 0);
    assert_int_equal(options.background, OPTIONS_BACKGROUND_LIGHT);
    assert_true(options.mouse);
    assert_int_equal(options.colours, 8);
    assert_false(options.number_pad);
    assert_int_equal(options.autopickup, 1 | 2); /* potion and scroll, the first two classes */
    assert_int_equal(options.side_panel, 1 | 8);
    assert_string_equal(options.name, "alice");
    parse("background = dark\ncolours = none\ncolors = 16\nside_panel = none\nautopickup = all\n");
    assert_int_equal(report.count, 0);
    assert_int_equal(options.background, OPTIONS_BACKGROUND_DARK);
    assert_int_equal(options.colours, 16);
    assert_int_equal(options.side_panel, 0);
    assert_int_equal(options.autopickup, (1u << 7) - 1); /* the seven classes, wands too */
}

static void test_bind_gives_a_key_an_action_and_its_direction(void **state)
{
    (void)state;
    parse(
        "bind f look\nbind l fire\nbind Ctrl-A move_northwest\nbind F5 run_east\nbind Tab help\n");
    assert_int_equal(report.count, 0);
    assert_int_equal(options.bind_count, 5);
    assert_int_equal(options.binds[0].key, 'f');
    assert_int_equal(options.binds[0].command, CMD_LOOK);
    assert_int_equal(options.binds[1].key, 'l');
    assert_int_equal(options.binds[1].command, CMD_FIRE);
    assert_int_equal(options.binds[2].key, 1);
    assert_int_equal(options.binds[2].command, CMD_MOVE);
    assert_int_equal(options.binds[2].dx, -1);
    assert_int_equal(options.binds[2].dy, -1);
    assert_int_equal(options.binds[3].key, OPTIONS_KEY_F0 + 5);
    assert_int_equal(options.binds[3].command, CMD_RUN);
    assert_int_equal(options.binds[3].dx, 1);
    assert_int_equal(options.binds[4].key, '\t');
    assert_string_equal(options_action_name(CMD_FIRE, 0, 0), "fire");
}

static void test_every_bad_line_is_told_with_its_line_and_column(void **state)
{
    (void)state;
    expect_error("colour = 8\n", "murkrc:1:1: unknown option 'colour'");
    expect_error("\n\nbackground =  grey\n",
                 "murkrc:3:15: background takes light, dark or auto, not 'grey'");
    expect_error("mouse = maybe\n", "murkrc:1:9: mouse takes on or off (yes, no, true, false, 1, 0), not 'maybe'");
    expect_error("colours = 3\n", "murkrc:1:11: colours takes 256 (or all), 16, 8 or none, not '3'");
    expect_error("bind f dance\n", "murkrc:1:8: unknown action 'dance' (murk(6) lists them)");
    expect_error("bind f look\nbind  f fire\n", "murkrc:2:7: the key 'f' is bound twice");
    expect_error(
        "bind Hyper-x look\n",
        "murkrc:1:6: unknown key 'Hyper-x' (a character, Ctrl-X, Tab, Esc, Space or F1 to F12)");
    expect_error("bind f\n", "murkrc:1:7: bind wants a key and an action (bind f look)");
    expect_error("background light\n", "murkrc:1:1: wants 'name = value' or 'bind KEY ACTION'");
    expect_error("autopickup = potion gold\n",
                 "murkrc:1:21: autopickup takes item classes (potion scroll weapon armour launcher "
                 "ammo wand, all or none), not 'gold'");
    expect_error(
        "side_panel = seed map\n",
        "murkrc:1:19: side_panel takes seed, equipment, statuses, monsters, or none, not 'map'");
    expect_error("name = ../root\n",
                 "murkrc:1:8: name takes 1 to 31 letters, digits, '-', '_' or '.' (not first), not "
                 "'../root'");
    expect_error("= 3\n", "murkrc:1:1: an option's name is missing before '='");
    /* What the player wrote is echoed printable only. */
    expect_error("b\033[2Jx = 1\n", "murkrc:1:1: unknown option 'b?[2Jx'");
}

static void test_the_good_lines_around_a_bad_one_are_used(void **state)
{
    (void)state;
    parse("mouse = on\nnonsense\nbackground = light\nbind q quaff\nbind Q help\n");
    assert_int_equal(report.count, 2);
    assert_string_equal(report.lines[0], "murkrc:2:1: wants 'name = value' or 'bind KEY ACTION'");
    assert_true(options.mouse);
    assert_int_equal(options.background, OPTIONS_BACKGROUND_LIGHT);
    assert_int_equal(options.bind_count, 1);
    assert_int_equal(options.binds[0].key, 'Q');
}

static void test_a_long_line_is_refused_and_errors_are_counted_past_those_kept(void **state)
{
    (void)state;
    char text[2048];
    memset(text, 'x', 600);
    strcpy(text + 600, " = 1\n");
    expect_error(text, "murkrc:1:513: the line is longer than 512 characters");
    text[0] = 0;
    for (int i = 0; i < 30; i++)
        strcat(text, "what\n");
    parse(text);
    assert_int_equal(report.count, 30);
    assert_string_equal(report.lines[19], "murkrc:20:1: wants 'name = value' or 'bind KEY ACTION'");
}

static char dir[64];

/* A fresh directory, and none of the variables the file is found by. */
static int setup(void **state)
{
    (void)state;
    snprintf(dir, sizeof dir, "/tmp/murk-options-XXXXXX");
    assert_non_null(mkdtemp(dir));
    unsetenv("MURK_OPTIONS");
    unsetenv("XDG_CONFIG_HOME");
    unsetenv("MURK_BACKGROUND");
    setenv("HOME", dir, 1);
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    char command[128];
    snprintf(command, sizeof command, "rm -rf '%s'", dir);
    assert_int_equal(system(command), 0);
    return 0;
}

static void write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
}

static void test_the_file_is_found_where_the_man_page_says(void **state)
{
    (void)state;
    char path[256];
    /* None anywhere: the defaults, and nothing to tell. */
    options_load(&options, &report);
    assert_int_equal(report.count, 0);
    assert_string_equal(report.path, "");
    /* ~/.config/murk/murkrc */
    snprintf(path, sizeof path, "%s/.config", dir);
    mkdir(path, 0700);
    snprintf(path, sizeof path, "%s/.config/murk", dir);
    mkdir(path, 0700);
    snprintf(path, sizeof path, "%s/.config/murk/murkrc", dir);
    write_file(path, "mouse = on\n");
    options_load(&options, &report);
    assert_true(options.mouse);
    assert_string_equal(report.path, path);
    /* $XDG_CONFIG_HOME/murk/murkrc before it */
    snprintf(path, sizeof path, "%s/murk", dir);
    mkdir(path, 0700);
    snprintf(path, sizeof path, "%s/murk/murkrc", dir);
    write_file(path, "colours = 8\n");
    setenv("XDG_CONFIG_HOME", dir, 1);
    options_load(&options, &report);
    assert_false(options.mouse);
    assert_int_equal(options.colours, 8);
    /* $MURK_OPTIONS before both */
    snprintf(path, sizeof path, "%s/mine", dir);
    write_file(path, "number_pad = off\n");
    setenv("MURK_OPTIONS", path, 1);
    options_load(&options, &report);
    assert_int_equal(options.colours, -1);
    assert_false(options.number_pad);
    /* MURK_BACKGROUND wins over the file, and is told when bad. */
    write_file(path, "background = dark\n");
    setenv("MURK_BACKGROUND", "light", 1);
    options_load(&options, &report);
    assert_int_equal(options.background, OPTIONS_BACKGROUND_LIGHT);
    setenv("MURK_BACKGROUND", "pink", 1);
    options_load(&options, &report);
    assert_int_equal(report.count, 1);
    assert_non_null(strstr(report.lines[0], "MURK_BACKGROUND:1:"));
    assert_non_null(strstr(report.lines[0], "not 'pink'"));
}

/* The one line loading path by MURK_OPTIONS gives, which must hold want. */
static void expect_refused(const char *path, const char *want)
{
    setenv("MURK_OPTIONS", path, 1);
    options_load(&options, &report);
    assert_int_equal(report.count, 1);
    char expected[256];
    snprintf(expected, sizeof expected, "%s:1:1: %s", path, want);
    assert_string_equal(report.lines[0], expected);
}

/* A '#' after a blank ends a value with a comment, as README shows; the
 * key '#' is bound all the same; /dev/null reads as an empty file. */
static void test_a_comment_may_follow_a_value(void **state)
{
    (void)state;
    parse("colours = 8              # 16, 8 or none\n"
          "mouse = on   # clicks look\n"
          "autopickup = potion scroll # and no more\n"
          "side_panel = monsters    # seed, equipment\n"
          "name = alice  # me\n"
          "bind f look              # any key\n"
          "bind # inventory # the hash key\n");
    assert_int_equal(report.count, 0);
    assert_int_equal(options.colours, 8);
    assert_true(options.mouse);
    assert_string_equal(options.name, "alice");
    assert_int_equal(options.bind_count, 2);
    assert_int_equal(options.binds[1].key, '#');
    /* A '#' within a word is the word's, and refused as a name. */
    expect_error("name = bob#2\n",
                 "murkrc:1:8: name takes 1 to 31 letters, digits, '-', '_' or '.' (not first), "
                 "not 'bob#2'");
    setenv("MURK_OPTIONS", "/dev/null", 1);
    options_load(&options, &report);
    assert_int_equal(report.count, 0);
}

/* The errors list every choice the option takes (autopickup's every
 * item class: test_every_bad_line_is_told_with_its_line_and_column). */
static void test_an_error_lists_every_choice(void **state)
{
    (void)state;
    expect_error("colours = 7\n",
                 "murkrc:1:11: colours takes 256 (or all), 16, 8 or none, not '7'");
}

static void test_what_is_no_file_to_read_is_refused_in_one_line(void **state)
{
    (void)state;
    char path[256];
    expect_refused(dir, "is a directory, not an options file");
    snprintf(path, sizeof path, "%s/fifo", dir);
    assert_int_equal(mkfifo(path, 0600), 0);
    expect_refused(path, "is not a regular file (a FIFO, a device?): not read");
    snprintf(path, sizeof path, "%s/big", dir);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    for (int i = 0; i < 10 * 1024; i++)
        for (int j = 0; j < 1024; j++)
            fputc(j % 64 == 63 ? '\n' : 'x', f);
    fclose(f);
    expect_refused(path, "is 10485760 bytes, more than an options file may be (65536): not read");
    snprintf(path, sizeof path, "%s/missing", dir);
    expect_refused(path, "cannot be read: No such file or directory");
}

static void test_colorfgbg_says_which_background(void **state)
{
    (void)state;
    assert_int_equal(background_from_colorfgbg("15;0"), 0);
    assert_int_equal(background_from_colorfgbg("0;15"), 1);
    assert_int_equal(background_from_colorfgbg("0;default;7"), 1);
    assert_int_equal(background_from_colorfgbg("7;8"), 0);
    assert_int_equal(background_from_colorfgbg(""), -1);
    assert_int_equal(background_from_colorfgbg(NULL), -1);
    assert_int_equal(background_from_colorfgbg("15;x"), -1);
}

static void test_the_terminals_answer_says_which_background(void **state)
{
    (void)state;
    static const char white[] = "\033]11;rgb:ffff/ffff/ffff\033\\\033[?1;2c";
    static const char black[] = "\033]11;rgb:0000/0000/0000\007";
    static const char solarized_light[] = "\033]11;rgb:fd/f6/e3\033\\";
    static const char none[] = "\033[?1;2c";
    assert_int_equal(background_from_answer(white, sizeof white - 1), 1);
    assert_int_equal(background_from_answer(black, sizeof black - 1), 0);
    assert_int_equal(background_from_answer(solarized_light, sizeof solarized_light - 1), 1);
    assert_int_equal(background_from_answer(none, sizeof none - 1), -1);
    assert_int_equal(background_from_answer("rgb:12", 6), -1);
}

/* Every name bind takes is in man/murk.6, as ".B name". */
static void test_the_man_page_names_every_action_bind_takes(void **state)
{
    (void)state;
    const char *src = getenv("MURK_SRCDIR");
    char path[512];
    snprintf(path, sizeof path, "%s/man/murk.6", src ? src : ".");
    FILE *f = fopen(path, "r");
    assert_non_null(f);
    static char page[200000];
    size_t n = fread(page, 1, sizeof page - 1, f);
    fclose(f);
    page[n] = 0;
    int count;
    options_action_at(0, &count);
    assert_true(count > 40);
    for (int i = 0; i < count; i++) {
        char line[64];
        snprintf(line, sizeof line, "\n.B %s,\n", options_action_at(i, &count));
        char last[64];
        snprintf(last, sizeof last, "\n.B %s.\n", options_action_at(i, &count));
        if (!strstr(page, line) && !strstr(page, last))
            fail_msg("man/murk.6 does not list the action '%s'", options_action_at(i, &count));
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_defaults_are_the_game_as_it_was),
        cmocka_unit_test(test_each_option_is_read_into_its_field),
        cmocka_unit_test(test_bind_gives_a_key_an_action_and_its_direction),
        cmocka_unit_test(test_every_bad_line_is_told_with_its_line_and_column),
        cmocka_unit_test(test_the_good_lines_around_a_bad_one_are_used),
        cmocka_unit_test(test_a_long_line_is_refused_and_errors_are_counted_past_those_kept),
        cmocka_unit_test_setup_teardown(
            test_the_file_is_found_where_the_man_page_says, setup, teardown),
        cmocka_unit_test_setup_teardown(
            test_what_is_no_file_to_read_is_refused_in_one_line, setup, teardown),
        cmocka_unit_test(test_colorfgbg_says_which_background),
        cmocka_unit_test(test_the_terminals_answer_says_which_background),
        cmocka_unit_test(test_the_man_page_names_every_action_bind_takes),
        cmocka_unit_test(test_a_comment_may_follow_a_value),
        cmocka_unit_test(test_an_error_lists_every_choice),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
