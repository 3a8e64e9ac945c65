/* Perceiving (doc/rules.md, "Perceiving"): how the player perceives each
 * monster, a fact made with the view, and what its readers in the core
 * make of it: look, walks' stops, messages, the path a missile is drawn. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "murk/rules/combat.h"
#include "murk/turn/game.h"
#include "murk/rules/look.h"
#include "murk/rules/missile.h"
#include "murk/turn/repeat.h"
#include "murk/base/status.h"
#include "murk/rules/travel.h"
#include "support/ascii_map.h"
#include "support/said.h"
#include "support/test_kinds.h"

/* A goblin in sight at g; another behind the wall at k. */
static const char *const rooms[] = {
    "####################",
    "#.@.g......#.......#",
    "#..........#...k...#",
    "#..........#.......#",
    "####################",
};

static struct game g;
static int seen_goblin, walled_goblin;
static char text[160];

static void start(const char *const *rows, int n)
{
    assert_int_equal(game_new_from_ascii(&g, 1, rows, n, test_kinds()), 0);
}

static int add(const char *kind, const char *const *rows, int n, char mark)
{
    int slot = game_add_monster(&g, test_kind(kind), ascii_find(rows, n, mark));
    assert_true(slot >= 0);
    return slot;
}

static int setup(void **state)
{
    (void)state;
    start(rooms, ASCII_ROWS(rooms));
    seen_goblin = add("goblin", rooms, ASCII_ROWS(rooms), 'g');
    walled_goblin = add("goblin", rooms, ASCII_ROWS(rooms), 'k');
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    game_free(&g);
    return 0;
}

/* The player telepathic for the turns, and the view made as a turn makes it. */
static void telepathic(int turns)
{
    status_dose(&g.run.player, STATUS_TELEPATHIC, turns);
    world_refresh_view(&g);
}

static const char *describe(struct pos p)
{
    look_describe(&g, p, text, sizeof text);
    return text;
}

/* ---- the fact ---- */

static void test_the_ways_have_their_words(void **state)
{
    (void)state;
    assert_string_equal(perceive_word(PERCEIVE_SIGHT), "seen");
    assert_string_equal(perceive_word(PERCEIVE_TELEPATHY), "sensed");
    assert_string_equal(perceive_word(PERCEIVE_NONE), "");
    assert_string_equal(perceive_word((enum perceive)99), "");
}

static void test_a_monster_in_sight_is_perceived_by_sight(void **state)
{
    (void)state;
    assert_int_equal(world_perceives(&g, seen_goblin), PERCEIVE_SIGHT);
    assert_true(world_perceived(&g, seen_goblin));
    assert_true(world_sees_monster(&g, &g.floor.monsters[seen_goblin]));
}

static void test_a_monster_behind_a_wall_is_not_perceived(void **state)
{
    (void)state;
    assert_int_equal(world_perceives(&g, walled_goblin), PERCEIVE_NONE);
    assert_false(world_perceived(&g, walled_goblin));
    assert_false(world_sees_monster(&g, &g.floor.monsters[walled_goblin]));
    /* Nor a slot that holds no monster. */
    assert_int_equal(world_perceives(&g, -1), PERCEIVE_NONE);
    assert_int_equal(world_perceives(&g, g.floor.monster_count), PERCEIVE_NONE);
}

static void test_while_telepathic_a_monster_behind_a_wall_is_sensed(void **state)
{
    (void)state;
    telepathic(50);
    assert_int_equal(world_perceives(&g, walled_goblin), PERCEIVE_TELEPATHY);
    assert_true(world_perceived(&g, walled_goblin));
    /* Sensed is not seen: messages still do not name it. */
    assert_false(world_sees_monster(&g, &g.floor.monsters[walled_goblin]));
    /* Sight comes first: the one in view is seen, telepathy or not. */
    assert_int_equal(world_perceives(&g, seen_goblin), PERCEIVE_SIGHT);
}

static void test_the_sense_ends_with_the_status(void **state)
{
    (void)state;
    telepathic(50);
    status_cure(&g.run.player, STATUS_TELEPATHIC);
    world_refresh_perception(&g);
    assert_int_equal(world_perceives(&g, walled_goblin), PERCEIVE_NONE);
    /* And a turn's view makes it so too. */
    telepathic(50);
    status_cure(&g.run.player, STATUS_TELEPATHIC);
    assert_true(game_do(&g, (struct action){.kind = ACTION_WAIT, .slot = -1, .target = -1}).took);
    assert_int_equal(world_perceives(&g, walled_goblin), PERCEIVE_NONE);
}

static void test_the_dead_are_never_perceived(void **state)
{
    (void)state;
    telepathic(50);
    g.floor.monsters[walled_goblin].base.health = 0;
    g.floor.monsters[seen_goblin].base.health = 0;
    /* From the moment it dies, not at the next view. */
    assert_int_equal(world_perceives(&g, walled_goblin), PERCEIVE_NONE);
    assert_int_equal(world_perceives(&g, seen_goblin), PERCEIVE_NONE);
    /* But a death in sight is seen: "The goblin dies." */
    assert_true(world_sees_monster(&g, &g.floor.monsters[seen_goblin]));
    assert_false(world_sees_monster(&g, &g.floor.monsters[walled_goblin]));
}

/* The player's wait: a whole turn, the monsters' and the statuses' too. */
static void wait_a_turn(void)
{
    assert_true(game_do(&g, (struct action){.kind = ACTION_WAIT, .slot = -1, .target = -1}).took);
}

/* The turn's end makes again only some monsters' perception (game.c,
 * rest_of_turn): each case below is one it must not leave out. */
static void test_the_sense_wearing_off_at_the_turn_end_is_felt_at_once(void **state)
{
    (void)state;
    telepathic(1); /* its last turn: it wears off as this one ends */
    assert_int_equal(world_perceives(&g, walled_goblin), PERCEIVE_TELEPATHY);
    wait_a_turn();
    assert_false(status_has(&g.run.player, STATUS_TELEPATHIC));
    assert_int_equal(world_perceives(&g, walled_goblin), PERCEIVE_NONE);
}

static void test_one_surfacing_at_the_turn_end_is_seen_at_once(void **state)
{
    (void)state;
    /* A goblin (no eel, nothing keeps it under) beneath for one turn more. */
    g.floor.monsters[seen_goblin].base.status[STATUS_SUBMERGED] = 1;
    world_refresh_perception(&g);
    assert_int_equal(world_perceives(&g, seen_goblin), PERCEIVE_NONE);
    g.floor.monsters[seen_goblin].state = STATE_ASLEEP; /* it stays in view */
    wait_a_turn();
    assert_false(status_has(&g.floor.monsters[seen_goblin].base, STATUS_SUBMERGED));
    assert_int_equal(world_perceives(&g, seen_goblin), PERCEIVE_SIGHT);
}

static void test_one_killed_among_the_monsters_is_seen_no_more_after_the_turn(void **state)
{
    (void)state;
    /* An ally beside the goblin in sight, which one blow kills. */
    struct pos at = g.floor.monsters[seen_goblin].base.pos;
    int ally = game_add_monster(&g, test_kind("goblin"), (struct pos){at.x + 1, at.y});
    assert_true(ally >= 0);
    g.floor.monsters[ally].ally = true;
    g.floor.monsters[ally].base.health = g.floor.monsters[ally].base.health_max = 1000;
    g.floor.monsters[seen_goblin].base.health = 1;
    g.floor.monsters[seen_goblin].state = STATE_ASLEEP;
    for (int turn = 0; turn < 50 && entity_alive(&g.floor.monsters[seen_goblin].base); turn++)
        wait_a_turn();
    assert_false(entity_alive(&g.floor.monsters[seen_goblin].base));
    /* Seen as it died ("Your goblin kills the goblin!"), gone once the turn ends. */
    assert_false(world_sees_monster(&g, &g.floor.monsters[seen_goblin]));
}

static void test_a_monster_is_perceived_where_it_stands_within_the_turn(void **state)
{
    (void)state;
    /* Out of sight behind the wall: not perceived, as the turn's view has it. */
    world_move_monster(&g, seen_goblin, (struct pos){13, 1});
    assert_int_equal(world_perceives(&g, seen_goblin), PERCEIVE_NONE);
    /* Back into the room: seen. */
    world_move_monster(&g, seen_goblin, (struct pos){5, 2});
    assert_int_equal(world_perceives(&g, seen_goblin), PERCEIVE_SIGHT);
    /* Telepathic, it is sensed wherever it goes out of sight. */
    telepathic(50);
    world_move_monster(&g, seen_goblin, (struct pos){13, 1});
    assert_int_equal(world_perceives(&g, seen_goblin), PERCEIVE_TELEPATHY);
}

static void test_a_rebuild_makes_the_same_fact(void **state)
{
    (void)state;
    telepathic(50);
    uint8_t before[GAME_MAX_MONSTERS];
    memcpy(before, g.cache.perceived, sizeof before);
    world_rebuild(&g);
    assert_memory_equal(before, g.cache.perceived, (size_t)g.floor.monster_count);
    assert_int_equal(world_perceives(&g, walled_goblin), PERCEIVE_TELEPATHY);
}

/* ---- look ---- */

static void test_look_tells_of_a_sensed_monster_and_the_way(void **state)
{
    (void)state;
    struct pos k = ASCII_FIND(rooms, 'k');
    assert_string_equal(describe(k), "You have not seen this place.");
    telepathic(50);
    assert_string_equal(describe(k), "A goblin, unhurt, wandering, unaware of you, sensed.");
    /* One seen is told as ever, with no way. */
    assert_string_equal(describe(ASCII_FIND(rooms, 'g')), "A goblin, unhurt, wandering, unaware of you.");
}

static void test_tab_jumps_to_a_sensed_monster_too(void **state)
{
    (void)state;
    struct pos g_at = ASCII_FIND(rooms, 'g'), k = ASCII_FIND(rooms, 'k');
    assert_true(grid_eq(look_next_monster(&g, g_at), g_at)); /* only the one seen */
    telepathic(50);
    assert_true(grid_eq(look_next_monster(&g, g_at), k));
    assert_true(grid_eq(look_next_monster(&g, k), g_at));
}

/* ---- messages name only what is seen ---- */

static void test_a_sensed_monster_is_something_in_messages(void **state)
{
    (void)state;
    telepathic(50);
    combat_monster_attacks(&g, walled_goblin);
    assert_true(said_start(&g, "Something"));
    long said = g.run.log.said;
    world_announce(&g, &g.floor.monsters[walled_goblin], "wakes up!");
    assert_int_equal(g.run.log.said, said);
    combat_monster_attacks(&g, seen_goblin);
    assert_true(said_start(&g, "The goblin"));
}

/* ---- walks ---- */

/* A goblin two steps off behind a wall, and one far off beyond it. */
static const char *const walled[] = {
    "##############",
    "#@#n.........#",
    "#.#..........#",
    "#.#.........f#",
    "##############",
};

static void start_walled(void)
{
    start(walled, ASCII_ROWS(walled));
    memset(g.floor.map.remembered, 1, (size_t)g.floor.map.width * (size_t)g.floor.map.height);
}

static void test_a_sensed_monster_near_keeps_a_walk_and_a_rest_from_starting(void **state)
{
    (void)state;
    start_walled();
    int near = add("goblin", walled, ASCII_ROWS(walled), 'n');
    g.floor.monsters[near].state = STATE_HUNTING;
    g.run.player.health = 10;
    assert_int_equal(travel_refusal(&g), TRAVEL_GO);
    telepathic(50);
    assert_int_equal(travel_refusal(&g), TRAVEL_NEAR);
    struct game_result r = game_do(
        &g, (struct action){.kind = ACTION_TRAVEL, .cell = {1, 3}, .slot = -1, .target = -1});
    assert_int_equal(r.stop, GAME_REFUSED);
    assert_string_equal(said_newest(&g, 0), "Not with a goblin so close.");
    r = game_do(&g, (struct action){.kind = ACTION_REST, .slot = -1, .target = -1});
    assert_int_equal(r.stop, GAME_REFUSED);
    assert_string_equal(said_newest(&g, 0), "You cannot rest with a goblin so close.");
    game_free(&g);
}

static void test_a_sensed_monster_far_off_lets_a_walk_go(void **state)
{
    (void)state;
    start_walled();
    int far = add("goblin", walled, ASCII_ROWS(walled), 'f');
    g.floor.monsters[far].state = STATE_HUNTING; /* awake: in view it would stop a walk */
    telepathic(50);
    assert_int_equal(world_perceives(&g, far), PERCEIVE_TELEPATHY);
    assert_int_equal(travel_refusal(&g), TRAVEL_GO);
    game_free(&g);
}

static void test_a_monster_newly_sensed_near_stops_a_walk_and_one_far_off_does_not(void **state)
{
    (void)state;
    start_walled();
    int far = add("goblin", walled, ASCII_ROWS(walled), 'f');
    struct travel_watch w = travel_watch(&g);
    telepathic(50);
    int monster = -1;
    /* Far off, its mind unknown, it is no threat yet. */
    assert_int_equal(travel_interrupted(&g, &w, &monster), TRAVEL_ON);
    assert_int_equal(world_perceives(&g, far), PERCEIVE_TELEPATHY);
    game_free(&g);
    /* Two cells off, it may strike: a threat. */
    start_walled();
    int near = add("goblin", walled, ASCII_ROWS(walled), 'n');
    w = travel_watch(&g);
    telepathic(50);
    assert_int_equal(travel_interrupted(&g, &w, &monster), TRAVEL_SENSES_MONSTER);
    assert_int_equal(monster, near);
    /* Sensed before and sensed still: no news. */
    w = travel_watch(&g);
    assert_int_equal(travel_interrupted(&g, &w, &monster), TRAVEL_ON);
    game_free(&g);
}

static void test_a_walk_that_senses_a_monster_near_stops_and_says_so(void **state)
{
    (void)state;
    start_walled();
    int near = add("goblin", walled, ASCII_ROWS(walled), 'n');
    g.floor.monsters[near].base.status[STATUS_SLEEPING] = 100; /* it stays put */
    /* Dosed as a potion drunk is, the turn's view not yet made: the walk's
     * step begins with the goblin not perceived, and ends with it sensed. */
    status_dose(&g.run.player, STATUS_TELEPATHIC, 50);
    struct game_result r = game_do(
        &g, (struct action){.kind = ACTION_TRAVEL, .cell = {1, 3}, .slot = -1, .target = -1});
    assert_true(r.took);
    assert_int_equal(r.stop, GAME_MONSTER);
    assert_string_equal(said_newest(&g, 0), "You stop: a goblin comes into your mind.");
    game_free(&g);
}

/* ---- the path the target cursor draws ---- */

static void test_the_drawn_path_stops_at_a_monster_sensed_in_the_dark(void **state)
{
    (void)state;
    static const char *const corridor[] = {
        "################",
        "#@............o#",
        "################",
    };
    start(corridor, ASCII_ROWS(corridor));
    int far = add("goblin", corridor, ASCII_ROWS(corridor), 'o');
    struct pos from = g.run.player.pos, to = g.floor.monsters[far].base.pos;
    /* Beyond the player's sight: not seen, so the drawn path goes past. */
    assert_int_equal(world_perceives(&g, far), PERCEIVE_NONE);
    assert_int_equal(missile_flight(&g, from, to, 14, FLIGHT_AS_PERCEIVED).victim, -1);
    telepathic(50);
    assert_int_equal(missile_flight(&g, from, to, 14, FLIGHT_AS_PERCEIVED).victim, far);
    /* An unknown scroll still goes off at the nearest monster seen: none. */
    assert_int_equal(missile_nearest_target(&g), -1);
    game_free(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_ways_have_their_words),
        cmocka_unit_test_setup_teardown(
            test_a_monster_in_sight_is_perceived_by_sight, setup, teardown),
        cmocka_unit_test_setup_teardown(
            test_a_monster_behind_a_wall_is_not_perceived, setup, teardown),
        cmocka_unit_test_setup_teardown(
            test_while_telepathic_a_monster_behind_a_wall_is_sensed, setup, teardown),
        cmocka_unit_test_setup_teardown(test_the_sense_ends_with_the_status, setup, teardown),
        cmocka_unit_test_setup_teardown(test_the_dead_are_never_perceived, setup, teardown),
        cmocka_unit_test_setup_teardown(
            test_the_sense_wearing_off_at_the_turn_end_is_felt_at_once, setup, teardown),
        cmocka_unit_test_setup_teardown(
            test_one_surfacing_at_the_turn_end_is_seen_at_once, setup, teardown),
        cmocka_unit_test_setup_teardown(
            test_one_killed_among_the_monsters_is_seen_no_more_after_the_turn, setup, teardown),
        cmocka_unit_test_setup_teardown(
            test_a_monster_is_perceived_where_it_stands_within_the_turn, setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_rebuild_makes_the_same_fact, setup, teardown),
        cmocka_unit_test_setup_teardown(
            test_look_tells_of_a_sensed_monster_and_the_way, setup, teardown),
        cmocka_unit_test_setup_teardown(test_tab_jumps_to_a_sensed_monster_too, setup, teardown),
        cmocka_unit_test_setup_teardown(
            test_a_sensed_monster_is_something_in_messages, setup, teardown),
        cmocka_unit_test(test_a_sensed_monster_near_keeps_a_walk_and_a_rest_from_starting),
        cmocka_unit_test(test_a_sensed_monster_far_off_lets_a_walk_go),
        cmocka_unit_test(test_a_monster_newly_sensed_near_stops_a_walk_and_one_far_off_does_not),
        cmocka_unit_test(test_a_walk_that_senses_a_monster_near_stops_and_says_so),
        cmocka_unit_test(test_the_drawn_path_stops_at_a_monster_sensed_in_the_dark),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
