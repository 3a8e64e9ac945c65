/* The bot's wands and thrown potions (src/bot/zap.c): a test per
 * judgment. It beckons what flees, slows or puts to sleep a strong
 * monster and not a weak one, zaps an unknown wand at a monster to learn
 * it, never zaps plenty nor an empty wand, and throws a harmful potion
 * at a group whose cloud leaves it out. The items are the shipped ones. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "bot/bot.h"
#include "bot/zap.h"
#include "murk/turn/game.h"
#include "murk/base/item.h"
#include "murk/base/status.h"
#include "support/ascii_map.h"
#include "support/real_data.h"
#include "support/bot_scene.h"
#include "support/test_kinds.h"

/* An item of the kind in the pack, known or not, a wand with charges. */
static int give(struct game *g, const char *name, bool known, int charges)
{
    int slot;
    assert_int_equal(item_pack_add(&g->run.pack, g->item_kinds, bot_scene_item(name), &slot),
                     ITEM_OK);
    if (known)
        item_learn(&g->run.lore, g->item_kinds, bot_scene_item(name), &g->run.log, 0);
    g->run.pack.charges[slot] = charges;
    return slot;
}

static int monster_at(struct game *g, const char *kind, int x, int y, enum mind_state state)
{
    int slot = game_add_monster(g, test_kind(kind), (struct pos){x, y});
    assert_true(slot >= 0);
    g->floor.monsters[slot].state = state;
    return slot;
}

static void test_it_beckons_a_fleeing_monster(void **state)
{
    (void)state;
    struct game g;
    bot_scene_start(&g);
    int goblin = monster_at(&g, "goblin", 7, 2, STATE_FLEEING);
    status_dose(&g.floor.monsters[goblin].base, STATUS_AFRAID, 20);
    int unknown = give(&g, "beckoning", false, 3);
    /* Not known, it is no answer to a fleer. */
    assert_int_not_equal(bot_scene_first_act(&g).kind, ACTION_ZAP);
    item_learn(&g.run.lore, g.item_kinds, bot_scene_item("beckoning"), &g.run.log, 0);
    struct action a = bot_scene_first_act(&g);
    assert_int_equal(a.kind, ACTION_ZAP);
    assert_int_equal(a.slot, unknown);
    assert_int_equal(a.cell.x, 7);
    game_free(&g);
}

static void test_it_slows_a_strong_monster_but_not_a_weak_one(void **state)
{
    (void)state;
    struct game g;
    bot_scene_start(&g);
    int slow = give(&g, "slowness", true, 3);
    int rat = monster_at(&g, "rat", 7, 2, STATE_HUNTING);
    assert_false(bot_strong(&g, &g.floor.monsters[rat]));
    assert_int_not_equal(bot_scene_first_act(&g).kind, ACTION_ZAP);
    g.floor.monsters[rat].base.health = 0;
    int brute = monster_at(&g, "brute", 7, 1, STATE_HUNTING);
    assert_true(bot_strong(&g, &g.floor.monsters[brute]));
    struct action a = bot_scene_first_act(&g);
    assert_int_equal(a.kind, ACTION_ZAP);
    assert_int_equal(a.slot, slow);
    /* Slowed already: a wand of sleep instead. */
    status_dose(&g.floor.monsters[brute].base, STATUS_SLOWED, 5);
    assert_int_not_equal(bot_scene_first_act(&g).kind, ACTION_ZAP);
    int sleep = give(&g, "sleep", true, 3);
    a = bot_scene_first_act(&g);
    assert_int_equal(a.kind, ACTION_ZAP);
    assert_int_equal(a.slot, sleep);
    game_free(&g);
}

/* Negation at a troll (it regenerates) and not at a zombie (nothing to
 * take); once negated, no more. */
static void test_it_negates_a_regenerating_monster_not_a_plain_one(void **state)
{
    (void)state;
    struct game g;
    bot_scene_start(&g);
    int negation = give(&g, "negation", true, 3);
    int zombie = monster_at(&g, "zombie", 7, 2, STATE_HUNTING);
    struct action a = bot_scene_first_act(&g);
    assert_false(a.kind == ACTION_ZAP && a.slot == negation);
    g.floor.monsters[zombie].base.health = 0;
    int troll = monster_at(&g, "troll", 7, 1, STATE_HUNTING);
    a = bot_scene_first_act(&g);
    assert_int_equal(a.kind, ACTION_ZAP);
    assert_int_equal(a.slot, negation);
    g.floor.monsters[troll].negated = true;
    a = bot_scene_first_act(&g);
    assert_false(a.kind == ACTION_ZAP && a.slot == negation);
    game_free(&g);
}

static void test_it_zaps_an_unknown_wand_to_learn_it(void **state)
{
    (void)state;
    struct game g;
    bot_scene_start(&g);
    monster_at(&g, "goblin", 6, 2, STATE_HUNTING);
    assert_int_not_equal(bot_scene_first_act(&g).kind, ACTION_ZAP);
    int wand = give(&g, "negation", false, 3);
    struct action a = bot_scene_first_act(&g);
    assert_int_equal(a.kind, ACTION_ZAP);
    assert_int_equal(a.slot, wand);
    game_free(&g);
}

static void test_it_never_zaps_plenty_nor_an_empty_wand(void **state)
{
    (void)state;
    struct game g;
    bot_scene_start(&g);
    monster_at(&g, "brute", 6, 2, STATE_HUNTING);
    give(&g, "plenty", true, 3);
    give(&g, "slowness", true, 0);
    assert_int_not_equal(bot_scene_first_act(&g).kind, ACTION_ZAP);
    game_free(&g);
}

/* An unknown wand with no charge only fizzles and tells nothing: zapped,
 * it was zapped for good (seeds 50537, 50814, 50968 of the balance runs
 * stopped stuck so). */
static void test_it_never_zaps_an_unknown_wand_with_no_charge(void **state)
{
    (void)state;
    struct game g;
    bot_scene_start(&g);
    monster_at(&g, "goblin", 6, 2, STATE_HUNTING);
    give(&g, "negation", false, 0);
    assert_int_not_equal(bot_scene_first_act(&g).kind, ACTION_ZAP);
    give(&g, "slowness", false, 1);
    assert_int_equal(bot_scene_first_act(&g).kind, ACTION_ZAP);
    game_free(&g);
}

static void test_it_throws_a_harmful_potion_at_a_group_it_stands_clear_of(void **state)
{
    (void)state;
    struct game g;
    bot_scene_start(&g);
    int potion = give(&g, "poison", true, 0);
    int goblin = monster_at(&g, "goblin", 6, 2, STATE_HUNTING);
    struct action a;
    game_rebuild_caches(&g);
    assert_false(bot_throw_potion(&g, &a)); /* one alone is no group */
    monster_at(&g, "rat", 7, 3, STATE_HUNTING);
    a = bot_scene_first_act(&g);
    assert_int_equal(a.kind, ACTION_THROW);
    assert_int_equal(a.slot, potion);
    assert_int_equal(a.cell.x, 6);
    /* A group whose cloud would catch the thrower too: no throw. */
    g.floor.monsters[goblin].base.pos = (struct pos){2, 2};
    g.floor.monsters[1].base.pos = (struct pos){3, 2};
    game_rebuild_caches(&g);
    assert_false(bot_throw_potion(&g, &a));
    /* A potion whose cloud does good is never thrown, nor one unknown. */
    assert_true(bot_wants_to_throw_or_zap(&g, bot_scene_item("poison")));
    assert_false(bot_wants_to_throw_or_zap(&g, bot_scene_item("healing")));
    assert_false(bot_wants_to_throw_or_zap(&g, bot_scene_item("sleeping")));
    assert_true(bot_wants_to_throw_or_zap(&g, bot_scene_item("plenty")));
    game_free(&g);
}

/* A potion is never thrown as a dart is: only into a group (above). */
static void test_it_never_throws_a_potion_at_one_monster(void **state)
{
    (void)state;
    struct game g;
    bot_scene_start(&g);
    give(&g, "healing", false, 0);
    give(&g, "poison", true, 0);
    monster_at(&g, "goblin", 5, 2, STATE_HUNTING);
    assert_int_not_equal(bot_scene_first_act(&g).kind, ACTION_THROW);
    game_free(&g);
}

/* Afraid (a potion of terror), it cannot strike: it steps away instead. */
static void test_afraid_it_steps_away_rather_than_strike(void **state)
{
    (void)state;
    struct game g;
    bot_scene_start(&g);
    monster_at(&g, "goblin", 2, 2, STATE_HUNTING);
    assert_int_equal(bot_scene_first_act(&g).dir.x, 1); /* not afraid: it strikes */
    status_dose(&g.run.player, STATUS_AFRAID, 5);
    struct action a = bot_scene_first_act(&g);
    assert_true(a.kind == ACTION_WAIT || (a.kind == ACTION_MOVE && a.dir.x <= 0));
    game_free(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_it_beckons_a_fleeing_monster),
        cmocka_unit_test(test_it_slows_a_strong_monster_but_not_a_weak_one),
        cmocka_unit_test(test_it_negates_a_regenerating_monster_not_a_plain_one),
        cmocka_unit_test(test_it_zaps_an_unknown_wand_to_learn_it),
        cmocka_unit_test(test_it_never_zaps_plenty_nor_an_empty_wand),
        cmocka_unit_test(test_it_never_zaps_an_unknown_wand_with_no_charge),
        cmocka_unit_test(test_it_throws_a_harmful_potion_at_a_group_it_stands_clear_of),
        cmocka_unit_test(test_it_never_throws_a_potion_at_one_monster),
        cmocka_unit_test(test_afraid_it_steps_away_rather_than_strike),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
