/* The walk-toward map cache: shared by goal, reused while the goal stays,
 * and stepping the same way a full Dijkstra map would. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "murk/base/passability.h"
#include "murk/base/pathcache.h"
#include "support/ascii_map.h"

static const char *const rows[] = {
    "############",
    "#..........#",
    "#.#######..#",
    "#.#.....#..#",
    "#...#...#..#",
    "############",
};

static void test_monsters_heading_for_one_cell_share_one_scan(void **state)
{
    (void)state;
    struct map map;
    ASCII_MAP(&map, rows);
    static struct pathcache cache;
    assert_int_equal(pathcache_init(&cache, &map, passability_tiles(PASS_WALKER)), 0);
    struct rng rng;
    rng_seed(&rng, 1);
    struct pos goal = {10, 4};
    pathcache_step(&cache, goal, (struct pos){1, 1}, 1, &rng, NULL, NULL);
    pathcache_step(&cache, goal, (struct pos){3, 3}, 1, &rng, NULL, NULL);
    pathcache_step(&cache, goal, (struct pos){1, 1}, 1, &rng, NULL, NULL);
    assert_int_equal(cache.scans, 1);
    assert_int_equal(cache.lookups, 3);
    pathcache_free(&cache);
    map_free(&map);
}

static void test_as_many_goals_as_monsters_never_push_each_other_out(void **state)
{
    (void)state;
    static const char *const open[] = {
        "##################################",
        "#................................#",
        "#................................#",
        "#................................#",
        "#................................#",
        "#................................#",
        "#................................#",
        "#................................#",
        "#................................#",
        "##################################",
    };
    struct map map;
    ASCII_MAP(&map, open);
    static struct pathcache cache;
    assert_int_equal(pathcache_init(&cache, &map, passability_tiles(PASS_WALKER)), 0);
    struct rng rng;
    rng_seed(&rng, 1);
    for (int round = 0; round < 3; round++)
        for (int i = 0; i < PATHCACHE_SLOTS; i++) {
            struct pos goal = {1 + i % 32, 1 + i / 32};
            pathcache_step(&cache, goal, (struct pos){16, 8}, round, &rng, NULL, NULL);
        }
    assert_int_equal(cache.scans, PATHCACHE_SLOTS);
    pathcache_free(&cache);
    map_free(&map);
}

static void test_a_step_goes_the_shortest_way_round_a_wall(void **state)
{
    (void)state;
    struct map map;
    ASCII_MAP(&map, rows);
    static struct pathcache cache;
    assert_int_equal(pathcache_init(&cache, &map, passability_tiles(PASS_WALKER)), 0);
    struct dmap truth;
    assert_int_equal(dmap_init(&truth, map.width, map.height), 0);
    dmap_costs_from_map(&truth, &map);
    struct pos goal = {3, 3};
    dmap_set_goal(&truth, goal, 0);
    dmap_scan(&truth);
    struct rng rng;
    rng_seed(&rng, 3);
    /* From the top-right, the way to (3,3) goes west along the top and down
     * the left side: every step is one closer on the true map. */
    struct pos at = {10, 1};
    int steps = 0;
    while (!grid_eq(at, goal)) {
        int dir = pathcache_step(&cache, goal, at, steps, &rng, NULL, NULL);
        assert_true(dir >= 0);
        struct pos next = grid_add(at, grid_dir(dir));
        assert_int_equal(dmap_get(&truth, next), dmap_get(&truth, at) - 1);
        at = next;
        steps++;
    }
    assert_int_equal(steps, dmap_get(&truth, (struct pos){10, 1}));
    assert_int_equal(pathcache_step(&cache, goal, goal, steps, &rng, NULL, NULL), -1);
    dmap_free(&truth);
    pathcache_free(&cache);
    map_free(&map);
}

/* A map made before the terrain changed is not walked after it: forgetting
 * gives every slot the new floor's costs. Forgetting only the goals keeps
 * the costs and scans each goal afresh. */
static void test_forgetting_takes_the_new_terrain_and_rescans(void **state)
{
    (void)state;
    struct map map;
    ASCII_MAP(&map, rows);
    static struct pathcache cache;
    assert_int_equal(pathcache_init(&cache, &map, passability_tiles(PASS_WALKER)), 0);
    struct rng rng;
    rng_seed(&rng, 5);
    struct pos goal = {3, 3}, from = {10, 1};
    /* West along the top, the only way round (straight or by the corner
     * cell below, as near as it). */
    int dir = pathcache_step(&cache, goal, from, 1, &rng, NULL, NULL);
    assert_true(dir >= 0);
    assert_int_equal(grid_add(from, grid_dir(dir)).x, 9);
    pathcache_forget_goals(&cache);
    dir = pathcache_step(&cache, goal, from, 2, &rng, NULL, NULL);
    assert_true(dir >= 0);
    assert_int_equal(grid_add(from, grid_dir(dir)).x, 9);
    assert_int_equal(cache.scans, 2);
    /* A wall across the left side cuts the goal off. */
    map.tiles[map_index(&map, 1, 2)] = TILE_WALL;
    pathcache_forget(&cache, &map);
    assert_int_equal(pathcache_step(&cache, goal, from, 3, &rng, NULL, NULL), -1);
    assert_int_equal(cache.scans, 3);
    pathcache_free(&cache);
    map_free(&map);
}

static int allocated(const struct pathcache *cache)
{
    int n = 0;
    for (int i = 0; i < PATHCACHE_SLOTS; i++)
        n += cache->slots[i].dist != NULL;
    return n;
}

static void test_goals_nobody_wants_any_more_give_up_their_slots(void **state)
{
    (void)state;
    struct map map;
    ASCII_MAP(&map, rows);
    static struct pathcache cache;
    assert_int_equal(pathcache_init(&cache, &map, passability_tiles(PASS_WALKER)), 0);
    struct rng rng;
    rng_seed(&rng, 1);
    /* One new goal a turn for 50 turns: a handful of maps, not 50. */
    for (int turn = 1; turn <= 50; turn++) {
        struct pos goal = {1 + turn % 10, 1};
        pathcache_step(&cache, goal, (struct pos){1, 4}, turn, &rng, NULL, NULL);
    }
    assert_true(allocated(&cache) <= 3);
    pathcache_free(&cache);
    map_free(&map);
}

static bool everything_blocked(const void *ctx, struct pos p)
{
    (void)ctx;
    (void)p;
    return true;
}

static void test_a_blocked_step_is_no_step(void **state)
{
    (void)state;
    struct map map;
    ASCII_MAP(&map, rows);
    static struct pathcache cache;
    assert_int_equal(pathcache_init(&cache, &map, passability_tiles(PASS_WALKER)), 0);
    struct rng rng;
    rng_seed(&rng, 3);
    assert_int_equal(
        pathcache_step(
            &cache, (struct pos){3, 3}, (struct pos){10, 1}, 1, &rng, everything_blocked, NULL),
        -1);
    pathcache_free(&cache);
    map_free(&map);
}

/* A door opened or shut under the maps: a map whose scan had not come so
 * far keeps its goal and its scan (no new scan), one whose goal is the
 * door itself is made again (shut, it was a wall and no goal), and each
 * steps as a cache made afresh over the new terrain does. */
static void test_a_door_changed_ahead_of_a_scan_keeps_it_and_one_at_its_goal_does_not(void **state)
{
    (void)state;
    static const char *const doors[] = {
        "######################",
        "#.........#..........#",
        "#.........+..........#",
        "#.........#..........#",
        "######################",
    };
    struct map map;
    ASCII_MAP(&map, doors);
    map.tiles[map_index(&map, 10, 2)] = TILE_DOOR_CLOSED;
    static struct pathcache cache, fresh;
    uint32_t walker = passability_tiles(PASS_WALKER);
    assert_int_equal(pathcache_init(&cache, &map, walker), 0);
    struct rng rng;
    rng_seed(&rng, 7);
    struct pos west = {1, 2}, door = {10, 2}, east = {20, 2};
    /* The goal far west, the walker next to it: the scan stops short of the
     * door. And one heading for the shut door. */
    pathcache_step(&cache, west, (struct pos){2, 2}, 1, &rng, NULL, NULL);
    assert_int_equal(pathcache_step(&cache, door, (struct pos){8, 2}, 1, &rng, NULL, NULL), -1);
    long scans = cache.scans;
    map.tiles[map_index(&map, door.x, door.y)] = TILE_DOOR_OPEN;
    pathcache_cell_changed(&cache, door, 1);
    assert_int_equal(pathcache_init(&fresh, &map, walker), 0);
    struct pos from[] = {{2, 2}, {8, 2}, east};
    for (int k = 0; k < 3; k++) {
        struct rng a, b;
        rng_seed(&a, (uint64_t)k);
        b = a;
        assert_int_equal(pathcache_step(&cache, west, from[k], 2, &a, NULL, NULL),
                         pathcache_step(&fresh, west, from[k], 2, &b, NULL, NULL));
    }
    assert_int_equal(cache.scans, scans); /* the west map carried on */
    struct rng a, b;
    rng_seed(&a, 9);
    b = a;
    int step = pathcache_step(&cache, door, (struct pos){8, 2}, 2, &a, NULL, NULL);
    assert_int_not_equal(step, -1); /* the door is a goal now */
    assert_int_equal(step, pathcache_step(&fresh, door, (struct pos){8, 2}, 2, &b, NULL, NULL));
    assert_int_equal(cache.scans, scans + 1);
    pathcache_free(&cache);
    pathcache_free(&fresh);
    map_free(&map);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_monsters_heading_for_one_cell_share_one_scan),
        cmocka_unit_test(test_as_many_goals_as_monsters_never_push_each_other_out),
        cmocka_unit_test(test_a_step_goes_the_shortest_way_round_a_wall),
        cmocka_unit_test(test_a_blocked_step_is_no_step),
        cmocka_unit_test(test_forgetting_takes_the_new_terrain_and_rescans),
        cmocka_unit_test(test_goals_nobody_wants_any_more_give_up_their_slots),
        cmocka_unit_test(test_a_door_changed_ahead_of_a_scan_keeps_it_and_one_at_its_goal_does_not),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
