/* The run: ten floors, stairs, the Lamp of the Deep, points, and a census
 * of what the shipped data puts on the floors. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "murk/game.h"
#include "murk/look.h"
#include "support/ascii_map.h"
#include "support/driver.h"
#include "support/real_data.h"
#include "support/said.h"
#include "support/test_kinds.h"

static struct action act(enum action_kind kind)
{
    return (struct action){.kind = kind, .slot = -1, .target = -1};
}

static int stairs_count(const struct game *g)
{
    int n = 0;
    for (int i = 0; i < g->floor.map.width * g->floor.map.height; i++)
        n += g->floor.map.tiles[i] == TILE_STAIRS;
    return n;
}

/* Puts the player on the stairs, as a test may. */
static void stand_on_stairs(struct game *g)
{
    g->run.player.pos = world_stairs_down(g);
    game_rebuild_caches(g);
}

static void test_floors_one_to_nine_have_one_staircase_far_from_the_arrival(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 30; seed++) {
        struct game g;
        assert_int_equal(game_new(&g, seed, real_kinds(), real_items()), 0);
        for (int depth = 1; depth < 10; depth++) {
            assert_int_equal(g.run.depth, depth);
            assert_int_equal(stairs_count(&g), 1);
            assert_true(world_stairs_at(&g, world_stairs_down(&g)));
            assert_false(g.floor.has_lamp);
            /* At least half the greatest walking distance from the arrival. */
            const struct dmap *from = world_chase_map(&g);
            int32_t farthest = 0;
            for (int y = 0; y < g.floor.map.height; y++)
                for (int x = 0; x < g.floor.map.width; x++) {
                    int32_t d = dmap_get(from, (struct pos){x, y});
                    if (d < DMAP_UNREACHABLE && d > farthest)
                        farthest = d;
                }
            assert_true(dmap_get(from, world_stairs_down(&g)) * 2 >= farthest);
            assert_true(farthest > 10);
            /* The arrival: a room's floor, no monster in view. */
            assert_true(map_room_at(&g.floor.map, g.run.player.pos) >= 0);
            assert_false(world_sees_a_monster(&g));
            stand_on_stairs(&g);
            assert_true(game_do(&g, act(ACTION_DESCEND)).took);
        }
        assert_int_equal(g.run.depth, 10);
        assert_int_equal(stairs_count(&g), 0);
        assert_true(grid_eq(world_stairs_down(&g), (struct pos){-1, -1}));
        assert_true(g.floor.has_lamp);
        assert_false(world_sees_a_monster(&g));
        game_free(&g);
    }
}

static void test_descending_says_so_and_takes_the_player_down(void **state)
{
    (void)state;
    struct game g;
    assert_int_equal(game_new(&g, 4, real_kinds(), real_items()), 0);
    int turn = g.run.turn;
    stand_on_stairs(&g);
    assert_true(game_do(&g, act(ACTION_DESCEND)).took);
    assert_int_equal(g.run.depth, 2);
    assert_int_equal(g.run.turn, turn + 1);
    assert_true(said(&g, "You descend to floor 2."));
    /* A new floor: the old one is gone, nothing of it remembered. */
    assert_int_equal(stairs_count(&g), 1);
    int remembered = 0;
    for (int i = 0; i < g.floor.map.width * g.floor.map.height; i++)
        remembered += g.floor.map.remembered[i];
    assert_true(remembered > 0 && remembered < 400);
    game_free(&g);
}

static void test_descending_off_the_stairs_says_there_are_none_and_takes_no_turn(void **state)
{
    (void)state;
    struct game g;
    assert_int_equal(game_new(&g, 4, real_kinds(), real_items()), 0);
    assert_false(game_do(&g, act(ACTION_DESCEND)).took);
    assert_int_equal(g.run.depth, 1);
    assert_int_equal(g.run.turn, 0);
    assert_string_equal(said_newest(&g, 0), "There are no stairs down here.");
    game_free(&g);
}

/* Floor 5 of a seed, after floors 1 to 4 played the given way. */
static void floor_five(struct game *g, uint64_t seed, bool fight_first)
{
    assert_int_equal(game_new(g, seed, real_kinds(), real_items()), 0);
    struct rng r;
    rng_seed(&r, 77);
    for (int depth = 1; depth < 5; depth++) {
        int turns = fight_first ? 40 * depth : 3;
        for (int i = 0; i < turns && !g->run.over; i++)
            game_do(g,
                    (struct action){.kind = ACTION_MOVE,
                                    .dir = grid_dir(rng_range(&r, 0, GRID_DIRS - 1))});
        g->run.over = false;
        g->run.player.health = g->run.player.health_max;
        stand_on_stairs(g);
        assert_true(game_do(g, act(ACTION_DESCEND)).took);
    }
}

static void test_a_floor_is_the_same_however_the_floors_above_were_played(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 5; seed++) {
        struct game a, b;
        floor_five(&a, seed, true);
        floor_five(&b, seed, false);
        assert_int_equal(a.run.depth, 5);
        assert_int_equal(b.run.depth, 5);
        assert_true(a.run.turn != b.run.turn);
        size_t cells = (size_t)(a.floor.map.width * a.floor.map.height);
        assert_memory_equal(a.floor.map.tiles, b.floor.map.tiles, cells);
        assert_int_equal(a.floor.monster_count, b.floor.monster_count);
        for (int i = 0; i < a.floor.monster_count; i++) {
            assert_int_equal(a.floor.monsters[i].kind, b.floor.monsters[i].kind);
            assert_true(grid_eq(a.floor.monsters[i].base.pos, b.floor.monsters[i].base.pos));
        }
        assert_int_equal(a.floor.items.count, b.floor.items.count);
        for (int i = 0; i < a.floor.items.count; i++)
            assert_int_equal(a.floor.items.items[i].kind, b.floor.items.items[i].kind);
        game_free(&a);
        game_free(&b);
    }
}

static const char *const lamp_room[] = {
    "##########",
    "#@.......#",
    "#........#",
    "##########",
};

/* A hand-made last floor with the Lamp beside the player. */
static void beside_the_lamp(struct game *g)
{
    assert_int_equal(game_new_from_ascii(g, 1, lamp_room, ASCII_ROWS(lamp_room), test_kinds()), 0);
    g->run.depth = 10; /* the last floor: RULES.md has ten */
    g->floor.has_lamp = true;
    g->floor.lamp = (struct pos){2, 1};
}

static void test_lifting_the_lamp_wins_the_run(void **state)
{
    (void)state;
    struct game g;
    beside_the_lamp(&g);
    game_add_monster(&g, test_kind("goblin"), (struct pos){8, 2});
    assert_true(game_do(&g, (struct action){.kind = ACTION_MOVE, .dir = {1, 0}}).took);
    assert_true(said(&g, "You see here the Lamp of the Deep."));
    assert_true(game_do(&g, act(ACTION_PICK_UP)).took);
    assert_true(g.run.won);
    assert_true(g.run.over);
    assert_false(g.floor.has_lamp);
    assert_string_equal(said_newest(&g, 0),
                        "You lift the Lamp of the Deep. Its light drives back the murk.");
    /* The run is over: nothing more happens. */
    int turn = g.run.turn;
    assert_false(game_do(&g, act(ACTION_WAIT)).took);
    assert_int_equal(g.run.turn, turn);
    game_free(&g);
}

static void test_points_count_kills_floors_and_the_win(void **state)
{
    (void)state;
    struct game g;
    beside_the_lamp(&g);
    int rat = game_add_monster(&g, test_kind("rat"), (struct pos){1, 2});
    int goblin = game_add_monster(&g, test_kind("goblin"), (struct pos){2, 2});
    g.floor.monsters[rat].base.health = 1;
    g.floor.monsters[goblin].base.health = 1;
    g.floor.monsters[goblin].base.defense = 0;
    /* Floor 10: 9 floors below the first, 50 each. */
    assert_int_equal(world_points(&g), 450);
    game_do(&g, (struct action){.kind = ACTION_MOVE, .dir = {0, 1}});
    assert_false(entity_alive(&g.floor.monsters[rat].base));
    assert_int_equal(world_points(&g), 450 + 3); /* the rat's most health */
    game_do(&g, (struct action){.kind = ACTION_MOVE, .dir = {1, 1}});
    assert_false(entity_alive(&g.floor.monsters[goblin].base));
    assert_int_equal(world_points(&g), 450 + 3 + 8);
    assert_int_equal(g.run.kills, 2);
    game_do(&g, (struct action){.kind = ACTION_MOVE, .dir = {1, 0}});
    game_do(&g, act(ACTION_PICK_UP));
    assert_int_equal(world_points(&g), 450 + 3 + 8 + 1000);
    game_free(&g);
}

static void test_a_first_floor_run_starts_with_no_points(void **state)
{
    (void)state;
    struct game g;
    assert_int_equal(game_new(&g, 2, real_kinds(), real_items()), 0);
    assert_int_equal(world_points(&g), 0);
    stand_on_stairs(&g);
    game_do(&g, act(ACTION_DESCEND));
    assert_int_equal(world_points(&g), 50);
    game_free(&g);
}

static void test_what_lies_here_is_said_on_arrival_and_on_asking(void **state)
{
    (void)state;
    struct game g;
    assert_int_equal(game_new_from_ascii(&g, 1, lamp_room, ASCII_ROWS(lamp_room), test_kinds()), 0);
    game_use_items(&g, test_items());
    item_floor_add(&g.floor.items, test_item_kind("dagger"), (struct pos){2, 1});
    item_floor_add(&g.floor.items, test_item_kind("dagger"), (struct pos){3, 1});
    item_floor_add(&g.floor.items, test_item_kind("sword"), (struct pos){3, 1});
    item_floor_add(&g.floor.items, test_item_kind("chain mail"), (struct pos){3, 1});
    game_do(&g, (struct action){.kind = ACTION_MOVE, .dir = {1, 0}});
    assert_string_equal(said_newest(&g, 0), "You see here a dagger.");
    game_do(&g, (struct action){.kind = ACTION_MOVE, .dir = {1, 0}});
    assert_string_equal(said_newest(&g, 0), "You see here 3 things.");
    int turn = g.run.turn;
    assert_false(game_do(&g, act(ACTION_LOOK_HERE)).took);
    assert_int_equal(g.run.turn, turn);
    assert_string_equal(said_newest(&g, 0), "You see here chain mail, a sword and a dagger.");
    game_do(&g, (struct action){.kind = ACTION_MOVE, .dir = {1, 0}});
    game_do(&g, act(ACTION_LOOK_HERE));
    assert_string_equal(said_newest(&g, 0), "There is nothing here.");
    game_free(&g);
}

static void test_look_names_items_and_stairs(void **state)
{
    (void)state;
    struct game g;
    assert_int_equal(game_new_from_ascii(&g, 1, lamp_room, ASCII_ROWS(lamp_room), test_kinds()), 0);
    game_use_items(&g, test_items());
    g.floor.map.tiles[map_index(&g.floor.map, 5, 1)] = TILE_STAIRS;
    item_floor_add(&g.floor.items, test_item_kind("sword"), (struct pos){3, 2});
    game_rebuild_caches(&g);
    char text[160];
    look_describe(&g, (struct pos){5, 1}, text, sizeof text);
    assert_string_equal(text, "Stairs down.");
    look_describe(&g, (struct pos){3, 2}, text, sizeof text);
    assert_string_equal(text, "A sword.");
    game_do(&g, (struct action){.kind = ACTION_MOVE, .dir = {1, 0}});
    game_do(&g, (struct action){.kind = ACTION_MOVE, .dir = {1, 0}});
    game_do(&g, (struct action){.kind = ACTION_MOVE, .dir = {1, 0}});
    game_do(&g, (struct action){.kind = ACTION_MOVE, .dir = {1, 0}});
    assert_string_equal(said_newest(&g, 0), "There are stairs down here.");
    game_free(&g);
}

/* The census: runs played down by the test driver, kept alive and made
 * strong by the test (what it counts is what the floors hold, not how well
 * a player fights: a bare-handed player cannot outhit a troll's healing). */
static void test_a_thousand_runs_meet_every_kind_and_no_floor_below_the_first_is_empty(void **state)
{
    (void)state;
    enum { RUNS = 1000 };
    const struct kind_list *kinds = real_kinds();
    const struct item_kind_list *items = real_items();
    int kind_seen[64] = {0}, item_seen[64] = {0};
    int empty_floors = 0, floors = 0, lamps = 0;
    struct driver driver = {0};
    for (uint64_t seed = 1; seed <= RUNS; seed++) {
        struct game g;
        assert_int_equal(game_new(&g, seed, kinds, items), 0);
        g.run.player.damage_min = 10;
        g.run.player.damage_max = 20;
        g.run.player.health = g.run.player.health_max = 1000;
        int counted_depth = 0;
        for (int actions = 0; actions < 5000 && !g.run.over; actions++) {
            if (g.run.depth != counted_depth) {
                counted_depth = g.run.depth;
                floors++;
                int living = 0;
                for (int i = 0; i < g.floor.monster_count; i++) {
                    kind_seen[g.floor.monsters[i].kind]++;
                    living++;
                }
                if (g.run.depth >= 2 && living == 0)
                    empty_floors++;
                for (int i = 0; i < g.floor.items.count; i++)
                    item_seen[g.floor.items.items[i].kind]++;
                lamps += g.floor.has_lamp;
            }
            struct action action;
            char key;
            if (!driver_next(&driver, &g, &action, &key))
                break;
            game_do(&g, action);
            if (g.run.player.health < g.run.player.health_max / 2)
                g.run.player.health = g.run.player.health_max;
        }
        assert_true(g.run.won);
        game_free(&g);
    }
    driver_free(&driver);
    assert_int_equal(floors, RUNS * 10);
    assert_int_equal(lamps, RUNS);
    assert_int_equal(empty_floors, 0);
    for (int k = 0; k < kinds->count; k++) {
        if (kind_seen[k] == 0)
            print_error("no %s in %d runs\n", kinds->kinds[k].name, RUNS);
        assert_true(kind_seen[k] > 0);
    }
    for (int k = 0; k < items->count; k++) {
        if (item_seen[k] == 0)
            print_error("no %s in %d runs\n", items->kinds[k].name, RUNS);
        assert_true(item_seen[k] > 0);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_floors_one_to_nine_have_one_staircase_far_from_the_arrival),
        cmocka_unit_test(test_descending_says_so_and_takes_the_player_down),
        cmocka_unit_test(test_descending_off_the_stairs_says_there_are_none_and_takes_no_turn),
        cmocka_unit_test(test_a_floor_is_the_same_however_the_floors_above_were_played),
        cmocka_unit_test(test_lifting_the_lamp_wins_the_run),
        cmocka_unit_test(test_points_count_kills_floors_and_the_win),
        cmocka_unit_test(test_a_first_floor_run_starts_with_no_points),
        cmocka_unit_test(test_what_lies_here_is_said_on_arrival_and_on_asking),
        cmocka_unit_test(test_look_names_items_and_stairs),
        cmocka_unit_test(
            test_a_thousand_runs_meet_every_kind_and_no_floor_below_the_first_is_empty),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
