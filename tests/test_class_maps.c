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

#include "murk/base/class_maps.h"
#include "murk/world/door_change.h"
#include "murk/turn/game.h"
#include "murk/base/passability.h"
#include "murk/world/world.h"
#include "support/ascii_map.h"
#include "support/test_kinds.h"

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
    (void)state;
    static struct two_classes t;
    two_classes_on_one_floor(&t);
    const struct dmap *walker = class_maps_flee(&t.walker, &t.map, t.player, -1.2, 1000);
    const struct dmap *no_stairs = class_maps_flee(&t.no_stairs, &t.map, t.player, -1.2, 1000);
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

/* ---- doors (doc/rules.md, "Doors") ---- */

/* Two rooms, a closed door between: the player (P) west, a monster (m)
 * east, 9 steps apart through the door. */
static const char *const door_rooms[] = {
    "############",
    "#....#.....#",
    "#@...+....m#",
    "#....#.....#",
    "############",
};

/* The door's tile set and the class told, as door_change does. */
static void set_door(struct class_maps *maps, struct map *map, struct pos door, enum tile tile)
{
    map->tiles[map_index(map, door.x, door.y)] = (uint8_t)tile;
    class_maps_cell_changed(maps, map, door);
}

static void test_a_door_opened_is_a_way_through_the_walkers_maps_and_shut_is_not(void **state)
{
    (void)state;
    struct map map;
    ASCII_MAP(&map, door_rooms);
    struct pos player = ASCII_FIND(door_rooms, '@'), monster = ASCII_FIND(door_rooms, 'm');
    struct pos door = ASCII_FIND(door_rooms, '+');
    static struct class_maps maps;
    assert_int_equal(class_maps_init(&maps, &map, passability_tiles(PASS_WALKER)), 0);
    struct rng rng;
    rng_seed(&rng, 1);
    const struct pieces *pieces = class_maps_pieces(&maps, &map);
    assert_int_not_equal(pieces_of(pieces, player), pieces_of(pieces, monster));
    assert_int_equal(dmap_get(class_maps_chase(&maps, &map, player), monster), DMAP_UNREACHABLE);
    assert_int_equal(class_maps_step(&maps, &map, player, monster, 1, &rng, NULL, NULL), -1);
    for (int round = 0; round < 2; round++) {
        set_door(&maps, &map, door, TILE_DOOR_OPEN);
        pieces = class_maps_pieces(&maps, &map);
        assert_int_equal(pieces_of(pieces, player), pieces_of(pieces, monster));
        assert_int_equal(dmap_get(class_maps_chase(&maps, &map, player), monster), 9);
        /* A step one nearer, toward the door. */
        int dir = class_maps_step(&maps, &map, player, monster, 2 + round, &rng, NULL, NULL);
        assert_true(dir >= 0);
        assert_int_equal(
            dmap_get(class_maps_chase(&maps, &map, player), grid_add(monster, grid_dir(dir))), 8);
        /* The flee map goes through it too. */
        assert_true(dmap_get(class_maps_flee(&maps, &map, player, -1.2, 1000), monster) <
                    DMAP_UNREACHABLE);
        set_door(&maps, &map, door, TILE_DOOR_CLOSED);
        pieces = class_maps_pieces(&maps, &map);
        assert_int_not_equal(pieces_of(pieces, player), pieces_of(pieces, monster));
        assert_int_equal(dmap_get(class_maps_chase(&maps, &map, player), monster),
                         DMAP_UNREACHABLE);
        assert_int_equal(class_maps_step(&maps, &map, player, monster, 4 + round, &rng, NULL, NULL),
                         -1);
        assert_int_equal(dmap_get(class_maps_flee(&maps, &map, player, -1.2, 1000), monster),
                         DMAP_UNREACHABLE);
    }
    class_maps_free(&maps);
    map_free(&map);
}

/* The same through the game: the player opens the door (door_change) and
 * a walker's chase map and walk-toward step go through it. */
static void test_a_door_the_player_opens_lets_a_walker_through(void **state)
{
    (void)state;
    static struct game g;
    assert_int_equal(game_new_from_ascii(&g, 3, door_rooms, ASCII_ROWS(door_rooms), test_kinds()),
                     0);
    struct pos monster = ASCII_FIND(door_rooms, 'm'), door = ASCII_FIND(door_rooms, '+');
    assert_int_equal(dmap_get(world_chase_map(&g, PASS_WALKER), monster), DMAP_UNREACHABLE);
    assert_int_equal(world_walk_toward(&g, PASS_WALKER, g.run.player.pos, monster, NULL, NULL), -1);
    assert_true(door_change_open(&g, door, -1));
    assert_int_equal(dmap_get(world_chase_map(&g, PASS_WALKER), monster), 9);
    int dir = world_walk_toward(&g, PASS_WALKER, g.run.player.pos, monster, NULL, NULL);
    assert_true(dir >= 0);
    assert_int_equal(dmap_get(world_chase_map(&g, PASS_WALKER), grid_add(monster, grid_dir(dir))),
                     8);
    assert_true(world_reachable(&g, PASS_WALKER, monster, g.run.player.pos));
    game_free(&g);
}

/* A west room a field of open doors, a smaller east room behind a closed
 * one: the walker's waypoints are chosen with the door counted open (so
 * some stand east), on no door, and stay where they are as the door opens
 * and shuts; a waypoint east is walked to once the door is open. */
static const char *const door_field[] = {
    "###########################",
    "#.'.'.'.'.'.'.#...........#",
    "#'.'.'.'.'.'.'#...........#",
    "#.'.'.'.'.'.'.+...........#",
    "#'.'.'.'.'.'.'#...........#",
    "#.'.'.'.'.'.'.#...........#",
    "###########################",
};

static void test_waypoints_stand_on_no_door_and_stay_as_doors_open_and_shut(void **state)
{
    (void)state;
    struct map map;
    ASCII_MAP(&map, door_field);
    struct pos door = ASCII_FIND(door_field, '+'), west = {1, 1};
    int east_seen = 0;
    for (uint64_t seed = 1; seed <= 40; seed++) {
        static struct class_maps maps;
        assert_int_equal(class_maps_init(&maps, &map, passability_tiles(PASS_WALKER)), 0);
        struct rng stream, rng;
        rng_seed_stream(&stream, seed, WAYPOINTS_STREAM);
        class_maps_seed_waypoints(&maps, stream);
        rng_seed(&rng, seed);
        struct pos target = {-1, -1};
        bool picked = class_maps_pick_waypoint(&maps, &maps, 1, &map, west, &rng, &target);
        const struct waypoints *w = &maps.waypoints;
        /* 121 cells with the door: two waypoints. */
        assert_int_equal(w->count, 2);
        struct pos cells[WAYPOINTS_MAX];
        int count = w->count, east = -1, west_ones = 0;
        for (int i = 0; i < count; i++) {
            cells[i] = w->cells[i];
            enum tile tile = map.tiles[map_index(&map, cells[i].x, cells[i].y)];
            assert_int_equal(tile, TILE_FLOOR);
            if (cells[i].x > door.x)
                east = i;
            else if (!grid_eq(cells[i], west))
                west_ones++;
        }
        /* Shut, the west never heads east: it picks a west one, or none. */
        for (int k = 0; k < 20; k++) {
            assert_int_equal(picked, west_ones > 0);
            assert_true(!picked || target.x < door.x);
            picked = class_maps_pick_waypoint(&maps, &maps, 1, &map, west, &rng, &target);
        }
        if (east >= 0) {
            east_seen++;
            assert_int_equal(class_maps_step(&maps, &map, cells[east], west, 1, &rng, NULL, NULL),
                             -1);
        }
        for (int round = 0; round < 2; round++) {
            set_door(&maps, &map, door, round ? TILE_DOOR_CLOSED : TILE_DOOR_OPEN);
            class_maps_pick_waypoint(&maps, &maps, 1, &map, west, &rng, &target);
            assert_int_equal(w->count, count);
            for (int i = 0; i < count; i++)
                assert_true(grid_eq(w->cells[i], cells[i]));
            if (east < 0 || round == 1)
                continue;
            /* Open: the way east is walked, and the west heads there too. */
            assert_int_not_equal(
                class_maps_step(&maps, &map, cells[east], west, 2, &rng, NULL, NULL), -1);
            bool heads_east = false;
            for (int k = 0; k < 20 && !heads_east; k++)
                heads_east = class_maps_pick_waypoint(&maps, &maps, 1, &map, west, &rng, &target) &&
                             grid_eq(target, cells[east]);
            assert_true(heads_east);
        }
        class_maps_free(&maps);
    }
    assert_true(east_seen >= 5);
    map_free(&map);
}

/* The waypoints of a walker and of a door opener, chosen on the door
 * opener's pieces (lent: the walker's terrain with every door open is the
 * door opener's own), are the cells each chooses on a labelling of its
 * own, the door opened before or after the lending. */
static void test_waypoints_chosen_on_a_lent_labelling_are_the_same_cells(void **state)
{
    (void)state;
    struct map map;
    ASCII_MAP(&map, door_field);
    struct pos door = ASCII_FIND(door_field, '+'), west = {1, 1};
    const enum passability order[2] = {PASS_WALKER, PASS_DOOR_OPENER};
    for (uint64_t seed = 1; seed <= 30; seed++) {
        static struct class_maps both[2], alone;
        map.tiles[map_index(&map, door.x, door.y)] = TILE_DOOR_CLOSED;
        for (int k = 0; k < 2; k++)
            assert_int_equal(class_maps_init(&both[k], &map, passability_tiles(order[k])), 0);
        /* The door opener's pieces made first, then the door opened. */
        class_maps_pieces(&both[1], &map);
        if (seed % 2) {
            map.tiles[map_index(&map, door.x, door.y)] = TILE_DOOR_OPEN;
            class_maps_cell_changed(&both[0], &map, door);
        }
        for (int k = 0; k < 2; k++) {
            assert_int_equal(class_maps_init(&alone, &map, passability_tiles(order[k])), 0);
            struct rng stream, lent_rng, own_rng;
            rng_seed_stream(&stream, seed, WAYPOINTS_STREAM + (uint64_t)k);
            class_maps_seed_waypoints(&both[k], stream);
            class_maps_seed_waypoints(&alone, stream);
            rng_seed(&lent_rng, seed);
            own_rng = lent_rng;
            struct pos lent_target, own_target;
            bool lent =
                class_maps_pick_waypoint(&both[k], both, 2, &map, west, &lent_rng, &lent_target);
            bool own = class_maps_pick_waypoint(&alone, NULL, 0, &map, west, &own_rng, &own_target);
            assert_int_equal(lent, own);
            assert_int_equal(both[k].waypoints.count, alone.waypoints.count);
            assert_true(alone.waypoints.count >= 1);
            for (int i = 0; i < alone.waypoints.count; i++)
                assert_true(grid_eq(both[k].waypoints.cells[i], alone.waypoints.cells[i]));
            class_maps_free(&alone);
        }
        for (int k = 0; k < 2; k++)
            class_maps_free(&both[k]);
    }
    map_free(&map);
}

/* A class made unallocated holds no buffer, takes a new floor, a door's
 * change and a seed all the same, and allocates once, when asked. */
static void test_a_class_allocates_nothing_until_asked(void **state)
{
    (void)state;
    struct map map;
    ASCII_MAP(&map, rows);
    struct class_maps maps;
    class_maps_init_unallocated(&maps, passability_tiles(PASS_WALKER));
    assert_false(maps.allocated);
    class_maps_new_floor(&maps);
    class_maps_cell_changed(&maps, &map, ASCII_FIND(rows, 'P'));
    struct rng rng;
    rng_seed(&rng, 5);
    class_maps_seed_waypoints(&maps, rng);
    assert_null(maps.chase.dist);
    assert_null(maps.flee.dist);
    assert_null(maps.paths.shape.dist);
    assert_null(maps.pieces.label);
    assert_null(maps.waypoints.at);
    assert_int_equal(class_maps_allocate(&maps, &map), 0);
    assert_true(maps.allocated);
    const int32_t *chase = maps.chase.dist;
    assert_non_null(chase);
    assert_non_null(maps.pieces.label);
    assert_null(maps.waypoints.at); /* till the first waypoints are chosen */
    assert_int_equal(class_maps_allocate(&maps, &map), 0);
    assert_ptr_equal(maps.chase.dist, chase); /* once */
    /* Allocated late, it chases as one allocated at once. */
    struct pos monster = ASCII_FIND(rows, 'm');
    const struct dmap *d = class_maps_chase(&maps, &map, ASCII_FIND(rows, 'P'));
    assert_true(dmap_get(d, monster) > 0 && dmap_get(d, monster) < DMAP_UNREACHABLE);
    struct pos waypoint;
    struct rng play;
    rng_seed(&play, 7);
    assert_true(
        class_maps_pick_waypoint(&maps, &maps, 1, &map, ASCII_FIND(rows, 'P'), &play, &waypoint));
    assert_non_null(maps.waypoints.at);
    assert_int_equal(waypoints_find(&maps.waypoints, waypoint) >= 0, true);
    class_maps_free(&maps);
    map_free(&map);
}

/* Maps too big to be had: the class stays unallocated, holding nothing,
 * and is freed safely. */
static void test_a_class_whose_maps_cannot_be_had_stays_unallocated(void **state)
{
    (void)state;
    struct map huge = {.width = 1 << 15, .height = 3};
    struct class_maps maps;
    class_maps_init_unallocated(&maps, passability_tiles(PASS_WALKER));
    assert_int_equal(class_maps_allocate(&maps, &huge), -1);
    assert_false(maps.allocated);
    assert_null(maps.chase.dist);
    assert_null(maps.pieces.label);
    class_maps_free(&maps);
    class_maps_free(&maps);
}

/* In a game, the walker's maps come with the caches, another class's
 * when a monster of it is added or one of it is asked for. */
static void test_a_games_class_maps_are_allocated_when_first_used(void **state)
{
    (void)state;
    static const char *const pool[] = {
        "#######",
        "#@....#",
        "#..~~.#",
        "#..~~.#",
        "#######",
    };
    static struct game g;
    assert_int_equal(game_new_from_ascii(&g, 1, pool, ASCII_ROWS(pool), test_kinds()), 0);
    assert_true(g.cache.classes[PASS_WALKER].allocated);
    assert_false(g.cache.classes[PASS_SWIMMER].allocated);
    assert_false(g.cache.classes[PASS_FLIER].allocated);
    assert_true(game_add_monster(&g, kind_find(test_kinds(), "eel"), (struct pos){3, 2}) >= 0);
    assert_true(g.cache.classes[PASS_SWIMMER].allocated);
    assert_false(g.cache.classes[PASS_FLIER].allocated);
    assert_ptr_equal(world_maps_of(&g, PASS_FLIER), &g.cache.classes[PASS_FLIER]);
    assert_true(g.cache.classes[PASS_FLIER].allocated);
    game_free(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_each_class_chases_over_its_own_terrain),
        cmocka_unit_test(test_waypoints_chosen_on_a_lent_labelling_are_the_same_cells),
        cmocka_unit_test(test_each_class_flees_over_its_own_terrain),
        cmocka_unit_test(test_each_class_walks_toward_a_cell_its_own_way),
        cmocka_unit_test(test_a_class_that_cannot_reach_a_cell_takes_no_step),
        cmocka_unit_test(test_a_new_floor_is_taken_when_next_asked),
        cmocka_unit_test(test_the_chase_map_follows_the_player_and_forgetting_keeps_the_terrain),
        cmocka_unit_test(test_a_door_opened_is_a_way_through_the_walkers_maps_and_shut_is_not),
        cmocka_unit_test(test_a_door_the_player_opens_lets_a_walker_through),
        cmocka_unit_test(test_waypoints_stand_on_no_door_and_stay_as_doors_open_and_shut),
        cmocka_unit_test(test_a_class_allocates_nothing_until_asked),
        cmocka_unit_test(test_a_class_whose_maps_cannot_be_had_stays_unallocated),
        cmocka_unit_test(test_a_games_class_maps_are_allocated_when_first_used),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
