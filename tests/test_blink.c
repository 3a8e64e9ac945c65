/* The blink dog (doc/rules.md, "The kinds of the lakes"): hunting, seeing
 * the player 3 or more cells off, not afraid nor badly wounded, one turn
 * in 4 it blinks to a free cell next to the player, and that is its move.
 * The test kind "blinker" has the trait and 10 health. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "murk/turn/game.h"
#include "murk/rules/mind.h"
#include "murk/base/status.h"
#include "support/ascii_map.h"
#include "support/said.h"
#include "support/test_kinds.h"

static const char *const hall[] = {
    "##############",
    "#............#",
    "#..@.........#",
    "#............#",
    "##############",
};
enum { ROWS = 5 };

/* A blinker at p, hunting the player, in a game of the given seed. */
static int blinker_at(struct game *g, uint64_t seed, struct pos p)
{
    assert_int_equal(game_new_from_ascii(g, seed, hall, ROWS, test_kinds()), 0);
    int slot = game_add_monster(g, test_kind("blinker"), p);
    assert_true(slot >= 0);
    struct monster *m = &g->floor.monsters[slot];
    m->state = STATE_HUNTING;
    m->knows_player = true;
    m->last_seen = g->run.player.pos;
    world_refresh_view(g);
    return slot;
}

/* One act of its mind from distance; returns whether it blinked (came
 * next to the player from farther than a step could). */
static bool blinks_once(uint64_t seed, struct pos from, void (*before)(struct monster *))
{
    struct game g;
    int slot = blinker_at(&g, seed, from);
    if (before)
        before(&g.floor.monsters[slot]);
    struct outcome shot = {.effect = OUTCOME_NONE};
    mind_act(&g, slot, &shot);
    bool blinked = grid_adjacent(g.floor.monsters[slot].base.pos, g.run.player.pos);
    if (blinked)
        assert_true(said(&g, "The blinker blinks to your side!"));
    game_free(&g);
    return blinked;
}

/* Over 4,000 seeds, about one in 4 (a binomial's 4 sigma: 1000 +- 110). */
static void test_a_blinker_at_range_blinks_about_one_turn_in_four(void **state)
{
    (void)state;
    assert_true(kind_has(&test_kinds()->kinds[test_kind("blinker")], TRAIT_BLINKS));
    int blinks = 0;
    for (uint64_t seed = 1; seed <= 4000; seed++)
        blinks += blinks_once(seed, (struct pos){10, 2}, NULL);
    assert_in_range(blinks, 890, 1110);
}

/* At 3 cells it may; at 2 it walks (a step from 2 is next to the player
 * too, so what tells is the message). */
static void test_a_blinker_closer_than_three_never_blinks(void **state)
{
    (void)state;
    int blinks = 0;
    for (uint64_t seed = 1; seed <= 400; seed++) {
        blinks += blinks_once(seed, (struct pos){6, 2}, NULL);
        struct game g;
        int slot = blinker_at(&g, seed, (struct pos){5, 2});
        struct outcome shot = {.effect = OUTCOME_NONE};
        mind_act(&g, slot, &shot);
        assert_false(said(&g, "The blinker blinks to your side!"));
        game_free(&g);
    }
    assert_true(blinks > 40);
}

static void make_afraid(struct monster *m)
{
    status_dose(&m->base, STATUS_AFRAID, 5);
}

static void make_wanderer(struct monster *m)
{
    m->state = STATE_WANDERING;
}

static void test_a_blinker_afraid_or_unaware_never_blinks(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 400; seed++) {
        assert_false(blinks_once(seed, (struct pos){10, 2}, make_afraid));
        assert_false(blinks_once(seed, (struct pos){10, 2}, make_wanderer));
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_blinker_at_range_blinks_about_one_turn_in_four),
        cmocka_unit_test(test_a_blinker_closer_than_three_never_blinks),
        cmocka_unit_test(test_a_blinker_afraid_or_unaware_never_blinks),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
