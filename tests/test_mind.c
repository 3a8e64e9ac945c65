/* How monsters act on their turn (the simple rule set: chase, flee, roam),
 * and the order of the turn. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "murk/base/class_maps.h"
#include "murk/world/door_change.h"
#include "murk/base/effect_list.h"
#include "murk/turn/game.h"
#include "murk/rules/mind.h"
#include "murk/rules/mind_fright.h"
#include "murk/rules/why_next.h"
#include "murk/base/passability.h"
#include "murk/base/waypoints.h"
#include "support/ascii_map.h"
#include "support/test_kinds.h"

static struct action wait_turn(void)
{
    return (struct action){.kind = ACTION_WAIT, .dir = {0, 0}};
}

static void start(struct game *g, const char *const *rows, int n, uint64_t seed)
{
    assert_int_equal(game_new_from_ascii(g, seed, rows, n, test_kinds()), 0);
}

/* A monster already hunting the player, as these tests want. */
static int add(struct game *g, const char *kind, const char *const *rows, int n, char marker)
{
    int index = game_add_monster(g, test_kind(kind), ascii_find(rows, n, marker));
    assert_true(index >= 0);
    g->floor.monsters[index].state = STATE_HUNTING;
    g->floor.monsters[index].knows_player = true;
    g->floor.monsters[index].last_seen = g->run.player.pos;
    return index;
}

static void test_a_monster_that_sees_the_player_steps_one_closer_every_turn(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "############",
        "#..........#",
        "#.g........#",
        "#..........#",
        "#........@.#",
        "#..........#",
        "############",
    };
    for (uint64_t seed = 1; seed <= 20; seed++) {
        struct game g;
        start(&g, rows, ASCII_ROWS(rows), seed);
        int goblin = add(&g, "goblin", rows, ASCII_ROWS(rows), 'g');
        for (int turn = 0; turn < 3; turn++) {
            assert_true(world_monster_sees_player(&g, &g.floor.monsters[goblin]));
            int before =
                dmap_get(world_chase_map(&g, PASS_WALKER), g.floor.monsters[goblin].base.pos);
            game_do(&g, wait_turn());
            assert_int_equal(
                dmap_get(world_chase_map(&g, PASS_WALKER), g.floor.monsters[goblin].base.pos),
                before - 1);
        }
        game_free(&g);
    }
}

static void test_a_chasing_monster_reaches_the_player_in_the_fewest_steps(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "############",
        "#g.........#",
        "#.########.#",
        "#.#......#.#",
        "#.#.####.#.#",
        "#...#@...#.#",
        "############",
    };
    struct game g;
    start(&g, rows, ASCII_ROWS(rows), 4);
    int goblin = add(&g, "goblin", rows, ASCII_ROWS(rows), 'g');
    int steps = dmap_get(world_chase_map(&g, PASS_WALKER), g.floor.monsters[goblin].base.pos);
    /* Keep it chasing even out of sight by letting it see all along: walk it
     * down the chase map as a hunter does, one turn at a time. */
    int turns = 0;
    while (!grid_adjacent(g.floor.monsters[goblin].base.pos, g.run.player.pos) && turns < 50) {
        int dir = dmap_downhill(world_chase_map(&g, PASS_WALKER),
                                g.floor.monsters[goblin].base.pos,
                                &g.run.play,
                                NULL,
                                NULL);
        assert_true(dir >= 0);
        world_move_monster(&g, goblin, grid_add(g.floor.monsters[goblin].base.pos, grid_dir(dir)));
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
    assert_int_equal(g.run.player.health, 25);
    assert_string_equal(msglog_get(&g.run.log, 0)->text, "The brute hits you for 5.");
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
        "#########################",
        "#.......................#",
        "#.......................#",
        "#.......................#",
        "#.......................#",
        "#########.###############",
        "###@.....r.....##########",
        "#########################",
    };
    for (uint64_t seed = 1; seed <= 10; seed++) {
        struct game g;
        start(&g, corridor, ASCII_ROWS(corridor), seed);
        int rat = add(&g, "rat", corridor, ASCII_ROWS(corridor), 'r');
        g.floor.monsters[rat].base.health = 1;
        struct pos from = g.floor.monsters[rat].base.pos;
        /* The trap really is a trap for a naive fleer: east is farther. */
        assert_true(dmap_get(world_chase_map(&g, PASS_WALKER), (struct pos){from.x + 1, from.y}) >
                    dmap_get(world_chase_map(&g, PASS_WALKER), (struct pos){from.x, from.y - 1}));
        game_do(&g, wait_turn());
        assert_true(grid_eq(g.floor.monsters[rat].base.pos, (struct pos){from.x, from.y - 1}));
        /* Through the gap it is out of the player's sight, and lies low. */
        assert_false(world_monster_sees_player(&g, &g.floor.monsters[rat]));
        game_do(&g, wait_turn());
        assert_true(grid_eq(g.floor.monsters[rat].base.pos, (struct pos){from.x, from.y - 1}));
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
    g.floor.monsters[rat].base.health = 2;
    game_do(&g, wait_turn());
    assert_true(grid_eq(g.floor.monsters[rat].base.pos, (struct pos){1, 1}));
    assert_int_equal(g.run.player.health, 25);
    /* It turned at bay: hunting, and it will not flee again. */
    assert_int_equal(g.floor.monsters[rat].state, STATE_HUNTING);
    game_do(&g, wait_turn());
    assert_int_equal(g.run.player.health, 20);
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
    g.floor.monsters[rat].base.health = 1;
    game_do(&g, (struct action){.kind = ACTION_MOVE, .dir = {1, 0}});
    /* Killed by the player's blow, it never gets its own. */
    assert_int_equal(g.run.player.health, 30);
    assert_string_equal(msglog_get(&g.run.log, 0)->text, "You kill the rat!");
    game_free(&g);
}

static void test_two_monsters_never_share_a_cell_nor_stand_on_the_player(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "##########",
        "#abcdefgh#",
        "#........#",
        "#...@....#",
        "#........#",
        "#ijklmnop#",
        "##########",
    };
    const char *names[] = {"goblin", "rat", "bat", "goblin", "rat", "goblin", "rat", "bat"};
    for (uint64_t seed = 1; seed <= 30; seed++) {
        struct game g;
        start(&g, rows, ASCII_ROWS(rows), seed);
        for (char c = 'a'; c <= 'p'; c++)
            add(&g, names[(c - 'a') % 8], rows, ASCII_ROWS(rows), c);
        for (int turn = 0; turn < 40 && !g.run.over; turn++) {
            g.run.player.health = 30; /* keep the player alive to keep them coming */
            game_do(&g, wait_turn());
            for (int i = 0; i < g.floor.monster_count; i++) {
                assert_false(grid_eq(g.floor.monsters[i].base.pos, g.run.player.pos));
                assert_true(map_walkable(
                    &g.floor.map, g.floor.monsters[i].base.pos.x, g.floor.monsters[i].base.pos.y));
                for (int j = i + 1; j < g.floor.monster_count; j++)
                    assert_false(
                        grid_eq(g.floor.monsters[i].base.pos, g.floor.monsters[j].base.pos));
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
    assert_int_equal(g.run.player.health, 30);
    assert_null(msglog_get(&g.run.log, 0)); /* not a word: it never attacked */
    game_free(&g);
}

/* A monster in the given state that knows nothing yet. */
static int add_in(struct game *g, const char *kind, struct pos at, enum mind_state state)
{
    int index = game_add_monster(g, test_kind(kind), at);
    assert_true(index >= 0);
    g->floor.monsters[index].state = state;
    return index;
}

static struct action step(int dx, int dy)
{
    return (struct action){.kind = ACTION_MOVE, .dir = {dx, dy}};
}

/* Whether a message begins with the text ("The rat notices you"). */
static bool log_begins(const struct game *g, const char *text)
{
    for (int age = 0; msglog_get(&g->run.log, age); age++)
        if (strncmp(msglog_get(&g->run.log, age)->text, text, strlen(text)) == 0)
            return true;
    return false;
}

static bool log_has(const struct game *g, const char *text)
{
    for (int age = 0; msglog_get(&g->run.log, age); age++)
        if (strcmp(msglog_get(&g->run.log, age)->text, text) == 0)
            return true;
    return false;
}

/* How many times the text was said, repeats included. */
static int log_count(const struct game *g, const char *text)
{
    int count = 0;
    for (int age = 0; msglog_get(&g->run.log, age); age++)
        if (strcmp(msglog_get(&g->run.log, age)->text, text) == 0)
            count += msglog_get(&g->run.log, age)->repeat;
    return count;
}

/* The age of the newest message with this text, or -1. */
static int log_age(const struct game *g, const char *text)
{
    for (int age = 0; msglog_get(&g->run.log, age); age++)
        if (strcmp(msglog_get(&g->run.log, age)->text, text) == 0)
            return age;
    return -1;
}

static void test_a_sleeper_wakes_when_the_player_steps_next_to_it_and_not_before(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "###########",
        "#@....k...#",
        "###########",
    };
    for (uint64_t seed = 1; seed <= 20; seed++) {
        struct game g;
        start(&g, rows, ASCII_ROWS(rows), seed);
        int k = add_in(&g, "goblin", ASCII_FIND(rows, 'k'), STATE_ASLEEP);
        /* Out of its sight the whole way: sight 7, but the corridor is lit
         * only by the player's view, so make the goblin short-sighted. */
        g.floor.monsters[k].base.sight = 1;
        for (int i = 0; i < 3; i++) {
            game_do(&g, step(1, 0));
            assert_int_equal(g.floor.monsters[k].state, STATE_ASLEEP);
        }
        game_do(&g, step(1, 0)); /* now next to it */
        assert_int_equal(g.floor.monsters[k].state, STATE_HUNTING);
        assert_true(g.floor.monsters[k].knows_player);
        assert_true(grid_eq(g.floor.monsters[k].last_seen, g.run.player.pos));
        assert_true(log_has(&g, "The goblin wakes up: it saw you."));
        game_free(&g);
    }
}

static void test_a_sleeper_in_sight_wakes_about_one_turn_in_twenty(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "#########",
        "#@.....k#",
        "#########",
    };
    int trials = 0, wakes = 0;
    for (uint64_t seed = 1; seed <= 2500; seed++) {
        struct game g;
        start(&g, rows, ASCII_ROWS(rows), seed);
        int k = add_in(&g, "goblin", ASCII_FIND(rows, 'k'), STATE_ASLEEP);
        assert_true(world_monster_sees_player(&g, &g.floor.monsters[k]));
        for (int turn = 0; turn < 10; turn++) {
            if (g.floor.monsters[k].state != STATE_ASLEEP)
                break;
            trials++;
            game_do(&g, wait_turn());
            if (g.floor.monsters[k].state != STATE_ASLEEP)
                wakes++;
        }
        game_free(&g);
    }
    /* Expected rate 1/20; with about 20,000 trials the count's standard
     * deviation is about 31, so 3.5 of them either side: 1 in 16 (some 250
     * more wakes) or 1 in 25 (some 200 fewer) would fail. */
    double expected = trials / 20.0;
    assert_true(trials > 15000);
    assert_true(wakes > expected - 110 && wakes < expected + 110);
}

static void test_a_blow_wakes_a_wanderer_into_hunting(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "######",
        "#@k..#",
        "######",
    };
    struct game g;
    start(&g, rows, ASCII_ROWS(rows), 3);
    int k = add_in(&g, "brute", ASCII_FIND(rows, 'k'), STATE_WANDERING);
    game_do(&g, step(1, 0));
    assert_int_equal(g.floor.monsters[k].state, STATE_HUNTING);
    assert_true(g.floor.monsters[k].knows_player);
    assert_true(grid_eq(g.floor.monsters[k].last_seen, g.run.player.pos));
    game_free(&g);
}

static void test_a_blow_wakes_a_sleeper_into_hunting(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "######",
        "#@k..#",
        "######",
    };
    struct game g;
    start(&g, rows, ASCII_ROWS(rows), 3);
    int k = add_in(&g, "brute", ASCII_FIND(rows, 'k'), STATE_ASLEEP);
    mind_struck(&g, &g.floor.monsters[k], 0);
    assert_int_equal(g.floor.monsters[k].state, STATE_HUNTING);
    /* A fleer that magic's fear holds stays a fleer when struck; one
     * that fled of itself turns at bay (Fleeing once). */
    g.floor.monsters[k].state = STATE_FLEEING;
    g.floor.monsters[k].base.status[STATUS_AFRAID] = 5;
    mind_struck(&g, &g.floor.monsters[k], 0);
    assert_int_equal(g.floor.monsters[k].state, STATE_FLEEING);
    g.floor.monsters[k].base.status[STATUS_AFRAID] = 0;
    mind_struck(&g, &g.floor.monsters[k], 0);
    assert_int_equal(g.floor.monsters[k].state, STATE_HUNTING);
    game_free(&g);
}

static void test_a_wanderer_that_sees_the_player_spends_the_turn_noticing(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "##########",
        "#@.....k.#",
        "##########",
    };
    for (uint64_t seed = 1; seed <= 20; seed++) {
        struct game g;
        start(&g, rows, ASCII_ROWS(rows), seed);
        int k = add_in(&g, "goblin", ASCII_FIND(rows, 'k'), STATE_WANDERING);
        struct pos before = g.floor.monsters[k].base.pos;
        game_do(&g, wait_turn());
        assert_int_equal(g.floor.monsters[k].state, STATE_HUNTING);
        assert_true(grid_eq(g.floor.monsters[k].base.pos, before));
        assert_true(log_has(&g, "The goblin notices you: it saw you."));
        game_do(&g, wait_turn());
        assert_false(grid_eq(g.floor.monsters[k].base.pos, before)); /* now it comes */
        game_free(&g);
    }
}

static void test_a_wanderer_walks_to_its_target_and_then_picks_another(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "##############",
        "#@###........#",
        "####.........#",
        "#k...........#",
        "##############",
    };
    struct game g;
    start(&g, rows, ASCII_ROWS(rows), 5);
    int k = add_in(&g, "rat", ASCII_FIND(rows, 'k'), STATE_WANDERING);
    g.floor.monsters[k].base.sight = 1;
    g.floor.monsters[k].has_target = true;
    g.floor.monsters[k].target = (struct pos){8, 3};
    for (int i = 0; i < 7; i++) {
        int before = grid_distance(g.floor.monsters[k].base.pos, g.floor.monsters[k].target);
        game_do(&g, wait_turn());
        assert_int_equal(grid_distance(g.floor.monsters[k].base.pos, (struct pos){8, 3}),
                         before - 1);
    }
    assert_true(grid_eq(g.floor.monsters[k].base.pos, (struct pos){8, 3}));
    game_do(&g, wait_turn());
    assert_true(g.floor.monsters[k].has_target);
    assert_false(grid_eq(g.floor.monsters[k].target, (struct pos){8, 3}));
    assert_true(
        map_walkable(&g.floor.map, g.floor.monsters[k].target.x, g.floor.monsters[k].target.y));
    game_free(&g);
}

static void test_a_wanderer_forgets_a_target_it_cannot_get_closer_to(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "#########",
        "#@##....#",
        "####kb..#",
        "#########",
    };
    struct game g;
    start(&g, rows, ASCII_ROWS(rows), 5);
    int k = add_in(&g, "rat", ASCII_FIND(rows, 'k'), STATE_WANDERING);
    int b = add_in(&g, "statue", ASCII_FIND(rows, 'b'), STATE_ASLEEP);
    (void)b;
    g.floor.monsters[k].base.sight = 1;
    g.floor.monsters[k].has_target = true;
    g.floor.monsters[k].target = (struct pos){7, 2};
    /* Walled in behind the statue in a one-cell corridor... the only ways
     * on are through the statue or up; block up too. */
    g.floor.map.tiles[map_index(&g.floor.map, 4, 1)] = TILE_WALL;
    g.floor.map.tiles[map_index(&g.floor.map, 5, 1)] = TILE_WALL;
    /* The terrain changed: the caches take it again (and world_rebuild
     * makes the rest, as world_caches_init asks). */
    world_caches_init(&g);
    game_rebuild_caches(&g);
    game_do(&g, wait_turn());
    assert_false(g.floor.monsters[k].has_target);
    game_free(&g);
}

/* The hunter's whole arc: it loses the player round a corner, walks to
 * where it last saw them, searches exactly 5 turns within 3 cells of the
 * spot (and, some of the time, farther than 2), never stepping back onto
 * it, then gives up and wanders. */
static void test_a_hunter_that_loses_the_player_searches_five_turns_then_gives_up(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "####################",
        "#..................#",
        "#..................#",
        "#..................#",
        "#..................#",
        "#..................#",
        "#########.##########",
        "#########.##########",
        "#########.##########",
        "#########@##########",
        "####################",
    };
    int widest = 0;
    for (uint64_t seed = 1; seed <= 20; seed++) {
        struct game g;
        start(&g, rows, ASCII_ROWS(rows), seed);
        int k = add_in(&g, "rat", (struct pos){3, 1}, STATE_HUNTING);
        g.floor.monsters[k].base.sight = 3;
        struct pos spot = {5, 4};
        g.floor.monsters[k].knows_player = true;
        g.floor.monsters[k].last_seen = spot;
        /* The player is in a dead-end alcove the rat cannot see into. */
        assert_false(world_monster_sees_player(&g, &g.floor.monsters[k]));
        int turns = 0;
        while (!grid_eq(g.floor.monsters[k].base.pos, spot) && turns < 10) {
            game_do(&g, wait_turn());
            turns++;
        }
        assert_int_equal(turns, 3); /* the walk there takes the fewest steps */
        for (int n = 1; n <= 5; n++) {
            game_do(&g, wait_turn());
            assert_int_equal(g.floor.monsters[k].state, STATE_HUNTING);
            assert_int_equal(g.floor.monsters[k].search_turns, n);
            int dx = g.floor.monsters[k].base.pos.x - spot.x,
                dy = g.floor.monsters[k].base.pos.y - spot.y;
            assert_true(dx * dx + dy * dy <= 3 * 3);
            widest = dx * dx + dy * dy > widest ? dx * dx + dy * dy : widest;
            if (n > 1)
                assert_false(grid_eq(g.floor.monsters[k].base.pos, spot));
        }
        game_do(&g, wait_turn());
        assert_int_equal(g.floor.monsters[k].state, STATE_WANDERING);
        assert_false(g.floor.monsters[k].knows_player);
        assert_int_equal(g.floor.monsters[k].search_turns, 0);
        game_free(&g);
    }
    assert_true(widest > 2 * 2);
}

static void test_a_hunter_that_cannot_get_closer_gives_up(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "#########",
        "#@#.....#",
        "####k...#",
        "#########",
    };
    struct game g;
    start(&g, rows, ASCII_ROWS(rows), 1);
    int k = add_in(&g, "rat", ASCII_FIND(rows, 'k'), STATE_HUNTING);
    g.floor.monsters[k].knows_player = true;
    g.floor.monsters[k].last_seen = (struct pos){1, 1}; /* unreachable: walled off */
    game_do(&g, wait_turn());
    assert_int_equal(g.floor.monsters[k].state, STATE_WANDERING);
    game_free(&g);
}

static void test_a_badly_wounded_hunter_flees_on_the_same_turn(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "############",
        "#..........#",
        "#.@.k......#",
        "#..........#",
        "############",
    };
    for (uint64_t seed = 1; seed <= 10; seed++) {
        struct game g;
        start(&g, rows, ASCII_ROWS(rows), seed);
        int k = add_in(&g, "goblin", ASCII_FIND(rows, 'k'), STATE_HUNTING);
        g.floor.monsters[k].base.health = 2;
        g.floor.monsters[k].knows_player = true;
        g.floor.monsters[k].last_seen = g.run.player.pos;
        int before = dmap_get(world_chase_map(&g, PASS_WALKER), g.floor.monsters[k].base.pos);
        game_do(&g, wait_turn());
        assert_int_equal(g.floor.monsters[k].state, STATE_FLEEING);
        assert_false(g.floor.monsters[k].knows_player);
        assert_true(dmap_get(world_chase_map(&g, PASS_WALKER), g.floor.monsters[k].base.pos) >
                    before);
        assert_true(log_has(&g, "The goblin flees: it is badly hurt."));
        game_free(&g);
    }
}

static void test_a_fleeing_monster_out_of_sight_does_not_move(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "############",
        "#@#........#",
        "#.#....k...#",
        "#..........#",
        "############",
    };
    struct game g;
    start(&g, rows, ASCII_ROWS(rows), 2);
    int k = add_in(&g, "goblin", ASCII_FIND(rows, 'k'), STATE_FLEEING);
    g.floor.monsters[k].base.health = 2;
    assert_false(world_monster_sees_player(&g, &g.floor.monsters[k]));
    for (int i = 0; i < 5; i++) {
        game_do(&g, wait_turn());
        assert_true(grid_eq(g.floor.monsters[k].base.pos, ASCII_FIND(rows, 'k')));
    }
    game_free(&g);
}

static void test_a_healed_fleer_hunts_again_the_same_turn(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "##########",
        "#@.....k.#",
        "##########",
    };
    struct game g;
    start(&g, rows, ASCII_ROWS(rows), 2);
    int k = add_in(&g, "goblin", ASCII_FIND(rows, 'k'), STATE_FLEEING);
    g.floor.monsters[k].base.health = 8;
    int before = dmap_get(world_chase_map(&g, PASS_WALKER), g.floor.monsters[k].base.pos);
    game_do(&g, wait_turn());
    assert_int_equal(g.floor.monsters[k].state, STATE_HUNTING);
    assert_int_equal(dmap_get(world_chase_map(&g, PASS_WALKER), g.floor.monsters[k].base.pos),
                     before - 1);
    game_free(&g);
}

static const char *const noise_rows[] = {
    "###########",
    "#@...S....#",
    "#.#######.#",
    "#.#######.#",
    "#....z....#",
    "###########",
};

static void test_noise_goes_around_walls(void **state)
{
    (void)state;
    struct game g;
    start(&g, noise_rows, ASCII_ROWS(noise_rows), 1);
    struct pos source = ASCII_FIND(noise_rows, 'S');
    /* 5 steps by walking: hears 8 - 5 = 3, and wakes. */
    int near = add_in(&g, "rat", (struct pos){9, 3}, STATE_ASLEEP);
    /* 3 cells away through the wall, but 9 steps by walking: sleeps on. */
    int walled = add_in(&g, "rat", ASCII_FIND(noise_rows, 'z'), STATE_ASLEEP);
    /* 6 steps: hears 2, sleeps on. */
    int far = add_in(&g, "rat", (struct pos){9, 4}, STATE_ASLEEP);
    mind_noise(&g, source, MIND_FIGHT_LOUDNESS, CAUSE_HEARD_NOISE, -1);
    assert_int_equal(dmap_get(&g.cache.noise, g.floor.monsters[near].base.pos), 5);
    assert_int_equal(grid_distance(source, g.floor.monsters[walled].base.pos), 3);
    /* 9 steps is past what a noise of 8 reaches: the map stops short. */
    assert_true(dmap_get(&g.cache.noise, g.floor.monsters[walled].base.pos) > 8);
    assert_int_equal(dmap_get(&g.cache.noise, g.floor.monsters[far].base.pos), 6);
    assert_int_equal(g.floor.monsters[near].state, STATE_WANDERING);
    assert_true(g.floor.monsters[near].has_target);
    assert_true(grid_eq(g.floor.monsters[near].target, source));
    assert_int_equal(g.floor.monsters[far].state, STATE_ASLEEP);
    assert_int_equal(g.floor.monsters[walled].state, STATE_ASLEEP);
    game_free(&g);
}

static void test_hunters_and_fleers_ignore_noise_and_wanderers_go_to_see(void **state)
{
    (void)state;
    struct game g;
    start(&g, noise_rows, ASCII_ROWS(noise_rows), 1);
    int hunter = add_in(&g, "rat", (struct pos){3, 1}, STATE_HUNTING);
    int fleer = add_in(&g, "rat", (struct pos){4, 1}, STATE_FLEEING);
    int wanderer = add_in(&g, "rat", (struct pos){8, 4}, STATE_WANDERING);
    mind_noise(&g, (struct pos){2, 1}, MIND_SHRIEK_LOUDNESS, CAUSE_HEARD_NOISE, -1);
    assert_int_equal(g.floor.monsters[hunter].state, STATE_HUNTING);
    assert_false(g.floor.monsters[hunter].has_target);
    assert_int_equal(g.floor.monsters[fleer].state, STATE_FLEEING);
    assert_true(g.floor.monsters[wanderer].has_target);
    assert_true(grid_eq(g.floor.monsters[wanderer].target, (struct pos){2, 1}));
    game_free(&g);
}

static void test_the_dead_hear_nothing(void **state)
{
    (void)state;
    struct game g;
    start(&g, noise_rows, ASCII_ROWS(noise_rows), 1);
    int dead = add_in(&g, "rat", (struct pos){2, 1}, STATE_ASLEEP);
    g.floor.monsters[dead].base.health = 0;
    mind_noise(&g, (struct pos){1, 1}, MIND_FIGHT_LOUDNESS, CAUSE_HEARD_NOISE, -1);
    assert_int_equal(g.floor.monsters[dead].state, STATE_ASLEEP);
    game_free(&g);
}

/* A sleeper a noise wakes within sight of the player hunts them at once,
 * and the log says it woke, not also that it noticed them. */
static void test_a_sleeper_woken_in_sight_of_the_player_hunts_and_is_told_once(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "##########",
        "#.@k.s...#",
        "##########",
    };
    struct game g;
    start(&g, rows, ASCII_ROWS(rows), 2);
    add_in(&g, "brute", ASCII_FIND(rows, 'k'), STATE_ASLEEP);
    int rat = add_in(&g, "rat", ASCII_FIND(rows, 's'), STATE_ASLEEP);
    game_do(&g, step(1, 0));
    assert_true(log_has(&g, "The rat wakes up: it heard the fight."));
    assert_false(log_begins(&g, "The rat notices you"));
    assert_int_equal(g.floor.monsters[rat].state, STATE_HUNTING);
    game_free(&g);
}

static void test_a_blow_is_told_before_what_its_noise_wakes(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "##########",
        "#.@k.s...#",
        "##########",
    };
    struct game g;
    start(&g, rows, ASCII_ROWS(rows), 2);
    add_in(&g, "brute", ASCII_FIND(rows, 'k'), STATE_ASLEEP);
    add_in(&g, "rat", ASCII_FIND(rows, 's'), STATE_ASLEEP);
    game_do(&g, step(1, 0));
    int woke = log_age(&g, "The rat wakes up: it heard the fight.");
    assert_true(woke >= 0);
    const char *blow = msglog_get(&g.run.log, woke + 1)->text;
    assert_true(strstr(blow, "You hit the brute") || strstr(blow, "glances off the brute"));
    game_free(&g);
}

static void
test_a_shrieker_never_moves_and_shrieks_every_third_turn_it_sees_the_player(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "##########",
        "#@....,..#",
        "##########",
    };
    /* Hunting, or awake and watching (a wanderer that cannot move); it
     * never hears its own shriek (it said "heard the shrieker's shriek 0
     * steps away"). */
    const enum mind_state states[] = {STATE_HUNTING, STATE_WANDERING};
    for (size_t k = 0; k < sizeof states / sizeof states[0]; k++) {
        struct game g;
        start(&g, rows, ASCII_ROWS(rows), 2);
        int s = add_in(&g, "shrieker", ASCII_FIND(rows, ','), states[k]);
        int shrieks = 0;
        for (int turn = 1; turn <= 12; turn++) {
            int before = log_count(&g, "The shrieker shrieks!");
            game_do(&g, wait_turn());
            bool shrieked = log_count(&g, "The shrieker shrieks!") > before;
            shrieks += shrieked;
            assert_int_equal(shrieked, g.run.turn % MIND_SHRIEK_EVERY == 0);
            assert_true(grid_eq(g.floor.monsters[s].base.pos, ASCII_FIND(rows, ',')));
            assert_int_not_equal(g.floor.monsters[s].cause, CAUSE_HEARD_SHRIEK);
        }
        assert_int_equal(shrieks, 4);
        /* Out of its sight, it is silent. */
        g.floor.monsters[s].base.sight = 1;
        for (int turn = 0; turn < 6; turn++)
            game_do(&g, wait_turn());
        assert_int_equal(log_count(&g, "The shrieker shrieks!"), 4);
        game_free(&g);
    }
}

static void test_a_shriek_wakes_sleepers_far_off(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "##############################",
        "#@,.........................z#",
        "##############################",
    };
    struct game g;
    start(&g, rows, ASCII_ROWS(rows), 2);
    add_in(&g, "shrieker", ASCII_FIND(rows, ','), STATE_HUNTING);
    int z = add_in(&g, "rat", ASCII_FIND(rows, 'z'), STATE_ASLEEP);
    while (g.run.turn < 3)
        game_do(&g, wait_turn());
    /* 26 steps from the shrieker: 25 - 26 < 0. */
    assert_int_equal(g.floor.monsters[z].state, STATE_ASLEEP);
    world_move_monster(&g, z, (struct pos){2 + 23, 1}); /* 23 steps: hears 2 */
    while (g.run.turn < 6)
        game_do(&g, wait_turn());
    assert_int_equal(g.floor.monsters[z].state, STATE_ASLEEP);
    world_move_monster(&g, z, (struct pos){2 + 22, 1}); /* 22 steps: hears 3 */
    while (g.run.turn < 9)
        game_do(&g, wait_turn());
    assert_int_equal(g.floor.monsters[z].state, STATE_WANDERING);
    game_free(&g);
}

/* A stationary monster that can hurt strikes the player next to it, and
 * still never moves. */
static void test_an_awake_stationary_monster_strikes_the_player_next_to_it(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "#######",
        "#@,...#",
        "#######",
    };
    /* The test kinds' shrieker with a blow of 2. */
    struct kind_list kinds = *test_kinds();
    struct kind copy[64];
    memcpy(copy, kinds.kinds, sizeof copy[0] * (size_t)kinds.count);
    kinds.kinds = copy;
    copy[test_kind("shrieker")].blows =
        (struct parse_entries){.at = {{EFFECT_HIT, 2, 2, 0}}, .count = 1};
    struct game g;
    assert_int_equal(game_new_from_ascii(&g, 2, rows, ASCII_ROWS(rows), &kinds), 0);
    int s = add_in(&g, "shrieker", ASCII_FIND(rows, ','), STATE_HUNTING);
    game_do(&g, wait_turn());
    assert_int_equal(g.run.player.health, 28);
    assert_true(grid_eq(g.floor.monsters[s].base.pos, ASCII_FIND(rows, ',')));
    game_free(&g);
}

/* Asleep, a stationary monster is a sleeper like any other: it does not
 * shriek until it wakes, and it wakes when the player comes next to it. */
static void test_an_asleep_shrieker_is_silent_until_it_wakes(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "##########",
        "#@....,..#",
        "##########",
    };
    struct game g;
    start(&g, rows, ASCII_ROWS(rows), 4);
    int s = add_in(&g, "shrieker", ASCII_FIND(rows, ','), STATE_ASLEEP);
    assert_true(world_monster_sees_player(&g, &g.floor.monsters[s]));
    for (int turn = 0; turn < 6 && g.floor.monsters[s].state == STATE_ASLEEP; turn++) {
        game_do(&g, wait_turn());
        if (g.floor.monsters[s].state == STATE_ASLEEP)
            assert_false(log_has(&g, "The shrieker shrieks!"));
    }
    g.floor.monsters[s].state = STATE_ASLEEP;
    g.run.player.pos = (struct pos){5, 1};
    game_rebuild_caches(&g);
    game_do(&g, wait_turn());
    assert_int_equal(g.floor.monsters[s].state, STATE_HUNTING);
    game_free(&g);
}

static void test_a_stationary_monster_cannot_be_frightened(void **state)
{
    (void)state;
    struct game g;
    start(&g, noise_rows, ASCII_ROWS(noise_rows), 2);
    int s = add_in(&g, "shrieker", (struct pos){3, 1}, STATE_HUNTING);
    int r = add_in(&g, "rat", (struct pos){4, 4}, STATE_ASLEEP);
    assert_false(mind_frighten(&g, s));
    assert_int_equal(g.floor.monsters[s].state, STATE_HUNTING);
    assert_true(mind_frighten(&g, r));
    assert_int_equal(g.floor.monsters[r].state, STATE_FLEEING);
    game_free(&g);
}

static void test_an_erratic_bat_moves_at_random_about_half_the_time(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "##############################",
        "#............................#",
        "#............................#",
        "#............................#",
        "#............................#",
        "#............................#",
        "#@...........................#",
        "##############################",
    };
    int moves = 0, off_course = 0;
    for (uint64_t seed = 1; seed <= 300; seed++) {
        struct game g;
        start(&g, rows, ASCII_ROWS(rows), seed);
        int b = add_in(&g, "bat", (struct pos){15, 3}, STATE_WANDERING);
        g.floor.monsters[b].base.sight = 1;
        g.floor.monsters[b].has_target = true;
        g.floor.monsters[b].target = (struct pos){27, 3};
        for (int i = 0; i < 4; i++) {
            int before = grid_distance(g.floor.monsters[b].base.pos, (struct pos){27, 3});
            game_do(&g, wait_turn());
            int after = grid_distance(g.floor.monsters[b].base.pos, (struct pos){27, 3});
            moves++;
            off_course += after != before - 1;
            g.floor.monsters[b].has_target = true;
            g.floor.monsters[b].target = (struct pos){27, 3};
        }
        game_free(&g);
    }
    /* A random step lands one closer 3 times in 8 on open floor, so about
     * half * 5/8 of all moves go off course: 0.3125. */
    double rate = (double)off_course / moves;
    assert_true(rate > 0.26 && rate < 0.37);
}

static void test_a_hunting_bat_next_to_the_player_always_attacks(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "#######",
        "#.....#",
        "#.@b..#",
        "#.....#",
        "#######",
    };
    for (uint64_t seed = 1; seed <= 50; seed++) {
        struct game g;
        start(&g, rows, ASCII_ROWS(rows), seed);
        int b = add_in(&g, "bat", ASCII_FIND(rows, 'b'), STATE_HUNTING);
        game_do(&g, wait_turn());
        assert_true(grid_eq(g.floor.monsters[b].base.pos, ASCII_FIND(rows, 'b')));
        assert_true(g.run.player.health < 30 || log_has(&g, "The bat's blow glances off you."));
        game_free(&g);
    }
}

static void test_monsters_start_asleep_or_one_in_three_awake_and_bats_always_awake(void **state)
{
    (void)state;
    int awake = 0, total = 0;
    for (uint64_t seed = 1; seed <= 300; seed++) {
        static struct game g;
        assert_int_equal(game_new(&g, seed, test_kinds(), NULL), 0);
        for (int i = 0; i < g.floor.monster_count; i++) {
            const struct monster *m = &g.floor.monsters[i];
            assert_true(m->state == STATE_ASLEEP || m->state == STATE_WANDERING);
            if (kind_has(world_kind_of(&g, m), TRAIT_NEVER_SLEEPS)) {
                assert_int_equal(m->state, STATE_WANDERING);
                continue;
            }
            total++;
            awake += m->state == STATE_WANDERING;
        }
        game_free(&g);
    }
    double rate = (double)awake / total;
    assert_true(rate > 0.30 && rate < 0.37);
}

static void test_only_what_the_player_sees_reaches_the_log(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "###############",
        "#@#...........#",
        "#.#.....k.....#",
        "#.............#",
        "###############",
    };
    struct game g;
    start(&g, rows, ASCII_ROWS(rows), 2);
    int k = add_in(&g, "goblin", ASCII_FIND(rows, 'k'), STATE_ASLEEP);
    assert_false(world_sees(&g, g.floor.monsters[k].base.pos));
    mind_noise(&g, g.floor.monsters[k].base.pos, MIND_FIGHT_LOUDNESS, CAUSE_HEARD_NOISE, -1);
    assert_int_equal(g.floor.monsters[k].state, STATE_WANDERING);
    assert_false(log_begins(&g, "The goblin wakes up"));
    game_free(&g);
}

/* ---- the deeper traits and a monster's own sight ---- */

static void test_a_monster_sees_as_far_as_its_own_sight_not_the_players(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "##############",
        "#@..........h#",
        "##############",
    };
    struct game g;
    start(&g, rows, ASCII_ROWS(rows), 1);
    int hawk = add_in(&g, "hawk", ASCII_FIND(rows, 'h'), STATE_WANDERING);
    int goblin = add_in(&g, "goblin", (struct pos){9, 1}, STATE_WANDERING);
    /* 11 cells off: past the player's 9, inside the hawk's 12. */
    assert_false(world_sees(&g, g.floor.monsters[hawk].base.pos));
    assert_true(world_monster_sees_player(&g, &g.floor.monsters[hawk]));
    /* 8 cells off, with sight 7: the goblin does not see the player, who sees it. */
    assert_true(world_sees(&g, g.floor.monsters[goblin].base.pos));
    assert_false(world_monster_sees_player(&g, &g.floor.monsters[goblin]));
    game_do(&g, wait_turn());
    assert_int_equal(g.floor.monsters[hawk].state, STATE_HUNTING);
    game_free(&g);
}

static void test_a_slow_monster_acts_every_other_turn_starting_with_an_act(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "################",
        "#@............Z#",
        "################",
    };
    struct game g;
    start(&g, rows, ASCII_ROWS(rows), 1);
    int z = add(&g, "zombie", rows, ASCII_ROWS(rows), 'Z');
    int x[7];
    for (int turn = 0; turn < 7; turn++) {
        game_do(&g, wait_turn());
        x[turn] = g.floor.monsters[z].base.pos.x;
    }
    /* 14 at the start: it steps on turns 1, 3, 5 and 7 only. */
    int expected[7] = {13, 13, 12, 12, 11, 11, 10};
    assert_memory_equal(x, expected, sizeof x);
    game_free(&g);
}

static void test_a_fearless_monster_fights_on_badly_wounded(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "########",
        "#@Z....#",
        "########",
    };
    struct game g;
    start(&g, rows, ASCII_ROWS(rows), 1);
    int z = add(&g, "zombie", rows, ASCII_ROWS(rows), 'Z');
    int goblin = add_in(&g, "goblin", (struct pos){5, 1}, STATE_HUNTING);
    g.floor.monsters[z].base.health = 2;      /* of 16: badly wounded */
    g.floor.monsters[goblin].base.health = 2; /* of 8: badly wounded too */
    g.floor.monsters[goblin].knows_player = true;
    g.floor.monsters[goblin].last_seen = g.run.player.pos;
    for (int turn = 0; turn < 4; turn++)
        game_do(&g, wait_turn());
    assert_int_equal(g.floor.monsters[z].state, STATE_HUNTING);
    assert_false(log_begins(&g, "The zombie flees"));
    assert_true(g.run.player.health < 30);
    /* The goblin, no braver than most, ran. */
    assert_int_equal(g.floor.monsters[goblin].state, STATE_FLEEING);
    /* Nor does fear move it. */
    assert_false(mind_frighten(&g, z));
    assert_int_equal(g.floor.monsters[z].state, STATE_HUNTING);
    game_free(&g);
}

static void test_a_regenerating_monster_heals_a_point_a_turn_to_its_most(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "##########",
        "#@#.....T#",
        "##########",
    };
    struct game g;
    start(&g, rows, ASCII_ROWS(rows), 1);
    int troll = add_in(&g, "troll", ASCII_FIND(rows, 'T'), STATE_ASLEEP);
    int goblin = add_in(&g, "goblin", (struct pos){3, 1}, STATE_ASLEEP);
    g.floor.monsters[troll].base.health = 20;
    g.floor.monsters[goblin].base.health = 4;
    for (int turn = 0; turn < 3; turn++)
        game_do(&g, wait_turn());
    assert_int_equal(g.floor.monsters[troll].base.health, 23);
    assert_int_equal(g.floor.monsters[goblin].base.health, 4);
    for (int turn = 0; turn < 3; turn++)
        game_do(&g, wait_turn());
    assert_int_equal(g.floor.monsters[troll].base.health, 24);
    game_free(&g);
}

static void test_a_draining_monster_heals_by_the_damage_it_deals(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "######",
        "#@v..#",
        "######",
    };
    struct game g;
    start(&g, rows, ASCII_ROWS(rows), 1);
    int leech = add(&g, "leech", rows, ASCII_ROWS(rows), 'v');
    g.floor.monsters[leech].base.health = 8; /* of 10; it bites for 3 */
    game_do(&g, wait_turn());
    assert_int_equal(g.run.player.health, 27);
    assert_int_equal(g.floor.monsters[leech].base.health, 10); /* 8 + 3, capped at 10 */
    g.floor.monsters[leech].base.health = 4;
    game_do(&g, wait_turn());
    assert_int_equal(g.floor.monsters[leech].base.health, 7);
    /* A goblin's bite heals it not at all. */
    game_free(&g);
}

/* A noise reaches as far as its loudness: a wanderer 8 steps from a noise
 * of 8 hears it (8 - 8 = 0) and goes to see; one 9 steps off does not. */
static void test_a_wanderer_hears_a_noise_to_the_very_edge_of_its_reach(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "#############",
        "#@..........#",
        "#############",
    };
    struct game g;
    start(&g, rows, ASCII_ROWS(rows), 1);
    int edge = add_in(&g, "rat", (struct pos){9, 1}, STATE_WANDERING);
    int past = add_in(&g, "rat", (struct pos){10, 1}, STATE_WANDERING);
    mind_noise(&g, (struct pos){1, 1}, 8, CAUSE_HEARD_NOISE, -1);
    assert_true(g.floor.monsters[edge].has_target);
    assert_true(grid_eq(g.floor.monsters[edge].target, (struct pos){1, 1}));
    assert_false(g.floor.monsters[past].has_target);
    game_free(&g);
}

/* A monster's blow is a noise of 8 where the player stands, told after the
 * blow: a sleeper 5 steps from the player hears 3 and wakes, one 6 steps
 * off hears 2 and sleeps on. */
static void test_a_monsters_blow_is_a_noise_at_the_player_told_after_the_blow(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "##############",
        "#k@....ab....#",
        "##############",
    };
    struct game g;
    start(&g, rows, ASCII_ROWS(rows), 1);
    add(&g, "brute", rows, ASCII_ROWS(rows), 'k');
    int near = add_in(&g, "rat", ASCII_FIND(rows, 'a'), STATE_ASLEEP);
    int far = add_in(&g, "rat", ASCII_FIND(rows, 'b'), STATE_ASLEEP);
    g.floor.monsters[near].base.sight = 0;
    g.floor.monsters[far].base.sight = 0;
    game_do(&g, wait_turn());
    assert_int_equal(g.run.player.health, 25);
    assert_int_equal(g.floor.monsters[near].state, STATE_WANDERING);
    assert_int_equal(g.floor.monsters[far].state, STATE_ASLEEP);
    int woke = log_age(&g, "The rat wakes up: it heard the fight.");
    assert_true(woke >= 0);
    assert_string_equal(msglog_get(&g.run.log, woke + 1)->text, "The brute hits you for 5.");
    game_free(&g);
}

/* Struck, a wanderer hunts at once: its own turn goes on a blow back, not
 * on noticing the player. */
static void test_a_struck_wanderer_hunts_at_once_and_strikes_back_the_same_turn(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "######",
        "#@k..#",
        "######",
    };
    struct game g;
    start(&g, rows, ASCII_ROWS(rows), 3);
    add_in(&g, "brute", ASCII_FIND(rows, 'k'), STATE_WANDERING);
    game_do(&g, step(1, 0));
    assert_false(log_begins(&g, "The brute notices you"));
    assert_int_equal(g.run.player.health, 25);
    game_free(&g);
}

/* Afraid, a hunter flees whatever its health: an unhurt goblin too. */
static void test_an_afraid_hunter_flees_whatever_its_health(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "############",
        "#..........#",
        "#.@.k......#",
        "#..........#",
        "############",
    };
    struct game g;
    start(&g, rows, ASCII_ROWS(rows), 3);
    int k = add(&g, "goblin", rows, ASCII_ROWS(rows), 'k');
    g.floor.monsters[k].base.status[STATUS_AFRAID] = 5;
    int before = dmap_get(world_chase_map(&g, PASS_WALKER), g.floor.monsters[k].base.pos);
    game_do(&g, wait_turn());
    assert_int_equal(g.floor.monsters[k].base.health, 8);
    assert_int_equal(g.floor.monsters[k].state, STATE_FLEEING);
    assert_false(g.floor.monsters[k].knows_player);
    assert_true(dmap_get(world_chase_map(&g, PASS_WALKER), g.floor.monsters[k].base.pos) > before);
    game_free(&g);
}

/* A fleer hunts again once past two thirds of its most health: a goblin of
 * 8 on 6 hunts, one on 5 runs on. */
/* Fleeing once (doc/rules.md): a fleer struck again turns at bay, hunts,
 * and never flees again, however hurt. */
static void test_a_fleer_struck_again_turns_at_bay_and_never_flees_again(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "##########",
        "#.@B.....#",
        "##########",
    };
    for (uint64_t seed = 1; seed <= 5; seed++) {
        struct game g;
        start(&g, rows, ASCII_ROWS(rows), seed);
        int b = add_in(&g, "brute", ASCII_FIND(rows, 'B'), STATE_FLEEING);
        g.floor.monsters[b].base.health = 6; /* badly hurt: a third of 20 or less */
        game_do(&g, step(1, 0));
        assert_int_equal(g.floor.monsters[b].state, STATE_HUNTING);
        assert_true(log_has(&g, "The brute turns at bay: it will not flee again."));
        for (int i = 0; i < 4; i++) {
            game_do(&g, wait_turn());
            assert_int_equal(g.floor.monsters[b].state, STATE_HUNTING);
        }
        assert_true(g.run.player.health < g.run.player.health_max); /* it fought */
        game_free(&g);
    }
}

/* One that fled and came back (healed) will not flee again when wounded. */
static void test_a_fleer_that_came_back_does_not_flee_a_second_time(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "##########",
        "#@.....k.#",
        "##########",
    };
    struct game g;
    start(&g, rows, ASCII_ROWS(rows), 2);
    int k = add_in(&g, "goblin", ASCII_FIND(rows, 'k'), STATE_FLEEING);
    g.floor.monsters[k].base.health = 8;
    game_do(&g, wait_turn());
    assert_int_equal(g.floor.monsters[k].state, STATE_HUNTING);
    g.floor.monsters[k].base.health = 2;
    game_do(&g, wait_turn());
    assert_int_equal(g.floor.monsters[k].state, STATE_HUNTING);
    game_free(&g);
}

/* A game of rows with stairs down at '>' and a fleer of the kind at 'k'
 * with the health given: its slot. */
static int stairs_goer(struct game *g, const char *const *rows, int n, const char *kind,
                       int health)
{
    start(g, rows, n, 3);
    struct pos stairs = ascii_find(rows, n, '>');
    g->floor.map.tiles[map_index(&g->floor.map, stairs.x, stairs.y)] = TILE_STAIRS;
    game_rebuild_caches(g); /* the tiles changed: the caches follow (the stairs' cell) */
    int k = add_in(g, kind, ascii_find(rows, n, 'k'), STATE_FLEEING);
    g->floor.monsters[k].base.health = health;
    return k;
}

/* A badly hurt fleer that cannot heal makes for the stairs, seen or not,
 * and leaves the floor there: gone, no kill. One that heals lies low. */
static void test_a_fleer_that_cannot_heal_makes_for_the_stairs_and_leaves(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "##############",
        "#@#..k......>#",
        "#.#..........#",
        "#............#",
        "##############",
    };
    for (int troll = 0; troll <= 1; troll++) {
        struct game g;
        int k = stairs_goer(&g, rows, ASCII_ROWS(rows), troll ? "troll" : "goblin", troll ? 2 : 1);
        assert_false(world_monster_sees_player(&g, &g.floor.monsters[k]));
        for (int i = 0; i < 12; i++)
            game_do(&g, wait_turn());
        if (troll) {
            assert_true(entity_alive(&g.floor.monsters[k].base));
            assert_true(grid_eq(g.floor.monsters[k].base.pos, ASCII_FIND(rows, 'k')));
        } else {
            assert_false(entity_alive(&g.floor.monsters[k].base));
            assert_int_equal(g.run.kills, 0);
        }
        game_free(&g);
    }
}

/* A stairs-goer steps past a monster that blocks its way (they change
 * places): two lay 450 turns in a corridor other monsters blocked. Never
 * past one that cannot move. */
static void test_a_fleer_making_for_the_stairs_steps_past_a_monster_in_its_way(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "###########",
        "#@#.k.r..>#",
        "###########",
    };
    for (int fixed = 0; fixed <= 1; fixed++) {
        struct game g;
        int k = stairs_goer(&g, rows, ASCII_ROWS(rows), "goblin", 2);
        int r = add_in(&g, fixed ? "shrieker" : "rat", ASCII_FIND(rows, 'r'), STATE_ASLEEP);
        for (int i = 0; i < 10; i++)
            game_do(&g, wait_turn());
        if (fixed) {
            assert_true(entity_alive(&g.floor.monsters[k].base));
            assert_true(grid_eq(g.floor.monsters[r].base.pos, ASCII_FIND(rows, 'r')));
        } else {
            assert_false(entity_alive(&g.floor.monsters[k].base)); /* down the stairs */
            assert_int_equal(g.run.kills, 0);
            assert_true(entity_alive(&g.floor.monsters[r].base));
        }
        game_free(&g);
    }
}

/* A stairs-goer whose way runs through the player, who stands next to it
 * in the room's only way out, turns at bay and strikes: it does not step
 * back and come on again, next to the player and never striking. */
static void test_a_fleer_whose_way_to_the_stairs_the_player_bars_turns_at_bay(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "#########",
        "#...k...#",
        "#.......#",
        "####@####",
        "####.####",
        "####>####",
        "#########",
    };
    struct game g;
    int k = stairs_goer(&g, rows, ASCII_ROWS(rows), "goblin", 2);
    struct monster *m = &g.floor.monsters[k];
    char next[160];
    why_next(&g, m, next, sizeof next);
    assert_string_equal(next, "making for the stairs, 4 cells off; struck or cornered, it turns");
    /* Two steps bring it next to the player; the third is its turn at bay. */
    for (int i = 0; i < 3; i++)
        game_do(&g, wait_turn());
    assert_int_equal(m->state, STATE_HUNTING);
    assert_true(m->spent);
    assert_int_equal(m->cause, CAUSE_TURNED);
    assert_true(grid_adjacent(m->base.pos, g.run.player.pos));
    /* And it fights on, next to the player. */
    int health = g.run.player.health;
    for (int i = 0; i < 6; i++)
        game_do(&g, wait_turn());
    assert_true(g.run.player.health < health);
    assert_true(grid_adjacent(m->base.pos, g.run.player.pos));
    game_free(&g);
}

static void test_a_fleer_hunts_again_only_once_past_two_thirds_of_its_health(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "##########",
        "#@.....k.#",
        "##########",
    };
    for (int health = 5; health <= 6; health++) {
        struct game g;
        start(&g, rows, ASCII_ROWS(rows), 2);
        int k = add_in(&g, "goblin", ASCII_FIND(rows, 'k'), STATE_FLEEING);
        g.floor.monsters[k].base.health = health;
        game_do(&g, wait_turn());
        assert_int_equal(g.floor.monsters[k].state, health == 6 ? STATE_HUNTING : STATE_FLEEING);
        game_free(&g);
    }
}

/* Fear running out hands a fleer back to hunting only when it is no longer
 * badly wounded (a third of its most health or less): a goblin of 8 on 3
 * hunts, one on 2 keeps running. Both lie out of the player's sight, where
 * a fleer stays put, so only the end of fear can change their state. */
static void test_fear_ends_into_hunting_only_when_no_longer_badly_wounded(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "############",
        "#@#........#",
        "#.#..a..b..#",
        "#..........#",
        "############",
    };
    struct game g;
    start(&g, rows, ASCII_ROWS(rows), 2);
    int hurt = add_in(&g, "goblin", ASCII_FIND(rows, 'a'), STATE_FLEEING);
    int worse = add_in(&g, "goblin", ASCII_FIND(rows, 'b'), STATE_FLEEING);
    g.floor.monsters[hurt].base.health = 3;
    g.floor.monsters[worse].base.health = 2;
    g.floor.monsters[hurt].base.status[STATUS_AFRAID] = 2;
    g.floor.monsters[worse].base.status[STATUS_AFRAID] = 2;
    assert_false(world_monster_sees_player(&g, &g.floor.monsters[hurt]));
    assert_false(world_monster_sees_player(&g, &g.floor.monsters[worse]));
    /* Still afraid after the first turn: both flee whatever their health. */
    game_do(&g, wait_turn());
    assert_int_equal(g.floor.monsters[hurt].state, STATE_FLEEING);
    assert_int_equal(g.floor.monsters[worse].state, STATE_FLEEING);
    /* The fear runs out at the end of the second. */
    game_do(&g, wait_turn());
    assert_int_equal(g.floor.monsters[hurt].base.status[STATUS_AFRAID], 0);
    assert_int_equal(g.floor.monsters[worse].base.status[STATUS_AFRAID], 0);
    /* Out of its sight, it knows not where the player is: it wanders. */
    assert_int_equal(g.floor.monsters[hurt].state, STATE_WANDERING);
    assert_int_equal(g.floor.monsters[hurt].cause, CAUSE_FEAR_ENDED);
    assert_int_equal(g.floor.monsters[worse].state, STATE_FLEEING);
    /* And the badly wounded one goes on fleeing, not hunting, after. */
    for (int turn = 0; turn < 3; turn++) {
        game_do(&g, wait_turn());
        assert_int_equal(g.floor.monsters[worse].state, STATE_FLEEING);
    }
    game_free(&g);
}

/* ---- wandering in a room shut by doors (doc/rules.md, "Wandering") ---- */

/* A hall above, and below it a room one row high and 40 long whose two
 * doors are shut: the rat (r) starts at its west end. */
static const char *const shut_room[] = {
    "##########################################", "#@.......................................#",
    "#........................................#", "#........................................#",
    "#........................................#", "#........................................#",
    "#........................................#", "#........................................#",
    "#........................................#", "#........................................#",
    "#........................................#", "#........................................#",
    "#........................................#", "#........................................#",
    "#........................................#", "#........................................#",
    "#........................................#", "####+##############################+######",
    "#r.......................................#", "##########################################",
};

static const struct monster *shut_rat(struct game *g, uint64_t seed, int *slot)
{
    start(g, shut_room, ASCII_ROWS(shut_room), seed);
    *slot = add_in(g, "rat", ASCII_FIND(shut_room, 'r'), STATE_WANDERING);
    g->floor.monsters[*slot].base.sight = 1;
    return &g->floor.monsters[*slot];
}

/* Its next pick, made from where it started (put back there, the target
 * forgotten). */
static struct pos pick_again(struct game *g, int slot, struct pos from)
{
    struct monster *m = &g->floor.monsters[slot];
    world_move_monster(g, slot, from);
    m->has_target = false;
    game_do(g, wait_turn());
    assert_true(m->has_target || grid_eq(m->base.pos, from));
    return m->target;
}

static void test_a_walker_shut_in_a_room_wanders_in_it_within_10_cells_each_way(void **state)
{
    (void)state;
    struct pos from = ASCII_FIND(shut_room, 'r');
    int random_picks = 0, at_ten = 0;
    for (uint64_t seed = 1; seed <= 20; seed++) {
        static struct game g;
        int slot;
        const struct monster *m = shut_rat(&g, seed, &slot);
        /* Its first turn: a cell it can walk to, and it walks. */
        game_do(&g, wait_turn());
        /* (Its own cell drawn, it has nowhere to go this turn.) */
        assert_int_equal(m->target.y, from.y);
        if (!grid_eq(m->target, from))
            assert_int_equal(grid_distance(m->base.pos, m->target),
                             grid_distance(from, m->target) - 1);
        else
            assert_true(grid_eq(m->base.pos, from));
        const struct waypoints *w = &g.cache.classes[PASS_WALKER].waypoints;
        for (int k = 0; k < 30; k++) {
            struct pos target = pick_again(&g, slot, from);
            /* Never out of the room while its doors are shut. */
            assert_int_equal(target.y, from.y);
            if (waypoints_find(w, target) >= 0)
                continue; /* a waypoint in the room */
            random_picks++;
            assert_true(target.x - from.x <= 10);
            at_ten += target.x - from.x == 10;
        }
        game_free(&g);
    }
    /* Enough cells of its own to tell, and the farthest of them reached. */
    assert_true(random_picks >= 100);
    assert_true(at_ten >= 1);
}

static void test_a_walker_shut_in_heads_out_for_a_waypoint_once_a_door_is_open(void **state)
{
    (void)state;
    struct pos from = ASCII_FIND(shut_room, 'r');
    for (uint64_t seed = 1; seed <= 5; seed++) {
        static struct game g;
        int slot;
        shut_rat(&g, seed, &slot);
        for (int k = 0; k < 10; k++)
            assert_int_equal(pick_again(&g, slot, from).y, from.y);
        assert_true(door_change_open(&g, ASCII_FIND(shut_room, '+'), -1));
        const struct waypoints *w = &g.cache.classes[PASS_WALKER].waypoints;
        bool out = false;
        for (int k = 0; k < 10 && !out; k++) {
            struct pos target = pick_again(&g, slot, from);
            out = target.y != from.y && waypoints_find(w, target) >= 0;
        }
        assert_true(out);
        game_free(&g);
    }
}

/* ---- the flee map (doc/rules.md, "Fleeing") ---- */

static const char *const flee_hall[] = {
    "############################################",
    "#..........................................#",
    "#..........................................#",
    "#..........@...............................#",
    "#..........................................#",
    "#..........................................#",
    "############################################",
};

/* Whether the game's walker's flee map is, cell for cell, one made afresh
 * with the player at origin (the horizon 20). */
static bool flee_map_made_from(struct game *g, const struct dmap *flee, struct pos origin)
{
    static struct class_maps fresh;
    assert_int_equal(class_maps_init(&fresh, &g->floor.map, passability_tiles(PASS_WALKER)), 0);
    const struct dmap *want = class_maps_flee(&fresh, &g->floor.map, origin, -1.2, 20);
    bool same = true;
    for (int y = 0; y < g->floor.map.height; y++)
        for (int x = 0; x < g->floor.map.width; x++)
            same = same && dmap_get(flee, (struct pos){x, y}) == dmap_get(want, (struct pos){x, y});
    class_maps_free(&fresh);
    return same;
}

static void test_the_flee_map_reaches_20_steps_from_the_player_and_not_21(void **state)
{
    (void)state;
    static struct game g;
    start(&g, flee_hall, ASCII_ROWS(flee_hall), 1);
    struct pos p = g.run.player.pos;
    const struct dmap *flee = world_flee_map(&g, PASS_WALKER);
    for (int dx = -10; dx <= 20; dx++)
        assert_true(dmap_get(flee, (struct pos){p.x + dx, p.y}) < DMAP_UNREACHABLE);
    assert_int_equal(dmap_get(flee, (struct pos){p.x + 21, p.y}), DMAP_UNREACHABLE);
    assert_int_equal(dmap_get(flee, (struct pos){p.x + 21, p.y - 2}), DMAP_UNREACHABLE);
    assert_true(dmap_get(flee, (struct pos){p.x + 20, p.y + 2}) < DMAP_UNREACHABLE);
    assert_true(flee_map_made_from(&g, flee, p));
    game_free(&g);
}

/* The flee map is made from where the player stands now, each step: one
 * kept from a step before is no cache of the game as it stands (a resumed
 * game, whose caches are made afresh, would step otherwise). */
static void test_the_flee_map_is_made_from_where_the_player_stands_each_step(void **state)
{
    (void)state;
    static struct game g;
    start(&g, flee_hall, ASCII_ROWS(flee_hall), 1);
    const struct class_maps *walker = &g.cache.classes[PASS_WALKER];
    struct pos p0 = g.run.player.pos;
    const struct dmap *flee = world_flee_map(&g, PASS_WALKER);
    assert_true(grid_eq(walker->flee_from, p0));
    assert_true(flee_map_made_from(&g, flee, p0));
    for (int n = 0; n < 3; n++) {
        assert_true(game_do(&g, step(1, 0)).took);
        struct pos p = g.run.player.pos;
        assert_true(grid_eq(p, (struct pos){p0.x + n + 1, p0.y}));
        flee = world_flee_map(&g, PASS_WALKER);
        assert_true(grid_eq(walker->flee_from, p));
        assert_true(flee_map_made_from(&g, flee, p));
    }
    game_free(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_monster_sees_as_far_as_its_own_sight_not_the_players),
        cmocka_unit_test(test_a_slow_monster_acts_every_other_turn_starting_with_an_act),
        cmocka_unit_test(test_a_fearless_monster_fights_on_badly_wounded),
        cmocka_unit_test(test_fear_ends_into_hunting_only_when_no_longer_badly_wounded),
        cmocka_unit_test(test_an_afraid_hunter_flees_whatever_its_health),
        cmocka_unit_test(test_a_wanderer_hears_a_noise_to_the_very_edge_of_its_reach),
        cmocka_unit_test(test_a_monsters_blow_is_a_noise_at_the_player_told_after_the_blow),
        cmocka_unit_test(test_a_struck_wanderer_hunts_at_once_and_strikes_back_the_same_turn),
        cmocka_unit_test(test_a_fleer_hunts_again_only_once_past_two_thirds_of_its_health),
        cmocka_unit_test(test_a_fleer_struck_again_turns_at_bay_and_never_flees_again),
        cmocka_unit_test(test_a_fleer_that_came_back_does_not_flee_a_second_time),
        cmocka_unit_test(test_a_fleer_that_cannot_heal_makes_for_the_stairs_and_leaves),
        cmocka_unit_test(test_a_fleer_whose_way_to_the_stairs_the_player_bars_turns_at_bay),
        cmocka_unit_test(test_a_fleer_making_for_the_stairs_steps_past_a_monster_in_its_way),
        cmocka_unit_test(test_a_regenerating_monster_heals_a_point_a_turn_to_its_most),
        cmocka_unit_test(test_a_draining_monster_heals_by_the_damage_it_deals),
        cmocka_unit_test(test_a_monster_that_sees_the_player_steps_one_closer_every_turn),
        cmocka_unit_test(test_a_chasing_monster_reaches_the_player_in_the_fewest_steps),
        cmocka_unit_test(test_an_adjacent_monster_that_sees_the_player_attacks),
        cmocka_unit_test(test_a_fleeing_monster_runs_out_of_a_dead_end_not_into_it),
        cmocka_unit_test(test_a_cornered_fleer_fights),
        cmocka_unit_test(test_the_player_acts_before_the_monsters),
        cmocka_unit_test(test_two_monsters_never_share_a_cell_nor_stand_on_the_player),
        cmocka_unit_test(test_a_monster_that_cannot_hurt_does_not_attack),
        cmocka_unit_test(test_a_sleeper_wakes_when_the_player_steps_next_to_it_and_not_before),
        cmocka_unit_test(test_a_sleeper_in_sight_wakes_about_one_turn_in_twenty),
        cmocka_unit_test(test_a_blow_wakes_a_wanderer_into_hunting),
        cmocka_unit_test(test_a_blow_wakes_a_sleeper_into_hunting),
        cmocka_unit_test(test_a_wanderer_that_sees_the_player_spends_the_turn_noticing),
        cmocka_unit_test(test_a_wanderer_walks_to_its_target_and_then_picks_another),
        cmocka_unit_test(test_a_wanderer_forgets_a_target_it_cannot_get_closer_to),
        cmocka_unit_test(test_a_hunter_that_loses_the_player_searches_five_turns_then_gives_up),
        cmocka_unit_test(test_a_hunter_that_cannot_get_closer_gives_up),
        cmocka_unit_test(test_a_badly_wounded_hunter_flees_on_the_same_turn),
        cmocka_unit_test(test_a_fleeing_monster_out_of_sight_does_not_move),
        cmocka_unit_test(test_a_healed_fleer_hunts_again_the_same_turn),
        cmocka_unit_test(test_noise_goes_around_walls),
        cmocka_unit_test(test_hunters_and_fleers_ignore_noise_and_wanderers_go_to_see),
        cmocka_unit_test(test_the_dead_hear_nothing),
        cmocka_unit_test(test_a_blow_is_told_before_what_its_noise_wakes),
        cmocka_unit_test(test_a_sleeper_woken_in_sight_of_the_player_hunts_and_is_told_once),
        cmocka_unit_test(
            test_a_shrieker_never_moves_and_shrieks_every_third_turn_it_sees_the_player),
        cmocka_unit_test(test_a_shriek_wakes_sleepers_far_off),
        cmocka_unit_test(test_a_stationary_monster_cannot_be_frightened),
        cmocka_unit_test(test_an_awake_stationary_monster_strikes_the_player_next_to_it),
        cmocka_unit_test(test_an_asleep_shrieker_is_silent_until_it_wakes),
        cmocka_unit_test(test_an_erratic_bat_moves_at_random_about_half_the_time),
        cmocka_unit_test(test_a_hunting_bat_next_to_the_player_always_attacks),
        cmocka_unit_test(test_monsters_start_asleep_or_one_in_three_awake_and_bats_always_awake),
        cmocka_unit_test(test_only_what_the_player_sees_reaches_the_log),
        cmocka_unit_test(test_a_walker_shut_in_a_room_wanders_in_it_within_10_cells_each_way),
        cmocka_unit_test(test_a_walker_shut_in_heads_out_for_a_waypoint_once_a_door_is_open),
        cmocka_unit_test(test_the_flee_map_reaches_20_steps_from_the_player_and_not_21),
        cmocka_unit_test(test_the_flee_map_is_made_from_where_the_player_stands_each_step),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
