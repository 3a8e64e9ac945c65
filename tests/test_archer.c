/* The goblin archer (doc/rules.md, "Fighting at range"): a hunter that sees
 * the player within its range on a clear line, not next to them, shoots
 * instead of stepping, and fills the turn's outcome with its arrow; next to
 * the player it fights as any other; asleep, fleeing or afraid it does not
 * shoot. The test kind "archer" shoots to 5 for 2-3 (not the real archer's
 * 6 and 1-4, so the numbers come from the kind). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "murk/turn/game.h"
#include "murk/rules/mind.h"
#include "murk/turn/apply.h"
#include "murk/world/world.h"
#include "murk/base/status.h"
#include "support/ascii_map.h"
#include "support/said.h"
#include "support/test_kinds.h"

static void start(struct game *g, const char *const *rows, int n)
{
    assert_int_equal(game_new_from_ascii(g, 3, rows, n, test_kinds()), 0);
}

/* A monster at marker, already hunting the player. */
static int add(struct game *g, const char *kind, const char *const *rows, int n, char marker)
{
    int slot = game_add_monster(g, test_kind(kind), ascii_find(rows, n, marker));
    assert_true(slot >= 0);
    g->floor.monsters[slot].state = STATE_HUNTING;
    g->floor.monsters[slot].knows_player = true;
    g->floor.monsters[slot].last_seen = g->run.player.pos;
    return slot;
}

/* The monster's turn on its own, on the view as it stands: the outcome
 * handed in empty, as the turn hands it. */
static struct outcome act_in_view(struct game *g, int slot)
{
    struct outcome shot = {.effect = OUTCOME_NONE};
    mind_act(g, slot, &shot);
    return shot;
}

/* The same, with the view made first, as the turn makes it. */
static struct outcome act(struct game *g, int slot)
{
    world_refresh_view(g);
    return act_in_view(g, slot);
}

/* A game on rows with a hunting archer at 'a': its slot. */
static int archer_in(struct game *g, const char *const *rows, int n)
{
    start(g, rows, n);
    return add(g, "archer", rows, n, 'a');
}

static struct pos at(const struct game *g, int slot)
{
    return g->floor.monsters[slot].base.pos;
}

/* The player 4 cells east of the archer in an open room: in range 5. */
static const char *const open_room[] = {
    "##########",
    "#........#",
    "#.a...@..#",
    "#........#",
    "##########",
};

static void test_an_archer_in_range_with_a_clear_line_shoots_instead_of_stepping(void **state)
{
    (void)state;
    struct game g;
    int archer = archer_in(&g, open_room, ASCII_ROWS(open_room));
    struct pos from = at(&g, archer);
    struct outcome shot = act(&g, archer);
    assert_int_equal(shot.effect, OUTCOME_MISSILE);
    assert_true(grid_eq(at(&g, archer), from)); /* it did not step */
    assert_string_equal(said_newest(&g, 0), "The archer shoots!");
    game_free(&g);
}

static void test_the_shot_names_the_players_cell_and_the_kinds_numbers(void **state)
{
    (void)state;
    struct game g;
    int archer = archer_in(&g, open_room, ASCII_ROWS(open_room));
    struct outcome shot = act(&g, archer);
    assert_int_equal(shot.effect, OUTCOME_MISSILE);
    assert_int_equal(shot.shooter, archer);
    assert_true(grid_eq(shot.from, ascii_find(open_room, ASCII_ROWS(open_room), 'a')));
    assert_true(grid_eq(shot.toward, g.run.player.pos));
    assert_int_equal(shot.range, 5);
    assert_int_equal(shot.damage_min, 2);
    assert_int_equal(shot.damage_max, 3);
    assert_string_equal(shot.name, "arrow");
    assert_int_equal(shot.item, -1);  /* a game with no item kinds: */
    assert_int_equal(shot.breaks, 0); /* nothing lands, nothing breaks */
    /* The cells it flies through, up to the player: 4 steps east. */
    assert_int_equal(shot.cell_count, 4);
    for (int i = 0; i < shot.cell_count; i++)
        assert_true(grid_eq(shot.cells[i], (struct pos){shot.from.x + 1 + i, shot.from.y}));
    game_free(&g);
}

static void test_the_arrow_lands_and_breaks_as_the_item_kind_called_arrow(void **state)
{
    (void)state;
    struct item_kind kinds[3] = {
        {.name = "dagger"}, {.name = "arrow", .breaks = 7}, {.name = "dart", .breaks = 5}};
    struct item_kind_list items = {kinds, 3, 3};
    struct game g;
    start(&g, open_room, ASCII_ROWS(open_room));
    g.item_kinds = &items;
    int archer = add(&g, "archer", open_room, ASCII_ROWS(open_room), 'a');
    struct outcome shot = act(&g, archer);
    assert_int_equal(shot.item, 1);
    /* It breaks as the arrow kind says, as the player's arrows do. */
    assert_int_equal(shot.breaks, 7);
    g.item_kinds = NULL;
    game_free(&g);
}

static void test_a_wall_on_the_line_makes_it_step_though_it_sees_the_player(void **state)
{
    (void)state;
    /* It sees the player past the pillar's edge, but the grid line from it
     * to them runs into the pillar. */
    static const char *const rows[] = {
        "###########",
        "#...a.....#",
        "#.........#",
        "#....#....#",
        "#.........#",
        "#....@....#",
        "###########",
    };
    struct game g;
    int archer = archer_in(&g, rows, ASCII_ROWS(rows));
    world_refresh_view(&g);
    assert_true(world_monster_sees_player(&g, &g.floor.monsters[archer]));
    int before = dmap_get(world_chase_map(&g, PASS_WALKER), at(&g, archer));
    assert_int_equal(act(&g, archer).effect, OUTCOME_NONE);
    assert_int_equal(dmap_get(world_chase_map(&g, PASS_WALKER), at(&g, archer)), before - 1);
    assert_false(said(&g, "The archer shoots!"));
    game_free(&g);
}

static void test_another_monster_on_the_line_makes_it_step(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "##########",
        "#........#",
        "#.a.r.@..#",
        "#........#",
        "##########",
    };
    struct game g;
    int archer = archer_in(&g, rows, ASCII_ROWS(rows));
    add(&g, "statue", rows, ASCII_ROWS(rows), 'r');
    int before = dmap_get(world_chase_map(&g, PASS_WALKER), at(&g, archer));
    assert_int_equal(act(&g, archer).effect, OUTCOME_NONE);
    assert_int_equal(dmap_get(world_chase_map(&g, PASS_WALKER), at(&g, archer)), before - 1);
    game_free(&g);
}

static void test_out_of_its_range_it_steps_closer(void **state)
{
    (void)state;
    /* 6 cells: within its sight of 8, beyond its range of 5. */
    static const char *const rows[] = {
        "###########",
        "#.........#",
        "#.a.....@.#",
        "#.........#",
        "###########",
    };
    struct game g;
    int archer = archer_in(&g, rows, ASCII_ROWS(rows));
    world_refresh_view(&g);
    assert_true(world_monster_sees_player(&g, &g.floor.monsters[archer]));
    assert_int_equal(act(&g, archer).effect, OUTCOME_NONE);
    assert_int_equal(grid_distance(at(&g, archer), g.run.player.pos), 5);
    /* Now in range: the next turn it shoots. */
    assert_int_equal(act(&g, archer).effect, OUTCOME_MISSILE);
    game_free(&g);
}

static void test_next_to_the_player_it_strikes_and_does_not_shoot(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "#######",
        "#.@a..#",
        "#######",
    };
    struct game g;
    int archer = archer_in(&g, rows, ASCII_ROWS(rows));
    assert_int_equal(act(&g, archer).effect, OUTCOME_NONE);
    assert_string_equal(said_newest(&g, 0), "The archer hits you for 1.");
    assert_int_equal(g.run.player.health, g.run.player.health_max - 1);
    game_free(&g);
}

static void test_an_asleep_archer_does_not_shoot(void **state)
{
    (void)state;
    struct game g;
    int archer = archer_in(&g, open_room, ASCII_ROWS(open_room));
    g.floor.monsters[archer].state = STATE_ASLEEP;
    /* It may wake (1 turn in 20 while it sees the player), but that is its
     * turn: a shot comes only once it hunts. */
    for (int turn = 0; turn < 40 && g.floor.monsters[archer].state == STATE_ASLEEP; turn++)
        assert_int_equal(act(&g, archer).effect, OUTCOME_NONE);
    game_free(&g);
}

static void test_a_badly_wounded_archer_flees_and_does_not_shoot(void **state)
{
    (void)state;
    struct game g;
    int archer = archer_in(&g, open_room, ASCII_ROWS(open_room));
    g.floor.monsters[archer].base.health = 2; /* of 8 */
    for (int turn = 0; turn < 3; turn++) {
        assert_int_equal(act(&g, archer).effect, OUTCOME_NONE);
        assert_int_equal(g.floor.monsters[archer].state, STATE_FLEEING);
    }
    game_free(&g);
}

static void test_an_afraid_archer_flees_and_does_not_shoot(void **state)
{
    (void)state;
    struct game g;
    int archer = archer_in(&g, open_room, ASCII_ROWS(open_room));
    status_dose(&g.floor.monsters[archer].base, STATUS_AFRAID, 10);
    assert_int_equal(act(&g, archer).effect, OUTCOME_NONE);
    assert_int_equal(g.floor.monsters[archer].state, STATE_FLEEING);
    game_free(&g);
}

static void test_an_unseen_archer_is_not_named_but_its_shot_is_heard(void **state)
{
    (void)state;
    struct game g;
    int archer = archer_in(&g, open_room, ASCII_ROWS(open_room));
    /* The player sees 3 cells, the archer 4 off sees 8: it sees them
     * while its own cell is out of their sight. */
    g.run.player.sight = 3;
    world_refresh_view(&g);
    assert_false(world_sees(&g, at(&g, archer)));
    struct outcome shot = act_in_view(&g, archer);
    assert_int_equal(shot.effect, OUTCOME_MISSILE);
    assert_false(said(&g, "The archer shoots!"));
    /* Its arrow tells where it came from, and the map marks the cell. */
    g.run.player.health = g.run.player.health_max = 100;
    g.run.turn = 5; /* within a turn, as game_do applies it */
    apply_outcome(&g, &shot);
    const char *told = said_newest(&g, 0);
    if (strncmp(told, "An arrow flies out of the dark from the west and ", 48) != 0)
        fail_msg("told: %s", told);
    struct pos from;
    assert_true(world_unseen_from(&g, &from));
    assert_true(grid_eq(from, at(&g, archer)));
    assert_false(said(&g, "The archer"));
    game_free(&g);
}

static void test_in_the_turn_an_archer_in_range_stands_and_shoots(void **state)
{
    (void)state;
    struct game g;
    int archer = archer_in(&g, open_room, ASCII_ROWS(open_room));
    struct pos from = at(&g, archer);
    game_do(&g, (struct action){.kind = ACTION_WAIT});
    assert_true(grid_eq(at(&g, archer), from));
    assert_true(said(&g, "The archer shoots!"));
    game_free(&g);
}

static void test_a_monster_with_no_shot_never_shoots(void **state)
{
    (void)state;
    struct game g;
    start(&g, open_room, ASCII_ROWS(open_room));
    int goblin = add(&g, "goblin", open_room, ASCII_ROWS(open_room), 'a');
    struct pos from = at(&g, goblin);
    assert_int_equal(act(&g, goblin).effect, OUTCOME_NONE);
    assert_false(grid_eq(at(&g, goblin), from));
    game_free(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_an_archer_in_range_with_a_clear_line_shoots_instead_of_stepping),
        cmocka_unit_test(test_the_shot_names_the_players_cell_and_the_kinds_numbers),
        cmocka_unit_test(test_the_arrow_lands_and_breaks_as_the_item_kind_called_arrow),
        cmocka_unit_test(test_a_wall_on_the_line_makes_it_step_though_it_sees_the_player),
        cmocka_unit_test(test_another_monster_on_the_line_makes_it_step),
        cmocka_unit_test(test_out_of_its_range_it_steps_closer),
        cmocka_unit_test(test_next_to_the_player_it_strikes_and_does_not_shoot),
        cmocka_unit_test(test_an_asleep_archer_does_not_shoot),
        cmocka_unit_test(test_a_badly_wounded_archer_flees_and_does_not_shoot),
        cmocka_unit_test(test_an_afraid_archer_flees_and_does_not_shoot),
        cmocka_unit_test(test_an_unseen_archer_is_not_named_but_its_shot_is_heard),
        cmocka_unit_test(test_in_the_turn_an_archer_in_range_stands_and_shoots),
        cmocka_unit_test(test_a_monster_with_no_shot_never_shoots),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
