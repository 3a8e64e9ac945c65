/* The turn and the player's movement, driven through game_do on hand-drawn
 * maps. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <string.h>

#include "murk/game.h"
#include "murk/mind.h"
#include "murk/status.h"
#include "support/ascii_map.h"
#include "support/test_kinds.h"

static const char *const room[] = {
    "#######",
    "#.....#",
    "#..@..#",
    "#.....#",
    "#######",
};

static struct action move(int dx, int dy)
{
    return (struct action){.kind = ACTION_MOVE, .dir = {dx, dy}};
}

static void test_a_step_onto_floor_moves_and_takes_a_turn(void **state)
{
    (void)state;
    struct game g;
    assert_int_equal(game_new_from_ascii(&g, 1, room, ASCII_ROWS(room), NULL), 0);
    assert_true(game_do(&g, move(1, 1)));
    assert_int_equal(g.run.player.pos.x, 4);
    assert_int_equal(g.run.player.pos.y, 3);
    assert_int_equal(g.run.turn, 1);
    game_free(&g);
}

static void test_walking_into_a_wall_costs_no_turn(void **state)
{
    (void)state;
    struct game g;
    assert_int_equal(game_new_from_ascii(&g, 1, room, ASCII_ROWS(room), NULL), 0);
    assert_true(game_do(&g, move(0, -1)));
    assert_false(game_do(&g, move(0, -1)));
    assert_int_equal(g.run.player.pos.y, 1);
    assert_int_equal(g.run.turn, 1);
    game_free(&g);
}

static void test_waiting_takes_a_turn_and_stays_put(void **state)
{
    (void)state;
    struct game g;
    assert_int_equal(game_new_from_ascii(&g, 1, room, ASCII_ROWS(room), NULL), 0);
    assert_true(game_do(&g, (struct action){.kind = ACTION_WAIT, .dir = {0, 0}}));
    assert_int_equal(g.run.turn, 1);
    assert_int_equal(g.run.player.pos.x, 3);
    game_free(&g);
}

static void test_the_player_starts_with_the_rules_numbers(void **state)
{
    (void)state;
    struct game g;
    assert_int_equal(game_new(&g, 42, NULL, NULL), 0);
    assert_int_equal(g.run.player.health, 30);
    assert_int_equal(g.run.player.health_max, 30);
    assert_int_equal(g.run.player.sight, 9);
    assert_int_equal(g.run.depth, 1);
    assert_true(map_walkable(&g.floor.map, g.run.player.pos.x, g.run.player.pos.y));
    game_free(&g);
}

static void test_seen_cells_are_remembered_after_walking_away(void **state)
{
    (void)state;
    static const char *const corridor[] = {
        "##############",
        "#@...........#",
        "##############",
    };
    struct game g;
    assert_int_equal(game_new_from_ascii(&g, 1, corridor, ASCII_ROWS(corridor), NULL), 0);
    struct pos far = {12, 1};
    assert_false(world_sees(&g, far));
    for (int i = 0; i < 5; i++)
        game_do(&g, move(1, 0));
    assert_true(world_sees(&g, far));
    for (int i = 0; i < 5; i++)
        game_do(&g, move(-1, 0));
    assert_false(world_sees(&g, far));
    assert_true(g.floor.map.remembered[map_index(&g.floor.map, far.x, far.y)]);
    game_free(&g);
}

static void test_the_chase_map_follows_the_player(void **state)
{
    (void)state;
    struct game g;
    assert_int_equal(game_new_from_ascii(&g, 1, room, ASCII_ROWS(room), NULL), 0);
    assert_int_equal(dmap_get(&g.cache.chase, (struct pos){3, 2}), 0);
    assert_int_equal(dmap_get(&g.cache.chase, (struct pos){5, 2}), 2);
    game_do(&g, move(1, 0));
    assert_int_equal(dmap_get(&g.cache.chase, (struct pos){4, 2}), 0);
    assert_int_equal(dmap_get(&g.cache.chase, (struct pos){5, 2}), 1);
    game_free(&g);
}

static void test_the_same_seed_gives_the_same_start(void **state)
{
    (void)state;
    struct game a, b;
    assert_int_equal(game_new(&a, 7, NULL, NULL), 0);
    assert_int_equal(game_new(&b, 7, NULL, NULL), 0);
    assert_true(grid_eq(a.run.player.pos, b.run.player.pos));
    assert_memory_equal(a.floor.map.tiles, b.floor.map.tiles, (size_t)(a.floor.map.width * a.floor.map.height));
    game_free(&a);
    game_free(&b);
}

static void test_revealing_the_map_marks_a_debugging_aid(void **state)
{
    (void)state;
    struct game g;
    assert_int_equal(game_new(&g, 3, NULL, NULL), 0);
    assert_false(g.run.debug_used);
    game_do(&g, (struct action){.kind = ACTION_REVEAL_MAP});
    assert_true(g.run.debug_used);
    for (int i = 0; i < g.floor.map.width * g.floor.map.height; i++)
        if (g.floor.map.tiles[i] == TILE_FLOOR)
            assert_true(g.floor.map.remembered[i]);
    game_free(&g);
}

static void test_a_map_without_a_player_is_refused(void **state)
{
    (void)state;
    static const char *const empty[] = {"###", "#.#", "###"};
    struct game g;
    assert_int_equal(game_new_from_ascii(&g, 1, empty, ASCII_ROWS(empty), NULL), -1);
    game_free(&g);
}

static const char *const hall[] = {
    "##############",
    "#............#",
    "#..@.........#",
    "#............#",
    "##############",
};

static void start_with_items(struct game *g, const char *const *rows, int n)
{
    assert_int_equal(game_new_from_ascii(g, 11, rows, n, test_kinds()), 0);
    game_use_items(g, test_items());
}

static bool said(const struct game *g, const char *text)
{
    for (int age = 0; msglog_get(&g->run.log, age); age++)
        if (strcmp(msglog_get(&g->run.log, age)->text, text) == 0)
            return true;
    return false;
}

static struct action wait_turn(void)
{
    return (struct action){.kind = ACTION_WAIT};
}

static void give(struct game *g, const char *item)
{
    int slot;
    assert_int_equal(item_pack_add(&g->run.pack, test_item_kind(item), &slot), ITEM_OK);
}

static void test_poison_that_kills_is_final_even_with_regeneration(void **state)
{
    (void)state;
    struct game g;
    start_with_items(&g, hall, ASCII_ROWS(hall));
    g.run.player.health = 1;
    status_dose(&g.run.player, STATUS_POISONED, 5);
    status_dose(&g.run.player, STATUS_REGENERATING, 5);
    assert_true(game_do(&g, wait_turn()));
    assert_true(g.run.over);
    assert_string_equal(g.run.killer, "poison");
    /* With regeneration first, the same player would have lived. */
    struct entity e = {.health = 1, .health_max = 30};
    e.health += 1; /* regeneration */
    e.health -= 1; /* then poison */
    assert_true(entity_alive(&e));
    game_free(&g);
}

static void test_statuses_tick_after_the_monsters_act(void **state)
{
    (void)state;
    struct game g;
    start_with_items(&g, hall, ASCII_ROWS(hall));
    int brute = game_add_monster(&g, test_kind("brute"), (struct pos){4, 2});
    g.floor.monsters[brute].state = STATE_HUNTING;
    g.run.player.health = 6;
    status_dose(&g.run.player, STATUS_POISONED, 3);
    /* The brute's blow (5) leaves 1; then the poison kills: killed by
     * poison, since the statuses tick after the monsters. */
    game_do(&g, wait_turn());
    assert_true(g.run.over);
    assert_string_equal(g.run.killer, "poison");
    game_free(&g);
}

static void test_each_status_end_is_told_once(void **state)
{
    (void)state;
    struct game g;
    start_with_items(&g, hall, ASCII_ROWS(hall));
    status_dose(&g.run.player, STATUS_POISONED, 2);
    status_dose(&g.run.player, STATUS_REGENERATING, 1);
    status_dose(&g.run.player, STATUS_CONFUSED, 1);
    game_do(&g, wait_turn());
    assert_true(said(&g, "Your wounds stop closing."));
    assert_true(said(&g, "Your head clears."));
    assert_false(said(&g, "You feel the poison leave you."));
    game_do(&g, wait_turn());
    assert_true(said(&g, "You feel the poison leave you."));
    assert_int_equal(g.run.player.health, 29); /* -1, +1 (capped at 30), -1 */
    game_free(&g);
}

static void test_a_confused_wait_never_staggers(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 50; seed++) {
        struct game g;
        start_with_items(&g, hall, ASCII_ROWS(hall));
        rng_seed(&g.run.play, seed);
        status_dose(&g.run.player, STATUS_CONFUSED, 8);
        struct pos before = g.run.player.pos;
        game_do(&g, wait_turn());
        assert_true(grid_eq(g.run.player.pos, before));
        assert_false(said(&g, "You stagger."));
        game_free(&g);
    }
}

static void test_a_stagger_into_a_wall_still_costs_the_turn(void **state)
{
    (void)state;
    static const char *const cell[] = {
        "###",
        "#@#",
        "#.#",
        "###",
    };
    int staggers = 0;
    for (uint64_t seed = 1; seed <= 60; seed++) {
        struct game g;
        start_with_items(&g, cell, ASCII_ROWS(cell));
        rng_seed(&g.run.play, seed);
        status_dose(&g.run.player, STATUS_CONFUSED, 8);
        /* East is a wall: a plain bump costs nothing; a stagger that lands
         * on a wall still costs the turn, and one that lands south moves. */
        bool took = game_do(&g, (struct action){.kind = ACTION_MOVE, .dir = {1, 0}});
        if (said(&g, "You stagger.")) {
            staggers++;
            assert_true(took);
            assert_int_equal(g.run.turn, 1);
        } else {
            assert_false(took);
            assert_int_equal(g.run.turn, 0);
        }
        game_free(&g);
    }
    assert_true(staggers > 15 && staggers < 45);
}

static void test_a_stagger_into_a_monster_attacks_it(void **state)
{
    (void)state;
    static const char *const ring[] = {
        "#####",
        "#rrr#",
        "#r@r#",
        "#rrr#",
        "#####",
    };
    for (uint64_t seed = 1; seed <= 20; seed++) {
        struct game g;
        start_with_items(&g, ring, ASCII_ROWS(ring));
        for (int y = 1; y <= 3; y++)
            for (int x = 1; x <= 3; x++)
                if (x != 2 || y != 2) {
                    int r = game_add_monster(&g, test_kind("statue"), (struct pos){x, y});
                    g.floor.monsters[r].state = STATE_ASLEEP;
                    g.floor.monsters[r].base.health = 100;
                }
        rng_seed(&g.run.play, seed);
        status_dose(&g.run.player, STATUS_CONFUSED, 8);
        assert_true(game_do(&g, (struct action){.kind = ACTION_MOVE, .dir = {1, 0}}));
        /* Whichever way it went, it struck a statue. */
        int hurt = 0;
        for (int i = 0; i < g.floor.monster_count; i++)
            hurt += g.floor.monsters[i].base.health < 100;
        assert_int_equal(hurt, 1);
        game_free(&g);
    }
}

static void test_the_spiders_bite_poisons_and_says_so_once(void **state)
{
    (void)state;
    struct game g;
    start_with_items(&g, hall, ASCII_ROWS(hall));
    int spider = game_add_monster(&g, test_kind("spider"), (struct pos){4, 2});
    g.floor.monsters[spider].state = STATE_HUNTING;
    int bites = 0;
    while (bites < 2 && g.run.turn < 20) {
        int before = g.run.player.health;
        game_do(&g, wait_turn());
        if (g.run.player.health < before - (g.run.player.status[STATUS_POISONED] > 0 ? 1 : 0))
            bites++;
        g.run.player.health = 30;
    }
    assert_int_equal(bites, 2);
    assert_true(g.run.player.status[STATUS_POISONED] >= 4 - 1);
    int told = 0;
    for (int age = 0; msglog_get(&g.run.log, age); age++)
        if (strcmp(msglog_get(&g.run.log, age)->text, "You are poisoned!") == 0)
            told += msglog_get(&g.run.log, age)->repeat;
    assert_int_equal(told, 1);
    game_free(&g);
}

static void test_fear_on_a_healthy_monster_ends_in_hunting(void **state)
{
    (void)state;
    struct game g;
    start_with_items(&g, hall, ASCII_ROWS(hall));
    int goblin = game_add_monster(&g, test_kind("goblin"), (struct pos){8, 2});
    g.floor.monsters[goblin].state = STATE_HUNTING;
    give(&g, "fear");
    assert_true(game_do(&g, (struct action){.kind = ACTION_READ, .slot = 0, .target = -1}));
    assert_true(said(&g, "The goblin flees in terror!"));
    assert_int_equal(g.floor.monsters[goblin].state, STATE_FLEEING);
    assert_false(g.floor.monsters[goblin].knows_player);
    /* It flees the whole time it is afraid, and never bounces between the
     * hunting and fleeing handlers (which would not return). */
    while (g.floor.monsters[goblin].base.status[STATUS_AFRAID] > 0) {
        assert_int_equal(g.floor.monsters[goblin].state, STATE_FLEEING);
        game_do(&g, wait_turn());
        g.run.player.health = 30;
    }
    assert_int_equal(g.floor.monsters[goblin].state, STATE_HUNTING);
    game_free(&g);
}

static void test_fear_does_not_touch_a_stationary_monster(void **state)
{
    (void)state;
    struct game g;
    start_with_items(&g, hall, ASCII_ROWS(hall));
    int s = game_add_monster(&g, test_kind("shrieker"), (struct pos){6, 2});
    g.floor.monsters[s].state = STATE_HUNTING;
    give(&g, "fear");
    game_do(&g, (struct action){.kind = ACTION_READ, .slot = 0, .target = -1});
    assert_int_equal(g.floor.monsters[s].state, STATE_HUNTING);
    assert_int_equal(g.floor.monsters[s].base.status[STATUS_AFRAID], 0);
    assert_true(said(&g, "A dreadful cry echoes, and fades."));
    game_free(&g);
}

static void test_drinking_a_potion_identifies_it_for_the_rest_of_the_run(void **state)
{
    (void)state;
    struct game g;
    start_with_items(&g, hall, ASCII_ROWS(hall));
    give(&g, "confusion");
    give(&g, "confusion");
    char before[64], after[64];
    item_name(&g.run.lore, g.item_kinds, test_item_kind("confusion"), before, sizeof before);
    assert_null(strstr(before, "confusion"));
    assert_true(game_do(&g, (struct action){.kind = ACTION_DRINK, .slot = 0}));
    assert_true(said(&g, "It was a potion of confusion."));
    assert_true(said(&g, "You feel dizzy!"));
    assert_int_equal(g.run.player.status[STATUS_CONFUSED], 8 - 1);
    item_name(&g.run.lore, g.item_kinds, test_item_kind("confusion"), after, sizeof after);
    assert_string_equal(after, "a potion of confusion");
    game_free(&g);
}

static void test_picking_up_takes_a_turn_and_nothing_here_takes_none(void **state)
{
    (void)state;
    struct game g;
    start_with_items(&g, hall, ASCII_ROWS(hall));
    assert_false(game_do(&g, (struct action){.kind = ACTION_PICK_UP}));
    assert_int_equal(g.run.turn, 0);
    item_floor_add(&g.floor.items, test_item_kind("dagger"), g.run.player.pos);
    assert_true(game_do(&g, (struct action){.kind = ACTION_PICK_UP}));
    assert_int_equal(g.run.turn, 1);
    assert_int_equal(g.run.pack.count, 1);
    assert_true(game_do(&g, (struct action){.kind = ACTION_EQUIP, .slot = 0}));
    assert_int_equal(g.run.player.damage_max, 4 + 1);
    game_free(&g);
}

static void test_rest_stops_when_a_monster_comes_into_view(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "####################",
        "#@.................#",
        "##################.#",
        "#..................#",
        "####################",
    };
    struct game g;
    start_with_items(&g, rows, ASCII_ROWS(rows));
    g.run.player.health = 10;
    int rat = game_add_monster(&g, test_kind("rat"), (struct pos){5, 3});
    g.floor.monsters[rat].state = STATE_WANDERING;
    g.floor.monsters[rat].has_target = true;
    g.floor.monsters[rat].target = (struct pos){1, 1};
    g.floor.monsters[rat].base.sight = 1;
    int turns = 0;
    enum rest_stop stop;
    while ((stop = game_rest_turn(&g)) == REST_GOING)
        turns++;
    assert_int_equal(stop, REST_MONSTER_IN_VIEW);
    assert_true(world_sees_a_monster(&g));
    assert_true(turns > 5);
    /* And it will not start again while the rat is in view. */
    int turn = g.run.turn;
    assert_int_equal(game_rest_turn(&g), REST_MONSTER_IN_VIEW);
    assert_int_equal(g.run.turn, turn);
    game_free(&g);
}

static void test_rest_stops_at_full_health(void **state)
{
    (void)state;
    struct game g;
    start_with_items(&g, hall, ASCII_ROWS(hall));
    g.run.player.health = 28;
    int turns = 0;
    enum rest_stop stop;
    while ((stop = game_rest_turn(&g)) == REST_GOING)
        turns++;
    assert_int_equal(stop, REST_HEALED);
    assert_int_equal(g.run.player.health, 30);
    assert_int_equal(g.run.turn, 2 * PLAYER_HEAL_EVERY);
    assert_int_equal(game_rest_turn(&g), REST_HEALED);
    assert_int_equal(g.run.turn, 2 * PLAYER_HEAL_EVERY);
    game_free(&g);
}

static void test_rest_stops_when_a_message_needs_reading(void **state)
{
    (void)state;
    struct game g;
    start_with_items(&g, hall, ASCII_ROWS(hall));
    g.run.player.health = 20;
    status_dose(&g.run.player, STATUS_REGENERATING, 3);
    int turns = 0;
    while (game_rest_turn(&g) == REST_GOING)
        turns++;
    assert_true(said(&g, "Your wounds stop closing."));
    assert_int_equal(g.run.turn, 3);
    game_free(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_step_onto_floor_moves_and_takes_a_turn),
        cmocka_unit_test(test_walking_into_a_wall_costs_no_turn),
        cmocka_unit_test(test_waiting_takes_a_turn_and_stays_put),
        cmocka_unit_test(test_the_player_starts_with_the_rules_numbers),
        cmocka_unit_test(test_seen_cells_are_remembered_after_walking_away),
        cmocka_unit_test(test_the_chase_map_follows_the_player),
        cmocka_unit_test(test_the_same_seed_gives_the_same_start),
        cmocka_unit_test(test_revealing_the_map_marks_a_debugging_aid),
        cmocka_unit_test(test_a_map_without_a_player_is_refused),
        cmocka_unit_test(test_poison_that_kills_is_final_even_with_regeneration),
        cmocka_unit_test(test_statuses_tick_after_the_monsters_act),
        cmocka_unit_test(test_each_status_end_is_told_once),
        cmocka_unit_test(test_a_confused_wait_never_staggers),
        cmocka_unit_test(test_a_stagger_into_a_wall_still_costs_the_turn),
        cmocka_unit_test(test_a_stagger_into_a_monster_attacks_it),
        cmocka_unit_test(test_the_spiders_bite_poisons_and_says_so_once),
        cmocka_unit_test(test_fear_on_a_healthy_monster_ends_in_hunting),
        cmocka_unit_test(test_fear_does_not_touch_a_stationary_monster),
        cmocka_unit_test(test_drinking_a_potion_identifies_it_for_the_rest_of_the_run),
        cmocka_unit_test(test_picking_up_takes_a_turn_and_nothing_here_takes_none),
        cmocka_unit_test(test_rest_stops_when_a_monster_comes_into_view),
        cmocka_unit_test(test_rest_stops_at_full_health),
        cmocka_unit_test(test_rest_stops_when_a_message_needs_reading),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
