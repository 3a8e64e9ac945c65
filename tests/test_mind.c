/* How monsters act on their turn (the simple rule set: chase, flee, roam),
 * and the order of the turn. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "murk/game.h"
#include "murk/mind.h"
#include "support/ascii_map.h"
#include "support/test_kinds.h"

static struct action wait_turn(void)
{
    return (struct action){ACTION_WAIT, {0, 0}};
}

static void start(struct game *g, const char *const *rows, int n, uint64_t seed)
{
    assert_int_equal(game_new_from_ascii(g, seed, rows, n, test_kinds()), 0);
}

static int add(struct game *g, const char *kind, const char *const *rows, int n, char marker)
{
    int index = game_add_monster(g, test_kind(kind), ascii_find(rows, n, marker));
    assert_true(index >= 0);
    return index;
}

static void test_a_monster_that_sees_the_player_steps_one_closer_every_turn(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "############", "#..........#", "#.g........#", "#..........#",
        "#........@.#", "#..........#", "############",
    };
    for (uint64_t seed = 1; seed <= 20; seed++) {
        struct game g;
        start(&g, rows, ASCII_ROWS(rows), seed);
        int goblin = add(&g, "goblin", rows, ASCII_ROWS(rows), 'g');
        for (int turn = 0; turn < 3; turn++) {
            assert_true(game_monster_sees_player(&g, &g.monsters[goblin]));
            int before = dmap_get(&g.chase, g.monsters[goblin].base.pos);
            game_do(&g, wait_turn());
            assert_int_equal(dmap_get(&g.chase, g.monsters[goblin].base.pos), before - 1);
        }
        game_free(&g);
    }
}

static void test_a_chasing_monster_reaches_the_player_in_the_fewest_steps(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "############", "#g.........#", "#.########.#", "#.#......#.#",
        "#.#.####.#.#", "#...#@...#.#", "############",
    };
    struct game g;
    start(&g, rows, ASCII_ROWS(rows), 4);
    int goblin = add(&g, "goblin", rows, ASCII_ROWS(rows), 'g');
    int steps = dmap_get(&g.chase, g.monsters[goblin].base.pos);
    /* Keep it chasing even out of sight by letting it see all along: walk it
     * down the chase map as a hunter does, one turn at a time. */
    int turns = 0;
    while (!grid_adjacent(g.monsters[goblin].base.pos, g.player.pos) && turns < 50) {
        int dir = dmap_downhill(&g.chase, g.monsters[goblin].base.pos, &g.rng, NULL, NULL);
        assert_true(dir >= 0);
        g.monsters[goblin].base.pos = grid_add(g.monsters[goblin].base.pos, grid_dir(dir));
        turns++;
    }
    assert_int_equal(turns, steps - 1);
    game_free(&g);
}

static void test_an_adjacent_monster_that_sees_the_player_attacks(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "#####",
        "#@g.#",
        "#####",
    };
    struct game g;
    start(&g, rows, ASCII_ROWS(rows), 2);
    add(&g, "brute", rows, ASCII_ROWS(rows), 'g');
    game_do(&g, wait_turn());
    assert_int_equal(g.player.health, 25);
    assert_string_equal(msglog_get(&g.log, 0)->text, "The brute hits you for 5.");
    game_free(&g);
}

static void test_a_fleeing_monster_runs_out_of_a_dead_end_not_into_it(void **state)
{
    (void)state;
    /* The rat is badly wounded in a corridor. East is a dead end, and every
     * step of it is farther from the player; north, through a gap no farther
     * than where it stands, lies a wide hall. Running from plain distance
     * would take it east into the trap; the flee map takes it north. */
    static const char *const corridor[] = {
        "#########################", "#.......................#", "#.......................#",
        "#.......................#", "#.......................#", "#########.###############",
        "###@.....r.....##########", "#########################",
    };
    for (uint64_t seed = 1; seed <= 10; seed++) {
        struct game g;
        start(&g, corridor, ASCII_ROWS(corridor), seed);
        int rat = add(&g, "rat", corridor, ASCII_ROWS(corridor), 'r');
        g.monsters[rat].base.health = 1;
        struct pos from = g.monsters[rat].base.pos;
        /* The trap really is a trap for a naive fleer: east is farther. */
        assert_true(dmap_get(&g.chase, (struct pos){from.x + 1, from.y}) >
                    dmap_get(&g.chase, (struct pos){from.x, from.y - 1}));
        game_do(&g, wait_turn());
        assert_true(grid_eq(g.monsters[rat].base.pos, (struct pos){from.x, from.y - 1}));
        game_do(&g, wait_turn());
        assert_true(g.monsters[rat].base.pos.y < from.y - 1);
        game_free(&g);
    }
}

static void test_a_cornered_fleer_fights(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "#####",
        "#r@.#",
        "#####",
    };
    struct game g;
    start(&g, rows, ASCII_ROWS(rows), 6);
    int rat = add(&g, "brute", rows, ASCII_ROWS(rows), 'r');
    g.monsters[rat].base.health = 2;
    game_do(&g, wait_turn());
    assert_true(grid_eq(g.monsters[rat].base.pos, (struct pos){1, 1}));
    assert_int_equal(g.player.health, 25);
    game_free(&g);
}

static void test_the_player_acts_before_the_monsters(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "#####",
        "#@r.#",
        "#####",
    };
    struct game g;
    start(&g, rows, ASCII_ROWS(rows), 6);
    int rat = add(&g, "rat", rows, ASCII_ROWS(rows), 'r');
    g.monsters[rat].base.health = 1;
    game_do(&g, (struct action){ACTION_MOVE, {1, 0}});
    /* Killed by the player's blow, it never gets its own. */
    assert_int_equal(g.player.health, 30);
    assert_string_equal(msglog_get(&g.log, 0)->text, "You kill the rat!");
    game_free(&g);
}

static void test_two_monsters_never_share_a_cell_nor_stand_on_the_player(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "##########", "#abcdefgh#", "#........#", "#...@....#",
        "#........#", "#ijklmnop#", "##########",
    };
    const char *names[] = {"goblin", "rat", "bat", "goblin", "rat", "goblin", "rat", "bat"};
    for (uint64_t seed = 1; seed <= 30; seed++) {
        struct game g;
        start(&g, rows, ASCII_ROWS(rows), seed);
        for (char c = 'a'; c <= 'p'; c++)
            add(&g, names[(c - 'a') % 8], rows, ASCII_ROWS(rows), c);
        for (int turn = 0; turn < 40 && !g.over; turn++) {
            g.player.health = 30; /* keep the player alive to keep them coming */
            game_do(&g, wait_turn());
            for (int i = 0; i < g.monster_count; i++) {
                assert_false(grid_eq(g.monsters[i].base.pos, g.player.pos));
                assert_true(
                    map_walkable(&g.map, g.monsters[i].base.pos.x, g.monsters[i].base.pos.y));
                for (int j = i + 1; j < g.monster_count; j++)
                    assert_false(grid_eq(g.monsters[i].base.pos, g.monsters[j].base.pos));
            }
        }
        game_free(&g);
    }
}

static void test_a_monster_that_cannot_hurt_does_not_attack(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "#####",
        "#@s.#",
        "#####",
    };
    struct game g;
    start(&g, rows, ASCII_ROWS(rows), 6);
    add(&g, "statue", rows, ASCII_ROWS(rows), 's');
    for (int i = 0; i < 5; i++)
        game_do(&g, wait_turn());
    assert_int_equal(g.player.health, 30);
    assert_null(msglog_get(&g.log, 0)); /* not a word: it never attacked */
    game_free(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_monster_that_sees_the_player_steps_one_closer_every_turn),
        cmocka_unit_test(test_a_chasing_monster_reaches_the_player_in_the_fewest_steps),
        cmocka_unit_test(test_an_adjacent_monster_that_sees_the_player_attacks),
        cmocka_unit_test(test_a_fleeing_monster_runs_out_of_a_dead_end_not_into_it),
        cmocka_unit_test(test_a_cornered_fleer_fights),
        cmocka_unit_test(test_the_player_acts_before_the_monsters),
        cmocka_unit_test(test_two_monsters_never_share_a_cell_nor_stand_on_the_player),
        cmocka_unit_test(test_a_monster_that_cannot_hurt_does_not_attack),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
