/* The floor makers beside rooms and corridors, the lakes, and which floor
 * gets which (doc/rules.md, "Floors that differ"): every maker's floor is
 * connected over 10,000 seeds, lakes never cut it, the stairs are reachable
 * and what is placed stands where it can. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "murk/turn/game.h"
#include "murk/base/mapgen_caves.h"
#include "murk/base/mapgen_halls.h"
#include "murk/base/mapgen_lakes.h"
#include "murk/base/mapgen_make.h"
#include "murk/rules/missile.h"
#include "murk/base/passability.h"
#include "murk/turn/resume.h"
#include "murk/world/save.h"
#include "murk/base/status.h"
#include "support/ascii_map.h"
#include "support/real_data.h"

enum { SEEDS = 10000 };

static int count_tile(const struct map *map, enum tile tile)
{
    int n = 0;
    for (int i = 0; i < map->width * map->height; i++)
        n += map->tiles[i] == tile;
    return n;
}

/* The outer ring is wall, every room holds a walkable cell, and every
 * walkable cell is reachable from every other. */
static void assert_sound(const struct map *map)
{
    assert_true(map_connected(map));
    for (int x = 0; x < map->width; x++) {
        assert_int_equal(map->tiles[map_index(map, x, 0)], TILE_WALL);
        assert_int_equal(map->tiles[map_index(map, x, map->height - 1)], TILE_WALL);
    }
    for (int y = 0; y < map->height; y++) {
        assert_int_equal(map->tiles[map_index(map, 0, y)], TILE_WALL);
        assert_int_equal(map->tiles[map_index(map, map->width - 1, y)], TILE_WALL);
    }
    assert_true(map->room_count >= 2);
    for (int r = 0; r < map->room_count; r++) {
        const struct room *room = &map->rooms[r];
        int open = 0;
        for (int y = room->y; y < room->y + room->h; y++)
            for (int x = room->x; x < room->x + room->w; x++)
                open += map_walkable(map, x, y);
        assert_true(open > 0);
    }
}

/* Each maker over SEEDS seeds, with lakes laid on every one: connected. */
static void check_maker(enum floor_maker maker, int *water_floors, int *floor_cells)
{
    struct map map;
    assert_int_equal(map_init(&map, MAP_WIDTH, MAP_HEIGHT), 0);
    *water_floors = 0;
    *floor_cells = 0;
    for (uint64_t seed = 1; seed <= SEEDS; seed++) {
        struct rng rng;
        rng_seed(&rng, seed);
        /* Depth 10 for the lakes' draw, one floor in two. */
        mapgen_make(&map, maker, 10, &rng);
        assert_sound(&map);
        *water_floors += count_tile(&map, TILE_WATER) > 0;
        *floor_cells += count_tile(&map, TILE_FLOOR);
    }
    map_free(&map);
}

static void test_rooms_with_lakes_are_connected_over_ten_thousand_seeds(void **state)
{
    (void)state;
    int water, cells;
    check_maker(MAKER_ROOMS, &water, &cells);
    assert_true(water > SEEDS / 4);
}

static void test_caves_are_connected_over_ten_thousand_seeds(void **state)
{
    (void)state;
    int water, cells;
    check_maker(MAKER_CAVES, &water, &cells);
    assert_true(water > SEEDS / 4);
    /* Caverns, not scraps: a cave keeps about a third of the map or more. */
    assert_true(cells / SEEDS > 98 * 38 * 30 / 100);
}

static void test_halls_are_connected_over_ten_thousand_seeds(void **state)
{
    (void)state;
    int water, cells;
    check_maker(MAKER_HALLS, &water, &cells);
    assert_true(water > SEEDS / 4);
}

/* A cave is not rooms: few of its walkable cells lie in a straight-walled
 * room, and it has no corridors a cell wide between rooms. The halls have
 * pillars: walls inside their rooms. */
static void test_each_maker_makes_its_own_kind_of_floor(void **state)
{
    (void)state;
    struct map map;
    assert_int_equal(map_init(&map, MAP_WIDTH, MAP_HEIGHT), 0);
    int pillars = 0, in_rooms = 0, walkable = 0;
    for (uint64_t seed = 1; seed <= 50; seed++) {
        struct rng rng;
        rng_seed(&rng, seed);
        map_generate_halls(&map, &rng);
        for (int r = 0; r < map.room_count; r++) {
            const struct room *room = &map.rooms[r];
            for (int y = room->y; y < room->y + room->h; y++)
                for (int x = room->x; x < room->x + room->w; x++)
                    pillars += !map_walkable(&map, x, y);
        }
        rng_seed(&rng, seed);
        map_generate_caves(&map, &rng);
        for (int i = 0; i < map.width * map.height; i++) {
            struct pos p = {i % map.width, i / map.width};
            if (!map_walkable(&map, p.x, p.y))
                continue;
            walkable++;
            in_rooms += map_room_at(&map, p) >= 0;
        }
    }
    map_free(&map);
    assert_true(pillars > 50 * 12 * 5);
    assert_true(in_rooms * 4 < walkable);
}

/* A lake that would cut the floor is undone: a corridor a cell wide is
 * never flooded across, nor a room flooded whole, however many lakes are
 * asked for. */
static void test_a_lake_never_cuts_the_floor(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "##############",
        "#....####....#",
        "#....####....#",
        "#............#",
        "#....####....#",
        "#....####....#",
        "##############",
    };
    struct map map;
    ascii_map_build(&map, rows, 7);
    map.rooms[0] = (struct room){1, 1, 4, 5};
    map.rooms[1] = (struct room){9, 1, 4, 5};
    map.room_count = 2;
    for (uint64_t seed = 1; seed <= 200; seed++) {
        struct rng rng;
        rng_seed(&rng, seed);
        map_add_lakes(&map, &rng, 5);
        assert_true(map_connected(&map));
        for (int x = 5; x <= 8; x++)
            assert_int_equal(map.tiles[map_index(&map, x, 3)], TILE_FLOOR);
    }
    map_free(&map);
}

/* Floors 1 and 2 are rooms and corridors with no lake; from floor 3 the
 * maker is drawn 40 rooms, 30 caves, 30 halls, and one floor in 2 has
 * lakes. */
static void test_the_maker_is_drawn_by_depth(void **state)
{
    (void)state;
    int made[MAKER_COUNT] = {0};
    enum { DRAWS = 6000 };
    for (uint64_t seed = 1; seed <= DRAWS; seed++) {
        struct rng rng;
        rng_seed(&rng, seed);
        assert_int_equal(mapgen_choose(1, &rng), MAKER_ROOMS);
        assert_int_equal(mapgen_choose(2, &rng), MAKER_ROOMS);
        made[mapgen_choose(3 + (int)(seed % 8), &rng)]++;
    }
    assert_in_range(made[MAKER_ROOMS], DRAWS * 36 / 100, DRAWS * 44 / 100);
    assert_in_range(made[MAKER_CAVES], DRAWS * 26 / 100, DRAWS * 34 / 100);
    assert_in_range(made[MAKER_HALLS], DRAWS * 26 / 100, DRAWS * 34 / 100);
    assert_string_equal(mapgen_maker_word(MAKER_CAVES), "caves");
    assert_string_equal(mapgen_maker_word(MAKER_HALLS), "halls");

    struct map map;
    assert_int_equal(map_init(&map, MAP_WIDTH, MAP_HEIGHT), 0);
    int lakes[2] = {0};
    for (uint64_t seed = 1; seed <= 400; seed++) {
        struct rng rng;
        rng_seed(&rng, seed);
        mapgen_make(&map, MAKER_ROOMS, 2, &rng);
        lakes[0] += count_tile(&map, TILE_WATER) > 0;
        mapgen_make(&map, MAKER_ROOMS, 3, &rng);
        lakes[1] += count_tile(&map, TILE_WATER) > 0;
    }
    map_free(&map);
    assert_int_equal(lakes[0], 0);
    assert_in_range(lakes[1], 400 * 40 / 100, 400 * 60 / 100);
}

/* The walking distance from the player to every cell (-1: none). */
static int walk_reaches(const struct map *map, struct pos from, struct pos to)
{
    int cells = map->width * map->height;
    int *queue = malloc((size_t)cells * sizeof *queue);
    uint8_t *seen = calloc((size_t)cells, 1);
    assert_non_null(queue);
    assert_non_null(seen);
    int head = 0, tail = 0;
    queue[tail++] = map_index(map, from.x, from.y);
    seen[queue[0]] = 1;
    bool found = false;
    while (head < tail && !found) {
        struct pos p = {queue[head] % map->width, queue[head] / map->width};
        head++;
        found = grid_eq(p, to);
        for (int d = 0; d < GRID_DIRS; d++) {
            struct pos n = grid_add(p, grid_dir(d));
            if (map_way_through(map, n.x, n.y) && !seen[map_index(map, n.x, n.y)]) {
                seen[map_index(map, n.x, n.y)] = 1;
                queue[tail++] = map_index(map, n.x, n.y);
            }
        }
    }
    free(queue);
    free(seen);
    return found;
}

/* Real runs' floors, every maker among them: the player arrives on plain
 * floor, the stairs (or the Lamp) can be walked to, every monster stands
 * where its class may and every item on plain floor. */
static void test_on_every_floor_the_way_on_is_reachable_and_all_stand_where_they_can(void **state)
{
    (void)state;
    int makers_seen = 0, eels = 0;
    for (uint64_t seed = 1; seed <= 60; seed++) {
        struct game g;
        assert_int_equal(game_new(&g, seed, real_kinds(), real_items()), 0);
        for (;;) {
            const struct map *map = &g.floor.map;
            struct pos at = g.run.player.pos;
            assert_int_equal(map->tiles[map_index(map, at.x, at.y)], TILE_FLOOR);
            struct pos goal = g.floor.has_lamp ? g.floor.lamp : world_stairs_down(&g);
            assert_true(map_walkable(map, goal.x, goal.y));
            assert_true(walk_reaches(map, at, goal));
            for (int i = 0; i < g.floor.monster_count; i++) {
                const struct monster *m = &g.floor.monsters[i];
                assert_true(world_passable(&g, m, m->base.pos));
                eels += world_moves_of(&g, m) == PASS_SWIMMER;
            }
            for (int i = 0; i < g.floor.items.count; i++) {
                struct pos p = g.floor.items.items[i].pos;
                assert_int_equal(map->tiles[map_index(map, p.x, p.y)], TILE_FLOOR);
            }
            makers_seen |= 1 << (count_tile(map, TILE_WATER) > 0);
            if (g.run.depth == GAME_FLOORS)
                break;
            g.run.player.pos = world_stairs_down(&g);
            game_rebuild_caches(&g);
            assert_true(
                game_do(&g, (struct action){.kind = ACTION_DESCEND, .slot = -1, .target = -1})
                    .took);
        }
        game_free(&g);
    }
    assert_int_equal(makers_seen, 3); /* floors with lakes and without */
    assert_true(eels > 0);
}

/* Water blocks walking (a step into it is no turn) but neither sight nor
 * missiles: the far shore is in view, and a dart flies over the lake to
 * the rat beyond it. */
static void test_water_blocks_walking_but_not_sight_or_missiles(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "##########",
        "#@~~~~~r.#",
        "#.~~~~~..#",
        "##########",
    };
    struct game g;
    assert_int_equal(game_new_from_ascii(&g, 4, rows, 4, real_kinds()), 0);
    int rat = game_add_monster(&g, kind_find(real_kinds(), "rat"), ascii_find(rows, 4, 'r'));
    assert_true(rat >= 0);
    assert_false(map_walkable(&g.floor.map, 2, 1));
    assert_false(map_opaque(&g.floor.map, 2, 1));
    assert_false(
        game_do(&g, (struct action){.kind = ACTION_MOVE, .dir = {1, 0}, .slot = -1, .target = -1})
            .took);
    assert_true(grid_eq(g.run.player.pos, (struct pos){1, 1}));
    assert_true(world_sees(&g, (struct pos){8, 2}));
    assert_int_equal(world_perceives(&g, rat), PERCEIVE_SIGHT);
    struct flight f =
        missile_flight(&g, g.run.player.pos, ascii_find(rows, 4, 'r'), 8, FLIGHT_TRUE);
    assert_int_equal(f.victim, rat);
    game_free(&g);
}

/* A floor with a lake and an eel beneath it is saved and read back as it
 * was: the tiles, the water, the rooms, the eel's dive; the same digest
 * (the maker is not saved: what it made is). */
static void test_a_floor_with_a_lake_and_an_eel_reloads_as_it_was(void **state)
{
    (void)state;
    static struct game g, back;
    bool found = false;
    int eel = -1;
    for (uint64_t seed = 1; seed <= 60 && !found; seed++) {
        assert_int_equal(game_new(&g, seed, real_kinds(), real_items()), 0);
        while (g.run.depth < GAME_FLOORS && !found) {
            for (int i = 0; i < g.floor.monster_count; i++)
                if (world_moves_of(&g, &g.floor.monsters[i]) == PASS_SWIMMER)
                    eel = i;
            found = eel >= 0;
            if (found)
                break;
            g.run.player.pos = world_stairs_down(&g);
            game_rebuild_caches(&g);
            game_do(&g, (struct action){.kind = ACTION_DESCEND, .slot = -1, .target = -1});
        }
        if (!found)
            game_free(&g);
    }
    assert_true(found);
    struct save_buf buf = {0};
    assert_int_equal(save_encode(&g, &buf), 0);
    char why[256];
    assert_int_equal(game_resume(&back,
                                 real_kinds(),
                                 real_items(),
                                 SAVE_FORMAT_VERSION,
                                 buf.bytes,
                                 buf.len,
                                 why,
                                 sizeof why),
                     0);
    size_t cells = (size_t)g.floor.map.width * (size_t)g.floor.map.height;
    assert_memory_equal(back.floor.map.tiles, g.floor.map.tiles, cells);
    assert_int_equal(back.floor.map.room_count, g.floor.map.room_count);
    assert_int_equal(count_tile(&back.floor.map, TILE_WATER), count_tile(&g.floor.map, TILE_WATER));
    assert_true(game_digest(&back) == game_digest(&g));
    assert_int_equal(back.floor.monsters[eel].base.status[STATUS_SUBMERGED],
                     g.floor.monsters[eel].base.status[STATUS_SUBMERGED]);
    assert_true(status_has(&back.floor.monsters[eel].base, STATUS_SUBMERGED));
    save_buf_free(&buf);
    game_free(&back);
    game_free(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rooms_with_lakes_are_connected_over_ten_thousand_seeds),
        cmocka_unit_test(test_caves_are_connected_over_ten_thousand_seeds),
        cmocka_unit_test(test_halls_are_connected_over_ten_thousand_seeds),
        cmocka_unit_test(test_each_maker_makes_its_own_kind_of_floor),
        cmocka_unit_test(test_a_lake_never_cuts_the_floor),
        cmocka_unit_test(test_water_blocks_walking_but_not_sight_or_missiles),
        cmocka_unit_test(test_a_floor_with_a_lake_and_an_eel_reloads_as_it_was),
        cmocka_unit_test(test_the_maker_is_drawn_by_depth),
        cmocka_unit_test(test_on_every_floor_the_way_on_is_reachable_and_all_stand_where_they_can),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
