/* The maps of a passability class: the chase, flee and walk-toward maps are
 * made over the terrain the class walks through, so two classes on one
 * floor walk by different maps. The shipped game has one class, the
 * walker; these tests build a second one directly from a tiles mask, one
 * that cannot step on stairs, as a door, water or a chasm will be. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "murk/class_maps.h"
#include "murk/passability.h"
#include "support/ascii_map.h"

/* The short way from the player (P) to the monster (m) crosses the stairs
 * (>); the way round is two steps longer. */
static const char *const rows[] = {
    "##########",
    "#P...>..m#",
    "#.######.#",
    "#........#",
    "##########",
};

/* Floor alone, no stairs: the test's own class. */
static const uint32_t NO_STAIRS = TILE_BIT(TILE_FLOOR);

struct two_classes {
    struct map map;
    struct class_maps walker, no_stairs;
    struct pos player, monster, stairs;
};

static void two_classes_on_one_floor(struct two_classes *t)
{
    ASCII_MAP(&t->map, rows);
    t->player = ASCII_FIND(rows, 'P');
    t->monster = ASCII_FIND(rows, 'm');
    t->stairs = ASCII_FIND(rows, '>');
    t->map.tiles[map_index(&t->map, t->stairs.x, t->stairs.y)] = TILE_STAIRS;
    assert_int_equal(class_maps_init(&t->walker, &t->map, passability_tiles(PASS_WALKER)), 0);
    assert_int_equal(class_maps_init(&t->no_stairs, &t->map, NO_STAIRS), 0);
}

static void two_classes_free(struct two_classes *t)
{
    class_maps_free(&t->walker);
    class_maps_free(&t->no_stairs);
    class_maps_free(&t->walker); /* twice is safe */
    map_free(&t->map);
}

static void test_each_class_chases_over_its_own_terrain(void **state)
{
    (void)state;
    static struct two_classes t;
    two_classes_on_one_floor(&t);
    const struct dmap *walker = class_maps_chase(&t.walker, &t.map, t.player);
    const struct dmap *no_stairs = class_maps_chase(&t.no_stairs, &t.map, t.player);
    assert_ptr_not_equal(walker, no_stairs);
    /* The walker goes over the stairs; the other goes round. */
    assert_int_equal(dmap_get(walker, t.monster), 7);
    assert_int_equal(dmap_get(no_stairs, t.monster), 9);
    assert_int_equal(dmap_get(walker, t.stairs), 4);
    assert_int_equal(dmap_get(no_stairs, t.stairs), DMAP_WALL);
    /* Asked only as far as the monster, each map holds the same there. */
    assert_int_equal(
        dmap_get(class_maps_chase_to(&t.no_stairs, &t.map, t.player, t.monster), t.monster), 9);
    two_classes_free(&t);
}

static void test_each_class_flees_over_its_own_terrain(void **state)
{
    const struct flee_rule whole = {-1.2, 1000, 3};
    (void)state;
    static struct two_classes t;
    two_classes_on_one_floor(&t);
    const struct dmap *walker = class_maps_flee(&t.walker, &t.map, t.player, &whole, t.player);
    const struct dmap *no_stairs = class_maps_flee(&t.no_stairs, &t.map, t.player, &whole, t.player);
    assert_true(dmap_get(walker, t.stairs) < DMAP_UNREACHABLE);
    assert_int_equal(dmap_get(no_stairs, t.stairs), DMAP_WALL);
    /* Farther from the player the other way round, so lower to flee by. */
    assert_true(dmap_get(no_stairs, t.monster) < dmap_get(walker, t.monster));
    /* The chase map it came from is still each class's own. */
    assert_int_equal(dmap_get(class_maps_chase(&t.walker, &t.map, t.player), t.monster), 7);
    assert_int_equal(dmap_get(class_maps_chase(&t.no_stairs, &t.map, t.player), t.monster), 9);
    two_classes_free(&t);
}

static void test_each_class_walks_toward_a_cell_its_own_way(void **state)
{
    (void)state;
    static struct two_classes t;
    two_classes_on_one_floor(&t);
    struct rng rng;
    rng_seed(&rng, 1);
    int walker = class_maps_step(&t.walker, &t.map, t.player, t.monster, 1, &rng, NULL, NULL);
    int no_stairs = class_maps_step(&t.no_stairs, &t.map, t.player, t.monster, 1, &rng, NULL, NULL);
    /* West along the top for the walker, south round the bottom for the
     * other. */
    assert_true(grid_eq(grid_dir(walker), (struct pos){-1, 0}));
    assert_true(grid_eq(grid_dir(no_stairs), (struct pos){0, 1}));
    /* One class's maps are not the other's: each scanned its own. */
    assert_int_equal(t.walker.paths.scans, 1);
    assert_int_equal(t.no_stairs.paths.scans, 1);
    two_classes_free(&t);
}

static void test_a_class_that_cannot_reach_a_cell_takes_no_step(void **state)
{
    (void)state;
    static struct two_classes t;
    two_classes_on_one_floor(&t);
    struct rng rng;
    rng_seed(&rng, 1);
    /* Toward the stairs themselves: one class goes, the other cannot. */
    assert_true(class_maps_step(&t.walker, &t.map, t.stairs, t.monster, 1, &rng, NULL, NULL) >= 0);
    assert_int_equal(
        class_maps_step(&t.no_stairs, &t.map, t.stairs, t.monster, 1, &rng, NULL, NULL), -1);
    two_classes_free(&t);
}

static void test_a_new_floor_is_taken_when_next_asked(void **state)
{
    (void)state;
    static struct two_classes t;
    two_classes_on_one_floor(&t);
    assert_int_equal(dmap_get(class_maps_chase(&t.walker, &t.map, t.player), t.monster), 7);
    /* The next floor has no stairs where these were: floor now. */
    t.map.tiles[map_index(&t.map, t.stairs.x, t.stairs.y)] = TILE_FLOOR;
    class_maps_new_floor(&t.walker);
    class_maps_new_floor(&t.no_stairs);
    assert_int_equal(dmap_get(class_maps_chase(&t.no_stairs, &t.map, t.player), t.monster), 7);
    assert_int_equal(dmap_get(class_maps_chase(&t.walker, &t.map, t.player), t.monster), 7);
    struct rng rng;
    rng_seed(&rng, 1);
    int dir = class_maps_step(&t.no_stairs, &t.map, t.player, t.monster, 2, &rng, NULL, NULL);
    assert_true(grid_eq(grid_dir(dir), (struct pos){-1, 0}));
    two_classes_free(&t);
}

static void test_the_chase_map_follows_the_player_and_forgetting_keeps_the_terrain(void **state)
{
    (void)state;
    static struct two_classes t;
    two_classes_on_one_floor(&t);
    assert_int_equal(dmap_get(class_maps_chase(&t.no_stairs, &t.map, t.player), t.monster), 9);
    struct pos moved = {t.player.x, t.player.y + 2}; /* down to the bottom row */
    assert_int_equal(dmap_get(class_maps_chase(&t.no_stairs, &t.map, moved), t.monster), 8);
    /* A rebuild forgets the goals, not what the class walks through. */
    class_maps_forget(&t.no_stairs);
    const struct dmap *again = class_maps_chase(&t.no_stairs, &t.map, t.player);
    assert_int_equal(dmap_get(again, t.monster), 9);
    assert_int_equal(dmap_get(again, t.stairs), DMAP_WALL);
    two_classes_free(&t);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_each_class_chases_over_its_own_terrain),
        cmocka_unit_test(test_each_class_flees_over_its_own_terrain),
        cmocka_unit_test(test_each_class_walks_toward_a_cell_its_own_way),
        cmocka_unit_test(test_a_class_that_cannot_reach_a_cell_takes_no_step),
        cmocka_unit_test(test_a_new_floor_is_taken_when_next_asked),
        cmocka_unit_test(test_the_chase_map_follows_the_player_and_forgetting_keeps_the_terrain),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
