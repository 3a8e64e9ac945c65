/* The action table (murk/action.def): each action's word, the one recordings
 * write, and what it is. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <string.h>

#include "murk/base/action.h"

static void test_each_action_is_named_by_the_word_recordings_write(void **state)
{
    (void)state;
    assert_string_equal(action_name(ACTION_MOVE), "move");
    assert_string_equal(action_name(ACTION_PICK_UP), "pick_up");
    assert_string_equal(action_name(ACTION_TAKE_OFF), "take_off");
    assert_string_equal(action_name(ACTION_UNKNOWN_KEY), "unknown_key");
    assert_int_equal(action_by_name("rest"), ACTION_REST);
    assert_int_equal(action_by_name("explore"), ACTION_EXPLORE);
}

static void test_a_word_no_action_has_names_none(void **state)
{
    (void)state;
    assert_int_equal(action_by_name("fly"), -1);
    assert_int_equal(action_by_name(""), -1);
    assert_int_equal(action_by_name("Move"), -1);
    assert_null(action_name((enum action_kind) - 1));
    assert_null(action_name(ACTION_KIND_COUNT));
    assert_int_equal(action_flags(ACTION_KIND_COUNT), 0);
}

static void test_every_word_names_its_own_action_and_no_other(void **state)
{
    (void)state;
    for (int kind = 0; action_name((enum action_kind)kind); kind++) {
        const char *name = action_name((enum action_kind)kind);
        assert_int_equal(action_by_name(name), kind);
        /* A word a recording can read back: one token, no spaces. */
        assert_non_null(name[0] ? name : NULL);
        assert_null(strchr(name, ' '));
    }
}

static void test_the_flags_say_what_each_action_is(void **state)
{
    (void)state;
    assert_true(action_is(ACTION_MOVE, ACTS_TURN));
    assert_true(action_is(ACTION_MOVE, ACTS_DIR));
    assert_false(action_is(ACTION_MOVE, ACTS_WALK));
    assert_true(action_is(ACTION_TRAVEL, ACTS_WALK));
    assert_true(action_is(ACTION_TRAVEL, ACTS_CELL));
    assert_true(action_is(ACTION_RUN, ACTS_REPEAT));
    assert_true(action_is(ACTION_REST, ACTS_REPEAT));
    assert_false(action_is(ACTION_REST, ACTS_WALK));
    assert_true(action_is(ACTION_DRINK, ACTS_ITEMS));
    assert_true(action_is(ACTION_DRINK, ACTS_SLOT));
    assert_false(action_is(ACTION_PICK_UP, ACTS_ITEMS)); /* the Lamp needs none */
    assert_false(action_is(ACTION_LOOK_HERE, ACTS_TURN));
    assert_false(action_is(ACTION_QUIT, ACTS_TURN));
    assert_true(action_is(ACTION_REVEAL_MAP, ACTS_DEBUG));
    assert_true(action_is(ACTION_DEBUG_VIEW, ACTS_DEBUG));
    assert_false(action_is(ACTION_DEBUG_OFF, ACTS_DEBUG));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_each_action_is_named_by_the_word_recordings_write),
        cmocka_unit_test(test_a_word_no_action_has_names_none),
        cmocka_unit_test(test_every_word_names_its_own_action_and_no_other),
        cmocka_unit_test(test_the_flags_say_what_each_action_is),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
