/* The floor's waypoints (doc/rules.md, "Wandering"): chosen from the
 * floor's seed alone, on cells the class may stand on, all on one piece of
 * its terrain; a wanderer walks to one; and a game whose caches are made
 * again (as a load makes them) plays on the same. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "murk/turn/game.h"
#include "murk/base/passability.h"
#include "murk/turn/resume.h"
#include "murk/world/save.h"
#include "murk/base/waypoints.h"
#include "support/ascii_map.h"
#include "support/random_action.h"
#include "support/test_kinds.h"

static struct action wait_turn(void)
{
    return (struct action){.kind = ACTION_WAIT, .dir = {0, 0}};
}

static void choose(struct waypoints *w, const struct map *map, uint64_t seed)
{
    struct rng rng;
    rng_seed_stream(&rng, seed, WAYPOINTS_STREAM);
    waypoints_choose(w, map, passability_tiles(PASS_WALKER), passability_tiles(PASS_WALKER), &rng);
}

/* Two rooms joined below (the large piece, 164 cells), a closet of 4 cells
 * with no way in and a cell alone. */
static const char *const two_pieces[] = {
    "##########################",
    "#............#...........#",
    "#............#...........#",
    "#............#...........#",
    "#............#...........#",
    "#............#...........#",
    "#............#...........#",
    "#.......................##",
    "####################...###",
    "#..#####################.#",
    "#..#######################",
    "##########################",
};

static void test_the_same_seed_chooses_the_same_cells_and_another_seed_others(void **state)
{
    (void)state;
    struct map map;
    ASCII_MAP(&map, two_pieces);
    static struct waypoints a, b;
    assert_int_equal(waypoints_init(&a, &map), 0);
    assert_int_equal(waypoints_init(&b, &map), 0);
    choose(&a, &map, 42);
    choose(&b, &map, 42);
    assert_true(a.count > 1);
    assert_int_equal(a.count, b.count);
    for (int i = 0; i < a.count; i++)
        assert_true(grid_eq(a.cells[i], b.cells[i]));
    /* Chosen again, the first choice is forgotten: the same cells again. */
    choose(&b, &map, 42);
    for (int i = 0; i < a.count; i++)
        assert_int_equal(waypoints_find(&b, a.cells[i]), i);
    int differ = 0;
    for (uint64_t seed = 1; seed <= 10; seed++) {
        choose(&b, &map, seed);
        differ += b.count != a.count || !grid_eq(b.cells[0], a.cells[0]);
    }
    assert_true(differ >= 8);
    waypoints_free(&a);
    waypoints_free(&b);
    map_free(&map);
}

static void test_waypoints_stand_on_the_largest_piece_spaced_apart(void **state)
{
    (void)state;
    struct map map;
    ASCII_MAP(&map, two_pieces);
    static struct waypoints w;
    assert_int_equal(waypoints_init(&w, &map), 0);
    struct dmap costs;
    assert_int_equal(dmap_init(&costs, map.width, map.height), 0);
    dmap_costs_from_tiles(&costs, &map, passability_tiles(PASS_WALKER));
    struct walkmap shape;
    assert_int_equal(walkmap_reserve(&shape, map.width, map.height), 0);
    assert_int_equal(walkmap_shape(&shape, &costs), 0);
    for (uint64_t seed = 1; seed <= 50; seed++) {
        choose(&w, &map, seed);
        /* 164 cells: one for every 60 of them, and one at least. */
        assert_true(w.count >= 1 && w.count <= 2);
        for (int i = 0; i < w.count; i++) {
            struct pos p = w.cells[i];
            assert_true(map_walkable(&map, p.x, p.y));
            assert_true(p.y < 9); /* never in the closet */
            assert_int_equal(waypoints_find(&w, p), i);
            /* Every other waypoint is reached from this one, 5 steps off or more. */
            const struct walkmap *to = waypoints_map(&w, i, &shape, p);
            assert_int_equal(walkmap_get(to, p), 0);
            for (int j = 0; j < w.count; j++) {
                if (j == i)
                    continue;
                assert_true(grid_distance(p, w.cells[j]) >= 5);
                walkmap_scan_to(&w.maps[i], (struct pos){-1, -1}); /* the whole map */
                assert_true(walkmap_get(to, w.cells[j]) < DMAP_UNREACHABLE);
            }
        }
    }
    assert_int_equal(waypoints_find(&w, (struct pos){1, 9}), -1);
    walkmap_free(&shape);
    dmap_free(&costs);
    waypoints_free(&w);
    map_free(&map);
}

/* A real floor's count: one per 60 cells of its largest piece, at most 32. */
static void test_a_generated_floor_has_a_few_dozen_waypoints(void **state)
{
    (void)state;
    static struct game g;
    for (uint64_t seed = 1; seed <= 5; seed++) {
        assert_int_equal(game_new(&g, seed, test_kinds(), NULL), 0);
        struct pos target;
        /* The door opener's floor is the whole floor: a walker's is cut
         * into pieces by the closed doors. */
        assert_true(world_pick_waypoint(&g, PASS_DOOR_OPENER, g.run.player.pos, &target));
        const struct waypoints *w = &g.cache.classes[PASS_DOOR_OPENER].waypoints;
        int floor = 0;
        for (int i = 0; i < g.floor.map.width * g.floor.map.height; i++)
            floor += g.floor.map.tiles[i] != TILE_WALL;
        /* One for every 60 cells, fewer where they would stand too close. */
        assert_true(w->count >= floor / 120 && w->count <= 32);
        assert_true(w->count <= floor / 60);
        assert_true(waypoints_find(w, target) >= 0);
        game_free(&g);
    }
}

/* A wanderer out of the player's sight heads for a waypoint and stands on
 * it in as many turns as the walk takes. */
static void test_a_wanderer_walks_to_a_waypoint(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "##############################",
        "#@############...............#",
        "##############...............#",
        "#r...........................#",
        "#............................#",
        "#...................##########",
        "#...................##########",
        "##############################",
    };
    for (uint64_t seed = 1; seed <= 10; seed++) {
        static struct game g;
        assert_int_equal(game_new_from_ascii(&g, seed, rows, ASCII_ROWS(rows), test_kinds()), 0);
        int r = game_add_monster(&g, test_kind("rat"), ASCII_FIND(rows, 'r'));
        assert_true(r >= 0);
        struct monster *m = &g.floor.monsters[r];
        m->state = STATE_WANDERING;
        m->base.sight = 1;
        game_do(&g, wait_turn());
        assert_true(m->has_target);
        const struct waypoints *w = &g.cache.classes[PASS_WALKER].waypoints;
        int i = waypoints_find(w, m->target);
        assert_true(i >= 0);
        struct pos goal = m->target;
        int steps = walkmap_get(&w->maps[i], m->base.pos);
        assert_true(steps >= 0 && steps < 60);
        for (int t = 0; t < steps; t++)
            game_do(&g, wait_turn());
        assert_true(grid_eq(m->base.pos, goal));
        /* There, it picks another waypoint. */
        game_do(&g, wait_turn());
        assert_true(m->has_target);
        assert_false(grid_eq(m->target, goal));
        assert_true(waypoints_find(w, m->target) >= 0);
        game_free(&g);
    }
}

/* A game saved and loaded (its caches made afresh: no waypoint chosen, no
 * map made) plays every next turn as the game that was never saved. */
static void test_a_loaded_game_walks_its_wanderers_as_the_unsaved_one(void **state)
{
    (void)state;
    static struct game played, loaded;
    char why[256];
    for (uint64_t seed = 1; seed <= 4; seed++) {
        assert_int_equal(game_new(&played, seed, test_kinds(), NULL), 0);
        for (int i = 0; i < played.floor.monster_count; i++)
            played.floor.monsters[i].state = STATE_WANDERING; /* all of them walk */
        played.run.player.health = played.run.player.health_max = 100000;
        for (int t = 0; t < 30; t++)
            game_do(&played, wait_turn());
        struct save_buf buf = {0};
        assert_int_equal(save_encode(&played, &buf), 0);
        assert_int_equal(game_resume(&loaded,
                                     test_kinds(),
                                     NULL,
                                     SAVE_FORMAT_VERSION,
                                     buf.bytes,
                                     buf.len,
                                     why,
                                     sizeof why),
                         0);
        save_buf_free(&buf);
        struct rng a, b;
        rng_seed(&a, seed);
        rng_seed(&b, seed);
        for (int t = 0; t < 300 && !played.run.over; t++) {
            struct action act = t % 3 ? random_action(&a) : wait_turn();
            struct action same = t % 3 ? random_action(&b) : wait_turn();
            game_do(&played, act);
            game_do(&loaded, same);
            if (game_digest(&played) != game_digest(&loaded))
                fail_msg("seed %d: turn %d after the load went its own way", (int)seed, t);
        }
        game_free(&played);
        game_free(&loaded);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_same_seed_chooses_the_same_cells_and_another_seed_others),
        cmocka_unit_test(test_waypoints_stand_on_the_largest_piece_spaced_apart),
        cmocka_unit_test(test_a_generated_floor_has_a_few_dozen_waypoints),
        cmocka_unit_test(test_a_wanderer_walks_to_a_waypoint),
        cmocka_unit_test(test_a_loaded_game_walks_its_wanderers_as_the_unsaved_one),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
