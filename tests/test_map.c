#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "murk/base/map.h"
#include "murk/base/mapgen.h"
#include "support/ascii_map.h"

enum { SEEDS = 1000 };

static void generate(struct map *map, int width, int height, uint64_t seed)
{
    assert_int_equal(map_init(map, width, height), 0);
    struct rng rng;
    rng_seed(&rng, seed);
    map_generate(map, &rng);
}

/* Whether the player may step there: a walkable cell, or a closed door,
 * which the step opens (doc/rules.md, "Doors"). */
static bool player_may_enter(const struct map *map, int x, int y)
{
    return map_walkable(map, x, y) ||
           (map_in_bounds(map, x, y) && map->tiles[map_index(map, x, y)] == TILE_DOOR_CLOSED);
}

/* The cells the player may stand on, doors among them. */
static int count_floor(const struct map *map)
{
    int n = 0;
    for (int i = 0; i < map->width * map->height; i++)
        n += map->tiles[i] != TILE_WALL;
    return n;
}

/* Floor cells reachable from the first floor cell by 8-way steps, the way
 * the player walks; 0 if there is no floor. */
static int count_reachable(const struct map *map)
{
    int cells = map->width * map->height;
    int start = -1;
    for (int i = 0; i < cells && start < 0; i++)
        if (map->tiles[i] == TILE_FLOOR)
            start = i;
    if (start < 0)
        return 0;

    uint8_t *seen = calloc((size_t)cells, 1);
    int *queue = malloc((size_t)cells * sizeof *queue);
    assert_non_null(seen);
    assert_non_null(queue);
    int head = 0, tail = 0;
    queue[tail++] = start;
    seen[start] = 1;
    while (head < tail) {
        int x = queue[head] % map->width, y = queue[head] / map->width;
        head++;
        for (int dy = -1; dy <= 1; dy++)
            for (int dx = -1; dx <= 1; dx++) {
                int nx = x + dx, ny = y + dy;
                if (!player_may_enter(map, nx, ny) || seen[map_index(map, nx, ny)])
                    continue;
                seen[map_index(map, nx, ny)] = 1;
                queue[tail++] = map_index(map, nx, ny);
            }
    }
    free(seen);
    free(queue);
    return tail;
}

static void assert_connected(const struct map *map)
{
    int floor = count_floor(map);
    assert_true(floor > 0);
    assert_int_equal(count_reachable(map), floor);
}

static void assert_outer_ring_is_wall(const struct map *map)
{
    for (int x = 0; x < map->width; x++) {
        assert_int_equal(map->tiles[map_index(map, x, 0)], TILE_WALL);
        assert_int_equal(map->tiles[map_index(map, x, map->height - 1)], TILE_WALL);
    }
    for (int y = 0; y < map->height; y++) {
        assert_int_equal(map->tiles[map_index(map, 0, y)], TILE_WALL);
        assert_int_equal(map->tiles[map_index(map, map->width - 1, y)], TILE_WALL);
    }
}

/* Whether two room interiors overlap or touch, i.e. have no wall between. */
static bool rooms_touch(const struct room *a, const struct room *b)
{
    return a->x <= b->x + b->w && b->x <= a->x + a->w && a->y <= b->y + b->h && b->y <= a->y + a->h;
}

/* Rooms lie inside the walls, are all floor, and keep apart. */
static void assert_rooms_sound(const struct map *map)
{
    assert_true(map->room_count <= MAP_MAX_ROOMS);
    for (int i = 0; i < map->room_count; i++) {
        const struct room *r = &map->rooms[i];
        assert_true(r->w >= 1 && r->h >= 1);
        assert_true(r->x >= 1 && r->y >= 1);
        assert_true(r->x + r->w <= map->width - 1);
        assert_true(r->y + r->h <= map->height - 1);
        for (int y = r->y; y < r->y + r->h; y++)
            for (int x = r->x; x < r->x + r->w; x++)
                assert_true(map_walkable(map, x, y));
        for (int j = 0; j < i; j++)
            assert_false(rooms_touch(r, &map->rooms[j]));
    }
}

static void test_every_floor_cell_is_reachable_from_every_other(void **state)
{
    (void)state;
    struct map map;
    for (uint64_t seed = 0; seed < SEEDS; seed++) {
        generate(&map, MAP_WIDTH, MAP_HEIGHT, seed);
        assert_connected(&map);
        map_free(&map);
    }
}

static void test_outer_ring_is_always_wall(void **state)
{
    (void)state;
    struct map map;
    for (uint64_t seed = 0; seed < SEEDS; seed++) {
        generate(&map, MAP_WIDTH, MAP_HEIGHT, seed);
        assert_outer_ring_is_wall(&map);
        map_free(&map);
    }
}

static void test_rooms_are_inside_floored_and_apart(void **state)
{
    (void)state;
    struct map map;
    for (uint64_t seed = 0; seed < SEEDS; seed++) {
        generate(&map, MAP_WIDTH, MAP_HEIGHT, seed);
        assert_true(map.room_count >= 2);
        assert_rooms_sound(&map);
        map_free(&map);
    }
}

static void test_maps_have_a_dungeons_worth_of_rooms_and_floor(void **state)
{
    (void)state;
    struct map map;
    long rooms = 0;
    for (uint64_t seed = 0; seed < SEEDS; seed++) {
        generate(&map, MAP_WIDTH, MAP_HEIGHT, seed);
        assert_true(count_floor(&map) * 10 > map.width * map.height);
        rooms += map.room_count;
        map_free(&map);
    }
    /* A dungeon, not two rooms and a corridor: about 8 to 15 on average. */
    assert_in_range(rooms, 8 * SEEDS, 15 * SEEDS);
}

static void test_same_seed_gives_same_map(void **state)
{
    (void)state;
    struct map a, b;
    for (uint64_t seed = 0; seed < 50; seed++) {
        generate(&a, MAP_WIDTH, MAP_HEIGHT, seed);
        generate(&b, MAP_WIDTH, MAP_HEIGHT, seed);
        assert_memory_equal(a.tiles, b.tiles, (size_t)a.width * (size_t)a.height);
        assert_int_equal(a.room_count, b.room_count);
        assert_memory_equal(a.rooms, b.rooms, sizeof a.rooms);
        map_free(&a);
        map_free(&b);
    }
}

static void test_generation_consumes_the_same_draws_for_the_same_seed(void **state)
{
    (void)state;
    /* The game goes on drawing from the same generator, so how many draws
     * a level takes must be as repeatable as the level itself. */
    struct map map;
    assert_int_equal(map_init(&map, MAP_WIDTH, MAP_HEIGHT), 0);
    struct rng a, b;
    rng_seed(&a, 77);
    rng_seed(&b, 77);
    map_generate(&map, &a);
    map_generate(&map, &b);
    assert_int_equal(rng_next(&a), rng_next(&b));
    map_free(&map);
}

static void test_different_seeds_usually_give_different_maps(void **state)
{
    (void)state;
    struct map a, b;
    int differ = 0;
    for (uint64_t seed = 0; seed < 100; seed++) {
        generate(&a, MAP_WIDTH, MAP_HEIGHT, seed);
        generate(&b, MAP_WIDTH, MAP_HEIGHT, seed + 1);
        differ += memcmp(a.tiles, b.tiles, (size_t)a.width * (size_t)a.height) != 0;
        map_free(&a);
        map_free(&b);
    }
    assert_true(differ >= 95);
}

static void test_generation_forgets_the_previous_level(void **state)
{
    (void)state;
    struct map map;
    assert_int_equal(map_init(&map, MAP_WIDTH, MAP_HEIGHT), 0);
    size_t cells = (size_t)map.width * (size_t)map.height;
    memset(map.tiles, TILE_FLOOR, cells);
    memset(map.remembered, 1, cells);
    map.room_count = MAP_MAX_ROOMS;

    struct rng rng;
    rng_seed(&rng, 5);
    map_generate(&map, &rng);
    for (size_t i = 0; i < cells; i++)
        assert_int_equal(map.remembered[i], 0);
    assert_outer_ring_is_wall(&map);
    assert_connected(&map);

    /* Regenerating over a used map gives what a fresh map would. */
    struct map fresh;
    generate(&fresh, MAP_WIDTH, MAP_HEIGHT, 5);
    assert_memory_equal(map.tiles, fresh.tiles, cells);
    assert_int_equal(map.room_count, fresh.room_count);
    map_free(&fresh);
    map_free(&map);
}

static void test_small_maps_are_sound(void **state)
{
    (void)state;
    struct map map;
    for (uint64_t seed = 0; seed < SEEDS; seed++) {
        generate(&map, 30, 15, seed);
        assert_true(map.room_count >= 2);
        assert_outer_ring_is_wall(&map);
        assert_rooms_sound(&map);
        assert_connected(&map);
        map_free(&map);
    }
}

static void test_every_size_down_to_tiny_is_sound(void **state)
{
    (void)state;
    /* Below the sizes the game uses, nothing may crash or loop; two rooms
     * are promised wherever a wall can fit between them. */
    struct map map;
    for (int h = 3; h <= 24; h++)
        for (int w = 3; w <= 60; w++)
            for (uint64_t seed = 0; seed < 4; seed++) {
                generate(&map, w, h, seed);
                assert_true(map.room_count >= (w >= 5 || h >= 5 ? 2 : 1));
                assert_outer_ring_is_wall(&map);
                assert_rooms_sound(&map);
                assert_connected(&map);
                map_free(&map);
            }
}

static void test_room_cells_lie_in_their_room(void **state)
{
    (void)state;
    struct map map;
    struct rng rng;
    rng_seed(&rng, 3);
    for (uint64_t seed = 0; seed < 50; seed++) {
        generate(&map, MAP_WIDTH, MAP_HEIGHT, seed);
        for (int i = 0; i < map.room_count; i++)
            for (int k = 0; k < 20; k++) {
                struct pos p = map_room_cell(&map.rooms[i], &rng);
                assert_int_equal(map_room_at(&map, p), i);
                assert_true(map_walkable(&map, p.x, p.y));
            }
        map_free(&map);
    }
}

static void test_room_at_is_minus_one_outside_every_room(void **state)
{
    (void)state;
    struct map map;
    generate(&map, MAP_WIDTH, MAP_HEIGHT, 11);
    for (int y = 0; y < map.height; y++)
        for (int x = 0; x < map.width; x++) {
            struct pos p = {x, y};
            int room = map_room_at(&map, p);
            if (!map_walkable(&map, x, y))
                assert_int_equal(room, -1);
            if (room < 0)
                continue;
            const struct room *r = &map.rooms[room];
            assert_true(x >= r->x && x < r->x + r->w && y >= r->y && y < r->y + r->h);
        }
    assert_int_equal(map_room_at(&map, (struct pos){-1, -1}), -1);
    map_free(&map);
}

static void test_map_from_ascii_reads_walls_and_floor(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "#####",
        "#@.g#",
        "#.#.#",
        "#####",
    };
    struct map map;
    ASCII_MAP(&map, rows);
    assert_int_equal(map.width, 5);
    assert_int_equal(map.height, 4);
    assert_int_equal(map.room_count, 0);
    for (int y = 0; y < map.height; y++)
        for (int x = 0; x < map.width; x++)
            assert_int_equal(map_walkable(&map, x, y), rows[y][x] != '#');
    /* Markers are floor to the map; the test finds them. */
    struct pos at = ASCII_FIND(rows, '@'), g = ASCII_FIND(rows, 'g');
    assert_int_equal(at.x, 1);
    assert_int_equal(at.y, 1);
    assert_int_equal(g.x, 3);
    assert_int_equal(g.y, 1);
    assert_int_equal(ascii_count(rows, ASCII_ROWS(rows), '#'), 15);
    map_free(&map);
}

static void test_ascii_find_reports_a_missing_marker(void **state)
{
    (void)state;
    static const char *const rows[] = {"###", "#.#", "###"};
    struct pos p = ASCII_FIND(rows, '@');
    assert_int_equal(p.x, -1);
    assert_int_equal(p.y, -1);
    assert_int_equal(ascii_count(rows, ASCII_ROWS(rows), '@'), 0);
}

static void test_map_from_ascii_rejects_ragged_rows(void **state)
{
    (void)state;
    static const char *const ragged[] = {"#####", "#..#", "#####"};
    static const char *const empty[] = {""};
    struct map map;
    assert_int_equal(map_from_ascii(&map, ragged, 3), -1);
    assert_int_equal(map_from_ascii(&map, ragged, 0), -1);
    assert_int_equal(map_from_ascii(&map, empty, 1), -1);
}

static void test_out_of_bounds_is_blocked(void **state)
{
    (void)state;
    /* All floor, so only the bounds can block. */
    static const char *const rows[] = {"...", "...", "..."};
    struct map map;
    ASCII_MAP(&map, rows);
    static const struct pos outside[] = {
        {-1, 0},
        {0, -1},
        {3, 0},
        {0, 3},
        {-1, -1},
        {3, 3},
        {-100, 1},
        {1, 100},
    };
    for (size_t i = 0; i < sizeof outside / sizeof outside[0]; i++) {
        assert_false(map_walkable(&map, outside[i].x, outside[i].y));
        assert_true(map_opaque(&map, outside[i].x, outside[i].y));
        assert_false(map_in_bounds(&map, outside[i].x, outside[i].y));
    }
    assert_true(map_walkable(&map, 0, 0));
    assert_false(map_opaque(&map, 2, 2));
    map_free(&map);
}

static void test_walls_block_walking_and_sight(void **state)
{
    (void)state;
    static const char *const rows[] = {"#.#", ".#.", "###"};
    struct map map;
    ASCII_MAP(&map, rows);
    assert_false(map_walkable(&map, 0, 0));
    assert_true(map_opaque(&map, 0, 0));
    assert_true(map_walkable(&map, 1, 0));
    assert_false(map_opaque(&map, 1, 0));
    map_free(&map);
}

static void test_room_at_and_room_cell_agree_on_a_drawn_map(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "##########",
        "#...#....#",
        "#...#....#",
        "##########",
    };
    struct map map;
    ASCII_MAP(&map, rows);
    map.rooms[0] = (struct room){1, 1, 3, 2};
    map.rooms[1] = (struct room){5, 1, 4, 2};
    map.room_count = 2;
    assert_int_equal(map_room_at(&map, (struct pos){1, 1}), 0);
    assert_int_equal(map_room_at(&map, (struct pos){3, 2}), 0);
    assert_int_equal(map_room_at(&map, (struct pos){4, 1}), -1);
    assert_int_equal(map_room_at(&map, (struct pos){8, 2}), 1);
    assert_int_equal(map_room_at(&map, (struct pos){9, 2}), -1);

    struct rng rng;
    rng_seed(&rng, 1);
    bool seen[2][4][10] = {{{false}}};
    for (int k = 0; k < 2000; k++)
        for (int i = 0; i < 2; i++) {
            struct pos p = map_room_cell(&map.rooms[i], &rng);
            assert_int_equal(map_room_at(&map, p), i);
            seen[i][p.y][p.x] = true;
        }
    /* Every cell of each room turns up, corners included. */
    for (int y = 1; y <= 2; y++) {
        for (int x = 1; x <= 3; x++)
            assert_true(seen[0][y][x]);
        for (int x = 5; x <= 8; x++)
            assert_true(seen[1][y][x]);
    }
    map_free(&map);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_floor_cell_is_reachable_from_every_other),
        cmocka_unit_test(test_outer_ring_is_always_wall),
        cmocka_unit_test(test_rooms_are_inside_floored_and_apart),
        cmocka_unit_test(test_maps_have_a_dungeons_worth_of_rooms_and_floor),
        cmocka_unit_test(test_same_seed_gives_same_map),
        cmocka_unit_test(test_generation_consumes_the_same_draws_for_the_same_seed),
        cmocka_unit_test(test_different_seeds_usually_give_different_maps),
        cmocka_unit_test(test_generation_forgets_the_previous_level),
        cmocka_unit_test(test_small_maps_are_sound),
        cmocka_unit_test(test_every_size_down_to_tiny_is_sound),
        cmocka_unit_test(test_room_cells_lie_in_their_room),
        cmocka_unit_test(test_room_at_is_minus_one_outside_every_room),
        cmocka_unit_test(test_map_from_ascii_reads_walls_and_floor),
        cmocka_unit_test(test_ascii_find_reports_a_missing_marker),
        cmocka_unit_test(test_map_from_ascii_rejects_ragged_rows),
        cmocka_unit_test(test_out_of_bounds_is_blocked),
        cmocka_unit_test(test_walls_block_walking_and_sight),
        cmocka_unit_test(test_room_at_and_room_cell_agree_on_a_drawn_map),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
