/* The bot at range (src/bot): it fires or throws at a monster in its
 * missile's range on a clear line, strikes one next to it instead, reads a
 * known scroll of lightning or fireball only at a group it stands clear
 * of, charges a hunting archer it cannot shoot, readies a bow, and takes
 * ammunition up; a closed door in its way it opens. The items are the shipped ones (arrows fly 8,
 * darts 6, a dagger 4; doc/rules.md, "Fighting at range"). */
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

/* count items of the kind into the pack; their slot. */
static int give(struct game *g, const char *name, int count)
{
    int slot;
    assert_int_equal(
        item_pack_add_count(&g->run.pack, g->item_kinds, bot_scene_item(name), count, &slot),
        ITEM_OK);
    return slot;
}

/* A bow readied and arrows in the pack. */
static void bow_and_arrows(struct game *g)
{
    bot_scene_ready(g, give(g, "short bow", 1));
    give(g, "arrow", 6);
}

/* A monster of the kind at x, y on the hall's middle row, hunting the
 * player. */
static int hunter_at(struct game *g, const char *kind, int x)
{
    int slot = game_add_monster(g, test_kind(kind), (struct pos){x, 2});
    assert_true(slot >= 0);
    g->floor.monsters[slot].state = STATE_HUNTING;
    return slot;
}

static void assert_aims(struct action a, enum action_kind kind, int x)
{
    assert_int_equal(a.kind, kind);
    assert_int_equal(a.cell.x, x);
    assert_int_equal(a.cell.y, 2);
}

static void test_with_a_bow_and_arrows_it_fires_at_a_goblin_in_range(void **state)
{
    (void)state;
    struct game g;
    bot_scene_start(&g);
    bow_and_arrows(&g);
    hunter_at(&g, "goblin", 9); /* 8 cells: an arrow's range */
    assert_aims(bot_scene_first_act(&g), ACTION_FIRE, 9);
    game_free(&g);
}

static void test_next_to_a_monster_it_strikes_rather_than_fires(void **state)
{
    (void)state;
    struct game g;
    bot_scene_start(&g);
    bow_and_arrows(&g);
    hunter_at(&g, "goblin", 2);
    struct action a = bot_scene_first_act(&g);
    assert_int_equal(a.kind, ACTION_MOVE);
    assert_int_equal(a.dir.x, 1);
    assert_int_equal(a.dir.y, 0);
    game_free(&g);
}

static void test_with_nothing_in_view_it_does_not_let_fly(void **state)
{
    (void)state;
    struct game g;
    bot_scene_start(&g);
    bow_and_arrows(&g);
    give(&g, "dart", 4);
    struct action a = bot_scene_first_act(&g);
    assert_int_not_equal(a.kind, ACTION_FIRE);
    assert_int_not_equal(a.kind, ACTION_THROW);
    game_free(&g);
}

static void test_with_a_monster_on_the_line_before_it_it_waits_rather_than_fires(void **state)
{
    (void)state;
    struct game g;
    bot_scene_start(&g);
    bow_and_arrows(&g);
    hunter_at(&g, "goblin", 7);
    /* Asleep in the way: no threat, but the arrow would hit it. */
    int rat = game_add_monster(&g, test_kind("rat"), (struct pos){4, 2});
    assert_true(rat >= 0);
    g.floor.monsters[rat].state = STATE_ASLEEP;
    assert_int_equal(bot_scene_first_act(&g).kind, ACTION_WAIT);
    game_free(&g);
}

static void test_darts_fly_only_as_far_as_darts_do(void **state)
{
    (void)state;
    struct game g;
    bot_scene_start(&g);
    give(&g, "dart", 4);
    int goblin = hunter_at(&g, "goblin", 9); /* 8 cells: past a dart's 6 */
    assert_int_equal(bot_scene_first_act(&g).kind, ACTION_WAIT);
    g.floor.monsters[goblin].base.pos.x = 7; /* 6 cells */
    assert_aims(bot_scene_first_act(&g), ACTION_FIRE, 7);
    game_free(&g);
}

static void test_it_throws_a_spare_dagger_but_not_the_wielded_weapon(void **state)
{
    (void)state;
    struct game g;
    bot_scene_start(&g);
    bot_scene_ready(&g, give(&g, "dagger", 1));
    int goblin = hunter_at(&g, "goblin", 5); /* 4 cells: a dagger's range */
    assert_int_equal(bot_scene_first_act(&g).kind, ACTION_WAIT);
    int spare = give(&g, "dagger", 1);
    /* With no dart nor bow, f throws the spare (pack.h). */
    struct action a = bot_scene_first_act(&g);
    assert_aims(a, ACTION_FIRE, 5);
    struct item_missile m;
    assert_int_equal(item_missile_to_fire(&g.run.pack, g.item_kinds, &m), ITEM_OK);
    assert_int_equal(m.slot, spare);
    g.floor.monsters[goblin].base.pos.x = 6; /* 5 cells: too far */
    assert_int_equal(bot_scene_first_act(&g).kind, ACTION_WAIT);
    game_free(&g);
}

/* A known scroll of the kind in the pack: its slot. */
static int known_scroll(struct game *g, const char *name)
{
    item_learn(&g->run.lore, g->item_kinds, bot_scene_item(name), &g->run.log, 0);
    return give(g, name, 1);
}

static void test_it_reads_known_lightning_at_two_on_a_line_not_at_one(void **state)
{
    (void)state;
    struct game g;
    bot_scene_start(&g);
    int scroll = known_scroll(&g, "lightning");
    hunter_at(&g, "goblin", 5);
    assert_int_not_equal(bot_scene_first_act(&g).kind, ACTION_READ);
    hunter_at(&g, "rat", 7);
    struct action a = bot_scene_first_act(&g);
    assert_int_equal(a.kind, ACTION_READ);
    assert_int_equal(a.slot, scroll);
    assert_int_equal(a.cell.y, 2);
    game_free(&g);
}

static void test_it_reads_known_fireball_at_a_group_only_from_outside_the_burst(void **state)
{
    (void)state;
    struct game g;
    bot_scene_start(&g);
    int scroll = known_scroll(&g, "fireball");
    int goblin = hunter_at(&g, "goblin", 7);
    int rat = hunter_at(&g, "rat", 8);
    struct action a = bot_scene_first_act(&g);
    assert_int_equal(a.kind, ACTION_READ);
    assert_int_equal(a.slot, scroll);
    /* Two cells off, the burst would reach the reader too. */
    g.floor.monsters[goblin].base.pos.x = 3;
    g.floor.monsters[rat].base.pos.x = 4;
    assert_int_not_equal(bot_scene_first_act(&g).kind, ACTION_READ);
    game_free(&g);
}

static void test_it_charges_a_hunting_archer_it_cannot_shoot(void **state)
{
    (void)state;
    struct game g;
    bot_scene_start(&g);
    int archer = hunter_at(&g, "archer", 6);
    struct action a = bot_scene_first_act(&g);
    assert_int_equal(a.kind, ACTION_MOVE);
    assert_int_equal(a.dir.x, 1);
    /* A goblin that does not shoot it lets come. */
    g.floor.monsters[archer].kind = test_kind("goblin");
    assert_int_equal(bot_scene_first_act(&g).kind, ACTION_WAIT);
    game_free(&g);
}

/* A fleer that carries something (a thief with what it stole) it goes
 * after; one that carries nothing it lets be (waits for it to come). */
static void test_it_chases_a_thief_running_off_with_its_loot(void **state)
{
    (void)state;
    struct game g;
    bot_scene_start(&g);
    int thief = hunter_at(&g, "goblin", 6);
    struct monster *m = &g.floor.monsters[thief];
    m->state = STATE_FLEEING;
    assert_int_equal(bot_scene_first_act(&g).kind, ACTION_WAIT);
    m->carried[0] = (struct carried){.kind = bot_scene_item("dart"), .count = 1};
    m->carried_stacks = 1;
    struct action a = bot_scene_first_act(&g);
    assert_int_equal(a.kind, ACTION_MOVE);
    assert_int_equal(a.dir.x, 1);
    game_free(&g);
}

/* Weak on the stairs with a hunter next to it, it does not go down (the
 * hunter would follow): it fights. */
static void test_weak_on_the_stairs_with_a_hunter_next_to_it_it_does_not_go_down(void **state)
{
    (void)state;
    struct game g;
    bot_scene_start(&g);
    struct map *map = &g.floor.map;
    map->tiles[map_index(map, g.run.player.pos.x, g.run.player.pos.y)] = TILE_STAIRS;
    g.run.player.health = 5;
    hunter_at(&g, "goblin", g.run.player.pos.x + 1);
    assert_int_not_equal(bot_scene_first_act(&g).kind, ACTION_DESCEND);
    game_free(&g);
}

static void test_with_all_quiet_it_readies_a_bow(void **state)
{
    (void)state;
    struct game g;
    bot_scene_start(&g);
    int bow = give(&g, "short bow", 1);
    struct action a = bot_scene_first_act(&g);
    assert_int_equal(a.kind, ACTION_EQUIP);
    assert_int_equal(a.slot, bow);
    game_free(&g);
}

static void test_it_takes_up_arrows_lying_under_a_weapon_it_does_not_want(void **state)
{
    (void)state;
    struct game g;
    bot_scene_start(&g);
    bot_scene_ready(&g, give(&g, "long sword", 1));
    struct pos here = g.run.player.pos;
    assert_true(item_floor_add(&g.floor.items, bot_scene_item("dagger"), here) >= 0);
    assert_int_not_equal(bot_scene_first_act(&g).kind, ACTION_PICK_UP);
    item_floor_remove(&g.floor.items, item_floor_at(&g.floor.items, here));
    assert_true(item_floor_add_count(&g.floor.items, bot_scene_item("arrow"), 7, here) >= 0);
    assert_true(item_floor_add(&g.floor.items, bot_scene_item("dagger"), here) >= 0);
    int top = item_floor_at(&g.floor.items, here);
    assert_int_equal(g.floor.items.items[top].kind, bot_scene_item("dagger"));
    assert_int_equal(bot_scene_first_act(&g).kind, ACTION_PICK_UP);
    game_free(&g);
}

/* A lake between the player and the stairs: the bot explores round it,
 * never steps into the water (each of its actions takes a turn), and
 * goes down. */
static void test_it_walks_round_a_lake_to_the_stairs(void **state)
{
    (void)state;
    static const char *const shore[] = {
        "############",
        "#..........#",
        "#.~~~~~~~~.#",
        "#@~~~~~~~~>#",
        "#.~~~~~~~~.#",
        "#..........#",
        "############",
    };
    struct game g;
    assert_int_equal(game_new_from_ascii(&g, 3, shore, ASCII_ROWS(shore), test_kinds()), 0);
    struct pos stairs = ascii_find(shore, ASCII_ROWS(shore), '>');
    g.floor.map.tiles[map_index(&g.floor.map, stairs.x, stairs.y)] = TILE_STAIRS;
    game_rebuild_caches(&g);
    struct bot bot = {0};
    for (int n = 0; n < 60 && g.run.depth == 1; n++)
        assert_true(game_do(&g, bot_act(&bot, &g)).took);
    assert_int_equal(g.run.depth, 2);
    bot_free(&bot);
    game_free(&g);
}

/* On the shipped floors from 3 down, caves, halls and lakes among them,
 * the bot (kept alive) finds its way down every floor, never stuck: no
 * run of its actions goes 20 without a turn. */
static void test_it_is_never_stuck_on_the_floors_that_differ(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 6; seed++) {
        struct game g;
        assert_int_equal(game_new(&g, seed, real_kinds(), real_items()), 0);
        while (g.run.depth < 3) {
            g.run.player.pos = world_stairs_down(&g);
            game_rebuild_caches(&g);
            game_do(&g, (struct action){.kind = ACTION_DESCEND, .slot = -1, .target = -1});
        }
        /* Strong enough that no fight (a wraith's drain) goes on for ever. */
        g.run.player.health = g.run.player.health_max = 1000;
        g.run.player.damage_min = 10;
        g.run.player.damage_max = 20;
        struct bot bot = {0};
        int idle = 0;
        for (int n = 0; n < 40000 && !g.run.over; n++) {
            idle = game_do(&g, bot_act(&bot, &g)).took ? 0 : idle + 1;
            assert_true(idle < 20);
            if (g.run.player.health < 500)
                g.run.player.health = 1000;
        }
        if (!g.run.won)
            print_error("seed %d: depth %d, turn %d, over %d, at %d,%d\n",
                        (int)seed,
                        g.run.depth,
                        (int)g.run.turn,
                        g.run.over,
                        g.run.player.pos.x,
                        g.run.player.pos.y);
        assert_true(g.run.won);
        bot_free(&bot);
        game_free(&g);
    }
}

/* Two fleers lying low in view (they do not see the player, so they never
 * come nor run): it waits a little for each, then leaves both be and goes
 * down. With one monster remembered as left be, it waited for each in
 * turn for good (seed 50000 of the balance runs stopped stuck so). */
static void test_it_leaves_two_monsters_that_will_not_come_be_and_goes_on(void **state)
{
    (void)state;
    static const char *const room[] = {
        "################",
        "#..............#",
        "#..............#",
        "#..............#",
        "#@............>#",
        "################",
    };
    struct game g;
    assert_int_equal(game_new_from_ascii(&g, 3, room, ASCII_ROWS(room), test_kinds()), 0);
    game_use_items(&g, real_items());
    struct pos stairs = ascii_find(room, ASCII_ROWS(room), '>');
    g.floor.map.tiles[map_index(&g.floor.map, stairs.x, stairs.y)] = TILE_STAIRS;
    for (int x = 6; x <= 9; x += 3) {
        int slot = game_add_monster(&g, test_kind("rat"), (struct pos){x, 1});
        assert_true(slot >= 0);
        struct monster *m = &g.floor.monsters[slot];
        m->state = STATE_FLEEING;
        m->base.health = 1;
        m->base.sight = 1; /* it never sees the player three rows off */
    }
    game_rebuild_caches(&g);
    struct bot bot = {0};
    for (int n = 0; n < 30 && g.run.depth == 1; n++)
        game_do(&g, bot_act(&bot, &g));
    assert_int_equal(g.run.depth, 2);
    bot_free(&bot);
    game_free(&g);
}

/* A closed door between the bot and the rest of the floor: it opens it
 * (a step into it) and goes through, to the stairs beyond, and down. */
static void test_it_opens_a_door_in_its_way_and_goes_through(void **state)
{
    (void)state;
    static const char *const rooms[] = {
        "############",
        "#....#.....#",
        "#.@..+..>..#",
        "#....#.....#",
        "############",
    };
    static struct game g;
    assert_int_equal(game_new_from_ascii(&g, 3, rooms, ASCII_ROWS(rooms), test_kinds()), 0);
    struct pos door = ASCII_FIND(rooms, '+'), stairs = ASCII_FIND(rooms, '>');
    g.floor.map.tiles[map_index(&g.floor.map, stairs.x, stairs.y)] = TILE_STAIRS;
    game_rebuild_caches(&g);
    struct bot bot = {0};
    bool opened = false;
    for (int turn = 0; turn < 80 && g.run.depth == 1; turn++) {
        game_do(&g, bot_act(&bot, &g));
        opened =
            opened || g.floor.map.tiles[map_index(&g.floor.map, door.x, door.y)] == TILE_DOOR_OPEN;
    }
    bot_free(&bot);
    assert_true(opened);
    assert_int_equal(g.run.depth, 2);
    game_free(&g);
}

/* A room with a corridor off its east side; the player just inside. */
static const char *const room_and_corridor[] = {
    "##############",
    "#.......######",
    "#.......######",
    "#......@.....#",
    "#.......######",
    "#.......######",
    "##############",
};

/* What the bot does first with hunters (kind) at the room's west side. */
static struct action first_against(const char *kind, int hunters)
{
    struct game g;
    assert_int_equal(
        game_new_from_ascii(&g, 3, room_and_corridor, ASCII_ROWS(room_and_corridor), test_kinds()),
        0);
    for (int i = 0; i < hunters; i++) {
        int slot = game_add_monster(&g, test_kind(kind), (struct pos){2, 1 + i});
        assert_true(slot >= 0);
        g.floor.monsters[slot].state = STATE_HUNTING;
    }
    struct action a = bot_scene_first_act(&g);
    game_free(&g);
    return a;
}

static void test_it_backs_into_a_corridor_from_three_hunters_not_from_two(void **state)
{
    (void)state;
    struct action a = first_against("goblin", 3);
    assert_int_equal(a.kind, ACTION_MOVE);
    assert_int_equal(a.dir.x, 1); /* east, into the corridor's mouth */
    assert_int_equal(a.dir.y, 0);
    assert_int_equal(first_against("goblin", 2).kind, ACTION_WAIT);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_it_walks_round_a_lake_to_the_stairs),
        cmocka_unit_test(test_it_is_never_stuck_on_the_floors_that_differ),
        cmocka_unit_test(test_with_a_bow_and_arrows_it_fires_at_a_goblin_in_range),
        cmocka_unit_test(test_next_to_a_monster_it_strikes_rather_than_fires),
        cmocka_unit_test(test_with_nothing_in_view_it_does_not_let_fly),
        cmocka_unit_test(test_with_a_monster_on_the_line_before_it_it_waits_rather_than_fires),
        cmocka_unit_test(test_darts_fly_only_as_far_as_darts_do),
        cmocka_unit_test(test_it_throws_a_spare_dagger_but_not_the_wielded_weapon),
        cmocka_unit_test(test_it_reads_known_lightning_at_two_on_a_line_not_at_one),
        cmocka_unit_test(test_it_reads_known_fireball_at_a_group_only_from_outside_the_burst),
        cmocka_unit_test(test_it_charges_a_hunting_archer_it_cannot_shoot),
        cmocka_unit_test(test_it_chases_a_thief_running_off_with_its_loot),
        cmocka_unit_test(test_weak_on_the_stairs_with_a_hunter_next_to_it_it_does_not_go_down),
        cmocka_unit_test(test_with_all_quiet_it_readies_a_bow),
        cmocka_unit_test(test_it_takes_up_arrows_lying_under_a_weapon_it_does_not_want),
        cmocka_unit_test(test_it_leaves_two_monsters_that_will_not_come_be_and_goes_on),
        cmocka_unit_test(test_it_opens_a_door_in_its_way_and_goes_through),
        cmocka_unit_test(test_it_backs_into_a_corridor_from_three_hunters_not_from_two),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
