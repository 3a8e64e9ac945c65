#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "murk/base/fov.h"
#include "murk/base/map.h"
#include "murk/base/rng.h"
#include "support/ascii_map.h"

/* A map from ASCII rows with a visibility buffer of its size. */
struct view {
    struct map map;
    uint8_t *visible;
};

static void view_load(struct view *v, const char *const *rows, int row_count)
{
    ascii_map_build(&v->map, rows, row_count);
    v->visible = malloc((size_t)v->map.width * (size_t)v->map.height);
    assert_non_null(v->visible);
}

#define VIEW_LOAD(v, rows) view_load((v), (rows), ASCII_ROWS(rows))

static void view_free(struct view *v)
{
    free(v->visible);
    map_free(&v->map);
}

static bool seen(const struct view *v, int x, int y)
{
    return v->visible[map_index(&v->map, x, y)] != 0;
}

/* An open room: a ring of wall around w x h cells of floor. */
static void open_room(struct view *v, int w, int h)
{
    assert_int_equal(map_init(&v->map, w + 2, h + 2), 0);
    for (int y = 1; y <= h; y++)
        for (int x = 1; x <= w; x++)
            v->map.tiles[map_index(&v->map, x, y)] = TILE_FLOOR;
    v->visible = malloc((size_t)v->map.width * (size_t)v->map.height);
    assert_non_null(v->visible);
}

static bool in_radius(int dx, int dy, int radius)
{
    return dx * dx + dy * dy <= radius * radius + radius;
}

static void test_origin_is_visible_even_with_radius_zero(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "#####",
        "#.@.#",
        "#####",
    };
    struct view v;
    VIEW_LOAD(&v, rows);
    struct pos at = ASCII_FIND(rows, '@');
    fov_compute(&v.map, at, 0, v.visible);
    for (int y = 0; y < v.map.height; y++)
        for (int x = 0; x < v.map.width; x++)
            assert_int_equal(seen(&v, x, y), x == at.x && y == at.y);
    fov_compute(&v.map, at, 5, v.visible);
    assert_true(seen(&v, at.x, at.y));
    view_free(&v);
}

static void test_walls_block_sight(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "##########",
        "#@..#....#",
        "##########",
    };
    struct view v;
    VIEW_LOAD(&v, rows);
    fov_compute(&v.map, ASCII_FIND(rows, '@'), 20, v.visible);
    for (int x = 1; x <= 4; x++)
        assert_true(seen(&v, x, 1)); /* up to and including the wall */
    for (int x = 5; x <= 9; x++)
        assert_false(seen(&v, x, 1));
    view_free(&v);
}

static void test_every_cell_within_radius_of_an_open_room_is_seen(void **state)
{
    (void)state;
    struct view v;
    open_room(&v, 31, 31);
    for (int radius = 1; radius <= 12; radius++) {
        struct pos at = {16, 16};
        fov_compute(&v.map, at, radius, v.visible);
        for (int y = 1; y <= 31; y++)
            for (int x = 1; x <= 31; x++)
                if (in_radius(x - at.x, y - at.y, radius) && !seen(&v, x, y))
                    fail_msg("radius %d: gap at (%d,%d)", radius, x, y);
    }
    view_free(&v);
}

static void test_nothing_beyond_the_radius_is_seen(void **state)
{
    (void)state;
    struct view v;
    open_room(&v, 31, 21);
    struct pos at = {10, 9};
    fov_compute(&v.map, at, 9, v.visible);
    for (int y = 0; y < v.map.height; y++)
        for (int x = 0; x < v.map.width; x++)
            if (seen(&v, x, y))
                assert_true(in_radius(x - at.x, y - at.y, 9));
    /* The edge of the circle: (9, 3) is in (81 + 9 <= 90), (9, 4) is not. */
    assert_true(seen(&v, at.x + 9, at.y + 3));
    assert_false(seen(&v, at.x + 9, at.y + 4));
    assert_true(seen(&v, at.x - 3, at.y - 9));
    assert_false(seen(&v, at.x - 4, at.y - 9));
    view_free(&v);
}

static void test_walls_next_to_visible_floor_in_an_open_room_are_seen(void **state)
{
    (void)state;
    struct view v;
    open_room(&v, 9, 5);
    fov_compute(&v.map, (struct pos){3, 2}, 20, v.visible);
    /* Every cell of the room is seen, walls included, corners too. */
    for (int y = 0; y < v.map.height; y++)
        for (int x = 0; x < v.map.width; x++)
            if (!seen(&v, x, y))
                fail_msg("(%d,%d) not seen", x, y);
    view_free(&v);
}

static void test_a_pillar_casts_a_shadow(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "#####################",
        "#...................#",
        "#...................#",
        "#...................#",
        "#...................#",
        "#..@..P.............#",
        "#...................#",
        "#...................#",
        "#...................#",
        "#...................#",
        "#####################",
    };
    struct view v;
    VIEW_LOAD(&v, rows);
    struct pos pillar = ASCII_FIND(rows, 'P');
    v.map.tiles[map_index(&v.map, pillar.x, pillar.y)] = TILE_WALL;
    struct pos at = ASCII_FIND(rows, '@');
    fov_compute(&v.map, at, 20, v.visible);
    assert_true(seen(&v, pillar.x, pillar.y));
    assert_true(seen(&v, pillar.x, pillar.y - 1));
    assert_true(seen(&v, pillar.x, pillar.y + 1));
    /* Straight behind it is dark all the way to the far wall... */
    for (int x = pillar.x + 1; x < v.map.width; x++)
        assert_false(seen(&v, x, pillar.y));
    /* ...the shadow widens with distance... */
    assert_true(seen(&v, pillar.x + 1, pillar.y - 1));
    assert_false(seen(&v, pillar.x + 4, pillar.y - 1));
    assert_false(seen(&v, pillar.x + 4, pillar.y + 1));
    /* ...and the rows clear of the cone stay lit to the far wall. */
    for (int x = pillar.x + 1; x < v.map.width; x++) {
        assert_true(seen(&v, x, pillar.y - 3));
        assert_true(seen(&v, x, pillar.y + 3));
    }
    view_free(&v);
}

static void test_view_matches_the_reference_drawing(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "#############",
        "#...........#",
        "#....#......#",
        "#.@.........#",
        "#.......#...#",
        "#...........#",
        "#..##.......#",
        "#############",
    };
    /* '+' seen, ' ' not: the shadows of the two pillars and of the wall
     * stub at the bottom, as Ford's own (Python, Fraction) code draws them. */
    static const char *const want[] = {
        "++++++++     ",
        "+++++++     +",
        "++++++  +++++",
        "+++++++++++++",
        "+++++++++   +",
        "+++++++++++  ",
        "+++++++++++++",
        "++++ ++++++++",
    };
    struct view v;
    VIEW_LOAD(&v, rows);
    fov_compute(&v.map, ASCII_FIND(rows, '@'), 20, v.visible);
    for (int y = 0; y < v.map.height; y++)
        for (int x = 0; x < v.map.width; x++)
            if (seen(&v, x, y) != (want[y][x] == '+'))
                fail_msg("(%d,%d): seen %d, drawn '%c'", x, y, seen(&v, x, y), want[y][x]);
    view_free(&v);
}

static void test_sight_between_floor_cells_is_symmetric(void **state)
{
    (void)state;
    enum { W = 18, H = 13, RADIUS = 7 };
    uint8_t *views = malloc((size_t)(W * H) * (W * H));
    assert_non_null(views);
    for (uint64_t seed = 1; seed <= 12; seed++) {
        struct rng rng;
        rng_seed(&rng, seed);
        struct map map;
        assert_int_equal(map_init(&map, W, H), 0);
        int density = 2 + (int)(seed % 4);
        for (int i = 0; i < W * H; i++)
            map.tiles[i] = rng_one_in(&rng, density) ? TILE_WALL : TILE_FLOOR;
        for (int i = 0; i < W * H; i++)
            if (map.tiles[i] == TILE_FLOOR)
                fov_compute(&map, (struct pos){i % W, i / W}, RADIUS, views + i * (W * H));
        for (int a = 0; a < W * H; a++)
            for (int b = a + 1; b < W * H; b++) {
                if (map.tiles[a] != TILE_FLOOR || map.tiles[b] != TILE_FLOOR)
                    continue;
                if (!in_radius(a % W - b % W, a / W - b / W, RADIUS))
                    continue;
                if (views[a * (W * H) + b] != views[b * (W * H) + a])
                    fail_msg("seed %d: (%d,%d) and (%d,%d) disagree",
                             (int)seed,
                             a % W,
                             a / W,
                             b % W,
                             b / W);
            }
        map_free(&map);
    }
    free(views);
}

static void test_origin_on_the_map_edge_writes_nothing_outside(void **state)
{
    (void)state;
    /* No wall ring: sight runs to the edge, which must block like a wall. */
    static const char *const rows[] = {
        "........",
        "...#....",
        "........",
        "........",
    };
    struct map map;
    ASCII_MAP(&map, rows);
    size_t cells = (size_t)map.width * (size_t)map.height;
    uint8_t *buffer = malloc(cells + 64);
    assert_non_null(buffer);
    const struct pos corners[] = {{0, 0}, {7, 0}, {0, 3}, {7, 3}, {3, 0}};
    for (size_t k = 0; k < sizeof corners / sizeof corners[0]; k++) {
        memset(buffer, 0xAA, cells + 64);
        fov_compute(&map, corners[k], 10, buffer + 32);
        for (int i = 0; i < 32; i++) {
            assert_int_equal(buffer[i], 0xAA);
            assert_int_equal(buffer[32 + cells + (size_t)i], 0xAA);
        }
        assert_int_equal(buffer[32 + (size_t)map_index(&map, corners[k].x, corners[k].y)], 1);
    }
    /* From the corner the pillar's shadow still falls, edge or no edge. */
    fov_compute(&map, (struct pos){0, 0}, 10, buffer);
    assert_true(buffer[map_index(&map, 3, 1)]);
    assert_false(buffer[map_index(&map, 4, 1)]);
    assert_false(buffer[map_index(&map, 7, 3)]);
    assert_true(buffer[map_index(&map, 7, 0)]);
    assert_true(buffer[map_index(&map, 6, 1)]);
    free(buffer);
    map_free(&map);
}

static void test_origin_outside_the_map_sees_nothing(void **state)
{
    (void)state;
    struct view v;
    open_room(&v, 5, 5);
    memset(v.visible, 1, (size_t)v.map.width * (size_t)v.map.height);
    fov_compute(&v.map, (struct pos){-1, 3}, 9, v.visible);
    for (int i = 0; i < v.map.width * v.map.height; i++)
        assert_int_equal(v.visible[i], 0);
    view_free(&v);
}

/* The test's own scan, plain: Ford's symmetric shadowcasting cell by cell,
 * each slope test written out with no row-wide bounds, cells off the map
 * taken as walls, and the circle as fov.h has it (cells past it on the
 * right end a row; those past it on the left still move the slopes but
 * are not seen). fov.c must mark just what this marks. */
struct plain {
    const struct map *map;
    uint8_t *visible;
    struct pos origin;
    int radius, quadrant;
};

static bool plain_cell(const struct plain *p, int depth, int col, int *index)
{
    static const int to_x[4][2] = {{0, 1}, {0, 1}, {1, 0}, {-1, 0}};
    static const int to_y[4][2] = {{-1, 0}, {1, 0}, {0, 1}, {0, 1}};
    int x = p->origin.x + to_x[p->quadrant][0] * depth + to_x[p->quadrant][1] * col;
    int y = p->origin.y + to_y[p->quadrant][0] * depth + to_y[p->quadrant][1] * col;
    if (!map_in_bounds(p->map, x, y))
        return false;
    *index = map_index(p->map, x, y);
    return true;
}

static long plain_floor_div(long a, long b)
{
    return a >= 0 ? a / b : -((-a + b - 1) / b);
}

/* The row at depth between the slopes start_num/start_den and
 * end_num/end_den. */
static void plain_scan(const struct plain *p, int depth, long start_num, long start_den,
                       long end_num, long end_den)
{
    if (depth > p->radius)
        return;
    long reach = (long)p->radius * p->radius + p->radius;
    /* depth * start rounded ties up, depth * end rounded ties down. */
    long first = plain_floor_div(2 * depth * start_num + start_den, 2 * start_den);
    long last = -plain_floor_div(end_den - 2 * depth * end_num, 2 * end_den);
    int prev = -1; /* no cell yet, floor, wall */
    for (long col = first; col <= last; col++) {
        bool inside = (long)depth * depth + col * col <= reach;
        if (col > 0 && !inside)
            break;
        int index = 0;
        bool on_map = plain_cell(p, depth, (int)col, &index);
        int wall = !on_map || map_tile_opaque(p->map->tiles[index]);
        bool centre_within = col * start_den >= depth * start_num && col * end_den <= depth * end_num;
        if (on_map && inside && (wall || centre_within))
            p->visible[index] = 1;
        if (prev == 1 && !wall) {
            start_num = 2 * col - 1;
            start_den = 2 * depth;
        } else if (prev == 0 && wall) {
            plain_scan(p, depth + 1, start_num, start_den, 2 * col - 1, 2 * depth);
        }
        prev = wall;
    }
    if (prev == 0)
        plain_scan(p, depth + 1, start_num, start_den, end_num, end_den);
}

static void plain_mark(const struct map *map, struct pos origin, int radius, uint8_t *visible)
{
    if (!map_in_bounds(map, origin.x, origin.y))
        return;
    visible[map_index(map, origin.x, origin.y)] = 1;
    struct plain p = {map, visible, origin, radius > FOV_RADIUS_MAX ? FOV_RADIUS_MAX : radius, 0};
    for (p.quadrant = 0; p.quadrant < 4; p.quadrant++)
        plain_scan(&p, 1, -1, 1, 1, 1);
}

static void test_the_scan_marks_what_a_plain_scan_marks_on_random_maps(void **state)
{
    (void)state;
    struct rng rng;
    rng_seed(&rng, 32);
    enum { CASES = 3000 };
    static const uint8_t tiles[] = {TILE_FLOOR, TILE_WALL, TILE_DOOR_CLOSED, TILE_DOOR_OPEN};
    static struct fov_circle circle;
    int walls_seen = 0;
    for (int k = 0; k < CASES; k++) {
        struct map map;
        int w = rng_range(&rng, 3, 50), h = rng_range(&rng, 3, 30);
        assert_int_equal(map_init(&map, w, h), 0);
        int density = rng_range(&rng, 0, 100);
        for (int i = 0; i < w * h; i++)
            map.tiles[i] = rng_range(&rng, 1, 100) <= density ? tiles[rng_range(&rng, 1, 2)]
                                                               : tiles[rng_range(&rng, 0, 3) / 3 * 3];
        size_t cells = (size_t)w * (size_t)h;
        uint8_t *want = malloc(cells), *got = malloc(cells), *within = malloc(cells);
        assert_true(want && got && within);
        /* Some cells marked already: only the seen are set, nothing cleared. */
        for (size_t i = 0; i < cells; i++)
            want[i] = got[i] = within[i] = rng_one_in(&rng, 7);
        struct pos origin = {rng_range(&rng, -1, w), rng_range(&rng, -1, h)};
        int radius = rng_one_in(&rng, 10) ? rng_range(&rng, 0, 300) : rng_range(&rng, 0, 20);
        plain_mark(&map, origin, radius, want);
        fov_mark(&map, origin, radius, got);
        /* fov_mark_seen sets memory to 1 just where it sets visible. */
        uint8_t *seen = calloc(cells, 1), *memory = malloc(cells), *before = malloc(cells);
        assert_true(seen && memory && before);
        for (size_t i = 0; i < cells; i++)
            memory[i] = before[i] = (uint8_t)rng_range(&rng, 0, 2);
        static struct fov_circle made;
        fov_circle_make(&made, radius);
        fov_mark_seen(&map, origin, &made, seen, memory);
        for (size_t i = 0; i < cells; i++)
            if (memory[i] != (seen[i] ? 1 : before[i]))
                fail_msg("case %d: memory at %zu is %d", k, i, memory[i]);
        free(seen);
        free(memory);
        free(before);
        /* A circle made once, for a radius past the map as well. */
        fov_circle_make(&circle, radius);
        fov_mark_in(&map, origin, &circle, within);
        if (memcmp(want, got, cells) != 0 || memcmp(want, within, cells) != 0)
            fail_msg("case %d: %dx%d from (%d,%d) radius %d", k, w, h, origin.x, origin.y, radius);
        for (size_t i = 0; i < cells; i++)
            walls_seen += want[i] && map_tile_opaque(map.tiles[i]);
        free(want);
        free(got);
        free(within);
        map_free(&map);
    }
    assert_true(walls_seen > CASES); /* the maps had walls to see, not just floor */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_origin_is_visible_even_with_radius_zero),
        cmocka_unit_test(test_walls_block_sight),
        cmocka_unit_test(test_every_cell_within_radius_of_an_open_room_is_seen),
        cmocka_unit_test(test_nothing_beyond_the_radius_is_seen),
        cmocka_unit_test(test_walls_next_to_visible_floor_in_an_open_room_are_seen),
        cmocka_unit_test(test_a_pillar_casts_a_shadow),
        cmocka_unit_test(test_view_matches_the_reference_drawing),
        cmocka_unit_test(test_sight_between_floor_cells_is_symmetric),
        cmocka_unit_test(test_origin_on_the_map_edge_writes_nothing_outside),
        cmocka_unit_test(test_origin_outside_the_map_sees_nothing),
        cmocka_unit_test(test_the_scan_marks_what_a_plain_scan_marks_on_random_maps),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
