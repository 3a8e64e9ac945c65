/* Positions, directions and straight lines. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "murk/base/grid.h"

static void test_the_eight_directions_are_distinct_single_steps(void **state)
{
    (void)state;
    for (int i = 0; i < GRID_DIRS; i++) {
        struct pos d = grid_dir(i);
        assert_int_equal(grid_distance((struct pos){0, 0}, d), 1);
        for (int j = i + 1; j < GRID_DIRS; j++)
            assert_false(grid_eq(d, grid_dir(j)));
    }
    assert_true(grid_eq(grid_dir(GRID_DIRS), grid_dir(0)));
    assert_true(grid_eq(grid_dir(-1), grid_dir(GRID_DIRS - 1)));
}

static void test_distance_counts_eight_way_steps(void **state)
{
    (void)state;
    assert_int_equal(grid_distance((struct pos){1, 1}, (struct pos){4, 3}), 3);
    assert_int_equal(grid_distance((struct pos){4, 3}, (struct pos){1, 1}), 3);
    assert_true(grid_adjacent((struct pos){2, 2}, (struct pos){3, 3}));
    assert_false(grid_adjacent((struct pos){2, 2}, (struct pos){2, 2}));
}

static void test_a_line_joins_its_ends_one_step_at_a_time(void **state)
{
    (void)state;
    struct pos cells[64];
    struct pos ends[][2] = {
        {{0, 0}, {7, 3}},
        {{7, 3}, {0, 0}},
        {{2, 5}, {2, -4}},
        {{-3, 1}, {6, 1}},
        {{4, 4}, {4, 4}},
    };
    for (size_t e = 0; e < sizeof ends / sizeof ends[0]; e++) {
        int n = grid_line(ends[e][0], ends[e][1], cells, 64);
        assert_int_equal(n, grid_distance(ends[e][0], ends[e][1]) + 1);
        assert_true(grid_eq(cells[0], ends[e][0]));
        assert_true(grid_eq(cells[n - 1], ends[e][1]));
        for (int k = 1; k < n; k++)
            assert_true(grid_adjacent(cells[k - 1], cells[k]));
    }
}

static void test_a_line_longer_than_the_buffer_is_counted_not_overrun(void **state)
{
    (void)state;
    struct pos cells[4];
    assert_int_equal(grid_line((struct pos){0, 0}, (struct pos){9, 0}, cells, 4), 10);
    assert_true(grid_eq(cells[3], (struct pos){3, 0}));
}

static void test_inside_is_from_zero_to_below_the_size(void **state)
{
    (void)state;
    assert_true(grid_inside(0, 0, 3, 2));
    assert_true(grid_inside(2, 1, 3, 2));
    assert_false(grid_inside(3, 1, 3, 2));
    assert_false(grid_inside(2, 2, 3, 2));
    assert_false(grid_inside(-1, 0, 3, 2));
    assert_false(grid_inside(0, -1, 3, 2));
    assert_false(grid_inside(-2147483647 - 1, 0, 3, 2));
    assert_false(grid_inside(0, 0, 0, 0));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_eight_directions_are_distinct_single_steps),
        cmocka_unit_test(test_distance_counts_eight_way_steps),
        cmocka_unit_test(test_a_line_joins_its_ends_one_step_at_a_time),
        cmocka_unit_test(test_a_line_longer_than_the_buffer_is_counted_not_overrun),
        cmocka_unit_test(test_inside_is_from_zero_to_below_the_size),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
