/* The player's deeds that let something fly (act.h; doc/rules.md,
 * "Fighting at range"): f fires an arrow from the worn bow or throws a
 * dart, t throws what is chosen, and a scroll of lightning or fireball is
 * aimed when known and goes off at the nearest monster when not. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <string.h>

#include "murk/turn/game.h"
#include "murk/base/item.h"
#include "support/ascii_map.h"
#include "support/said.h"
#include "support/test_kinds.h"

/* Ranged items with fixed numbers: the arrows never break, so where one
 * lies is certain. */
static const char ranged_text[] =
    "name:bow\nclass:launcher\ncolour:165,120,70\ndamage:2\ndepth:1-10\nfrequency:10\n\n"
    "name:arrow\nclass:ammo\ncolour:200,180,140\nharm:3-3\nrange:8\nflies:fired\n"
    "bundle:6-12\ndepth:1-10\nfrequency:10\n\n"
    "name:dart\nclass:ammo\ncolour:170,175,190\nharm:2-2\nrange:6\nflies:thrown\n"
    "bundle:4-8\ndepth:1-10\nfrequency:10\n\n"
    "name:dagger\nclass:weapon\ncolour:180,185,200\ndamage:1\nrange:4\ndepth:1-10\n"
    "frequency:10\n\n"
    "name:lightning\nclass:scroll\neffect:lightning\nharm:4-4\nrange:8\ndepth:1-10\n"
    "frequency:10\n\n"
    "name:fireball\nclass:scroll\neffect:fireball\nharm:6-6\nrange:8\ndepth:1-10\n"
    "frequency:10\n";

static const struct item_kind_list *ranged(void)
{
    static struct item_kind_list kinds;
    static struct diag diag;
    if (kinds.count == 0 &&
        item_kind_list_parse(&kinds, ranged_text, strlen(ranged_text), "ranged", &diag) != 0)
        fail_msg("ranged items do not parse: %s", diag.lines[0]);
    return &kinds;
}

static int kind_of(const char *name)
{
    int kind = item_kind_find(ranged(), name);
    assert_true(kind >= 0);
    return kind;
}

static const char *const hall[] = {
    "####################",
    "#@.................#",
    "#..................#",
    "#..................#",
    "####################",
};

static void start(struct game *g)
{
    assert_int_equal(game_new_from_ascii(g, 3, hall, ASCII_ROWS(hall), test_kinds()), 0);
    game_use_items(g, ranged());
}

/* count items of the kind into the pack; their slot. */
static int give(struct game *g, const char *name, int count)
{
    int slot;
    assert_int_equal(item_pack_add_count(&g->run.pack, g->item_kinds, kind_of(name), count, &slot),
                     ITEM_OK);
    return slot;
}

static int brute_at(struct game *g, int x, int y)
{
    int slot = game_add_monster(g, test_kind("brute"), (struct pos){x, y});
    assert_true(slot >= 0);
    return slot;
}

static struct action aim(enum action_kind kind, int slot, int x, int y)
{
    return (struct action){.kind = kind, .slot = slot, .target = -1, .cell = {x, y}};
}

static int lying_count(const struct game *g, int x, int y)
{
    int i = item_floor_at(&g->floor.items, (struct pos){x, y});
    return i < 0 ? 0 : g->floor.items.items[i].count;
}

static void test_f_fires_an_arrow_from_the_worn_bow_with_its_bonus(void **state)
{
    (void)state;
    struct game g;
    start(&g);
    int bow = give(&g, "bow", 1);
    assert_int_equal(item_equip(&g.run.pack, g.item_kinds, bow, &g.run.player), ITEM_OK);
    int arrows = give(&g, "arrow", 5);
    int brute = brute_at(&g, 6, 1); /* 20 health, defense 3 */
    assert_int_equal(game_missile_range(&g, aim(ACTION_FIRE, -1, 6, 1)), 8);
    struct game_result r = game_do(&g, aim(ACTION_FIRE, -1, 6, 1));
    assert_true(r.took);
    assert_int_equal(g.run.turn, 1);
    /* 3 and the bow's 2, less 3. */
    assert_int_equal(g.floor.monsters[brute].base.health, 18);
    assert_true(said(&g, "The arrow hits the brute for 2."));
    assert_int_equal(item_pack_count(&g.run.pack, arrows), 4);
    assert_int_equal(lying_count(&g, 6, 1), 1);
    assert_int_equal(g.floor.last_target, brute + 1);
    game_free(&g);
}

/* A shot the player can see will not reach, a wall or another monster in
 * the way or the target past its range, is refused: it says why, nothing
 * leaves the pack, no turn passes. */
static void test_a_shot_that_cannot_reach_is_refused_and_costs_nothing(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "####################",
        "#@..#..............#",
        "#...#..............#",
        "####################",
    };
    struct game g;
    assert_int_equal(game_new_from_ascii(&g, 3, rows, ASCII_ROWS(rows), test_kinds()), 0);
    game_use_items(&g, ranged());
    int darts = give(&g, "dart", 3);
    game_rebuild_caches(&g);
    /* A cell behind a wall the player sees, within the dart's range. */
    struct game_result r = game_do(&g, aim(ACTION_FIRE, -1, 6, 1));
    assert_false(r.took);
    assert_true(said(&g, "A wall is in the way: your dart would stop short."));
    assert_int_equal(item_pack_count(&g.run.pack, darts), 3);
    assert_int_equal(g.run.turn, 0);
    game_free(&g);
    /* One in range behind another: the nearer is in the way. */
    start(&g);
    darts = give(&g, "dart", 3);
    int near = brute_at(&g, 3, 1);
    int far = brute_at(&g, 5, 1);
    game_rebuild_caches(&g);
    assert_false(game_do(&g, aim(ACTION_FIRE, -1, 5, 1)).took);
    assert_true(said(&g, "The brute is in the way: your dart would stop there."));
    /* Past the dart's 6 cells. */
    g.floor.monsters[near].base.health = 0;
    g.floor.monsters[far].base.pos = (struct pos){8, 1};
    game_rebuild_caches(&g);
    assert_false(game_do(&g, aim(ACTION_FIRE, -1, 8, 1)).took);
    assert_true(said(&g, "The brute is out of range: your dart flies 6."));
    assert_int_equal(item_pack_count(&g.run.pack, darts), 3);
    assert_int_equal(g.run.turn, 0);
    game_free(&g);
}

/* Every throw that hits no one says how it ended, and what broke. */
static void test_every_throw_that_hits_no_one_says_how_it_ended(void **state)
{
    (void)state;
    struct game g;
    start(&g);
    give(&g, "dart", 3);
    assert_true(game_do(&g, aim(ACTION_FIRE, -1, 3, 1)).took);
    assert_true(said(&g, "The dart lands."));
    assert_int_equal(lying_count(&g, 7, 1), 1); /* on past the cell, to its range */
    assert_true(game_do(&g, aim(ACTION_FIRE, -1, 18, 2)).took);
    assert_true(said(&g, "The dart falls short."));
    assert_true(game_do(&g, aim(ACTION_FIRE, -1, 1, 3)).took);
    assert_true(said(&g, "The dart hits the wall."));
    assert_int_equal(lying_count(&g, 1, 3), 1);
    game_free(&g);
}

/* `t` quivers what it throws and `f` then throws it; walking over what the
 * player threw picks it up, under the letter it had. */
static void test_f_lets_fly_the_quivered_and_a_walk_over_it_picks_it_up(void **state)
{
    (void)state;
    struct game g;
    start(&g);
    give(&g, "dart", 2);
    int daggers = give(&g, "dagger", 2);
    char letter = item_pack_letter(&g.run.pack, daggers);
    assert_true(game_do(&g, aim(ACTION_THROW, daggers, 4, 1)).took);
    assert_int_equal(item_pack_count(&g.run.pack, daggers), 1);
    assert_true(game_do(&g, aim(ACTION_FIRE, -1, 4, 1)).took);
    assert_true(said(&g, "The dagger lands."));
    assert_int_equal(item_pack_slot(&g.run.pack, letter), -1); /* both gone */
    assert_int_equal(lying_count(&g, 5, 1), 2);
    for (int i = 0; i < 4; i++)
        game_do(&g, (struct action){.kind = ACTION_MOVE, .dir = {1, 0}, .slot = -1, .target = -1});
    assert_true(said(&g, "You pick up 2 daggers (b)."));
    assert_int_equal(item_pack_count(&g.run.pack, item_pack_slot(&g.run.pack, letter)), 2);
    assert_int_equal(lying_count(&g, 5, 1), 0);
    game_free(&g);
}

static void test_without_a_bow_f_throws_a_dart(void **state)
{
    (void)state;
    struct game g;
    start(&g);
    give(&g, "arrow", 5);
    int darts = give(&g, "dart", 3);
    int brute = brute_at(&g, 4, 1);
    assert_int_equal(game_missile_range(&g, aim(ACTION_FIRE, -1, 4, 1)), 6);
    assert_true(game_do(&g, aim(ACTION_FIRE, -1, 4, 1)).took);
    assert_int_equal(item_pack_count(&g.run.pack, darts), 2);
    assert_int_equal(g.floor.monsters[brute].base.health, 20); /* 2, less 3: nothing */
    assert_true(said(&g, "The dart glances off the brute."));
    game_free(&g);
}

static void test_with_nothing_to_fire_f_says_so_and_takes_no_turn(void **state)
{
    (void)state;
    struct game g;
    start(&g);
    brute_at(&g, 4, 1);
    assert_int_equal(game_missile_range(&g, aim(ACTION_FIRE, -1, 4, 1)), 0);
    struct game_result r = game_do(&g, aim(ACTION_FIRE, -1, 4, 1));
    assert_false(r.took);
    assert_int_equal(g.run.turn, 0);
    assert_string_equal(said_newest(&g, 0), "You have nothing to fire.");
    game_free(&g);
}

static void test_arrows_without_a_bow_say_what_is_missing(void **state)
{
    (void)state;
    struct game g;
    start(&g);
    give(&g, "arrow", 4);
    brute_at(&g, 4, 1);
    assert_int_equal(game_missile_range(&g, aim(ACTION_FIRE, -1, 4, 1)), 0);
    assert_false(game_do(&g, aim(ACTION_FIRE, -1, 4, 1)).took);
    assert_string_equal(said_newest(&g, 0), "You have no bow readied to fire your arrows.");
    assert_int_equal(g.run.turn, 0);
    game_free(&g);
}

/* Daggers and arrows, no bow and no dart: f throws a dagger, and once
 * only the one in hand is left, says t throws it. */
static void test_without_a_bow_or_a_dart_f_throws_a_dagger(void **state)
{
    (void)state;
    struct game g;
    start(&g);
    give(&g, "arrow", 5);
    int daggers = give(&g, "dagger", 2);
    assert_int_equal(item_equip(&g.run.pack, g.item_kinds, daggers, &g.run.player), ITEM_OK);
    brute_at(&g, 4, 1);
    assert_int_equal(game_missile_range(&g, aim(ACTION_FIRE, -1, 4, 1)), 4);
    assert_true(game_do(&g, aim(ACTION_FIRE, -1, 4, 1)).took);
    assert_true(said_start(&g, "The dagger"));
    assert_int_equal(item_pack_count(&g.run.pack, daggers), 1);
    assert_int_equal(game_missile_range(&g, aim(ACTION_FIRE, -1, 4, 1)), 0);
    int turn = g.run.turn;
    assert_false(game_do(&g, aim(ACTION_FIRE, -1, 4, 1)).took);
    assert_string_equal(said_newest(&g, 0), "f never throws the dagger in your hand: t throws it.");
    assert_int_equal(g.run.turn, turn);
    game_free(&g);
}

static void test_t_throws_a_wielded_dagger_which_lands(void **state)
{
    (void)state;
    struct game g;
    start(&g);
    int dagger = give(&g, "dagger", 1);
    assert_int_equal(item_equip(&g.run.pack, g.item_kinds, dagger, &g.run.player), ITEM_OK);
    assert_int_equal(g.run.player.damage_max, 5);
    assert_int_equal(game_missile_range(&g, aim(ACTION_THROW, dagger, 9, 1)), 4);
    assert_true(game_do(&g, aim(ACTION_THROW, dagger, 9, 1)).took);
    /* Its range is 4: it lands four cells out, and its bonus is gone. */
    assert_int_equal(lying_count(&g, 5, 1), 1);
    assert_int_equal(g.run.pack.count, 0);
    assert_int_equal(g.run.player.damage_max, 4);
    game_free(&g);
}

static void test_an_arrow_cannot_be_thrown(void **state)
{
    (void)state;
    struct game g;
    start(&g);
    int arrows = give(&g, "arrow", 3);
    assert_false(game_do(&g, aim(ACTION_THROW, arrows, 5, 1)).took);
    assert_int_equal(g.run.turn, 0);
    game_free(&g);
}

static void test_an_unknown_scroll_of_lightning_goes_off_at_the_nearest_monster(void **state)
{
    (void)state;
    struct game g;
    start(&g);
    int scroll = give(&g, "lightning", 1);
    assert_false(game_read_asks_cell(&g, scroll));
    int far = brute_at(&g, 9, 3);
    int near = brute_at(&g, 4, 2);
    game_rebuild_caches(&g);
    /* Aimed at the far one, but unknown: it goes off at the nearest. */
    assert_true(game_do(&g, aim(ACTION_READ, scroll, 9, 3)).took);
    assert_true(said(&g, "It was a scroll of lightning."));
    assert_int_equal(g.floor.monsters[near].base.health, 16);
    assert_int_equal(g.floor.monsters[far].base.health, 20);
    game_free(&g);
}

static void test_a_known_scroll_asks_where_and_goes_there(void **state)
{
    (void)state;
    struct game g;
    start(&g);
    int kind = kind_of("lightning");
    item_learn(&g.run.lore, g.item_kinds, kind, &g.run.log, 0);
    int scroll = give(&g, "lightning", 2);
    assert_true(game_read_asks_cell(&g, scroll));
    assert_int_equal(game_missile_range(&g, aim(ACTION_READ, scroll, 9, 3)), 8);
    int far = brute_at(&g, 9, 3);
    int near = brute_at(&g, 3, 3); /* off the line to the far one */
    game_rebuild_caches(&g);
    assert_true(game_do(&g, aim(ACTION_READ, scroll, 9, 3)).took);
    assert_int_equal(g.floor.monsters[far].base.health, 16);
    assert_int_equal(g.floor.monsters[near].base.health, 20);
    assert_int_equal(g.floor.last_target, far + 1);
    game_free(&g);
}

static void test_with_no_monster_in_view_a_scroll_goes_a_way_the_seed_decides(void **state)
{
    (void)state;
    uint64_t digests[2];
    for (int run = 0; run < 2; run++) {
        struct game g;
        start(&g);
        int scroll = give(&g, "fireball", 1);
        g.run.player.pos = (struct pos){9, 2};
        game_rebuild_caches(&g);
        assert_true(game_do(&g, aim(ACTION_READ, scroll, 0, 0)).took);
        assert_true(said(&g, "The fireball bursts!"));
        digests[run] = game_digest(&g);
        game_free(&g);
    }
    assert_true(digests[0] == digests[1]);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_f_fires_an_arrow_from_the_worn_bow_with_its_bonus),
        cmocka_unit_test(test_a_shot_that_cannot_reach_is_refused_and_costs_nothing),
        cmocka_unit_test(test_every_throw_that_hits_no_one_says_how_it_ended),
        cmocka_unit_test(test_f_lets_fly_the_quivered_and_a_walk_over_it_picks_it_up),
        cmocka_unit_test(test_without_a_bow_f_throws_a_dart),
        cmocka_unit_test(test_with_nothing_to_fire_f_says_so_and_takes_no_turn),
        cmocka_unit_test(test_arrows_without_a_bow_say_what_is_missing),
        cmocka_unit_test(test_without_a_bow_or_a_dart_f_throws_a_dagger),
        cmocka_unit_test(test_t_throws_a_wielded_dagger_which_lands),
        cmocka_unit_test(test_an_arrow_cannot_be_thrown),
        cmocka_unit_test(test_an_unknown_scroll_of_lightning_goes_off_at_the_nearest_monster),
        cmocka_unit_test(test_a_known_scroll_asks_where_and_goes_there),
        cmocka_unit_test(test_with_no_monster_in_view_a_scroll_goes_a_way_the_seed_decides),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
