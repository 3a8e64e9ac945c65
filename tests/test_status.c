/* Statuses: doses, the tick and its order, and what the player is told. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "murk/base/entity.h"
#include "murk/turn/game.h"
#include "murk/base/status.h"
#include "murk/rules/status_turn.h"
#include "support/ascii_map.h"
#include "support/test_kinds.h"

static struct entity healthy(int health)
{
    struct entity e = {.health = health, .health_max = 30};
    return e;
}

/* ---- the list ---- */

static void test_every_status_has_a_name_and_a_colour(void **state)
{
    (void)state;
    assert_string_equal(status_name(STATUS_POISONED), "Poisoned");
    assert_string_equal(status_name(STATUS_TELEPATHIC), "Telepathic");
    assert_string_equal(status_name(STATUS_REGENERATING), "Regenerating");
    assert_string_equal(status_name(STATUS_CONFUSED), "Confused");
    assert_string_equal(status_name(STATUS_AFRAID), "Afraid");
    assert_string_equal(status_name(STATUS_TELEPATHIC), "Telepathic");
    for (int s = 0; s < STATUS_COUNT; s++) {
        struct rgb c = status_colour((enum status)s);
        assert_true(c.r + c.g + c.b > 0);
    }
    assert_string_equal(status_name((enum status)STATUS_COUNT), "?");
}

/* The tick order comes from the list's ORDER column: confusion, poison,
 * regeneration, fear, telepathy; each status ticks once. */
static void test_the_statuses_tick_in_the_lists_order(void **state)
{
    (void)state;
    static const enum status rules[] = {
        STATUS_CONFUSED, STATUS_POISONED, STATUS_REGENERATING, STATUS_AFRAID, STATUS_TELEPATHIC};
    for (int i = 0; i < (int)(sizeof rules / sizeof rules[0]); i++)
        assert_int_equal(status_tick_order(i), rules[i]);
    bool ticks[STATUS_COUNT] = {false};
    for (int i = 0; status_tick_order(i) != STATUS_COUNT; i++) {
        assert_false(ticks[status_tick_order(i)]);
        ticks[status_tick_order(i)] = true;
    }
    for (int s = 0; s < STATUS_COUNT; s++)
        if (!ticks[s])
            fail_msg("status %s has no place in the tick order", status_name((enum status)s));
}

/* Good or bad for the bearer, as the list says: the panel and the bot read
 * it. */
static void test_each_status_is_good_or_bad_for_its_bearer(void **state)
{
    (void)state;
    assert_false(status_good(STATUS_POISONED));
    assert_true(status_good(STATUS_REGENERATING));
    assert_false(status_good(STATUS_CONFUSED));
    assert_false(status_good(STATUS_AFRAID));
    assert_true(status_good(STATUS_TELEPATHIC));
    assert_string_equal(status_killer(STATUS_POISONED), "poison");
    assert_null(status_killer(STATUS_CONFUSED));
}

static void test_the_player_is_told_the_rules_end_messages(void **state)
{
    (void)state;
    assert_string_equal(status_end_message(STATUS_POISONED), "You feel the poison leave you.");
    assert_string_equal(status_end_message(STATUS_REGENERATING), "Your wounds stop closing.");
    assert_string_equal(status_end_message(STATUS_CONFUSED), "Your head clears.");
    assert_null(status_end_message(STATUS_AFRAID));
    assert_null(status_end_message((enum status) - 1));
}

static void test_the_look_panel_names_only_what_is_plain_to_see(void **state)
{
    (void)state;
    assert_string_equal(status_look_word(STATUS_POISONED), "poisoned");
    assert_string_equal(status_look_word(STATUS_AFRAID), "afraid");
    assert_string_equal(status_look_word(STATUS_CONFUSED), "confused");
    assert_null(status_look_word(STATUS_REGENERATING));
}

/* ---- doses ---- */

static void test_a_dose_puts_the_status_on(void **state)
{
    (void)state;
    struct entity e = healthy(30);
    assert_false(status_has(&e, STATUS_POISONED));
    status_dose(&e, STATUS_POISONED, 6);
    assert_true(status_has(&e, STATUS_POISONED));
    assert_int_equal(e.status[STATUS_POISONED], 6);
}

static void test_doses_never_add_up(void **state)
{
    (void)state;
    struct entity e = healthy(30);
    status_dose(&e, STATUS_POISONED, 6);
    status_dose(&e, STATUS_POISONED, 6);
    assert_int_equal(e.status[STATUS_POISONED], 6);
    /* A shorter dose leaves the longer count. */
    status_dose(&e, STATUS_POISONED, 4);
    assert_int_equal(e.status[STATUS_POISONED], 6);
    /* A longer one than what is left starts it again from the full length. */
    e.status[STATUS_POISONED] = 2;
    status_dose(&e, STATUS_POISONED, 6);
    assert_int_equal(e.status[STATUS_POISONED], 6);
}

static void test_an_empty_dose_does_nothing(void **state)
{
    (void)state;
    struct entity e = healthy(30);
    status_dose(&e, STATUS_CONFUSED, 0);
    status_dose(&e, STATUS_CONFUSED, -3);
    assert_false(status_has(&e, STATUS_CONFUSED));
}

static void test_a_cure_ends_the_status_at_once(void **state)
{
    (void)state;
    struct entity e = healthy(30);
    status_dose(&e, STATUS_POISONED, 6);
    status_cure(&e, STATUS_POISONED);
    assert_false(status_has(&e, STATUS_POISONED));
}

static void test_a_venomous_bite_poisons_and_is_announced_only_at_first(void **state)
{
    (void)state;
    struct entity e = healthy(30);
    assert_true(status_envenom(&e, 4));
    assert_int_equal(e.status[STATUS_POISONED], 4);
    status_tick(&e, NULL);
    /* A second bite while poisoned: topped up, not announced. */
    assert_false(status_envenom(&e, 4));
    assert_int_equal(e.status[STATUS_POISONED], 4);
    /* At least its venom: a longer poison already running is kept. */
    status_dose(&e, STATUS_POISONED, 9);
    assert_false(status_envenom(&e, 4));
    assert_int_equal(e.status[STATUS_POISONED], 9);
}

static void test_a_bite_without_venom_or_on_the_dead_poisons_nothing(void **state)
{
    (void)state;
    struct entity e = healthy(30);
    assert_false(status_envenom(&e, 0));
    assert_false(status_has(&e, STATUS_POISONED));
    struct entity dead = healthy(0);
    assert_false(status_envenom(&dead, 4));
    assert_false(status_has(&dead, STATUS_POISONED));
}

/* ---- the tick ---- */

static void test_poison_takes_a_health_a_turn_and_then_ends(void **state)
{
    (void)state;
    struct entity e = healthy(30);
    status_dose(&e, STATUS_POISONED, 6);
    struct status_tick_result r;
    for (int turn = 1; turn <= 5; turn++) {
        status_tick(&e, &r);
        assert_int_equal(e.health, 30 - turn);
        assert_int_equal(e.status[STATUS_POISONED], 6 - turn);
        assert_false(r.ended[STATUS_POISONED]);
    }
    status_tick(&e, &r);
    assert_int_equal(e.health, 24);
    assert_true(r.ended[STATUS_POISONED]);
    assert_int_equal(r.killed_by, STATUS_COUNT);
    /* Off is off: no more harm, and no second ending. */
    status_tick(&e, &r);
    assert_int_equal(e.health, 24);
    assert_false(r.ended[STATUS_POISONED]);
}

static void test_regeneration_heals_a_point_a_turn_never_past_most(void **state)
{
    (void)state;
    struct entity e = healthy(28);
    status_dose(&e, STATUS_REGENERATING, 4);
    struct status_tick_result r;
    status_tick(&e, &r);
    assert_int_equal(e.health, 29);
    status_tick(&e, &r);
    assert_int_equal(e.health, 30);
    status_tick(&e, &r);
    assert_int_equal(e.health, 30);
    assert_false(r.ended[STATUS_REGENERATING]);
    status_tick(&e, &r);
    assert_int_equal(e.health, 30);
    assert_true(r.ended[STATUS_REGENERATING]);
}

static void test_confusion_counts_down_and_clears(void **state)
{
    (void)state;
    struct entity e = healthy(30);
    status_dose(&e, STATUS_CONFUSED, 8);
    struct status_tick_result r;
    for (int turn = 1; turn < 8; turn++) {
        status_tick(&e, &r);
        assert_false(r.ended[STATUS_CONFUSED]);
    }
    status_tick(&e, &r);
    assert_true(r.ended[STATUS_CONFUSED]);
    assert_false(status_has(&e, STATUS_CONFUSED));
    assert_int_equal(e.health, 30);
}

static void test_fear_counts_down_and_ends(void **state)
{
    (void)state;
    struct entity e = healthy(5);
    status_dose(&e, STATUS_AFRAID, 10);
    struct status_tick_result r;
    for (int turn = 1; turn < 10; turn++) {
        status_tick(&e, &r);
        assert_false(r.ended[STATUS_AFRAID]);
    }
    status_tick(&e, &r);
    assert_true(r.ended[STATUS_AFRAID]);
    assert_false(status_has(&e, STATUS_AFRAID));
}

static void test_poison_that_kills_is_final_whatever_regeneration_says(void **state)
{
    (void)state;
    struct entity e = healthy(1);
    status_dose(&e, STATUS_POISONED, 6);
    status_dose(&e, STATUS_REGENERATING, 12);
    status_dose(&e, STATUS_AFRAID, 10);
    struct status_tick_result r;
    status_tick(&e, &r);
    assert_int_equal(e.health, 0);
    assert_false(entity_alive(&e));
    assert_int_equal(r.killed_by, STATUS_POISONED);
    /* The tick stopped at the death: regeneration and fear did not run. */
    assert_int_equal(e.status[STATUS_REGENERATING], 12);
    assert_int_equal(e.status[STATUS_AFRAID], 10);
}

static void test_with_regeneration_first_the_same_player_would_have_lived(void **state)
{
    (void)state;
    /* The wrong order, by hand: heal, then hurt. */
    struct entity wrong = healthy(1);
    entity_heal(&wrong, 1);
    entity_hurt(&wrong, 1);
    assert_true(entity_alive(&wrong));

    /* The real order: hurt, and stop at the death. */
    struct entity e = healthy(1);
    status_dose(&e, STATUS_POISONED, 6);
    status_dose(&e, STATUS_REGENERATING, 12);
    status_tick(&e, NULL);
    assert_false(entity_alive(&e));
}

static void test_confusion_ticks_before_the_poison_that_kills(void **state)
{
    (void)state;
    struct entity e = healthy(1);
    status_dose(&e, STATUS_CONFUSED, 1);
    status_dose(&e, STATUS_POISONED, 1);
    struct status_tick_result r;
    status_tick(&e, &r);
    assert_int_equal(r.killed_by, STATUS_POISONED);
    assert_true(r.ended[STATUS_CONFUSED]);
    assert_true(r.ended[STATUS_POISONED]);
}

static void test_poison_and_regeneration_together_hold_a_healthy_entity_level(void **state)
{
    (void)state;
    struct entity e = healthy(20);
    status_dose(&e, STATUS_POISONED, 6);
    status_dose(&e, STATUS_REGENERATING, 12);
    for (int turn = 0; turn < 6; turn++)
        status_tick(&e, NULL);
    assert_int_equal(e.health, 20);
    status_tick(&e, NULL);
    assert_int_equal(e.health, 21);
}

static void test_the_dead_are_left_alone(void **state)
{
    (void)state;
    struct entity e = healthy(0);
    status_dose(&e, STATUS_POISONED, 3);
    struct status_tick_result r;
    status_tick(&e, &r);
    assert_int_equal(e.health, 0);
    assert_int_equal(e.status[STATUS_POISONED], 3);
    assert_int_equal(r.killed_by, STATUS_COUNT);
    assert_false(r.ended[STATUS_POISONED]);
}

/* ---- confusion's steps ---- */

static void test_a_confused_wait_never_staggers(void **state)
{
    (void)state;
    struct entity e = healthy(30);
    status_dose(&e, STATUS_CONFUSED, 8);
    struct rng rng;
    rng_seed(&rng, 1);
    for (int i = 0; i < 1000; i++) {
        bool staggered = true;
        struct pos step = status_confused_step(&e, (struct pos){0, 0}, &rng, &staggered);
        assert_false(staggered);
        assert_true(grid_eq(step, (struct pos){0, 0}));
    }
}

static void test_about_half_of_a_confused_walkers_moves_stagger(void **state)
{
    (void)state;
    struct entity e = healthy(30);
    status_dose(&e, STATUS_CONFUSED, 8);
    struct rng rng;
    rng_seed(&rng, 2);
    int staggers = 0;
    for (int i = 0; i < 1000; i++) {
        bool staggered;
        struct pos step = status_confused_step(&e, (struct pos){1, 0}, &rng, &staggered);
        assert_int_equal(grid_distance(step, (struct pos){0, 0}), 1);
        if (!staggered)
            assert_true(grid_eq(step, (struct pos){1, 0}));
        staggers += staggered;
    }
    assert_in_range(staggers, 400, 600);
}

/* A stagger goes any of the eight ways (one of them the way meant). */
static void test_a_stagger_can_go_any_of_the_eight_ways(void **state)
{
    (void)state;
    struct entity e = healthy(30);
    status_dose(&e, STATUS_CONFUSED, 8);
    struct rng rng;
    rng_seed(&rng, 3);
    bool went[3][3] = {{false}};
    for (int i = 0; i < 1000; i++) {
        bool staggered;
        struct pos step = status_confused_step(&e, (struct pos){1, 0}, &rng, &staggered);
        if (staggered)
            went[step.y + 1][step.x + 1] = true;
    }
    int ways = 0;
    for (int y = 0; y < 3; y++)
        for (int x = 0; x < 3; x++)
            ways += went[y][x];
    assert_false(went[1][1]);
    assert_int_equal(ways, 8);
}

static void test_a_clear_head_walks_straight_and_draws_nothing(void **state)
{
    (void)state;
    struct entity e = healthy(30);
    struct rng rng, before;
    rng_seed(&rng, 3);
    before = rng;
    bool staggered = true;
    struct pos step = status_confused_step(&e, (struct pos){-1, 1}, &rng, &staggered);
    assert_false(staggered);
    assert_true(grid_eq(step, (struct pos){-1, 1}));
    assert_memory_equal(&rng, &before, sizeof rng);
}

/* ---- the statuses' part of the turn ---- */

static const char *const room[] = {
    "#########",
    "#.......#",
    "#.@...g.#",
    "#.......#",
    "#########",
};

static const char *newest(const struct game *g, int age)
{
    const struct msg *m = msglog_get(&g->run.log, age);
    return m ? m->text : "";
}

/* The statuses' part of a turn, as the turn runs it. Returns how many
 * monsters' fear ran out, and the last of them in *fear_ended (may be NULL). */
static int tick_all(struct game *g, int *fear_ended)
{
    int ended = 0;
    status_tick_player(g);
    for (int i = 0; i < g->floor.monster_count; i++)
        if (status_tick_monster(g, i)) {
            ended++;
            if (fear_ended)
                *fear_ended = i;
        }
    return ended;
}

static void new_game(struct game *g)
{
    assert_int_equal(game_new_from_ascii(g, 1, room, ASCII_ROWS(room), test_kinds()), 0);
}

static void test_the_player_hears_each_status_end_in_tick_order(void **state)
{
    (void)state;
    struct game g;
    new_game(&g);
    g.run.player.health = 20;
    status_dose(&g.run.player, STATUS_POISONED, 1);
    status_dose(&g.run.player, STATUS_REGENERATING, 1);
    status_dose(&g.run.player, STATUS_CONFUSED, 1);
    tick_all(&g, NULL);
    assert_string_equal(newest(&g, 2), "Your head clears.");
    assert_string_equal(newest(&g, 1), "You feel the poison leave you.");
    assert_string_equal(newest(&g, 0), "Your wounds stop closing.");
    assert_int_equal(g.run.player.health, 20);
    game_free(&g);
}

static void test_a_death_by_poison_names_poison_as_the_killer(void **state)
{
    (void)state;
    struct game g;
    new_game(&g);
    g.run.player.health = 1;
    status_dose(&g.run.player, STATUS_POISONED, 1);
    status_dose(&g.run.player, STATUS_REGENERATING, 12);
    int before = g.run.log.count;
    tick_all(&g, NULL);
    assert_false(entity_alive(&g.run.player));
    assert_string_equal(g.run.killer, "poison");
    /* Nothing about the poison leaving: it stayed to the end. */
    assert_int_equal(g.run.log.count, before);
    game_free(&g);
}

/* The turn's death check says what the poison did: the last line of the
 * log is the death itself, not the blow before it. */
static void test_a_death_by_poison_is_told_in_the_log(void **state)
{
    (void)state;
    struct game g;
    new_game(&g);
    g.run.player.health = 1;
    status_dose(&g.run.player, STATUS_POISONED, 3);
    assert_true(game_do(&g, (struct action){.kind = ACTION_WAIT, .slot = -1, .target = -1}).took);
    assert_true(g.run.over);
    assert_string_equal(msglog_get(&g.run.log, 0)->text, "You die of poison.");
    game_free(&g);
}

static void test_a_monster_whose_fear_runs_out_is_handed_to_its_mind(void **state)
{
    (void)state;
    struct game g;
    new_game(&g);
    int m = game_add_monster(&g, test_kind("goblin"), ASCII_FIND(room, 'g'));
    assert_true(m >= 0);
    status_dose(&g.floor.monsters[m].base, STATUS_AFRAID, 2);
    int fear_ended = -1;
    assert_int_equal(tick_all(&g, &fear_ended), 0);
    assert_int_equal(tick_all(&g, &fear_ended), 1);
    assert_int_equal(fear_ended, m);
    game_free(&g);
}

static void test_a_monster_killed_by_poison_in_sight_dies(void **state)
{
    (void)state;
    struct game g;
    new_game(&g);
    int m = game_add_monster(&g, test_kind("rat"), ASCII_FIND(room, 'g'));
    g.floor.monsters[m].base.health = 1;
    status_dose(&g.floor.monsters[m].base, STATUS_POISONED, 3);
    tick_all(&g, NULL);
    assert_false(entity_alive(&g.floor.monsters[m].base));
    assert_string_equal(newest(&g, 0), "The rat dies.");
    /* The player's statuses were not touched by it. */
    assert_int_equal(g.run.player.health, PLAYER_HEALTH);
    game_free(&g);
}

/* A venomous bite poisons only when it hurts: one that glances off the
 * player's armour leaves no venom. */
static void test_a_bite_that_glances_off_poisons_nothing(void **state)
{
    (void)state;
    struct game g;
    new_game(&g);
    g.run.player.defense = 3; /* the spider bites for 1-3: every bite glances */
    int spider = game_add_monster(&g, test_kind("spider"), (struct pos){3, 2});
    g.floor.monsters[spider].state = STATE_HUNTING;
    for (int turn = 0; turn < 5; turn++)
        game_do(&g, (struct action){.kind = ACTION_WAIT});
    assert_string_equal(newest(&g, 0), "The spider's blow glances off you.");
    assert_int_equal(g.run.player.status[STATUS_POISONED], 0);
    game_free(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_status_has_a_name_and_a_colour),
        cmocka_unit_test(test_the_player_is_told_the_rules_end_messages),
        cmocka_unit_test(test_the_look_panel_names_only_what_is_plain_to_see),
        cmocka_unit_test(test_a_dose_puts_the_status_on),
        cmocka_unit_test(test_doses_never_add_up),
        cmocka_unit_test(test_an_empty_dose_does_nothing),
        cmocka_unit_test(test_a_cure_ends_the_status_at_once),
        cmocka_unit_test(test_a_venomous_bite_poisons_and_is_announced_only_at_first),
        cmocka_unit_test(test_a_bite_without_venom_or_on_the_dead_poisons_nothing),
        cmocka_unit_test(test_poison_takes_a_health_a_turn_and_then_ends),
        cmocka_unit_test(test_regeneration_heals_a_point_a_turn_never_past_most),
        cmocka_unit_test(test_confusion_counts_down_and_clears),
        cmocka_unit_test(test_fear_counts_down_and_ends),
        cmocka_unit_test(test_poison_that_kills_is_final_whatever_regeneration_says),
        cmocka_unit_test(test_with_regeneration_first_the_same_player_would_have_lived),
        cmocka_unit_test(test_confusion_ticks_before_the_poison_that_kills),
        cmocka_unit_test(test_poison_and_regeneration_together_hold_a_healthy_entity_level),
        cmocka_unit_test(test_the_dead_are_left_alone),
        cmocka_unit_test(test_a_confused_wait_never_staggers),
        cmocka_unit_test(test_about_half_of_a_confused_walkers_moves_stagger),
        cmocka_unit_test(test_a_stagger_can_go_any_of_the_eight_ways),
        cmocka_unit_test(test_a_clear_head_walks_straight_and_draws_nothing),
        cmocka_unit_test(test_the_player_hears_each_status_end_in_tick_order),
        cmocka_unit_test(test_a_death_by_poison_names_poison_as_the_killer),
        cmocka_unit_test(test_a_death_by_poison_is_told_in_the_log),
        cmocka_unit_test(test_a_monster_whose_fear_runs_out_is_handed_to_its_mind),
        cmocka_unit_test(test_a_monster_killed_by_poison_in_sight_dies),
        cmocka_unit_test(test_the_statuses_tick_in_the_lists_order),
        cmocka_unit_test(test_each_status_is_good_or_bad_for_its_bearer),
        cmocka_unit_test(test_a_bite_that_glances_off_poisons_nothing),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
