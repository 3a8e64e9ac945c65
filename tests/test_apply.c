/* What a missile, a bolt of lightning and a fireball do when the turn
 * applies them (apply.h; doc/rules.md, "Fighting at range"). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <string.h>

#include "murk/turn/apply.h"
#include "murk/turn/game.h"
#include "murk/base/item_floor.h"
#include "support/ascii_map.h"
#include "support/said.h"
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

static int add(struct game *g, const char *kind, int x, int y, enum mind_state state)
{
    int slot = game_add_monster(g, test_kind(kind), (struct pos){x, y});
    assert_true(slot >= 0);
    g->floor.monsters[slot].state = state;
    return slot;
}

/* An arrow of fixed damage from the player toward (x, y). */
static struct outcome arrow(int x, int y, int damage)
{
    struct outcome o = {.effect = OUTCOME_MISSILE,
                        .damage_min = damage,
                        .damage_max = damage,
                        .range = 8,
                        .item = 0,
                        .breaks = 0,
                        .shooter = -1,
                        .from = {1, 1},
                        .toward = {x, y}};
    strcpy(o.name, "arrow");
    return o;
}

static void test_a_missile_hits_for_its_damage_less_defense(void **state)
{
    (void)state;
    struct game g;
    start(&g, hall, ASCII_ROWS(hall));
    int brute = add(&g, "brute", 5, 1, STATE_HUNTING); /* 20 health, defense 3 */
    struct outcome o = arrow(5, 1, 5);
    apply_outcome(&g, &o);
    assert_int_equal(g.floor.monsters[brute].base.health, 20 - 2);
    assert_string_equal(said_newest(&g, 0), "The arrow hits the brute for 2.");
    assert_int_equal(o.victim_count, 1);
    assert_int_equal(o.victims[0], brute);
    game_free(&g);
}

static void test_a_missile_that_kills_counts_for_the_player(void **state)
{
    (void)state;
    struct game g;
    start(&g, hall, ASCII_ROWS(hall));
    add(&g, "rat", 4, 1, STATE_HUNTING); /* 3 health */
    struct outcome o = arrow(4, 1, 5);
    apply_outcome(&g, &o);
    assert_int_equal(g.run.kills, 1);
    assert_int_equal(g.run.kill_points, 3);
    assert_true(said(&g, "The arrow kills the rat!"));
    game_free(&g);
}

static void test_a_sleeper_shot_wakes_and_hunts_knowing_where_from(void **state)
{
    (void)state;
    struct game g;
    start(&g, hall, ASCII_ROWS(hall));
    int brute = add(&g, "brute", 6, 1, STATE_ASLEEP);
    struct outcome o = arrow(6, 1, 4);
    apply_outcome(&g, &o);
    struct monster *m = &g.floor.monsters[brute];
    assert_int_equal(m->state, STATE_HUNTING);
    assert_true(m->knows_player);
    assert_int_equal(m->last_seen.x, 1);
    assert_int_equal(m->last_seen.y, 1);
    game_free(&g);
}

static void test_a_hit_is_a_noise_of_4_at_the_victim(void **state)
{
    (void)state;
    struct game g;
    start(&g, hall, ASCII_ROWS(hall));
    add(&g, "brute", 6, 1, STATE_HUNTING);
    /* Sleepers wake hearing 3 or more: 4 - 1 step = 3 wakes, 4 - 2 does not. */
    int near = add(&g, "rat", 7, 2, STATE_ASLEEP);
    int far = add(&g, "rat", 8, 3, STATE_ASLEEP);
    struct outcome o = arrow(6, 1, 4);
    apply_outcome(&g, &o);
    /* Awake, and seeing the player, hunting them at once. */
    assert_int_equal(g.floor.monsters[near].state, STATE_HUNTING);
    assert_int_equal(g.floor.monsters[far].state, STATE_ASLEEP);
    game_free(&g);
}

static void test_a_miss_lands_where_it_stops_a_noise_of_2(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "############",
        "#@.....#...#",
        "#..........#",
        "############",
    };
    struct game g;
    start(&g, rows, ASCII_ROWS(rows));
    /* 2 - 1 step is 1: it wakes none, but a wanderer heads for it. */
    int wanderer = add(&g, "rat", 6, 2, STATE_WANDERING);
    int sleeper = add(&g, "rat", 5, 2, STATE_ASLEEP);
    struct outcome o = arrow(9, 1, 4);
    apply_outcome(&g, &o);
    int lying = item_floor_at(&g.floor.items, (struct pos){6, 1});
    assert_true(lying >= 0);
    assert_int_equal(g.floor.items.items[lying].kind, 0);
    assert_int_equal(o.victim_count, 0);
    assert_int_equal(g.floor.monsters[sleeper].state, STATE_ASLEEP);
    assert_true(g.floor.monsters[wanderer].has_target);
    assert_int_equal(g.floor.monsters[wanderer].target.x, 6);
    game_free(&g);
}

/* How many of `tries` arrows that break 1 in `breaks` break. */
static int broken_of(int tries, int breaks)
{
    struct game g;
    start(&g, hall, ASCII_ROWS(hall));
    int broken = 0;
    for (int i = 0; i < tries; i++) {
        struct outcome o = arrow(18, 1, 1);
        o.breaks = breaks;
        int before = g.floor.items.count;
        apply_outcome(&g, &o);
        if (g.floor.items.count == before)
            broken++;
        while (g.floor.items.count > 0)
            item_floor_remove(&g.floor.items, 0);
    }
    game_free(&g);
    return broken;
}

static void test_an_arrow_breaks_one_time_in_three(void **state)
{
    (void)state;
    /* 3,000 tries: 1 in 3 is 1,000 (about 26 either way); 1 in 2 would be
     * 1,500 and 1 in 4 750, far outside. */
    int broken = broken_of(3000, 3);
    assert_in_range(broken, 900, 1100);
    assert_int_equal(broken_of(200, 0), 0);
}

static void test_a_monsters_arrow_hurts_the_player_and_names_the_shooter(void **state)
{
    (void)state;
    struct game g;
    start(&g, hall, ASCII_ROWS(hall));
    int goblin = add(&g, "goblin", 5, 1, STATE_HUNTING);
    g.run.player.health = 3;
    struct outcome o = arrow(1, 1, 3);
    o.shooter = goblin;
    o.from = (struct pos){5, 1};
    apply_outcome(&g, &o);
    assert_int_equal(g.run.player.health, 0);
    assert_string_equal(said_newest(&g, 0), "The arrow hits you for 3.");
    assert_string_equal(g.run.killer, "a goblin");
    assert_int_equal(g.run.kills, 0);
    game_free(&g);
}

static void test_lightning_strikes_every_creature_on_its_line_whatever_its_defense(void **state)
{
    (void)state;
    struct game g;
    start(&g, hall, ASCII_ROWS(hall));
    int rat = add(&g, "rat", 3, 1, STATE_ASLEEP);
    int brute = add(&g, "brute", 6, 1, STATE_ASLEEP);
    int aside = add(&g, "brute", 6, 2, STATE_ASLEEP);
    struct outcome o = {.effect = OUTCOME_BOLT,
                        .damage_min = 5,
                        .damage_max = 5,
                        .range = 8,
                        .item = -1,
                        .shooter = -1,
                        .from = {1, 1},
                        .toward = {2, 1}};
    strcpy(o.name, "bolt of lightning");
    apply_outcome(&g, &o);
    assert_false(entity_alive(&g.floor.monsters[rat].base));
    assert_int_equal(g.floor.monsters[brute].base.health, 15);
    assert_int_equal(g.floor.monsters[aside].base.health, 20);
    assert_int_equal(g.floor.monsters[brute].state, STATE_HUNTING);
    assert_true(said(&g, "The bolt of lightning strikes the brute."));
    assert_true(said(&g, "The bolt of lightning kills the rat!"));
    game_free(&g);
}

static struct outcome fireball(int x, int y, int damage)
{
    struct outcome o = {.effect = OUTCOME_BURST,
                        .damage_min = damage,
                        .damage_max = damage,
                        .range = 8,
                        .item = -1,
                        .shooter = -1,
                        .from = {1, 2},
                        .toward = {x, y}};
    strcpy(o.name, "fireball");
    return o;
}

static void test_a_fireball_burns_within_2_and_half_at_2(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "##############",
        "#............#",
        "#@...........#",
        "#........#...#",
        "#........#...#",
        "##############",
    };
    struct game g;
    start(&g, rows, ASCII_ROWS(rows));
    g.run.player.pos = (struct pos){1, 2};
    /* It stops at the first brute, at (7,2), and bursts there. */
    int hit = add(&g, "brute", 7, 2, STATE_ASLEEP);
    int next = add(&g, "brute", 8, 3, STATE_ASLEEP);  /* 1 away: whole */
    int edge = add(&g, "brute", 9, 1, STATE_ASLEEP);  /* 2 away: half */
    int far = add(&g, "brute", 10, 2, STATE_ASLEEP);  /* 3 away: untouched */
    int below = add(&g, "brute", 8, 4, STATE_ASLEEP); /* 2 away, in sight: half */
    struct outcome o = fireball(10, 2, 8);
    apply_outcome(&g, &o);
    assert_true(said(&g, "The fireball bursts!"));
    assert_int_equal(g.floor.monsters[hit].base.health, 12);
    assert_int_equal(g.floor.monsters[next].base.health, 12);
    assert_int_equal(g.floor.monsters[edge].base.health, 16);
    assert_int_equal(g.floor.monsters[far].base.health, 20);
    assert_int_equal(g.floor.monsters[below].base.health, 16);
    assert_int_equal(g.run.player.health, 30);
    game_free(&g);
}

static void test_a_wall_between_the_burst_and_a_creature_shields_it(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "#########",
        "#@......#",
        "#...#...#",
        "#.......#",
        "#########",
    };
    struct game g;
    start(&g, rows, ASCII_ROWS(rows));
    int beyond = add(&g, "brute", 4, 3, STATE_ASLEEP); /* 2 below the burst, the wall between */
    struct outcome o = fireball(4, 1, 8);
    o.from = (struct pos){1, 1};
    o.range = 3;
    apply_outcome(&g, &o);
    assert_int_equal(g.floor.monsters[beyond].base.health, 20);
    game_free(&g);
}

static void test_a_fireball_burst_next_to_the_player_burns_the_player(void **state)
{
    (void)state;
    struct game g;
    start(&g, hall, ASCII_ROWS(hall));
    add(&g, "brute", 3, 1, STATE_HUNTING);
    struct outcome o = fireball(3, 1, 6);
    o.from = (struct pos){1, 1};
    apply_outcome(&g, &o);
    /* The burst at (3,1) is 2 from the player: half of 6. */
    assert_int_equal(g.run.player.health, 30 - 3);
    assert_string_equal(said_newest(&g, 0), "The fireball burns you for 3.");
    game_free(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_missile_hits_for_its_damage_less_defense),
        cmocka_unit_test(test_a_missile_that_kills_counts_for_the_player),
        cmocka_unit_test(test_a_sleeper_shot_wakes_and_hunts_knowing_where_from),
        cmocka_unit_test(test_a_hit_is_a_noise_of_4_at_the_victim),
        cmocka_unit_test(test_a_miss_lands_where_it_stops_a_noise_of_2),
        cmocka_unit_test(test_an_arrow_breaks_one_time_in_three),
        cmocka_unit_test(test_a_monsters_arrow_hurts_the_player_and_names_the_shooter),
        cmocka_unit_test(test_lightning_strikes_every_creature_on_its_line_whatever_its_defense),
        cmocka_unit_test(test_a_fireball_burns_within_2_and_half_at_2),
        cmocka_unit_test(test_a_wall_between_the_burst_and_a_creature_shields_it),
        cmocka_unit_test(test_a_fireball_burst_next_to_the_player_burns_the_player),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
