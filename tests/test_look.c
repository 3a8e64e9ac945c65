/* The look panel's words: what is plain to see, and nothing more. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "murk/game.h"
#include "murk/look.h"
#include "murk/status.h"
#include "support/ascii_map.h"
#include "support/test_kinds.h"

static const char *const rows[] = {
    "####################",
    "#.@..g.....#.......#",
    "#..........#...k...#",
    "#..........#.......#",
    "####################",
};

static struct game g;
static char text[160];

static int setup(void **state)
{
    (void)state;
    assert_int_equal(game_new_from_ascii(&g, 1, rows, ASCII_ROWS(rows), test_kinds()), 0);
    game_add_monster(&g, test_kind("goblin"), ASCII_FIND(rows, 'g'));
    game_add_monster(&g, test_kind("goblin"), ASCII_FIND(rows, 'k'));
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    game_free(&g);
    return 0;
}

static const char *describe(struct pos p)
{
    look_describe(&g, p, text, sizeof text);
    return text;
}

static void test_a_seen_monster_is_named_with_how_hurt_it_looks(void **state)
{
    (void)state;
    assert_string_equal(describe(ASCII_FIND(rows, 'g')), "A goblin, unhurt.");
    int goblin = world_monster_at(&g, ASCII_FIND(rows, 'g'));
    g.floor.monsters[goblin].base.health = 6;
    assert_string_equal(describe(ASCII_FIND(rows, 'g')), "A goblin, lightly wounded.");
    g.floor.monsters[goblin].base.health = 5;
    assert_string_equal(describe(ASCII_FIND(rows, 'g')), "A goblin, wounded.");
    g.floor.monsters[goblin].base.health = 2;
    assert_string_equal(describe(ASCII_FIND(rows, 'g')), "A goblin, badly wounded.");
    g.floor.monsters[goblin].base.health = 1;
    assert_string_equal(describe(ASCII_FIND(rows, 'g')), "A goblin, almost dead.");
    g.floor.monsters[goblin].base.health = 8;
}

static void test_what_is_plain_to_see_but_never_turns_left(void **state)
{
    (void)state;
    struct pos at = ASCII_FIND(rows, 'g');
    int goblin = world_monster_at(&g, at);
    g.floor.monsters[goblin].state = STATE_ASLEEP;
    assert_string_equal(describe(at), "A goblin, unhurt, asleep.");
    g.floor.monsters[goblin].state = STATE_FLEEING;
    g.floor.monsters[goblin].base.status[STATUS_AFRAID] = 7;
    assert_string_equal(describe(at), "A goblin, unhurt, afraid.");
    g.floor.monsters[goblin].base.status[STATUS_POISONED] = 3;
    g.floor.monsters[goblin].base.status[STATUS_REGENERATING] = 3;
    assert_string_equal(describe(at), "A goblin, unhurt, poisoned, afraid.");
    g.floor.monsters[goblin].base.status[STATUS_POISONED] = 0;
    g.floor.monsters[goblin].base.status[STATUS_REGENERATING] = 0;
    g.floor.monsters[goblin].base.status[STATUS_AFRAID] = 0;
    g.floor.monsters[goblin].state = STATE_WANDERING;
}

static void test_an_unseen_cell_says_nothing_of_what_stands_in_it(void **state)
{
    (void)state;
    struct pos hidden = ASCII_FIND(rows, 'k');
    assert_false(world_sees(&g, hidden));
    assert_string_equal(describe(hidden), "You have not seen this place.");
    g.floor.map.remembered[map_index(&g.floor.map, hidden.x, hidden.y)] = 1;
    assert_string_equal(describe(hidden), "Floor you remember.");
}

static void test_walls_floor_and_the_player_have_words_too(void **state)
{
    (void)state;
    assert_string_equal(describe((struct pos){0, 1}), "A wall.");
    assert_string_equal(describe((struct pos){3, 2}), "Floor.");
    assert_string_equal(describe(g.run.player.pos), "You, with 30 of 30 health.");
    assert_string_equal(describe((struct pos){-5, 99}), "You have not seen this place.");
}

static void test_tab_jumps_only_to_monsters_in_sight(void **state)
{
    (void)state;
    struct pos seen = ASCII_FIND(rows, 'g');
    assert_true(grid_eq(look_next_monster(&g, g.run.player.pos), seen));
    /* The only one in sight: it wraps back to itself. */
    assert_true(grid_eq(look_next_monster(&g, seen), seen));
}

static void test_wound_words_follow_health_left(void **state)
{
    (void)state;
    struct monster m = {.base = {.health = 3, .health_max = 3}};
    assert_string_equal(monster_wound_word(&m), "unhurt");
    m.base.health = 1;
    assert_string_equal(monster_wound_word(&m), "badly wounded");
    assert_true(monster_badly_wounded(&m));
    m.base.health = 2;
    assert_false(monster_badly_wounded(&m));
}

/* The words change at a sixth, a third and two thirds of the most health:
 * for a monster of 30, at 5, 10 and 20. */
static void test_wound_words_change_at_a_sixth_a_third_and_two_thirds(void **state)
{
    (void)state;
    static const struct {
        int health;
        const char *word;
    } bands[] = {
        {30, "unhurt"},
        {29, "lightly wounded"},
        {21, "lightly wounded"},
        {20, "wounded"},
        {11, "wounded"},
        {10, "badly wounded"},
        {6, "badly wounded"},
        {5, "almost dead"},
        {1, "almost dead"},
    };
    for (size_t i = 0; i < sizeof bands / sizeof bands[0]; i++) {
        struct monster m = {.base = {.health = bands[i].health, .health_max = 30}};
        assert_string_equal(monster_wound_word(&m), bands[i].word);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_seen_monster_is_named_with_how_hurt_it_looks),
        cmocka_unit_test(test_what_is_plain_to_see_but_never_turns_left),
        cmocka_unit_test(test_an_unseen_cell_says_nothing_of_what_stands_in_it),
        cmocka_unit_test(test_walls_floor_and_the_player_have_words_too),
        cmocka_unit_test(test_tab_jumps_only_to_monsters_in_sight),
        cmocka_unit_test(test_wound_words_follow_health_left),
        cmocka_unit_test(test_wound_words_change_at_a_sixth_a_third_and_two_thirds),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
