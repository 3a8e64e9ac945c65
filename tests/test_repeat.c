/* game_do's word on a walk or a rest, and the loop every caller of a
 * repeated action shares (murk/repeat.h): each stops for its own reason. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <string.h>

#include "murk/turn/game.h"
#include "murk/turn/repeat.h"
#include "support/ascii_map.h"
#include "support/said.h"
#include "support/test_kinds.h"

static const char *const hall[] = {
    "############",
    "#@.........#",
    "#..........#",
    "############",
};

static void start(struct game *g, const char *const *rows, int count)
{
    assert_int_equal(game_new_from_ascii(g, 1, rows, count, test_kinds()), 0);
    game_use_items(g, test_items());
    memset(g->floor.map.remembered, 1, (size_t)g->floor.map.width * (size_t)g->floor.map.height);
}

static struct action travel_to(int x, int y)
{
    return (struct action){.kind = ACTION_TRAVEL, .cell = {x, y}, .slot = -1, .target = -1};
}

static void test_a_travel_goes_on_until_it_arrives(void **state)
{
    (void)state;
    struct game g;
    start(&g, hall, ASCII_ROWS(hall));
    struct game_result step = game_do(&g, travel_to(4, 1));
    assert_true(step.took);
    assert_int_equal(step.stop, GAME_GOING);
    assert_int_equal(step.next.kind, ACTION_TRAVEL);
    struct repeat r = repeat_start(step.next);
    while (repeat_step(&g, &r))
        ;
    assert_int_equal(r.result.stop, GAME_ARRIVED);
    assert_int_equal(r.steps, 2);
    assert_int_equal(g.run.player.pos.x, 4);
    assert_int_equal(g.run.turn, 3);
    game_free(&g);
}

static void test_a_run_stops_where_the_way_ends(void **state)
{
    (void)state;
    static const char *const corridor[] = {
        "#######",
        "#@....#",
        "#######",
    };
    struct game g;
    start(&g, corridor, ASCII_ROWS(corridor));
    struct repeat r =
        repeat_start((struct action){.kind = ACTION_RUN, .dir = {1, 0}, .slot = -1, .target = -1});
    while (repeat_step(&g, &r))
        ;
    assert_int_equal(r.result.stop, GAME_ARRIVED);
    assert_int_equal(g.run.player.pos.x, 5);
    game_free(&g);
}

static void test_a_walk_refused_says_so_and_takes_no_turn(void **state)
{
    (void)state;
    struct game g;
    start(&g, hall, ASCII_ROWS(hall));
    /* Hunting: in the way wherever it is in view. */
    int rat = game_add_monster(&g, test_kind("rat"), (struct pos){6, 2});
    g.floor.monsters[rat].state = STATE_HUNTING;
    struct repeat r = repeat_start(travel_to(9, 1));
    assert_false(repeat_step(&g, &r));
    assert_false(r.result.took);
    assert_int_equal(r.result.stop, GAME_REFUSED);
    assert_string_equal(said_newest(&g, 0), "Not with a rat in view.");
    assert_int_equal(g.run.turn, 0);
    game_free(&g);
}

static const struct action rest = {.kind = ACTION_REST, .slot = -1, .target = -1};

/* A sleeper is no reason not to rest, even next to the player; a
 * wanderer next to them is (it could strike this turn), one 2 cells off is
 * not. */
static void test_a_rest_goes_on_beside_a_sleeper_but_not_beside_a_wanderer(void **state)
{
    (void)state;
    struct game g;
    start(&g, hall, ASCII_ROWS(hall));
    int rat = game_add_monster(&g, test_kind("rat"), (struct pos){2, 1});
    g.floor.monsters[rat].state = STATE_ASLEEP;
    g.floor.monsters[rat].base.status[STATUS_SLEEPING] = 100; /* it never wakes */
    g.run.player.health = g.run.player.health_max - 2;
    struct repeat r = repeat_start(rest);
    while (repeat_step(&g, &r))
        ;
    assert_int_equal(r.result.stop, GAME_HEALED);
    assert_string_equal(said_newest(&g, 0), "You have rested to full health.");
    assert_int_equal(g.floor.monsters[rat].state, STATE_ASLEEP);

    g.floor.monsters[rat].state = STATE_WANDERING;
    g.floor.monsters[rat].base.status[STATUS_SLEEPING] = 0;
    g.run.player.health = g.run.player.health_max - 2;
    int turn = g.run.turn;
    r = repeat_start(rest);
    assert_false(repeat_step(&g, &r));
    assert_int_equal(r.result.stop, GAME_REFUSED);
    assert_string_equal(said_newest(&g, 0), "You cannot rest with a rat so close.");
    assert_int_equal(g.run.turn, turn);
    /* Two cells off, and wandering away unaware. */
    g.floor.monsters[rat].base.pos = (struct pos){3, 1};
    g.floor.monsters[rat].base.sight = 0;
    g.floor.monsters[rat].has_target = true;
    g.floor.monsters[rat].target = (struct pos){8, 1};
    game_rebuild_caches(&g);
    r = repeat_start(rest);
    assert_true(repeat_step(&g, &r));
    game_free(&g);
}

static void test_a_walk_stops_when_something_is_said(void **state)
{
    (void)state;
    struct game g;
    start(&g, hall, ASCII_ROWS(hall));
    item_floor_add(&g.floor.items, 0, (struct pos){3, 1});
    struct repeat r = repeat_start(travel_to(9, 1));
    while (repeat_step(&g, &r))
        ;
    assert_int_equal(r.result.stop, GAME_MESSAGE);
    assert_int_equal(g.run.player.pos.x, 3);
    game_free(&g);
}

static void test_an_action_that_is_not_repeated_is_done_after_one(void **state)
{
    (void)state;
    struct game g;
    start(&g, hall, ASCII_ROWS(hall));
    struct game_result waited =
        game_do(&g, (struct action){.kind = ACTION_WAIT, .slot = -1, .target = -1});
    assert_true(waited.took);
    assert_int_equal(waited.stop, GAME_DONE);
    struct game_result looked =
        game_do(&g, (struct action){.kind = ACTION_LOOK_HERE, .slot = -1, .target = -1});
    assert_false(looked.took);
    assert_int_equal(looked.stop, GAME_DONE);
    struct game_result bumped =
        game_do(&g, (struct action){.kind = ACTION_MOVE, .dir = {0, -1}, .slot = -1});
    assert_false(bumped.took);
    assert_int_equal(bumped.stop, GAME_REFUSED);
    game_free(&g);
}

static void test_nothing_goes_on_once_the_run_is_over(void **state)
{
    (void)state;
    struct game g;
    start(&g, hall, ASCII_ROWS(hall));
    game_do(&g, (struct action){.kind = ACTION_QUIT, .slot = -1, .target = -1});
    struct game_result after = game_do(&g, travel_to(5, 1));
    assert_false(after.took);
    assert_int_equal(after.stop, GAME_OVER);
    game_free(&g);
}

static void test_a_repeat_takes_at_most_a_thousand_steps(void **state)
{
    (void)state;
    /* A long rest that nothing stops: the player heals a point every 10
     * turns, so 2,000 points would take 20,000 turns. */
    struct game g;
    start(&g, hall, ASCII_ROWS(hall));
    g.run.player.health_max = 2000;
    g.run.player.health = 1;
    struct repeat r = repeat_start((struct action){.kind = ACTION_REST, .slot = -1, .target = -1});
    while (repeat_step(&g, &r))
        ;
    assert_int_equal(r.steps, 1000);
    assert_int_equal(r.result.stop, GAME_GOING);
    assert_int_equal(g.run.turn, 1000);
    game_free(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_travel_goes_on_until_it_arrives),
        cmocka_unit_test(test_a_run_stops_where_the_way_ends),
        cmocka_unit_test(test_a_walk_refused_says_so_and_takes_no_turn),
        cmocka_unit_test(test_a_rest_goes_on_beside_a_sleeper_but_not_beside_a_wanderer),
        cmocka_unit_test(test_a_walk_stops_when_something_is_said),
        cmocka_unit_test(test_an_action_that_is_not_repeated_is_done_after_one),
        cmocka_unit_test(test_nothing_goes_on_once_the_run_is_over),
        cmocka_unit_test(test_a_repeat_takes_at_most_a_thousand_steps),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
