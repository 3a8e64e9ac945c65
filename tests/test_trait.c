#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "murk/base/kind.h"
#include "murk/base/trait.h"

static void test_every_trait_has_a_word_and_a_description(void **state)
{
    (void)state;
    for (int t = 0; t < TRAIT_COUNT; t++) {
        assert_non_null(trait_name((enum trait)t));
        assert_true(strlen(trait_name((enum trait)t)) > 0);
        assert_non_null(trait_description((enum trait)t));
        assert_true(strlen(trait_description((enum trait)t)) > 0);
    }
}

static void test_each_word_reads_back_as_its_trait(void **state)
{
    (void)state;
    for (int t = 0; t < TRAIT_COUNT; t++) {
        const char *word = trait_name((enum trait)t);
        assert_int_equal(trait_from_word(word, strlen(word)), t);
    }
}

static void test_the_list_names_the_traits_of_the_rules(void **state)
{
    (void)state;
    assert_string_equal(trait_name(TRAIT_NEVER_SLEEPS), "never_sleeps");
    assert_string_equal(trait_name(TRAIT_ERRATIC), "erratic");
    assert_string_equal(trait_name(TRAIT_STATIONARY), "stationary");
    assert_string_equal(trait_name(TRAIT_SHRIEKS), "shrieks");
    assert_string_equal(trait_name(TRAIT_SLOW), "slow");
    assert_string_equal(trait_name(TRAIT_FEARLESS), "fearless");
    assert_string_equal(trait_name(TRAIT_REGENERATES), "regenerates");
    /* drains is a blow's effect now (blow:drain), read from old files. */
    assert_int_equal(trait_from_word("drains", 6), -1);
}

static void test_words_are_distinct(void **state)
{
    (void)state;
    for (int a = 0; a < TRAIT_COUNT; a++)
        for (int b = a + 1; b < TRAIT_COUNT; b++)
            assert_string_not_equal(trait_name((enum trait)a), trait_name((enum trait)b));
}

static void test_bits_are_distinct_single_bits(void **state)
{
    (void)state;
    uint32_t all = 0;
    for (int t = 0; t < TRAIT_COUNT; t++) {
        uint32_t bit = TRAIT_BIT(t);
        assert_int_not_equal(bit, 0);
        assert_int_equal(bit & (bit - 1), 0); /* exactly one bit set */
        assert_int_equal(all & bit, 0);
        all |= bit;
    }
    assert_int_equal(TRAIT_BIT(TRAIT_NEVER_SLEEPS), 1u);
}

static void test_unknown_or_partial_words_are_not_traits(void **state)
{
    (void)state;
    assert_int_equal(trait_from_word("never_sleep", 11), -1);
    assert_int_equal(trait_from_word("never_sleepss", 13), -1);
    assert_int_equal(trait_from_word("ERRATIC", 7), -1);
    assert_int_equal(trait_from_word("", 0), -1);
    assert_int_equal(trait_from_word(NULL, 0), -1);
    /* The length decides, not a NUL: "slowly" cut to 4 bytes is "slow". */
    assert_int_equal(trait_from_word("slowly", 4), TRAIT_SLOW);
}

static void test_values_outside_the_list_have_no_name(void **state)
{
    (void)state;
    assert_null(trait_name(TRAIT_COUNT));
    assert_null(trait_name((enum trait) - 1));
    assert_null(trait_description(TRAIT_COUNT));
}

static void test_kind_has_reads_the_trait_bits(void **state)
{
    (void)state;
    struct kind bat = {.traits = TRAIT_BIT(TRAIT_NEVER_SLEEPS) | TRAIT_BIT(TRAIT_ERRATIC)};
    assert_true(kind_has(&bat, TRAIT_NEVER_SLEEPS));
    assert_true(kind_has(&bat, TRAIT_ERRATIC));
    assert_false(kind_has(&bat, TRAIT_STATIONARY));
    assert_false(kind_has(&bat, TRAIT_SLOW));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_trait_has_a_word_and_a_description),
        cmocka_unit_test(test_each_word_reads_back_as_its_trait),
        cmocka_unit_test(test_the_list_names_the_traits_of_the_rules),
        cmocka_unit_test(test_words_are_distinct),
        cmocka_unit_test(test_bits_are_distinct_single_bits),
        cmocka_unit_test(test_unknown_or_partial_words_are_not_traits),
        cmocka_unit_test(test_values_outside_the_list_have_no_name),
        cmocka_unit_test(test_kind_has_reads_the_trait_bits),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
