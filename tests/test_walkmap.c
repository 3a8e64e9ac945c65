/* Walk-toward maps (walkmap.h): the values and steps of a Dijkstra map
 * (dmap.h) to the same goal over the same terrain, scanned whole or only
 * as far as a cell, and the terrain taken, forgotten and changed as doors
 * change it. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "murk/base/dmap.h"
#include "murk/base/map.h"
#include "murk/base/rng.h"
#include "murk/base/walkmap.h"
#include "support/ascii_map.h"

/* A map of random walls, its costs as a dmap, and the terrain as a
 * walkmap made from them. */
struct scene {
    struct map map;
    struct dmap costs;
    struct walkmap shape;
};

/* The costs and the shape of the scene's map as it is. */
static void scene_shape(struct scene *s)
{
    assert_int_equal(dmap_init(&s->costs, s->map.width, s->map.height), 0);
    dmap_costs_from_map(&s->costs, &s->map);
    assert_int_equal(walkmap_reserve(&s->shape, s->map.width, s->map.height), 0);
    assert_int_equal(walkmap_shape(&s->shape, &s->costs), 0);
}

static void scene_make(struct scene *s, struct rng *rng, int w, int h)
{
    assert_int_equal(map_init(&s->map, w, h), 0);
    int density = rng_range(rng, 0, 45);
    for (int i = 0; i < w * h; i++)
        s->map.tiles[i] = rng_range(rng, 1, 100) <= density ? TILE_WALL : TILE_FLOOR;
    scene_shape(s);
}

static void scene_free(struct scene *s)
{
    walkmap_free(&s->shape);
    dmap_free(&s->costs);
    map_free(&s->map);
}

static struct pos random_cell(const struct map *map, struct rng *rng)
{
    return (struct pos){rng_range(rng, 0, map->width - 1), rng_range(rng, 0, map->height - 1)};
}

/* The truth: a dmap to goal over the scene's terrain, scanned whole; and
 * the walkmap taken from the shape with the same goal, not yet scanned. */
static void both_to(const struct scene *s, struct pos goal, struct dmap *truth,
                    struct walkmap *walk)
{
    assert_int_equal(dmap_init(truth, s->map.width, s->map.height), 0);
    dmap_costs_from_map(truth, &s->map);
    dmap_set_goal(truth, goal, 0);
    dmap_scan(truth);
    *walk = (struct walkmap){0};
    assert_int_equal(walkmap_take(walk, &s->shape), 0);
    walkmap_set_goal(walk, goal);
}

static void test_the_values_are_a_dmaps_to_the_same_goal(void **state)
{
    (void)state;
    struct rng rng;
    rng_seed(&rng, 21);
    for (int k = 0; k < 200; k++) {
        struct scene s;
        scene_make(&s, &rng, rng_range(&rng, 3, 60), rng_range(&rng, 3, 30));
        struct pos goal = random_cell(&s.map, &rng), target = random_cell(&s.map, &rng);
        struct dmap truth;
        struct walkmap walk;
        both_to(&s, goal, &truth, &walk);
        /* As far as target: it and every cell lower than it hold their
         * values. */
        walkmap_scan_to(&walk, target);
        int32_t reached = dmap_get(&truth, target);
        for (int y = -1; y <= s.map.height; y++)
            for (int x = -1; x <= s.map.width; x++) {
                struct pos p = {x, y};
                int32_t want = dmap_get(&truth, p), got = walkmap_get(&walk, p);
                if (want == DMAP_WALL || want < reached || grid_eq(p, target))
                    assert_int_equal(got, want);
                else
                    assert_true(got == want || got == DMAP_UNREACHABLE);
            }
        /* Carried on, the whole of it. */
        walkmap_scan_to(&walk, (struct pos){-1, -1});
        for (int y = 0; y < s.map.height; y++)
            for (int x = 0; x < s.map.width; x++)
                assert_int_equal(walkmap_get(&walk, (struct pos){x, y}),
                                 dmap_get(&truth, (struct pos){x, y}));
        walkmap_free(&walk);
        dmap_free(&truth);
        scene_free(&s);
    }
}

/* A neighbour taken: one in three. */
static bool every_third(const void *ctx, struct pos p)
{
    (void)ctx;
    return (p.x * 7 + p.y * 3) % 3 == 0;
}

static void test_a_step_down_is_a_dmaps_and_draws_alike(void **state)
{
    (void)state;
    struct rng rng;
    rng_seed(&rng, 22);
    int steps = 0;
    for (int k = 0; k < 100; k++) {
        struct scene s;
        scene_make(&s, &rng, rng_range(&rng, 3, 40), rng_range(&rng, 3, 20));
        struct dmap truth;
        struct walkmap walk;
        both_to(&s, random_cell(&s.map, &rng), &truth, &walk);
        walkmap_scan_to(&walk, (struct pos){-1, -1});
        for (int y = -1; y <= s.map.height; y++)
            for (int x = -1; x <= s.map.width; x++) {
                struct pos from = {x, y};
                struct rng a = rng, b = rng;
                bool (*blocked)(const void *, struct pos) = (x + y) % 2 ? every_third : NULL;
                int want = dmap_downhill(&truth, from, &a, blocked, NULL);
                int got = walkmap_downhill(&walk, from, &b, blocked, NULL);
                assert_int_equal(got, want);
                assert_memory_equal(&a, &b, sizeof a); /* the same draws */
                steps += want >= 0;
            }
        walkmap_free(&walk);
        dmap_free(&truth);
        scene_free(&s);
    }
    assert_true(steps > 1000);
}

static const char *const corridor[] = {
    "##########",
    "#........#",
    "####.#####",
    "#........#",
    "##########",
};

static void test_values_are_forgotten_and_the_terrain_kept(void **state)
{
    (void)state;
    struct scene s;
    ASCII_MAP(&s.map, corridor);
    scene_shape(&s);
    struct walkmap walk = {0};
    assert_int_equal(walkmap_take(&walk, &s.shape), 0);
    /* Taken: the terrain, no value. */
    assert_int_equal(walkmap_get(&walk, (struct pos){1, 1}), DMAP_UNREACHABLE);
    assert_int_equal(walkmap_get(&walk, (struct pos){0, 0}), DMAP_WALL);
    assert_int_equal(walkmap_get(&walk, (struct pos){-1, 2}), DMAP_WALL);
    walkmap_set_goal(&walk, (struct pos){1, 1});
    walkmap_scan_to(&walk, (struct pos){-1, -1});
    assert_int_equal(walkmap_get(&walk, (struct pos){8, 3}), 7);
    /* The gap shut after (a door): the map made again keeps the wall, and
     * the far side is no longer reached. */
    walkmap_set_open(&walk, (struct pos){4, 2}, false);
    assert_int_equal(walkmap_get(&walk, (struct pos){4, 2}), DMAP_WALL);
    walkmap_set_goal(&walk, (struct pos){1, 1});
    walkmap_scan_to(&walk, (struct pos){-1, -1});
    assert_int_equal(walkmap_get(&walk, (struct pos){4, 2}), DMAP_WALL);
    assert_int_equal(walkmap_get(&walk, (struct pos){8, 3}), DMAP_UNREACHABLE);
    assert_int_equal(walkmap_get(&walk, (struct pos){8, 1}), 7);
    /* A goal on a wall is none. */
    walkmap_set_goal(&walk, (struct pos){0, 0});
    walkmap_scan_to(&walk, (struct pos){-1, -1});
    assert_int_equal(walkmap_get(&walk, (struct pos){1, 1}), DMAP_UNREACHABLE);
    walkmap_free(&walk);
    scene_free(&s);
}

static void test_a_door_ahead_of_the_scan_is_taken_in_place(void **state)
{
    (void)state;
    struct scene s;
    ASCII_MAP(&s.map, corridor);
    s.map.tiles[map_index(&s.map, 4, 2)] = TILE_WALL; /* the gap shut */
    scene_shape(&s);
    struct walkmap walk = {0};
    assert_int_equal(walkmap_take(&walk, &s.shape), 0);
    walkmap_set_goal(&walk, (struct pos){8, 3});
    walkmap_scan_to(&walk, (struct pos){6, 3}); /* two steps out, far from the gap */
    /* No value next to the gap: it opens ahead of the scan, which carries
     * on through it. */
    assert_true(walkmap_open_ahead(&walk, (struct pos){4, 2}, true));
    walkmap_scan_to(&walk, (struct pos){1, 1});
    assert_int_equal(walkmap_get(&walk, (struct pos){1, 1}), 7);
    /* Reached now: shutting it again is no longer ahead. */
    assert_false(walkmap_open_ahead(&walk, (struct pos){4, 2}, false));
    assert_int_equal(walkmap_get(&walk, (struct pos){4, 2}), 4);
    walkmap_free(&walk);
    scene_free(&s);
}

static void test_a_map_too_big_is_refused(void **state)
{
    (void)state;
    struct walkmap walk;
    assert_int_equal(walkmap_reserve(&walk, 200, 200), -1);
    assert_null(walk.dist);
    walkmap_free(&walk);
    assert_int_equal(walkmap_reserve(&walk, 100, 40), 0);
    walkmap_free(&walk);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_values_are_a_dmaps_to_the_same_goal),
        cmocka_unit_test(test_a_step_down_is_a_dmaps_and_draws_alike),
        cmocka_unit_test(test_values_are_forgotten_and_the_terrain_kept),
        cmocka_unit_test(test_a_door_ahead_of_the_scan_is_taken_in_place),
        cmocka_unit_test(test_a_map_too_big_is_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
