/* Travel, explore and run: each step an action through game_do, walked as
 * the front end walks them (again while a step takes a turn and says
 * nothing), on hand-drawn maps; and why each stops. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "murk/turn/game.h"
#include "murk/turn/repeat.h"
#include "murk/rules/travel.h"
#include "murk/world/place_cage.h"
#include "murk/world/save.h"
#include "murk/base/door.h"
#include "support/ascii_map.h"
#include "support/said.h"
#include "support/test_kinds.h"

/* A game on the rows, with the test kinds and items; the rows' letters
 * are floor. */
static void start(struct game *g, const char *const *rows, int count)
{
    assert_int_equal(game_new_from_ascii(g, 1, rows, count, test_kinds()), 0);
    game_use_items(g, test_items());
    game_rebuild_caches(g);
}

#define START(g, rows) start((g), (rows), ASCII_ROWS(rows))

/* Everything on the map remembered, as if seen before. */
static void remember_all(struct game *g)
{
    struct map *map = &g->floor.map;
    memset(map->remembered, 1, (size_t)map->width * (size_t)map->height);
}

/* Walks as the front end does, through the loop every caller shares
 * (repeat.h). Returns the turns taken. */
static int walk(struct game *g, struct action action)
{
    int steps = 0;
    struct repeat r = repeat_start(action);
    bool going;
    do {
        going = repeat_step(g, &r);
        steps += r.result.took;
    } while (going);
    return steps;
}

static struct action travel(struct pos cell)
{
    return (struct action){.kind = ACTION_TRAVEL, .cell = cell, .slot = -1, .target = -1};
}

static struct action run(int dx, int dy)
{
    return (struct action){.kind = ACTION_RUN, .dir = {dx, dy}, .slot = -1, .target = -1};
}

static const struct action explore = {.kind = ACTION_EXPLORE, .slot = -1, .target = -1};

static void assert_at(const struct game *g, struct pos p)
{
    assert_int_equal(g->run.player.pos.x, p.x);
    assert_int_equal(g->run.player.pos.y, p.y);
}

/* ---- travel ---- */

static const char *const wall_between[] = {
    "###########",
    "#@...#...T#",
    "#.##.#.##.#",
    "#.#..#..#.#",
    "#.#.###.#.#",
    "#.........#",
    "###########",
};

static void test_travel_walks_the_shortest_known_way_and_stops_there(void **state)
{
    (void)state;
    struct game g;
    START(&g, wall_between);
    remember_all(&g);
    struct pos to = ASCII_FIND(wall_between, 'T');
    int steps = walk(&g, travel(to));
    assert_at(&g, to);
    /* Through the gaps and along the bottom: 14 steps is the shortest. */
    assert_int_equal(steps, 14);
    assert_int_equal(g.run.turn, 14);
    /* There: a step more takes no turn and says nothing. */
    long before = g.run.log.said;
    assert_false(game_do(&g, travel(to)).took);
    assert_int_equal(g.run.log.said, before);
    game_free(&g);
}

static void test_travel_goes_only_over_cells_the_player_has_seen(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "##############",
        "#@..........T#",
        "#.##########.#",
        "#............#",
        "##############",
    };
    struct game g;
    START(&g, rows);
    remember_all(&g);
    /* The straight way along the top was never seen past its fourth cell. */
    for (int x = 5; x <= 11; x++)
        g.floor.map.remembered[map_index(&g.floor.map, x, 1)] = 0;
    struct pos to = ASCII_FIND(rows, 'T');
    struct pos step;
    assert_int_equal(travel_toward(&g, to, &step), TRAVEL_GO);
    assert_int_equal(step.x, 0);
    assert_int_equal(step.y, 1);
    game_free(&g);
}

static void test_travel_to_a_place_never_seen_says_so_and_takes_no_turn(void **state)
{
    (void)state;
    struct game g;
    START(&g, wall_between);
    struct pos to = ASCII_FIND(wall_between, 'T'); /* out of sight round the walls */
    assert_false(game_do(&g, travel(to)).took);
    assert_string_equal(said_newest(&g, 0), "You do not know that place.");
    assert_false(game_do(&g, travel((struct pos){0, 0})).took);
    assert_string_equal(said_newest(&g, 0), "You do not know that place.");
    assert_int_equal(g.run.turn, 0);
    game_free(&g);
}

static void test_travel_with_no_known_way_says_so(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "#########",
        "#@..#..T#",
        "#########",
    };
    struct game g;
    START(&g, rows);
    remember_all(&g);
    assert_false(game_do(&g, travel(ASCII_FIND(rows, 'T'))).took);
    assert_string_equal(said_newest(&g, 0), "You know no way there.");
    assert_int_equal(g.run.turn, 0);
    game_free(&g);
}

/* ---- what stops every walk ---- */

static void test_no_walk_starts_with_a_monster_in_view(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "##########",
        "#@......g#",
        "#........#",
        "##########",
    };
    struct game g;
    START(&g, rows);
    remember_all(&g);
    assert_int_equal(game_add_monster(&g, test_kind("goblin"), ASCII_FIND(rows, 'g')), 0);
    g.floor.monsters[0].state = STATE_HUNTING;
    assert_false(game_do(&g, travel((struct pos){4, 2})).took);
    assert_string_equal(said_newest(&g, 0), "Not with a goblin in view.");
    assert_false(game_do(&g, explore).took);
    assert_string_equal(said_newest(&g, 0), "Not with a goblin in view.");
    assert_false(game_do(&g, run(0, 1)).took);
    assert_string_equal(said_newest(&g, 0), "Not with a goblin in view.");
    assert_int_equal(g.run.turn, 0);
    assert_at(&g, ASCII_FIND(rows, '@'));
    game_free(&g);
}

/* The monster in slot hunts the player, last seen at p, and sees only
 * the cell next to it. */
static void hunt_toward(struct game *g, int slot, struct pos p)
{
    struct monster *m = &g->floor.monsters[slot];
    m->state = STATE_HUNTING;
    m->knows_player = true;
    m->last_seen = p;
    m->base.sight = 1;
}

/* A corridor round a corner; a rat waits out of sight in the room beyond,
 * and wanders toward the player. */
static const char *const corner[] = {
    "#####################",
    "#@..................#",
    "###################.#",
    "#...................#",
    "#####################",
};

static void test_a_walk_stops_when_a_monster_steps_into_view(void **state)
{
    (void)state;
    struct game g;
    START(&g, corner);
    remember_all(&g);
    int rat = game_add_monster(&g, test_kind("rat"), (struct pos){3, 3});
    g.floor.monsters[rat].state = STATE_WANDERING;
    g.floor.monsters[rat].has_target = true;
    g.floor.monsters[rat].target = (struct pos){19, 3};
    g.floor.monsters[rat].base.sight = 1; /* it does not notice the player */
    assert_false(world_sees_a_monster(&g));
    int steps = walk(&g, travel((struct pos){1, 3}));
    /* The rat walks east under the wall as the player walks east above it;
     * it comes into view by its own step, or by the player's. */
    assert_true(steps > 0);
    assert_true(world_sees_a_monster(&g));
    assert_string_equal(said_newest(&g, 0), "You stop: a rat comes into view.");
    assert_false(grid_eq(g.run.player.pos, (struct pos){1, 3}));
    game_free(&g);
}

static void test_a_monster_that_walks_into_view_on_its_own_move_stops_a_walk(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "####################",
        "#.....@............#",
        "###.################",
        "###.################",
        "####################",
    };
    struct game g;
    START(&g, rows);
    remember_all(&g);
    /* At the top of a shaft the corridor cannot see into; it hunts up
     * into the corridor, where it last saw the player, in view, on its own
     * move. */
    int rat = game_add_monster(&g, test_kind("rat"), (struct pos){3, 2});
    hunt_toward(&g, rat, (struct pos){3, 1});
    assert_false(world_sees_a_monster(&g));
    int steps = walk(&g, travel((struct pos){18, 1}));
    assert_int_equal(steps, 1);
    assert_at(&g, (struct pos){7, 1});
    /* Not the player's step: from here the shaft is out of sight still. */
    assert_false(world_sees(&g, (struct pos){3, 2}));
    assert_int_equal(g.floor.monsters[rat].base.pos.y, 1);
    assert_string_equal(said_newest(&g, 0), "You stop: a rat comes into view.");
    game_free(&g);
}

static void test_a_monster_known_but_out_of_view_never_stops_a_walk(void **state)
{
    (void)state;
    struct game g;
    START(&g, corner);
    remember_all(&g);
    /* Asleep in the lower corridor, behind the wall: the player may know it
     * is there (the minds pane), but does not see it. */
    game_add_monster(&g, test_kind("goblin"), (struct pos){5, 3});
    assert_false(world_sees_a_monster(&g));
    int steps = walk(&g, travel((struct pos){17, 1}));
    assert_at(&g, (struct pos){17, 1});
    assert_int_equal(steps, 16);
    game_free(&g);
}

static void test_a_message_stops_a_walk_and_is_its_reason(void **state)
{
    (void)state;
    struct game g;
    START(&g, corner);
    remember_all(&g);
    item_floor_add(&g.floor.items, test_item_kind("dagger"), (struct pos){6, 1});
    game_rebuild_caches(&g);
    walk(&g, travel((struct pos){17, 1}));
    assert_at(&g, (struct pos){6, 1});
    assert_string_equal(said_newest(&g, 0), "You see here a dagger.");
    game_free(&g);
}

static void test_a_poison_the_player_knows_of_does_not_stop_a_walk_but_a_new_hurt_does(void **state)
{
    (void)state;
    struct game g;
    START(&g, corner);
    remember_all(&g);
    g.run.player.status[STATUS_POISONED] = 20;
    struct travel_watch watch = travel_watch(&g);
    assert_true(game_do(&g, travel((struct pos){17, 1})).took);
    assert_int_equal(g.run.player.health, PLAYER_HEALTH - 1);
    assert_int_equal(travel_interrupted(&g, &watch, NULL), TRAVEL_ON);
    /* A point more than the poison's is a hurt. */
    g.run.player.status[STATUS_POISONED] = 0;
    watch = travel_watch(&g);
    g.run.player.health -= 1;
    assert_int_equal(travel_interrupted(&g, &watch, NULL), TRAVEL_HURT);
    game_free(&g);
}

static void test_no_walk_starts_while_confused(void **state)
{
    (void)state;
    struct game g;
    START(&g, corner);
    remember_all(&g);
    g.run.player.status[STATUS_CONFUSED] = 5;
    assert_false(game_do(&g, travel((struct pos){17, 1})).took);
    assert_string_equal(said_newest(&g, 0), "Not while you are confused.");
    assert_false(game_do(&g, run(1, 0)).took);
    assert_int_equal(g.run.turn, 0);
    game_free(&g);
}

static void test_a_stop_and_an_unknown_key_are_said_and_take_no_turn(void **state)
{
    (void)state;
    struct game g;
    START(&g, corner);
    assert_false(game_do(&g, (struct action){.kind = ACTION_STOP}).took);
    assert_string_equal(said_newest(&g, 0), "You stop.");
    assert_false(game_do(&g, (struct action){.kind = ACTION_UNKNOWN_KEY}).took);
    assert_string_equal(said_newest(&g, 0), "Unknown key: press ? for the keys.");
    assert_int_equal(g.run.turn, 0);
    game_free(&g);
}

/* ---- monsters that keep away: asleep, fleeing ---- */

static const char *const hall[] = {
    "####################",
    "#@.................#",
    "#..................#",
    "####################",
};

/* A goblin 5 cells east of the player, fleeing: badly wounded. */
static int fleeing_goblin(struct game *g)
{
    int goblin = game_add_monster(g, test_kind("goblin"), (struct pos){6, 1});
    struct monster *m = &g->floor.monsters[goblin];
    m->state = STATE_FLEEING;
    m->base.health = 1;
    return goblin;
}

static void test_a_walk_goes_on_with_a_fleeing_monster_in_view(void **state)
{
    (void)state;
    struct game g;
    START(&g, hall);
    remember_all(&g);
    int goblin = fleeing_goblin(&g);
    assert_true(world_sees(&g, g.floor.monsters[goblin].base.pos));
    assert_int_equal(travel_refusal(&g), TRAVEL_GO);
    /* Toward it: it runs ahead, and the walk arrives. */
    assert_int_equal(walk(&g, travel((struct pos){4, 2})), 3);
    assert_at(&g, (struct pos){4, 2});
    assert_true(world_sees(&g, g.floor.monsters[goblin].base.pos));
    assert_int_equal(g.floor.monsters[goblin].state, STATE_FLEEING);
    game_free(&g);
}

static void test_a_fleeing_monster_that_turns_to_fight_stops_a_walk(void **state)
{
    (void)state;
    struct game g;
    START(&g, hall);
    remember_all(&g);
    int goblin = fleeing_goblin(&g);
    struct repeat r = repeat_start(travel((struct pos){8, 2}));
    assert_true(repeat_step(&g, &r));
    /* Healed, it stops running on its next turn and comes back. */
    g.floor.monsters[goblin].base.health = g.floor.monsters[goblin].base.health_max;
    assert_false(repeat_step(&g, &r));
    assert_int_equal(r.steps, 2);
    assert_int_equal(r.result.stop, GAME_MONSTER_TURNS);
    assert_int_equal(g.floor.monsters[goblin].state, STATE_HUNTING);
    assert_string_equal(said_newest(&g, 0), "You stop: the goblin turns to fight.");
    /* And no walk starts again while it hunts. */
    assert_false(game_do(&g, explore).took);
    assert_string_equal(said_newest(&g, 0), "Not with a goblin in view.");
    game_free(&g);
}

static void test_a_sleeper_never_stops_a_walk_that_passes_beside_it(void **state)
{
    (void)state;
    struct game g;
    START(&g, hall);
    remember_all(&g);
    /* Asleep on the way, and never to wake: the walk goes round it, next
     * to it, and on to the end. */
    int rat = game_add_monster(&g, test_kind("rat"), (struct pos){5, 1});
    g.floor.monsters[rat].state = STATE_ASLEEP;
    g.floor.monsters[rat].base.status[STATUS_SLEEPING] = 100;
    struct repeat r = repeat_start(travel((struct pos){10, 1}));
    while (repeat_step(&g, &r))
        ;
    assert_int_equal(r.result.stop, GAME_ARRIVED);
    assert_at(&g, (struct pos){10, 1});
    /* Beside it, a walk starts, and so does a rest. */
    g.run.player.pos = (struct pos){4, 1};
    game_rebuild_caches(&g);
    assert_int_equal(travel_refusal(&g), TRAVEL_GO);
    assert_true(game_do(&g, travel((struct pos){10, 2})).took);
    game_free(&g);
}

static void test_a_wanderer_coming_next_to_the_player_stops_a_walk(void **state)
{
    (void)state;
    struct game g;
    START(&g, hall);
    remember_all(&g);
    /* Wandering toward the player, 6 cells east, and never to notice: the
     * player walks toward it. */
    int rat = game_add_monster(&g, test_kind("rat"), (struct pos){7, 1});
    g.floor.monsters[rat].state = STATE_WANDERING;
    g.floor.monsters[rat].has_target = true;
    g.floor.monsters[rat].target = (struct pos){1, 1};
    g.floor.monsters[rat].base.sight = 0;
    struct repeat r = repeat_start(travel((struct pos){12, 1}));
    while (repeat_step(&g, &r))
        ;
    assert_int_equal(r.result.stop, GAME_MONSTER_NEAR);
    assert_string_equal(said_newest(&g, 0), "You stop: the rat is close.");
    /* Next to it, where it could strike this turn; not before. */
    assert_int_equal(grid_distance(g.run.player.pos, g.floor.monsters[rat].base.pos), 1);
    assert_true(r.steps >= 2);
    assert_false(game_do(&g, travel((struct pos){10, 2})).took);
    assert_string_equal(said_newest(&g, 0), "Not with a rat so close.");
    assert_int_equal(travel_refusal(&g), TRAVEL_NEAR);
    game_free(&g);
}

/* A wanderer unaware of the player lets a walk start and go on while it
 * is not next to the player; next to them it stops it ("is close"), and so
 * does its noticing the player, wherever it is. */
static void test_a_far_wanderer_lets_a_walk_go_on_until_it_comes_near_or_notices(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "################",
        "#@.............#",
        "#..............#",
        "################",
    };
    struct game g;
    START(&g, rows);
    remember_all(&g);
    int rat = game_add_monster(&g, test_kind("rat"), (struct pos){8, 2});
    g.floor.monsters[rat].state = STATE_WANDERING;
    g.floor.monsters[rat].base.sight = 1; /* it will not notice the player */
    assert_int_equal(travel_refusal(&g), TRAVEL_GO);
    g.floor.monsters[rat].base.pos = (struct pos){3, 2}; /* 2 cells: still no reach */
    assert_int_equal(travel_refusal(&g), TRAVEL_GO);
    struct travel_watch watch = travel_watch(&g);
    g.floor.monsters[rat].base.pos = (struct pos){2, 2}; /* next to the player */
    assert_int_equal(travel_interrupted(&g, &watch, NULL), TRAVEL_MONSTER_NEAR);
    assert_int_equal(travel_refusal(&g), TRAVEL_NEAR);
    g.floor.monsters[rat].base.pos = (struct pos){9, 2};
    watch = travel_watch(&g);
    g.floor.monsters[rat].state = STATE_HUNTING;
    assert_int_equal(travel_interrupted(&g, &watch, NULL), TRAVEL_MONSTER_NOTICES);
    assert_int_equal(travel_refusal(&g), TRAVEL_MONSTER);
    game_free(&g);
}

static void test_a_sleeper_that_wakes_stops_a_walk(void **state)
{
    (void)state;
    struct game g;
    START(&g, hall);
    remember_all(&g);
    int goblin = game_add_monster(&g, test_kind("goblin"), (struct pos){8, 1});
    g.floor.monsters[goblin].state = STATE_ASLEEP;
    struct travel_watch watch = travel_watch(&g);
    g.floor.monsters[goblin].state = STATE_HUNTING;
    int who = -1;
    assert_int_equal(travel_interrupted(&g, &watch, &who), TRAVEL_MONSTER_WAKES);
    assert_int_equal(who, goblin);
    /* Seen fleeing and now hunting: it turned. */
    g.floor.monsters[goblin].state = STATE_FLEEING;
    watch = travel_watch(&g);
    g.floor.monsters[goblin].state = STATE_HUNTING;
    assert_int_equal(travel_interrupted(&g, &watch, NULL), TRAVEL_MONSTER_TURNS);
    /* Asleep and still asleep, fleeing and still fleeing: nothing. */
    watch = travel_watch(&g);
    assert_int_equal(travel_interrupted(&g, &watch, NULL), TRAVEL_ON);
    game_free(&g);
}

/* ---- doors the player shut ---- */

/* Explore walks through a door it finds shut (it opens it), but never one
 * the player shut: what is behind is left unexplored, and the floor knows
 * it through a save. */
static void test_explore_never_opens_a_door_the_player_shut(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "############",
        "#@...'.....#",
        "#....#.....#",
        "############",
    };
    struct game g;
    START(&g, rows);
    struct pos door = ASCII_FIND(rows, '\'');
    g.floor.map.tiles[map_index(&g.floor.map, door.x, door.y)] = TILE_DOOR_OPEN;
    g.run.player.pos = (struct pos){door.x - 1, door.y};
    game_rebuild_caches(&g);
    uint64_t open = game_digest(&g);
    assert_true(game_do(&g, (struct action){.kind = ACTION_CLOSE, .dir = {1, 0}}).took);
    assert_true(door_closed_at(&g.floor.map, door));
    /* The east room is forgotten, as if never seen, so there is more to see. */
    for (int y = 1; y <= 2; y++)
        for (int x = door.x + 1; x < 11; x++)
            g.floor.map.remembered[map_index(&g.floor.map, x, y)] = 0;
    for (int presses = 0; presses < 10 && !said_start(&g, "Explored."); presses++)
        walk(&g, explore);
    assert_true(said_start(&g, "Explored."));
    assert_true(door_closed_at(&g.floor.map, door));
    assert_false(said(&g, "You open the door."));
    /* Saved and read back, the floor still knows who shut it. */
    struct save_buf buf = {0};
    assert_int_equal(save_encode(&g, &buf), 0);
    static struct game back;
    memset(&back, 0, sizeof back);
    back.kinds = g.kinds;
    back.item_kinds = g.item_kinds;
    char why[128];
    assert_int_equal(save_decode(&back, SAVE_FORMAT_VERSION, buf.bytes, buf.len, why, sizeof why),
                     0);
    assert_int_equal(back.floor.shut_door_count, 1);
    assert_true(grid_eq(back.floor.shut_doors[0], door));
    assert_true(game_digest(&g) != open);
    save_buf_free(&buf);
    map_free(&back.floor.map);
    /* Opened by the player's own step, it is any door again. */
    g.run.player.pos = (struct pos){door.x - 1, door.y};
    game_rebuild_caches(&g);
    assert_true(game_do(&g, (struct action){.kind = ACTION_MOVE, .dir = {1, 0}}).took);
    assert_true(door_open_at(&g.floor.map, door));
    assert_int_equal(g.floor.shut_door_count, 0);
    game_free(&g);
}

static const struct action rest_action = {.kind = ACTION_REST, .slot = -1, .target = -1};

/* ---- what is no threat: allies, captives, fleers; and what is in the way ---- */

/* A hunting goblin next to the player where the walk starts, and a rest
 * beside it: ally or captive, neither stops them. */
static void test_a_walk_and_a_rest_go_on_beside_an_ally(void **state)
{
    (void)state;
    struct game g;
    START(&g, hall);
    remember_all(&g);
    int goblin = game_add_monster(&g, test_kind("goblin"), (struct pos){2, 1});
    g.floor.monsters[goblin].state = STATE_HUNTING;
    g.floor.monsters[goblin].ally = true;
    assert_int_equal(travel_refusal(&g), TRAVEL_GO);
    assert_int_equal(travel_monster_in_the_way(&g, NULL), -1);
    /* It follows the player (ally.h): the walk is not stopped by it. */
    struct repeat r = repeat_start(travel((struct pos){12, 2}));
    while (repeat_step(&g, &r))
        ;
    assert_int_equal(r.result.stop, GAME_ARRIVED);
    assert_at(&g, (struct pos){12, 2});
    g.run.player.health = 20;
    r = repeat_start(rest_action);
    assert_true(repeat_step(&g, &r));
    game_free(&g);
    /* In a corridor, with no way round: the walk swaps places with it, and
     * goes on. */
    static const char *const rows[] = {
        "############",
        "#@.........#",
        "############",
    };
    START(&g, rows);
    remember_all(&g);
    goblin = game_add_monster(&g, test_kind("goblin"), (struct pos){2, 1});
    g.floor.monsters[goblin].ally = true;
    r = repeat_start(travel((struct pos){10, 1}));
    while (repeat_step(&g, &r))
        ;
    assert_int_equal(r.result.stop, GAME_ARRIVED);
    assert_at(&g, (struct pos){10, 1});
    assert_true(said(&g, "You swap places with your goblin."));
    game_free(&g);
}

static void test_a_walk_goes_on_past_a_caged_captive_and_round_it(void **state)
{
    (void)state;
    struct game g;
    START(&g, hall);
    remember_all(&g);
    int rat = game_add_monster(&g, test_kind("goblin"), (struct pos){4, 1});
    g.floor.monsters[rat].state = STATE_HUNTING;
    g.floor.place.kind = PLACE_CAGE;
    g.floor.place.at[0] = (struct pos){4, 1};
    g.floor.place.captive = rat + 1;
    assert_int_equal(place_captive(&g), rat);
    assert_int_equal(travel_refusal(&g), TRAVEL_GO);
    /* Along the row it stands on: round it, not into it (which would free
     * it), and on to the end. */
    struct repeat r = repeat_start(travel((struct pos){8, 1}));
    while (repeat_step(&g, &r))
        ;
    assert_int_equal(r.result.stop, GAME_ARRIVED);
    assert_at(&g, (struct pos){8, 1});
    assert_false(g.floor.monsters[rat].ally);
    assert_int_equal(place_captive(&g), rat);
    game_free(&g);
}

static void test_a_fleer_next_to_the_player_lets_a_walk_start(void **state)
{
    (void)state;
    struct game g;
    START(&g, hall);
    remember_all(&g);
    int goblin = fleeing_goblin(&g);
    g.floor.monsters[goblin].base.pos = (struct pos){2, 1};
    game_rebuild_caches(&g);
    assert_int_equal(travel_refusal(&g), TRAVEL_GO);
    /* Cornered, it turns to fight: then it is a threat. */
    g.floor.monsters[goblin].cornered = true;
    assert_int_equal(travel_refusal(&g), TRAVEL_MONSTER);
    game_free(&g);
}

static void test_a_walk_never_strikes_a_sleeper_in_the_way(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "############",
        "#@.........#",
        "############",
    };
    struct game g;
    START(&g, rows);
    remember_all(&g);
    int rat = game_add_monster(&g, test_kind("rat"), (struct pos){5, 1});
    g.floor.monsters[rat].state = STATE_ASLEEP;
    g.floor.monsters[rat].base.status[STATUS_SLEEPING] = 100;
    int health = g.floor.monsters[rat].base.health;
    /* Up the corridor to it, and there the walk stops: no way round. */
    struct repeat r = repeat_start(travel((struct pos){10, 1}));
    while (repeat_step(&g, &r))
        ;
    assert_at(&g, (struct pos){4, 1});
    assert_int_equal(r.result.stop, GAME_REFUSED);
    assert_string_equal(said_newest(&g, 0), "Not with a rat in the way.");
    assert_int_equal(g.floor.monsters[rat].base.health, health);
    /* A run stops before it as well. */
    g.run.player.pos = (struct pos){1, 1};
    game_rebuild_caches(&g);
    walk(&g, run(1, 0));
    assert_at(&g, (struct pos){4, 1});
    assert_int_equal(g.floor.monsters[rat].base.health, health);
    assert_string_equal(said_newest(&g, 0), "Not with a rat in the way.");
    game_free(&g);
}



static void test_rest_says_why_it_stops(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "####################",
        "#@.................#",
        "##################.#",
        "#..................#",
        "####################",
    };
    struct game g;
    START(&g, rows);
    g.run.player.health = 28;
    struct repeat r = repeat_start(rest_action);
    while (repeat_step(&g, &r))
        ;
    assert_int_equal(r.result.stop, GAME_HEALED);
    assert_string_equal(said_newest(&g, 0), "You have rested to full health.");
    g.run.player.health = 10;
    int rat = game_add_monster(&g, test_kind("rat"), (struct pos){5, 3});
    hunt_toward(&g, rat, (struct pos){1, 1});
    r = repeat_start(rest_action);
    while (repeat_step(&g, &r))
        ;
    assert_int_equal(r.result.stop, GAME_MONSTER);
    assert_string_equal(said_newest(&g, 0), "You stop resting: a rat comes into view.");
    game_free(&g);
}

/* ---- explore ---- */

static const char *const two_rooms[] = {
    "####################",
    "#@....#######......#",
    "#.....#######......#",
    "#..................#",
    "#.....#######......#",
    "####################",
};

static void test_explore_walks_toward_what_is_unseen_until_explored(void **state)
{
    (void)state;
    struct game g;
    START(&g, two_rooms);
    struct pos stairs = {17, 4};
    g.floor.map.tiles[map_index(&g.floor.map, stairs.x, stairs.y)] = TILE_STAIRS;
    int steps = 0;
    for (int presses = 0; presses < 10 && !said_start(&g, "Explored."); presses++)
        steps += walk(&g, explore);
    assert_true(said_start(&g, "Explored. The stairs are "));
    assert_true(steps > 5);
    /* Every floor cell has been seen. */
    const struct map *map = &g.floor.map;
    for (int i = 0; i < map->width * map->height; i++)
        if (map->tiles[i] != TILE_WALL)
            assert_true(map->remembered[i]);
    /* Then o goes to the stairs, and stops on them. */
    walk(&g, explore);
    assert_at(&g, stairs);
    assert_string_equal(said_newest(&g, 0), "There are stairs down here.");
    /* On them, there is nowhere more to go. */
    assert_false(game_do(&g, explore).took);
    assert_string_equal(said_newest(&g, 0), "Explored. The stairs are here: > goes down.");
    game_free(&g);
}

static void test_explore_names_how_far_and_which_way_the_stairs_are(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "#########",
        "#@......#",
        "#########",
    };
    struct game g;
    START(&g, rows);
    g.floor.map.tiles[map_index(&g.floor.map, 7, 1)] = TILE_STAIRS;
    game_rebuild_caches(&g);
    /* All of it is in view at once: nothing to explore from the start. */
    assert_true(travel_explored(&g));
    char text[MSGLOG_LINE];
    travel_explored_message(&g, text, sizeof text);
    assert_string_equal(text, "Explored. The stairs are 6 steps away, to the east; o goes there.");
    game_free(&g);
}

static void test_explore_walks_to_items_seen_and_stops_on_each(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "##########",
        "#@.......#",
        "#........#",
        "##########",
    };
    struct game g;
    START(&g, rows);
    item_floor_add(&g.floor.items, test_item_kind("dagger"), (struct pos){5, 2});
    item_floor_add(&g.floor.items, test_item_kind("sword"), (struct pos){8, 1});
    game_rebuild_caches(&g);
    walk(&g, explore);
    assert_at(&g, (struct pos){5, 2});
    assert_string_equal(said_newest(&g, 0), "You see here a dagger.");
    walk(&g, explore);
    assert_at(&g, (struct pos){8, 1});
    assert_true(said(&g, "You see here a sword."));
    /* Both stood on: explore goes to neither again. */
    assert_true(travel_explored(&g));
    game_free(&g);
}

/* Explore walks only to items the player has seen: with the whole floor
 * remembered (as the map-revealing aid leaves it) but the far item never in
 * sight, there is nothing left to explore. */
static void test_explore_never_walks_to_an_item_never_seen(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "##########",
        "#@#......#",
        "#.#......#",
        "#........#",
        "##########",
    };
    struct game g;
    START(&g, rows);
    remember_all(&g);
    item_floor_add(&g.floor.items, test_item_kind("dagger"), (struct pos){8, 1});
    game_rebuild_caches(&g);
    assert_false(g.floor.items.items[0].seen);
    assert_true(travel_explored(&g));
    game_free(&g);
}

static void test_explore_leaves_an_item_dropped_by_the_player_alone(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "#######",
        "#@....#",
        "#######",
    };
    struct game g;
    START(&g, rows);
    int slot;
    assert_int_equal(item_pack_add(&g.run.pack, g.item_kinds, test_item_kind("dagger"), &slot),
                     ITEM_OK);
    assert_true(game_do(&g, (struct action){.kind = ACTION_DROP, .slot = slot}).took);
    assert_true(game_do(&g, (struct action){.kind = ACTION_MOVE, .dir = {1, 0}}).took);
    assert_true(travel_explored(&g));
    game_free(&g);
}

/* ---- run ---- */

static void test_run_follows_a_corridor_round_its_corners(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "##########",
        "#@....####",
        "#####.####",
        "#####....#",
        "########.#",
        "########E#",
        "##########",
    };
    struct game g;
    START(&g, rows);
    walk(&g, run(1, 0));
    assert_at(&g, ASCII_FIND(rows, 'E'));
    game_free(&g);
}

static void test_run_stops_at_a_fork(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "###########",
        "#@....F...#",
        "######.####",
        "######.####",
        "###########",
    };
    struct game g;
    START(&g, rows);
    walk(&g, run(1, 0));
    assert_at(&g, ASCII_FIND(rows, 'F'));
    /* Run again: on past the fork, the way chosen. */
    walk(&g, run(1, 0));
    assert_at(&g, (struct pos){9, 1});
    game_free(&g);
}

static void test_run_stops_at_a_rooms_doorway_then_crosses_the_room(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "##############",
        "#@....########",
        "#####D########",
        "####........##",
        "####........##",
        "####....W...##",
        "##############",
    };
    struct game g;
    START(&g, rows);
    walk(&g, run(1, 0));
    /* Along the corridor and round its corner, to the doorway. */
    assert_at(&g, ASCII_FIND(rows, 'D'));
    walk(&g, run(1, 1));
    /* Across the room, diagonally, until the wall. */
    assert_at(&g, ASCII_FIND(rows, 'W'));
    game_free(&g);
}

static void test_run_in_a_room_stops_beside_a_doorway_once(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "#####.#####",
        "#@........#",
        "#.........#",
        "###########",
    };
    struct game g;
    START(&g, rows);
    walk(&g, run(1, 0));
    /* The gap in the north wall comes beside the player. */
    assert_at(&g, (struct pos){4, 1});
    /* Run again: past it, to the east wall. */
    walk(&g, run(1, 0));
    assert_at(&g, (struct pos){9, 1});
    game_free(&g);
}

static void test_run_stops_on_an_item_and_on_stairs(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "############",
        "#@...i...>.#",
        "############",
    };
    struct game g;
    START(&g, rows);
    struct pos item = ASCII_FIND(rows, 'i'), stairs = ASCII_FIND(rows, '>');
    item_floor_add(&g.floor.items, test_item_kind("dagger"), item);
    g.floor.map.tiles[map_index(&g.floor.map, stairs.x, stairs.y)] = TILE_STAIRS;
    game_rebuild_caches(&g);
    walk(&g, run(1, 0));
    assert_at(&g, item);
    walk(&g, run(1, 0));
    assert_at(&g, stairs);
    assert_true(said(&g, "There are stairs down here."));
    game_free(&g);
}

/* travel_run_next itself stops on an item, the stairs or the Lamp, so a
 * caller that does not watch the log (the bot) stops there too. */
static void test_run_next_stops_on_an_item_the_stairs_and_the_lamp_by_itself(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "############",
        "#@..i..>..*#",
        "############",
    };
    struct game g;
    START(&g, rows);
    remember_all(&g);
    item_floor_add(&g.floor.items, test_item_kind("dagger"), ASCII_FIND(rows, 'i'));
    struct pos stairs = ASCII_FIND(rows, '>');
    g.floor.map.tiles[map_index(&g.floor.map, stairs.x, stairs.y)] = TILE_STAIRS;
    g.floor.has_lamp = true;
    g.floor.lamp = ASCII_FIND(rows, '*');
    static const char marks[] = {'i', '>', '*'};
    for (int i = 0; i < 3; i++) {
        struct pos on = ASCII_FIND(rows, marks[i]);
        g.run.player.pos = (struct pos){on.x - 1, on.y};
        struct pos next = travel_run_next(&g, (struct pos){1, 0});
        assert_true(grid_eq(next, (struct pos){1, 0}));
        g.run.player.pos = on;
        next = travel_run_next(&g, (struct pos){1, 0});
        assert_true(grid_eq(next, (struct pos){0, 0}));
    }
    game_free(&g);
}

static void test_run_into_a_wall_takes_no_turn(void **state)
{
    (void)state;
    struct game g;
    START(&g, corner);
    long before = g.run.log.said;
    assert_false(game_do(&g, run(0, -1)).took);
    assert_int_equal(g.run.turn, 0);
    assert_int_equal(g.run.log.said, before);
    game_free(&g);
}

/* ---- one way in ---- */

static void test_walks_are_actions_a_replay_repeats_to_the_same_digest(void **state)
{
    (void)state;
    struct game a, b;
    START(&a, two_rooms);
    START(&b, two_rooms);
    struct action actions[64];
    int n = 0;
    for (int i = 0; i < 40 && n < 64; i++) {
        long before = a.run.log.said;
        if (!game_do(&a, explore).took)
            break;
        actions[n++] = explore;
        if (a.run.log.said != before)
            break;
    }
    assert_true(n > 5);
    for (int i = 0; i < n; i++)
        game_do(&b, actions[i]);
    assert_true(game_digest(&a) == game_digest(&b));
    assert_int_equal(a.run.turn, b.run.turn);
    game_free(&a);
    game_free(&b);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_travel_walks_the_shortest_known_way_and_stops_there),
        cmocka_unit_test(test_travel_goes_only_over_cells_the_player_has_seen),
        cmocka_unit_test(test_travel_to_a_place_never_seen_says_so_and_takes_no_turn),
        cmocka_unit_test(test_travel_with_no_known_way_says_so),
        cmocka_unit_test(test_no_walk_starts_with_a_monster_in_view),
        cmocka_unit_test(test_a_walk_stops_when_a_monster_steps_into_view),
        cmocka_unit_test(test_a_monster_that_walks_into_view_on_its_own_move_stops_a_walk),
        cmocka_unit_test(test_a_monster_known_but_out_of_view_never_stops_a_walk),
        cmocka_unit_test(test_a_message_stops_a_walk_and_is_its_reason),
        cmocka_unit_test(
            test_a_poison_the_player_knows_of_does_not_stop_a_walk_but_a_new_hurt_does),
        cmocka_unit_test(test_no_walk_starts_while_confused),
        cmocka_unit_test(test_a_stop_and_an_unknown_key_are_said_and_take_no_turn),
        cmocka_unit_test(test_rest_says_why_it_stops),
        cmocka_unit_test(test_a_walk_goes_on_with_a_fleeing_monster_in_view),
        cmocka_unit_test(test_a_fleeing_monster_that_turns_to_fight_stops_a_walk),
        cmocka_unit_test(test_a_sleeper_never_stops_a_walk_that_passes_beside_it),
        cmocka_unit_test(test_a_wanderer_coming_next_to_the_player_stops_a_walk),
        cmocka_unit_test(test_a_walk_and_a_rest_go_on_beside_an_ally),
        cmocka_unit_test(test_a_walk_goes_on_past_a_caged_captive_and_round_it),
        cmocka_unit_test(test_a_fleer_next_to_the_player_lets_a_walk_start),
        cmocka_unit_test(test_a_walk_never_strikes_a_sleeper_in_the_way),
        cmocka_unit_test(test_explore_never_opens_a_door_the_player_shut),
        cmocka_unit_test(test_a_sleeper_that_wakes_stops_a_walk),
        cmocka_unit_test(test_a_far_wanderer_lets_a_walk_go_on_until_it_comes_near_or_notices),
        cmocka_unit_test(test_explore_walks_toward_what_is_unseen_until_explored),
        cmocka_unit_test(test_explore_names_how_far_and_which_way_the_stairs_are),
        cmocka_unit_test(test_explore_walks_to_items_seen_and_stops_on_each),
        cmocka_unit_test(test_explore_never_walks_to_an_item_never_seen),
        cmocka_unit_test(test_explore_leaves_an_item_dropped_by_the_player_alone),
        cmocka_unit_test(test_run_follows_a_corridor_round_its_corners),
        cmocka_unit_test(test_run_stops_at_a_fork),
        cmocka_unit_test(test_run_stops_at_a_rooms_doorway_then_crosses_the_room),
        cmocka_unit_test(test_run_in_a_room_stops_beside_a_doorway_once),
        cmocka_unit_test(test_run_stops_on_an_item_and_on_stairs),
        cmocka_unit_test(test_run_into_a_wall_takes_no_turn),
        cmocka_unit_test(test_run_next_stops_on_an_item_the_stairs_and_the_lamp_by_itself),
        cmocka_unit_test(test_walks_are_actions_a_replay_repeats_to_the_same_digest),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
