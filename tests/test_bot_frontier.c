/* The bot's kept copies of the floor: its frontier and stairs
 * (src/bot/frontier.c) are after each sync what a scan of the whole floor
 * finds, however the map's memory changed (far from the player, next to a
 * frontier cell, a cell forgotten), and a new floor drops what the last
 * one kept, there and in the memory its learning of cells compares with
 * (bot.c's learn_cells); the quiet plan kept while only cells stood on
 * changed is made again when the player is put out of its reach or the
 * memory changed out of view (bot.c's plan_still_made). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "bot/bot.h"
#include "bot/frontier.h"
#include "murk/turn/game.h"
#include "support/ascii_map.h"

static const char *const hall[] = {
    "####################",
    "#..................#",
    "#.@................#",
    "#..................#",
    "#......#####.......#",
    "#..................#",
    "####################",
};
enum { HALL_CELLS = 20 * 7 };

/* The frontier as the bot's plan defined it before it was kept: a scan of
 * every cell inside the edge. */
static bool scanned_frontier(const struct map *map, const uint8_t *stood, int x, int y)
{
    if (x < 1 || y < 1 || x >= map->width - 1 || y >= map->height - 1)
        return false;
    int i = map_index(map, x, y);
    if (!map->remembered[i] || !bot_way_through(map->tiles[i]) || stood[i])
        return false;
    for (int d = 0; d < GRID_DIRS; d++) {
        struct pos n = grid_add((struct pos){x, y}, grid_dir(d));
        if (!map->remembered[map_index(map, n.x, n.y)])
            return true;
    }
    return false;
}

/* The set holds exactly the cells the scan finds (the frontier, or the
 * remembered stairs), and counts them. */
static void assert_set(const struct bot_cell_set *set, const struct map *map, const uint8_t *stood,
                       bool stairs)
{
    int expected = 0;
    for (int y = 0; y < map->height; y++)
        for (int x = 0; x < map->width; x++) {
            int i = map_index(map, x, y);
            bool in = stairs ? map->remembered[i] && map->tiles[i] == TILE_STAIRS
                             : scanned_frontier(map, stood, x, y);
            expected += in;
            if (in != (set->slot[i] >= 0))
                fail_msg("cell %d,%d: %s the kept set, %s the scan",
                         x,
                         y,
                         set->slot[i] >= 0 ? "in" : "not in",
                         in ? "in" : "not in");
        }
    assert_int_equal(set->count, expected);
}

static void remember_box(struct map *map, int x0, int y0, int x1, int y1, uint8_t value)
{
    for (int y = y0; y <= y1; y++)
        for (int x = x0; x <= x1; x++)
            map->remembered[map_index(map, x, y)] = value;
}

static void sync_and_check(struct bot_frontier *f, const struct map *map, const uint8_t *stood)
{
    bot_frontier_sync(f, map, stood, 1);
    assert_set(&f->frontier, map, stood, false);
    assert_set(&f->stairs, map, stood, true);
}

static void kept_sets_are_what_a_whole_scan_finds(void **state)
{
    (void)state;
    struct map map;
    ASCII_MAP(&map, hall);
    uint8_t stood[HALL_CELLS] = {0};
    struct bot_frontier f = {0};
    assert_int_equal(bot_frontier_reset(&f, &map), 0);

    remember_box(&map, 0, 0, 5, 4, 1);
    sync_and_check(&f, &map, stood);
    assert_int_equal(f.frontier.count, 8); /* the box's east and south sides, inside the edge */

    /* One cell remembered on the far side: it and nothing else changes
     * there, while the box's frontier stays. */
    remember_box(&map, 15, 2, 15, 2, 1);
    sync_and_check(&f, &map, stood);
    assert_int_equal(f.frontier.count, 9);

    /* The box grows by a column: its old east side is no frontier now, a
     * neighbour's change and not its own; the new east side and the south
     * row's new cell are. */
    remember_box(&map, 6, 0, 6, 4, 1);
    sync_and_check(&f, &map, stood);
    assert_int_equal(f.frontier.count, 10);
    assert_true(f.frontier.slot[map_index(&map, 5, 2)] < 0);

    /* Stood on: out; a door seen open (2) is remembered as much as 1. */
    stood[map_index(&map, 6, 2)] = 1;
    bot_frontier_stood(&f, map_index(&map, 6, 2));
    map.remembered[map_index(&map, 6, 1)] = 2;
    sync_and_check(&f, &map, stood);
    assert_int_equal(f.frontier.count, 9);

    /* Forgotten again, and stairs seen (the floor's tiles are its own
     * from the start: only what is remembered of them changes). */
    remember_box(&map, 6, 0, 6, 4, 0);
    map.tiles[map_index(&map, 13, 5)] = TILE_STAIRS;
    sync_and_check(&f, &map, stood);
    assert_int_equal(f.stairs.count, 0);
    remember_box(&map, 13, 5, 13, 5, 1);
    sync_and_check(&f, &map, stood);
    assert_int_equal(f.stairs.count, 1);
    assert_int_equal(f.frontier.count, 10);

    bot_frontier_free(&f);
    map_free(&map);
}

static void start_in_hall(struct game *g)
{
    assert_int_equal(game_new_from_ascii(g, 1, hall, ASCII_ROWS(hall), NULL), 0);
}

/* A floor's first turn learns the cells, the next marks where the player
 * stands (no game_do between: it is still there). */
static void first_two_turns(struct bot *bot, const struct game *g)
{
    bot_act(bot, g);
    bot_act(bot, g);
}

/* The bot stands on a cell on one floor; on the next, the same cell,
 * remembered and never stood on there, is frontier again: had the kept
 * set not been dropped with the floor, nothing on the map would differ
 * from its copies to make it look at the cell again. */
static void a_new_floor_drops_what_was_kept(void **state)
{
    (void)state;
    struct game g;
    start_in_hall(&g);
    struct map *map = &g.floor.map;
    struct pos start = g.run.player.pos;
    /* Unknown beside where it starts, as if round a corner. */
    map->remembered[map_index(map, start.x + 1, start.y + 1)] = 0;
    struct bot bot = {0};
    first_two_turns(&bot, &g);
    int here = map_index(map, start.x, start.y);
    assert_true(bot.frontier.frontier.slot[here] < 0); /* stood on */

    /* The next floor, its map as this one's, the player elsewhere. */
    g.run.depth++;
    g.run.player.pos = (struct pos){start.x + 8, start.y};
    bot_act(&bot, &g);
    assert_true(bot.frontier.frontier.slot[here] >= 0);
    uint8_t stood[HALL_CELLS];
    for (int i = 0; i < map->width * map->height; i++)
        stood[i] = bot.known[i] & KNOWN_STOOD;
    assert_set(&bot.frontier.frontier, map, stood, false);
    bot_free(&bot);
    game_free(&g);
}

/* What it learns of the cells around it: a row the same as the map's
 * memory when last read is skipped, so the copy of it must be the new
 * floor's. On the last floor a cell was remembered; on the next it is not
 * at first, then is: the bot learns it (had the copy been kept from the
 * last floor, the row would look unchanged and the cell stay unknown to
 * its walk). */
static void a_new_floor_learns_a_cell_the_last_remembered(void **state)
{
    (void)state;
    struct game g;
    start_in_hall(&g);
    struct map *map = &g.floor.map;
    struct pos start = g.run.player.pos;
    int cell = map_index(map, start.x + 2, start.y);
    assert_true(map->remembered[cell]);
    struct bot bot = {0};
    first_two_turns(&bot, &g);
    assert_true(bot.known[cell] & KNOWN_SEEN);

    g.run.depth++;
    map->remembered[cell] = 0;
    bot_act(&bot, &g);
    assert_false(bot.known[cell] & KNOWN_SEEN);
    map->remembered[cell] = 1;
    bot_act(&bot, &g);
    assert_true(bot.known[cell] & KNOWN_SEEN);
    bot_free(&bot);
    game_free(&g);
}

static void remember_all(struct map *map)
{
    remember_box(map, 0, 0, map->width - 1, map->height - 1, 1);
}

/* Two rooms with no way between, every cell remembered but one in the
 * west room; the Lamp in the east room. */
static const char *const rooms[] = {
    "##########",
    "#@..#....#",
    "#...#....#",
    "#...#....#",
    "##########",
};

/* The plan kept while only cells stood on changed holds only while the
 * player steps: put in the other room (as a trap or a monster's wand
 * would), on a cell never stood on and no frontier, it plans again and
 * goes for the Lamp there; with the plan of the west room kept, nothing
 * of it reaches the east room and it would wait. */
static void a_plan_is_made_again_where_it_does_not_reach(void **state)
{
    (void)state;
    struct game g;
    assert_int_equal(game_new_from_ascii(&g, 1, rooms, ASCII_ROWS(rooms), NULL), 0);
    struct map *map = &g.floor.map;
    remember_all(map);
    map->remembered[map_index(map, 3, 3)] = 0;
    g.floor.has_lamp = true;
    g.floor.lamp = (struct pos){7, 2};
    struct bot bot = {0};
    first_two_turns(&bot, &g); /* the west room's frontier: the Lamp is out of reach */

    g.run.player.pos = (struct pos){5, 2};
    struct action a = bot_act(&bot, &g);
    assert_int_equal(a.kind, ACTION_MOVE);
    assert_int_equal(a.dir.x, 1);
    bot_free(&bot);
    game_free(&g);
}

/* A long hall, all remembered but one cell far east; stairs known in the
 * west. */
static const char *const long_hall[] = {
    "##########################################",
    "#....@...................................#",
    "#........................................#",
    "##########################################",
};

/* The plan kept while only cells stood on changed holds only while the
 * map's memory is the plan's: the last unknown cell, far out of the box it
 * learns cells in, becomes remembered (as from where a trap put it for a
 * turn), and the player steps on: with nothing left to explore it plans
 * again for the stairs, west, where the plan kept would go on east. */
static void a_plan_is_made_again_when_memory_changed_out_of_view(void **state)
{
    (void)state;
    struct game g;
    assert_int_equal(game_new_from_ascii(&g, 1, long_hall, ASCII_ROWS(long_hall), NULL), 0);
    struct map *map = &g.floor.map;
    remember_all(map);
    map->remembered[map_index(map, 35, 1)] = 0;
    map->tiles[map_index(map, 1, 2)] = TILE_STAIRS;
    struct bot bot = {0};
    first_two_turns(&bot, &g);
    struct action a = bot_act(&bot, &g);
    assert_int_equal(a.kind, ACTION_MOVE);
    assert_int_equal(a.dir.x, 1); /* east, to the unknown */

    g.run.player.pos = grid_add(g.run.player.pos, a.dir);
    map->remembered[map_index(map, 35, 1)] = 1;
    a = bot_act(&bot, &g);
    assert_int_equal(a.kind, ACTION_MOVE);
    assert_int_equal(a.dir.x, -1); /* west, to the stairs */
    bot_free(&bot);
    game_free(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(kept_sets_are_what_a_whole_scan_finds),
        cmocka_unit_test(a_new_floor_drops_what_was_kept),
        cmocka_unit_test(a_new_floor_learns_a_cell_the_last_remembered),
        cmocka_unit_test(a_plan_is_made_again_where_it_does_not_reach),
        cmocka_unit_test(a_plan_is_made_again_when_memory_changed_out_of_view),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
