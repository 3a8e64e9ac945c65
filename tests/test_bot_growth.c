/* The bot and growth (src/bot, doc/rules.md "Growth" and "Items that act
 * on minds"): it enchants what it wields, then what it wears; it reads
 * unknown scrolls as ever, naming its weapon in case one enchants; it never
 * reads a scroll of aggravation it knows; badly hurt with no healing
 * potion it drinks a potion of life; and it weighs gear with its
 * enchantment. The items are the shipped ones. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "bot/bot.h"
#include "murk/turn/game.h"
#include "murk/base/item.h"
#include "support/ascii_map.h"
#include "support/real_data.h"
#include "support/bot_scene.h"
#include "support/test_kinds.h"

/* One of the kind into the pack, known when asked; its slot. */
static int give(struct game *g, const char *name, bool known)
{
    int slot;
    assert_int_equal(item_pack_add(&g->run.pack, g->item_kinds, bot_scene_item(name), &slot),
                     ITEM_OK);
    if (known)
        g->run.lore.known[bot_scene_item(name)] = true;
    return slot;
}

static void test_it_enchants_the_weapon_it_wields_before_its_armour(void **state)
{
    (void)state;
    struct game g;
    bot_scene_start(&g);
    int armour = give(&g, "leather armour", true);
    bot_scene_ready(&g, armour);
    int scroll = give(&g, "enchanting", true);
    struct action a = bot_scene_first_act(&g);
    assert_int_equal(a.kind, ACTION_READ);
    assert_int_equal(a.slot, scroll);
    assert_int_equal(a.target, armour);
    int sword = give(&g, "short sword", true);
    bot_scene_ready(&g, sword);
    a = bot_scene_first_act(&g);
    assert_int_equal(a.kind, ACTION_READ);
    assert_int_equal(a.target, sword);
    game_do(&g, a);
    /* The scroll gone, the sword's slot moved down. */
    int wielded = item_pack_weapon(&g.run.pack, g.item_kinds);
    assert_int_equal(g.run.pack.kinds[wielded], bot_scene_item("short sword"));
    assert_int_equal(g.run.pack.enchant[wielded], 1);
    game_free(&g);
}

static void test_it_reads_an_unknown_scroll_naming_its_weapon(void **state)
{
    (void)state;
    struct game g;
    bot_scene_start(&g);
    int mace = give(&g, "mace", true);
    bot_scene_ready(&g, mace);
    int scroll = give(&g, "enchanting", false);
    struct action a = bot_scene_first_act(&g);
    assert_int_equal(a.kind, ACTION_READ);
    assert_int_equal(a.slot, scroll);
    assert_int_equal(a.target, mace);
    game_free(&g);
}

static void test_it_never_reads_a_scroll_of_aggravation_it_knows(void **state)
{
    (void)state;
    struct game g;
    bot_scene_start(&g);
    bot_scene_ready(&g, give(&g, "mace", true));
    give(&g, "aggravation", true);
    assert_int_not_equal(bot_scene_first_act(&g).kind, ACTION_READ);
    game_free(&g);
    /* Unknown, it is read as any unknown scroll is. */
    bot_scene_start(&g);
    bot_scene_ready(&g, give(&g, "mace", true));
    int scroll = give(&g, "aggravation", false);
    struct action a = bot_scene_first_act(&g);
    assert_int_equal(a.kind, ACTION_READ);
    assert_int_equal(a.slot, scroll);
    game_free(&g);
}

static void test_badly_hurt_without_healing_it_drinks_life(void **state)
{
    (void)state;
    struct game g;
    bot_scene_start(&g);
    int life = give(&g, "life", true);
    int slot = game_add_monster(&g, test_kind("brute"), (struct pos){3, 2});
    g.floor.monsters[slot].state = STATE_HUNTING;
    g.run.player.health = 8;
    struct action a = bot_scene_first_act(&g);
    assert_int_equal(a.kind, ACTION_DRINK);
    assert_int_equal(a.slot, life);
    /* With a healing potion it keeps the life for later. */
    int heal = give(&g, "healing", true);
    a = bot_scene_first_act(&g);
    assert_int_equal(a.kind, ACTION_DRINK);
    assert_int_equal(a.slot, heal);
    game_free(&g);
}

/* Badly hurt with no healing, no life and no fear: a known teleportation
 * takes it away; with none, a known darkness. */
static void test_badly_hurt_it_reads_teleportation_else_drinks_darkness(void **state)
{
    (void)state;
    struct game g;
    bot_scene_start(&g);
    int dark = give(&g, "darkness", true);
    int away = give(&g, "teleportation", true);
    int slot = game_add_monster(&g, test_kind("brute"), (struct pos){3, 2});
    g.floor.monsters[slot].state = STATE_HUNTING;
    g.run.player.health = 8;
    struct action a = bot_scene_first_act(&g);
    assert_int_equal(a.kind, ACTION_READ);
    assert_int_equal(a.slot, away);
    g.run.pack.kinds[away] = bot_scene_item("darkness"); /* its teleportation gone */
    a = bot_scene_first_act(&g);
    assert_int_equal(a.kind, ACTION_DRINK);
    assert_int_equal(a.slot, dark);
    /* Not hurt, it uses neither. */
    g.run.player.health = g.run.player.health_max;
    a = bot_scene_first_act(&g);
    assert_int_not_equal(a.kind, ACTION_DRINK);
    game_free(&g);
}

/* Next to a monster of 20 most health, a known haste before the blow;
 * next to one of 5 (a statue), the blow. */
static void test_it_drinks_haste_next_to_a_strong_monster_not_a_weak_one(void **state)
{
    (void)state;
    struct game g;
    bot_scene_start(&g);
    int haste = give(&g, "haste", true);
    int slot = game_add_monster(&g, test_kind("brute"), (struct pos){2, 2});
    g.floor.monsters[slot].state = STATE_HUNTING;
    struct action a = bot_scene_first_act(&g);
    assert_int_equal(a.kind, ACTION_DRINK);
    assert_int_equal(a.slot, haste);
    g.floor.monsters[slot].base.health = 0; /* gone */
    game_rebuild_caches(&g);
    int weak = game_add_monster(&g, test_kind("statue"), (struct pos){2, 3});
    g.floor.monsters[weak].state = STATE_HUNTING;
    a = bot_scene_first_act(&g);
    assert_int_equal(a.kind, ACTION_MOVE);
    game_free(&g);
}

/* A +3 dagger (1 + 3) beats a short sword (2): it keeps the dagger. */
static void test_it_weighs_gear_with_its_enchantment(void **state)
{
    (void)state;
    struct game g;
    bot_scene_start(&g);
    int dagger = give(&g, "dagger", true);
    bot_scene_ready(&g, dagger);
    item_pack_enchant(&g.run.pack, g.item_kinds, dagger, 3, &g.run.player);
    give(&g, "short sword", true);
    assert_int_not_equal(bot_scene_first_act(&g).kind, ACTION_EQUIP);
    item_pack_enchant(&g.run.pack, g.item_kinds, dagger, -3, &g.run.player);
    assert_int_equal(bot_scene_first_act(&g).kind, ACTION_EQUIP);
    game_free(&g);
}

/* After a scroll of magic mapping it knows the whole floor, as the player
 * does: it walks for the stairs out of sight rather than waits. */
static void test_after_magic_mapping_it_walks_for_the_stairs(void **state)
{
    (void)state;
    static const char *const two_rooms[] = {
        "####################",
        "#@..#######........#",
        "#...........#####..#",
        "#...#######......>.#",
        "####################",
    };
    struct game g;
    assert_int_equal(game_new_from_ascii(&g, 3, two_rooms, ASCII_ROWS(two_rooms), test_kinds()), 0);
    game_use_items(&g, real_items());
    struct pos stairs = ASCII_FIND(two_rooms, '>');
    g.floor.map.tiles[map_index(&g.floor.map, stairs.x, stairs.y)] = TILE_STAIRS;
    /* Explored all it can see, from where it stands. */
    int scroll = give(&g, "magic mapping", false);
    game_rebuild_caches(&g);
    struct bot bot = {0};
    bot.floor_turns = BOT_FLOOR_TURNS;
    struct action a = bot_act(&bot, &g);
    assert_int_equal(a.kind, ACTION_READ);
    assert_int_equal(a.slot, scroll);
    game_do(&g, a);
    assert_int_equal(g.floor.map.remembered[map_index(&g.floor.map, stairs.x, stairs.y)], 1);
    for (int i = 0; i < 30 && !grid_eq(g.run.player.pos, stairs); i++) {
        a = bot_act(&bot, &g);
        assert_int_not_equal(a.kind, ACTION_WAIT);
        game_do(&g, a);
    }
    assert_true(grid_eq(g.run.player.pos, stairs));
    bot_free(&bot);
    game_free(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_it_enchants_the_weapon_it_wields_before_its_armour),
        cmocka_unit_test(test_it_reads_an_unknown_scroll_naming_its_weapon),
        cmocka_unit_test(test_it_never_reads_a_scroll_of_aggravation_it_knows),
        cmocka_unit_test(test_badly_hurt_without_healing_it_drinks_life),
        cmocka_unit_test(test_it_weighs_gear_with_its_enchantment),
        cmocka_unit_test(test_badly_hurt_it_reads_teleportation_else_drinks_darkness),
        cmocka_unit_test(test_it_drinks_haste_next_to_a_strong_monster_not_a_weak_one),
        cmocka_unit_test(test_after_magic_mapping_it_walks_for_the_stairs),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
