#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "murk/base/dmap.h"
#include "murk/base/dmap_scale.h"
#include "murk/base/map.h"
#include "murk/base/rng.h"
#include "support/ascii_map.h"

/* Shorthands so expected grids line up with the ASCII maps they belong to. */
#define W DMAP_WALL
#define U DMAP_UNREACHABLE

/* A map and a dmap built from ASCII rows, every cell costing 1, no goals. */
struct fixture {
    struct map map;
    struct dmap dmap;
};

static void load_rows(struct fixture *f, const char *const *rows, int row_count)
{
    ascii_map_build(&f->map, rows, row_count);
    assert_int_equal(dmap_init(&f->dmap, f->map.width, f->map.height), 0);
    dmap_costs_from_map(&f->dmap, &f->map);
}

#define LOAD(f, rows) load_rows((f), (rows), ASCII_ROWS(rows))

static void unload(struct fixture *f)
{
    dmap_free(&f->dmap);
    map_free(&f->map);
}

static void assert_values(const struct dmap *dmap, const int32_t *expected)
{
    for (int y = 0; y < dmap->height; y++)
        for (int x = 0; x < dmap->width; x++) {
            int32_t got = dmap_get(dmap, (struct pos){x, y});
            int32_t want = expected[y * dmap->width + x];
            if (got != want)
                fail_msg("cell (%d,%d): got %d, want %d", x, y, (int)got, (int)want);
        }
}

static void test_distance_on_open_floor_counts_a_diagonal_step_as_one(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "#######",
        "#G....#",
        "#.....#",
        "#.....#",
        "#######",
    };
    static const int32_t want[] = {
        W, W, W, W, W, W, W, //
        W, 0, 1, 2, 3, 4, W, //
        W, 1, 1, 2, 3, 4, W, //
        W, 2, 2, 2, 3, 4, W, //
        W, W, W, W, W, W, W, //
    };
    struct fixture f;
    LOAD(&f, rows);
    dmap_clear(&f.dmap);
    dmap_set_goal(&f.dmap, ASCII_FIND(rows, 'G'), 0);
    dmap_scan(&f.dmap);
    assert_values(&f.dmap, want);
    unload(&f);
}

/* A reserved map holds whatever its memory held: costed from the tiles,
 * it must hold what an initialised one does, cell for cell, the ring of
 * sentinels round it too (else a scan walks off the map's edge). */
static void test_a_reserved_map_costed_from_the_tiles_is_an_initialised_one(void **state)
{
    (void)state;
    static const char *const rows[] = {
        ".....",
        ".###.",
        ".....",
    };
    struct fixture f;
    LOAD(&f, rows);
    struct dmap reserved;
    assert_int_equal(dmap_reserve(&reserved, f.map.width, f.map.height), 0);
    size_t cells = (size_t)reserved.stride * (size_t)(reserved.height + 2);
    memset(reserved.cost, 1, cells);                         /* every cell open, */
    memset(reserved.dist, 0, cells * sizeof *reserved.dist); /* and a goal */
    dmap_costs_from_map(&reserved, &f.map);
    assert_memory_equal(reserved.cost, f.dmap.cost, cells);
    assert_memory_equal(reserved.dist, f.dmap.dist, cells * sizeof *reserved.dist);
    dmap_set_goal(&reserved, (struct pos){0, 0}, 0);
    dmap_set_goal(&f.dmap, (struct pos){0, 0}, 0);
    dmap_scan(&reserved);
    dmap_scan(&f.dmap);
    assert_memory_equal(reserved.dist, f.dmap.dist, cells * sizeof *reserved.dist);
    dmap_free(&reserved);
    unload(&f);
}

static void test_distance_goes_around_a_wall(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "#######",
        "#G.#..#",
        "#..#..#",
        "#..#..#",
        "#.....#",
        "#######",
    };
    static const int32_t want[] = {
        W, W, W, W, W, W, W, //
        W, 0, 1, W, 6, 6, W, //
        W, 1, 1, W, 5, 5, W, //
        W, 2, 2, W, 4, 5, W, //
        W, 3, 3, 3, 4, 5, W, //
        W, W, W, W, W, W, W, //
    };
    struct fixture f;
    LOAD(&f, rows);
    dmap_clear(&f.dmap);
    dmap_set_goal(&f.dmap, ASCII_FIND(rows, 'G'), 0);
    dmap_scan(&f.dmap);
    assert_values(&f.dmap, want);
    unload(&f);
}

static void test_walls_stay_walls_and_outside_reads_as_wall(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "#####",
        "#G#.#",
        "#...#",
        "#####",
    };
    struct fixture f;
    LOAD(&f, rows);
    dmap_clear(&f.dmap);
    dmap_set_goal(&f.dmap, (struct pos){2, 1}, 0); /* a wall: ignored */
    dmap_set_goal(&f.dmap, ASCII_FIND(rows, 'G'), 0);
    dmap_scan(&f.dmap);
    assert_int_equal(dmap_get(&f.dmap, (struct pos){2, 1}), DMAP_WALL);
    assert_int_equal(dmap_get(&f.dmap, (struct pos){0, 0}), DMAP_WALL);
    assert_int_equal(dmap_get(&f.dmap, (struct pos){-1, 2}), DMAP_WALL);
    assert_int_equal(dmap_get(&f.dmap, (struct pos){5, 2}), DMAP_WALL);
    assert_int_equal(dmap_get(&f.dmap, (struct pos){1, 4}), DMAP_WALL);
    assert_int_equal(dmap_get(&f.dmap, (struct pos){3, 1}), 2);
    unload(&f);
}

static void test_unreachable_pocket_is_marked_unreachable(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "########",
        "#G.#...#",
        "#..#.#.#",
        "########",
    };
    static const int32_t want[] = {
        W, W, W, W, W, W, W, W, //
        W, 0, 1, W, U, U, U, W, //
        W, 1, 1, W, U, W, U, W, //
        W, W, W, W, W, W, W, W, //
    };
    struct fixture f;
    LOAD(&f, rows);
    dmap_clear(&f.dmap);
    dmap_set_goal(&f.dmap, ASCII_FIND(rows, 'G'), 0);
    dmap_scan(&f.dmap);
    assert_values(&f.dmap, want);
    unload(&f);
}

static void test_a_map_without_goals_is_all_unreachable(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "#####",
        "#...#",
        "#####",
    };
    struct fixture f;
    LOAD(&f, rows);
    dmap_clear(&f.dmap);
    dmap_scan(&f.dmap);
    for (int x = 1; x <= 3; x++)
        assert_int_equal(dmap_get(&f.dmap, (struct pos){x, 1}), DMAP_UNREACHABLE);
    unload(&f);
}

static void test_nearest_of_several_goals_wins(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "##########",
        "#A.......#",
        "#.......B#",
        "##########",
    };
    static const int32_t want[] = {
        W, W, W, W, W, W, W, W, W, W, //
        W, 0, 1, 2, 3, 3, 2, 1, 1, W, //
        W, 1, 1, 2, 3, 3, 2, 1, 0, W, //
        W, W, W, W, W, W, W, W, W, W, //
    };
    struct fixture f;
    LOAD(&f, rows);
    dmap_clear(&f.dmap);
    dmap_set_goal(&f.dmap, ASCII_FIND(rows, 'A'), 0);
    dmap_set_goal(&f.dmap, ASCII_FIND(rows, 'B'), 0);
    dmap_scan(&f.dmap);
    assert_values(&f.dmap, want);
    unload(&f);
}

static void test_a_goal_with_a_head_start_reaches_farther(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "##########",
        "#A......B#",
        "##########",
    };
    /* A starts at 0 and B at 4: they meet where 0 + d(A) = 4 + d(B). */
    static const int32_t want[] = {
        W, W, W, W, W, W, W, W, W, W, //
        W, 0, 1, 2, 3, 4, 5, 5, 4, W, //
        W, W, W, W, W, W, W, W, W, W, //
    };
    struct fixture f;
    LOAD(&f, rows);
    dmap_clear(&f.dmap);
    dmap_set_goal(&f.dmap, ASCII_FIND(rows, 'A'), 0);
    dmap_set_goal(&f.dmap, ASCII_FIND(rows, 'B'), 4);
    dmap_scan(&f.dmap);
    assert_values(&f.dmap, want);
    unload(&f);
}

static void test_setting_a_goal_again_replaces_its_value(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "######",
        "#G...#",
        "######",
    };
    struct fixture f;
    LOAD(&f, rows);
    dmap_clear(&f.dmap);
    dmap_set_goal(&f.dmap, ASCII_FIND(rows, 'G'), 7);
    dmap_set_goal(&f.dmap, ASCII_FIND(rows, 'G'), 2);
    dmap_scan(&f.dmap);
    assert_int_equal(dmap_get(&f.dmap, (struct pos){1, 1}), 2);
    assert_int_equal(dmap_get(&f.dmap, (struct pos){4, 1}), 5);
    /* An unreachable value takes the goal away again. */
    dmap_clear(&f.dmap);
    dmap_set_goal(&f.dmap, (struct pos){1, 1}, 0);
    dmap_set_goal(&f.dmap, (struct pos){4, 1}, 0);
    dmap_set_goal(&f.dmap, (struct pos){1, 1}, DMAP_UNREACHABLE);
    dmap_scan(&f.dmap);
    assert_int_equal(dmap_get(&f.dmap, (struct pos){1, 1}), 3);
    unload(&f);
}

static void test_costly_cell_is_walked_around_when_that_is_cheaper(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "#######",
        "#.....#",
        "#G.M.X#",
        "#.....#",
        "#######",
    };
    struct fixture f;
    LOAD(&f, rows);
    struct pos mud = ASCII_FIND(rows, 'M');
    dmap_set_cost(&f.dmap, mud.x, mud.y, 5);
    dmap_clear(&f.dmap);
    dmap_set_goal(&f.dmap, ASCII_FIND(rows, 'G'), 0);
    dmap_scan(&f.dmap);
    /* The mud itself costs 5 to enter, but X is reached around it in 4. */
    assert_int_equal(dmap_get(&f.dmap, mud), 6);
    assert_int_equal(dmap_get(&f.dmap, ASCII_FIND(rows, 'X')), 4);
    assert_int_equal(dmap_get(&f.dmap, (struct pos){3, 1}), 2);
    unload(&f);
}

static void test_costly_cell_is_crossed_when_the_detour_is_dearer(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "#########",
        "#.......#",
        "#######.#",
        "#G.M...X#",
        "#########",
    };
    struct fixture f;
    LOAD(&f, rows);
    struct pos mud = ASCII_FIND(rows, 'M');
    dmap_set_cost(&f.dmap, mud.x, mud.y, 3);
    dmap_clear(&f.dmap);
    dmap_set_goal(&f.dmap, ASCII_FIND(rows, 'G'), 0);
    dmap_scan(&f.dmap);
    /* No way around: the mud costs 3 to enter, so X lies at 1 + 3 + 4, and
     * the top row beyond it at 8 + 1 + 5. */
    assert_int_equal(dmap_get(&f.dmap, mud), 4);
    assert_int_equal(dmap_get(&f.dmap, ASCII_FIND(rows, 'X')), 8);
    assert_int_equal(dmap_get(&f.dmap, (struct pos){1, 1}), 14);
    unload(&f);
}

static void test_cost_zero_makes_a_wall_and_back(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "#######",
        "#G.D..#",
        "#######",
    };
    struct fixture f;
    LOAD(&f, rows);
    struct pos door = ASCII_FIND(rows, 'D');
    dmap_set_cost(&f.dmap, door.x, door.y, 0);
    dmap_clear(&f.dmap);
    dmap_set_goal(&f.dmap, ASCII_FIND(rows, 'G'), 0);
    dmap_scan(&f.dmap);
    assert_int_equal(dmap_get(&f.dmap, door), DMAP_WALL);
    assert_int_equal(dmap_get(&f.dmap, (struct pos){5, 1}), DMAP_UNREACHABLE);

    dmap_set_cost(&f.dmap, door.x, door.y, 1);
    dmap_clear(&f.dmap);
    dmap_set_goal(&f.dmap, ASCII_FIND(rows, 'G'), 0);
    dmap_scan(&f.dmap);
    assert_int_equal(dmap_get(&f.dmap, door), 2);
    assert_int_equal(dmap_get(&f.dmap, (struct pos){5, 1}), 4);
    unload(&f);
}

static void test_downhill_steps_to_the_lowest_neighbour(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "#######",
        "#G.#..#",
        "#..#..#",
        "#.....#",
        "#######",
    };
    struct fixture f;
    struct rng rng;
    rng_seed(&rng, 1);
    LOAD(&f, rows);
    dmap_clear(&f.dmap);
    dmap_set_goal(&f.dmap, ASCII_FIND(rows, 'G'), 0);
    dmap_scan(&f.dmap);
    /* From the top of the far side the only way down is south-west around
     * the wall's end, one step at a time, until the goal. */
    struct pos at = {4, 1};
    int steps = 0;
    for (;;) {
        int dir = dmap_downhill(&f.dmap, at, &rng, NULL, NULL);
        if (dir < 0)
            break;
        struct pos next = grid_add(at, grid_dir(dir));
        assert_true(dmap_get(&f.dmap, next) < dmap_get(&f.dmap, at));
        at = next;
        steps++;
        assert_true(steps <= 10);
    }
    assert_true(grid_eq(at, ASCII_FIND(rows, 'G')));
    assert_int_equal(steps, 4);
    unload(&f);
}

static void test_downhill_picks_every_tied_lowest_neighbour_and_never_a_higher_one(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "########",
        "#......#",
        "#G...M.#",
        "#......#",
        "########",
    };
    struct fixture f;
    LOAD(&f, rows);
    dmap_clear(&f.dmap);
    dmap_set_goal(&f.dmap, ASCII_FIND(rows, 'G'), 0);
    dmap_scan(&f.dmap);
    struct pos from = ASCII_FIND(rows, 'M');
    int picked[GRID_DIRS] = {0};
    for (uint64_t seed = 0; seed < 600; seed++) {
        struct rng rng;
        rng_seed(&rng, seed);
        int dir = dmap_downhill(&f.dmap, from, &rng, NULL, NULL);
        assert_in_range(dir, 0, GRID_DIRS - 1);
        picked[dir]++;
    }
    /* West, north-west and south-west all lie at distance 3; each should get
     * about a third of the picks, and nothing else any. */
    for (int k = 0; k < GRID_DIRS; k++) {
        struct pos d = grid_dir(k);
        if (d.x == -1)
            assert_in_range(picked[k], 120, 280);
        else
            assert_int_equal(picked[k], 0);
    }
    unload(&f);
}

static bool block_west_and_north_west(const void *ctx, struct pos p)
{
    const struct pos *from = ctx;
    return p.x == from->x - 1 && p.y <= from->y;
}

static bool block_everything(const void *ctx, struct pos p)
{
    (void)ctx;
    (void)p;
    return true;
}

/* dmap_downhill names each of the eight ways by grid_dir's index: a lone
 * goal on each side of the walker is the way it is told to go. */
static void test_downhill_names_each_way_as_grid_dir_does(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "#####",
        "#...#",
        "#.M.#",
        "#...#",
        "#####",
    };
    struct fixture f;
    LOAD(&f, rows);
    struct pos from = ASCII_FIND(rows, 'M');
    for (int k = 0; k < GRID_DIRS; k++) {
        dmap_clear(&f.dmap);
        dmap_set_goal(&f.dmap, grid_add(from, grid_dir(k)), 0);
        dmap_scan(&f.dmap);
        assert_int_equal(dmap_downhill(&f.dmap, from, NULL, NULL, NULL), k);
    }
    unload(&f);
}

static void test_downhill_skips_blocked_cells_and_stays_put_at_a_goal(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "########",
        "#......#",
        "#G...M.#",
        "#......#",
        "########",
    };
    struct fixture f;
    struct rng rng;
    rng_seed(&rng, 9);
    LOAD(&f, rows);
    dmap_clear(&f.dmap);
    struct pos goal = ASCII_FIND(rows, 'G');
    dmap_set_goal(&f.dmap, goal, 0);
    dmap_scan(&f.dmap);
    struct pos from = ASCII_FIND(rows, 'M');
    for (int i = 0; i < 50; i++) {
        int dir = dmap_downhill(&f.dmap, from, &rng, block_west_and_north_west, &from);
        assert_int_equal(grid_dir(dir).x, -1);
        assert_int_equal(grid_dir(dir).y, 1);
    }
    assert_int_equal(dmap_downhill(&f.dmap, from, &rng, block_everything, NULL), -1);
    assert_int_equal(dmap_downhill(&f.dmap, goal, &rng, NULL, NULL), -1);
    assert_int_equal(dmap_downhill(&f.dmap, (struct pos){0, 0}, &rng, NULL, NULL), -1);
    assert_int_equal(dmap_downhill(&f.dmap, (struct pos){-3, 50}, &rng, NULL, NULL), -1);
    unload(&f);
}

static void test_flee_map_leads_out_of_a_dead_end_not_into_it(void **state)
{
    (void)state;
    /* A dead-end corridor opens into a long hall; the player stands in the
     * hall by the corridor's mouth, the monster in the corridor. Running
     * "away" on the chase map would mean deeper into the dead end; the
     * rescanned flee map must send it out and past into the open. */
    static const char *const rows[] = {
        "############################################################",
        "######.@...................................................#",
        "#E..M......................................................#",
        "######.....................................................#",
        "############################################################",
    };
    struct fixture f;
    struct rng rng;
    rng_seed(&rng, 5);
    LOAD(&f, rows);
    dmap_clear(&f.dmap);
    dmap_set_goal(&f.dmap, ASCII_FIND(rows, '@'), 0);
    dmap_scan(&f.dmap);
    struct pos monster = ASCII_FIND(rows, 'M');
    struct pos dead_end = ASCII_FIND(rows, 'E');
    /* On the chase map the dead end is the farthest nearby cell. */
    assert_true(dmap_get(&f.dmap, dead_end) > dmap_get(&f.dmap, monster));

    dmap_scale_and_rescan(&f.dmap, -1.2);
    struct pos at = monster;
    for (int step = 0; step < 8; step++) {
        int dir = dmap_downhill(&f.dmap, at, &rng, NULL, NULL);
        assert_true(dir >= 0);
        struct pos next = grid_add(at, grid_dir(dir));
        assert_true(next.x > at.x); /* always toward the mouth and beyond */
        at = next;
    }
    assert_true(at.x > ASCII_FIND(rows, '@').x);
    unload(&f);
}

static void test_scaling_rounds_toward_zero_before_the_rescan(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "###############",
        "#G............#",
        "###############",
    };
    struct fixture f;
    LOAD(&f, rows);
    dmap_clear(&f.dmap);
    dmap_set_goal(&f.dmap, ASCII_FIND(rows, 'G'), 0);
    dmap_scan(&f.dmap);
    /* Halving 0..12 truncates toward zero (-0.5 is 0, -1.5 is -1), and no
     * cell can beat its own value by way of a neighbour, as they differ by
     * at most one. */
    dmap_scale_and_rescan(&f.dmap, -0.5);
    static const int32_t halved[] = {0, 0, -1, -1, -2, -2, -3, -3, -4, -4, -5, -5, -6};
    for (int x = 1; x <= 13; x++)
        assert_int_equal(dmap_get(&f.dmap, (struct pos){x, 1}), halved[x - 1]);

    /* At -1.2 the far end (-14.4, so -14) is worth more than any cell's own
     * value, and the rescan makes the whole corridor slope toward it. */
    dmap_clear(&f.dmap);
    dmap_set_goal(&f.dmap, ASCII_FIND(rows, 'G'), 0);
    dmap_scan(&f.dmap);
    dmap_scale_and_rescan(&f.dmap, -1.2);
    for (int x = 1; x <= 13; x++)
        assert_int_equal(dmap_get(&f.dmap, (struct pos){x, 1}), -1 - x);
    unload(&f);
}

static void test_scanning_twice_gives_the_same_result(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "##########",
        "#G..#....#",
        "#.#.#.##.#",
        "#.#...#..#",
        "#.####.#.#",
        "#......#X#",
        "##########",
    };
    struct fixture f;
    LOAD(&f, rows);
    dmap_set_cost(&f.dmap, 3, 3, 4);
    dmap_clear(&f.dmap);
    dmap_set_goal(&f.dmap, ASCII_FIND(rows, 'G'), 0);
    dmap_set_goal(&f.dmap, ASCII_FIND(rows, 'X'), 2);
    dmap_scan(&f.dmap);
    int cells = f.map.width * f.map.height;
    int32_t *first = malloc((size_t)cells * sizeof *first);
    assert_non_null(first);
    for (int i = 0; i < cells; i++)
        first[i] = dmap_get(&f.dmap, (struct pos){i % f.map.width, i / f.map.width});

    dmap_scan(&f.dmap); /* a scan of a scanned map changes nothing */
    assert_values(&f.dmap, first);

    /* A different scan in between leaves no trace in the buffers. */
    dmap_clear(&f.dmap);
    dmap_set_goal(&f.dmap, (struct pos){8, 1}, 0);
    dmap_scan(&f.dmap);
    dmap_scale_and_rescan(&f.dmap, -1.2);
    dmap_clear(&f.dmap);
    dmap_set_goal(&f.dmap, ASCII_FIND(rows, 'G'), 0);
    dmap_set_goal(&f.dmap, ASCII_FIND(rows, 'X'), 2);
    dmap_scan(&f.dmap);
    assert_values(&f.dmap, first);
    free(first);
    unload(&f);
}

static void test_a_goal_added_after_a_scan_spreads_on_the_next_scan(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "###########",
        "#A.......B#",
        "###########",
    };
    struct fixture f;
    LOAD(&f, rows);
    dmap_clear(&f.dmap);
    dmap_set_goal(&f.dmap, ASCII_FIND(rows, 'A'), 0);
    dmap_scan(&f.dmap);
    /* B already holds 8; as a goal of the same value 0 it must pull its
     * neighbours down, though every cell around it already has a value. */
    dmap_set_goal(&f.dmap, ASCII_FIND(rows, 'B'), 0);
    dmap_scan(&f.dmap);
    static const int32_t want[] = {0, 1, 2, 3, 4, 3, 2, 1, 0};
    for (int x = 1; x <= 9; x++)
        assert_int_equal(dmap_get(&f.dmap, (struct pos){x, 1}), want[x - 1]);
    unload(&f);
}

/* The reference: start from the goals and relax every cell against its
 * neighbours until nothing changes. Slow and obviously right. */
static void naive_scan(const struct map *map, const uint8_t *cost, int32_t *dist)
{
    int w = map->width, h = map->height;
    bool changed = true;
    while (changed) {
        changed = false;
        for (int y = 0; y < h; y++)
            for (int x = 0; x < w; x++) {
                int i = y * w + x;
                if (cost[i] == 0)
                    continue;
                for (int k = 0; k < GRID_DIRS; k++) {
                    struct pos d = grid_dir(k);
                    int nx = x + d.x, ny = y + d.y;
                    if (nx < 0 || ny < 0 || nx >= w || ny >= h)
                        continue;
                    int32_t v = dist[ny * w + nx];
                    if (v >= DMAP_UNREACHABLE)
                        continue;
                    if (v + cost[i] < dist[i]) {
                        dist[i] = v + cost[i];
                        changed = true;
                    }
                }
            }
    }
}

/* A random map with no border walls, so the sentinel ring gets used too. */
static void random_map(struct map *map, struct rng *rng, int w, int h)
{
    assert_int_equal(map_init(map, w, h), 0);
    for (int i = 0; i < w * h; i++)
        map->tiles[i] = rng_one_in(rng, 3) ? TILE_WALL : TILE_FLOOR;
}

struct random_case {
    struct map map;
    struct dmap dmap;
    uint8_t *cost;
    int32_t *want;
};

static void random_case_init(struct random_case *c, struct rng *rng, bool varied)
{
    int w = rng_range(rng, 1, 30), h = rng_range(rng, 1, 20);
    random_map(&c->map, rng, w < 3 ? 3 : w, h < 3 ? 3 : h);
    w = c->map.width;
    h = c->map.height;
    assert_int_equal(dmap_init(&c->dmap, w, h), 0);
    dmap_costs_from_map(&c->dmap, &c->map);
    c->cost = malloc((size_t)(w * h));
    c->want = malloc((size_t)(w * h) * sizeof *c->want);
    assert_non_null(c->cost);
    assert_non_null(c->want);
    for (int i = 0; i < w * h; i++) {
        c->cost[i] = c->map.tiles[i] == TILE_FLOOR ? 1 : 0;
        if (varied && c->cost[i] && rng_one_in(rng, 4)) {
            c->cost[i] = (uint8_t)rng_range(rng, 2, 9);
            dmap_set_cost(&c->dmap, i % w, i / w, c->cost[i]);
        }
        c->want[i] = c->cost[i] ? DMAP_UNREACHABLE : DMAP_WALL;
    }
    dmap_clear(&c->dmap);
    int goals = rng_range(rng, 0, 4);
    for (int g = 0; g < goals; g++) {
        struct pos p = {rng_range(rng, 0, w - 1), rng_range(rng, 0, h - 1)};
        int32_t value = varied ? rng_range(rng, -20, 20) : 0;
        dmap_set_goal(&c->dmap, p, value);
        if (c->cost[p.y * w + p.x])
            c->want[p.y * w + p.x] = value;
    }
}

static void random_case_free(struct random_case *c)
{
    free(c->cost);
    free(c->want);
    dmap_free(&c->dmap);
    map_free(&c->map);
}

static void test_fast_scan_matches_naive_relaxation_on_random_maps(void **state)
{
    (void)state;
    struct rng rng;
    rng_seed(&rng, 2024);
    for (int round = 0; round < 300; round++) {
        struct random_case c;
        random_case_init(&c, &rng, false);
        /* Unit costs and equal goals: this must be the breadth-first path. */
        assert_int_equal(c.dmap.costly_cells, 0);
        assert_true(c.dmap.goals_equal);
        dmap_scan(&c.dmap);
        naive_scan(&c.map, c.cost, c.want);
        assert_values(&c.dmap, c.want);
        random_case_free(&c);
    }
}

static void test_general_scan_matches_naive_relaxation_with_costs_and_head_starts(void **state)
{
    (void)state;
    struct rng rng;
    rng_seed(&rng, 77);
    for (int round = 0; round < 300; round++) {
        struct random_case c;
        random_case_init(&c, &rng, true);
        dmap_scan(&c.dmap);
        naive_scan(&c.map, c.cost, c.want);
        assert_values(&c.dmap, c.want);

        /* And the flee map from it, scaled the same way by hand. */
        int cells = c.map.width * c.map.height;
        for (int i = 0; i < cells; i++)
            if (c.want[i] < DMAP_UNREACHABLE)
                c.want[i] = (int32_t)((int64_t)c.want[i] * -1200000 / 1000000);
        naive_scan(&c.map, c.cost, c.want);
        /* Into another map: with costs above 1, it takes src's costs too. */
        struct dmap flee;
        assert_int_equal(dmap_init(&flee, c.map.width, c.map.height), 0);
        dmap_costs_from_map(&flee, &c.map);
        assert_int_equal(dmap_scaled_from(&flee, &c.dmap, -1.2), 0);
        assert_values(&flee, c.want);
        dmap_free(&flee);
        dmap_scale_and_rescan(&c.dmap, -1.2);
        assert_values(&c.dmap, c.want);
        random_case_free(&c);
    }
}

/* The flee map as the game makes it: a breadth-first chase map, so listed
 * in order of value, scaled and rescanned without a heap. Rising (a
 * positive factor) and falling orders, scans cut short by a limit (cells
 * left to reach), and several goals all must match plain relaxation. */
static void test_sorted_rescan_matches_naive_relaxation_on_random_maps(void **state)
{
    (void)state;
    static const double factors[] = {-1.2, -0.5, -3.0, 0.5, 2.0};
    struct rng rng;
    rng_seed(&rng, 4242);
    for (int round = 0; round < 400; round++) {
        struct random_case c;
        random_case_init(&c, &rng, false);
        int cells = c.map.width * c.map.height;
        int32_t limit = rng_one_in(&rng, 3) ? rng_range(&rng, 0, 6) : DMAP_UNREACHABLE - 1;
        dmap_scan_within(&c.dmap, limit);
        for (int i = 0; i < cells; i++)
            c.want[i] = dmap_get(&c.dmap, (struct pos){i % c.map.width, i / c.map.width});
        int64_t scale =
            (int64_t)(factors[round % 5] * 1000000 + (factors[round % 5] < 0 ? -0.5 : 0.5));
        for (int i = 0; i < cells; i++)
            if (c.want[i] < DMAP_UNREACHABLE)
                c.want[i] = (int32_t)((int64_t)c.want[i] * scale / 1000000);
        naive_scan(&c.map, c.cost, c.want);
        /* Into a second map of the floor, holding a flee map of some other
         * goal: the same values, and nothing of the old ones left. */
        struct dmap flee, other;
        assert_int_equal(dmap_init(&flee, c.map.width, c.map.height), 0);
        assert_int_equal(dmap_init(&other, c.map.width, c.map.height), 0);
        dmap_costs_from_map(&flee, &c.map);
        dmap_costs_from_map(&other, &c.map);
        dmap_set_goal(&other, (struct pos){rng_range(&rng, 0, c.map.width - 1), 0}, 0);
        dmap_scan(&other);
        assert_int_equal(dmap_scaled_from(&flee, &other, -1.2), 0);
        assert_int_equal(dmap_scaled_from(&flee, &c.dmap, factors[round % 5]), 0);
        assert_values(&flee, c.want);
        dmap_free(&other);
        dmap_free(&flee);
        dmap_scale_and_rescan(&c.dmap, factors[round % 5]);
        assert_values(&c.dmap, c.want);
        /* And the map is left fit for any later scan. */
        dmap_clear(&c.dmap);
        dmap_set_goal(&c.dmap, (struct pos){0, 0}, 3);
        dmap_set_goal(&c.dmap, (struct pos){c.map.width - 1, c.map.height - 1}, -2);
        dmap_scan(&c.dmap);
        for (int i = 0; i < cells; i++)
            c.want[i] = c.cost[i] ? DMAP_UNREACHABLE : DMAP_WALL;
        if (c.cost[0])
            c.want[0] = 3;
        if (c.cost[cells - 1])
            c.want[cells - 1] = -2;
        naive_scan(&c.map, c.cost, c.want);
        assert_values(&c.dmap, c.want);
        random_case_free(&c);
    }
}

/* A scan that stops at a cell holds every cell lower than it, and the
 * cell itself, as a whole scan would; so a step down from there is the same
 * step, drawn the same way. A later scan carries on to the whole map. */
static void test_scan_to_a_cell_holds_all_a_step_down_from_it_reads(void **state)
{
    (void)state;
    struct rng rng, pick_a, pick_b;
    rng_seed(&rng, 9001);
    int stopped_early = 0;
    for (int round = 0; round < 400; round++) {
        struct random_case c;
        random_case_init(&c, &rng, false);
        int w = c.map.width, h = c.map.height, cells = w * h;
        naive_scan(&c.map, c.cost, c.want);
        struct dmap whole;
        assert_int_equal(dmap_init(&whole, w, h), 0);
        assert_int_equal(dmap_copy(&whole, &c.dmap), 0);
        dmap_scan(&whole);
        for (int ask = 0; ask < 3; ask++) {
            struct pos target = {rng_range(&rng, 0, w - 1), rng_range(&rng, 0, h - 1)};
            dmap_scan_to(&c.dmap, target);
            int32_t here = c.want[target.y * w + target.x];
            int held = 0;
            for (int i = 0; i < cells; i++) {
                int32_t got = dmap_get(&c.dmap, (struct pos){i % w, i / w});
                if (got < DMAP_UNREACHABLE)
                    held++;
                if (c.want[i] < here || i == target.y * w + target.x)
                    assert_int_equal(got, c.want[i]);
                else if (got != c.want[i])
                    assert_int_equal(got, DMAP_UNREACHABLE); /* not reached yet */
            }
            stopped_early += held < whole.goal_count;
            uint64_t seed = (uint64_t)round * 7 + (uint64_t)ask;
            rng_seed(&pick_a, seed);
            rng_seed(&pick_b, seed);
            assert_int_equal(dmap_downhill(&c.dmap, target, &pick_a, NULL, NULL),
                             dmap_downhill(&whole, target, &pick_b, NULL, NULL));
        }
        dmap_scan(&c.dmap);
        assert_values(&c.dmap, c.want);
        dmap_free(&whole);
        random_case_free(&c);
    }
    assert_true(stopped_early > 100); /* the stopping was tried, not skipped */
}

static void test_highest_is_the_farthest_value_held(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "#########",
        "#G..#...#",
        "#...#.#.#",
        "#.....#X#",
        "#########",
    };
    struct fixture f;
    LOAD(&f, rows);
    dmap_clear(&f.dmap);
    assert_int_equal(dmap_highest(&f.dmap), DMAP_UNREACHABLE); /* nothing held */
    dmap_set_goal(&f.dmap, ASCII_FIND(rows, 'G'), 0);
    dmap_scan(&f.dmap);
    /* X is 7 steps round the walls (diagonals count one), the farthest cell. */
    assert_int_equal(dmap_get(&f.dmap, ASCII_FIND(rows, 'X')), 7);
    assert_int_equal(dmap_highest(&f.dmap), 7);
    /* Without a list (a goal turned wall) the grid is read instead. */
    dmap_set_cost(&f.dmap, 1, 1, 0);
    assert_int_equal(dmap_highest(&f.dmap), 7);
    unload(&f);
}

static void test_copy_makes_an_independent_map_to_scale(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "##########",
        "#G.......#",
        "#....#...#",
        "##########",
    };
    struct fixture chase, flee;
    LOAD(&chase, rows);
    LOAD(&flee, rows);
    dmap_clear(&chase.dmap);
    dmap_set_goal(&chase.dmap, ASCII_FIND(rows, 'G'), 0);
    dmap_scan(&chase.dmap);
    assert_int_equal(dmap_copy(&flee.dmap, &chase.dmap), 0);
    dmap_scale_and_rescan(&flee.dmap, -1.2);
    /* The chase map is untouched and the copy matches a map scaled in place. */
    assert_int_equal(dmap_get(&chase.dmap, (struct pos){8, 1}), 7);
    dmap_scale_and_rescan(&chase.dmap, -1.2);
    for (int y = 0; y < 4; y++)
        for (int x = 0; x < 10; x++)
            assert_int_equal(dmap_get(&flee.dmap, (struct pos){x, y}),
                             dmap_get(&chase.dmap, (struct pos){x, y}));

    /* A map made as a copy holds the same and scans on the same. */
    struct dmap clone;
    assert_int_equal(dmap_init_copy(&clone, &chase.dmap), 0);
    for (int y = 0; y < 4; y++)
        for (int x = 0; x < 10; x++)
            assert_int_equal(dmap_get(&clone, (struct pos){x, y}),
                             dmap_get(&chase.dmap, (struct pos){x, y}));
    dmap_clear(&clone);
    dmap_set_goal(&clone, (struct pos){8, 2}, 0);
    dmap_scan(&clone);
    assert_int_equal(dmap_get(&clone, (struct pos){1, 1}), 7);
    assert_int_equal(dmap_get(&clone, (struct pos){5, 2}), DMAP_WALL);
    dmap_free(&clone);
    struct dmap none = {0};
    assert_int_equal(dmap_init_copy(&clone, &none), -1); /* no buffers to copy */
    dmap_free(&clone);

    struct dmap small;
    assert_int_equal(dmap_init(&small, 3, 3), 0);
    assert_int_equal(dmap_copy(&small, &chase.dmap), -1);
    assert_int_equal(dmap_scaled_from(&small, &chase.dmap, -1.2), -1);
    dmap_free(&small);
    dmap_free(&small); /* freeing twice is safe */
    unload(&flee);
    unload(&chase);
}

/* The model the next test checks against: plain arrays, the documented
 * rules applied one by one, and naive_scan for the spreading. */
struct model {
    int w, h;
    uint8_t *cost;
    int32_t *dist;
};

static void model_scan(const struct model *m)
{
    struct map shape = {.width = m->w, .height = m->h};
    naive_scan(&shape, m->cost, m->dist);
}

static void test_any_sequence_of_calls_matches_a_plain_model(void **state)
{
    (void)state;
    struct rng rng;
    rng_seed(&rng, 31337);
    for (int round = 0; round < 60; round++) {
        struct map map;
        random_map(&map, &rng, rng_range(&rng, 3, 16), rng_range(&rng, 3, 12));
        struct model m = {map.width, map.height, NULL, NULL};
        int cells = m.w * m.h;
        m.cost = malloc((size_t)cells);
        m.dist = malloc((size_t)cells * sizeof *m.dist);
        assert_non_null(m.cost);
        assert_non_null(m.dist);
        struct dmap dmap, copy;
        assert_int_equal(dmap_init(&dmap, m.w, m.h), 0);
        assert_int_equal(dmap_init(&copy, m.w, m.h), 0);
        dmap_costs_from_map(&dmap, &map);
        for (int i = 0; i < cells; i++) {
            m.cost[i] = map.tiles[i] == TILE_FLOOR;
            m.dist[i] = m.cost[i] ? DMAP_UNREACHABLE : DMAP_WALL;
        }
        for (int step = 0; step < 80; step++) {
            int x = rng_range(&rng, 0, m.w - 1), y = rng_range(&rng, 0, m.h - 1);
            int i = y * m.w + x;
            switch (rng_range(&rng, 0, 9)) {
            case 0: {
                uint8_t cost = (uint8_t)(rng_one_in(&rng, 3) ? rng_range(&rng, 0, 4) : 1);
                dmap_set_cost(&dmap, x, y, cost);
                if (cost == 0)
                    m.dist[i] = DMAP_WALL;
                else if (m.cost[i] == 0)
                    m.dist[i] = DMAP_UNREACHABLE;
                m.cost[i] = cost;
                break;
            }
            case 1:
                dmap_clear(&dmap);
                for (int k = 0; k < cells; k++)
                    m.dist[k] = m.cost[k] ? DMAP_UNREACHABLE : DMAP_WALL;
                break;
            case 2:
            case 3:
            case 4: {
                int32_t value = rng_one_in(&rng, 8) ? DMAP_UNREACHABLE : rng_range(&rng, -3, 3);
                if (rng_one_in(&rng, 2))
                    value = 0;
                dmap_set_goal(&dmap, (struct pos){x, y}, value);
                if (m.cost[i])
                    m.dist[i] = value;
                break;
            }
            case 5:
            case 6:
                dmap_scan(&dmap);
                model_scan(&m);
                break;
            case 7:
                /* Stopped at a cell, then carried on by the next scan. */
                dmap_scan_to(&dmap, (struct pos){x, y});
                if (rng_one_in(&rng, 2))
                    dmap_scan_to(&dmap, (struct pos){rng_range(&rng, 0, m.w - 1), 0});
                dmap_scan(&dmap);
                model_scan(&m);
                break;
            case 8:
                dmap_scale_and_rescan(&dmap, -1.2);
                for (int k = 0; k < cells; k++)
                    if (m.dist[k] < DMAP_UNREACHABLE)
                        m.dist[k] = (int32_t)((int64_t)m.dist[k] * -1200000 / 1000000);
                model_scan(&m);
                break;
            default:
                /* Work on a copy for a while; the copy must carry on exactly. */
                assert_int_equal(dmap_copy(&copy, &dmap), 0);
                assert_values(&copy, m.dist);
                dmap_scan(&copy);
                dmap_clear(&copy);
                assert_int_equal(dmap_copy(&dmap, &copy), 0);
                dmap_copy(&copy, &dmap);
                for (int k = 0; k < cells; k++)
                    m.dist[k] = m.cost[k] ? DMAP_UNREACHABLE : DMAP_WALL;
                break;
            }
            assert_values(&dmap, m.dist);
        }
        dmap_free(&copy);
        dmap_free(&dmap);
        free(m.cost);
        free(m.dist);
        map_free(&map);
    }
}

/* The flee map within a horizon (dmap_scaled_within): the same, cell for
 * cell within it, as the whole map scaled with every cell farther off
 * walled, and no value past it; on random floors and horizons. */
static void test_scaled_within_a_horizon_is_the_map_walled_beyond_it(void **state)
{
    (void)state;
    struct rng rng;
    rng_seed(&rng, 77);
    for (int round = 0; round < 300; round++) {
        struct map map;
        int w = rng_range(&rng, 3, 40), h = rng_range(&rng, 3, 25);
        random_map(&map, &rng, w, h);
        int32_t horizon = rng_range(&rng, 1, 12);
        struct dmap whole, chase, flee, walled_chase, walled_flee;
        assert_int_equal(dmap_init(&whole, w, h), 0);
        assert_int_equal(dmap_init(&chase, w, h), 0);
        assert_int_equal(dmap_init(&flee, w, h), 0);
        dmap_costs_from_map(&whole, &map);
        dmap_costs_from_map(&chase, &map);
        dmap_costs_from_map(&flee, &map);
        int goals = rng_range(&rng, 1, 3);
        for (int g = 0; g < goals; g++) {
            struct pos p = {rng_range(&rng, 0, w - 1), rng_range(&rng, 0, h - 1)};
            dmap_set_goal(&whole, p, 0);
            dmap_set_goal(&chase, p, 0);
        }
        dmap_scan(&whole); /* the true distances, to tell near from far */
        dmap_scan_within(&chase, horizon);
        assert_int_equal(dmap_scaled_within(&flee, &chase, horizon, -1.2), 0);
        /* The reference: the floor walled past the horizon, scaled whole. */
        for (int y = 0; y < h; y++)
            for (int x = 0; x < w; x++)
                if (dmap_get(&whole, (struct pos){x, y}) > horizon)
                    map.tiles[map_index(&map, x, y)] = TILE_WALL;
        assert_int_equal(dmap_init(&walled_chase, w, h), 0);
        assert_int_equal(dmap_init(&walled_flee, w, h), 0);
        dmap_costs_from_map(&walled_chase, &map);
        dmap_costs_from_map(&walled_flee, &map);
        for (int y = 0; y < h; y++)
            for (int x = 0; x < w; x++)
                if (dmap_get(&whole, (struct pos){x, y}) == 0)
                    dmap_set_goal(&walled_chase, (struct pos){x, y}, 0);
        dmap_scan(&walled_chase);
        assert_int_equal(dmap_scaled_from(&walled_flee, &walled_chase, -1.2), 0);
        for (int y = 0; y < h; y++)
            for (int x = 0; x < w; x++) {
                struct pos p = {x, y};
                int32_t d = dmap_get(&whole, p), got = dmap_get(&flee, p);
                if (d <= horizon && got != dmap_get(&walled_flee, p))
                    fail_msg("round %d, horizon %d: (%d,%d) %d steps off holds %d, walled %d",
                             round,
                             (int)horizon,
                             x,
                             y,
                             (int)d,
                             (int)got,
                             (int)dmap_get(&walled_flee, p));
                if (d > horizon && d < DMAP_UNREACHABLE && got != DMAP_UNREACHABLE)
                    fail_msg("round %d, horizon %d: (%d,%d) %d steps off holds %d",
                             round,
                             (int)horizon,
                             x,
                             y,
                             (int)d,
                             (int)got);
            }
        dmap_free(&whole);
        dmap_free(&chase);
        dmap_free(&flee);
        dmap_free(&walled_chase);
        dmap_free(&walled_flee);
        map_free(&map);
    }
}

/* A map not made breadth-first (a goal with a head start) is scaled whole. */
static void test_scaled_within_scales_the_whole_of_a_map_it_cannot_cut(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "##########",
        "#........#",
        "##########",
    };
    struct fixture f, g;
    LOAD(&f, rows);
    LOAD(&g, rows);
    dmap_set_goal(&f.dmap, (struct pos){1, 1}, 0);
    dmap_set_goal(&f.dmap, (struct pos){8, 1}, -5);
    dmap_scan(&f.dmap);
    assert_int_equal(dmap_scaled_within(&g.dmap, &f.dmap, 2, -1.2), 1);
    /* Every cell holds a value, the far ones too. */
    for (int x = 1; x <= 8; x++)
        assert_true(dmap_get(&g.dmap, (struct pos){x, 1}) < DMAP_UNREACHABLE);
    assert_int_equal(dmap_scaled_within(&f.dmap, &f.dmap, 2, -1.2), -1);
    unload(&f);
    unload(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_distance_on_open_floor_counts_a_diagonal_step_as_one),
        cmocka_unit_test(test_a_reserved_map_costed_from_the_tiles_is_an_initialised_one),
        cmocka_unit_test(test_distance_goes_around_a_wall),
        cmocka_unit_test(test_walls_stay_walls_and_outside_reads_as_wall),
        cmocka_unit_test(test_unreachable_pocket_is_marked_unreachable),
        cmocka_unit_test(test_a_map_without_goals_is_all_unreachable),
        cmocka_unit_test(test_nearest_of_several_goals_wins),
        cmocka_unit_test(test_a_goal_with_a_head_start_reaches_farther),
        cmocka_unit_test(test_setting_a_goal_again_replaces_its_value),
        cmocka_unit_test(test_costly_cell_is_walked_around_when_that_is_cheaper),
        cmocka_unit_test(test_costly_cell_is_crossed_when_the_detour_is_dearer),
        cmocka_unit_test(test_cost_zero_makes_a_wall_and_back),
        cmocka_unit_test(test_downhill_steps_to_the_lowest_neighbour),
        cmocka_unit_test(test_downhill_picks_every_tied_lowest_neighbour_and_never_a_higher_one),
        cmocka_unit_test(test_downhill_names_each_way_as_grid_dir_does),
        cmocka_unit_test(test_downhill_skips_blocked_cells_and_stays_put_at_a_goal),
        cmocka_unit_test(test_flee_map_leads_out_of_a_dead_end_not_into_it),
        cmocka_unit_test(test_scaling_rounds_toward_zero_before_the_rescan),
        cmocka_unit_test(test_scanning_twice_gives_the_same_result),
        cmocka_unit_test(test_a_goal_added_after_a_scan_spreads_on_the_next_scan),
        cmocka_unit_test(test_fast_scan_matches_naive_relaxation_on_random_maps),
        cmocka_unit_test(test_general_scan_matches_naive_relaxation_with_costs_and_head_starts),
        cmocka_unit_test(test_sorted_rescan_matches_naive_relaxation_on_random_maps),
        cmocka_unit_test(test_scan_to_a_cell_holds_all_a_step_down_from_it_reads),
        cmocka_unit_test(test_highest_is_the_farthest_value_held),
        cmocka_unit_test(test_copy_makes_an_independent_map_to_scale),
        cmocka_unit_test(test_any_sequence_of_calls_matches_a_plain_model),
        cmocka_unit_test(test_scaled_within_a_horizon_is_the_map_walled_beyond_it),
        cmocka_unit_test(test_scaled_within_scales_the_whole_of_a_map_it_cannot_cut),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
