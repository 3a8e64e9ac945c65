/* Doors (doc/rules.md, "Doors"), on hand-drawn maps ('+' a closed door,
 * '\'' an open one): who passes a closed door, what it hides, how much of
 * a noise it takes, the player's opening and closing, walks through them,
 * the room maker's doors, and the save. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "murk/base/door.h"
#include "murk/base/mapgen.h"
#include "murk/world/door_change.h"
#include "murk/turn/game.h"
#include "murk/rules/look.h"
#include "murk/rules/mind.h"
#include "murk/base/recall.h"
#include "murk/turn/repeat.h"
#include "murk/turn/resume.h"
#include "murk/base/rng.h"
#include "murk/world/save.h"
#include "support/ascii_map.h"
#include "support/real_data.h"
#include "support/said.h"
#include "support/test_kinds.h"

/* A jackal walks; a goblin opens doors. Both see far and hit softly. */
static const char kind_text[] =
    "name:jackal\nglyph:j\ncolour:190,150,90\nsight:9\nhealth:40\n"
    "damage:1-1\ndefense:0\ndepth:1-3\nfrequency:10\n\n"
    "name:goblin\nglyph:g\ncolour:120,170,230\nsight:9\nhealth:40\n"
    "damage:1-1\ndefense:0\ntraits:opens_doors\ndepth:1-3\nfrequency:10\n";

static const struct kind_list *door_kinds(void)
{
    static struct kind_list kinds;
    static struct diag diag;
    if (kinds.count == 0 && kind_list_parse(&kinds, kind_text, strlen(kind_text), "k", &diag) != 0)
        fail_msg("kinds do not parse: %s", diag.lines[0]);
    return &kinds;
}

static void start(struct game *g, const char *const *rows, int count)
{
    assert_int_equal(game_new_from_ascii(g, 1, rows, count, door_kinds()), 0);
}

#define START(g, rows) start((g), (rows), ASCII_ROWS(rows))

static enum tile tile_at(const struct game *g, struct pos p)
{
    return (enum tile)g->floor.map.tiles[map_index(&g->floor.map, p.x, p.y)];
}

static struct action wait_turn(void)
{
    return (struct action){.kind = ACTION_WAIT, .slot = -1, .target = -1};
}

static struct action step(int dx, int dy)
{
    return (struct action){.kind = ACTION_MOVE, .dir = {dx, dy}, .slot = -1, .target = -1};
}

static struct action close_door(int dx, int dy)
{
    return (struct action){.kind = ACTION_CLOSE, .dir = {dx, dy}, .slot = -1, .target = -1};
}

/* A monster of the kind at m that hunts the player, knowing where they are. */
static int hunter(struct game *g, const char *kind, struct pos at)
{
    int slot = game_add_monster(g, kind_find(door_kinds(), kind), at);
    assert_true(slot >= 0);
    struct monster *m = &g->floor.monsters[slot];
    m->state = STATE_HUNTING;
    m->knows_player = true;
    m->last_seen = g->run.player.pos;
    return slot;
}

/* The player waits in a closed room; the only way in is the door. */
static const char *const shut_room[] = {
    "#########",
    "#...@...#",
    "#.......#",
    "####+####",
    "#...m...#",
    "#########",
};

static void test_a_jackal_cannot_pass_a_closed_door_and_a_goblin_opens_it(void **state)
{
    (void)state;
    struct pos door = ASCII_FIND(shut_room, '+');
    static struct game g;
    START(&g, shut_room);
    int jackal = hunter(&g, "jackal", ASCII_FIND(shut_room, 'm'));
    for (int turn = 0; turn < 40; turn++)
        game_do(&g, wait_turn());
    /* Forty turns on, the jackal is still below the door, and it is shut. */
    assert_true(g.floor.monsters[jackal].base.pos.y > door.y);
    assert_int_equal(tile_at(&g, door), TILE_DOOR_CLOSED);
    assert_int_equal(g.run.player.health, g.run.player.health_max);
    game_free(&g);

    START(&g, shut_room);
    int goblin = hunter(&g, "goblin", ASCII_FIND(shut_room, 'm'));
    int opened_on = -1;
    for (int turn = 1; turn <= 40 && g.run.player.health == g.run.player.health_max; turn++) {
        game_do(&g, wait_turn());
        if (opened_on < 0 && tile_at(&g, door) == TILE_DOOR_OPEN)
            opened_on = turn;
    }
    /* It walks to the door, opens it with a turn of its own (seen as the
     * door swings open), comes through and hits; the recall learns it. */
    assert_true(opened_on > 0);
    assert_true(said(&g, "The goblin opens the door."));
    assert_true(g.floor.monsters[goblin].base.pos.y < door.y);
    assert_true(g.run.player.health < g.run.player.health_max);
    char lines[RECALL_LINES][RECALL_LINE];
    int kind = g.floor.monsters[goblin].kind;
    int count =
        recall_lines(&g.run.recall, &door_kinds()->kinds[kind], kind, 0, lines, RECALL_LINES);
    bool told = false;
    for (int i = 0; i < count; i++)
        told = told || strstr(lines[i], "opens doors") != NULL;
    assert_true(told);
    game_free(&g);
}

/* A door in the corridor between the player and the monster. */
static const char *const corridor[] = {
    "###########",
    "#@...+...m#",
    "###########",
};

static void test_a_closed_door_blocks_sight_and_an_open_one_does_not(void **state)
{
    (void)state;
    static struct game g;
    START(&g, corridor);
    struct pos door = ASCII_FIND(corridor, '+');
    struct pos past = {door.x + 1, door.y};
    int m = game_add_monster(&g, kind_find(door_kinds(), "jackal"), ASCII_FIND(corridor, 'm'));
    /* The door itself is seen, as a wall is; nothing past it. */
    assert_true(world_sees(&g, door));
    assert_false(world_sees(&g, past));
    assert_false(world_perceived(&g, m));
    assert_false(world_monster_sees_player(&g, &g.floor.monsters[m]));
    g.floor.map.tiles[map_index(&g.floor.map, door.x, door.y)] = TILE_DOOR_OPEN;
    game_rebuild_caches(&g);
    assert_true(world_sees(&g, past));
    assert_true(world_perceived(&g, m));
    assert_true(world_monster_sees_player(&g, &g.floor.monsters[m]));
    game_free(&g);
}

/* A sleeper 5 steps from the noise, the door between. */
static const char *const muffled[] = {
    "##########",
    "#@...+.m.#",
    "##########",
};

static void test_a_closed_door_counts_as_four_cells_more_for_a_noise(void **state)
{
    (void)state;
    static struct game g;
    START(&g, muffled);
    struct pos door = ASCII_FIND(muffled, '+'), origin = ASCII_FIND(muffled, '@');
    struct pos sleeper = ASCII_FIND(muffled, 'm');
    int m = game_add_monster(&g, kind_find(door_kinds(), "jackal"), sleeper);
    g.floor.monsters[m].state = STATE_ASLEEP;
    /* Six steps, the door one of them: 6 + 4 = 10. A blow's noise of 8
     * would be heard 6 off (8 - 6 >= 3 wakes a sleeper); behind the door
     * it is not heard at all (8 - 10 < 0); 12 is heard at 2, short of
     * waking; 13 at 3 wakes it. */
    mind_noise(&g, origin, 8, CAUSE_HEARD_NOISE, -1);
    assert_int_equal(g.floor.monsters[m].state, STATE_ASLEEP);
    mind_noise(&g, origin, 12, CAUSE_HEARD_NOISE, -1);
    assert_int_equal(g.floor.monsters[m].state, STATE_ASLEEP);
    mind_noise(&g, origin, 13, CAUSE_HEARD_NOISE, -1);
    assert_int_equal(g.floor.monsters[m].state, STATE_WANDERING);
    /* The noise map itself (mind_noise makes none when nobody can be
     * stirred: the jackal hunts now). */
    const struct dmap *heard = world_noise_map(&g, origin, 20);
    assert_int_equal(dmap_get(heard, sleeper), 10);
    assert_int_equal(dmap_get(heard, door), 8); /* 3 steps, then 1 + 4 into it */
    game_free(&g);

    /* The door open, it is 6 steps: a blow's noise of 8 one step nearer,
     * 5 off, wakes it (8 - 5 = 3). */
    START(&g, muffled);
    g.floor.map.tiles[map_index(&g.floor.map, door.x, door.y)] = TILE_DOOR_OPEN;
    game_rebuild_caches(&g);
    m = game_add_monster(&g, kind_find(door_kinds(), "jackal"), sleeper);
    g.floor.monsters[m].state = STATE_ASLEEP;
    mind_noise(&g, origin, 8, CAUSE_HEARD_NOISE, -1);
    assert_int_equal(g.floor.monsters[m].state, STATE_ASLEEP); /* 8 - 6 = 2: short */
    mind_noise(&g, (struct pos){origin.x + 1, origin.y}, 8, CAUSE_HEARD_NOISE, -1);
    assert_int_not_equal(g.floor.monsters[m].state, STATE_ASLEEP); /* it sees the player: hunts */
    assert_int_equal(dmap_get(world_noise_map(&g, origin, 20), sleeper), 6);
    game_free(&g);
}

/* The player's own door, and its cost once shut: the noise map follows. */
static const char *const own_door[] = {
    "#######",
    "#.@+..#",
    "#######",
};

static void test_the_player_opens_by_walking_and_c_closes(void **state)
{
    (void)state;
    static struct game g;
    START(&g, own_door);
    struct pos door = ASCII_FIND(own_door, '+'), here = g.run.player.pos;
    struct game_result r = game_do(&g, step(1, 0));
    assert_true(r.took);
    assert_int_equal(g.run.turn, 1);
    assert_true(grid_eq(g.run.player.pos, here)); /* the opening was the turn */
    assert_int_equal(tile_at(&g, door), TILE_DOOR_OPEN);
    assert_string_equal(said_newest(&g, 0), "You open the door.");
    /* Now in sight past it, and walkable. */
    assert_true(world_sees(&g, (struct pos){door.x + 1, door.y}));
    game_do(&g, step(1, 0));
    assert_true(grid_eq(g.run.player.pos, door));
    /* In the door, the player cannot close it; from beside it, c can. */
    game_do(&g, step(1, 0));
    r = game_do(&g, close_door(-1, 0));
    assert_true(r.took);
    assert_int_equal(tile_at(&g, door), TILE_DOOR_CLOSED);
    assert_string_equal(said_newest(&g, 0), "You close the door.");
    assert_false(world_sees(&g, here));
    /* 1 + 4 through the door, and 1 */
    assert_int_equal(dmap_get(world_noise_map(&g, (struct pos){door.x + 1, door.y}, 20), here), 6);
    /* Nothing to close: a wall, the shut door, no turn. */
    int turn = g.run.turn;
    r = game_do(&g, close_door(0, -1));
    assert_false(r.took);
    assert_string_equal(said_newest(&g, 0), "There is nothing to close there.");
    r = game_do(&g, close_door(-1, 0));
    assert_false(r.took);
    assert_int_equal(g.run.turn, turn);
    game_free(&g);
}

/* A cell stood on again sees what it would see now: the view kept from it
 * (fov_memo.h) goes when a door near it shuts. */
static void test_a_cell_stood_on_again_sees_through_the_door_as_it_is(void **state)
{
    (void)state;
    static struct game g;
    START(&g, own_door);
    struct pos door = ASCII_FIND(own_door, '+'), past = {door.x + 1, door.y};
    game_do(&g, step(1, 0)); /* the door opens */
    assert_true(world_sees(&g, past));
    game_do(&g, step(-1, 0)); /* a step back: seen through the open door */
    assert_true(world_sees(&g, past));
    game_do(&g, step(1, 0));
    assert_true(game_do(&g, close_door(1, 0)).took);
    assert_false(world_sees(&g, past));
    game_do(&g, step(-1, 0)); /* where it saw past the door, shut now */
    assert_false(world_sees(&g, past));
    game_do(&g, step(1, 0));
    game_do(&g, step(1, 0)); /* opened again */
    game_do(&g, step(-1, 0));
    assert_true(world_sees(&g, past));
    game_free(&g);
}

static void test_c_is_refused_when_something_is_in_the_way(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "#######",
        "#.@'..#",
        "#######",
    };
    static struct game g;
    START(&g, rows);
    struct pos door = ASCII_FIND(rows, '\'');
    int m = game_add_monster(&g, kind_find(door_kinds(), "jackal"), door);
    assert_true(m >= 0);
    struct game_result r = game_do(&g, close_door(1, 0));
    assert_false(r.took);
    assert_string_equal(said_newest(&g, 0), "Something is in the way.");
    assert_int_equal(tile_at(&g, door), TILE_DOOR_OPEN);
    game_free(&g);

    /* An item lying in it. */
    START(&g, rows);
    game_use_items(&g, test_items());
    assert_true(item_floor_add(&g.floor.items, test_item_kind("dagger"), door) >= 0);
    r = game_do(&g, close_door(1, 0));
    assert_false(r.took);
    assert_string_equal(said_newest(&g, 0), "Something is in the way.");
    game_free(&g);
}

/* A dart thrown at a closed door stops before it, and says so. */
static void test_a_missile_stops_at_a_closed_door(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "########",
        "#@.+...#",
        "########",
    };
    static struct game g;
    START(&g, rows);
    game_use_items(&g, real_items());
    int slot;
    assert_int_equal(item_pack_add_count(
                         &g.run.pack, g.item_kinds, item_kind_find(g.item_kinds, "dart"), 3, &slot),
                     ITEM_OK);
    struct pos door = ASCII_FIND(rows, '+');
    struct game_result r = game_do(
        &g, (struct action){.kind = ACTION_THROW, .slot = slot, .target = -1, .cell = door});
    assert_true(r.took);
    assert_true(said_start(&g, "The dart hits the door"));
    int lying = item_floor_at(&g.floor.items, (struct pos){door.x - 1, door.y});
    assert_true(lying >= 0 || said(&g, "The dart hits the door and breaks."));
    game_free(&g);
}

/* Travel through a closed door: it opens on the way, and the walk goes on
 * to the cell, not stopping for the door's line. */
static void test_travel_opens_a_door_on_its_way_and_goes_on(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "##########",
        "#@..+...T#",
        "##########",
    };
    static struct game g;
    START(&g, rows);
    struct map *map = &g.floor.map;
    memset(map->remembered, 1, (size_t)map->width * (size_t)map->height);
    struct pos goal = ASCII_FIND(rows, 'T');
    struct repeat rep = repeat_start(
        (struct action){.kind = ACTION_TRAVEL, .cell = goal, .slot = -1, .target = -1});
    int turns = 0;
    bool going;
    do {
        going = repeat_step(&g, &rep);
        turns += rep.result.took;
    } while (going);
    assert_int_equal(rep.result.stop, GAME_ARRIVED);
    assert_true(grid_eq(g.run.player.pos, goal));
    assert_int_equal(tile_at(&g, ASCII_FIND(rows, '+')), TILE_DOOR_OPEN);
    assert_true(said(&g, "You open the door."));
    assert_int_equal(turns, 8); /* 7 steps and the opening */
    game_free(&g);
}

/* A door is remembered as it was last seen: one opened out of sight is
 * still remembered shut, until seen again. */
static void test_a_door_is_remembered_as_last_seen(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "##########",
        "#@.......#",
        "########.#",
        "#....+...#",
        "##########",
    };
    static struct game g;
    START(&g, rows);
    struct pos door = ASCII_FIND(rows, '+');
    struct map *map = &g.floor.map;
    /* Seen shut once, from before. */
    map->remembered[map_index(map, door.x, door.y)] = 1;
    assert_false(world_sees(&g, door));
    int m =
        game_add_monster(&g, kind_find(door_kinds(), "goblin"), (struct pos){door.x - 1, door.y});
    assert_true(door_change_open(&g, door, m));
    assert_int_equal(tile_at(&g, door), TILE_DOOR_OPEN);
    assert_false(said(&g, "A door opens.")); /* nothing of it seen */
    char text[160];
    look_describe(&g, door, text, sizeof text);
    assert_string_equal(text, "A closed door you remember.");
    assert_int_equal(map_remembered_tile(map, map_index(map, door.x, door.y)), TILE_DOOR_CLOSED);
    /* Seen again: open, and so remembered. */
    g.run.player.pos = (struct pos){door.x + 2, door.y};
    game_rebuild_caches(&g);
    assert_true(world_sees(&g, door));
    look_describe(&g, door, text, sizeof text);
    assert_string_equal(text, "An open door.");
    assert_int_equal(map->remembered[map_index(map, door.x, door.y)], MAP_REMEMBERED_OPEN);
    g.run.player.pos = (struct pos){1, 1};
    game_rebuild_caches(&g);
    look_describe(&g, door, text, sizeof text);
    assert_string_equal(text, "An open door you remember.");
    game_free(&g);
}

/* ---- the room maker ---- */

enum { SEEDS = 300 };

static void test_the_room_maker_puts_doors_in_three_doorways_in_five(void **state)
{
    (void)state;
    long doors = 0, doorways_left = 0;
    int floors_with_doors = 0;
    for (uint64_t seed = 0; seed < SEEDS; seed++) {
        struct map map;
        assert_int_equal(map_init(&map, MAP_WIDTH, MAP_HEIGHT), 0);
        struct rng rng;
        rng_seed(&rng, seed);
        map_generate(&map, &rng);
        int here = 0;
        for (int y = 0; y < map.height; y++)
            for (int x = 0; x < map.width; x++) {
                struct pos p = {x, y};
                enum tile t = (enum tile)map.tiles[map_index(&map, x, y)];
                assert_true(t != TILE_DOOR_OPEN); /* every door starts shut */
                bool doorway = false;
                for (int r = 0; r < map.room_count && t == TILE_FLOOR; r++)
                    doorway = doorway || door_is_doorway(&map, &map.rooms[r], p);
                doorways_left += doorway;
                if (t != TILE_DOOR_CLOSED)
                    continue;
                here++;
                /* A door is in no room, walls either side along its wall,
                 * the way through it open both ways. */
                assert_int_equal(map_room_at(&map, p), -1);
                bool across = map.tiles[map_index(&map, x - 1, y)] == TILE_WALL &&
                              map.tiles[map_index(&map, x + 1, y)] == TILE_WALL;
                bool down = map.tiles[map_index(&map, x, y - 1)] == TILE_WALL &&
                            map.tiles[map_index(&map, x, y + 1)] == TILE_WALL;
                assert_true(across != down);
            }
        doors += here;
        floors_with_doors += here > 0;
        map_free(&map);
    }
    /* Nearly every floor has some; three doorways in five got one. */
    assert_true(floors_with_doors > SEEDS * 9 / 10);
    double share = (double)doors / (double)(doors + doorways_left);
    if (share < 0.55 || share > 0.65)
        fail_msg("%.3f of the doorways have doors (%ld doors)", share, doors);
}

/* ---- the save ---- */

static void test_doors_open_and_shut_are_saved_and_digested(void **state)
{
    (void)state;
    static struct game g, again;
    START(&g, own_door);
    struct pos door = ASCII_FIND(own_door, '+');
    uint64_t shut = game_digest(&g);
    /* The same game but for the door. */
    g.floor.map.tiles[map_index(&g.floor.map, door.x, door.y)] = TILE_DOOR_OPEN;
    game_rebuild_caches(&g);
    assert_true(game_digest(&g) != shut);
    struct save_buf buf = {0};
    assert_int_equal(save_encode(&g, &buf), 0);
    char why[256];
    assert_int_equal(
        game_resume(
            &again, door_kinds(), NULL, SAVE_FORMAT_VERSION, buf.bytes, buf.len, why, sizeof why),
        0);
    assert_int_equal(tile_at(&again, door), TILE_DOOR_OPEN);
    assert_true(game_digest(&again) == game_digest(&g));
    game_free(&again);
    save_buf_free(&buf);
    /* A tile past the doors is a broken map. */
    g.floor.map.tiles[map_index(&g.floor.map, 1, 1)] = TILE_COUNT;
    assert_int_equal(save_encode(&g, &buf), 0);
    assert_int_not_equal(
        game_resume(
            &again, door_kinds(), NULL, SAVE_FORMAT_VERSION, buf.bytes, buf.len, why, sizeof why),
        0);
    assert_non_null(strstr(why, "a broken map"));
    save_buf_free(&buf);
    game_free(&g);
}

/* door_list finds every door, shut or open, and nothing else, in the
 * order of the cells: on floors of every width (eight tiles are read at a
 * time), every tile there is beside them, the list cut short at max. */
static void test_the_door_list_names_every_door_and_nothing_else(void **state)
{
    (void)state;
    struct rng rng;
    rng_seed(&rng, 32);
    for (int round = 0; round < 200; round++) {
        struct map map;
        int w = rng_range(&rng, 3, 40), h = rng_range(&rng, 3, 6);
        assert_int_equal(map_init(&map, w, h), 0);
        int32_t want[240];
        int doors = 0;
        for (int i = 0; i < w * h; i++) {
            /* Mostly wall and floor, as a floor is; now and then any byte. */
            int r = rng_range(&rng, 0, 9);
            uint8_t tile = r < 4   ? TILE_WALL
                           : r < 7 ? TILE_FLOOR
                           : r < 9 ? (uint8_t)rng_range(&rng, 0, TILE_COUNT - 1)
                                   : (uint8_t)rng_range(&rng, 0, 255);
            map.tiles[i] = tile;
            if (tile == TILE_DOOR_CLOSED || tile == TILE_DOOR_OPEN)
                want[doors++] = i;
        }
        int32_t got[240];
        assert_int_equal(door_list(&map, got, w * h), doors);
        for (int k = 0; k < doors; k++)
            assert_int_equal(got[k], want[k]);
        int32_t few[2] = {-1, -1};
        assert_int_equal(door_list(&map, few, 1), doors);
        assert_int_equal(few[1], -1);
        if (doors > 0)
            assert_int_equal(few[0], want[0]);
        map_free(&map);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_jackal_cannot_pass_a_closed_door_and_a_goblin_opens_it),
        cmocka_unit_test(test_a_closed_door_blocks_sight_and_an_open_one_does_not),
        cmocka_unit_test(test_a_closed_door_counts_as_four_cells_more_for_a_noise),
        cmocka_unit_test(test_the_player_opens_by_walking_and_c_closes),
        cmocka_unit_test(test_a_cell_stood_on_again_sees_through_the_door_as_it_is),
        cmocka_unit_test(test_c_is_refused_when_something_is_in_the_way),
        cmocka_unit_test(test_travel_opens_a_door_on_its_way_and_goes_on),
        cmocka_unit_test(test_a_missile_stops_at_a_closed_door),
        cmocka_unit_test(test_a_door_is_remembered_as_last_seen),
        cmocka_unit_test(test_the_room_maker_puts_doors_in_three_doorways_in_five),
        cmocka_unit_test(test_doors_open_and_shut_are_saved_and_digested),
        cmocka_unit_test(test_the_door_list_names_every_door_and_nothing_else),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
