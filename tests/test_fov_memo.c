/* The views kept by the cell they were seen from (fov_memo.h): a view
 * replayed is the view scanned, what is kept is forgotten with the floor,
 * the radius or a tile near it, and a full memo keeps no more. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "murk/base/fov.h"
#include "murk/base/fov_memo.h"
#include "murk/base/map.h"
#include "murk/base/rng.h"

/* A map of w x h with random walls, closed doors and floor, and the
 * buffers a view is made in. */
struct scene {
    struct map map;
    size_t cells;
    uint8_t *visible, *memory;
};

static void scene_make(struct scene *s, struct rng *rng, int w, int h)
{
    assert_int_equal(map_init(&s->map, w, h), 0);
    static const uint8_t tiles[] = {TILE_FLOOR, TILE_WALL, TILE_DOOR_CLOSED, TILE_DOOR_OPEN};
    int density = rng_range(rng, 0, 60);
    for (int i = 0; i < w * h; i++)
        s->map.tiles[i] = rng_range(rng, 1, 100) <= density ? tiles[rng_range(rng, 1, 2)]
                                                            : tiles[rng_range(rng, 0, 3) / 3 * 3];
    s->cells = (size_t)w * (size_t)h;
    s->visible = calloc(s->cells, 1);
    s->memory = calloc(s->cells, 1);
    assert_true(s->visible && s->memory);
}

static void scene_free(struct scene *s)
{
    free(s->visible);
    free(s->memory);
    map_free(&s->map);
}

/* The view from `at` scanned afresh into visible (cleared first), and
 * into memory as the world remembers it. */
static void scan(struct scene *s, struct pos at, int radius)
{
    struct fov_circle circle;
    fov_circle_make(&circle, radius);
    memset(s->visible, 0, s->cells);
    fov_mark_seen(&s->map, at, &circle, s->visible, s->memory);
}

static struct pos random_cell(const struct scene *s, struct rng *rng)
{
    return (struct pos){rng_range(rng, 0, s->map.width - 1), rng_range(rng, 0, s->map.height - 1)};
}

static void test_a_view_replayed_is_the_view_scanned(void **state)
{
    (void)state;
    struct rng rng;
    rng_seed(&rng, 7);
    int replayed = 0;
    for (int k = 0; k < 400; k++) {
        struct scene s;
        /* Maps narrower than eight cells and wider than a square too. */
        scene_make(&s, &rng, rng_range(&rng, 3, 60), rng_range(&rng, 3, 30));
        int radius = rng_range(&rng, 0, FOV_MEMO_RADIUS_MAX);
        struct fov_memo memo;
        assert_int_equal(fov_memo_init(&memo, s.map.width, s.map.height), 0);
        struct pos at[3];
        for (int i = 0; i < 3; i++) {
            at[i] = random_cell(&s, &rng);
            scan(&s, at[i], radius);
            fov_memo_keep(&memo, at[i], radius, s.visible);
        }
        for (int i = 2; i >= 0; i--) {
            /* The world clears the last square before a view: here the
             * whole buffer holds noise the replay must overwrite in its
             * square, and memory holds what was seen before (0 or 1, as
             * the world's but a door's). */
            uint8_t *want = malloc(s.cells), *want_memory = malloc(s.cells);
            assert_true(want && want_memory);
            for (size_t c = 0; c < s.cells; c++)
                s.memory[c] = (uint8_t)rng_range(&rng, 0, 1);
            memcpy(want_memory, s.memory, s.cells);
            scan(&s, at[i], radius);
            memcpy(want, s.visible, s.cells);
            uint8_t *scanned_memory = malloc(s.cells);
            assert_non_null(scanned_memory);
            memcpy(scanned_memory, s.memory, s.cells);
            memcpy(s.memory, want_memory, s.cells);
            memset(s.visible, 0, s.cells);
            assert_true(fov_memo_replay(&memo, at[i], radius, s.visible, s.memory));
            replayed++;
            if (memcmp(want, s.visible, s.cells) != 0 ||
                memcmp(scanned_memory, s.memory, s.cells) != 0)
                fail_msg("case %d: %dx%d from (%d,%d) radius %d",
                         k,
                         s.map.width,
                         s.map.height,
                         at[i].x,
                         at[i].y,
                         radius);
            free(want);
            free(want_memory);
            free(scanned_memory);
        }
        fov_memo_free(&memo);
        scene_free(&s);
    }
    assert_int_equal(replayed, 1200);
}

static void test_a_view_outside_its_square_touches_nothing(void **state)
{
    (void)state;
    struct rng rng;
    rng_seed(&rng, 3);
    struct scene s;
    scene_make(&s, &rng, 40, 20);
    struct fov_memo memo;
    assert_int_equal(fov_memo_init(&memo, 40, 20), 0);
    struct pos at = {20, 10};
    scan(&s, at, 5);
    fov_memo_keep(&memo, at, 5, s.visible);
    memset(s.visible, 7, s.cells);
    memset(s.memory, 7, s.cells);
    assert_true(fov_memo_replay(&memo, at, 5, s.visible, s.memory));
    for (int y = 0; y < 20; y++)
        for (int x = 0; x < 40; x++) {
            bool inside = abs(x - at.x) <= 5 && abs(y - at.y) <= 5;
            int i = map_index(&s.map, x, y);
            if (!inside) {
                assert_int_equal(s.visible[i], 7);
                assert_int_equal(s.memory[i], 7);
            } else {
                assert_true(s.visible[i] <= 1);
                assert_int_equal(s.memory[i], 7 | s.visible[i]);
            }
        }
    fov_memo_free(&memo);
    scene_free(&s);
}

static void test_only_a_kept_view_of_the_radius_is_replayed(void **state)
{
    (void)state;
    struct rng rng;
    rng_seed(&rng, 5);
    struct scene s;
    scene_make(&s, &rng, 30, 30);
    struct fov_memo memo;
    assert_int_equal(fov_memo_init(&memo, 30, 30), 0);
    struct pos at = {10, 10}, other = {11, 10};
    assert_false(fov_memo_replay(&memo, at, 9, s.visible, s.memory));
    scan(&s, at, 9);
    fov_memo_keep(&memo, at, 9, s.visible);
    assert_true(fov_memo_replay(&memo, at, 9, s.visible, s.memory));
    assert_false(fov_memo_replay(&memo, other, 9, s.visible, s.memory));
    assert_false(fov_memo_replay(&memo, at, 8, s.visible, s.memory));
    assert_false(fov_memo_replay(&memo, (struct pos){-1, 3}, 9, s.visible, s.memory));
    /* Another radius kept forgets the first's views. */
    scan(&s, other, 8);
    fov_memo_keep(&memo, other, 8, s.visible);
    assert_true(fov_memo_replay(&memo, other, 8, s.visible, s.memory));
    assert_false(fov_memo_replay(&memo, at, 9, s.visible, s.memory));
    /* A radius past the most keeps nothing. */
    scan(&s, at, FOV_MEMO_RADIUS_MAX + 1);
    fov_memo_keep(&memo, at, FOV_MEMO_RADIUS_MAX + 1, s.visible);
    assert_false(fov_memo_replay(&memo, at, FOV_MEMO_RADIUS_MAX + 1, s.visible, s.memory));
    fov_memo_forget(&memo);
    assert_false(fov_memo_replay(&memo, other, 8, s.visible, s.memory));
    fov_memo_free(&memo);
    scene_free(&s);
}

static void test_a_tile_changed_forgets_the_views_within_the_radius(void **state)
{
    (void)state;
    struct rng rng;
    rng_seed(&rng, 9);
    struct scene s;
    scene_make(&s, &rng, 40, 30);
    struct fov_memo memo;
    assert_int_equal(fov_memo_init(&memo, 40, 30), 0);
    enum { R = 6 };
    struct pos door = {20, 15};
    struct pos near[] = {{20 - R, 15 - R}, {20 + R, 15 + R}, {20, 15}, {21, 9}};
    struct pos far[] = {{20 - R - 1, 15}, {20, 15 + R + 1}, {0, 0}};
    for (size_t i = 0; i < sizeof near / sizeof near[0]; i++) {
        scan(&s, near[i], R);
        fov_memo_keep(&memo, near[i], R, s.visible);
    }
    for (size_t i = 0; i < sizeof far / sizeof far[0]; i++) {
        scan(&s, far[i], R);
        fov_memo_keep(&memo, far[i], R, s.visible);
    }
    fov_memo_forget_near(&memo, door);
    for (size_t i = 0; i < sizeof near / sizeof near[0]; i++)
        assert_false(fov_memo_replay(&memo, near[i], R, s.visible, s.memory));
    for (size_t i = 0; i < sizeof far / sizeof far[0]; i++)
        assert_true(fov_memo_replay(&memo, far[i], R, s.visible, s.memory));
    fov_memo_free(&memo);
    scene_free(&s);
}

static void test_a_full_memo_keeps_no_more_and_forgetting_frees_it(void **state)
{
    (void)state;
    struct rng rng;
    rng_seed(&rng, 11);
    struct scene s;
    scene_make(&s, &rng, 64, 32);
    struct fov_memo memo;
    assert_int_equal(fov_memo_init(&memo, 64, 32), 0);
    assert_true(64 * 32 > FOV_MEMO_VIEWS);
    int kept = 0;
    for (int i = 0; i < 64 * 32; i++) {
        struct pos at = {i % 64, i / 64};
        scan(&s, at, 2);
        fov_memo_keep(&memo, at, 2, s.visible);
        kept += fov_memo_replay(&memo, at, 2, s.visible, s.memory);
    }
    assert_int_equal(kept, FOV_MEMO_VIEWS);
    assert_false(fov_memo_replay(&memo, (struct pos){63, 31}, 2, s.visible, s.memory));
    fov_memo_forget(&memo);
    scan(&s, (struct pos){63, 31}, 2);
    fov_memo_keep(&memo, (struct pos){63, 31}, 2, s.visible);
    assert_true(fov_memo_replay(&memo, (struct pos){63, 31}, 2, s.visible, s.memory));
    assert_false(fov_memo_replay(&memo, (struct pos){0, 0}, 2, s.visible, s.memory));
    fov_memo_free(&memo);
    scene_free(&s);
}

static void test_forgetting_often_never_brings_an_old_view_back(void **state)
{
    (void)state;
    struct rng rng;
    rng_seed(&rng, 13);
    struct scene s;
    scene_make(&s, &rng, 12, 12);
    struct fov_memo memo;
    assert_int_equal(fov_memo_init(&memo, 12, 12), 0);
    struct pos at = {5, 5};
    scan(&s, at, 3);
    fov_memo_keep(&memo, at, 3, s.visible);
    /* More forgettings than a mark has room for generations. */
    for (long i = 0; i < 70000; i++)
        fov_memo_forget(&memo);
    assert_false(fov_memo_replay(&memo, at, 3, s.visible, s.memory));
    fov_memo_free(&memo);
    scene_free(&s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_view_replayed_is_the_view_scanned),
        cmocka_unit_test(test_a_view_outside_its_square_touches_nothing),
        cmocka_unit_test(test_only_a_kept_view_of_the_radius_is_replayed),
        cmocka_unit_test(test_a_tile_changed_forgets_the_views_within_the_radius),
        cmocka_unit_test(test_a_full_memo_keeps_no_more_and_forgetting_frees_it),
        cmocka_unit_test(test_forgetting_often_never_brings_an_old_view_back),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
