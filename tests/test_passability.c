/* Passability classes: what terrain a monster may walk through is its
 * kind's class, read from a moves: line in data/monsters.txt (the line's
 * own tests are test_parse.c's). The shipped game has one class, the
 * walker, which walks where the player walks. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "murk/turn/game.h"
#include "murk/base/kind.h"
#include "murk/base/passability.h"
#include "murk/turn/resume.h"
#include "murk/world/save.h"
#include "support/ascii_map.h"
#include "support/real_data.h"
#include "support/test_kinds.h"

static const char *const rows[] = {
    "#####",
    "#.>.#",
    "#####",
};

static void test_a_walker_walks_on_floor_and_stairs_where_the_player_walks(void **state)
{
    (void)state;
    struct map map;
    ASCII_MAP(&map, rows);
    struct pos stairs = ASCII_FIND(rows, '>');
    map.tiles[map_index(&map, stairs.x, stairs.y)] = TILE_STAIRS;
    uint32_t walker = passability_tiles(PASS_WALKER);
    assert_true(passability_cell(walker, &map, 1, 1));   /* floor */
    assert_true(passability_cell(walker, &map, 2, 1));   /* stairs */
    assert_false(passability_cell(walker, &map, 0, 1));  /* wall */
    assert_false(passability_cell(walker, &map, -1, 1)); /* off the map */
    assert_false(passability_cell(walker, &map, 5, 1));
    /* Cell for cell, where the player may step, so no game plays
     * differently for monsters walking by their class. */
    for (int y = -1; y <= map.height; y++)
        for (int x = -1; x <= map.width; x++)
            assert_int_equal(passability_cell(walker, &map, x, y), map_walkable(&map, x, y));
    map_free(&map);
}

/* The walker goes through an open door, not a closed one; the door
 * opener (a walker of a kind with opens_doors) through both, and a
 * closed one is where its step opens it. */
static void test_a_kind_that_opens_doors_walks_through_closed_ones_and_a_walker_does_not(void **state)
{
    (void)state;
    static const char *const doors[] = {
        "######",
        "#.+'.#",
        "######",
    };
    struct map map;
    ASCII_MAP(&map, doors);
    uint32_t walker = passability_tiles(PASS_WALKER);
    uint32_t opener = passability_tiles(PASS_DOOR_OPENER);
    assert_false(passability_cell(walker, &map, 2, 1)); /* closed */
    assert_true(passability_cell(walker, &map, 3, 1));  /* open */
    assert_true(passability_cell(opener, &map, 2, 1));
    assert_true(passability_cell(opener, &map, 3, 1));
    assert_true(passability_cell(opener, &map, 1, 1));
    assert_false(passability_cell(opener, &map, 0, 1));
    assert_string_equal(passability_word(PASS_DOOR_OPENER), "door_opener");
    map_free(&map);

    const struct kind_list *kinds = real_kinds();
    const struct kind *jackal = &kinds->kinds[kind_find(kinds, "jackal")];
    const struct kind *goblin = &kinds->kinds[kind_find(kinds, "goblin")];
    assert_int_equal(kind_moves(jackal), PASS_WALKER);
    assert_false(kind_opens_doors(jackal));
    assert_true(kind_has(goblin, TRAIT_OPENS_DOORS));
    assert_int_equal(kind_moves(goblin), PASS_DOOR_OPENER);
    assert_true(kind_opens_doors(goblin));
}

static void test_a_class_lets_a_walker_onto_its_tiles_alone(void **state)
{
    (void)state;
    struct map map;
    ASCII_MAP(&map, rows);
    map.tiles[map_index(&map, 2, 1)] = TILE_STAIRS;
    uint32_t floor_alone = TILE_BIT(TILE_FLOOR);
    assert_true(passability_cell(floor_alone, &map, 1, 1));
    assert_false(passability_cell(floor_alone, &map, 2, 1));
    assert_false(passability_cell(0, &map, 1, 1)); /* a class that walks nowhere */
    map_free(&map);
}

static void test_a_class_has_a_word_and_a_thing_that_is_none_has_neither(void **state)
{
    (void)state;
    assert_string_equal(passability_word(PASS_WALKER), "walker");
    assert_string_equal(passability_words[PASS_WALKER], "walker");
    assert_null(passability_words[PASS_COUNT]); /* the parser's end of choices */
    assert_null(passability_word(PASS_COUNT));
    assert_null(passability_word((enum passability) - 1));
    assert_int_equal(passability_tiles(PASS_COUNT), 0);
    assert_int_equal(passability_tiles((enum passability) - 1), 0);
}

/* The bats and the will-o-wisp fly, the eel swims, every other kind walks. */
static void test_every_shipped_kind_walks_but_the_fliers_and_the_eel(void **state)
{
    (void)state;
    const struct kind_list *kinds = real_kinds();
    assert_true(kinds->count > 0);
    int fliers = 0, swimmers = 0;
    for (int i = 0; i < kinds->count; i++) {
        const char *name = kinds->kinds[i].name;
        bool flies = strcmp(name, "fruit bat") == 0 || strcmp(name, "vampire bat") == 0 ||
                     strcmp(name, "will-o-wisp") == 0;
        bool swims = strcmp(name, "eel") == 0;
        fliers += flies;
        swimmers += swims;
        assert_int_equal(kinds->kinds[i].moves,
                         flies   ? PASS_FLIER
                         : swims ? PASS_SWIMMER
                                 : PASS_WALKER);
    }
    assert_int_equal(fliers, 3);
    assert_int_equal(swimmers, 1);
}

/* A lake between: the wisp (a flier) hunts straight over the water, the
 * goblin (a walker) goes round it and never sets foot in it. */
static void test_a_flier_crosses_water_and_a_walker_goes_round(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "###########",
        "#.........#",
        "#.~~~~~~~.#",
        "#@~~~~~~~w#",
        "#.~~~~~~~.#",
        "#.........#",
        "###########",
    };
    struct game g;
    assert_int_equal(game_new_from_ascii(&g, 2, rows, 7, test_kinds()), 0);
    int wisp = game_add_monster(&g, test_kind("wisp"), ascii_find(rows, 7, 'w'));
    int goblin = game_add_monster(&g, test_kind("goblin"), (struct pos){9, 1});
    assert_true(wisp >= 0 && goblin >= 0);
    assert_true(game_add_monster(&g, test_kind("goblin"), (struct pos){5, 3}) < 0);
    for (int i = 0; i < 2; i++) {
        struct monster *m = &g.floor.monsters[i == 0 ? wisp : goblin];
        m->state = STATE_HUNTING;
        m->knows_player = true;
        m->last_seen = g.run.player.pos;
    }
    bool wisp_over_water = false;
    for (int turn = 0; turn < 4; turn++) {
        game_do(&g, (struct action){.kind = ACTION_WAIT, .slot = -1, .target = -1});
        struct pos w = g.floor.monsters[wisp].base.pos, b = g.floor.monsters[goblin].base.pos;
        wisp_over_water |= g.floor.map.tiles[map_index(&g.floor.map, w.x, w.y)] == TILE_WATER;
        assert_true(map_walkable(&g.floor.map, b.x, b.y));
    }
    assert_true(wisp_over_water);
    /* Straight over: 8 cells off, 4 turns leave it 4 off. */
    assert_int_equal(grid_distance(g.floor.monsters[wisp].base.pos, g.run.player.pos), 4);
    game_free(&g);
}

/* The game saved and read back: game_resume's status, and why. */
static int saved_and_read_back(const struct game *g, char *why, size_t why_size)
{
    struct save_buf buf = {0};
    assert_int_equal(save_encode(g, &buf), 0);
    static struct game back;
    int status = game_resume(&back,
                             fixed_kinds(),
                             fixed_items(),
                             SAVE_FORMAT_VERSION,
                             buf.bytes,
                             buf.len,
                             why,
                             why_size);
    game_free(&back);
    save_buf_free(&buf);
    return status;
}

/* A monster saved where its class may not stand is damage, not a game: a
 * walker in a wall is refused. */
static void test_a_save_with_a_monster_where_its_class_cannot_stand_is_refused(void **state)
{
    (void)state;
    static struct game g;
    assert_int_equal(game_new(&g, 7, fixed_kinds(), fixed_items()), 0);
    int slot = 0; /* the first monster placed, alive on a new floor */
    assert_true(g.floor.monster_count > 0 && entity_alive(&g.floor.monsters[slot].base));
    char why[256];
    assert_int_equal(saved_and_read_back(&g, why, sizeof why), 0);
    /* The cell above the top row of floor is wall: no walker stands there. */
    struct pos at = g.floor.monsters[slot].base.pos;
    while (map_walkable(&g.floor.map, at.x, at.y))
        at.y--;
    g.floor.monsters[slot].base.pos = at;
    assert_int_not_equal(saved_and_read_back(&g, why, sizeof why), 0);
    assert_non_null(strstr(why, "a monster inside a wall"));
    game_free(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_walker_walks_on_floor_and_stairs_where_the_player_walks),
        cmocka_unit_test(test_a_class_lets_a_walker_onto_its_tiles_alone),
        cmocka_unit_test(test_a_class_has_a_word_and_a_thing_that_is_none_has_neither),
        cmocka_unit_test(test_every_shipped_kind_walks_but_the_fliers_and_the_eel),
        cmocka_unit_test(test_a_flier_crosses_water_and_a_walker_goes_round),
        cmocka_unit_test(
            test_a_kind_that_opens_doors_walks_through_closed_ones_and_a_walker_does_not),
        cmocka_unit_test(test_a_save_with_a_monster_where_its_class_cannot_stand_is_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
