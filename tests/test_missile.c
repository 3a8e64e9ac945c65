/* Where a missile, a bolt and the target cursor's first cell go
 * (missile.h): the grid line continued past the target to the range,
 * stopping at the first creature or before a wall. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "murk/turn/game.h"
#include "murk/rules/missile.h"
#include "support/ascii_map.h"
#include "support/test_kinds.h"

static const char *const hall[] = {
    "####################",
    "#@.................#",
    "#..................#",
    "#..................#",
    "####################",
};

static void start(struct game *g, const char *const *rows, int count)
{
    assert_int_equal(game_new_from_ascii(g, 1, rows, count, test_kinds()), 0);
}

static int add(struct game *g, const char *kind, int x, int y)
{
    int slot = game_add_monster(g, test_kind(kind), (struct pos){x, y});
    assert_true(slot >= 0);
    return slot;
}

static void assert_cell(struct pos p, int x, int y)
{
    assert_int_equal(p.x, x);
    assert_int_equal(p.y, y);
}

static void test_a_flight_goes_on_past_its_target_to_its_range(void **state)
{
    (void)state;
    struct game g;
    start(&g, hall, ASCII_ROWS(hall));
    struct flight f = missile_flight(&g, (struct pos){1, 1}, (struct pos){3, 1}, 6, FLIGHT_TRUE);
    assert_int_equal(f.count, 6);
    assert_cell(f.cells[0], 2, 1);
    assert_cell(f.end, 7, 1);
    assert_int_equal(f.victim, -1);
    assert_false(f.player);
    game_free(&g);
}

static void test_a_slanted_line_keeps_its_slope_past_the_target(void **state)
{
    (void)state;
    struct game g;
    start(&g, hall, ASCII_ROWS(hall));
    /* Two across for one down: (3,2), then on to (5,3). */
    struct flight f = missile_flight(&g, (struct pos){1, 1}, (struct pos){5, 3}, 4, FLIGHT_TRUE);
    assert_int_equal(f.count, 4);
    assert_cell(f.cells[1], 3, 2);
    assert_cell(f.cells[3], 5, 3);
    game_free(&g);
}

static void test_a_wall_stops_it_on_the_cell_before(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "##########",
        "#@...#...#",
        "##########",
    };
    struct game g;
    start(&g, rows, ASCII_ROWS(rows));
    struct flight f = missile_flight(&g, (struct pos){1, 1}, (struct pos){8, 1}, 8, FLIGHT_TRUE);
    assert_int_equal(f.count, 3);
    assert_cell(f.end, 4, 1);
    game_free(&g);
}

static void test_it_stops_at_the_first_creature_on_its_line(void **state)
{
    (void)state;
    struct game g;
    start(&g, hall, ASCII_ROWS(hall));
    int near = add(&g, "rat", 4, 1);
    add(&g, "goblin", 6, 1);
    struct flight f = missile_flight(&g, (struct pos){1, 1}, (struct pos){6, 1}, 8, FLIGHT_TRUE);
    assert_int_equal(f.victim, near);
    assert_cell(f.end, 4, 1);
    assert_int_equal(f.count, 3);
    game_free(&g);
}

static void test_a_monsters_shot_stops_at_the_player(void **state)
{
    (void)state;
    struct game g;
    start(&g, hall, ASCII_ROWS(hall));
    struct flight f = missile_flight(&g, (struct pos){7, 1}, (struct pos){1, 1}, 6, FLIGHT_TRUE);
    assert_true(f.player);
    assert_cell(f.end, 1, 1);
    /* Out of range, it falls short. */
    f = missile_flight(&g, (struct pos){8, 1}, (struct pos){1, 1}, 6, FLIGHT_TRUE);
    assert_false(f.player);
    assert_cell(f.end, 2, 1);
    game_free(&g);
}

static void test_the_cursors_path_does_not_stop_at_an_unseen_monster(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "######",
        "#@...#",
        "######",
    };
    struct game g;
    start(&g, rows, ASCII_ROWS(rows));
    g.run.player.sight = 1;
    int rat = add(&g, "rat", 3, 1);
    game_rebuild_caches(&g);
    struct flight seen =
        missile_flight(&g, (struct pos){1, 1}, (struct pos){4, 1}, 8, FLIGHT_AS_PERCEIVED);
    assert_int_equal(seen.victim, -1);
    assert_cell(seen.end, 4, 1);
    struct flight real = missile_flight(&g, (struct pos){1, 1}, (struct pos){4, 1}, 8, FLIGHT_TRUE);
    assert_int_equal(real.victim, rat);
    game_free(&g);
}

static void test_aimed_at_itself_it_flies_nowhere(void **state)
{
    (void)state;
    struct game g;
    start(&g, hall, ASCII_ROWS(hall));
    struct flight f = missile_flight(&g, (struct pos){1, 1}, (struct pos){1, 1}, 8, FLIGHT_TRUE);
    assert_int_equal(f.count, 0);
    assert_cell(f.end, 1, 1);
    game_free(&g);
}

static void test_a_bolt_passes_through_every_creature_to_the_wall(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "##########",
        "#@.......#",
        "##########",
    };
    struct game g;
    start(&g, rows, ASCII_ROWS(rows));
    int a = add(&g, "rat", 3, 1), b = add(&g, "goblin", 5, 1), c = add(&g, "rat", 8, 1);
    struct flight path;
    int victims[8];
    int n = missile_bolt(&g, (struct pos){1, 1}, (struct pos){2, 1}, 8, &path, victims, 8);
    assert_int_equal(n, 3);
    assert_int_equal(victims[0], a);
    assert_int_equal(victims[1], b);
    assert_int_equal(victims[2], c);
    assert_cell(path.end, 8, 1);
    /* Its range ends it first. */
    n = missile_bolt(&g, (struct pos){1, 1}, (struct pos){2, 1}, 4, &path, victims, 8);
    assert_int_equal(n, 2);
    game_free(&g);
}

static void test_the_nearest_target_is_the_nearest_monster_in_view(void **state)
{
    (void)state;
    struct game g;
    start(&g, hall, ASCII_ROWS(hall));
    assert_int_equal(missile_nearest_target(&g), -1);
    add(&g, "goblin", 9, 3);
    int near = add(&g, "rat", 5, 2);
    game_rebuild_caches(&g);
    assert_int_equal(missile_nearest_target(&g), near);
    g.floor.monsters[near].base.health = 0;
    assert_int_not_equal(missile_nearest_target(&g), near);
    game_free(&g);
}

/* The cursor's first target: the nearest awake monster a missile of the
 * range reaches; a nearer sleeper, or one out of range, comes after it. */
static void test_the_first_target_is_awake_and_in_reach(void **state)
{
    (void)state;
    struct game g;
    start(&g, hall, ASCII_ROWS(hall));
    int sleeper = add(&g, "rat", 3, 1);
    g.floor.monsters[sleeper].state = STATE_ASLEEP;
    int awake = add(&g, "goblin", 6, 3);
    g.floor.monsters[awake].state = STATE_HUNTING;
    int far = add(&g, "brute", 12, 3);
    g.floor.monsters[far].state = STATE_HUNTING;
    game_rebuild_caches(&g);
    assert_int_equal(missile_nearest_target(&g), sleeper);
    assert_int_equal(missile_first_target(&g, 8), awake);
    /* With a range of 4 the goblin, 5 cells off, is out of reach: the
     * sleeper, nearest of the rest, comes first. */
    assert_int_equal(missile_first_target(&g, 4), sleeper);
    g.floor.monsters[sleeper].state = STATE_WANDERING;
    assert_int_equal(missile_first_target(&g, 4), sleeper);
    /* A wall aimed at itself is reached; a cell behind it is not. */
    assert_int_equal(missile_reach(&g, g.run.player.pos, (struct pos){0, 1}, 8, NULL),
                     MISSILE_REACHES);
    /* The brute, 11 cells off, is past an arrow's 8. */
    g.floor.monsters[sleeper].base.health = 0;
    assert_int_equal(missile_reach(&g, g.run.player.pos, (struct pos){12, 3}, 8, NULL),
                     MISSILE_FAR);
    game_free(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_flight_goes_on_past_its_target_to_its_range),
        cmocka_unit_test(test_a_slanted_line_keeps_its_slope_past_the_target),
        cmocka_unit_test(test_a_wall_stops_it_on_the_cell_before),
        cmocka_unit_test(test_it_stops_at_the_first_creature_on_its_line),
        cmocka_unit_test(test_a_monsters_shot_stops_at_the_player),
        cmocka_unit_test(test_the_cursors_path_does_not_stop_at_an_unseen_monster),
        cmocka_unit_test(test_aimed_at_itself_it_flies_nowhere),
        cmocka_unit_test(test_a_bolt_passes_through_every_creature_to_the_wall),
        cmocka_unit_test(test_the_nearest_target_is_the_nearest_monster_in_view),
        cmocka_unit_test(test_the_first_target_is_awake_and_in_reach),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
