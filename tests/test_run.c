/* The run: ten floors, stairs, the Lamp of the Deep, points, and a census
 * of what the shipped data puts on the floors. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "murk/turn/game.h"
#include "murk/rules/look.h"
#include "support/ascii_map.h"
#include "support/driver.h"
#include "support/real_data.h"
#include "support/said.h"
#include "support/test_kinds.h"

static struct action act(enum action_kind kind)
{
    return (struct action){.kind = kind, .slot = -1, .target = -1};
}

static int stairs_count(const struct game *g)
{
    int n = 0;
    for (int i = 0; i < g->floor.map.width * g->floor.map.height; i++)
        n += g->floor.map.tiles[i] == TILE_STAIRS;
    return n;
}

/* Puts the player on the stairs, as a test may. */
static void stand_on_stairs(struct game *g)
{
    g->run.player.pos = world_stairs_down(g);
    game_rebuild_caches(g);
}

static void test_floors_one_to_nine_have_one_staircase_far_from_the_arrival(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 30; seed++) {
        struct game g;
        assert_int_equal(game_new(&g, seed, real_kinds(), real_items()), 0);
        for (int depth = 1; depth < 10; depth++) {
            assert_int_equal(g.run.depth, depth);
            assert_int_equal(stairs_count(&g), 1);
            assert_true(world_stairs_at(&g, world_stairs_down(&g)));
            assert_false(g.floor.has_lamp);
            /* At least half the greatest walking distance from the arrival. */
            /* The player's walk: doors open to it. */
            const struct dmap *from = world_chase_map(&g, PASS_DOOR_OPENER);
            int32_t farthest = 0;
            for (int y = 0; y < g.floor.map.height; y++)
                for (int x = 0; x < g.floor.map.width; x++) {
                    int32_t d = dmap_get(from, (struct pos){x, y});
                    if (d < DMAP_UNREACHABLE && d > farthest)
                        farthest = d;
                }
            assert_true(dmap_get(from, world_stairs_down(&g)) * 2 >= farthest);
            assert_true(farthest > 10);
            /* The arrival: a room's floor, no monster in view. */
            assert_true(map_room_at(&g.floor.map, g.run.player.pos) >= 0);
            assert_false(world_sees_a_monster(&g));
            stand_on_stairs(&g);
            assert_true(game_do(&g, act(ACTION_DESCEND)).took);
        }
        assert_int_equal(g.run.depth, 10);
        assert_int_equal(stairs_count(&g), 0);
        assert_true(grid_eq(world_stairs_down(&g), (struct pos){-1, -1}));
        assert_true(g.floor.has_lamp);
        assert_false(world_sees_a_monster(&g));
        game_free(&g);
    }
}

static void test_descending_says_so_and_takes_the_player_down(void **state)
{
    (void)state;
    struct game g;
    assert_int_equal(game_new(&g, 4, real_kinds(), real_items()), 0);
    int turn = g.run.turn;
    stand_on_stairs(&g);
    assert_true(game_do(&g, act(ACTION_DESCEND)).took);
    assert_int_equal(g.run.depth, 2);
    assert_int_equal(g.run.turn, turn + 1);
    assert_true(said(&g, "You descend to floor 2."));
    /* A new floor: the old one is gone, nothing of it remembered. */
    assert_int_equal(stairs_count(&g), 1);
    int remembered = 0;
    for (int i = 0; i < g.floor.map.width * g.floor.map.height; i++)
        remembered += g.floor.map.remembered[i];
    assert_true(remembered > 0 && remembered < 400);
    game_free(&g);
}

static void test_descending_off_the_stairs_says_there_are_none_and_takes_no_turn(void **state)
{
    (void)state;
    struct game g;
    assert_int_equal(game_new(&g, 4, real_kinds(), real_items()), 0);
    assert_false(game_do(&g, act(ACTION_DESCEND)).took);
    assert_int_equal(g.run.depth, 1);
    assert_int_equal(g.run.turn, 0);
    assert_string_equal(said_newest(&g, 0), "There are no stairs down here.");
    game_free(&g);
}

/* Floor 5 of a seed, after floors 1 to 4 played the given way. */
static void floor_five(struct game *g, uint64_t seed, bool fight_first)
{
    assert_int_equal(game_new(g, seed, real_kinds(), real_items()), 0);
    struct rng r;
    rng_seed(&r, 77);
    for (int depth = 1; depth < 5; depth++) {
        int turns = fight_first ? 40 * depth : 3;
        for (int i = 0; i < turns && !g->run.over; i++)
            game_do(g,
                    (struct action){.kind = ACTION_MOVE,
                                    .dir = grid_dir(rng_range(&r, 0, GRID_DIRS - 1))});
        g->run.over = false;
        g->run.player.health = g->run.player.health_max;
        stand_on_stairs(g);
        assert_true(game_do(g, act(ACTION_DESCEND)).took);
    }
}

static void test_a_floor_is_the_same_however_the_floors_above_were_played(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 5; seed++) {
        struct game a, b;
        floor_five(&a, seed, true);
        floor_five(&b, seed, false);
        assert_int_equal(a.run.depth, 5);
        assert_int_equal(b.run.depth, 5);
        assert_true(a.run.turn != b.run.turn);
        size_t cells = (size_t)(a.floor.map.width * a.floor.map.height);
        assert_memory_equal(a.floor.map.tiles, b.floor.map.tiles, cells);
        assert_int_equal(a.floor.monster_count, b.floor.monster_count);
        for (int i = 0; i < a.floor.monster_count; i++) {
            assert_int_equal(a.floor.monsters[i].kind, b.floor.monsters[i].kind);
            assert_true(grid_eq(a.floor.monsters[i].base.pos, b.floor.monsters[i].base.pos));
        }
        assert_int_equal(a.floor.items.count, b.floor.items.count);
        for (int i = 0; i < a.floor.items.count; i++)
            assert_int_equal(a.floor.items.items[i].kind, b.floor.items.items[i].kind);
        game_free(&a);
        game_free(&b);
    }
}

static const char *const lamp_room[] = {
    "##########",
    "#@.......#",
    "#........#",
    "##########",
};

/* A hand-made last floor with the Lamp beside the player. */
static void beside_the_lamp(struct game *g)
{
    assert_int_equal(game_new_from_ascii(g, 1, lamp_room, ASCII_ROWS(lamp_room), test_kinds()), 0);
    g->run.depth = 10; /* the last floor: doc/rules.md has ten */
    g->floor.has_lamp = true;
    g->floor.lamp = (struct pos){2, 1};
}

static void test_lifting_the_lamp_wins_the_run(void **state)
{
    (void)state;
    struct game g;
    beside_the_lamp(&g);
    game_add_monster(&g, test_kind("goblin"), (struct pos){8, 2});
    assert_true(game_do(&g, (struct action){.kind = ACTION_MOVE, .dir = {1, 0}}).took);
    assert_true(said(&g, "You see here the Lamp of the Deep."));
    assert_true(game_do(&g, act(ACTION_PICK_UP)).took);
    assert_true(g.run.won);
    assert_true(g.run.over);
    assert_false(g.floor.has_lamp);
    assert_string_equal(said_newest(&g, 0),
                        "You lift the Lamp of the Deep. Its light drives back the murk.");
    /* The run is over: nothing more happens. */
    int turn = g.run.turn;
    assert_false(game_do(&g, act(ACTION_WAIT)).took);
    assert_int_equal(g.run.turn, turn);
    game_free(&g);
}

static void test_points_count_kills_floors_and_the_win(void **state)
{
    (void)state;
    struct game g;
    beside_the_lamp(&g);
    int rat = game_add_monster(&g, test_kind("rat"), (struct pos){1, 2});
    int goblin = game_add_monster(&g, test_kind("goblin"), (struct pos){2, 2});
    g.floor.monsters[rat].base.health = 1;
    g.floor.monsters[goblin].base.health = 1;
    g.floor.monsters[goblin].base.defense = 0;
    /* Floor 10: 9 floors below the first, 50 each. */
    assert_int_equal(world_points(&g), 450);
    game_do(&g, (struct action){.kind = ACTION_MOVE, .dir = {0, 1}});
    assert_false(entity_alive(&g.floor.monsters[rat].base));
    assert_int_equal(world_points(&g), 450 + 3); /* the rat's most health */
    game_do(&g, (struct action){.kind = ACTION_MOVE, .dir = {1, 1}});
    assert_false(entity_alive(&g.floor.monsters[goblin].base));
    assert_int_equal(world_points(&g), 450 + 3 + 8);
    assert_int_equal(g.run.kills, 2);
    game_do(&g, (struct action){.kind = ACTION_MOVE, .dir = {1, 0}});
    game_do(&g, act(ACTION_PICK_UP));
    assert_int_equal(world_points(&g), 450 + 3 + 8 + 1000);
    game_free(&g);
}

static void test_a_first_floor_run_starts_with_no_points(void **state)
{
    (void)state;
    struct game g;
    assert_int_equal(game_new(&g, 2, real_kinds(), real_items()), 0);
    assert_int_equal(world_points(&g), 0);
    stand_on_stairs(&g);
    game_do(&g, act(ACTION_DESCEND));
    assert_int_equal(world_points(&g), 50);
    game_free(&g);
}

static void test_what_lies_here_is_said_on_arrival_and_on_asking(void **state)
{
    (void)state;
    struct game g;
    assert_int_equal(game_new_from_ascii(&g, 1, lamp_room, ASCII_ROWS(lamp_room), test_kinds()), 0);
    game_use_items(&g, test_items());
    item_floor_add(&g.floor.items, test_item_kind("dagger"), (struct pos){2, 1});
    item_floor_add(&g.floor.items, test_item_kind("dagger"), (struct pos){3, 1});
    item_floor_add(&g.floor.items, test_item_kind("sword"), (struct pos){3, 1});
    item_floor_add(&g.floor.items, test_item_kind("chain mail"), (struct pos){3, 1});
    game_do(&g, (struct action){.kind = ACTION_MOVE, .dir = {1, 0}});
    assert_string_equal(said_newest(&g, 0), "You see here a dagger.");
    game_do(&g, (struct action){.kind = ACTION_MOVE, .dir = {1, 0}});
    assert_string_equal(said_newest(&g, 0), "You see here 3 things.");
    int turn = g.run.turn;
    assert_false(game_do(&g, act(ACTION_LOOK_HERE)).took);
    assert_int_equal(g.run.turn, turn);
    assert_string_equal(said_newest(&g, 0), "You see here chain mail, a sword and a dagger.");
    game_do(&g, (struct action){.kind = ACTION_MOVE, .dir = {1, 0}});
    game_do(&g, act(ACTION_LOOK_HERE));
    assert_string_equal(said_newest(&g, 0), "There is nothing here.");
    game_free(&g);
}

static void test_look_names_items_and_stairs(void **state)
{
    (void)state;
    struct game g;
    assert_int_equal(game_new_from_ascii(&g, 1, lamp_room, ASCII_ROWS(lamp_room), test_kinds()), 0);
    game_use_items(&g, test_items());
    g.floor.map.tiles[map_index(&g.floor.map, 5, 1)] = TILE_STAIRS;
    item_floor_add(&g.floor.items, test_item_kind("sword"), (struct pos){3, 2});
    game_rebuild_caches(&g);
    char text[160];
    look_describe(&g, (struct pos){5, 1}, text, sizeof text);
    assert_string_equal(text, "Stairs down.");
    look_describe(&g, (struct pos){3, 2}, text, sizeof text);
    assert_string_equal(text, "A sword.");
    game_do(&g, (struct action){.kind = ACTION_MOVE, .dir = {1, 0}});
    game_do(&g, (struct action){.kind = ACTION_MOVE, .dir = {1, 0}});
    game_do(&g, (struct action){.kind = ACTION_MOVE, .dir = {1, 0}});
    game_do(&g, (struct action){.kind = ACTION_MOVE, .dir = {1, 0}});
    assert_string_equal(said_newest(&g, 0), "There are stairs down here.");
    game_free(&g);
}

/* Walking distances from `from` over the floor, worked out here, not with
 * the game's own maps: eight ways a step, every step 1; -1 where no walk
 * reaches. Returns the greatest. */
static int walk_from(const struct map *map, struct pos from, int *dist)
{
    int cells = map->width * map->height, head = 0, tail = 0, farthest = 0;
    static int queue[MAP_WIDTH * MAP_HEIGHT];
    assert_true(cells <= MAP_WIDTH * MAP_HEIGHT);
    for (int i = 0; i < cells; i++)
        dist[i] = -1;
    dist[map_index(map, from.x, from.y)] = 0;
    queue[tail++] = map_index(map, from.x, from.y);
    while (head < tail) {
        int c = queue[head++];
        struct pos p = {c % map->width, c / map->width};
        for (int dy = -1; dy <= 1; dy++)
            for (int dx = -1; dx <= 1; dx++) {
                struct pos n = {p.x + dx, p.y + dy};
                /* The player walks through doors, opening them. */
                bool enters = map_walkable(map, n.x, n.y) ||
                              (map_in_bounds(map, n.x, n.y) &&
                               map->tiles[map_index(map, n.x, n.y)] == TILE_DOOR_CLOSED);
                if (!enters || dist[map_index(map, n.x, n.y)] >= 0)
                    continue;
                int d = dist[c] + 1;
                dist[map_index(map, n.x, n.y)] = d;
                farthest = d > farthest ? d : farthest;
                queue[tail++] = map_index(map, n.x, n.y);
            }
    }
    return farthest;
}

/* The way on (the stairs, or on floor 10 the Lamp) is at least half the
 * floor's longest walk from the arrival, on plain floor with no item. */
static void check_way_on(const struct game *g, struct pos way)
{
    static int dist[MAP_WIDTH * MAP_HEIGHT];
    const struct map *map = &g->floor.map;
    int farthest = walk_from(map, g->run.player.pos, dist);
    assert_true(farthest >= 20); /* a real floor: the check means something */
    int d = dist[map_index(map, way.x, way.y)];
    if (d * 2 < farthest)
        print_error("seed %llu floor %d: the way on is %d steps off, the farthest %d\n",
                    (unsigned long long)g->run.seed,
                    g->run.depth,
                    d,
                    farthest);
    assert_true(d > 0);
    assert_true(d * 2 >= farthest);
    assert_int_equal(item_floor_at(&g->floor.items, way), -1);
}

static void
test_the_stairs_and_the_lamp_lie_at_least_half_the_longest_walk_from_the_arrival(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 12; seed++) {
        struct game g;
        assert_int_equal(game_new(&g, seed, real_kinds(), real_items()), 0);
        while (g.run.depth < 10) {
            check_way_on(&g, world_stairs_down(&g));
            stand_on_stairs(&g);
            assert_true(game_do(&g, act(ACTION_DESCEND)).took);
        }
        game_free(&g);
    }
    /* The last floor is made from the seed and its depth alone: straight
     * there from floor 9, for more seeds than the whole way down allows. */
    for (uint64_t seed = 1; seed <= 300; seed++) {
        struct game g;
        assert_int_equal(game_new(&g, seed, real_kinds(), real_items()), 0);
        g.run.depth = 9;
        stand_on_stairs(&g);
        assert_true(game_do(&g, act(ACTION_DESCEND)).took);
        assert_int_equal(g.run.depth, 10);
        assert_true(g.floor.has_lamp);
        check_way_on(&g, g.floor.lamp);
        game_free(&g);
    }
}

/* A new floor's monsters are as they were placed when the player arrives:
 * none has acted, so no wanderer has chosen where to go yet. */
static void test_the_monsters_of_a_new_floor_wait_out_the_turn_of_arrival(void **state)
{
    (void)state;
    int wanderers = 0;
    for (uint64_t seed = 1; seed <= 5; seed++) {
        struct game g;
        assert_int_equal(game_new(&g, seed, real_kinds(), real_items()), 0);
        for (int depth = 1; depth < 6; depth++) {
            stand_on_stairs(&g);
            assert_true(game_do(&g, act(ACTION_DESCEND)).took);
            for (int i = 0; i < g.floor.monster_count; i++) {
                const struct monster *m = &g.floor.monsters[i];
                wanderers += m->state == STATE_WANDERING;
                assert_false(m->has_target);
                assert_false(m->idle_next);
            }
        }
        game_free(&g);
    }
    assert_true(wanderers > 10);
}

/* Floor d holds one monster in each room but the arrival room, and 7 more
 * for every two floors down: 7 x (d/2, rounded down); and a cage's
 * captive (doc/rules.md, "One choice a floor: places"). */
static void test_deeper_floors_hold_seven_more_monsters_for_every_two_floors_down(void **state)
{
    (void)state;
    static const int extra[] = {0, 7, 7, 14, 14, 21, 21, 28, 28, 35};
    for (uint64_t seed = 1; seed <= 8; seed++) {
        struct game g;
        assert_int_equal(game_new(&g, seed, real_kinds(), real_items()), 0);
        for (;;) {
            int expected = g.floor.map.room_count - 1 + extra[g.run.depth - 1] +
                           (g.floor.place.kind == PLACE_CAGE);
            /* A group's followers come on top (test_group.c). */
            int placed = 0;
            for (int i = 0; i < g.floor.monster_count; i++)
                placed += g.floor.monsters[i].leader == 0;
            if (placed != expected)
                print_error("seed %llu floor %d: %d monsters, %d rooms\n",
                            (unsigned long long)seed,
                            g.run.depth,
                            placed,
                            g.floor.map.room_count);
            assert_int_equal(placed, expected);
            if (g.run.depth == 10)
                break;
            stand_on_stairs(&g);
            assert_true(game_do(&g, act(ACTION_DESCEND)).took);
        }
        game_free(&g);
    }
}

/* The census: runs played down by the test driver, kept alive and made
 * strong by the test (what it counts is what the floors hold, not how well
 * a player fights: a bare-handed player cannot outhit a troll's healing). */
static void test_a_thousand_runs_meet_every_kind_and_no_floor_below_the_first_is_empty(void **state)
{
    (void)state;
    enum { RUNS = 1000 };
    const struct kind_list *kinds = real_kinds();
    const struct item_kind_list *items = real_items();
    int kind_seen[64] = {0}, item_seen[64] = {0};
    int empty_floors = 0, floors = 0, lamps = 0;
    struct driver driver = {0};
    for (uint64_t seed = 1; seed <= RUNS; seed++) {
        struct game g;
        assert_int_equal(game_new(&g, seed, kinds, items), 0);
        g.run.player.damage_min = 10;
        g.run.player.damage_max = 20;
        g.run.player.health = g.run.player.health_max = 1000;
        int counted_depth = 0;
        for (int actions = 0; actions < 5000 && !g.run.over; actions++) {
            if (g.run.depth != counted_depth) {
                counted_depth = g.run.depth;
                floors++;
                int living = 0;
                for (int i = 0; i < g.floor.monster_count; i++) {
                    kind_seen[g.floor.monsters[i].kind]++;
                    living++;
                }
                if (g.run.depth >= 2 && living == 0)
                    empty_floors++;
                for (int i = 0; i < g.floor.items.count; i++)
                    item_seen[g.floor.items.items[i].kind]++;
                lamps += g.floor.has_lamp;
            }
            struct action action;
            char key;
            if (!driver_next(&driver, &g, &action, &key))
                break;
            game_do(&g, action);
            if (g.run.player.health < g.run.player.health_max / 2)
                g.run.player.health = g.run.player.health_max;
        }
        assert_true(g.run.won);
        game_free(&g);
    }
    driver_free(&driver);
    assert_int_equal(floors, RUNS * 10);
    assert_int_equal(lamps, RUNS);
    assert_int_equal(empty_floors, 0);
    for (int k = 0; k < kinds->count; k++) {
        if (kind_seen[k] == 0)
            print_error("no %s in %d runs\n", kinds->kinds[k].name, RUNS);
        assert_true(kind_seen[k] > 0);
    }
    for (int k = 0; k < items->count; k++) {
        if (item_seen[k] == 0)
            print_error("no %s in %d runs\n", items->kinds[k].name, RUNS);
        assert_true(item_seen[k] > 0);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_floors_one_to_nine_have_one_staircase_far_from_the_arrival),
        cmocka_unit_test(
            test_the_stairs_and_the_lamp_lie_at_least_half_the_longest_walk_from_the_arrival),
        cmocka_unit_test(test_the_monsters_of_a_new_floor_wait_out_the_turn_of_arrival),
        cmocka_unit_test(test_deeper_floors_hold_seven_more_monsters_for_every_two_floors_down),
        cmocka_unit_test(test_descending_says_so_and_takes_the_player_down),
        cmocka_unit_test(test_descending_off_the_stairs_says_there_are_none_and_takes_no_turn),
        cmocka_unit_test(test_a_floor_is_the_same_however_the_floors_above_were_played),
        cmocka_unit_test(test_lifting_the_lamp_wins_the_run),
        cmocka_unit_test(test_points_count_kills_floors_and_the_win),
        cmocka_unit_test(test_a_first_floor_run_starts_with_no_points),
        cmocka_unit_test(test_what_lies_here_is_said_on_arrival_and_on_asking),
        cmocka_unit_test(test_look_names_items_and_stairs),
        cmocka_unit_test(
            test_a_thousand_runs_meet_every_kind_and_no_floor_below_the_first_is_empty),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
