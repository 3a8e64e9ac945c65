/* The turn and the player's movement, driven through game_do on hand-drawn
 * maps. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "murk/game.h"
#include "support/ascii_map.h"

static const char *const room[] = {
    "#######", "#.....#", "#..@..#", "#.....#", "#######",
};

static struct action move(int dx, int dy)
{
    return (struct action){ACTION_MOVE, {dx, dy}};
}

static void test_a_step_onto_floor_moves_and_takes_a_turn(void **state)
{
    (void)state;
    struct game g;
    assert_int_equal(game_new_from_ascii(&g, 1, room, ASCII_ROWS(room), NULL), 0);
    assert_true(game_do(&g, move(1, 1)));
    assert_int_equal(g.player.pos.x, 4);
    assert_int_equal(g.player.pos.y, 3);
    assert_int_equal(g.turn, 1);
    game_free(&g);
}

static void test_walking_into_a_wall_costs_no_turn(void **state)
{
    (void)state;
    struct game g;
    assert_int_equal(game_new_from_ascii(&g, 1, room, ASCII_ROWS(room), NULL), 0);
    assert_true(game_do(&g, move(0, -1)));
    assert_false(game_do(&g, move(0, -1)));
    assert_int_equal(g.player.pos.y, 1);
    assert_int_equal(g.turn, 1);
    game_free(&g);
}

static void test_waiting_takes_a_turn_and_stays_put(void **state)
{
    (void)state;
    struct game g;
    assert_int_equal(game_new_from_ascii(&g, 1, room, ASCII_ROWS(room), NULL), 0);
    assert_true(game_do(&g, (struct action){ACTION_WAIT, {0, 0}}));
    assert_int_equal(g.turn, 1);
    assert_int_equal(g.player.pos.x, 3);
    game_free(&g);
}

static void test_the_player_starts_with_the_rules_numbers(void **state)
{
    (void)state;
    struct game g;
    assert_int_equal(game_new(&g, 42, NULL), 0);
    assert_int_equal(g.player.health, 30);
    assert_int_equal(g.player.health_max, 30);
    assert_int_equal(g.player.sight, 9);
    assert_int_equal(g.depth, 1);
    assert_true(map_walkable(&g.map, g.player.pos.x, g.player.pos.y));
    game_free(&g);
}

static void test_seen_cells_are_remembered_after_walking_away(void **state)
{
    (void)state;
    static const char *const corridor[] = {
        "##############",
        "#@...........#",
        "##############",
    };
    struct game g;
    assert_int_equal(game_new_from_ascii(&g, 1, corridor, ASCII_ROWS(corridor), NULL), 0);
    struct pos far = {12, 1};
    assert_false(game_sees(&g, far));
    for (int i = 0; i < 5; i++)
        game_do(&g, move(1, 0));
    assert_true(game_sees(&g, far));
    for (int i = 0; i < 5; i++)
        game_do(&g, move(-1, 0));
    assert_false(game_sees(&g, far));
    assert_true(g.map.remembered[map_index(&g.map, far.x, far.y)]);
    game_free(&g);
}

static void test_the_chase_map_follows_the_player(void **state)
{
    (void)state;
    struct game g;
    assert_int_equal(game_new_from_ascii(&g, 1, room, ASCII_ROWS(room), NULL), 0);
    assert_int_equal(dmap_get(&g.chase, (struct pos){3, 2}), 0);
    assert_int_equal(dmap_get(&g.chase, (struct pos){5, 2}), 2);
    game_do(&g, move(1, 0));
    assert_int_equal(dmap_get(&g.chase, (struct pos){4, 2}), 0);
    assert_int_equal(dmap_get(&g.chase, (struct pos){5, 2}), 1);
    game_free(&g);
}

static void test_the_same_seed_gives_the_same_start(void **state)
{
    (void)state;
    struct game a, b;
    assert_int_equal(game_new(&a, 7, NULL), 0);
    assert_int_equal(game_new(&b, 7, NULL), 0);
    assert_true(grid_eq(a.player.pos, b.player.pos));
    assert_memory_equal(a.map.tiles, b.map.tiles, (size_t)(a.map.width * a.map.height));
    game_free(&a);
    game_free(&b);
}

static void test_revealing_the_map_marks_a_debugging_aid(void **state)
{
    (void)state;
    struct game g;
    assert_int_equal(game_new(&g, 3, NULL), 0);
    assert_false(g.debug_used);
    game_reveal_map(&g);
    assert_true(g.debug_used);
    for (int i = 0; i < g.map.width * g.map.height; i++)
        if (g.map.tiles[i] == TILE_FLOOR)
            assert_true(g.map.remembered[i]);
    game_free(&g);
}

static void test_a_map_without_a_player_is_refused(void **state)
{
    (void)state;
    static const char *const empty[] = {"###", "#.#", "###"};
    struct game g;
    assert_int_equal(game_new_from_ascii(&g, 1, empty, ASCII_ROWS(empty), NULL), -1);
    game_free(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_step_onto_floor_moves_and_takes_a_turn),
        cmocka_unit_test(test_walking_into_a_wall_costs_no_turn),
        cmocka_unit_test(test_waiting_takes_a_turn_and_stays_put),
        cmocka_unit_test(test_the_player_starts_with_the_rules_numbers),
        cmocka_unit_test(test_seen_cells_are_remembered_after_walking_away),
        cmocka_unit_test(test_the_chase_map_follows_the_player),
        cmocka_unit_test(test_the_same_seed_gives_the_same_start),
        cmocka_unit_test(test_revealing_the_map_marks_a_debugging_aid),
        cmocka_unit_test(test_a_map_without_a_player_is_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
