/* Monster kinds on the floor: placement and the choice of kind. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "murk/turn/game.h"
#include "support/test_kinds.h"

static void test_about_one_monster_a_room_and_none_in_the_players(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 200; seed++) {
        static struct game g;
        assert_int_equal(game_new(&g, seed, test_kinds(), NULL), 0);
        int player_room = map_room_at(&g.floor.map, g.run.player.pos);
        assert_true(g.floor.monster_count >= g.floor.map.room_count - 3);
        assert_true(g.floor.monster_count <= g.floor.map.room_count - 1);
        for (int i = 0; i < g.floor.monster_count; i++) {
            struct pos p = g.floor.monsters[i].base.pos;
            assert_int_not_equal(map_room_at(&g.floor.map, p), player_room);
            assert_true(map_walkable(&g.floor.map, p.x, p.y));
            for (int j = i + 1; j < g.floor.monster_count; j++)
                assert_false(grid_eq(p, g.floor.monsters[j].base.pos));
        }
        game_free(&g);
    }
}

static void test_a_monster_starts_with_its_kinds_numbers(void **state)
{
    (void)state;
    struct monster m;
    monster_init(&m, test_kinds(), test_kind("brute"), (struct pos){4, 5});
    assert_int_equal(m.base.health, 20);
    assert_int_equal(m.base.health_max, 20);
    assert_int_equal(m.base.defense, 3);
    assert_int_equal(m.base.damage_min, 5);
    assert_int_equal(m.base.damage_max, 5);
    assert_int_equal(m.base.glyph, 'B');
    assert_int_equal(m.base.pos.x, 4);
}

static void test_kinds_are_picked_by_frequency_within_their_depths(void **state)
{
    (void)state;
    struct kind kinds[2] = {
        {.name = "common", .depth_min = 1, .depth_max = 5, .frequency = 90},
        {.name = "rare", .depth_min = 1, .depth_max = 2, .frequency = 10},
    };
    struct kind_list list = {kinds, 2, 2};
    struct rng rng;
    rng_seed(&rng, 5);
    int rare = 0;
    for (int i = 0; i < 10000; i++)
        rare += monster_pick_kind(&list, 1, &rng) == 1;
    assert_true(rare > 800 && rare < 1200);
    for (int i = 0; i < 100; i++)
        assert_int_equal(monster_pick_kind(&list, 4, &rng), 0);
    assert_int_equal(monster_pick_kind(&list, 9, &rng), -1);
}

static void test_no_monster_is_added_on_a_wall_or_an_occupied_cell(void **state)
{
    (void)state;
    static struct game g;
    assert_int_equal(game_new(&g, 8, test_kinds(), NULL), 0);
    int before = g.floor.monster_count;
    assert_int_equal(game_add_monster(&g, 0, (struct pos){0, 0}), -1);
    assert_int_equal(game_add_monster(&g, 0, g.run.player.pos), -1);
    assert_int_equal(game_add_monster(&g, 99, g.run.player.pos), -1);
    assert_int_equal(g.floor.monster_count, before);
    game_free(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_about_one_monster_a_room_and_none_in_the_players),
        cmocka_unit_test(test_a_monster_starts_with_its_kinds_numbers),
        cmocka_unit_test(test_kinds_are_picked_by_frequency_within_their_depths),
        cmocka_unit_test(test_no_monster_is_added_on_a_wall_or_an_occupied_cell),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
