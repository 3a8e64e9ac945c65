/* The keymap: keys do what the help says, the `?` screen and the man page's
 * KEYS section list exactly the same set, and every action of the action
 * table (murk/action.def) but the keyless ones has a key there. */
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
    assert_int_equal(keymap_lookup(KEY_F(2)).command, CMD_NONE);
}

static void expect_run(int key, int dx, int dy)
{
    struct key_command kc = keymap_lookup(key);
    assert_int_equal(kc.command, CMD_RUN);
    assert_int_equal(kc.dir.x, dx);
    assert_int_equal(kc.dir.y, dy);
}

static void test_capitals_and_shifted_arrows_run(void **state)
{
    (void)state;
    expect_run('H', -1, 0);
    expect_run('J', 0, 1);
    expect_run('K', 0, -1);
    expect_run('L', 1, 0);
    expect_run('Y', -1, -1);
    expect_run('U', 1, -1);
    expect_run('B', -1, 1);
    expect_run('N', 1, 1);
    expect_run(KEY_SLEFT, -1, 0);
    expect_run(KEY_SRIGHT, 1, 0);
    expect_run(KEY_SR, 0, -1);
    expect_run(KEY_SF, 0, 1);
}

static void test_travel_explore_take_off_and_discoveries_have_their_keys(void **state)
{
    (void)state;
    assert_int_equal(keymap_lookup('_').command, CMD_TRAVEL);
    assert_int_equal(keymap_lookup('o').command, CMD_EXPLORE);
    assert_int_equal(keymap_lookup('T').command, CMD_TAKE_OFF);
    assert_int_equal(keymap_lookup('\\').command, CMD_DISCOVERIES);
}

/* The phrases a help entry's keys are written as: split at ", ", " or "
 * and " and ", and a run of single characters ("h j k l") at its spaces. */
static int help_phrases(const char *keys, char phrases[][64], int max)
{
    char text[128];
    snprintf(text, sizeof text, "%s", keys);
    int n = 0;
    char *start = text;
    for (;;) {
        char *cut = NULL,
             *sep[] = {strstr(start, ", "), strstr(start, " or "), strstr(start, " and ")};
        int skip = 0;
        for (int i = 0; i < 3; i++)
            if (sep[i] && (!cut || sep[i] < cut)) {
                cut = sep[i];
                skip = i == 0 ? 2 : i == 1 ? 4 : 5;
            }
        if (cut)
            *cut = '\0';
        /* "h j k l": single characters apart; "keypad 5", "mouse click": one phrase. */
        bool singles = true;
        for (char *c = start; *c; c++)
            if (*c != ' ' && c[1] != ' ' && c[1] != '\0')
                singles = false;
        if (singles) {
            for (char *c = start; *c; c++)
                if (*c != ' ' && n < max)
                    snprintf(phrases[n++], 64, "%c", *c);
        } else if (n < max) {
            snprintf(phrases[n++], 64, "%.63s", start);
        }
        if (!cut)
            break;
        start = cut + skip;
    }
    return n;
}

static void test_the_help_names_every_bound_key_and_binds_every_key_it_names(void **state)
{
    (void)state;
    int help_count, binding_count;
    const struct key_help *help = keymap_help(&help_count);
    const struct key_binding *bindings = keymap_bindings(&binding_count);
    static char phrases[256][64];
    int n = 0;
    for (int i = 0; i < help_count; i++)
        n += help_phrases(help[i].keys, phrases + n, 256 - n);
    /* Every key the keymap binds is named in the help. */
    for (int b = 0; b < binding_count; b++) {
        char name[32];
        keymap_key_name(bindings[b].key, name, sizeof name);
        bool named = false;
        for (int p = 0; p < n && !named; p++)
            named = strcmp(phrases[p], name) == 0;
        if (!named)
            fail_msg("the key %s (%d) is bound but not in the help", name, bindings[b].key);
    }
    /* Every key the help names is bound (a click is the mouse's, Ctrl-Z
     * the terminal's: a signal, never read as a key). */
    for (int p = 0; p < n; p++) {
        if (strcmp(phrases[p], "mouse click") == 0 || strcmp(phrases[p], "Ctrl-Z") == 0)
            continue;
        bool bound = false;
        for (int b = 0; b < binding_count && !bound; b++) {
            char name[32];
            keymap_key_name(bindings[b].key, name, sizeof name);
            bound = strcmp(phrases[p], name) == 0;
        }
        if (!bound)
            fail_msg("the help names '%s', which no binding has", phrases[p]);
    }
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
        /* groff writes a backslash as \e. */
        char *out = keys[n];
        for (const char *c = label + 3; *c; c++) {
            if (c[0] == '\\' && c[1] == 'e') {
                *out++ = '\\';
                c++;
            } else {
                *out++ = *c;
            }
        }
        *out = '\0';
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

/* What the help says for the entry whose keys are exactly keys. */
static const char *help_for(const char *keys)
{
    int count;
    const struct key_help *help = keymap_help(&count);
    for (int i = 0; i < count; i++)
        if (strcmp(help[i].keys, keys) == 0)
            return help[i].what;
    fail_msg("no help entry for '%s'", keys);
    return "";
}

static void test_the_help_says_how_to_aim_let_fly_and_cancel(void **state)
{
    (void)state;
    /* f and t let fly with their own key, . or Enter; Tab and a click
     * work while aiming; Esc puts the cursor away. */
    assert_non_null(strstr(help_for("f"), "f, . or Enter"));
    assert_non_null(strstr(help_for("t"), "t, . or Enter"));
    assert_non_null(strstr(help_for("Tab"), "nearest first when aiming"));
    assert_non_null(strstr(help_for("Esc"), "stop looking or aiming"));
    assert_non_null(strstr(help_for("mouse click"), "aiming: let fly there"));
}

static void test_every_action_but_the_keyless_has_a_bound_key(void **state)
{
    (void)state;
    int binding_count;
    const struct key_binding *bindings = keymap_bindings(&binding_count);
    for (int kind = 0; action_name((enum action_kind)kind); kind++) {
        if (action_is((enum action_kind)kind, ACTS_KEYLESS))
            continue;
        bool bound = false;
        for (int b = 0; b < binding_count && !bound; b++)
            bound = keymap_command_action(bindings[b].command) == kind;
        if (!bound)
            fail_msg("the action '%s' has no key (or should be ACTS_KEYLESS)",
                     action_name((enum action_kind)kind));
    }
}

/* The keys the help line that reads `keys` as the fixed bindings have it
 * names now. */
static const char *help_keys_now(const char *keys)
{
    static char now[64];
    int count;
    const struct key_help *help = keymap_help(&count);
    for (int i = 0; i < count; i++)
        if (strcmp(help[i].keys, keys) == 0) {
            keymap_help_keys(i, now, sizeof now);
            return now;
        }
    fail_msg("no help entry for '%s'", keys);
    return "";
}

static void test_a_key_rebound_does_its_new_command_and_the_help_says_so(void **state)
{
    (void)state;
    keymap_bind('f', CMD_LOOK, 0, 0);
    keymap_bind('l', CMD_FIRE, 0, 0);
    keymap_bind(KEY_F(5), CMD_MOVE, 1, 0);
    assert_int_equal(keymap_lookup('f').command, CMD_LOOK);
    assert_int_equal(keymap_lookup('l').command, CMD_FIRE);
    assert_int_equal(keymap_lookup('x').command, CMD_LOOK); /* the rest keep their keys */
    assert_int_equal(keymap_lookup(KEY_RIGHT).command, CMD_MOVE);
    assert_string_equal(help_keys_now("f"), "l");
    assert_string_equal(help_keys_now("x or ;"), "x or ; or f");
    assert_string_equal(help_keys_now("h j k l y u b n"), "h j k y u b n F5");
    assert_string_equal(help_keys_now("q r w d"), "q r w d");
    keymap_bind('t', CMD_NONE, 0, 0);
    assert_string_equal(help_keys_now("t"), "(no key)");
    keymap_bind_defaults();
    assert_int_equal(keymap_lookup('f').command, CMD_FIRE);
    assert_string_equal(help_keys_now("x or ;"), "x or ;");
}

static void test_each_command_gives_its_own_action_or_none(void **state)
{
    (void)state;
    assert_int_equal(keymap_command_action(keymap_lookup('h').command), ACTION_MOVE);
    assert_int_equal(keymap_command_action(keymap_lookup('H').command), ACTION_RUN);
    assert_int_equal(keymap_command_action(keymap_lookup('R').command), ACTION_REST);
    assert_int_equal(keymap_command_action(keymap_lookup('>').command), ACTION_DESCEND);
    assert_int_equal(keymap_command_action(keymap_lookup('m').command), ACTION_DEBUG_VIEW);
    assert_int_equal(keymap_command_action(keymap_lookup('?').command), -1);
    assert_int_equal(keymap_command_action(keymap_lookup('i').command), -1);
    assert_int_equal(keymap_command_action(CMD_NONE), -1);
    /* The keyless are the front end's and the host's own. */
    assert_true(action_is(ACTION_STOP, ACTS_KEYLESS));
    assert_true(action_is(ACTION_UNKNOWN_KEY, ACTS_KEYLESS));
    assert_true(action_is(ACTION_DEBUG_OFF, ACTS_KEYLESS));
    assert_false(action_is(ACTION_REST, ACTS_KEYLESS));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_vi_keys_move_in_the_eight_directions),
        cmocka_unit_test(test_arrows_and_the_keypad_move),
        cmocka_unit_test(test_dot_and_keypad_five_wait),
        cmocka_unit_test(test_each_debugging_aid_has_a_letter_and_a_function_key),
        cmocka_unit_test(test_an_unbound_key_does_nothing),
        cmocka_unit_test(test_capitals_and_shifted_arrows_run),
        cmocka_unit_test(test_travel_explore_take_off_and_discoveries_have_their_keys),
        cmocka_unit_test(test_the_help_names_every_bound_key_and_binds_every_key_it_names),
        cmocka_unit_test(test_the_man_page_lists_the_same_keys_as_the_help_screen),
        cmocka_unit_test(test_the_help_says_how_to_aim_let_fly_and_cancel),
        cmocka_unit_test(test_every_action_but_the_keyless_has_a_bound_key),
        cmocka_unit_test(test_each_command_gives_its_own_action_or_none),
        cmocka_unit_test(test_a_key_rebound_does_its_new_command_and_the_help_says_so),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
