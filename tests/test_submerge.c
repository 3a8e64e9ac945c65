/* The eel (doc/rules.md, "The kinds of the lakes"): it swims in the water
 * alone; beneath it (the status submerged) it is unseen and unhittable and
 * strikes no one; hunting next to the player it lurks until its dive runs
 * out, surfaces for the player's turn, strikes, and dives for 2 turns. The
 * test eel strikes for 3-3 and has 10 health. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "murk/turn/game.h"
#include "murk/rules/missile.h"
#include "murk/base/status.h"
#include "murk/rules/submerge.h"
#include "support/ascii_map.h"
#include "support/said.h"
#include "support/test_kinds.h"

static const char *const lake[] = {
    "############",
    "#@~~~~~~~~.#",
    "#.~~~~~~~~.#",
    "#..........#",
    "############",
};
enum { ROWS = 5 };

static struct action act(enum action_kind kind, struct pos dir)
{
    return (struct action){.kind = kind, .dir = dir, .slot = -1, .target = -1};
}

/* A game with an eel at p in the lake, placed as a floor places it
 * (beneath the water), hunting the player. */
static int eel_at(struct game *g, struct pos p)
{
    assert_int_equal(game_new_from_ascii(g, 5, lake, ROWS, test_kinds()), 0);
    int slot = game_add_monster(g, test_kind("eel"), p);
    assert_true(slot >= 0);
    submerge_place(g, slot);
    struct monster *m = &g->floor.monsters[slot];
    m->state = STATE_HUNTING;
    m->knows_player = true;
    m->last_seen = g->run.player.pos;
    game_rebuild_caches(g);
    return slot;
}

static void test_an_eel_stands_only_in_water(void **state)
{
    (void)state;
    assert_true(kind_has(&test_kinds()->kinds[test_kind("eel")], TRAIT_SUBMERGES));
    struct game g;
    assert_int_equal(game_new_from_ascii(&g, 5, lake, ROWS, test_kinds()), 0);
    assert_true(game_add_monster(&g, test_kind("eel"), (struct pos){1, 3}) < 0);
    assert_true(game_add_monster(&g, test_kind("eel"), (struct pos){3, 1}) >= 0);
    game_free(&g);
}

/* Beneath the water in plain view: not seen, a bump into it is a step
 * into water (no turn), a dart flies over it. */
static void test_a_submerged_eel_is_unseen_and_unhittable(void **state)
{
    (void)state;
    struct game g;
    int slot = eel_at(&g, (struct pos){2, 1});
    assert_true(status_has(&g.floor.monsters[slot].base, STATUS_SUBMERGED));
    assert_true(world_sees(&g, (struct pos){2, 1}));
    assert_int_equal(world_perceives(&g, slot), PERCEIVE_NONE);
    assert_false(game_do(&g, act(ACTION_MOVE, (struct pos){1, 0})).took);
    assert_int_equal(g.floor.monsters[slot].base.health, 10);
    struct flight f = missile_flight(&g, g.run.player.pos, (struct pos){5, 1}, 8, FLIGHT_TRUE);
    assert_int_equal(f.victim, -1);
    assert_true(f.count >= 4); /* over the eel and the water */
    game_free(&g);
}

/* Next to the player: lurks two turns (no blow), is up for the third
 * turn's start, strikes on it and dives again; so every other turn. */
static void test_an_eel_lurks_surfaces_strikes_and_dives(void **state)
{
    (void)state;
    struct game g;
    int slot = eel_at(&g, (struct pos){2, 1});
    struct pos still = {0, 0};
    assert_true(game_do(&g, act(ACTION_WAIT, still)).took);
    assert_int_equal(g.run.player.health, 30);
    assert_int_equal(world_perceives(&g, slot), PERCEIVE_NONE);
    assert_false(said(&g, "Something stirs in the water beside you."));
    assert_true(game_do(&g, act(ACTION_WAIT, still)).took);
    assert_int_equal(g.run.player.health, 30);
    assert_true(said(&g, "Something stirs in the water beside you."));
    assert_int_equal(world_perceives(&g, slot), PERCEIVE_SIGHT); /* surfaced */
    assert_true(game_do(&g, act(ACTION_WAIT, still)).took);
    assert_int_equal(g.run.player.health, 27);
    assert_true(said(&g, "The eel dives."));
    assert_int_equal(world_perceives(&g, slot), PERCEIVE_NONE);
    assert_true(game_do(&g, act(ACTION_WAIT, still)).took);
    assert_int_equal(g.run.player.health, 27);
    assert_true(game_do(&g, act(ACTION_WAIT, still)).took);
    assert_int_equal(g.run.player.health, 24);
    game_free(&g);
}

/* Up, it is hit like any other. */
static void test_a_surfaced_eel_can_be_struck(void **state)
{
    (void)state;
    struct game g;
    int slot = eel_at(&g, (struct pos){2, 1});
    g.floor.monsters[slot].base.status[STATUS_SUBMERGED] = 0;
    game_rebuild_caches(&g);
    assert_int_equal(world_perceives(&g, slot), PERCEIVE_SIGHT);
    assert_true(game_do(&g, act(ACTION_MOVE, (struct pos){1, 0})).took);
    assert_true(g.floor.monsters[slot].base.health < 10);
    game_free(&g);
}

/* Far off in the lake it comes as near as the water lets it: along the
 * lake to the cell next to the player, never onto the shore, and stays
 * under while it swims. */
static void test_an_eel_swims_to_the_shore_by_the_player(void **state)
{
    (void)state;
    struct game g;
    int slot = eel_at(&g, (struct pos){9, 2});
    for (int turn = 0; turn < 12; turn++) {
        game_do(&g, act(ACTION_WAIT, (struct pos){0, 0}));
        const struct monster *m = &g.floor.monsters[slot];
        assert_int_equal(g.floor.map.tiles[map_index(&g.floor.map, m->base.pos.x, m->base.pos.y)],
                         TILE_WATER);
        if (!grid_adjacent(m->base.pos, g.run.player.pos))
            assert_true(status_has(&m->base, STATUS_SUBMERGED));
    }
    assert_true(grid_adjacent(g.floor.monsters[slot].base.pos, g.run.player.pos));
    game_free(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_an_eel_stands_only_in_water),
        cmocka_unit_test(test_a_submerged_eel_is_unseen_and_unhittable),
        cmocka_unit_test(test_an_eel_lurks_surfaces_strikes_and_dives),
        cmocka_unit_test(test_a_surfaced_eel_can_be_struck),
        cmocka_unit_test(test_an_eel_swims_to_the_shore_by_the_player),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
