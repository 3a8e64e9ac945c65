/* Thrown potions (cloud.h): where one shatters, the 3x3 its cloud covers,
 * the thrower inside it, each thrown effect, and the potions of sleeping
 * and terror drunk. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "murk/rules/cloud.h"
#include "murk/rules/effect.h"
#include "murk/turn/game.h"
#include "murk/base/item.h"
#include "murk/base/status.h"
#include "murk/world/world.h"
#include "support/ascii_map.h"

static const char items_text[] = "name:poison\nclass:potion\neffect:poison:6\n"
                                 "depth:1-1\nfrequency:1\n\n"
                                 "name:confusion\nclass:potion\neffect:confusion:8\n"
                                 "depth:1-1\nfrequency:1\n\n"
                                 "name:sleeping\nclass:potion\neffect:sleep:6\n"
                                 "depth:1-1\nfrequency:1\n\n"
                                 "name:terror\nclass:potion\neffect:terror:10\n"
                                 "depth:1-1\nfrequency:1\n\n"
                                 "name:healing\nclass:potion\neffect:healing:10\n"
                                 "depth:1-1\nfrequency:1\n";

static const char kinds_text[] = "name:goblin\nglyph:g\ncolour:1,2,3\nsight:9\nhealth:8\n"
                                 "blow:hit:1-1\ndepth:1-1\nfrequency:1\n";

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

static const char *const hall[] = {
    "#################",
    "#...............#",
    "#...............#",
    "#@..............#",
    "#...............#",
    "#...............#",
    "#################",
};

static void start(struct game *g)
{
    assert_int_equal(game_new_from_ascii(g, 7, hall, ASCII_ROWS(hall), &kinds), 0);
    game_use_items(g, &items);
}

static int add(struct game *g, int x, int y)
{
    int slot = game_add_monster(g, kind_find(&kinds, "goblin"), (struct pos){x, y});
    assert_true(slot >= 0);
    g->floor.monsters[slot].state = STATE_ASLEEP;
    return slot;
}

static int give(struct game *g, const char *kind)
{
    int slot;
    assert_int_equal(item_pack_add(&g->run.pack, &items, item_kind_find(&items, kind), &slot),
                     ITEM_OK);
    return slot;
}

static struct game_result throw_at(struct game *g, int slot, int x, int y)
{
    return game_do(g, (struct action){.kind = ACTION_THROW, .slot = slot, .cell = {x, y}});
}

static bool said(const struct game *g, const char *text)
{
    for (int i = 0; i < g->run.log.count; i++)
        if (strstr(msglog_get(&g->run.log, i)->text, text))
            return true;
    return false;
}

/* A potion of poison thrown at an empty cell shatters there: every
 * monster of the 3x3 around it is poisoned, none of the ring outside. */
static void test_a_cloud_poisons_exactly_the_3x3(void **state)
{
    (void)state;
    struct game g;
    start(&g);
    int slot[5][5];
    for (int dy = -2; dy <= 2; dy++)
        for (int dx = -2; dx <= 2; dx++)
            slot[dy + 2][dx + 2] = dx == 0 && dy == 0 ? -1 : add(&g, 6 + dx, 3 + dy);
    /* The line from the player to (6, 3) runs along row 3 into the ring. */
    int potion = give(&g, "poison");
    int first = slot[2][0]; /* (4, 3) on the line: dead, it stops nothing */
    g.floor.monsters[first].base.health = 0;
    world_rebuild(&g);
    int second = slot[2][1]; /* (5, 3): the first living creature on the line */
    assert_true(throw_at(&g, potion, 5, 3).took);
    assert_true(said(&g, "The potion shatters into a cloud!"));
    assert_true(said(&g, "It was a potion of poison."));
    /* It shattered at (5, 3): the cloud is x 4 to 6, y 2 to 4. */
    for (int dy = -2; dy <= 2; dy++)
        for (int dx = -2; dx <= 2; dx++) {
            int s = slot[dy + 2][dx + 2];
            if (s < 0 || s == first)
                continue;
            struct pos p = {6 + dx, 3 + dy}; /* where it stood: the cloud woke it */
            bool inside = p.x >= 4 && p.x <= 6 && p.y >= 2 && p.y <= 4;
            bool poisoned = g.floor.monsters[s].base.status[STATUS_POISONED] > 0 ||
                            !entity_alive(&g.floor.monsters[s].base);
            if (inside != poisoned)
                fail_msg(
                    "the goblin at (%d, %d): inside %d, poisoned %d", p.x, p.y, inside, poisoned);
        }
    assert_true(g.floor.monsters[second].base.status[STATUS_POISONED] > 0);
    assert_int_equal(g.run.player.status[STATUS_POISONED], 0);
    assert_true(cloud_covers((struct pos){8, 3}, (struct pos){9, 4}));
    assert_false(cloud_covers((struct pos){8, 3}, (struct pos){10, 3}));
    game_free(&g);
}

/* Thrown at the cell next to the thrower, the cloud catches them too. */
static void test_the_thrower_inside_the_cloud_is_caught(void **state)
{
    (void)state;
    struct game g;
    start(&g);
    int goblin = add(&g, 3, 3);
    int potion = give(&g, "confusion");
    throw_at(&g, potion, 2, 3);
    assert_true(said(&g, "You are caught in the cloud!"));
    assert_true(said(&g, "You feel dizzy!"));
    assert_true(g.run.player.status[STATUS_CONFUSED] > 0);
    assert_true(g.floor.monsters[goblin].base.status[STATUS_CONFUSED] > 0);
    game_free(&g);
}

/* Sleep: the monsters of the cloud sleep; the player caught in it cannot
 * act until it wears off ("You wake up."). */
static void test_a_cloud_of_sleep_puts_all_in_it_to_sleep(void **state)
{
    (void)state;
    struct game g;
    start(&g);
    int goblin = add(&g, 3, 3);
    g.floor.monsters[goblin].state = STATE_HUNTING;
    int potion = give(&g, "sleeping");
    throw_at(&g, potion, 2, 3);
    assert_int_equal(g.floor.monsters[goblin].state, STATE_ASLEEP);
    assert_true(g.floor.monsters[goblin].base.status[STATUS_SLEEPING] > 0);
    assert_int_equal(g.run.player.status[STATUS_SLEEPING], 5);
    struct pos before = g.run.player.pos;
    struct game_result r =
        game_do(&g, (struct action){.kind = ACTION_MOVE, .dir = {0, 1}, .slot = -1});
    assert_true(r.took);
    assert_true(said(&g, "You are asleep."));
    assert_true(grid_eq(g.run.player.pos, before));
    for (int i = 0; i < 4; i++)
        game_do(&g, (struct action){.kind = ACTION_WAIT, .slot = -1});
    assert_true(said(&g, "You wake up."));
    game_do(&g, (struct action){.kind = ACTION_MOVE, .dir = {0, 1}, .slot = -1});
    assert_int_equal(g.run.player.pos.y, before.y + 1);
    game_free(&g);
}

/* Terror: the monsters of the cloud flee; drunk, the player is afraid and
 * cannot strike. */
static void test_terror_frightens_and_an_afraid_player_cannot_strike(void **state)
{
    (void)state;
    struct game g;
    start(&g);
    int goblin = add(&g, 6, 3);
    int potion = give(&g, "terror");
    throw_at(&g, potion, 6, 3);
    assert_true(said(&g, "The goblin flees in terror!"));
    assert_int_equal(g.floor.monsters[goblin].state, STATE_FLEEING);
    assert_true(g.floor.monsters[goblin].base.status[STATUS_AFRAID] > 0);
    int drunk = give(&g, "terror");
    game_do(&g, (struct action){.kind = ACTION_DRINK, .slot = drunk});
    assert_true(said(&g, "You are gripped by terror!"));
    assert_true(g.run.player.status[STATUS_AFRAID] > 0);
    int near = add(&g, 2, 3);
    int health = g.floor.monsters[near].base.health;
    struct game_result r =
        game_do(&g, (struct action){.kind = ACTION_MOVE, .dir = {1, 0}, .slot = -1});
    assert_false(r.took);
    assert_true(said(&g, "You are too afraid to strike!"));
    assert_int_equal(g.floor.monsters[near].base.health, health);
    game_free(&g);
}

/* A potion with no effect a cloud gives shatters harmlessly and stays
 * unknown; a potion is never named in flight. */
static void test_a_harmless_potion_shatters_and_stays_unknown(void **state)
{
    (void)state;
    struct game g;
    start(&g);
    int goblin = add(&g, 6, 3);
    g.floor.monsters[goblin].base.health = 3;
    int potion = give(&g, "healing");
    throw_at(&g, potion, 6, 3);
    assert_true(said(&g, "The potion shatters harmlessly."));
    assert_false(item_known(&g.run.lore, &items, item_kind_find(&items, "healing")));
    assert_int_equal(g.floor.monsters[goblin].base.health, 3);
    assert_int_equal(g.run.pack.count, 0);
    assert_int_equal(g.floor.items.count, 0); /* it broke: nothing lies there */
    assert_string_equal(item_missile_name(&items, item_kind_find(&items, "poison")), "potion");
    assert_true(effect_where(EFFECT_POISON) & EFFECT_ON_THROWN);
    assert_true(effect_where(EFFECT_CONFUSION) & EFFECT_ON_THROWN);
    assert_true(effect_where(EFFECT_SLEEP) & EFFECT_ON_THROWN);
    assert_true(effect_where(EFFECT_TERROR) & EFFECT_ON_THROWN);
    assert_false(effect_where(EFFECT_HEALING) & EFFECT_ON_THROWN);
    game_free(&g);
}

/* Drunk, a potion of sleeping puts the drinker to sleep for its turns. */
static void test_a_potion_of_sleeping_drunk_puts_the_player_to_sleep(void **state)
{
    (void)state;
    struct game g;
    start(&g);
    int potion = give(&g, "sleeping");
    game_do(&g, (struct action){.kind = ACTION_DRINK, .slot = potion});
    assert_true(said(&g, "You fall asleep."));
    assert_int_equal(g.run.player.status[STATUS_SLEEPING], 5);
    game_free(&g);
}

/* A confused monster staggers as an erratic one: about half its steps go
 * astray. */
static void test_a_confused_monster_staggers_about_half_its_steps(void **state)
{
    (void)state;
    int astray = 0, steps = 0;
    for (int seed = 1; seed <= 30; seed++) {
        struct game g;
        assert_int_equal(game_new_from_ascii(&g, (uint64_t)seed, hall, ASCII_ROWS(hall), &kinds),
                         0);
        game_use_items(&g, &items);
        int goblin = add(&g, 12, 3);
        struct monster *m = &g.floor.monsters[goblin];
        m->state = STATE_HUNTING;
        m->knows_player = true;
        m->last_seen = g.run.player.pos;
        status_dose(&m->base, STATUS_CONFUSED, 50);
        int before = grid_distance(m->base.pos, g.run.player.pos);
        game_do(&g, (struct action){.kind = ACTION_WAIT, .slot = -1});
        int after = grid_distance(m->base.pos, g.run.player.pos);
        steps++;
        astray += after >= before;
        game_free(&g);
    }
    assert_true(astray >= 6 && astray <= 24);
    (void)steps;
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_cloud_poisons_exactly_the_3x3),
        cmocka_unit_test(test_the_thrower_inside_the_cloud_is_caught),
        cmocka_unit_test(test_a_cloud_of_sleep_puts_all_in_it_to_sleep),
        cmocka_unit_test(test_terror_frightens_and_an_afraid_player_cannot_strike),
        cmocka_unit_test(test_a_harmless_potion_shatters_and_stays_unknown),
        cmocka_unit_test(test_a_potion_of_sleeping_drunk_puts_the_player_to_sleep),
        cmocka_unit_test(test_a_confused_monster_staggers_about_half_its_steps),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
