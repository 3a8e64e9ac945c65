/* Growth, metered, and the items that act on minds (doc/rules.md,
 * "Growth" and "Items that act on minds"): the scroll of enchanting and
 * what an enchantment adds, the meters over 2,000 seeded runs' floors,
 * the potion of life, aggravation, teleportation, magic mapping,
 * darkness and haste. */
#define _POSIX_C_SOURCE 200809L

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "murk/base/enchant.h"
#include "murk/turn/floor.h"
#include "murk/turn/game.h"
#include "murk/base/item.h"
#include "murk/base/meter.h"
#include "murk/rules/mind_scroll.h"
#include "murk/turn/resume.h"
#include "murk/world/save.h"
#include "murk/base/status.h"
#include "murk/world/world.h"
#include "support/ascii_map.h"
#include "support/real_data.h"

/* The tests' own kinds: their numbers are written out below, so a change
 * to data/items.txt moves none of them. */
static const char items_text[] = "name:enchanting\nclass:scroll\neffect:enchanting:1\n"
                                 "depth:1-100\nfrequency:60\nmetered:yes\n\n"
                                 "name:life\nclass:potion\neffect:life:10\n"
                                 "depth:1-100\nfrequency:5\nmetered:yes\n\n"
                                 "name:aggravation\nclass:scroll\neffect:aggravation:200\n"
                                 "depth:1-100\nfrequency:30\n\n"
                                 "name:teleportation\nclass:scroll\neffect:teleportation\n"
                                 "depth:1-100\nfrequency:30\n\n"
                                 "name:magic mapping\nclass:scroll\neffect:magic_mapping\n"
                                 "depth:1-100\nfrequency:30\n\n"
                                 "name:darkness\nclass:potion\neffect:darkness:30\n"
                                 "depth:1-100\nfrequency:30\n\n"
                                 "name:haste\nclass:potion\neffect:haste:12\n"
                                 "depth:1-100\nfrequency:20\n\n"
                                 "name:mace\nclass:weapon\ncolour:1,2,3\ndamage:3\n"
                                 "depth:1-100\nfrequency:10\n\n"
                                 "name:dagger\nclass:weapon\ncolour:1,2,3\ndamage:1\nrange:4\n"
                                 "depth:1-100\nfrequency:10\n\n"
                                 "name:leather armour\nclass:armour\ncolour:1,2,3\ndefense:1\n"
                                 "depth:1-100\nfrequency:10\n\n"
                                 "name:short bow\nclass:launcher\ncolour:1,2,3\n"
                                 "depth:1-100\nfrequency:10\n\n"
                                 "name:arrow\nplural:arrows\nclass:ammo\ncolour:1,2,3\n"
                                 "harm:2-5\nrange:8\nflies:fired\nbundle:6-12\n"
                                 "depth:1-100\nfrequency:10\n";

static const char kinds_text[] = "name:sleeper\nglyph:s\ncolour:1,2,3\nsight:7\nhealth:9\n"
                                 "blow:hit:1-1\ndepth:1-1\nfrequency:1\n\n"
                                 "name:cutpurse\nglyph:p\ncolour:1,2,3\nsight:8\nhealth:6\n"
                                 "blow:steal:1-1:20\ndepth:1-1\nfrequency:1\n";

static struct item_kind_list items;
static struct kind_list kinds;

static int setup(void **state)
{
    (void)state;
    struct diag d = {0};
    if (item_kind_list_parse(&items, items_text, strlen(items_text), "items", &d) != 0 ||
        kind_list_parse(&kinds, kinds_text, strlen(kinds_text), "kinds", &d) != 0) {
        print_error("%s\n", d.lines[0]);
        return -1;
    }
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    item_kind_list_free(&items);
    kind_list_free(&kinds);
    return 0;
}

static int kind_of(const char *name)
{
    int k = item_kind_find(&items, name);
    assert_true(k >= 0);
    return k;
}

static bool said(const struct game *g, const char *text)
{
    for (int i = 0; i < g->run.log.count; i++)
        if (strstr(msglog_get(&g->run.log, i)->text, text))
            return true;
    return false;
}

static const char *const room[] = {
    "####################",
    "#@.................#",
    "#..................#",
    "#..................#",
    "####################",
};

static void start(struct game *g, const char *const *rows, int row_count)
{
    assert_int_equal(game_new_from_ascii(g, 7, rows, row_count, &kinds), 0);
    game_use_items(g, &items);
}

static int add(struct game *g, const char *name)
{
    int slot;
    assert_int_equal(item_pack_add(&g->run.pack, &items, kind_of(name), &slot), ITEM_OK);
    return slot;
}

static struct action read_of(int slot, int target)
{
    return (struct action){.kind = ACTION_READ, .slot = slot, .target = target};
}

/* ---- the scroll of enchanting ---- */

/* What the pack shows of a slot: "4-7.5", "defense 1.5". */
static const char *shown(const struct game *g, int slot)
{
    static char out[64];
    item_pack_compare(&g->run.pack, &items, slot, &g->run.player, out, sizeof out);
    return out;
}

/* Growth you can see (issue 44): each +1 on the wielded mace is half a
 * point on the top of its damage, and every scroll shows: 1-4 bare, +3 the
 * mace: 4-7, then 4-7.5, 4-8, 4-8.5. */
static void test_enchanting_a_wielded_weapon_shows_at_every_step(void **state)
{
    (void)state;
    struct game g;
    start(&g, room, ASCII_ROWS(room));
    int mace = add(&g, "mace");
    assert_int_equal(item_equip(&g.run.pack, &items, mace, &g.run.player), ITEM_OK);
    assert_string_equal(shown(&g, mace), "4-7");
    int scroll = add(&g, "enchanting");
    game_do(&g, read_of(scroll, mace));
    assert_int_equal(g.run.pack.enchant[mace], 1);
    assert_string_equal(shown(&g, mace), "4-7.5");
    assert_true(said(&g, "It glows: a +1 mace (a)."));
    game_do(&g, read_of(add(&g, "enchanting"), mace));
    assert_string_equal(shown(&g, mace), "4-8");
    game_do(&g, read_of(add(&g, "enchanting"), mace));
    assert_string_equal(shown(&g, mace), "4-8.5");
    item_pack_enchant(&g.run.pack, &items, mace, -2, &g.run.player);
    assert_true(item_kind_has(&items.kinds[kind_of("enchanting")], EFFECT_ENCHANTING));
    /* Put away and wielded again, it keeps its +1; a spare shows both. */
    item_unequip(&g.run.pack, &items, mace, &g.run.player);
    assert_int_equal(g.run.player.damage_min, 1);
    assert_int_equal(g.run.player.damage_half, 0);
    assert_string_equal(shown(&g, mace), "4-7.5; you now 1-4");
    item_equip(&g.run.pack, &items, mace, &g.run.player);
    assert_string_equal(shown(&g, mace), "4-7.5");
    game_free(&g);
}

/* A half counts whole on 1 blow in 2: a defense of 1.5 meets a blow with
 * 2 about half the time. */
static void test_a_half_point_counts_on_about_one_blow_in_two(void **state)
{
    (void)state;
    struct entity e = {.defense = 1, .defense_half = 1};
    struct rng rng;
    rng_seed(&rng, 7);
    int more = 0;
    for (int i = 0; i < 1000; i++)
        more += entity_defense_roll(&e, &rng) == 2;
    assert_true(more > 450 && more < 550);
    e.defense_half = 0;
    for (int i = 0; i < 100; i++)
        assert_int_equal(entity_defense_roll(&e, &rng), 1);
}

/* Each +1 on worn armour is half a point of defense: "defense 1.5", 2. */
static void test_enchanting_worn_armour_shows_at_every_step(void **state)
{
    (void)state;
    struct game g;
    start(&g, room, ASCII_ROWS(room));
    int mace = add(&g, "mace");
    int armour = add(&g, "leather armour");
    item_equip(&g.run.pack, &items, mace, &g.run.player);
    item_equip(&g.run.pack, &items, armour, &g.run.player);
    assert_string_equal(shown(&g, armour), "defense 1");
    game_do(&g, read_of(add(&g, "enchanting"), armour));
    assert_string_equal(shown(&g, armour), "defense 1.5");
    game_do(&g, read_of(add(&g, "enchanting"), armour));
    assert_string_equal(shown(&g, armour), "defense 2");
    assert_int_equal(g.run.player.defense, 2);
    assert_int_equal(g.run.pack.enchant[mace], 0);
    char name[ITEM_NAME_MAX];
    item_pack_name(&g.run.pack, &g.run.lore, &items, armour, name, sizeof name);
    assert_string_equal(name, "+2 leather armour");
    game_free(&g);
}

/* A bow's enchantment raises the top of what it fires, half a point a +1:
 * 2-5 unenchanted, 2-5.5 at +1, 2-6 at +2. */
static void test_enchanting_a_bow_adds_to_the_arrows_it_fires(void **state)
{
    (void)state;
    struct game g;
    start(&g, room, ASCII_ROWS(room));
    int bow = add(&g, "short bow");
    item_pack_add_count(&g.run.pack, &items, kind_of("arrow"), 5, NULL);
    item_equip(&g.run.pack, &items, bow, &g.run.player);
    game_do(&g, read_of(add(&g, "enchanting"), bow));
    struct item_missile m;
    assert_int_equal(item_missile_to_fire(&g.run.pack, &items, &m), ITEM_OK);
    assert_int_equal(m.damage_min, 2);
    assert_int_equal(m.damage_max, 5);
    assert_int_equal(m.damage_half, 1);
    game_do(&g, read_of(add(&g, "enchanting"), bow));
    assert_int_equal(item_missile_to_fire(&g.run.pack, &items, &m), ITEM_OK);
    assert_int_equal(m.damage_max, 6);
    assert_int_equal(m.damage_half, 0);
    game_free(&g);
}

/* Read with nothing chosen (an unknown scroll whose question was put
 * aside): the weapon wielded, before the armour worn. */
static void test_enchanting_with_no_choice_takes_the_wielded_weapon(void **state)
{
    (void)state;
    struct game g;
    start(&g, room, ASCII_ROWS(room));
    int armour = add(&g, "leather armour");
    int mace = add(&g, "mace");
    item_equip(&g.run.pack, &items, armour, &g.run.player);
    item_equip(&g.run.pack, &items, mace, &g.run.player);
    game_do(&g, read_of(add(&g, "enchanting"), -1));
    assert_int_equal(g.run.pack.enchant[mace], 1);
    assert_int_equal(g.run.pack.enchant[armour], 0);
    /* A potion chosen is no target either: the weapon again. */
    int potion = add(&g, "life");
    game_do(&g, read_of(add(&g, "enchanting"), potion));
    assert_int_equal(g.run.pack.enchant[mace], 2);
    game_free(&g);
}

static void test_enchanting_with_nothing_to_enchant_says_so(void **state)
{
    (void)state;
    struct game g;
    start(&g, room, ASCII_ROWS(room));
    game_do(&g, read_of(add(&g, "enchanting"), -1));
    assert_true(said(&g, "Your pack glows for a moment, but you have nothing to enchant."));
    assert_int_equal(g.run.pack.count, 0);
    game_free(&g);
}

/* The front end asks which for a scroll of enchanting, known or not. */
static void test_reading_enchanting_asks_which_known_or_not(void **state)
{
    (void)state;
    struct game g;
    start(&g, room, ASCII_ROWS(room));
    add(&g, "mace");
    int scroll = add(&g, "enchanting");
    int fear = add(&g, "aggravation");
    assert_false(item_known(&g.run.lore, &items, kind_of("enchanting")));
    assert_true(game_read_asks_enchant(&g, scroll));
    assert_false(game_read_asks_enchant(&g, fear));
    g.run.lore.known[kind_of("enchanting")] = true;
    assert_true(game_read_asks_enchant(&g, scroll));
    game_free(&g);
}

static void test_an_enchanted_item_is_named_with_its_plus(void **state)
{
    (void)state;
    struct item_lore lore = {0};
    char name[ITEM_NAME_MAX];
    item_name_enchanted(&lore, &items, kind_of("mace"), 1, 2, name, sizeof name);
    assert_string_equal(name, "a +2 mace");
    item_name_enchanted(&lore, &items, kind_of("arrow"), 1, 1, name, sizeof name);
    assert_string_equal(name, "a +1 arrow");
    item_name_enchanted(&lore, &items, kind_of("dagger"), 3, 1, name, sizeof name);
    assert_string_equal(name, "3 +1 daggers");
    item_name_enchanted(&lore, &items, kind_of("mace"), 1, 0, name, sizeof name);
    assert_string_equal(name, "a mace");
}

/* Dropped, thrown and picked up again, an item keeps its enchantment, and
 * stacks only with its kind of the same. */
static void test_an_enchantment_stays_with_its_item_off_and_back_in_the_pack(void **state)
{
    (void)state;
    struct game g;
    start(&g, room, ASCII_ROWS(room));
    int mace = add(&g, "mace");
    item_pack_enchant(&g.run.pack, &items, mace, 2, &g.run.player);
    game_do(&g, (struct action){.kind = ACTION_DROP, .slot = mace});
    assert_int_equal(g.run.pack.count, 0);
    assert_int_equal(g.floor.items.items[0].enchant, 2);
    assert_true(said(&g, "You drop a +2 mace."));
    game_do(&g, (struct action){.kind = ACTION_PICK_UP, .slot = -1});
    assert_int_equal(g.run.pack.enchant[0], 2);
    assert_true(said(&g, "You pick up a +2 mace (a)."));
    /* Two daggers, one of them +1: two slots. */
    int plain = add(&g, "dagger");
    int sharp;
    item_pack_add_enchanted(&g.run.pack, &items, kind_of("dagger"), 1, 1, &sharp);
    assert_int_not_equal(plain, sharp);
    /* The +1 dagger thrown lands +1. */
    struct pos to = {10, 1};
    game_do(&g, (struct action){.kind = ACTION_THROW, .slot = sharp, .cell = to});
    int lying = item_floor_at(&g.floor.items, (struct pos){5, 1});
    assert_true(lying >= 0);
    assert_int_equal(g.floor.items.items[lying].enchant, 1);
    game_free(&g);
}

/* A thief carries a kind and a count: it takes nothing enchanted, and
 * an enchanted item's plain twin it does. */
static void test_a_thief_takes_nothing_enchanted(void **state)
{
    (void)state;
    struct game g;
    start(&g, room, ASCII_ROWS(room));
    int s = game_add_monster(&g, kind_find(&kinds, "cutpurse"), (struct pos){2, 1});
    g.floor.monsters[s].state = STATE_HUNTING;
    g.floor.monsters[s].knows_player = true;
    g.floor.monsters[s].last_seen = g.run.player.pos;
    int mace = add(&g, "mace");
    item_pack_enchant(&g.run.pack, &items, mace, 1, &g.run.player);
    game_do(&g, (struct action){.kind = ACTION_WAIT, .slot = -1});
    assert_int_equal(g.run.pack.count, 1);
    assert_int_equal(g.floor.monsters[s].carried_stacks, 0);
    item_pack_enchant(&g.run.pack, &items, mace, -1, &g.run.player);
    game_do(&g, (struct action){.kind = ACTION_WAIT, .slot = -1});
    assert_int_equal(g.run.pack.count, 0);
    assert_int_equal(g.floor.monsters[s].carried[0].count, 1);
    game_free(&g);
}

/* ---- the meters ---- */

static void test_a_meter_gains_on_a_floor_without_and_loses_for_each_placed(void **state)
{
    (void)state;
    struct item_meters meters = {0};
    int placed[ITEM_KINDS_MAX] = {0};
    meter_after_floor(&meters, &items, placed);
    assert_int_equal(meters.shift[METER_ENCHANTING], 270);
    assert_int_equal(meters.shift[METER_LIFE], 20);
    placed[kind_of("enchanting")] = 2;
    placed[kind_of("life")] = 1;
    meter_after_floor(&meters, &items, placed);
    assert_int_equal(meters.shift[METER_ENCHANTING], 270 - 120);
    assert_int_equal(meters.shift[METER_LIFE], 20 - 60);
    /* The weight is the frequency plus the shift, never below 0. */
    assert_int_equal(meter_weight(&items, &meters, kind_of("enchanting"), 3), 60 + 150);
    assert_int_equal(meter_weight(&items, &meters, kind_of("life"), 3), 0);
    assert_int_equal(meter_weight(&items, &meters, kind_of("mace"), 3), 10);
    assert_int_equal(meter_weight(&items, NULL, kind_of("enchanting"), 3), 60);
    assert_int_equal(meter_of_kind(&items, kind_of("haste")), -1);
}

/* With no meter moved, the metered draw is the plain one, roll for roll. */
static void test_an_unmoved_meter_draws_as_the_frequencies_do(void **state)
{
    (void)state;
    struct item_meters meters = {0};
    struct rng a, b;
    rng_seed(&a, 99);
    rng_seed(&b, 99);
    for (int i = 0; i < 500; i++)
        assert_int_equal(meter_pick_kind(&items, &meters, 4, &a), item_pick_kind(&items, 4, &b));
}

/* The floors 1 to 10 of a seed, their items only, on the shipped data:
 * how many of each meter's kinds were placed. */
static const char *const hall[] = {
    "############################################################",
    "#..........................................................#",
    "#..........................................................#",
    "#..........................................................#",
    "#..........................................................#",
    "#..........................................................#",
    "#..........................................................#",
    "#..........................................................#",
    "############################################################",
};

static void ten_floors(const struct item_kind_list *real, const struct map *map, uint64_t seed,
                       int found[METER_COUNT])
{
    struct item_meters meters = {0};
    struct item_floor floor;
    memset(found, 0, sizeof(int) * METER_COUNT);
    for (int depth = 1; depth <= 10; depth++) {
        struct rng rng;
        rng_seed_stream(&rng, seed, STREAM_FLOOR + (uint64_t)depth * 3 + 1);
        item_place_floor_metered(&floor, map, real, depth, (struct pos){1, 1}, &meters, &rng);
        for (int i = 0; i < floor.count; i++) {
            int m = meter_of_kind(real, floor.items[i].kind);
            if (m >= 0)
                found[m]++;
        }
    }
}

/* 2,000 seeded runs: scrolls of enchanting by floor 10 average 12 to 16
 * and nine runs in ten find 10 to 18; potions of life average about two
 * (1.5 to 2.5), potions of strength 2 to 4. */
static void test_the_meters_give_every_run_about_as_much_growth(void **state)
{
    (void)state;
    const struct item_kind_list *real = real_items();
    struct map map;
    ASCII_MAP(&map, hall);
    long sum[METER_COUNT] = {0};
    int least = 1000, most = 0, within = 0, runs = 2000;
    for (int seed = 1; seed <= runs; seed++) {
        int found[METER_COUNT];
        ten_floors(real, &map, (uint64_t)seed, found);
        for (int m = 0; m < METER_COUNT; m++)
            sum[m] += found[m];
        int e = found[METER_ENCHANTING];
        least = e < least ? e : least;
        most = e > most ? e : most;
        within += e >= 10 && e <= 18;
    }
    double enchant = (double)sum[METER_ENCHANTING] / runs;
    double life = (double)sum[METER_LIFE] / runs;
    double strength = (double)sum[METER_STRENGTH] / runs;
    print_message("enchanting by floor 10: mean %.2f, %d-%d, %.1f%% within 10-18; "
                  "life %.2f; strength %.2f\n",
                  enchant,
                  least,
                  most,
                  100.0 * within / runs,
                  life,
                  strength);
    assert_true(enchant >= 12.0 && enchant <= 16.0);
    assert_true(within * 10 >= runs * 9);
    assert_true(life >= 1.5 && life <= 2.5);
    assert_true(strength >= 2.0 && strength <= 4.0);
    map_free(&map);
}

/* A run's meters move as its floors are made, and a save keeps them. */
static void test_the_meters_move_floor_by_floor_and_are_saved(void **state)
{
    (void)state;
    struct game g;
    assert_int_equal(game_new(&g, 42, &kinds, real_items()), 0);
    bool moved = false;
    for (int m = 0; m < METER_COUNT; m++)
        moved = moved || g.run.meters.shift[m] != 0;
    assert_true(moved);
    g.run.meters.shift[METER_LIFE] = -77;
    struct save_buf buf = {0};
    assert_int_equal(save_encode(&g, &buf), 0);
    struct game back;
    memset(&back, 0, sizeof back);
    back.kinds = &kinds;
    back.item_kinds = real_items();
    char why[128];
    assert_int_equal(save_decode(&back, SAVE_FORMAT_VERSION, buf.bytes, buf.len, why, sizeof why),
                     0);
    assert_int_equal(back.run.meters.shift[METER_LIFE], -77);
    assert_int_equal(back.run.meters.shift[METER_ENCHANTING], g.run.meters.shift[METER_ENCHANTING]);
    assert_true(save_hash(&back) == save_hash(&g));
    save_buf_free(&buf);
    game_free(&back);
    game_free(&g);
}

/* An enchanted item in the pack and on the floor comes back through a
 * save with its enchantment, and its bonus on the player. */
static void test_enchantments_are_saved_in_the_pack_and_on_the_floor(void **state)
{
    (void)state;
    struct game g;
    start(&g, room, ASCII_ROWS(room));
    int mace = add(&g, "mace");
    item_equip(&g.run.pack, &items, mace, &g.run.player);
    item_pack_enchant(&g.run.pack, &items, mace, 3, &g.run.player);
    item_floor_add_enchanted(&g.floor.items, kind_of("leather armour"), 1, 2, (struct pos){4, 2});
    struct save_buf buf = {0};
    assert_int_equal(save_encode(&g, &buf), 0);
    struct game back;
    memset(&back, 0, sizeof back);
    back.kinds = &kinds;
    back.item_kinds = &items;
    char why[128];
    assert_int_equal(save_decode(&back, SAVE_FORMAT_VERSION, buf.bytes, buf.len, why, sizeof why),
                     0);
    assert_int_equal(back.run.pack.enchant[0], 3);
    assert_int_equal(back.run.player.damage_min, 1 + 3);
    assert_int_equal(back.run.player.damage_max, 4 + 3 + 1); /* +3 raises the top by 1.5 */
    assert_int_equal(back.run.player.damage_half, 1);
    assert_int_equal(back.floor.items.items[0].enchant, 2);
    save_buf_free(&buf);
    game_free(&back);
    game_free(&g);
}

/* ---- the potion of life ---- */

static void test_a_potion_of_life_adds_ten_most_health_and_heals_all(void **state)
{
    (void)state;
    struct game g;
    start(&g, room, ASCII_ROWS(room));
    g.run.player.health = 3;
    status_dose(&g.run.player, STATUS_POISONED, 5);
    game_do(&g, (struct action){.kind = ACTION_DRINK, .slot = add(&g, "life")});
    assert_int_equal(g.run.player.health_max, 40);
    assert_int_equal(g.run.player.health, 40);
    assert_false(status_has(&g.run.player, STATUS_POISONED));
    assert_true(said(&g, "You feel more alive than ever!"));
    assert_true(item_kind_has(&items.kinds[kind_of("life")], EFFECT_LIFE));
    game_free(&g);
}

/* ---- the items that act on minds ---- */

static const char *const long_hall[] = {
    "##########################################",
    "#@.......................................#",
    "#######################################..#",
    "#s.......................................#",
    "##########################################",
};

/* Aggravation: a sleeper 80 steps off wakes; a bad scroll to the bot. */
static void test_aggravation_wakes_the_floor(void **state)
{
    (void)state;
    struct game g;
    start(&g, long_hall, ASCII_ROWS(long_hall));
    int s = game_add_monster(&g, kind_find(&kinds, "sleeper"), ASCII_FIND(long_hall, 's'));
    g.floor.monsters[s].state = STATE_ASLEEP;
    game_do(&g, read_of(add(&g, "aggravation"), -1));
    assert_true(said(&g, "A piercing shriek rings through the floor!"));
    assert_int_not_equal(g.floor.monsters[s].state, STATE_ASLEEP);
    assert_false(effect_good(EFFECT_AGGRAVATION));
    game_free(&g);
}

/* Teleportation: to a cell at least half the floor's longest walk away. */
static void test_teleportation_carries_the_reader_far_off(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 20; seed++) {
        struct game g;
        assert_int_equal(game_new_from_ascii(&g, seed, room, ASCII_ROWS(room), &kinds), 0);
        game_use_items(&g, &items);
        game_do(&g, read_of(add(&g, "teleportation"), -1));
        /* From (1,1) the longest walk is 17 (to x 18): at least 9 off. */
        struct pos p = g.run.player.pos;
        int far = abs(p.x - 1) > abs(p.y - 1) ? abs(p.x - 1) : abs(p.y - 1);
        assert_true(far >= 9);
        assert_true(said(&g, "You are torn away and land somewhere far off."));
        assert_true(item_kind_has(&items.kinds[kind_of("teleportation")], EFFECT_TELEPORTATION));
        game_free(&g);
    }
}

/* Magic mapping: every cell not wall, and the walls beside them, and the
 * stairs, remembered; the solid rock beyond is not. */
static void test_magic_mapping_remembers_the_floor_and_its_stairs(void **state)
{
    (void)state;
    static const char *const walled[] = {
        "############",
        "#@.#########",
        "####.......#",
        "####.......#",
        "############",
    };
    struct game g;
    start(&g, walled, ASCII_ROWS(walled));
    struct map *map = &g.floor.map;
    map->tiles[map_index(map, 9, 3)] = TILE_STAIRS;
    assert_int_equal(map->remembered[map_index(map, 9, 3)], 0);
    game_do(&g, read_of(add(&g, "magic mapping"), -1));
    assert_true(said(&g, "A map of the floor forms in your mind."));
    assert_int_equal(map->remembered[map_index(map, 9, 3)], 1);
    assert_int_equal(map->remembered[map_index(map, 5, 2)], 1);
    assert_int_equal(map->remembered[map_index(map, 11, 2)], 1); /* the wall beside */
    assert_int_equal(map->remembered[map_index(map, 7, 0)], 0);  /* rock, no floor beside */
    assert_true(item_kind_has(&items.kinds[kind_of("magic mapping")], EFFECT_MAGIC_MAPPING));
    game_free(&g);
}

/* Darkness: a monster of sight 7 sees the player 5 off, but darkened only
 * within 4 (7 halved, rounded up). */
static void test_darkness_halves_the_sight_monsters_see_the_player_by(void **state)
{
    (void)state;
    struct game g;
    start(&g, room, ASCII_ROWS(room));
    int s = game_add_monster(&g, kind_find(&kinds, "sleeper"), (struct pos){6, 1});
    world_rebuild(&g);
    assert_true(world_monster_sees_player(&g, &g.floor.monsters[s]));
    game_free(&g);
    /* Drunk first, so no monster moves in the turn. */
    start(&g, room, ASCII_ROWS(room));
    game_do(&g, (struct action){.kind = ACTION_DRINK, .slot = add(&g, "darkness")});
    assert_true(said(&g, "Darkness gathers around you."));
    assert_int_equal(g.run.player.status[STATUS_DARKENED], 29);
    s = game_add_monster(&g, kind_find(&kinds, "sleeper"), (struct pos){6, 1});
    int t = game_add_monster(&g, kind_find(&kinds, "sleeper"), (struct pos){5, 1});
    world_rebuild(&g);
    assert_false(world_monster_sees_player(&g, &g.floor.monsters[s]));
    assert_true(world_monster_sees_player(&g, &g.floor.monsters[t]));
    /* When it wears off, the player is told and seen again. */
    g.run.player.status[STATUS_DARKENED] = 1;
    g.floor.monsters[s].state = STATE_ASLEEP;
    g.floor.monsters[t].state = STATE_ASLEEP;
    game_do(&g, (struct action){.kind = ACTION_WAIT, .slot = -1});
    assert_true(said(&g, "The darkness around you lifts."));
    assert_true(world_monster_sees_player(&g, &g.floor.monsters[s]));
    assert_true(item_kind_has(&items.kinds[kind_of("darkness")], EFFECT_DARKNESS));
    game_free(&g);
}

/* Haste: a hunter far off steps every turn, but only every other turn of
 * a hasted player's. */
static void test_haste_lets_the_player_act_twice_for_each_monster_turn(void **state)
{
    (void)state;
    struct game g;
    start(&g, room, ASCII_ROWS(room));
    int s = game_add_monster(&g, kind_find(&kinds, "sleeper"), (struct pos){18, 3});
    struct monster *m = &g.floor.monsters[s];
    m->state = STATE_HUNTING;
    m->knows_player = true;
    m->last_seen = g.run.player.pos;
    int x = m->base.pos.x;
    game_do(&g, (struct action){.kind = ACTION_WAIT, .slot = -1});
    assert_int_equal(m->base.pos.x, x - 1);
    game_do(&g, (struct action){.kind = ACTION_DRINK, .slot = add(&g, "haste")});
    assert_true(said(&g, "You feel yourself speed up."));
    assert_true(status_has(&g.run.player, STATUS_HASTED));
    x = m->base.pos.x;
    for (int i = 0; i < 6; i++)
        game_do(&g, (struct action){.kind = ACTION_WAIT, .slot = -1});
    assert_int_equal(x - m->base.pos.x, 3);
    assert_true(item_kind_has(&items.kinds[kind_of("haste")], EFFECT_HASTE));
    game_free(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_enchanting_a_wielded_weapon_shows_at_every_step),
        cmocka_unit_test(test_a_half_point_counts_on_about_one_blow_in_two),
        cmocka_unit_test(test_enchanting_worn_armour_shows_at_every_step),
        cmocka_unit_test(test_enchanting_a_bow_adds_to_the_arrows_it_fires),
        cmocka_unit_test(test_enchanting_with_no_choice_takes_the_wielded_weapon),
        cmocka_unit_test(test_enchanting_with_nothing_to_enchant_says_so),
        cmocka_unit_test(test_reading_enchanting_asks_which_known_or_not),
        cmocka_unit_test(test_an_enchanted_item_is_named_with_its_plus),
        cmocka_unit_test(test_an_enchantment_stays_with_its_item_off_and_back_in_the_pack),
        cmocka_unit_test(test_a_thief_takes_nothing_enchanted),
        cmocka_unit_test(test_a_meter_gains_on_a_floor_without_and_loses_for_each_placed),
        cmocka_unit_test(test_an_unmoved_meter_draws_as_the_frequencies_do),
        cmocka_unit_test(test_the_meters_give_every_run_about_as_much_growth),
        cmocka_unit_test(test_the_meters_move_floor_by_floor_and_are_saved),
        cmocka_unit_test(test_enchantments_are_saved_in_the_pack_and_on_the_floor),
        cmocka_unit_test(test_a_potion_of_life_adds_ten_most_health_and_heals_all),
        cmocka_unit_test(test_aggravation_wakes_the_floor),
        cmocka_unit_test(test_teleportation_carries_the_reader_far_off),
        cmocka_unit_test(test_magic_mapping_remembers_the_floor_and_its_stairs),
        cmocka_unit_test(test_darkness_halves_the_sight_monsters_see_the_player_by),
        cmocka_unit_test(test_haste_lets_the_player_act_twice_for_each_monster_turn),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
