/* The turn and the player's movement, driven through game_do on hand-drawn
 * maps. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <string.h>

#include "murk/turn/game.h"
#include "murk/turn/repeat.h"
#include "murk/rules/mind.h"
#include "murk/base/status.h"
#include "support/ascii_map.h"
#include "support/said.h"
#include "support/test_kinds.h"
#include "support/random_action.h"
#include "support/real_data.h"

static const char *const room[] = {
    "#######",
    "#.....#",
    "#..@..#",
    "#.....#",
    "#######",
};

static struct action move(int dx, int dy)
{
    return (struct action){.kind = ACTION_MOVE, .dir = {dx, dy}};
}

static void test_a_step_onto_floor_moves_and_takes_a_turn(void **state)
{
    (void)state;
    struct game g;
    assert_int_equal(game_new_from_ascii(&g, 1, room, ASCII_ROWS(room), NULL), 0);
    assert_true(game_do(&g, move(1, 1)).took);
    assert_int_equal(g.run.player.pos.x, 4);
    assert_int_equal(g.run.player.pos.y, 3);
    assert_int_equal(g.run.turn, 1);
    game_free(&g);
}

static void test_walking_into_a_wall_costs_no_turn(void **state)
{
    (void)state;
    struct game g;
    assert_int_equal(game_new_from_ascii(&g, 1, room, ASCII_ROWS(room), NULL), 0);
    assert_true(game_do(&g, move(0, -1)).took);
    assert_false(game_do(&g, move(0, -1)).took);
    assert_int_equal(g.run.player.pos.y, 1);
    assert_int_equal(g.run.turn, 1);
    game_free(&g);
}

static void test_waiting_takes_a_turn_and_stays_put(void **state)
{
    (void)state;
    struct game g;
    assert_int_equal(game_new_from_ascii(&g, 1, room, ASCII_ROWS(room), NULL), 0);
    assert_true(game_do(&g, (struct action){.kind = ACTION_WAIT, .dir = {0, 0}}).took);
    assert_int_equal(g.run.turn, 1);
    assert_int_equal(g.run.player.pos.x, 3);
    game_free(&g);
}

static void test_the_player_starts_with_the_rules_numbers(void **state)
{
    (void)state;
    struct game g;
    assert_int_equal(game_new(&g, 42, NULL, NULL), 0);
    assert_int_equal(g.run.player.health, 30);
    assert_int_equal(g.run.player.health_max, 30);
    assert_int_equal(g.run.player.sight, 9);
    assert_int_equal(g.run.depth, 1);
    assert_true(map_walkable(&g.floor.map, g.run.player.pos.x, g.run.player.pos.y));
    game_free(&g);
}

static void test_the_player_fights_bare_handed_for_one_to_four(void **state)
{
    (void)state;
    struct game g;
    assert_int_equal(game_new(&g, 42, NULL, NULL), 0);
    assert_int_equal(g.run.player.damage_min, 1);
    assert_int_equal(g.run.player.damage_max, 4);
    assert_int_equal(g.run.player.defense, 0);
    game_free(&g);
}

static void test_seen_cells_are_remembered_after_walking_away(void **state)
{
    (void)state;
    static const char *const corridor[] = {
        "##############",
        "#@...........#",
        "##############",
    };
    struct game g;
    assert_int_equal(game_new_from_ascii(&g, 1, corridor, ASCII_ROWS(corridor), NULL), 0);
    struct pos far = {12, 1};
    assert_false(world_sees(&g, far));
    for (int i = 0; i < 5; i++)
        game_do(&g, move(1, 0));
    assert_true(world_sees(&g, far));
    for (int i = 0; i < 5; i++)
        game_do(&g, move(-1, 0));
    assert_false(world_sees(&g, far));
    assert_true(g.floor.map.remembered[map_index(&g.floor.map, far.x, far.y)]);
    game_free(&g);
}

static void test_the_chase_map_follows_the_player(void **state)
{
    (void)state;
    struct game g;
    assert_int_equal(game_new_from_ascii(&g, 1, room, ASCII_ROWS(room), NULL), 0);
    assert_int_equal(dmap_get(world_chase_map(&g, PASS_WALKER), (struct pos){3, 2}), 0);
    assert_int_equal(dmap_get(world_chase_map(&g, PASS_WALKER), (struct pos){5, 2}), 2);
    game_do(&g, move(1, 0));
    assert_int_equal(dmap_get(world_chase_map(&g, PASS_WALKER), (struct pos){4, 2}), 0);
    assert_int_equal(dmap_get(world_chase_map(&g, PASS_WALKER), (struct pos){5, 2}), 1);
    game_free(&g);
}

static void test_the_same_seed_gives_the_same_start(void **state)
{
    (void)state;
    struct game a, b;
    assert_int_equal(game_new(&a, 7, NULL, NULL), 0);
    assert_int_equal(game_new(&b, 7, NULL, NULL), 0);
    assert_true(grid_eq(a.run.player.pos, b.run.player.pos));
    assert_memory_equal(
        a.floor.map.tiles, b.floor.map.tiles, (size_t)(a.floor.map.width * a.floor.map.height));
    game_free(&a);
    game_free(&b);
}

static void test_revealing_the_map_marks_a_debugging_aid(void **state)
{
    (void)state;
    struct game g;
    assert_int_equal(game_new(&g, 3, NULL, NULL), 0);
    assert_false(g.run.debug_used);
    game_do(&g, (struct action){.kind = ACTION_REVEAL_MAP});
    assert_true(g.run.debug_used);
    for (int i = 0; i < g.floor.map.width * g.floor.map.height; i++)
        if (g.floor.map.tiles[i] == TILE_FLOOR)
            assert_true(g.floor.map.remembered[i]);
    game_free(&g);
}

static void test_a_map_without_a_player_is_refused(void **state)
{
    (void)state;
    static const char *const empty[] = {"###", "#.#", "###"};
    struct game g;
    assert_int_equal(game_new_from_ascii(&g, 1, empty, ASCII_ROWS(empty), NULL), -1);
    game_free(&g);
}

static const char *const hall[] = {
    "##############",
    "#............#",
    "#..@.........#",
    "#............#",
    "##############",
};

static void start_with_items(struct game *g, const char *const *rows, int n)
{
    assert_int_equal(game_new_from_ascii(g, 11, rows, n, test_kinds()), 0);
    game_use_items(g, test_items());
}

static struct action wait_turn(void)
{
    return (struct action){.kind = ACTION_WAIT};
}

static void give(struct game *g, const char *item)
{
    int slot;
    assert_int_equal(item_pack_add(&g->run.pack, g->item_kinds, test_item_kind(item), &slot),
                     ITEM_OK);
}

static void test_poison_that_kills_is_final_even_with_regeneration(void **state)
{
    (void)state;
    struct game g;
    start_with_items(&g, hall, ASCII_ROWS(hall));
    g.run.player.health = 1;
    status_dose(&g.run.player, STATUS_POISONED, 5);
    status_dose(&g.run.player, STATUS_REGENERATING, 5);
    assert_true(game_do(&g, wait_turn()).took);
    assert_true(g.run.over);
    assert_string_equal(g.run.killer, "poison");
    /* With regeneration first, the same player would have lived. */
    struct entity e = {.health = 1, .health_max = 30};
    e.health += 1; /* regeneration */
    e.health -= 1; /* then poison */
    assert_true(entity_alive(&e));
    game_free(&g);
}

static void test_statuses_tick_after_the_monsters_act(void **state)
{
    (void)state;
    struct game g;
    start_with_items(&g, hall, ASCII_ROWS(hall));
    int brute = game_add_monster(&g, test_kind("brute"), (struct pos){4, 2});
    g.floor.monsters[brute].state = STATE_HUNTING;
    g.run.player.health = 6;
    status_dose(&g.run.player, STATUS_POISONED, 3);
    /* The brute's blow (5) leaves 1; then the poison kills: killed by
     * poison, since the statuses tick after the monsters. */
    game_do(&g, wait_turn());
    assert_true(g.run.over);
    assert_string_equal(g.run.killer, "poison");
    game_free(&g);
}

static void test_each_status_end_is_told_once(void **state)
{
    (void)state;
    struct game g;
    start_with_items(&g, hall, ASCII_ROWS(hall));
    status_dose(&g.run.player, STATUS_POISONED, 2);
    status_dose(&g.run.player, STATUS_REGENERATING, 1);
    status_dose(&g.run.player, STATUS_CONFUSED, 1);
    game_do(&g, wait_turn());
    assert_true(said(&g, "Your wounds stop closing."));
    assert_true(said(&g, "Your head clears."));
    assert_false(said(&g, "You feel the poison leave you."));
    game_do(&g, wait_turn());
    assert_true(said(&g, "You feel the poison leave you."));
    assert_int_equal(g.run.player.health, 29); /* -1, +1 (capped at 30), -1 */
    game_free(&g);
}

static void test_a_confused_wait_never_staggers(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 50; seed++) {
        struct game g;
        start_with_items(&g, hall, ASCII_ROWS(hall));
        rng_seed(&g.run.play, seed);
        status_dose(&g.run.player, STATUS_CONFUSED, 8);
        struct pos before = g.run.player.pos;
        game_do(&g, wait_turn());
        assert_true(grid_eq(g.run.player.pos, before));
        assert_false(said(&g, "You stagger."));
        game_free(&g);
    }
}

static void test_a_stagger_into_a_wall_still_costs_the_turn(void **state)
{
    (void)state;
    static const char *const cell[] = {
        "###",
        "#@#",
        "#.#",
        "###",
    };
    int staggers = 0;
    for (uint64_t seed = 1; seed <= 60; seed++) {
        struct game g;
        start_with_items(&g, cell, ASCII_ROWS(cell));
        rng_seed(&g.run.play, seed);
        status_dose(&g.run.player, STATUS_CONFUSED, 8);
        /* East is a wall: a plain bump costs nothing; a stagger that lands
         * on a wall still costs the turn, and one that lands south moves. */
        bool took = game_do(&g, (struct action){.kind = ACTION_MOVE, .dir = {1, 0}}).took;
        if (said(&g, "You stagger.")) {
            staggers++;
            assert_true(took);
            assert_int_equal(g.run.turn, 1);
        } else {
            assert_false(took);
            assert_int_equal(g.run.turn, 0);
        }
        game_free(&g);
    }
    assert_true(staggers > 15 && staggers < 45);
}

static void test_a_stagger_into_a_monster_attacks_it(void **state)
{
    (void)state;
    static const char *const ring[] = {
        "#####",
        "#rrr#",
        "#r@r#",
        "#rrr#",
        "#####",
    };
    for (uint64_t seed = 1; seed <= 20; seed++) {
        struct game g;
        start_with_items(&g, ring, ASCII_ROWS(ring));
        for (int y = 1; y <= 3; y++)
            for (int x = 1; x <= 3; x++)
                if (x != 2 || y != 2) {
                    int r = game_add_monster(&g, test_kind("statue"), (struct pos){x, y});
                    g.floor.monsters[r].state = STATE_ASLEEP;
                    g.floor.monsters[r].base.health = 100;
                }
        rng_seed(&g.run.play, seed);
        status_dose(&g.run.player, STATUS_CONFUSED, 8);
        assert_true(game_do(&g, (struct action){.kind = ACTION_MOVE, .dir = {1, 0}}).took);
        /* Whichever way it went, it struck a statue. */
        int hurt = 0;
        for (int i = 0; i < g.floor.monster_count; i++)
            hurt += g.floor.monsters[i].base.health < 100;
        assert_int_equal(hurt, 1);
        game_free(&g);
    }
}

static void test_the_spiders_bite_poisons_and_says_so_once(void **state)
{
    (void)state;
    struct game g;
    start_with_items(&g, hall, ASCII_ROWS(hall));
    int spider = game_add_monster(&g, test_kind("spider"), (struct pos){4, 2});
    g.floor.monsters[spider].state = STATE_HUNTING;
    int bites = 0;
    while (bites < 2 && g.run.turn < 20) {
        int before = g.run.player.health;
        game_do(&g, wait_turn());
        if (g.run.player.health < before - (g.run.player.status[STATUS_POISONED] > 0 ? 1 : 0))
            bites++;
        g.run.player.health = 30;
    }
    assert_int_equal(bites, 2);
    assert_true(g.run.player.status[STATUS_POISONED] >= 4 - 1);
    int told = 0;
    for (int age = 0; msglog_get(&g.run.log, age); age++)
        if (strcmp(msglog_get(&g.run.log, age)->text, "You are poisoned!") == 0)
            told += msglog_get(&g.run.log, age)->repeat;
    assert_int_equal(told, 1);
    game_free(&g);
}

static void test_fear_on_a_healthy_monster_ends_in_hunting(void **state)
{
    (void)state;
    struct game g;
    start_with_items(&g, hall, ASCII_ROWS(hall));
    int goblin = game_add_monster(&g, test_kind("goblin"), (struct pos){8, 2});
    g.floor.monsters[goblin].state = STATE_HUNTING;
    give(&g, "fear");
    assert_true(game_do(&g, (struct action){.kind = ACTION_READ, .slot = 0, .target = -1}).took);
    assert_true(said(&g, "The goblin flees in terror!"));
    assert_int_equal(g.floor.monsters[goblin].state, STATE_FLEEING);
    assert_false(g.floor.monsters[goblin].knows_player);
    /* It flees the whole time it is afraid, and never bounces between the
     * hunting and fleeing handlers (which would not return). */
    while (g.floor.monsters[goblin].base.status[STATUS_AFRAID] > 0) {
        assert_int_equal(g.floor.monsters[goblin].state, STATE_FLEEING);
        game_do(&g, wait_turn());
        g.run.player.health = 30;
    }
    /* Back hunting if it sees the player, else wandering: a hunter always
     * sees the player or knows where it saw them. */
    const struct monster *m = &g.floor.monsters[goblin];
    assert_int_equal(m->state,
                     world_monster_sees_player(&g, m) ? STATE_HUNTING : STATE_WANDERING);
    assert_int_equal(m->cause, CAUSE_FEAR_ENDED);
    game_free(&g);
}

static void test_fear_does_not_touch_a_stationary_monster(void **state)
{
    (void)state;
    struct game g;
    start_with_items(&g, hall, ASCII_ROWS(hall));
    int s = game_add_monster(&g, test_kind("shrieker"), (struct pos){6, 2});
    g.floor.monsters[s].state = STATE_HUNTING;
    give(&g, "fear");
    game_do(&g, (struct action){.kind = ACTION_READ, .slot = 0, .target = -1});
    assert_int_equal(g.floor.monsters[s].state, STATE_HUNTING);
    assert_int_equal(g.floor.monsters[s].base.status[STATUS_AFRAID], 0);
    assert_true(said(&g, "A dreadful cry echoes, and fades."));
    game_free(&g);
}

static void test_drinking_a_potion_identifies_it_for_the_rest_of_the_run(void **state)
{
    (void)state;
    struct game g;
    start_with_items(&g, hall, ASCII_ROWS(hall));
    give(&g, "confusion");
    give(&g, "confusion");
    char before[64], after[64];
    item_name(&g.run.lore, g.item_kinds, test_item_kind("confusion"), before, sizeof before);
    assert_null(strstr(before, "confusion"));
    assert_true(game_do(&g, (struct action){.kind = ACTION_DRINK, .slot = 0}).took);
    assert_true(said(&g, "It was a potion of confusion."));
    assert_true(said(&g, "You feel dizzy!"));
    assert_int_equal(g.run.player.status[STATUS_CONFUSED], 8 - 1);
    item_name(&g.run.lore, g.item_kinds, test_item_kind("confusion"), after, sizeof after);
    assert_string_equal(after, "a potion of confusion");
    game_free(&g);
}

static void test_picking_up_takes_a_turn_and_nothing_here_takes_none(void **state)
{
    (void)state;
    struct game g;
    start_with_items(&g, hall, ASCII_ROWS(hall));
    assert_false(game_do(&g, (struct action){.kind = ACTION_PICK_UP}).took);
    assert_int_equal(g.run.turn, 0);
    item_floor_add(&g.floor.items, test_item_kind("dagger"), g.run.player.pos);
    assert_true(game_do(&g, (struct action){.kind = ACTION_PICK_UP}).took);
    assert_int_equal(g.run.turn, 1);
    assert_int_equal(g.run.pack.count, 1);
    assert_true(game_do(&g, (struct action){.kind = ACTION_EQUIP, .slot = 0}).took);
    assert_int_equal(g.run.player.damage_max, 4 + 1);
    game_free(&g);
}

static const struct action rest_action = {.kind = ACTION_REST, .slot = -1, .target = -1};

static void test_rest_stops_when_a_monster_comes_into_view(void **state)
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
    start_with_items(&g, rows, ASCII_ROWS(rows));
    g.run.player.health = 10;
    /* Hunting the player where it last saw them, round the corner. */
    int rat = game_add_monster(&g, test_kind("rat"), (struct pos){5, 3});
    g.floor.monsters[rat].state = STATE_HUNTING;
    g.floor.monsters[rat].knows_player = true;
    g.floor.monsters[rat].last_seen = (struct pos){1, 1};
    g.floor.monsters[rat].base.sight = 1;
    int turns = 0;
    struct repeat r = repeat_start(rest_action);
    while (repeat_step(&g, &r))
        turns++;
    assert_int_equal(r.result.stop, GAME_MONSTER);
    assert_true(world_sees_a_monster(&g));
    assert_true(turns > 5);
    /* And it will not start again while the rat, hunting, is in view. */
    g.floor.monsters[rat].state = STATE_HUNTING;
    int turn = g.run.turn;
    r = repeat_start(rest_action);
    assert_false(repeat_step(&g, &r));
    assert_false(r.result.took);
    assert_int_equal(r.result.stop, GAME_REFUSED);
    assert_string_equal(said_newest(&g, 0), "You cannot rest with a monster in view.");
    assert_int_equal(g.run.turn, turn);
    game_free(&g);
}

static void test_rest_stops_at_full_health(void **state)
{
    (void)state;
    struct game g;
    start_with_items(&g, hall, ASCII_ROWS(hall));
    g.run.player.health = 28;
    struct repeat r = repeat_start(rest_action);
    while (repeat_step(&g, &r))
        ;
    assert_int_equal(r.result.stop, GAME_HEALED);
    assert_int_equal(g.run.player.health, 30);
    assert_int_equal(g.run.turn, 20);
    r = repeat_start(rest_action);
    assert_false(repeat_step(&g, &r));
    assert_int_equal(r.result.stop, GAME_REFUSED);
    assert_string_equal(said_newest(&g, 0), "You are already at full health.");
    assert_int_equal(g.run.turn, 20);
    game_free(&g);
}

static void test_rest_stops_when_a_message_needs_reading(void **state)
{
    (void)state;
    struct game g;
    start_with_items(&g, hall, ASCII_ROWS(hall));
    g.run.player.health = 20;
    status_dose(&g.run.player, STATUS_REGENERATING, 3);
    struct repeat r = repeat_start(rest_action);
    while (repeat_step(&g, &r))
        ;
    assert_int_equal(r.result.stop, GAME_MESSAGE);
    assert_true(said(&g, "Your wounds stop closing."));
    assert_int_equal(g.run.turn, 3);
    game_free(&g);
}

/* ---- one way in: determinism, the digest, the caches, the streams ---- */

static void new_full_game(struct game *g, uint64_t seed)
{
    assert_int_equal(game_new(g, seed, test_kinds(), test_items()), 0);
}

static void test_the_same_seed_and_actions_give_the_same_digest_every_turn(void **state)
{
    (void)state;
    enum { ACTIONS = 2000 };
    static uint64_t digests[ACTIONS];
    for (uint64_t seed = 1; seed <= 20; seed++) {
        struct game g;
        struct rng actions;
        new_full_game(&g, seed);
        rng_seed(&actions, seed * 7);
        for (int i = 0; i < ACTIONS; i++) {
            game_do(&g, random_action(&actions));
            digests[i] = game_digest(&g);
        }
        game_free(&g);
        new_full_game(&g, seed);
        rng_seed(&actions, seed * 7);
        for (int i = 0; i < ACTIONS; i++) {
            game_do(&g, random_action(&actions));
            assert_true(game_digest(&g) == digests[i]);
        }
        game_free(&g);
    }
}

static void test_a_different_action_changes_the_digest(void **state)
{
    (void)state;
    struct game a, b;
    new_full_game(&a, 5);
    new_full_game(&b, 5);
    assert_true(game_digest(&a) == game_digest(&b));
    game_do(&a, (struct action){.kind = ACTION_WAIT});
    assert_true(game_digest(&a) != game_digest(&b));
    /* The same turn count by another road is still another game. */
    for (int d = 0; d < GRID_DIRS; d++)
        if (game_do(&b, (struct action){.kind = ACTION_MOVE, .dir = grid_dir(d)}).took)
            break;
    assert_int_equal(a.run.turn, b.run.turn);
    assert_true(game_digest(&a) != game_digest(&b));
    game_free(&a);
    game_free(&b);
}

static void test_a_different_seed_gives_a_different_digest(void **state)
{
    (void)state;
    struct game a, b;
    new_full_game(&a, 5);
    new_full_game(&b, 6);
    assert_true(game_digest(&a) != game_digest(&b));
    game_free(&a);
    game_free(&b);
}

static void test_rebuilding_the_caches_changes_no_later_turn(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 5; seed++) {
        struct game plain, rebuilt;
        struct rng r1, r2;
        new_full_game(&plain, seed);
        new_full_game(&rebuilt, seed);
        rng_seed(&r1, seed);
        rng_seed(&r2, seed);
        for (int i = 0; i < 500; i++) {
            game_do(&plain, random_action(&r1));
            game_do(&rebuilt, random_action(&r2));
            if (i == 250) {
                /* Spoil every cache first: a rebuild must not read them. */
                const struct map *map = &rebuilt.floor.map;
                size_t cells = (size_t)map->width * (size_t)map->height;
                memset(rebuilt.cache.visible, 1, cells);
                memset(rebuilt.cache.sight_line, 1, cells);
                memset(rebuilt.cache.occupant, 0, cells * sizeof *rebuilt.cache.occupant);
                game_rebuild_caches(&rebuilt);
            }
            assert_true(game_digest(&plain) == game_digest(&rebuilt));
        }
        assert_int_equal(plain.run.turn, rebuilt.run.turn);
        game_free(&plain);
        game_free(&rebuilt);
    }
}

static void test_the_first_floor_is_the_same_whatever_came_before(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 20; seed++) {
        struct game with_items, without;
        new_full_game(&with_items, seed);
        /* Without item kinds no lore is dealt and nothing else is drawn
         * before the floor: the floor must not notice. */
        assert_int_equal(game_new(&without, seed, test_kinds(), NULL), 0);
        const struct map *a = &with_items.floor.map, *b = &without.floor.map;
        assert_memory_equal(a->tiles, b->tiles, (size_t)(a->width * a->height));
        assert_int_equal(with_items.floor.monster_count, without.floor.monster_count);
        for (int i = 0; i < without.floor.monster_count; i++) {
            const struct monster *m = &with_items.floor.monsters[i],
                                 *n = &without.floor.monsters[i];
            assert_int_equal(m->kind, n->kind);
            assert_true(grid_eq(m->base.pos, n->base.pos));
            assert_int_equal(m->state, n->state);
        }
        assert_true(grid_eq(with_items.run.player.pos, without.run.player.pos));
        game_free(&with_items);
        game_free(&without);
    }
}

/* A game played down two floors, then a new one made in its place: the
 * same game, turn by turn, as one made afresh, and made in the old one's
 * buffers (a new game after a death touches no new memory). */
static void test_a_new_game_in_an_old_ones_place_is_a_fresh_game(void **state)
{
    (void)state;
    enum { ACTIONS = 1000 };
    int kept_beyond_fresh = 0;
    for (uint64_t seed = 1; seed <= 8; seed++) {
        struct game old, fresh;
        struct rng r1, r2;
        assert_int_equal(game_new(&old, seed + 100, real_kinds(), real_items()), 0);
        rng_seed(&r1, seed + 100);
        for (int floor = 0; floor < 5 && !old.run.over; floor++) {
            for (int i = 0; i < 20 && !old.run.over; i++)
                game_do(&old, random_action(&r1));
            old.run.player.pos = world_stairs_down(&old);
            game_rebuild_caches(&old);
            game_do(&old, (struct action){.kind = ACTION_DESCEND, .slot = -1, .target = -1});
        }
        /* The classes whose maps the old game had made: a fresh game's
         * first floor makes only those its own monsters ask for. */
        bool had[PASS_COUNT];
        for (int p = 0; p < PASS_COUNT; p++)
            had[p] = old.cache.classes[p].allocated;
        assert_int_equal(game_renew(&old, seed, real_kinds(), real_items()), 0);
        assert_int_equal(game_new(&fresh, seed, real_kinds(), real_items()), 0);
        for (int p = 0; p < PASS_COUNT; p++)
            if (had[p]) {
                assert_true(old.cache.classes[p].allocated);
                kept_beyond_fresh += !fresh.cache.classes[p].allocated;
            }
        assert_true(game_digest(&old) == game_digest(&fresh));
        rng_seed(&r1, seed * 3);
        rng_seed(&r2, seed * 3);
        for (int i = 0; i < ACTIONS; i++) {
            game_do(&old, random_action(&r1));
            game_do(&fresh, random_action(&r2));
            assert_true(game_digest(&old) == game_digest(&fresh));
        }
        game_free(&old);
        game_free(&fresh);
    }
    assert_true(kept_beyond_fresh > 0);
}

static void test_play_draws_nothing_from_the_floor_stream(void **state)
{
    (void)state;
    /* Two games of one seed, one played 300 turns: a floor made now from
     * (seed, depth) is the floor made at the start. */
    struct game played, fresh;
    struct rng r;
    new_full_game(&played, 9);
    rng_seed(&r, 3);
    for (int i = 0; i < 300; i++)
        game_do(&played, random_action(&r));
    new_full_game(&fresh, 9);
    /* Play opens doors: a door is the floor's, open or shut. */
    for (int i = 0; i < MAP_WIDTH * MAP_HEIGHT; i++)
        if (played.floor.map.tiles[i] == TILE_DOOR_OPEN)
            played.floor.map.tiles[i] = TILE_DOOR_CLOSED;
    assert_memory_equal(
        played.floor.map.tiles, fresh.floor.map.tiles, (size_t)(MAP_WIDTH * MAP_HEIGHT));
    game_free(&played);
    game_free(&fresh);
}

static void test_monster_ids_stay_with_their_monster(void **state)
{
    (void)state;
    struct game g;
    new_full_game(&g, 11);
    int count = g.floor.monster_count;
    assert_true(count > 2);
    for (int i = 0; i < count; i++)
        assert_int_equal(g.floor.monsters[i].id, i + 1);
    /* Kill the first: the others keep their ids and their slots. */
    g.floor.monsters[0].base.health = 0;
    game_do(&g, (struct action){.kind = ACTION_WAIT});
    assert_int_equal(g.floor.monster_count, count);
    for (int i = 1; i < count; i++) {
        assert_int_equal(g.floor.monsters[i].id, i + 1);
        assert_int_equal(world_monster_by_id(&g, i + 1), i);
    }
    game_free(&g);
}

static void test_the_player_heals_a_point_every_tenth_turn(void **state)
{
    (void)state;
    struct game g;
    assert_int_equal(game_new_from_ascii(&g, 1, room, ASCII_ROWS(room), NULL), 0);
    g.run.player.health = 10;
    int healed_on[3], heals = 0;
    for (int turn = 1; turn <= 30; turn++) {
        int before = g.run.player.health;
        game_do(&g, (struct action){.kind = ACTION_WAIT});
        if (g.run.player.health > before && heals < 3)
            healed_on[heals++] = turn;
    }
    assert_int_equal(heals, 3);
    assert_int_equal(healed_on[0], 10);
    assert_int_equal(healed_on[1], 20);
    assert_int_equal(healed_on[2], 30);
    assert_int_equal(g.run.player.health, 13);
    game_free(&g);
}

static void test_debugging_aids_are_actions_that_mark_the_game(void **state)
{
    (void)state;
    struct game g;
    assert_int_equal(game_new(&g, 3, NULL, NULL), 0);
    assert_false(game_do(&g, (struct action){.kind = ACTION_DEBUG_VIEW}).took);
    assert_true(g.run.debug_used);
    assert_int_equal(g.run.turn, 0);
    game_free(&g);
}

static int remembered_cells(const struct game *g)
{
    int n = 0;
    for (int i = 0; i < g->floor.map.width * g->floor.map.height; i++)
        n += g->floor.map.remembered[i];
    return n;
}

static void test_a_host_turns_the_debugging_aids_off_and_they_say_so(void **state)
{
    (void)state;
    struct game g;
    assert_int_equal(game_new(&g, 3, NULL, NULL), 0);
    assert_true(game_debug_allowed(&g));
    assert_false(game_do(&g, (struct action){.kind = ACTION_DEBUG_OFF}).took);
    assert_false(game_debug_allowed(&g));
    int seen = remembered_cells(&g);
    enum action_kind aids[] = {ACTION_REVEAL_MAP, ACTION_DEBUG_VIEW};
    for (int i = 0; i < 2; i++) {
        long said = g.run.log.said;
        assert_false(game_do(&g, (struct action){.kind = aids[i]}).took);
        assert_true(g.run.log.said == said + 1);
        assert_string_equal(msglog_get(&g.run.log, 0)->text,
                            "Debugging aids are off on this server.");
    }
    assert_false(g.run.debug_used);
    assert_int_equal(remembered_cells(&g), seen);
    assert_int_equal(g.run.turn, 0);
    game_free(&g);
}

static void test_giving_up_ends_the_run_as_quit_and_takes_no_turn(void **state)
{
    (void)state;
    struct game g;
    assert_int_equal(game_new(&g, 3, NULL, NULL), 0);
    assert_true(game_do(&g, move(0, 0)).took);
    assert_false(game_do(&g, (struct action){.kind = ACTION_QUIT}).took);
    assert_true(g.run.over);
    assert_true(g.run.quit);
    assert_false(g.run.won);
    assert_string_equal(g.run.killer, "");
    assert_int_equal(g.run.turn, 1);
    assert_string_equal(msglog_get(&g.run.log, 0)->text, "You give up the run.");
    /* Over is over: nothing more happens. */
    assert_false(game_do(&g, move(0, 0)).took);
    assert_int_equal(g.run.turn, 1);
    game_free(&g);
}

static void test_kills_are_counted_by_kind_in_the_order_first_killed(void **state)
{
    (void)state;
    /* All three next to the player: awake, they fight rather than move. */
    static const char *const rows[] = {
        "#####",
        "#rgr#",
        "#.@.#",
        "#####",
    };
    struct game g;
    assert_int_equal(game_new_from_ascii(&g, 5, rows, ASCII_ROWS(rows), test_kinds()), 0);
    struct pos cells[] = {{1, 1}, {2, 1}, {3, 1}};
    const char *kinds[] = {"rat", "goblin", "rat"};
    for (int i = 0; i < 3; i++) {
        int slot = game_add_monster(&g, test_kind(kinds[i]), cells[i]);
        g.floor.monsters[slot].state = STATE_ASLEEP;
        g.floor.monsters[slot].base.health = 1;
        g.floor.monsters[slot].base.defense = 0;
    }
    game_do(&g, move(-1, -1)); /* the rat on the left */
    game_do(&g, move(0, -1));  /* the goblin */
    game_do(&g, move(1, -1));  /* the second rat */
    assert_int_equal(g.run.kills, 3);
    assert_int_equal(g.run.killed_kinds, 2);
    assert_int_equal(g.run.killed[0].kind, test_kind("rat"));
    assert_int_equal(g.run.killed[0].count, 2);
    assert_int_equal(g.run.killed[1].kind, test_kind("goblin"));
    assert_int_equal(g.run.killed[1].count, 1);
    game_free(&g);
}

static void test_rest_that_cannot_start_says_why_and_takes_no_turn(void **state)
{
    (void)state;
    struct game g;
    assert_int_equal(game_new_from_ascii(&g, 1, room, ASCII_ROWS(room), NULL), 0);
    assert_false(game_do(&g, (struct action){.kind = ACTION_REST}).took);
    assert_string_equal(msglog_get(&g.run.log, 0)->text, "You are already at full health.");
    assert_int_equal(g.run.turn, 0);
    g.run.player.health = 5;
    assert_true(game_do(&g, (struct action){.kind = ACTION_REST}).took);
    assert_int_equal(g.run.turn, 1);
    game_free(&g);
}

static void test_an_item_command_with_nothing_to_choose_says_so(void **state)
{
    (void)state;
    struct game g;
    start_with_items(&g, hall, ASCII_ROWS(hall));
    assert_false(game_do(&g, (struct action){.kind = ACTION_DRINK, .slot = -1}).took);
    assert_string_equal(msglog_get(&g.run.log, 0)->text, "You have nothing to drink.");
    assert_false(game_do(&g, (struct action){.kind = ACTION_READ, .slot = -1, .target = -1}).took);
    assert_string_equal(msglog_get(&g.run.log, 0)->text, "You have nothing to read.");
    assert_int_equal(g.run.turn, 0);
    game_free(&g);
}

/* A rest cannot start with a monster in view: it says so and takes no turn. */
static void test_rest_with_a_monster_in_view_says_so_and_takes_no_turn(void **state)
{
    (void)state;
    struct game g;
    assert_int_equal(game_new_from_ascii(&g, 1, room, ASCII_ROWS(room), test_kinds()), 0);
    int rat = game_add_monster(&g, test_kind("rat"), (struct pos){5, 1});
    g.floor.monsters[rat].state = STATE_HUNTING;
    g.run.player.health = 5;
    assert_false(game_do(&g, (struct action){.kind = ACTION_REST}).took);
    assert_string_equal(said_newest(&g, 0), "You cannot rest with a monster in view.");
    assert_int_equal(g.run.turn, 0);
    game_free(&g);
}

/* The names items hide behind come from the run's own seed: the same seed
 * deals the same, and among a few seeds they differ. */
static void test_a_run_deals_its_item_names_from_its_own_seed(void **state)
{
    (void)state;
    struct game first, again;
    assert_int_equal(game_new(&first, 1, test_kinds(), test_items()), 0);
    assert_int_equal(game_new(&again, 1, test_kinds(), test_items()), 0);
    assert_memory_equal(&first.run.lore, &again.run.lore, sizeof first.run.lore);
    int differ = 0;
    for (uint64_t seed = 2; seed <= 5; seed++) {
        struct game other;
        assert_int_equal(game_new(&other, seed, test_kinds(), test_items()), 0);
        differ += memcmp(&first.run.lore, &other.run.lore, sizeof first.run.lore) != 0;
        game_free(&other);
    }
    assert_true(differ >= 3);
    game_free(&first);
    game_free(&again);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_same_seed_and_actions_give_the_same_digest_every_turn),
        cmocka_unit_test(test_a_different_action_changes_the_digest),
        cmocka_unit_test(test_a_different_seed_gives_a_different_digest),
        cmocka_unit_test(test_rebuilding_the_caches_changes_no_later_turn),
        cmocka_unit_test(test_the_first_floor_is_the_same_whatever_came_before),
        cmocka_unit_test(test_a_new_game_in_an_old_ones_place_is_a_fresh_game),
        cmocka_unit_test(test_play_draws_nothing_from_the_floor_stream),
        cmocka_unit_test(test_monster_ids_stay_with_their_monster),
        cmocka_unit_test(test_the_player_heals_a_point_every_tenth_turn),
        cmocka_unit_test(test_debugging_aids_are_actions_that_mark_the_game),
        cmocka_unit_test(test_a_host_turns_the_debugging_aids_off_and_they_say_so),
        cmocka_unit_test(test_giving_up_ends_the_run_as_quit_and_takes_no_turn),
        cmocka_unit_test(test_kills_are_counted_by_kind_in_the_order_first_killed),
        cmocka_unit_test(test_rest_that_cannot_start_says_why_and_takes_no_turn),
        cmocka_unit_test(test_an_item_command_with_nothing_to_choose_says_so),
        cmocka_unit_test(test_a_step_onto_floor_moves_and_takes_a_turn),
        cmocka_unit_test(test_walking_into_a_wall_costs_no_turn),
        cmocka_unit_test(test_waiting_takes_a_turn_and_stays_put),
        cmocka_unit_test(test_the_player_starts_with_the_rules_numbers),
        cmocka_unit_test(test_the_player_fights_bare_handed_for_one_to_four),
        cmocka_unit_test(test_seen_cells_are_remembered_after_walking_away),
        cmocka_unit_test(test_the_chase_map_follows_the_player),
        cmocka_unit_test(test_the_same_seed_gives_the_same_start),
        cmocka_unit_test(test_revealing_the_map_marks_a_debugging_aid),
        cmocka_unit_test(test_a_map_without_a_player_is_refused),
        cmocka_unit_test(test_poison_that_kills_is_final_even_with_regeneration),
        cmocka_unit_test(test_statuses_tick_after_the_monsters_act),
        cmocka_unit_test(test_each_status_end_is_told_once),
        cmocka_unit_test(test_a_confused_wait_never_staggers),
        cmocka_unit_test(test_a_stagger_into_a_wall_still_costs_the_turn),
        cmocka_unit_test(test_a_stagger_into_a_monster_attacks_it),
        cmocka_unit_test(test_the_spiders_bite_poisons_and_says_so_once),
        cmocka_unit_test(test_fear_on_a_healthy_monster_ends_in_hunting),
        cmocka_unit_test(test_fear_does_not_touch_a_stationary_monster),
        cmocka_unit_test(test_drinking_a_potion_identifies_it_for_the_rest_of_the_run),
        cmocka_unit_test(test_picking_up_takes_a_turn_and_nothing_here_takes_none),
        cmocka_unit_test(test_rest_stops_when_a_monster_comes_into_view),
        cmocka_unit_test(test_rest_stops_at_full_health),
        cmocka_unit_test(test_rest_with_a_monster_in_view_says_so_and_takes_no_turn),
        cmocka_unit_test(test_a_run_deals_its_item_names_from_its_own_seed),
        cmocka_unit_test(test_rest_stops_when_a_message_needs_reading),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
