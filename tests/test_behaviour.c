/* The behaviours' table (murk/rules/behaviour.def): each trait's line runs
 * at its moments, in the table's order. Each test drives the core with a
 * kind that has two traits of the table, so that a line lost or two lines
 * run in another order tell: the eel's lurking before the blink and before
 * using items, the blink before using items, the eel's dive after its
 * state's act, the
 * mimic hidden for its whole turn, a struck one's split before the
 * mimic shows itself, and a thief (a line by its blow, not a trait) that
 * keeps away with its loot. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "murk/base/diag.h"
#include "murk/base/item_floor.h"
#include "murk/base/status.h"
#include "murk/rules/mimic.h"
#include "murk/rules/mind.h"
#include "murk/rules/submerge.h"
#include "murk/turn/game.h"
#include "support/ascii_map.h"
#include "support/said.h"
#include "support/test_kinds.h"

static const char text[] =
    "name:blinking scavenger\nglyph:k\ncolour:200,170,90\nsight:8\nhealth:10\n"
    "blow:hit:1-1\ntraits:blinks uses_items\ndepth:90-100\nfrequency:10\n"
    "name:lurking scavenger\nglyph:e\ncolour:70,170,190\nsight:6\nhealth:10\n"
    "blow:hit:1-1\nmoves:swimmer\ntraits:submerges uses_items\ndepth:90-100\nfrequency:10\n"
    "name:lurking blinker\nglyph:d\ncolour:70,170,190\nsight:10\nhealth:10\n"
    "blow:hit:1-1\nmoves:swimmer\ntraits:submerges blinks\ndepth:90-100\nfrequency:10\n"
    "name:mimic jelly\nglyph:J\ncolour:120,220,140\nsight:5\nhealth:24\n"
    "blow:hit:1-1\ntraits:splits mimic\ndepth:90-100\nfrequency:10\n"
    "name:thief\nglyph:y\ncolour:150,110,60\nsight:8\nhealth:10\n"
    "blow:steal:0-1:20\ndepth:90-100\nfrequency:10\n";

static const struct kind_list *kinds(void)
{
    static struct kind_list list;
    static struct diag diag;
    if (list.count == 0 &&
        kind_list_parse(&list, text, strlen(text), "behaviour kinds", &diag) != 0)
        fail_msg("the kinds do not parse: %s", diag.lines[0]);
    return &list;
}

static const char *const hall[] = {
    "############",
    "#..........#",
    "#.@......K.#",
    "#..........#",
    "############",
};

static const char *const lake[] = {
    "############",
    "#@~~~~~~~~.#",
    "#.~~~~~~~~.#",
    "#..........#",
    "############",
};

/* A monster of the kind at p, hunting the player, in a game of the seed
 * with the test items; its slot. */
static int hunter(struct game *g, uint64_t seed, const char *const *rows, int row_count,
                  struct pos p, const char *kind)
{
    assert_int_equal(game_new_from_ascii(g, seed, rows, row_count, kinds()), 0);
    game_use_items(g, test_items());
    int slot = game_add_monster(g, kind_find(kinds(), kind), p);
    assert_true(slot >= 0);
    struct monster *m = &g->floor.monsters[slot];
    m->state = STATE_HUNTING;
    m->knows_player = true;
    m->last_seen = g->run.player.pos;
    game_rebuild_caches(g);
    return slot;
}

static void act_once(struct game *g, int slot)
{
    struct outcome shot = {.effect = OUTCOME_NONE};
    mind_act(g, slot, &shot);
}

/* Blinks, then uses items: seeing the player 7 cells off, standing on a
 * potion it wants, each turn it either blinks (about one in 4, the potion
 * left) or, not blinking, picks the potion up; never both, and never the
 * potion first in every game (items before blinks would be). */
static void test_a_blink_comes_before_using_items(void **state)
{
    (void)state;
    int blinked = 0, picked = 0;
    for (uint64_t seed = 1; seed <= 100; seed++) {
        struct game g;
        int slot =
            hunter(&g, seed, hall, ASCII_ROWS(hall), ASCII_FIND(hall, 'K'), "blinking scavenger");
        struct pos start = g.floor.monsters[slot].base.pos;
        assert_true(item_floor_add(&g.floor.items, test_item_kind("healing"), start) >= 0);
        act_once(&g, slot);
        bool blinks = grid_adjacent(g.floor.monsters[slot].base.pos, g.run.player.pos);
        bool picks = g.floor.monsters[slot].carried_stacks > 0;
        assert_false(blinks && picks);
        assert_true(blinks || picks);
        assert_int_equal(item_floor_at(&g.floor.items, start) >= 0, !picks);
        blinked += blinks;
        picked += picks;
        game_free(&g);
    }
    assert_in_range(blinked, 10, 45);
    assert_in_range(picked, 55, 90);
}

/* Lurks, then uses items: beneath the water next to the player it lurks,
 * and that is its turn: the potion under it stays where it lies. */
static void test_lurking_comes_before_using_items(void **state)
{
    (void)state;
    struct game g;
    int slot = hunter(&g, 5, lake, ASCII_ROWS(lake), (struct pos){2, 1}, "lurking scavenger");
    submerge_place(&g, slot);
    struct pos at = g.floor.monsters[slot].base.pos;
    assert_true(item_floor_add(&g.floor.items, test_item_kind("healing"), at) >= 0);
    act_once(&g, slot);
    assert_true(item_floor_at(&g.floor.items, at) >= 0);
    assert_int_equal(g.floor.monsters[slot].carried_stacks, 0);
    assert_true(status_has(&g.floor.monsters[slot].base, STATUS_SUBMERGED));
    game_free(&g);
}

/* Lurks, then blinks: far off beneath the water, its dive nearly out, it
 * keeps under (a fresh dive) before it blinks to the player's side; the
 * blink first would spend the turn and leave the old dive running out. */
static void test_lurking_comes_before_a_blink(void **state)
{
    (void)state;
    int blinked = 0;
    for (uint64_t seed = 1; seed <= 100; seed++) {
        struct game g;
        int slot = hunter(&g, seed, lake, ASCII_ROWS(lake), (struct pos){9, 1}, "lurking blinker");
        struct monster *m = &g.floor.monsters[slot];
        m->base.status[STATUS_SUBMERGED] = 1;
        act_once(&g, slot);
        if (grid_adjacent(m->base.pos, g.run.player.pos)) {
            blinked++;
            assert_int_equal(m->base.status[STATUS_SUBMERGED], SUBMERGE_TURNS);
        }
        game_free(&g);
    }
    assert_in_range(blinked, 10, 45);
}

/* The dive comes after its state's act: up next to the player, with
 * nothing to pick up, it strikes and then dives. */
static void test_the_dive_follows_the_act(void **state)
{
    (void)state;
    struct game g;
    int slot = hunter(&g, 5, lake, ASCII_ROWS(lake), (struct pos){2, 1}, "lurking scavenger");
    assert_false(status_has(&g.floor.monsters[slot].base, STATUS_SUBMERGED));
    act_once(&g, slot);
    assert_true(status_has(&g.floor.monsters[slot].base, STATUS_SUBMERGED));
    /* Its blow's line first, the dive's last. */
    assert_string_equal(said_newest(&g, 0), "The lurking scavenger dives.");
    assert_true(strncmp(said_newest(&g, 1), "The lurking scavenger", 21) == 0);
    game_free(&g);
}

/* A hidden mimic's turn is nothing at all: a wanderer, it stays put. */
static void test_a_hidden_mimic_takes_no_turn(void **state)
{
    (void)state;
    struct game g;
    int slot = hunter(&g, 1, hall, ASCII_ROWS(hall), ASCII_FIND(hall, 'K'), "mimic jelly");
    struct rng rng;
    rng_seed(&rng, 3);
    mimic_disguise(&g, slot, &rng);
    assert_true(mimic_hidden(&g.floor.monsters[slot]));
    g.floor.monsters[slot].state = STATE_WANDERING;
    struct pos at = g.floor.monsters[slot].base.pos;
    for (int turn = 0; turn < 20; turn++)
        act_once(&g, slot);
    assert_true(grid_eq(g.floor.monsters[slot].base.pos, at));
    assert_true(mimic_hidden(&g.floor.monsters[slot]));
    assert_int_equal(g.floor.monsters[slot].state, STATE_WANDERING);
    game_free(&g);
}

/* Struck, a sleeping hidden mimic that splits splits first, its copy
 * asleep as it was, and then shows itself, hunting. */
static void test_a_split_comes_before_the_mimic_shows_itself(void **state)
{
    (void)state;
    struct game g;
    int slot = hunter(&g, 1, hall, ASCII_ROWS(hall), ASCII_FIND(hall, 'K'), "mimic jelly");
    struct rng rng;
    rng_seed(&rng, 3);
    mimic_disguise(&g, slot, &rng);
    struct monster *m = &g.floor.monsters[slot];
    assert_true(mimic_hidden(m));
    m->state = STATE_ASLEEP;
    m->knows_player = false;
    mind_struck(&g, m, 2);
    assert_int_equal(g.floor.monster_count, 2);
    const struct monster *copy = &g.floor.monsters[1];
    assert_true(entity_alive(&copy->base));
    assert_int_equal(copy->state, STATE_ASLEEP);
    assert_false(mimic_hidden(m));
    assert_int_equal(m->state, STATE_HUNTING);
    assert_int_equal(m->base.health + copy->base.health, 24);
    game_free(&g);
}

/* Its fear ended, a thief with loot keeps fleeing (its blow's line); one
 * with nothing goes back to the hunt, as any fleer healed and unafraid. */
static void test_a_thief_with_its_loot_keeps_fleeing(void **state)
{
    (void)state;
    struct game g;
    int slot = hunter(&g, 5, hall, 5, (struct pos){9, 2}, "thief");
    struct monster *m = &g.floor.monsters[slot];
    m->state = STATE_FLEEING;
    mind_fear_ended(&g, slot);
    assert_int_equal(m->state, STATE_HUNTING);
    m->state = STATE_FLEEING;
    m->carried_stacks = 1;
    mind_fear_ended(&g, slot);
    assert_int_equal(m->state, STATE_FLEEING);
    game_free(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_blink_comes_before_using_items),
        cmocka_unit_test(test_lurking_comes_before_using_items),
        cmocka_unit_test(test_lurking_comes_before_a_blink),
        cmocka_unit_test(test_the_dive_follows_the_act),
        cmocka_unit_test(test_a_hidden_mimic_takes_no_turn),
        cmocka_unit_test(test_a_split_comes_before_the_mimic_shows_itself),
        cmocka_unit_test(test_a_thief_with_its_loot_keeps_fleeing),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
