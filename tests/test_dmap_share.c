/* dmap_share.c: a map taking another's costs is the map a copy then a
 * clear would make, whatever the other held; a map costed from a floor's
 * pieces is the map costed from its tiles; a door's cost taken ahead of a
 * scan leaves the map a scan made afresh would make. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "murk/base/dmap.h"
#include "murk/base/map.h"
#include "murk/base/dmap_share.h"
#include "murk/base/passability.h"
#include "murk/base/pieces.h"
#include "murk/base/rng.h"
#include "support/ascii_map.h"

/* Wider than a block of either loop, with a tail past the last block. */
static const char *const rows[] = {
    "###################################",
    "#G.......#........................#",
    "#........#........#######.........#",
    "#.................#.....#.........#",
    "#........#........#..T..#.........#",
    "#........#........................#",
    "###################################",
};

/* The costs and every value of two maps, cell by cell. */
static void assert_same(const struct dmap *a, const struct dmap *b)
{
    assert_int_equal(a->width, b->width);
    assert_int_equal(a->height, b->height);
    for (int y = 0; y < a->height; y++)
        for (int x = 0; x < a->width; x++) {
            struct pos p = {x, y};
            if (dmap_get(a, p) != dmap_get(b, p))
                fail_msg(
                    "cell (%d,%d): %d against %d", x, y, (int)dmap_get(a, p), (int)dmap_get(b, p));
        }
}

/* Copied and cleared, the old way, to set beside the new. */
static void copy_and_clear(struct dmap *out, const struct dmap *src)
{
    assert_int_equal(dmap_init_copy(out, src), 0);
    dmap_clear(out);
}

/* Taken from a map holding no value (a shape) or one scanned over the
 * whole floor, the new map holds no value and walls where the costs are
 * 0; scanned from a goal, it walks as the copy does. */
static void test_a_map_taking_costs_is_a_copy_cleared(void **state)
{
    (void)state;
    struct map map;
    ASCII_MAP(&map, rows);
    struct dmap shape, scanned;
    assert_int_equal(dmap_init(&shape, map.width, map.height), 0);
    dmap_costs_from_map(&shape, &map);
    dmap_set_cost(&shape, 20, 4, 0); /* a door shut after the costs were read */
    assert_int_equal(dmap_init_copy(&scanned, &shape), 0);
    dmap_set_goal(&scanned, ASCII_FIND(rows, 'G'), 0);
    dmap_scan(&scanned);
    const struct dmap *sources[] = {&shape, &scanned};
    for (int s = 0; s < 2; s++) {
        struct dmap taken = {0}, copied;
        assert_int_equal(dmap_take_costs(&taken, sources[s]), 0);
        copy_and_clear(&copied, &shape);
        assert_same(&taken, &copied);
        assert_int_equal(dmap_get(&taken, ASCII_FIND(rows, 'G')), DMAP_UNREACHABLE);
        assert_int_equal(dmap_get(&taken, (struct pos){20, 4}), DMAP_WALL);
        dmap_set_goal(&taken, ASCII_FIND(rows, 'T'), 0);
        dmap_set_goal(&copied, ASCII_FIND(rows, 'T'), 0);
        dmap_scan(&taken);
        dmap_scan(&copied);
        assert_same(&taken, &copied);
        /* Taken again into a map that has buffers: the same. */
        assert_int_equal(dmap_take_costs(&taken, sources[s]), 0);
        dmap_clear(&copied);
        assert_same(&taken, &copied);
        dmap_free(&taken);
        dmap_free(&copied);
    }
    dmap_free(&shape);
    dmap_free(&scanned);
    map_free(&map);
}

static void test_a_map_of_another_size_or_none_gives_no_costs(void **state)
{
    (void)state;
    struct dmap big, small, none = {0}, taken = {0};
    assert_int_equal(dmap_init(&big, 30, 10), 0);
    assert_int_equal(dmap_init(&small, 20, 10), 0);
    assert_int_equal(dmap_take_costs(&small, &big), -1);
    assert_int_equal(dmap_take_costs(&taken, &none), -1);
    assert_null(taken.dist);
    assert_int_equal(dmap_take_costs(&big, &big), 0);
    dmap_free(&big);
    dmap_free(&small);
}

/* Costed from the walker's pieces (a closed door a wall to it, an open
 * one a way through), a map holds the costs and values the tiles give. */
static void test_a_map_costed_from_pieces_is_costed_as_from_the_tiles(void **state)
{
    (void)state;
    struct map map;
    ASCII_MAP(&map, rows);
    map.tiles[map_index(&map, 9, 2)] = TILE_DOOR_CLOSED;
    map.tiles[map_index(&map, 9, 5)] = TILE_DOOR_OPEN;
    uint32_t walker = passability_tiles(PASS_WALKER);
    struct pieces pieces;
    assert_int_equal(pieces_init(&pieces, map.width, map.height), 0);
    pieces_label(&pieces, &map, walker);
    struct dmap from_pieces, from_tiles;
    assert_int_equal(dmap_init(&from_pieces, map.width, map.height), 0);
    assert_int_equal(dmap_init(&from_tiles, map.width, map.height), 0);
    dmap_set_goal(&from_pieces, ASCII_FIND(rows, 'G'), 0); /* forgotten by the costing */
    assert_int_equal(dmap_costs_from_open(&from_pieces, pieces.label, map.width, map.height), 0);
    dmap_costs_from_tiles(&from_tiles, &map, walker);
    assert_same(&from_pieces, &from_tiles);
    assert_int_equal(dmap_get(&from_pieces, (struct pos){9, 2}), DMAP_WALL);
    assert_int_equal(dmap_get(&from_pieces, (struct pos){9, 5}), DMAP_UNREACHABLE);
    dmap_set_goal(&from_pieces, ASCII_FIND(rows, 'T'), 0);
    dmap_set_goal(&from_tiles, ASCII_FIND(rows, 'T'), 0);
    dmap_scan(&from_pieces);
    dmap_scan(&from_tiles);
    assert_same(&from_pieces, &from_tiles);
    assert_int_equal(dmap_costs_from_open(&from_pieces, pieces.label, map.width + 1, map.height),
                     -1);
    dmap_free(&from_pieces);
    dmap_free(&from_tiles);
    pieces_free(&pieces);
    map_free(&map);
}

/* Random floors with doors in a wall across them: a map scanned part of
 * the way from a goal, a door opened or shut, then scanned on (the cost
 * taken ahead when the scan has not come so far, else the map made
 * again), holds every value a map made afresh over the new costs holds. */
static void test_a_cost_taken_ahead_of_a_scan_leaves_the_scan_a_fresh_one(void **state)
{
    (void)state;
    struct rng rng;
    rng_seed(&rng, 3206);
    int ahead = 0, behind = 0;
    for (int round = 0; round < 300; round++) {
        int w = rng_range(&rng, 5, 40), h = rng_range(&rng, 5, 20);
        struct map map;
        assert_int_equal(map_init(&map, w, h), 0);
        for (int i = 0; i < w * h; i++)
            map.tiles[i] = rng_range(&rng, 0, 5) == 0 ? TILE_WALL : TILE_FLOOR;
        int wall = rng_range(&rng, 1, w - 2);
        for (int y = 0; y < h; y++)
            map.tiles[map_index(&map, wall, y)] =
                rng_one_in(&rng, 4) ? TILE_DOOR_CLOSED : TILE_WALL;
        uint32_t walker = passability_tiles(PASS_WALKER);
        struct dmap kept, fresh;
        assert_int_equal(dmap_init(&kept, w, h), 0);
        assert_int_equal(dmap_init(&fresh, w, h), 0);
        dmap_costs_from_tiles(&kept, &map, walker);
        struct pos goal = {rng_range(&rng, 0, w - 1), rng_range(&rng, 0, h - 1)};
        dmap_set_goal(&kept, goal, 0);
        for (int step = 0; step < 6; step++) {
            dmap_scan_to(&kept, (struct pos){rng_range(&rng, 0, w - 1), rng_range(&rng, 0, h - 1)});
            struct pos door = {wall, rng_range(&rng, 0, h - 1)};
            uint8_t *tile = &map.tiles[map_index(&map, door.x, door.y)];
            if (*tile == TILE_WALL)
                continue;
            *tile = *tile == TILE_DOOR_OPEN ? TILE_DOOR_CLOSED : TILE_DOOR_OPEN;
            uint8_t cost = passability_cell(walker, &map, door.x, door.y) ? 1 : 0;
            /* Never at the goal: a goal on a wall is none, and made afresh
             * the map would have it (the callers check). */
            if (!grid_eq(door, goal) && dmap_set_cost_ahead(&kept, door.x, door.y, cost)) {
                ahead++;
            } else {
                behind++;
                dmap_set_cost(&kept, door.x, door.y, cost);
                dmap_clear(&kept);
                dmap_set_goal(&kept, goal, 0);
            }
        }
        dmap_scan(&kept);
        dmap_costs_from_tiles(&fresh, &map, walker);
        dmap_set_goal(&fresh, goal, 0);
        dmap_scan(&fresh);
        assert_same(&kept, &fresh);
        dmap_free(&kept);
        dmap_free(&fresh);
        map_free(&map);
    }
    /* Both ways were taken, many times. */
    assert_true(ahead > 100 && behind > 100);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_map_taking_costs_is_a_copy_cleared),
        cmocka_unit_test(test_a_map_of_another_size_or_none_gives_no_costs),
        cmocka_unit_test(test_a_map_costed_from_pieces_is_costed_as_from_the_tiles),
        cmocka_unit_test(test_a_cost_taken_ahead_of_a_scan_leaves_the_scan_a_fresh_one),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
