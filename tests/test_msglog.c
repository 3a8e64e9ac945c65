/* The message log: newest first, repeats folded, a bounded ring. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include <limits.h>
#include <stdio.h>

#include "murk/base/msglog.h"

static void test_the_newest_message_comes_first(void **state)
{
    (void)state;
    static struct msglog log;
    memset(&log, 0, sizeof log);
    msglog_add(&log, 1, "You hit the goblin for %d.", 3);
    msglog_add(&log, 2, "The goblin hits you for %d.", 2);
    assert_string_equal(msglog_get(&log, 0)->text, "The goblin hits you for 2.");
    assert_string_equal(msglog_get(&log, 1)->text, "You hit the goblin for 3.");
    assert_null(msglog_get(&log, 2));
    assert_null(msglog_get(&log, -1));
}

static void test_a_repeated_message_is_counted_not_repeated(void **state)
{
    (void)state;
    static struct msglog log;
    memset(&log, 0, sizeof log);
    msglog_add(&log, 1, "You stagger.");
    msglog_add(&log, 2, "You stagger.");
    assert_int_equal(log.count, 1);
    assert_int_equal(msglog_get(&log, 0)->repeat, 2);
    assert_int_equal(msglog_get(&log, 0)->turn, 2);
}

/* Two lines said in turn, a turn apart, over and over (a blow each way
 * glancing off), stay two lines, each with its count; the same two said
 * turns apart are lines of their own. */
static void test_an_exchange_of_two_lines_is_counted_on_each(void **state)
{
    (void)state;
    static struct msglog log;
    memset(&log, 0, sizeof log);
    for (int turn = 1; turn <= 4; turn++) {
        msglog_add(&log, turn, "Your blow glances off the brute.");
        msglog_add(&log, turn, "The brute's blow glances off you.");
    }
    assert_int_equal(log.count, 2);
    assert_int_equal(msglog_get(&log, 1)->repeat, 4);
    assert_int_equal(msglog_get(&log, 0)->repeat, 4);
    assert_int_equal(log.said, 8);
    msglog_add(&log, 9, "Your blow glances off the brute.");
    assert_int_equal(log.count, 3);
}

/* Walks that stop for the same reason turns apart make one line with its
 * count, not a wall of the same line; another line between them breaks
 * the run. */
static void test_the_same_line_turns_apart_is_counted_too(void **state)
{
    (void)state;
    static struct msglog log;
    memset(&log, 0, sizeof log);
    msglog_add(&log, 50, "You stop: a hobgoblin comes into view.");
    msglog_add(&log, 57, "You stop: a hobgoblin comes into view.");
    msglog_add(&log, 81, "You stop: a hobgoblin comes into view.");
    msglog_add(&log, 140, "You stop: a hobgoblin comes into view.");
    assert_int_equal(log.count, 1);
    assert_int_equal(msglog_get(&log, 0)->repeat, 4);
    assert_int_equal(msglog_get(&log, 0)->turn, 140);
    assert_int_equal(log.said, 4);
    msglog_add(&log, 141, "You hit the hobgoblin.");
    msglog_add(&log, 142, "You stop: a hobgoblin comes into view.");
    assert_int_equal(log.count, 3);
    assert_int_equal(msglog_get(&log, 0)->repeat, 1);
}

static void test_the_log_keeps_only_the_latest_messages(void **state)
{
    (void)state;
    static struct msglog log;
    memset(&log, 0, sizeof log);
    for (int i = 0; i < MSGLOG_CAPACITY + 25; i++)
        msglog_add(&log, i * 5, "message %d", i);
    assert_int_equal(log.count, MSGLOG_CAPACITY);
    assert_string_equal(msglog_get(&log, 0)->text, "message 124");
    assert_string_equal(msglog_get(&log, MSGLOG_CAPACITY - 1)->text, "message 25");
}

static void test_a_long_message_is_cut_to_fit(void **state)
{
    (void)state;
    static struct msglog log;
    memset(&log, 0, sizeof log);
    char long_text[MSGLOG_LINE * 2];
    memset(long_text, 'a', sizeof long_text - 1);
    long_text[sizeof long_text - 1] = '\0';
    msglog_add(&log, 0, "%s", long_text);
    assert_int_equal(strlen(msglog_get(&log, 0)->text), MSGLOG_LINE - 1);
    /* A text already made is cut the same, and is the same line again. */
    msglog_add_text(&log, 1, long_text);
    assert_int_equal(log.count, 1);
    assert_int_equal(msglog_get(&log, 0)->repeat, 2);
    msglog_add_text(&log, 2, "short");
    assert_string_equal(msglog_get(&log, 0)->text, "short");
}

/* msglog_vformat's line and vsnprintf's, for the same format and size,
 * and each one's length of the whole line. */
static void both(char *ours, char *theirs, size_t size, const char *fmt, ...)
{
    va_list a, b;
    va_start(a, fmt);
    va_copy(b, a);
    int our_length = msglog_vformat(ours, size, fmt, a);
    int their_length = vsnprintf(theirs, size, fmt, b);
    va_end(b);
    va_end(a);
    assert_int_equal(our_length, their_length);
}

#define SAME(size, ...)                                                                            \
    do {                                                                                           \
        char ours[64], theirs[64];                                                                 \
        memset(ours, 'x', sizeof ours);                                                            \
        memset(theirs, 'x', sizeof theirs);                                                        \
        both(ours, theirs, (size), __VA_ARGS__);                                                   \
        assert_memory_equal(ours, theirs, sizeof ours);                                            \
    } while (0)

static void test_a_line_is_formatted_as_the_library_would(void **state)
{
    (void)state;
    SAME(64, "The %s hits you for %d.", "goblin", 7);
    SAME(64, "%d %d %d %d", 0, -1, INT_MAX, INT_MIN);
    SAME(64, "%s%s%s.", "", "a: ", "b");
    SAME(64, "100%% sure, %s", "yes");
    SAME(64, "no conversion at all");
    SAME(64, "");
    /* Cut to fit, at every size round the line's length. */
    for (size_t size = 0; size <= 24; size++)
        SAME(size, "You see here %s and %d more.", "a dagger", -12345);
    /* Another conversion: the library's whole. */
    SAME(64, "%5d|%-4s|%x|%s", 42, "ab", 255, "tail");
    SAME(64, "%s then %3d", "first", 9);
    SAME(64, "heard the %s's %.*s", "goblin", 4, "shouting");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_newest_message_comes_first),
        cmocka_unit_test(test_a_repeated_message_is_counted_not_repeated),
        cmocka_unit_test(test_the_same_line_turns_apart_is_counted_too),
        cmocka_unit_test(test_an_exchange_of_two_lines_is_counted_on_each),
        cmocka_unit_test(test_the_log_keeps_only_the_latest_messages),
        cmocka_unit_test(test_a_long_message_is_cut_to_fit),
        cmocka_unit_test(test_a_line_is_formatted_as_the_library_would),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
