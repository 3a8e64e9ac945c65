/* Wands (wand.h, effect_wand.c): the zap and its bolt, charges, the
 * materials they hide behind, each wand's effect on hand-drawn maps, and
 * what the save keeps. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "murk/rules/effect.h"
#include "murk/rules/effect_wand.h"
#include "murk/turn/game.h"
#include "murk/base/item.h"
#include "murk/rules/look.h"
#include "murk/rules/mind.h"
#include "murk/turn/resume.h"
#include "murk/world/save.h"
#include "murk/base/status.h"
#include "murk/rules/wand.h"
#include "murk/world/world.h"
#include "support/ascii_map.h"

static const char items_text[] = "name:slowness\nclass:wand\neffect:slowness:12\ncharges:3-5\n"
                                 "depth:1-1\nfrequency:1\n\n"
                                 "name:sleep\nclass:wand\neffect:sleep:15\ncharges:3-5\n"
                                 "depth:1-1\nfrequency:1\n\n"
                                 "name:beckoning\nclass:wand\neffect:beckoning\ncharges:3-5\n"
                                 "depth:1-1\nfrequency:1\n\n"
                                 "name:teleport other\nclass:wand\neffect:teleport_other\n"
                                 "charges:3-5\ndepth:1-1\nfrequency:1\n\n"
                                 "name:negation\nclass:wand\neffect:negation\ncharges:3-5\n"
                                 "depth:1-1\nfrequency:1\n\n"
                                 "name:plenty\nclass:wand\neffect:plenty\ncharges:3-5\n"
                                 "depth:1-1\nfrequency:1\n";

static const char kinds_text[] = "name:goblin\nglyph:g\ncolour:1,2,3\nsight:9\nhealth:8\n"
                                 "blow:hit:1-1\ndepth:1-1\nfrequency:1\n\n"
                                 "name:troll\nglyph:T\ncolour:1,2,3\nsight:9\nhealth:16\n"
                                 "traits:regenerates\nblow:hit:1-1\ndepth:1-1\nfrequency:1\n";

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
    "##############################",
    "#@...........................#",
    "#............................#",
    "#............................#",
    "##############################",
};

static void start(struct game *g)
{
    assert_int_equal(game_new_from_ascii(g, 7, hall, ASCII_ROWS(hall), &kinds), 0);
    game_use_items(g, &items);
}

/* A monster of the kind at (x, y) in the state, knowing the player. */
static int add(struct game *g, const char *kind, int x, int y, enum mind_state state)
{
    int slot = game_add_monster(g, kind_find(&kinds, kind), (struct pos){x, y});
    assert_true(slot >= 0);
    g->floor.monsters[slot].state = state;
    g->floor.monsters[slot].knows_player = state == STATE_HUNTING;
    g->floor.monsters[slot].last_seen = g->run.player.pos;
    return slot;
}

/* A wand of the kind in the pack with so many charges: its slot. */
static int give(struct game *g, const char *kind, int charges)
{
    int slot;
    assert_int_equal(item_pack_add(&g->run.pack, &items, item_kind_find(&items, kind), &slot),
                     ITEM_OK);
    g->run.pack.charges[slot] = charges;
    return slot;
}

static struct game_result zap(struct game *g, int slot, int x, int y)
{
    return game_do(g, (struct action){.kind = ACTION_ZAP, .slot = slot, .cell = {x, y}});
}

static struct game_result wait_turn(struct game *g)
{
    return game_do(g, (struct action){.kind = ACTION_WAIT, .slot = -1});
}

static bool said(const struct game *g, const char *text)
{
    for (int i = 0; i < g->run.log.count; i++)
        if (strstr(msglog_get(&g->run.log, i)->text, text))
            return true;
    return false;
}

static struct pos at(const struct game *g, int slot)
{
    return g->floor.monsters[slot].base.pos;
}

/* ---- the zap ---- */

/* Slowness: the first monster on the line is slowed 12 turns and acts
 * every other turn, the first of them an act. */
static void test_slowness_slows_the_first_monster_to_every_other_turn(void **state)
{
    (void)state;
    struct game g;
    start(&g);
    int near = add(&g, "goblin", 8, 1, STATE_HUNTING);
    int far = add(&g, "goblin", 12, 1, STATE_HUNTING);
    int wand = give(&g, "slowness", 3);
    zap(&g, wand, 12, 1);
    assert_true(said(&g, "You zap "));
    assert_true(said(&g, "The goblin slows down."));
    /* Dosed 12, less the turn's tick; the one behind it untouched. */
    assert_int_equal(g.floor.monsters[near].base.status[STATUS_SLOWED], 11);
    assert_int_equal(g.floor.monsters[far].base.status[STATUS_SLOWED], 0);
    /* It stepped on the zap's turn (its first, an act), then rests, acts... */
    assert_int_equal(at(&g, near).x, 7);
    wait_turn(&g);
    assert_int_equal(at(&g, near).x, 7);
    wait_turn(&g);
    assert_int_equal(at(&g, near).x, 6);
    wait_turn(&g);
    assert_int_equal(at(&g, near).x, 6);
    game_free(&g);
}

/* Sleep: asleep for 15 turns; the player next to it, a noise, nothing
 * wakes it but a blow. */
static void test_sleep_holds_a_monster_asleep_until_a_blow(void **state)
{
    (void)state;
    struct game g;
    start(&g);
    int goblin = add(&g, "goblin", 2, 1, STATE_HUNTING);
    int wand = give(&g, "sleep", 3);
    zap(&g, wand, 2, 1);
    assert_true(said(&g, "The goblin falls asleep."));
    assert_int_equal(g.floor.monsters[goblin].state, STATE_ASLEEP);
    assert_int_equal(g.floor.monsters[goblin].base.status[STATUS_SLEEPING], 14);
    char look[160];
    look_describe(&g, at(&g, goblin), look, sizeof look);
    if (!strstr(look, "asleep, in a deep sleep"))
        fail_msg("look says: %s", look);
    for (int i = 0; i < 5; i++)
        wait_turn(&g);
    mind_noise(&g, at(&g, goblin), 25, CAUSE_HEARD_NOISE, -1);
    wait_turn(&g);
    assert_int_equal(g.floor.monsters[goblin].state, STATE_ASLEEP);
    assert_int_equal(g.run.player.health, 30); /* it never struck */
    game_do(&g, (struct action){.kind = ACTION_MOVE, .dir = {1, 0}, .slot = -1});
    assert_int_equal(g.floor.monsters[goblin].base.status[STATUS_SLEEPING], 0);
    assert_int_equal(g.floor.monsters[goblin].state, STATE_HUNTING);
    game_free(&g);
}

/* Beckoning: a fleeing monster is pulled along the line to the cell next
 * to the player, and the pull is its move: the player strikes first. */
static void test_beckoning_pulls_a_fleeing_monster_next_to_the_player(void **state)
{
    (void)state;
    struct game g;
    start(&g);
    int goblin = add(&g, "goblin", 9, 1, STATE_FLEEING);
    status_dose(&g.floor.monsters[goblin].base, STATUS_AFRAID, 20);
    int wand = give(&g, "beckoning", 3);
    zap(&g, wand, 9, 1);
    assert_true(said(&g, "The goblin is pulled toward you!"));
    assert_int_equal(at(&g, goblin).x, 2);
    assert_int_equal(at(&g, goblin).y, 1);
    game_do(&g, (struct action){.kind = ACTION_MOVE, .dir = {1, 0}, .slot = -1});
    assert_true(g.floor.monsters[goblin].base.health < 8 || said(&g, "glances off"));
    game_free(&g);
}

/* The pull goes cell by cell along the line from it to the player and
 * stops before a wall or another monster. */
static void test_beckoning_stops_at_walls_and_monsters(void **state)
{
    (void)state;
    static const char *const walled[] = {
        "############",
        "#@..#......#",
        "#..........#",
        "############",
    };
    struct game g;
    assert_int_equal(game_new_from_ascii(&g, 7, walled, ASCII_ROWS(walled), &kinds), 0);
    game_use_items(&g, &items);
    int goblin = add(&g, "goblin", 9, 1, STATE_FLEEING);
    struct effect_use use = {.by = EFFECT_BY_ZAP,
                             .target = &g.floor.monsters[goblin].base,
                             .game = &g,
                             .victim = goblin};
    effect_beckoning(&use);
    assert_int_equal(at(&g, goblin).x, 5); /* the wall at x 4 stops it */
    int blocker = add(&g, "goblin", 5, 2, STATE_ASLEEP);
    int other = add(&g, "goblin", 9, 2, STATE_FLEEING);
    use.target = &g.floor.monsters[other].base;
    use.victim = other;
    effect_beckoning(&use);
    assert_int_equal(at(&g, other).x, 6); /* the sleeper at x 5 stops it */
    assert_int_equal(at(&g, blocker).x, 5);
    game_free(&g);
}

/* Teleport other: the monster vanishes to a cell at least 10 from the
 * player, and has lost them. */
static void test_teleport_other_sends_a_monster_far_off(void **state)
{
    (void)state;
    struct game g;
    start(&g);
    int goblin = add(&g, "goblin", 3, 1, STATE_HUNTING);
    int wand = give(&g, "teleport other", 3);
    zap(&g, wand, 3, 1);
    assert_true(said(&g, "The goblin vanishes!"));
    assert_true(grid_distance(at(&g, goblin), g.run.player.pos) >= 10);
    assert_false(g.floor.monsters[goblin].knows_player);
    game_free(&g);
}

/* Negation: its good statuses end, and its magic for good: a troll
 * regenerates no more. */
static void test_negation_strips_good_statuses_and_regeneration(void **state)
{
    (void)state;
    struct game g;
    start(&g);
    int troll = add(&g, "troll", 6, 1, STATE_ASLEEP);
    struct monster *m = &g.floor.monsters[troll];
    status_dose(&m->base, STATUS_REGENERATING, 20);
    status_dose(&m->base, STATUS_AFRAID, 20);
    m->base.health = 5;
    assert_true(world_has(&g, m, TRAIT_REGENERATES));
    int wand = give(&g, "negation", 3);
    zap(&g, wand, 6, 1);
    assert_true(said(&g, "The troll loses its magic."));
    assert_true(m->negated);
    assert_false(world_has(&g, m, TRAIT_REGENERATES));
    assert_int_equal(m->base.status[STATUS_REGENERATING], 0);
    assert_true(m->base.status[STATUS_AFRAID] > 0); /* bad for it: kept */
    m->state = STATE_ASLEEP;
    status_dose(&m->base, STATUS_SLEEPING, 10);
    int health = m->base.health;
    wait_turn(&g);
    wait_turn(&g);
    assert_int_equal(m->base.health, health);
    game_free(&g);
}

/* Plenty: another of it, as it is, next to it. */
static void test_plenty_makes_another_beside_it(void **state)
{
    (void)state;
    struct game g;
    start(&g);
    int goblin = add(&g, "goblin", 6, 2, STATE_ASLEEP);
    g.floor.monsters[goblin].base.health = 5;
    int wand = give(&g, "plenty", 3);
    int before = g.floor.monster_count;
    zap(&g, wand, 6, 2);
    assert_true(said(&g, "The goblin splits in two!"));
    assert_int_equal(g.floor.monster_count, before + 1);
    const struct monster *twin = &g.floor.monsters[before];
    assert_int_equal(twin->kind, g.floor.monsters[goblin].kind);
    assert_int_equal(twin->id, before + 1);
    assert_true(grid_adjacent(twin->base.pos, at(&g, goblin)));
    assert_true(twin->base.health <= 5);
    assert_int_equal(world_monster_at(&g, twin->base.pos), before);
    game_free(&g);
}

/* ---- charges and knowing ---- */

/* Each zap costs a charge; with none left the wand fizzles, the turn
 * spent and nothing flies. */
static void test_charges_count_down_and_an_empty_wand_fizzles(void **state)
{
    (void)state;
    struct game g;
    start(&g);
    int goblin = add(&g, "goblin", 6, 3, STATE_ASLEEP);
    int wand = give(&g, "slowness", 2);
    assert_true(zap(&g, wand, 6, 3).took);
    assert_int_equal(g.run.pack.charges[wand], 1);
    assert_true(zap(&g, wand, 6, 3).took);
    assert_int_equal(g.run.pack.charges[wand], 0);
    g.floor.monsters[goblin].base.status[STATUS_SLOWED] = 0;
    struct game_result r = zap(&g, wand, 6, 3);
    assert_true(r.took);
    assert_int_equal(g.run.turn, 3);
    assert_true(said(&g, "The wand of slowness fizzles."));
    assert_int_equal(g.floor.monsters[goblin].base.status[STATUS_SLOWED], 0);
    assert_int_equal(g.run.pack.count, 1); /* an empty wand stays */
    game_free(&g);
}

/* A wand hides behind a material until its effect is seen; then it is
 * known, and its charges shown. A bolt that strikes nobody teaches
 * nothing. */
static void test_a_wand_is_known_when_its_effect_is_seen_and_shows_its_charges(void **state)
{
    (void)state;
    struct game g;
    start(&g);
    int wand = give(&g, "slowness", 4);
    int kind = item_kind_find(&items, "slowness");
    char name[ITEM_NAME_MAX], charges[16];
    item_name(&g.run.lore, &items, kind, name, sizeof name);
    assert_non_null(strstr(name, " wand"));
    assert_null(strstr(name, "slowness"));
    wand_charges_shown(&g.run.pack, &g.run.lore, &items, wand, charges, sizeof charges);
    assert_string_equal(charges, "");
    zap(&g, wand, 5, 3);
    assert_true(said(&g, "The bolt strikes nothing."));
    assert_false(item_known(&g.run.lore, &items, kind));
    add(&g, "goblin", 5, 3, STATE_ASLEEP);
    zap(&g, wand, 5, 3);
    assert_true(said(&g, "It was a wand of slowness."));
    assert_true(item_known(&g.run.lore, &items, kind));
    wand_charges_shown(&g.run.pack, &g.run.lore, &items, wand, charges, sizeof charges);
    assert_string_equal(charges, " [2]");
    game_free(&g);
}

/* Each wand kind its own material, dealt from the seed. */
static void test_wands_hide_behind_materials_dealt_by_the_seed(void **state)
{
    (void)state;
    struct game a, b, c;
    start(&a);
    start(&b);
    assert_int_equal(game_new_from_ascii(&c, 8, hall, ASCII_ROWS(hall), &kinds), 0);
    game_use_items(&c, &items);
    bool differs = false;
    for (int k = 0; k < items.count; k++) {
        char one[ITEM_NAME_MAX], same[ITEM_NAME_MAX], other[ITEM_NAME_MAX];
        item_name(&a.run.lore, &items, k, one, sizeof one);
        item_name(&b.run.lore, &items, k, same, sizeof same);
        item_name(&c.run.lore, &items, k, other, sizeof other);
        assert_string_equal(one, same);
        differs = differs || strcmp(one, other) != 0;
        for (int j = 0; j < k; j++) {
            char before[ITEM_NAME_MAX];
            item_name(&a.run.lore, &items, j, before, sizeof before);
            assert_string_not_equal(one, before);
        }
    }
    assert_true(differs);
    game_free(&a);
    game_free(&b);
    game_free(&c);
}

/* A wand placed on a floor holds charges in its kind's range (3-5), and
 * keeps them through the pack and back to the floor. */
static void test_a_wand_keeps_its_charges_from_floor_to_pack_and_back(void **state)
{
    (void)state;
    struct game g;
    start(&g);
    struct rng rng;
    rng_seed(&rng, 3);
    int seen[8] = {0};
    for (int i = 0; i < 40; i++) {
        item_place_floor(&g.floor.items, &g.floor.map, &items, 1, (struct pos){-1, -1}, &rng);
        for (int j = 0; j < g.floor.items.count; j++) {
            int charges = g.floor.items.items[j].charges;
            assert_true(charges >= 3 && charges <= 5);
            seen[charges]++;
        }
    }
    assert_true(seen[3] > 0 && seen[5] > 0);
    g.floor.items.count = 0;
    int index = item_floor_add_wand(&g.floor.items, 0, 4, g.run.player.pos);
    item_floor_add_wand(&g.floor.items, 0, 1, g.run.player.pos); /* never joins a stack */
    assert_int_equal(g.floor.items.count, 2);
    (void)index;
    game_do(&g, (struct action){.kind = ACTION_PICK_UP, .slot = -1, .target = 1});
    assert_int_equal(g.run.pack.charges[0], 4);
    game_do(&g, (struct action){.kind = ACTION_DROP, .slot = 0});
    assert_int_equal(g.floor.items.items[g.floor.items.count - 1].charges, 4);
    game_free(&g);
}

/* The charges in the pack and on the floor, and a negated monster, are in
 * the save and the digest. */
static void test_charges_and_negation_are_saved(void **state)
{
    (void)state;
    struct game g;
    start(&g);
    int goblin = add(&g, "goblin", 6, 2, STATE_ASLEEP);
    int wand = give(&g, "slowness", 4);
    item_floor_add_wand(&g.floor.items, item_kind_find(&items, "plenty"), 2, (struct pos){9, 3});
    g.floor.monsters[goblin].negated = true;
    game_rebuild_caches(&g); /* the wand laid is seen, as a resumed game sees it */
    struct save_buf buf = {0};
    assert_int_equal(save_encode(&g, &buf), 0);
    struct game again;
    char why[256];
    assert_int_equal(
        game_resume(
            &again, &kinds, &items, SAVE_FORMAT_VERSION, buf.bytes, buf.len, why, sizeof why),
        0);
    assert_int_equal(again.run.pack.charges[wand], 4);
    assert_int_equal(again.floor.items.items[0].charges, 2);
    assert_true(again.floor.monsters[goblin].negated);
    assert_true(game_digest(&again) == game_digest(&g));
    again.run.pack.charges[wand] = 3;
    assert_true(game_digest(&again) != game_digest(&g));
    again.run.pack.charges[wand] = 4;
    again.floor.items.items[0].charges = 1;
    assert_true(game_digest(&again) != game_digest(&g));
    again.floor.items.items[0].charges = 2;
    again.floor.monsters[goblin].negated = false;
    assert_true(game_digest(&again) != game_digest(&g));
    save_buf_free(&buf);
    game_free(&again);
    game_free(&g);
}

/* A data file's wand needs its charges; the effects of wands are for
 * wands alone. */
static void test_a_wand_needs_charges_and_wand_effects(void **state)
{
    (void)state;
    static const char *const bad[][2] = {
        {"name:w\nclass:wand\neffect:slowness:3\ndepth:1-1\nfrequency:1\n",
         "t:1:1: item 'w': a wand needs charges:MIN-MAX, how many it holds"},
        {"name:w\nclass:wand\neffect:healing:3\ncharges:1-2\ndepth:1-1\nfrequency:1\n",
         "t:3:1: item 'w': effect healing is for a potion, not a wand"},
        {"name:p\nclass:potion\neffect:beckoning\ndepth:1-1\nfrequency:1\n",
         "t:3:1: item 'p': effect beckoning is for a wand, not a potion"},
        {"name:p\nclass:potion\neffect:healing:1\ncharges:1-2\ndepth:1-1\nfrequency:1\n",
         "t:4:1: item 'p': only a wand has charges, not a potion"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        struct item_kind_list list = {0};
        struct diag d = {0};
        assert_int_equal(item_kind_list_parse(&list, bad[i][0], strlen(bad[i][0]), "t", &d), -1);
        if (strcmp(d.lines[0], bad[i][1]) != 0)
            fail_msg("%zu: got %s", i, d.lines[0]);
        item_kind_list_free(&list);
    }
    assert_true(effect_where(EFFECT_SLOWNESS) & EFFECT_ON_WAND);
    assert_true(effect_where(EFFECT_SLEEP) & EFFECT_ON_WAND);
    assert_true(effect_where(EFFECT_BECKONING) & EFFECT_ON_WAND);
    assert_true(effect_where(EFFECT_TELEPORT_OTHER) & EFFECT_ON_WAND);
    assert_true(effect_where(EFFECT_NEGATION) & EFFECT_ON_WAND);
    assert_true(effect_where(EFFECT_PLENTY) & EFFECT_ON_WAND);
    /* For the player: plenty is the bad one, so good for its monster. */
    assert_true(effect_good(EFFECT_PLENTY));
    assert_false(effect_good(EFFECT_NEGATION));
}

/* A thief takes nothing but a charged wand: nothing. */
static void test_a_thief_takes_no_charged_wand(void **state)
{
    (void)state;
    static const char thief[] = "name:cutpurse\nglyph:p\ncolour:1,2,3\nsight:8\nhealth:6\n"
                                "blow:steal:1-1:20\ndepth:1-1\nfrequency:1\n";
    struct kind_list thieves = {0};
    struct diag d = {0};
    assert_int_equal(kind_list_parse(&thieves, thief, strlen(thief), "k", &d), 0);
    struct game g;
    assert_int_equal(game_new_from_ascii(&g, 7, hall, ASCII_ROWS(hall), &thieves), 0);
    game_use_items(&g, &items);
    int slot = game_add_monster(&g, 0, (struct pos){2, 1});
    g.floor.monsters[slot].state = STATE_HUNTING;
    g.floor.monsters[slot].knows_player = true;
    int wand = give(&g, "slowness", 2);
    wait_turn(&g);
    assert_int_equal(g.run.pack.count, 1);
    assert_int_equal(g.floor.monsters[slot].carried_stacks, 0);
    g.run.pack.charges[wand] = 0; /* spent, it is taken */
    wait_turn(&g);
    assert_int_equal(g.run.pack.count, 0);
    game_free(&g);
    kind_list_free(&thieves);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_slowness_slows_the_first_monster_to_every_other_turn),
        cmocka_unit_test(test_sleep_holds_a_monster_asleep_until_a_blow),
        cmocka_unit_test(test_beckoning_pulls_a_fleeing_monster_next_to_the_player),
        cmocka_unit_test(test_beckoning_stops_at_walls_and_monsters),
        cmocka_unit_test(test_teleport_other_sends_a_monster_far_off),
        cmocka_unit_test(test_negation_strips_good_statuses_and_regeneration),
        cmocka_unit_test(test_plenty_makes_another_beside_it),
        cmocka_unit_test(test_charges_count_down_and_an_empty_wand_fizzles),
        cmocka_unit_test(test_a_wand_is_known_when_its_effect_is_seen_and_shows_its_charges),
        cmocka_unit_test(test_wands_hide_behind_materials_dealt_by_the_seed),
        cmocka_unit_test(test_a_wand_keeps_its_charges_from_floor_to_pack_and_back),
        cmocka_unit_test(test_charges_and_negation_are_saved),
        cmocka_unit_test(test_a_wand_needs_charges_and_wand_effects),
        cmocka_unit_test(test_a_thief_takes_no_charged_wand),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
