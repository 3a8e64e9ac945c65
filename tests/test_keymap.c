/* The keymap: keys do what the help says, the `?` screen and the man page's
 * KEYS section list exactly the same set, and every action of the action
 * table (murk/action.def) but the keyless ones has a key there. What
 * command.def expands into (the keys, the `?` lines, the actions, the
 * options file's names) agrees, command by command. */
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
#include "../src/term/options.h"

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
    /* The player's minds pane gives the game nothing (it marks nothing);
     * the all-seeing one is a debugging aid. */
    assert_int_equal(keymap_command_action(keymap_lookup('m').command), -1);
    assert_int_equal(keymap_command_action(keymap_lookup(KEY_F(4)).command), ACTION_DEBUG_VIEW);
    assert_int_equal(keymap_command_action(keymap_lookup('?').command), -1);
    assert_int_equal(keymap_command_action(keymap_lookup('i').command), -1);
    assert_int_equal(keymap_command_action(CMD_NONE), -1);
    /* The keyless are the front end's and the host's own. */
    assert_true(action_is(ACTION_STOP, ACTS_KEYLESS));
    assert_true(action_is(ACTION_UNKNOWN_KEY, ACTS_KEYLESS));
    assert_true(action_is(ACTION_DEBUG_OFF, ACTS_KEYLESS));
    assert_false(action_is(ACTION_REST, ACTS_KEYLESS));
}

/* Where a key bound to command shows on the `?` screen: the entry whose
 * keys name it, -1 when none does (a second one fails). */
static int help_entry_naming(enum command command, int dx, int dy)
{
    keymap_bind(KEY_F(12), command, dx, dy);
    int count, found = -1;
    keymap_help(&count);
    for (int i = 0; i < count; i++) {
        char keys[128];
        keymap_help_keys(i, keys, sizeof keys);
        if (strstr(keys, "F12")) {
            if (found >= 0)
                fail_msg("command %d is on the `?` screen's lines %d and %d", command, found, i);
            found = i;
        }
    }
    keymap_bind_defaults();
    return found;
}

/* The direction of a command's first fixed key (0, 0 when it has none). */
static void first_direction(enum command command, int *dx, int *dy)
{
    int count;
    const struct key_binding *b = keymap_bindings(&count);
    *dx = *dy = 0;
    for (int i = count - 1; i >= 0; i--)
        if (b[i].command == command) {
            *dx = b[i].dx;
            *dy = b[i].dy;
        }
}

static void test_every_command_has_one_line_on_the_help_screen_and_a_key(void **state)
{
    (void)state;
    for (int c = CMD_NONE + 1; c < CMD_COUNT; c++) {
        int dx, dy;
        first_direction((enum command)c, &dx, &dy);
        if (help_entry_naming((enum command)c, dx, dy) < 0)
            fail_msg("command %d (%s) has no line on the `?` screen",
                     c,
                     options_action_name(c, dx, dy));
        bool keyed = false;
        int count;
        const struct key_binding *b = keymap_bindings(&count);
        for (int i = 0; i < count && !keyed; i++)
            keyed = (int)b[i].command == c && (int)keymap_lookup(b[i].key).command == c;
        if (!keyed)
            fail_msg("command %d (%s) has no key of its own", c, options_action_name(c, dx, dy));
    }
}

static void test_no_key_is_bound_twice(void **state)
{
    (void)state;
    int count;
    const struct key_binding *b = keymap_bindings(&count);
    for (int i = 0; i < count; i++)
        for (int j = i + 1; j < count; j++)
            if (b[i].key == b[j].key)
                fail_msg("the key %d is bound to commands %d and %d", b[i].key, b[i].command,
                         b[j].command);
}

/* The command and direction `bind KEY name` gives, read as the options
 * file reads it. */
static struct options_bind bound_by(const char *name)
{
    static struct options options;
    options_default(&options);
    struct options_report report = {0};
    char line[80];
    snprintf(line, sizeof line, "bind Z %s\n", name);
    options_parse(&options, "murkrc", line, strlen(line), &report);
    if (report.count != 0 || options.bind_count != 1)
        fail_msg("bind does not take '%s': %s", name, report.lines[0]);
    return options.binds[0];
}

static void test_the_options_names_are_the_commands_words(void **state)
{
    (void)state;
    int count;
    const struct key_binding *b = keymap_bindings(&count);
    /* Each fixed key's command and direction has a name bind takes, and
     * that name binds them. */
    for (int i = 0; i < count; i++) {
        const char *name = options_action_name(b[i].command, b[i].dx, b[i].dy);
        if (!name)
            fail_msg("command %d (%d, %d) has no name in the options file", b[i].command,
                     b[i].dx, b[i].dy);
        struct options_bind got = bound_by(name);
        assert_int_equal(got.command, b[i].command);
        assert_int_equal(got.dx, b[i].dx);
        assert_int_equal(got.dy, b[i].dy);
    }
    /* And every name is a command as some fixed key gives it. */
    int names;
    options_action_at(0, &names);
    for (int n = 0; n < names; n++) {
        struct options_bind got = bound_by(options_action_at(n, &names));
        bool fixed = false;
        for (int i = 0; i < count && !fixed; i++)
            fixed = (int)b[i].command == got.command && b[i].dx == got.dx && b[i].dy == got.dy;
        if (!fixed)
            fail_msg("'%s' binds what no fixed key does", options_action_at(n, &names));
    }
}

/* A command's action is the one its word names (less a direction: move
 * for move_west), but for the debugging views, which all give debug_view;
 * a front-end command's word names no action but a debugging one. */
static void test_each_command_gives_the_action_its_word_names(void **state)
{
    (void)state;
    for (int c = CMD_NONE + 1; c < CMD_COUNT; c++) {
        int dx, dy;
        first_direction((enum command)c, &dx, &dy);
        char word[64];
        snprintf(word, sizeof word, "%s", options_action_name(c, dx, dy));
        if (dx || dy)
            word[strcspn(word, "_")] = 0;
        int named = action_by_name(word), gives = keymap_command_action((enum command)c);
        if (gives != NO_ACTION && action_is((enum action_kind)gives, ACTS_DEBUG) && named < 0)
            assert_int_equal(gives, ACTION_DEBUG_VIEW);
        else if (named != gives)
            fail_msg("the command '%s' gives the action '%s'", word,
                     gives == NO_ACTION ? "(none)" : action_name((enum action_kind)gives));
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
        cmocka_unit_test(test_capitals_and_shifted_arrows_run),
        cmocka_unit_test(test_travel_explore_take_off_and_discoveries_have_their_keys),
        cmocka_unit_test(test_the_help_names_every_bound_key_and_binds_every_key_it_names),
        cmocka_unit_test(test_the_man_page_lists_the_same_keys_as_the_help_screen),
        cmocka_unit_test(test_the_help_says_how_to_aim_let_fly_and_cancel),
        cmocka_unit_test(test_every_action_but_the_keyless_has_a_bound_key),
        cmocka_unit_test(test_each_command_gives_its_own_action_or_none),
        cmocka_unit_test(test_a_key_rebound_does_its_new_command_and_the_help_says_so),
        cmocka_unit_test(test_every_command_has_one_line_on_the_help_screen_and_a_key),
        cmocka_unit_test(test_no_key_is_bound_twice),
        cmocka_unit_test(test_the_options_names_are_the_commands_words),
        cmocka_unit_test(test_each_command_gives_the_action_its_word_names),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
