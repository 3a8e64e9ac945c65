/* The keymap: keys do what the help says, and the `?` screen and the man
 * page's KEYS section list exactly the same set. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <curses.h>

#include "../src/term/keymap.h"

static void expect_move(int key, int dx, int dy)
{
    struct key_command kc = keymap_lookup(key);
    assert_int_equal(kc.command, CMD_MOVE);
    assert_int_equal(kc.dir.x, dx);
    assert_int_equal(kc.dir.y, dy);
}

static void test_vi_keys_move_in_the_eight_directions(void **state)
{
    (void)state;
    expect_move('h', -1, 0);
    expect_move('j', 0, 1);
    expect_move('k', 0, -1);
    expect_move('l', 1, 0);
    expect_move('y', -1, -1);
    expect_move('u', 1, -1);
    expect_move('b', -1, 1);
    expect_move('n', 1, 1);
}

static void test_arrows_and_the_keypad_move(void **state)
{
    (void)state;
    expect_move(KEY_LEFT, -1, 0);
    expect_move(KEY_UP, 0, -1);
    expect_move(KEY_A1, -1, -1);
    expect_move(KEY_C3, 1, 1);
    expect_move('7', -1, -1);
    expect_move('3', 1, 1);
}

static void test_dot_and_keypad_five_wait(void **state)
{
    (void)state;
    assert_int_equal(keymap_lookup('.').command, CMD_WAIT);
    assert_int_equal(keymap_lookup('5').command, CMD_WAIT);
    assert_int_equal(keymap_lookup(KEY_B2).command, CMD_WAIT);
}

static void test_each_debugging_aid_has_a_letter_and_a_function_key(void **state)
{
    (void)state;
    assert_int_equal(keymap_lookup('D').command, CMD_DISTANCE_OVERLAY);
    assert_int_equal(keymap_lookup(KEY_F(3)).command, CMD_DISTANCE_OVERLAY);
    assert_int_equal(keymap_lookup('X').command, CMD_REVEAL_MAP);
    assert_int_equal(keymap_lookup(KEY_F(1)).command, CMD_REVEAL_MAP);
}

static void test_an_unbound_key_does_nothing(void **state)
{
    (void)state;
    assert_int_equal(keymap_lookup('Z').command, CMD_NONE);
    assert_int_equal(keymap_lookup(KEY_RESIZE).command, CMD_NONE);
}

/* Reads the man page's KEYS section: each entry is ".TP", ".B keys", then
 * one line saying what they do. */
static int read_man_keys(char keys[][512], char what[][512], int max)
{
    const char *dir = getenv("MURK_SRCDIR");
    char path[512];
    snprintf(path, sizeof path, "%s/man/murk.6", dir ? dir : ".");
    FILE *f = fopen(path, "r");
    assert_non_null(f);
    char line[512];
    bool in_keys = false;
    int n = 0;
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\n")] = '\0';
        if (strncmp(line, ".SH", 3) == 0) {
            in_keys = strcmp(line, ".SH KEYS") == 0;
            continue;
        }
        if (!in_keys || strcmp(line, ".TP") != 0)
            continue;
        char label[512], text[512];
        if (!fgets(label, sizeof label, f) || !fgets(text, sizeof text, f))
            break;
        label[strcspn(label, "\n")] = '\0';
        text[strcspn(text, "\n")] = '\0';
        assert_true(n < max);
        assert_memory_equal(label, ".B ", 3);
        snprintf(keys[n], 512, "%s", label + 3);
        snprintf(what[n], 512, "%s", text);
        n++;
    }
    fclose(f);
    return n;
}

static void test_the_man_page_lists_the_same_keys_as_the_help_screen(void **state)
{
    (void)state;
    static char keys[64][512], what[64][512];
    int man_count = read_man_keys(keys, what, 64);
    int count;
    const struct key_help *help = keymap_help(&count);
    assert_int_equal(man_count, count);
    for (int i = 0; i < count; i++) {
        assert_string_equal(keys[i], help[i].keys);
        assert_string_equal(what[i], help[i].what);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_vi_keys_move_in_the_eight_directions),
        cmocka_unit_test(test_arrows_and_the_keypad_move),
        cmocka_unit_test(test_dot_and_keypad_five_wait),
        cmocka_unit_test(test_each_debugging_aid_has_a_letter_and_a_function_key),
        cmocka_unit_test(test_an_unbound_key_does_nothing),
        cmocka_unit_test(test_the_man_page_lists_the_same_keys_as_the_help_screen),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
