/* Blows between the player and monsters: the arithmetic and the words. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "murk/rules/combat.h"
#include "murk/turn/game.h"
#include "support/ascii_map.h"
#include "support/test_kinds.h"

static const char *const arena[] = {
    "#######",
    "#.....#",
    "#.@...#",
    "#.....#",
    "#######",
};

static void new_game(struct game *g, uint64_t seed)
{
    assert_int_equal(game_new_from_ascii(g, seed, arena, ASCII_ROWS(arena), test_kinds()), 0);
}

static const char *newest(const struct game *g)
{
    return msglog_get(&g->run.log, 0)->text;
}

static void test_damage_is_the_roll_less_defense(void **state)
{
    (void)state;
    struct entity attacker = {.damage_min = 5, .damage_max = 5};
    struct entity defender = {.health = 20, .health_max = 20, .defense = 3};
    struct rng rng;
    rng_seed(&rng, 1);
    assert_int_equal(entity_strike(&attacker, &defender, &rng), 2);
    assert_int_equal(defender.health, 18);
}

static void test_defense_never_heals(void **state)
{
    (void)state;
    struct entity attacker = {.damage_min = 1, .damage_max = 2};
    struct entity defender = {.health = 10, .health_max = 20, .defense = 9};
    struct rng rng;
    rng_seed(&rng, 1);
    for (int i = 0; i < 100; i++)
        assert_int_equal(entity_strike(&attacker, &defender, &rng), 0);
    assert_int_equal(defender.health, 10);
}

static void test_every_roll_falls_in_the_damage_range(void **state)
{
    (void)state;
    struct entity attacker = {.damage_min = 1, .damage_max = 4};
    struct rng rng;
    rng_seed(&rng, 9);
    bool seen[5] = {false};
    for (int i = 0; i < 1000; i++) {
        struct entity defender = {.health = 100, .health_max = 100};
        int damage = entity_strike(&attacker, &defender, &rng);
        assert_true(damage >= 1 && damage <= 4);
        seen[damage] = true;
    }
    for (int d = 1; d <= 4; d++)
        assert_true(seen[d]);
}

static void test_bumping_a_monster_attacks_it(void **state)
{
    (void)state;
    struct game g;
    new_game(&g, 3);
    int brute = game_add_monster(&g, test_kind("brute"), (struct pos){3, 2});
    assert_true(brute >= 0);
    assert_true(game_do(&g, (struct action){.kind = ACTION_MOVE, .dir = {1, 0}}).took);
    assert_int_equal(g.run.player.pos.x, 2); /* the player stays put */
    char want[64];
    snprintf(
        want, sizeof want, "You hit the brute for %d.", 20 - g.floor.monsters[brute].base.health);
    /* The brute's defense of 3 may swallow the blow entirely. */
    if (g.floor.monsters[brute].base.health == 20)
        assert_non_null(strstr(msglog_get(&g.run.log, 1)->text, "glances off the brute"));
    else
        assert_string_equal(msglog_get(&g.run.log, 1)->text, want);
    game_free(&g);
}

static void test_a_killing_blow_says_so_and_frees_the_cell(void **state)
{
    (void)state;
    struct game g;
    new_game(&g, 3);
    int rat = game_add_monster(&g, test_kind("rat"), (struct pos){3, 2});
    g.floor.monsters[rat].base.health = 1;
    game_do(&g, (struct action){.kind = ACTION_MOVE, .dir = {1, 0}});
    assert_string_equal(newest(&g), "You kill the rat!");
    assert_int_equal(world_monster_at(&g, (struct pos){3, 2}), -1);
    /* The dead keep their slot and id for the life of the floor. */
    assert_int_equal(g.floor.monster_count, 1);
    assert_int_equal(g.floor.monsters[rat].id, rat + 1);
    assert_false(entity_alive(&g.floor.monsters[rat].base));
    /* And the player may walk where it fell. */
    game_do(&g, (struct action){.kind = ACTION_MOVE, .dir = {1, 0}});
    assert_int_equal(g.run.player.pos.x, 3);
    game_free(&g);
}

static void test_a_monster_blow_is_logged_with_its_damage(void **state)
{
    (void)state;
    struct game g;
    new_game(&g, 5);
    int brute = game_add_monster(&g, test_kind("brute"), (struct pos){3, 2});
    combat_monster_attacks(&g, brute);
    assert_string_equal(newest(&g), "The brute hits you for 5.");
    assert_int_equal(g.run.player.health, 25);
    game_free(&g);
}

static void test_death_names_the_killer_and_ends_the_game(void **state)
{
    (void)state;
    struct game g;
    new_game(&g, 5);
    int brute = game_add_monster(&g, test_kind("brute"), (struct pos){3, 2});
    g.floor.monsters[brute].state = STATE_HUNTING;
    g.run.player.health = 5;
    assert_true(game_do(&g, (struct action){.kind = ACTION_WAIT, .dir = {0, 0}}).took);
    assert_true(g.run.over);
    assert_string_equal(g.run.killer, "a brute");
    assert_string_equal(msglog_get(&g.run.log, 0)->text, "You die...");
    assert_int_equal(g.run.turn, 1);
    /* Nothing happens in a game that is over. */
    assert_false(game_do(&g, (struct action){.kind = ACTION_WAIT, .dir = {0, 0}}).took);
    assert_int_equal(g.run.turn, 1);
    game_free(&g);
}

/* The death check comes after the turn's healing: a blow that leaves the
 * player on 0 on a healing turn (every 10th) still kills. */
static void test_a_killing_blow_on_a_healing_turn_still_kills(void **state)
{
    (void)state;
    struct game g;
    new_game(&g, 5);
    int brute = game_add_monster(&g, test_kind("brute"), (struct pos){3, 2});
    g.floor.monsters[brute].state = STATE_HUNTING;
    g.run.player.health = 5; /* the brute hits for 5 */
    g.run.turn = 9;
    assert_true(game_do(&g, (struct action){.kind = ACTION_WAIT, .dir = {0, 0}}).took);
    assert_int_equal(g.run.turn, 10);
    assert_true(g.run.player.health <= 0);
    assert_true(g.run.over);
    assert_string_equal(g.run.killer, "a brute");
    game_free(&g);
}

static void test_an_article_fits_the_name(void **state)
{
    (void)state;
    assert_string_equal(monster_article("goblin"), "a");
    assert_string_equal(monster_article("orc"), "an");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_damage_is_the_roll_less_defense),
        cmocka_unit_test(test_defense_never_heals),
        cmocka_unit_test(test_every_roll_falls_in_the_damage_range),
        cmocka_unit_test(test_bumping_a_monster_attacks_it),
        cmocka_unit_test(test_a_killing_blow_says_so_and_frees_the_cell),
        cmocka_unit_test(test_a_monster_blow_is_logged_with_its_damage),
        cmocka_unit_test(test_death_names_the_killer_and_ends_the_game),
        cmocka_unit_test(test_a_killing_blow_on_a_healing_turn_still_kills),
        cmocka_unit_test(test_an_article_fits_the_name),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
