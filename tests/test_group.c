/* Groups, shouts and morale (doc/rules.md, "Groups, shouts and morale"):
 * followers keep near their leader, a shout wakes by walking distance, a
 * pack breaks at its nerve's rate, a group waits at a corridor's mouth,
 * and the words shown say what is true. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "murk/rules/corridor.h"
#include "murk/turn/floor.h"
#include "murk/turn/game.h"
#include "murk/rules/group.h"
#include "murk/rules/intent.h"
#include "murk/base/kind_group.h"
#include "murk/rules/look.h"
#include "murk/rules/shout.h"
#include "murk/base/status.h"
#include "murk/world/place_cage.h"
#include "support/ascii_map.h"
#include "support/random_action.h"
#include "support/real_data.h"
#include "support/said.h"

/* Kinds with fixed numbers, kept here so tuning data/ breaks nothing. */
static const char kinds_text[] =
    "name:chief\nglyph:C\ncolour:230,80,60\nsight:8\nhealth:20\nblow:hit:1-1\n"
    "depth:1-3\nfrequency:10\ngroup:grunt:2-2\nshout:shouts\nloudness:12\nnerve:100\n\n"
    "name:grunt\nglyph:g\ncolour:120,170,230\nsight:7\nhealth:8\nblow:hit:1-1\n"
    "depth:1-3\nfrequency:10\nnerve:40\n\n"
    "name:runt\nglyph:r\ncolour:150,150,160\nsight:7\nhealth:3\nblow:hit:1-1\n"
    "depth:1-3\nfrequency:10\nnerve:40\n\n"
    "name:sleeper\nglyph:z\ncolour:90,90,200\nsight:5\nhealth:5\nblow:hit:1-1\n"
    "depth:1-3\nfrequency:10\n";

static const struct kind_list *kinds(void)
{
    static struct kind_list list;
    static struct diag diag;
    if (list.count == 0 && kind_list_parse(&list, kinds_text, strlen(kinds_text), "k", &diag))
        fail_msg("the test kinds do not parse: %s", diag.lines[0]);
    return &list;
}

static int kind(const char *name)
{
    int k = kind_find(kinds(), name);
    assert_true(k >= 0);
    return k;
}

static struct action wait_turn(void)
{
    return (struct action){.kind = ACTION_WAIT};
}

static struct action step(int dx, int dy)
{
    return (struct action){.kind = ACTION_MOVE, .dir = {dx, dy}};
}

static struct monster *add(struct game *g, const char *name, const char *const *rows, int n,
                           char marker, enum mind_state state)
{
    int slot = game_add_monster(g, kind(name), ascii_find(rows, n, marker));
    assert_true(slot >= 0);
    struct monster *m = &g->floor.monsters[slot];
    m->state = state;
    if (state == STATE_HUNTING) {
        m->knows_player = true;
        m->last_seen = g->run.player.pos;
    }
    return m;
}

/* ---- the group: line ---- */

static void test_a_group_line_names_its_followers_and_their_counts(void **state)
{
    (void)state;
    const struct kind *chief = &kinds()->kinds[kind("chief")];
    assert_int_equal(chief->group_count, 1);
    assert_int_equal(chief->group[0].kind, kind("grunt"));
    assert_int_equal(chief->group[0].min, 2);
    assert_int_equal(chief->group[0].max, 2);
}

static void bad_group(const char *group, const char *want)
{
    char text[512];
    snprintf(text,
             sizeof text,
             "name:a\nglyph:a\ncolour:1,1,1\nsight:5\nhealth:5\ndepth:1-3\nfrequency:10\n"
             "group:%s\n\nname:b b\nglyph:b\ncolour:1,1,1\nsight:5\nhealth:5\ndepth:1-3\n"
             "frequency:10\n",
             group);
    struct kind_list list = {0};
    struct diag diag = {0};
    assert_int_equal(kind_list_parse(&list, text, strlen(text), "m.txt", &diag), -1);
    assert_string_equal(diag.lines[0], want);
    kind_list_free(&list);
}

static void test_a_bad_group_line_is_told_at_its_line_and_column(void **state)
{
    (void)state;
    bad_group("b b:1-2, c:1-1", "m.txt:8:16: unknown kind 'c'");
    bad_group("b b:3-1",
              "m.txt:8:11: a follower count is MIN-MAX, each 0..9, MIN <= MAX, "
              "not '3-1'");
    bad_group("b b:1-12",
              "m.txt:8:11: a follower count is MIN-MAX, each 0..9, MIN <= MAX, "
              "not '1-12'");
    bad_group("b b", "m.txt:8:7: a group entry is KIND:MIN-MAX, not 'b b'");
    bad_group("a:1-1,a:1-1,a:1-1,a:1-1,b b:1-1",
              "m.txt:8:31: more than 4 follower kinds, from 'b b:1-1'");
}

/* ---- followers ---- */

/* Whether a follower is with the band, a step behind at most: within 3 of
 * the chief, or within 3 of its mate that is (a band strung out in a
 * corridor is together). */
static bool with_band(const struct monster *f, const struct monster *mate,
                      const struct monster *chief)
{
    int to_chief = grid_distance(f->base.pos, chief->base.pos);
    int mate_to_chief = grid_distance(mate->base.pos, chief->base.pos);
    return to_chief <= 3 || (mate_to_chief <= 3 && grid_distance(f->base.pos, mate->base.pos) <= 3);
}

static void test_a_group_keeps_its_leader_within_3_cells_over_200_wandering_turns(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "##########################",
        "#........#######.........#",
        "#..C.n...........f.......#",
        "#........#######.........#",
        "#........#######.........#",
        "##########################",
        "#@########################",
        "##########################",
    };
    int n = ASCII_ROWS(rows);
    for (uint64_t seed = 1; seed <= 10; seed++) {
        struct game g;
        assert_int_equal(game_new_from_ascii(&g, seed, rows, n, kinds()), 0);
        /* Placed in the other order too (the follower first), and from afar. */
        struct monster *far = add(&g, "grunt", rows, n, 'f', STATE_WANDERING);
        struct monster *chief = add(&g, "chief", rows, n, 'C', STATE_WANDERING);
        struct monster *near = add(&g, "runt", rows, n, 'n', STATE_WANDERING);
        far->leader = near->leader = chief->id;
        world_count_followers(&g); /* as anything that names a leader */
        struct pos start = chief->base.pos;
        int chief_walked = 0;
        for (int turn = 0; turn < 200; turn++) {
            struct pos before = chief->base.pos;
            game_do(&g, wait_turn());
            chief_walked += !grid_eq(before, chief->base.pos);
            if (turn < 10)
                continue; /* the far one catches up first */
            assert_true(with_band(far, near, chief));
            assert_true(with_band(near, far, chief));
            assert_int_equal(intent_of(&g, far), INTENT_FOLLOWING);
        }
        /* It went somewhere, and they with it. */
        assert_true(chief_walked > 50);
        (void)start;
        game_free(&g);
    }
}

static void test_a_woken_member_wakes_its_whole_group(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "##########",
        "#@C......#",
        "#........#",
        "#.....g..#",
        "##########",
    };
    int n = ASCII_ROWS(rows);
    struct game g;
    assert_int_equal(game_new_from_ascii(&g, 3, rows, n, kinds()), 0);
    struct monster *chief = add(&g, "chief", rows, n, 'C', STATE_ASLEEP);
    struct monster *grunt = add(&g, "grunt", rows, n, 'g', STATE_ASLEEP);
    grunt->leader = chief->id;
    world_count_followers(&g);
    game_do(&g, wait_turn()); /* the chief, next to the player, wakes */
    assert_int_not_equal(chief->state, STATE_ASLEEP);
    assert_int_not_equal(grunt->state, STATE_ASLEEP);
    game_free(&g);
}

static void test_the_strongest_follower_leads_when_the_leader_dies(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "##########",
        "#@C......#",
        "#........#",
        "#...r.g..#",
        "##########",
    };
    int n = ASCII_ROWS(rows);
    struct game g;
    assert_int_equal(game_new_from_ascii(&g, 5, rows, n, kinds()), 0);
    struct monster *chief = add(&g, "chief", rows, n, 'C', STATE_HUNTING);
    struct monster *runt = add(&g, "runt", rows, n, 'r', STATE_WANDERING);
    struct monster *grunt = add(&g, "grunt", rows, n, 'g', STATE_WANDERING);
    runt->leader = grunt->leader = chief->id;
    world_count_followers(&g);
    chief->base.health = 1;
    game_do(&g, step(1, 0));
    assert_false(entity_alive(&chief->base));
    assert_int_equal(grunt->leader, 0);
    assert_int_equal(runt->leader, grunt->id);
    /* The heir is counted a leader at once, not at some later count. */
    assert_int_equal(g.cache.followers[world_monster_by_id(&g, grunt->id)], 1);
    assert_int_equal(g.cache.followers[world_monster_by_id(&g, chief->id)], 0);
    game_free(&g);
}

static void test_a_chief_comes_with_its_band_on_a_real_floor(void **state)
{
    (void)state;
    int chief = kind_find(real_kinds(), "goblin chief");
    int goblin = kind_find(real_kinds(), "goblin");
    assert_true(chief >= 0 && goblin >= 0);
    int bands = 0;
    for (uint64_t seed = 1; seed <= 60 && bands < 5; seed++) {
        struct game g;
        assert_int_equal(game_new(&g, seed, real_kinds(), real_items()), 0);
        g.run.depth = 5;
        map_free(&g.floor.map); /* floor 1's, made again as floor 5 */
        assert_int_equal(floor_make(&g), 0);
        for (int i = 0; i < g.floor.monster_count; i++) {
            const struct monster *c = &g.floor.monsters[i];
            /* A chief caged alone (the floor's place) has no band. */
            if (c->kind != chief || c->leader != 0 || place_captive(&g) == i)
                continue;
            int goblins = 0;
            for (int j = 0; j < g.floor.monster_count; j++) {
                const struct monster *f = &g.floor.monsters[j];
                if (f->leader != c->id)
                    continue;
                assert_true(grid_distance(f->base.pos, c->base.pos) <= 2);
                assert_int_equal(f->state, c->state);
                goblins += f->kind == goblin;
            }

            assert_true(goblins >= 2 && goblins <= 4);
            bands++;
        }
        game_free(&g);
    }
    assert_true(bands >= 3);
}

/* A free floor cell of the room within 2 of near, or false. */
static bool band_cell(struct game *g, const struct room *r, struct pos near, struct pos *out)
{
    for (int d = 0; d <= 2; d++)
        for (int y = near.y - d; y <= near.y + d; y++)
            for (int x = near.x - d; x <= near.x + d; x++) {
                struct pos p = {x, y};
                bool in = x >= r->x && x < r->x + r->w && y >= r->y && y < r->y + r->h;
                if (in && g->floor.map.tiles[map_index(&g->floor.map, x, y)] == TILE_FLOOR &&
                    !world_occupied(g, p)) {
                    *out = p;
                    return true;
                }
            }
    return false;
}

/* Bands that never jam (issue 44): a wandering goblin chief with 3
 * goblins and an archer, alone on a real floor 5 (the rest gone, the
 * player walled in where none sees them), walks most of 200 turns on
 * every seed: its followers give way to it and to each other. */
static void test_a_wandering_chief_walks_most_of_200_turns_on_every_seed(void **state)
{
    (void)state;
    const char *const band[] = {"goblin", "goblin", "goblin", "goblin archer"};
    int least = 200;
    for (uint64_t seed = 1; seed <= 8; seed++) {
        struct game g;
        assert_int_equal(game_new(&g, seed, real_kinds(), real_items()), 0);
        g.run.depth = 5;
        map_free(&g.floor.map);
        assert_int_equal(floor_make(&g), 0);
        for (int i = 0; i < g.floor.monster_count; i++)
            g.floor.monsters[i].base.health = 0;
        struct pos you = g.run.player.pos;
        for (int d = 0; d < GRID_DIRS; d++) {
            struct pos p = grid_add(you, grid_dir(d));
            g.floor.map.tiles[map_index(&g.floor.map, p.x, p.y)] = TILE_WALL;
        }
        /* The room farthest from the player. */
        const struct room *far = NULL;
        for (int r = 0; r < g.floor.map.room_count; r++) {
            const struct room *room = &g.floor.map.rooms[r];
            struct pos mid = {room->x + room->w / 2, room->y + room->h / 2};
            if (far == NULL ||
                grid_distance(mid, you) > grid_distance((struct pos){far->x + far->w / 2, far->y + far->h / 2}, you))
                far = room;
        }
        assert_non_null(far);
        struct pos at;
        assert_true(band_cell(&g, far, (struct pos){far->x + far->w / 2, far->y + far->h / 2}, &at));
        int slot = world_add_monster(&g, kind_find(real_kinds(), "goblin chief"), at);
        assert_true(slot >= 0);
        g.floor.monsters[slot].state = STATE_WANDERING;
        int chief_id = g.floor.monsters[slot].id;
        for (int f = 0; f < 4; f++) {
            struct pos p;
            assert_true(band_cell(&g, far, at, &p));
            int s = world_add_monster(&g, kind_find(real_kinds(), band[f]), p);
            assert_true(s >= 0);
            g.floor.monsters[s].state = STATE_WANDERING;
            g.floor.monsters[s].leader = chief_id;
        }
        world_count_followers(&g);
        game_rebuild_caches(&g);
        int walked = 0;
        for (int t = 0; t < 200; t++) {
            struct pos before = g.floor.monsters[slot].base.pos;
            game_do(&g, wait_turn());
            assert_int_equal(g.floor.monsters[slot].state, STATE_WANDERING);
            walked += !grid_eq(before, g.floor.monsters[slot].base.pos);
        }
        print_message("seed %d: the chief walked %d turns of 200\n", (int)seed, walked);
        least = walked < least ? walked : least;
        game_free(&g);
    }
    assert_true(least >= 120);
}

/* ---- shouts ---- */

static void test_a_shout_wakes_a_sleeper_at_9_steps_not_10_nor_behind_a_wall(void **state)
{
    (void)state;
    /* The chief (loudness 12) notices the player and shouts: a sleeper
     * hearing 3 or more wakes, so within 9 steps of walking. a is 9 steps
     * away, b 10; w is two cells off through rock, with no way round. */
    static const char *const rows[] = {
        "##########",
        "#@C.....##",
        "#######.##",
        "#w#####.##",
        "###ba...##",
        "##########",
    };
    int n = ASCII_ROWS(rows);
    struct game g;
    assert_int_equal(game_new_from_ascii(&g, 7, rows, n, kinds()), 0);
    add(&g, "chief", rows, n, 'C', STATE_WANDERING);
    struct monster *a = add(&g, "sleeper", rows, n, 'a', STATE_ASLEEP);
    struct monster *b = add(&g, "sleeper", rows, n, 'b', STATE_ASLEEP);
    struct monster *w = add(&g, "sleeper", rows, n, 'w', STATE_ASLEEP);
    game_do(&g, wait_turn());
    assert_true(said(&g, "The chief notices you: it saw you."));
    assert_true(said(&g, "The chief shouts!"));
    assert_int_not_equal(a->state, STATE_ASLEEP);
    assert_int_equal(b->state, STATE_ASLEEP);
    assert_int_equal(w->state, STATE_ASLEEP);
    /* It shouted once: the next turn it hunts, silent. */
    assert_int_equal(intent_of(&g, &g.floor.monsters[0]), INTENT_SHOUTING);
    game_do(&g, wait_turn());
    assert_int_equal(intent_of(&g, &g.floor.monsters[0]), INTENT_NONE);
    game_free(&g);
}

static void test_an_unseen_shout_is_heard(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "#######",
        "#@....#",
        "#####.#",
        "#C....#",
        "#######",
    };
    int n = ASCII_ROWS(rows);
    struct game g;
    assert_int_equal(game_new_from_ascii(&g, 7, rows, n, kinds()), 0);
    struct monster *chief = add(&g, "chief", rows, n, 'C', STATE_HUNTING);
    chief->shout = SHOUT_DUE;
    game_do(&g, wait_turn());
    assert_true(said(&g, "You hear a shout."));
    assert_false(said(&g, "The chief shouts!"));
    game_free(&g);
}

static void test_a_group_shouts_once(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "##########",
        "#@..C....#",
        "#...C....#",
        "##########",
    };
    int n = ASCII_ROWS(rows);
    struct game g;
    assert_int_equal(game_new_from_ascii(&g, 7, rows, n, kinds()), 0);
    struct monster *first = add(&g, "chief", rows, n, 'C', STATE_WANDERING);
    int second_slot = game_add_monster(&g, kind("chief"), (struct pos){4, 2});
    assert_true(second_slot >= 0);
    struct monster *second = &g.floor.monsters[second_slot];
    second->state = STATE_WANDERING;
    second->leader = first->id;
    world_count_followers(&g);
    for (int turn = 0; turn < 5; turn++)
        game_do(&g, wait_turn());
    assert_int_equal(second->state, STATE_HUNTING);
    int shouts = 0;
    for (int age = 0; msglog_get(&g.run.log, age); age++)
        if (strcmp(msglog_get(&g.run.log, age)->text, "The chief shouts!") == 0)
            shouts += msglog_get(&g.run.log, age)->repeat;
    assert_int_equal(shouts, 1);
    game_free(&g);
}

/* ---- morale ---- */

/* One trial: the player kills a grunt; its packmate (nerve 40) sees it. */
static bool packmate_breaks(uint64_t seed, bool leader_stands, int *fear)
{
    static const char *const rows[] = {
        "##########",
        "#@g......#",
        "#........#",
        "#..p...C.#",
        "##########",
    };
    int n = ASCII_ROWS(rows);
    struct game g;
    assert_int_equal(game_new_from_ascii(&g, seed, rows, n, kinds()), 0);
    struct monster *chief = add(&g, "chief", rows, n, 'C', STATE_HUNTING);
    struct monster *victim = add(&g, "grunt", rows, n, 'g', STATE_HUNTING);
    struct monster *mate = add(&g, "grunt", rows, n, 'p', STATE_HUNTING);
    victim->leader = mate->leader = chief->id;
    world_count_followers(&g);
    victim->base.health = 1;
    if (!leader_stands)
        chief->state = STATE_FLEEING;
    game_do(&g, step(1, 0));
    assert_false(entity_alive(&victim->base));
    bool broke = mate->broke;
    if (broke) {
        assert_int_equal(mate->state, STATE_FLEEING);
        assert_int_equal(intent_of(&g, mate), INTENT_BROKE);
        assert_true(said(&g, "The grunts scatter!"));
    }
    /* What is left of its fear after the turn's tick. */
    *fear = mate->base.status[STATUS_AFRAID];
    game_free(&g);
    return broke;
}

static void test_a_packmates_death_in_view_breaks_a_pack_at_its_nerves_rate(void **state)
{
    (void)state;
    /* Nerve 40: it breaks 60 times in 100. Over 1000 seeded trials, three
     * standard deviations (1.5%) either side tell 60% from 50% and 70%. */
    int broke = 0, fear = 0;
    for (uint64_t seed = 1; seed <= 1000; seed++)
        broke += packmate_breaks(seed, true, &fear);
    assert_in_range(broke, 555, 645);
}

static void test_a_pack_whose_leader_stands_rallies_sooner(void **state)
{
    (void)state;
    int fear = 0;
    uint64_t seed = 1;
    while (!packmate_breaks(seed, true, &fear))
        seed++;
    assert_int_equal(fear, 3 - 1); /* 3 turns with its chief standing, one gone */
    seed = 1;
    while (!packmate_breaks(seed, false, &fear))
        seed++;
    assert_int_equal(fear, 8 - 1);
}

static void test_a_death_out_of_sight_breaks_nobody(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "##########",
        "#@g#.....#",
        "#..#.....#",
        "####.p...#",
        "##########",
    };
    int n = ASCII_ROWS(rows);
    for (uint64_t seed = 1; seed <= 50; seed++) {
        struct game g;
        assert_int_equal(game_new_from_ascii(&g, seed, rows, n, kinds()), 0);
        struct monster *victim = add(&g, "grunt", rows, n, 'g', STATE_HUNTING);
        struct monster *mate = add(&g, "grunt", rows, n, 'p', STATE_WANDERING);
        mate->leader = victim->id;
        world_count_followers(&g);
        victim->base.health = 1;
        game_do(&g, step(1, 0));
        assert_false(mate->broke);
        game_free(&g);
    }
}

/* ---- corridors ---- */

static const char *const corridor_rows[] = {
    "############",
    "#....#######",
    "#.C..#######",
    "#.g.h.....@#",
    "#....#######",
    "############",
};

/* Turns until a hunter steps into the corridor (x >= 5), up to most. */
static int turns_to_enter(bool grouped, uint64_t seed, bool *waited, int most)
{
    int n = ASCII_ROWS(corridor_rows);
    struct game g;
    assert_int_equal(game_new_from_ascii(&g, seed, corridor_rows, n, kinds()), 0);
    struct monster *chief = add(&g, "chief", corridor_rows, n, 'C', STATE_HUNTING);
    add(&g, "grunt", corridor_rows, n, 'g', STATE_HUNTING);
    add(&g, "grunt", corridor_rows, n, 'h', STATE_HUNTING);
    chief->shout = SHOUT_NONE;
    for (int i = 1; i < 3; i++) {
        g.floor.monsters[i].leader = grouped ? chief->id : 0;
        g.floor.monsters[i].kind = grouped ? kind("grunt") : kind("sleeper");
    }
    if (!grouped)
        chief->kind = kind("sleeper");
    world_count_followers(&g);
    *waited = false;
    int turn = 0;
    for (; turn < most; turn++) {
        game_do(&g, wait_turn());
        bool entered = false;
        for (int i = 0; i < g.floor.monster_count; i++) {
            const struct monster *m = &g.floor.monsters[i];
            entered |= m->base.pos.x >= 5;
            *waited |= intent_of(&g, m) == INTENT_WAITING;
            if (intent_of(&g, m) == INTENT_WAITING) {
                assert_true(corridor_cell(&g, m, g.run.player.pos));
                assert_false(corridor_cell(&g, m, m->base.pos));
            }
        }
        if (entered)
            break;
    }
    game_free(&g);
    return turn;
}

static void test_a_group_waits_at_a_corridors_mouth(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 10; seed++) {
        bool waited;
        assert_int_equal(turns_to_enter(true, seed, &waited, 25), 25);
        assert_true(waited);
        /* Alone, they queue in. */
        assert_true(turns_to_enter(false, seed, &waited, 25) < 25);
        assert_false(waited);
    }
}

static void test_a_group_waits_30_turns_not_for_ever(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 10; seed++) {
        bool waited;
        /* The first at the mouth waits from the first turn: after 30 turns
         * of it, it comes (the turn count is 0-based). */
        assert_int_equal(turns_to_enter(true, seed, &waited, 100), 30);
    }
}

/* A fleer at the head of hunters in a corridor, its way back full of
 * them: a hunter steps past it (they change places), and the hunters come
 * on, the fleer behind them; without it they stood for good. With
 * markers 'a' and 'b' in a line behind 'r' (the fleer), within turns. */
static int turns_until_a_hunter_is_next_to_you(uint64_t seed, int turns, int *fleer_x, int *hunter_x)
{
    static const char *const rows[] = {
        "#############",
        "#abr.....@..#",
        "#############",
    };
    int n = ASCII_ROWS(rows);
    struct game g;
    assert_int_equal(game_new_from_ascii(&g, seed, rows, n, kinds()), 0);
    add(&g, "grunt", rows, n, 'a', STATE_HUNTING);
    struct monster *b = add(&g, "grunt", rows, n, 'b', STATE_HUNTING);
    struct monster *r = add(&g, "runt", rows, n, 'r', STATE_FLEEING);
    r->base.health = 1; /* a third of 3 or less: it goes on fleeing */
    int turn = 0;
    for (; turn < turns; turn++) {
        game_do(&g, wait_turn());
        assert_int_equal(r->state, STATE_FLEEING);
        bool next_to = false;
        for (int i = 0; i < 2; i++)
            next_to |= grid_adjacent(g.floor.monsters[i].base.pos, g.run.player.pos);
        if (next_to)
            break;
    }
    *fleer_x = r->base.pos.x;
    *hunter_x = b->base.pos.x;
    game_free(&g);
    return turn;
}

static void test_a_hunter_steps_past_a_fleer_in_its_way(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 5; seed++) {
        int fleer_x, hunter_x;
        /* 7 cells to go: a step a turn, and one turn to pass the fleer. */
        assert_true(turns_until_a_hunter_is_next_to_you(seed, 30, &fleer_x, &hunter_x) < 10);
        assert_true(fleer_x < hunter_x);
    }
}

/* Only where the fleer may stand: a bat hunting over the water behind a
 * rat fleeing in a corridor never puts the rat in the water. */
static void test_a_fleer_is_never_swapped_where_it_cannot_stand(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "#############",
        "#~~r.....@..#",
        "#############",
    };
    int n = ASCII_ROWS(rows);
    for (uint64_t seed = 1; seed <= 5; seed++) {
        struct game g;
        assert_int_equal(game_new_from_ascii(&g, seed, rows, n, real_kinds()), 0);
        int bat = game_add_monster(&g, kind_find(real_kinds(), "vampire bat"), (struct pos){2, 1});
        int rat = game_add_monster(&g, kind_find(real_kinds(), "rat"), ascii_find(rows, n, 'r'));
        assert_true(bat >= 0 && rat >= 0);
        struct monster *b = &g.floor.monsters[bat], *r = &g.floor.monsters[rat];
        b->state = STATE_HUNTING;
        b->knows_player = true;
        b->last_seen = g.run.player.pos;
        r->state = STATE_FLEEING;
        r->base.health = 1;
        for (int turn = 0; turn < 20 && entity_alive(&r->base); turn++) {
            game_do(&g, wait_turn());
            assert_int_not_equal(g.floor.map.tiles[map_index(&g.floor.map, r->base.pos.x, r->base.pos.y)],
                                 TILE_WATER);
        }
        game_free(&g);
    }
}

static void test_a_corridor_is_a_cell_in_no_open_square(void **state)
{
    (void)state;
    int n = ASCII_ROWS(corridor_rows);
    struct game g;
    assert_int_equal(game_new_from_ascii(&g, 1, corridor_rows, n, kinds()), 0);
    const struct monster *m = add(&g, "grunt", corridor_rows, n, 'g', STATE_ASLEEP);
    assert_true(corridor_cell(&g, m, (struct pos){5, 3})); /* the mouth */
    assert_true(corridor_cell(&g, m, (struct pos){8, 3}));
    assert_false(corridor_cell(&g, m, (struct pos){4, 3})); /* the room's edge */
    assert_false(corridor_cell(&g, m, (struct pos){1, 1})); /* a room's corner */
    assert_false(corridor_cell(&g, m, (struct pos){5, 2})); /* rock */
    game_free(&g);
}

/* ---- the words are true ---- */

/* What each intention claims, checked against the monster and the map. */
static void check_intention(const struct game *g, const struct monster *m)
{
    char words[LOOK_WORDS_MAX];
    look_monster_words(g, m, words, sizeof words);
    const char *pane = intent_pane_words(g, m);
    switch (intent_of(g, m)) {
    case INTENT_SHOUTING:
        assert_string_equal(pane, "shouting");
        assert_true(world_kind_of(g, m)->shout[0] != 0);
        assert_int_equal(m->state, STATE_HUNTING);
        break;
    case INTENT_WAITING:
        assert_string_equal(pane, "waiting for you to come out");
        assert_non_null(strstr(words, "waiting at the corridor"));
        assert_true(corridor_cell(g, m, g->run.player.pos));
        assert_false(corridor_cell(g, m, m->base.pos));
        break;
    case INTENT_BROKE:
        assert_string_equal(pane, "afraid: the pack broke");
        assert_non_null(strstr(words, "afraid: the pack broke"));
        assert_int_equal(m->state, STATE_FLEEING);
        assert_true(m->base.status[STATUS_AFRAID] > 0);
        break;
    case INTENT_FOLLOWING:
        assert_non_null(strstr(words, "following the"));
        assert_non_null(group_leader(g, m));
        assert_int_equal(m->state, STATE_WANDERING);
        break;
    case INTENT_NONE:
        assert_null(pane);
        assert_null(strstr(words, "following"));
        assert_null(strstr(words, "waiting"));
        assert_null(strstr(words, "pack broke"));
        break;
    }
    /* A follower's leader is of its group and never itself. */
    assert_int_not_equal(m->leader, m->id);
}

static void test_the_words_say_what_is_true_over_many_seeded_turns(void **state)
{
    (void)state;
    int seen[INTENT_FOLLOWING + 1] = {0};
    for (uint64_t seed = 1; seed <= 40; seed++) {
        struct game g;
        assert_int_equal(game_new(&g, seed, real_kinds(), real_items()), 0);
        struct rng r;
        rng_seed(&r, seed);
        for (int turn = 0; turn < 400 && !g.run.over; turn++) {
            struct action a = rng_range(&r, 0, 3) == 0 ? random_action(&r) : wait_turn();
            if (a.kind == ACTION_DESCEND || a.kind == ACTION_QUIT)
                a = wait_turn();
            game_do(&g, a);
            for (int i = 0; i < g.floor.monster_count; i++) {
                const struct monster *m = &g.floor.monsters[i];
                if (!entity_alive(&m->base))
                    continue;
                check_intention(&g, m);
                seen[intent_of(&g, m)]++;
            }
        }
        game_free(&g);
    }
    /* The run met followers at least; print what it met. */
    print_message("following %d, shouting %d, broke %d, waiting %d\n",
                  seen[INTENT_FOLLOWING],
                  seen[INTENT_SHOUTING],
                  seen[INTENT_BROKE],
                  seen[INTENT_WAITING]);
    assert_true(seen[INTENT_FOLLOWING] > 0);
}

/* ---- the followers' count (world_count_followers) ---- */

/* A leader told of a follower between turns (a follower named by a test,
 * counted as by anything that names a new leader) waits for it. One
 * leading nobody is no group's member, and walks on. */
static void test_a_leader_told_of_a_follower_waits_for_it(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "##########################",
        "#@########################",
        "##########################",
        "#C.......................#",
        "#........................#",
        "#.................g......#",
        "##########################",
    };
    int n = ASCII_ROWS(rows);
    for (uint64_t seed = 1; seed <= 5; seed++) {
        static struct game g;
        assert_int_equal(game_new_from_ascii(&g, seed, rows, n, kinds()), 0);
        struct monster *chief = add(&g, "chief", rows, n, 'C', STATE_WANDERING);
        struct monster *grunt = add(&g, "grunt", rows, n, 'g', STATE_WANDERING);
        int chief_slot = world_monster_by_id(&g, chief->id);
        chief->has_target = true;
        chief->target = (struct pos){24, 3};
        struct pos before = chief->base.pos;
        game_do(&g, wait_turn());
        /* Leading nobody: no member, and on its way. */
        assert_false(group_is_member(&g, chief));
        assert_int_equal(g.cache.followers[chief_slot], 0);
        assert_false(grid_eq(chief->base.pos, before));
        /* Told between turns: it waits for the grunt far behind. */
        grunt->leader = chief->id;
        world_count_followers(&g);
        before = chief->base.pos;
        assert_true(grid_distance(before, grunt->base.pos) >= 3);
        game_do(&g, wait_turn());
        assert_int_equal(g.cache.followers[chief_slot], 1);
        assert_true(group_is_member(&g, chief));
        assert_true(grid_eq(chief->base.pos, before));
        game_free(&g);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_group_line_names_its_followers_and_their_counts),
        cmocka_unit_test(test_a_bad_group_line_is_told_at_its_line_and_column),
        cmocka_unit_test(test_a_group_keeps_its_leader_within_3_cells_over_200_wandering_turns),
        cmocka_unit_test(test_a_woken_member_wakes_its_whole_group),
        cmocka_unit_test(test_the_strongest_follower_leads_when_the_leader_dies),
        cmocka_unit_test(test_a_chief_comes_with_its_band_on_a_real_floor),
        cmocka_unit_test(test_a_wandering_chief_walks_most_of_200_turns_on_every_seed),
        cmocka_unit_test(test_a_shout_wakes_a_sleeper_at_9_steps_not_10_nor_behind_a_wall),
        cmocka_unit_test(test_an_unseen_shout_is_heard),
        cmocka_unit_test(test_a_group_shouts_once),
        cmocka_unit_test(test_a_packmates_death_in_view_breaks_a_pack_at_its_nerves_rate),
        cmocka_unit_test(test_a_pack_whose_leader_stands_rallies_sooner),
        cmocka_unit_test(test_a_death_out_of_sight_breaks_nobody),
        cmocka_unit_test(test_a_group_waits_at_a_corridors_mouth),
        cmocka_unit_test(test_a_group_waits_30_turns_not_for_ever),
        cmocka_unit_test(test_a_corridor_is_a_cell_in_no_open_square),
        cmocka_unit_test(test_a_hunter_steps_past_a_fleer_in_its_way),
        cmocka_unit_test(test_a_fleer_is_never_swapped_where_it_cannot_stand),
        cmocka_unit_test(test_the_words_say_what_is_true_over_many_seeded_turns),
        cmocka_unit_test(test_a_leader_told_of_a_follower_waits_for_it),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
