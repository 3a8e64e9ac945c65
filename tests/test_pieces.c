/* A floor's pieces (pieces.h): the cells a class can walk between share a
 * label, 8-way as monsters step; a door opened joins the pieces round it
 * as a fresh labelling would; and the labelling by runs cuts a floor as a
 * plain flood fill does. Maps are drawn: '+' a closed door, '\'' an open
 * one, '#' wall. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "murk/base/passability.h"
#include "murk/base/pieces.h"
#include "murk/base/rng.h"
#include "support/ascii_map.h"

static uint32_t walker(void)
{
    return passability_tiles(PASS_WALKER);
}

static uint32_t door_opener(void)
{
    return passability_tiles(PASS_DOOR_OPENER);
}

static void label(struct pieces *pieces, const struct map *map, uint32_t tiles)
{
    assert_int_equal(pieces_init(pieces, map->width, map->height), 0);
    pieces_label(pieces, map, tiles);
}

/* Whether a and b cut the map's cells alike: off the tiles in both or in
 * neither, and two cells on one piece in a iff on one piece in b. Labels
 * may differ; a one-to-one match of them is looked for, cell by cell. */
static bool same_partition(const struct pieces *a, const struct pieces *b, int width, int height)
{
    int cells = (width + 2) * (height + 2) + 2;
    int *a_to_b = calloc((size_t)cells, sizeof *a_to_b);
    int *b_to_a = calloc((size_t)cells, sizeof *b_to_a);
    assert_non_null(a_to_b);
    assert_non_null(b_to_a);
    bool same = true;
    for (int y = 0; y < height && same; y++)
        for (int x = 0; x < width && same; x++) {
            int la = pieces_of(a, (struct pos){x, y}), lb = pieces_of(b, (struct pos){x, y});
            if ((la == 0) != (lb == 0)) {
                same = false;
            } else if (la != 0) {
                if (a_to_b[la] == 0 && b_to_a[lb] == 0) {
                    a_to_b[la] = lb;
                    b_to_a[lb] = la;
                }
                same = a_to_b[la] == lb && b_to_a[lb] == la;
            }
        }
    free(a_to_b);
    free(b_to_a);
    return same;
}

/* Two rooms, a closed door between them. */
static const char *const two_rooms[] = {
    "###########",
    "#...#.....#",
    "#...+.....#",
    "#...#.....#",
    "###########",
};

static void test_a_closed_door_cuts_a_walkers_floor_in_two_and_not_a_door_openers(void **state)
{
    (void)state;
    struct map map;
    ASCII_MAP(&map, two_rooms);
    struct pos west = {1, 1}, east = {9, 3}, door = ASCII_FIND(two_rooms, '+');
    struct pieces w, d;
    label(&w, &map, walker());
    label(&d, &map, door_opener());
    assert_int_equal(w.count, 2);
    assert_int_not_equal(pieces_of(&w, west), pieces_of(&w, east));
    assert_int_equal(pieces_of(&w, door), 0); /* a wall to a walker */
    assert_int_equal(pieces_of(&w, (struct pos){0, 0}), 0);
    assert_int_equal(pieces_of(&w, (struct pos){-1, 2}), 0); /* off the map */
    assert_int_equal(pieces_of(&w, (struct pos){11, 2}), 0);
    /* 9 cells west, 15 east. */
    assert_int_equal(w.size[pieces_of(&w, west)], 9);
    assert_int_equal(w.size[pieces_of(&w, east)], 15);
    assert_int_equal(d.count, 1);
    assert_int_equal(pieces_of(&d, west), pieces_of(&d, east));
    assert_int_equal(pieces_of(&d, door), pieces_of(&d, west));
    assert_int_equal(d.size[pieces_of(&d, west)], 25);
    pieces_free(&w);
    pieces_free(&d);
    pieces_free(&w); /* twice is safe */
    pieces_free(&d);
    map_free(&map);
}

static void test_cells_touching_only_at_a_corner_are_one_piece(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "######",
        "#..###",
        "#..###",
        "###..#",
        "###..#",
        "######",
    };
    struct map map;
    ASCII_MAP(&map, rows);
    struct pieces p;
    label(&p, &map, walker());
    assert_int_equal(p.count, 1);
    assert_int_equal(pieces_of(&p, (struct pos){1, 1}), pieces_of(&p, (struct pos){4, 4}));
    assert_int_equal(p.size[1], 8);
    /* The corner walled: two pieces. */
    map.tiles[map_index(&map, 3, 3)] = TILE_WALL;
    pieces_label(&p, &map, walker());
    assert_int_equal(p.count, 2);
    assert_int_not_equal(pieces_of(&p, (struct pos){1, 1}), pieces_of(&p, (struct pos){4, 4}));
    pieces_free(&p);
    map_free(&map);
}

/* A U whose arms start on the first row, a bar between them that starts
 * there too: the U is met first in reading order, the bar second, though
 * the U's right arm (after the bar) is joined to its left only at the
 * bottom. */
static const char *const u_and_bar[] = {
    "#########",
    "###.#.#.#",
    "###.#.#.#",
    "###.###.#",
    "###.....#",
    "#.#######",
    "#########",
};

static void test_the_piece_of_the_first_cell_in_reading_order_is_1_and_so_on(void **state)
{
    (void)state;
    struct map map;
    ASCII_MAP(&map, u_and_bar);
    struct pieces p;
    label(&p, &map, walker());
    assert_int_equal(p.count, 3);
    assert_int_equal(pieces_of(&p, (struct pos){3, 1}), 1);
    assert_int_equal(pieces_of(&p, (struct pos){7, 1}), 1);
    assert_int_equal(pieces_of(&p, (struct pos){5, 4}), 1);
    assert_int_equal(pieces_of(&p, (struct pos){5, 1}), 2);
    assert_int_equal(pieces_of(&p, (struct pos){1, 5}), 3);
    assert_int_equal(p.size[1], 11);
    assert_int_equal(p.size[2], 2);
    assert_int_equal(p.size[3], 1);
    pieces_free(&p);
    map_free(&map);
}

/* pieces_init leaves the buffers unwritten: the labelling alone clears
 * them, so one over whatever they held (here every byte set) is the same,
 * a wall and the ring round the map in no piece. */
static void test_a_labelling_over_unwritten_buffers_is_whole(void **state)
{
    (void)state;
    struct map map;
    ASCII_MAP(&map, u_and_bar);
    struct pieces p;
    assert_int_equal(pieces_init(&p, map.width, map.height), 0);
    size_t with_ring = (size_t)(map.width + 2) * (size_t)(map.height + 2);
    memset(p.label, 0xff, with_ring * sizeof *p.label);
    memset(p.alias, 0xff, (size_t)(p.capacity + 1) * sizeof *p.alias);
    pieces_label(&p, &map, walker());
    assert_int_equal(p.count, 3);
    assert_int_equal(pieces_of(&p, (struct pos){0, 0}), 0);   /* a wall */
    assert_int_equal(pieces_of(&p, (struct pos){-1, -1}), 0); /* the ring */
    assert_int_equal(pieces_of(&p, (struct pos){3, 1}), 1);
    assert_int_equal(pieces_of(&p, (struct pos){1, 5}), 3);
    pieces_free(&p);
    map_free(&map);
}

static void test_the_largest_piece_is_the_first_of_the_largest(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "############",
        "#.#...#...##",
        "###...#...##",
        "############",
    };
    struct map map;
    ASCII_MAP(&map, rows);
    struct pieces p;
    label(&p, &map, walker());
    /* 1 cell, then 6, then 6: the first of the two sixes. */
    assert_int_equal(p.count, 3);
    assert_int_equal(pieces_largest(&p), 2);
    /* One cell more for the third: it is the largest. */
    map.tiles[map_index(&map, 10, 1)] = TILE_FLOOR;
    pieces_label(&p, &map, walker());
    assert_int_equal(pieces_largest(&p), 3);
    /* No cell of the tiles at all: none. */
    pieces_label(&p, &map, TILE_BIT(TILE_WATER));
    assert_int_equal(p.count, 0);
    assert_int_equal(pieces_largest(&p), 0);
    pieces_free(&p);
    map_free(&map);
}

static void test_a_door_opened_joins_the_two_rooms_as_a_fresh_labelling_does(void **state)
{
    (void)state;
    struct map map;
    ASCII_MAP(&map, two_rooms);
    struct pos west = {1, 1}, east = {9, 3}, door = ASCII_FIND(two_rooms, '+');
    struct pieces p, fresh;
    label(&p, &map, walker());
    assert_int_equal(pieces_largest(&p), pieces_of(&p, east));
    map.tiles[map_index(&map, door.x, door.y)] = TILE_DOOR_OPEN;
    pieces_open_cell(&p, door);
    assert_int_not_equal(pieces_of(&p, west), 0);
    assert_int_equal(pieces_of(&p, west), pieces_of(&p, east));
    assert_int_equal(pieces_of(&p, door), pieces_of(&p, west));
    /* 9 + 15 + the door. */
    assert_int_equal(p.size[pieces_of(&p, west)], 25);
    assert_int_equal(pieces_largest(&p), pieces_of(&p, west));
    /* Opened again, or a cell already of a piece: nothing changes. */
    pieces_open_cell(&p, door);
    pieces_open_cell(&p, west);
    pieces_open_cell(&p, (struct pos){-1, -1});
    assert_int_equal(p.size[pieces_of(&p, west)], 25);
    label(&fresh, &map, walker());
    assert_int_equal(fresh.count, 1);
    assert_true(same_partition(&p, &fresh, map.width, map.height));
    pieces_free(&p);
    pieces_free(&fresh);
    map_free(&map);
}

static void test_a_door_opened_in_a_wall_alone_is_a_piece_of_its_own(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "#######",
        "#.#####",
        "###+###",
        "#######",
    };
    struct map map;
    ASCII_MAP(&map, rows);
    struct pos door = ASCII_FIND(rows, '+');
    struct pieces p, fresh;
    label(&p, &map, walker());
    assert_int_equal(p.count, 1);
    map.tiles[map_index(&map, door.x, door.y)] = TILE_DOOR_OPEN;
    pieces_open_cell(&p, door);
    assert_int_not_equal(pieces_of(&p, door), 0);
    assert_int_not_equal(pieces_of(&p, door), pieces_of(&p, (struct pos){1, 1}));
    assert_int_equal(p.size[pieces_of(&p, door)], 1);
    label(&fresh, &map, walker());
    assert_true(same_partition(&p, &fresh, map.width, map.height));
    pieces_free(&p);
    pieces_free(&fresh);
    map_free(&map);
}

/* ---- against a plain flood fill ---- */

/* The test's own labelling: a flood fill from each cell not yet labelled,
 * 8-way, bounds checked, into the label array as pieces lays it out. */
static void flood_label(struct pieces *out, const struct map *map, uint32_t tiles)
{
    int w = map->width, h = map->height;
    for (int i = 0; i < (w + 2) * (h + 2); i++)
        out->label[i] = 0;
    out->alias[0] = 0;
    int *stack = malloc((size_t)(w * h) * sizeof *stack);
    assert_non_null(stack);
    int count = 0;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            if (!passability_cell(tiles, map, x, y) || out->label[pieces_index(out, x, y)])
                continue;
            count++;
            out->alias[count] = (uint16_t)count;
            int top = 0;
            stack[top++] = y * w + x;
            out->label[pieces_index(out, x, y)] = (uint16_t)count;
            while (top > 0) {
                int c = stack[--top];
                for (int k = 0; k < GRID_DIRS; k++) {
                    struct pos d = grid_dir(k);
                    int nx = c % w + d.x, ny = c / w + d.y;
                    if (!passability_cell(tiles, map, nx, ny) ||
                        out->label[pieces_index(out, nx, ny)])
                        continue;
                    out->label[pieces_index(out, nx, ny)] = (uint16_t)count;
                    stack[top++] = ny * w + nx;
                }
            }
        }
    out->count = count;
    free(stack);
}

static enum tile random_tile(struct rng *rng)
{
    int r = rng_range(rng, 0, 9);
    return r < 4 ? TILE_WALL : r == 4 ? TILE_DOOR_CLOSED : r == 5 ? TILE_DOOR_OPEN : TILE_FLOOR;
}

/* pieces_cells lists each piece's cells as a walk over the grid finds
 * them, in reading order. */
static void assert_cells_listed(const struct pieces *pieces, int w, int h, int round)
{
    int32_t *listed = malloc((size_t)(w * h) * sizeof *listed);
    assert_non_null(listed);
    for (int l = 1; l <= pieces->count; l++) {
        if (pieces->alias[l] != l)
            continue;
        int n = pieces_cells(pieces, l, listed), k = 0;
        for (int i = 0; i < w * h; i++)
            if (pieces_of(pieces, (struct pos){i % w, i / w}) == l && (k >= n || listed[k++] != i))
                fail_msg("round %d: piece %d's cell %d listed otherwise", round, l, i);
        assert_int_equal(k, n);
    }
    assert_int_equal(pieces_cells(pieces, 0, listed), 0);
    free(listed);
}

static void test_labelling_by_runs_cuts_random_floors_as_a_flood_fill_does(void **state)
{
    (void)state;
    struct rng rng;
    rng_seed(&rng, 20261201);
    for (int round = 0; round < 400; round++) {
        bool full = round % 10 == 0; /* now and then a whole floor's size */
        int w = rng_range(&rng, 3, full ? MAP_WIDTH : 40),
            h = rng_range(&rng, 3, full ? MAP_HEIGHT : 25);
        struct map map;
        assert_int_equal(map_init(&map, w, h), 0);
        for (int i = 0; i < w * h; i++)
            map.tiles[i] = (uint8_t)random_tile(&rng);
        uint32_t tiles = round % 2 ? walker() : door_opener();
        struct pieces runs, flood;
        label(&runs, &map, tiles);
        assert_int_equal(pieces_init(&flood, w, h), 0);
        flood_label(&flood, &map, tiles);
        if (runs.count != flood.count || !same_partition(&runs, &flood, w, h))
            fail_msg("round %d (%dx%d): %d pieces by runs, %d by flood fill",
                     round,
                     w,
                     h,
                     runs.count,
                     flood.count);
        /* The first cell in reading order is on piece 1. */
        for (int i = 0; i < w * h; i++)
            if (passability_cell(tiles, &map, i % w, i / w)) {
                assert_int_equal(pieces_of(&runs, (struct pos){i % w, i / w}), 1);
                break;
            }
        /* Sizes add up to the cells of the tiles. */
        int sum = 0, cells = 0;
        for (int l = 1; l <= runs.count; l++)
            sum += runs.size[l];
        for (int i = 0; i < w * h; i++)
            cells += passability_cell(tiles, &map, i % w, i / w);
        assert_int_equal(sum, cells);
        assert_cells_listed(&runs, w, h, round);
        /* The walker's closed doors opened one by one, each joined in
         * place: the same cut as labelling afresh. */
        if (tiles == walker()) {
            for (int i = 0; i < w * h; i++) {
                if (map.tiles[i] != TILE_DOOR_CLOSED || !rng_one_in(&rng, 2))
                    continue;
                map.tiles[i] = TILE_DOOR_OPEN;
                pieces_open_cell(&runs, (struct pos){i % w, i / w});
                flood_label(&flood, &map, tiles);
                if (!same_partition(&runs, &flood, w, h))
                    fail_msg("round %d: the door at (%d,%d) opened cut it otherwise",
                             round,
                             i % w,
                             i / w);
                int largest = pieces_largest(&runs), best = 0;
                for (int l = 1; l <= runs.count; l++)
                    if (runs.alias[l] == l && runs.size[l] > best)
                        best = runs.size[l];
                assert_int_equal(runs.size[largest], best);
            }
            assert_cells_listed(&runs, w, h, round);
        }
        pieces_free(&runs);
        pieces_free(&flood);
        map_free(&map);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_closed_door_cuts_a_walkers_floor_in_two_and_not_a_door_openers),
        cmocka_unit_test(test_cells_touching_only_at_a_corner_are_one_piece),
        cmocka_unit_test(test_the_piece_of_the_first_cell_in_reading_order_is_1_and_so_on),
        cmocka_unit_test(test_the_largest_piece_is_the_first_of_the_largest),
        cmocka_unit_test(test_a_door_opened_joins_the_two_rooms_as_a_fresh_labelling_does),
        cmocka_unit_test(test_a_door_opened_in_a_wall_alone_is_a_piece_of_its_own),
        cmocka_unit_test(test_labelling_by_runs_cuts_random_floors_as_a_flood_fill_does),
        cmocka_unit_test(test_a_labelling_over_unwritten_buffers_is_whole),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
