/* The splitter (split.h): a blow that leaves it 6 or more splits off a
 * copy with half its health; one that leaves it 5 does not. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "murk/base/diag.h"
#include "murk/turn/game.h"
#include "murk/rules/split.h"
#include "support/ascii_map.h"
#include "support/said.h"

static const char text[] =
    "name:jelly\nglyph:J\ncolour:120,220,140\nsight:5\nhealth:24\nblow:hit:1-1\n"
    "traits:splits fearless\ndepth:90-100\nfrequency:10\n"
    "name:blob\nglyph:b\ncolour:120,220,140\nsight:5\nhealth:24\nblow:hit:1-1\n"
    "traits:fearless\ndepth:90-100\nfrequency:10\n";

static const struct kind_list *kinds(void)
{
    static struct kind_list list;
    static struct diag diag;
    if (list.count == 0 && kind_list_parse(&list, text, strlen(text), "split kinds", &diag) != 0)
        fail_msg("the kinds do not parse: %s", diag.lines[0]);
    return &list;
}

static const char *const room[] = {
    "#######",
    "#.....#",
    "#.@J..#",
    "#.....#",
    "#######",
};

static int living(const struct game *g)
{
    int n = 0;
    for (int i = 0; i < g->floor.monster_count; i++)
        n += entity_alive(&g->floor.monsters[i].base);
    return n;
}

/* The player strikes the monster (of the kind) with health before, for
 * exactly 2. */
static void strike(struct game *g, const char *kind, int before)
{
    assert_int_equal(game_new_from_ascii(g, 1, room, ASCII_ROWS(room), kinds()), 0);
    int slot = game_add_monster(g, kind_find(kinds(), kind), ASCII_FIND(room, 'J'));
    assert_true(slot >= 0);
    g->floor.monsters[slot].base.health = before;
    g->run.player.damage_min = g->run.player.damage_max = 2;
    game_do(g, (struct action){.kind = ACTION_MOVE, .dir = {1, 0}, .slot = -1, .target = -1});
}

static void test_a_blow_that_leaves_it_six_splits_it_in_halves(void **state)
{
    (void)state;
    static struct game g;
    strike(&g, "jelly", 8);
    assert_int_equal(living(&g), 2);
    assert_int_equal(g.floor.monsters[0].base.health, 3);
    assert_int_equal(g.floor.monsters[1].base.health, 3);
    assert_true(grid_adjacent(g.floor.monsters[0].base.pos, g.floor.monsters[1].base.pos));
    assert_true(said(&g, "The jelly splits in two!"));
    /* The copy fights as it does: it hunts. */
    assert_int_equal(g.floor.monsters[1].state, g.floor.monsters[0].state);
    game_free(&g);
}

static void test_a_blow_that_leaves_it_five_does_not(void **state)
{
    (void)state;
    static struct game g;
    strike(&g, "jelly", 7);
    assert_int_equal(living(&g), 1);
    assert_int_equal(g.floor.monsters[0].base.health, 5);
    game_free(&g);
}

static void test_a_kind_without_the_trait_never_splits(void **state)
{
    (void)state;
    static struct game g;
    assert_false(kind_has(&kinds()->kinds[kind_find(kinds(), "blob")], TRAIT_SPLITS));
    strike(&g, "blob", 20);
    assert_int_equal(living(&g), 1);
    game_free(&g);
}

static void test_a_blow_that_glances_off_splits_nothing(void **state)
{
    (void)state;
    static struct game g;
    assert_int_equal(game_new_from_ascii(&g, 1, room, ASCII_ROWS(room), kinds()), 0);
    int slot = game_add_monster(&g, kind_find(kinds(), "jelly"), ASCII_FIND(room, 'J'));
    split_when_hit(&g, slot, 0);
    assert_int_equal(living(&g), 1);
    split_when_hit(&g, slot, 1);
    assert_int_equal(living(&g), 2);
    game_free(&g);
}

static void test_with_no_free_cell_next_to_it_it_does_not_split(void **state)
{
    (void)state;
    static const char *const cell[] = {
        "#####",
        "#@J##",
        "#####",
    };
    static struct game g;
    assert_int_equal(game_new_from_ascii(&g, 1, cell, ASCII_ROWS(cell), kinds()), 0);
    int slot = game_add_monster(&g, kind_find(kinds(), "jelly"), ASCII_FIND(cell, 'J'));
    split_when_hit(&g, slot, 2);
    assert_int_equal(living(&g), 1);
    assert_int_equal(g.floor.monsters[slot].base.health, 24);
    game_free(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_blow_that_leaves_it_six_splits_it_in_halves),
        cmocka_unit_test(test_a_blow_that_leaves_it_five_does_not),
        cmocka_unit_test(test_a_kind_without_the_trait_never_splits),
        cmocka_unit_test(test_a_blow_that_glances_off_splits_nothing),
        cmocka_unit_test(test_with_no_free_cell_next_to_it_it_does_not_split),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
