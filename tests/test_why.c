/* Why minds change (why.h, why_next.h; doc/rules.md, "Why minds change"):
 * each cause on a map drawn for it, the log's line, what would change a
 * mind next, the unseen attacker's way, and every word shown true over
 * many seeded turns of the bot's play. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "bot/bot.h"
#include "murk/base/status.h"
#include "murk/rules/combat.h"
#include "murk/rules/look.h"
#include "murk/rules/mind.h"
#include "murk/rules/why.h"
#include "murk/rules/why_next.h"
#include "murk/turn/game.h"
#include "murk/world/place_cage.h"
#include "murk/world/world.h"
#include "support/ascii_map.h"
#include "support/real_data.h"
#include "support/said.h"

static void start(struct game *g, const char *const *rows, int n)
{
    assert_int_equal(game_new_from_ascii(g, 7, rows, n, real_kinds()), 0);
}

static int add(struct game *g, const char *kind, struct pos at, enum mind_state state)
{
    int k = kind_find(real_kinds(), kind);
    assert_true(k >= 0);
    int slot = game_add_monster(g, k, at);
    assert_true(slot >= 0);
    g->floor.monsters[slot].state = state;
    return slot;
}

static struct action wait_turn(void)
{
    return (struct action){.kind = ACTION_WAIT, .slot = -1};
}

static void full(const struct game *g, int slot, char *out, size_t size)
{
    why_full(g, &g->floor.monsters[slot], out, size);
}

static void next(const struct game *g, int slot, char *out, size_t size)
{
    why_next(g, &g->floor.monsters[slot], out, size);
}

/* A sleeping jackal 6 steps down a corridor wakes to its packmate's howl:
 * the cause names the jackal, the howl and the steps. */
static void test_a_howl_wakes_a_sleeper_and_says_whose_and_how_far(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "############",
        "#@.j......s#",
        "############",
    };
    struct game g;
    start(&g, rows, ASCII_ROWS(rows));
    int caller = add(&g, "jackal", ASCII_FIND(rows, 'j'), STATE_WANDERING);
    int sleeper = add(&g, "jackal", ASCII_FIND(rows, 's'), STATE_ASLEEP);
    g.floor.monsters[sleeper].leader = g.floor.monsters[caller].id + 100; /* not its pack */
    g.floor.monsters[sleeper].base.sight = 0;
    game_do(&g, wait_turn());
    assert_true(said(&g, "The jackal howls!"));
    assert_int_equal(g.floor.monsters[sleeper].state, STATE_WANDERING);
    assert_int_equal(g.floor.monsters[sleeper].cause, CAUSE_HEARD_SHOUT);
    char why[WHY_LINE];
    full(&g, sleeper, why, sizeof why);
    assert_string_equal(why, "heard the jackal's howl 7 steps away, this turn");
    game_do(&g, wait_turn()); /* the jackal steps up: no new noise */
    full(&g, sleeper, why, sizeof why);
    assert_string_equal(why, "heard the jackal's howl 7 steps away, 1 turn ago");
    game_free(&g);
}

/* A wanderer the fight drew that then sees the player says so in the log:
 * it heard the fight, and keeps that cause. */
static void test_a_wanderer_drawn_by_the_fight_notices_you_because_it_heard_it(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "##########",
        "#@r....k.#",
        "##########",
    };
    struct game g;
    start(&g, rows, ASCII_ROWS(rows));
    int rat = add(&g, "rat", ASCII_FIND(rows, 'r'), STATE_HUNTING);
    g.floor.monsters[rat].base.health = 50;
    g.floor.monsters[rat].base.health_max = 50;
    int k = add(&g, "kobold", ASCII_FIND(rows, 'k'), STATE_WANDERING);
    g.floor.monsters[k].base.sight = 0; /* deaf eyes: it only hears, at first */
    game_do(&g, (struct action){.kind = ACTION_MOVE, .dir = {1, 0}});
    assert_int_equal(g.floor.monsters[k].cause, CAUSE_HEARD_FIGHT);
    g.floor.monsters[k].base.sight = 6;
    game_do(&g, wait_turn());
    assert_int_equal(g.floor.monsters[k].state, STATE_HUNTING);
    assert_true(said(&g, "The kobold notices you: it heard the fight."));
    char words[LOOK_WORDS_MAX * 2];
    look_describe(&g, g.floor.monsters[k].base.pos, words, sizeof words);
    assert_non_null(strstr(words, "hunting you"));
    assert_non_null(strstr(words, ". It heard the fight "));
    game_free(&g);
}

/* A jackal hunting down a hall, 8 cells from the player, who it saw at
 * its last act, with a sight of sight; one turn waited, in which it says
 * it lost them. Why it hunts then goes to why, and whether it sees the
 * player to sees_after. */
static void hunter_one_turn_off_sight(int sight, char *why, size_t size, bool *sees_after)
{
    static const char *const rows[] = {
        "####################",
        "#@.................#",
        "#..................#",
        "####################",
    };
    struct game g;
    start(&g, rows, ASCII_ROWS(rows));
    int j = add(&g, "jackal", (struct pos){9, 1}, STATE_HUNTING);
    struct monster *m = &g.floor.monsters[j];
    m->knows_player = true;
    m->last_seen = g.run.player.pos;
    m->saw_player = true;
    m->base.sight = sight;
    assert_false(world_monster_sees_player(&g, m));
    assert_true(world_sees(&g, m->base.pos));
    game_do(&g, wait_turn());
    char line[MSGLOG_LINE];
    snprintf(line, sizeof line, "The jackal loses sight of you: you went beyond its sight of %d.", sight);
    assert_true(said(&g, line));
    *sees_after = world_monster_sees_player(&g, m);
    full(&g, j, why, size);
    game_free(&g);
}

/* Out of its sight of 6 but in the player's 9, a hunter loses the player
 * and says so: the step it takes toward where it saw them (7 off) does
 * not bring them back into its sight. */
static void test_a_hunter_beyond_its_sight_says_it_lost_you_there(void **state)
{
    (void)state;
    char why[WHY_LINE];
    bool sees;
    hunter_one_turn_off_sight(6, why, sizeof why, &sees);
    assert_false(sees);
    assert_string_equal(why, "lost you: you went beyond its sight of 6, this turn");
}

/* A hunter that lost the player and sees them again, at the end of its
 * act, hunts because it saw them: never "lost you" of one in sight. With
 * a sight of 7 it loses the player 8 off, steps to 7 off, and sees them. */
static void test_a_hunter_that_sees_you_again_says_it_saw_you(void **state)
{
    (void)state;
    char why[WHY_LINE];
    bool sees;
    hunter_one_turn_off_sight(7, why, sizeof why, &sees);
    assert_true(sees);
    assert_string_equal(why, "saw you 7 cells away, this turn");
}

/* A jackal cannot open doors: a player gone through one it saw them at is
 * lost "through a door it cannot open", and it gives up at once, saying
 * why; a kobold (opens doors) loses them round a corner and goes on. */
static void test_a_door_it_cannot_open_is_the_way_it_lost_you(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "#########",
        "#.......#",
        "#.j.+.@.#",
        "#.......#",
        "#########",
    };
    const char *kinds[] = {"jackal", "kobold"};
    enum cause want[] = {CAUSE_GAVE_UP, CAUSE_LOST_CORNER};
    for (int i = 0; i < 2; i++) {
        static const char *const open_rows[] = {
            "#########",
            "#.......#",
            "#.j...@.#",
            "#.......#",
            "#########",
        };
        struct game g;
        start(&g, open_rows, ASCII_ROWS(open_rows));
        int j = add(&g, kinds[i], ASCII_FIND(rows, 'j'), STATE_HUNTING);
        struct monster *m = &g.floor.monsters[j];
        m->knows_player = true;
        m->last_seen = g.run.player.pos;
        m->saw_player = true;
        /* A wall of the room's height with the door in it, shut. */
        struct pos door = ASCII_FIND(rows, '+');
        for (int y = 1; y <= 3; y++)
            g.floor.map.tiles[map_index(&g.floor.map, door.x, y)] = TILE_WALL;
        g.floor.map.tiles[map_index(&g.floor.map, door.x, door.y)] = TILE_DOOR_CLOSED;
        game_rebuild_caches(&g);
        assert_false(world_monster_sees_player(&g, m));
        struct outcome shot = {.effect = OUTCOME_NONE};
        g.run.turn++;
        mind_act(&g, j, &shot);
        assert_int_equal(m->cause, want[i]);
        char why[WHY_LINE];
        full(&g, j, why, sizeof why);
        assert_string_equal(why,
                            i == 0 ? "gave up: you went through a door it cannot open, this turn"
                                   : "lost you: you went round a corner, this turn");
        game_free(&g);
    }
}

/* A packmate's death in its sight breaks a jackal's nerve (nerve 30: 7 in
 * 10 break) and its cause says what it saw. */
static void test_a_packmate_dying_in_view_is_the_cause_of_the_flight(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "##########",
        "#@ab.....#",
        "##########",
    };
    int broke = 0;
    for (uint64_t seed = 1; seed <= 20; seed++) {
        struct game g;
        assert_int_equal(game_new_from_ascii(&g, seed, rows, ASCII_ROWS(rows), real_kinds()), 0);
        int a = add(&g, "jackal", ASCII_FIND(rows, 'a'), STATE_HUNTING);
        int b = add(&g, "jackal", ASCII_FIND(rows, 'b'), STATE_HUNTING);
        g.floor.monsters[b].leader = g.floor.monsters[a].id;
        world_count_followers(&g);
        g.floor.monsters[a].base.health = 1;
        g.run.player.damage_min = g.run.player.damage_max = 20;
        game_do(&g, (struct action){.kind = ACTION_MOVE, .dir = {1, 0}});
        assert_false(entity_alive(&g.floor.monsters[a].base));
        if (g.floor.monsters[b].state == STATE_FLEEING) {
            broke++;
            /* Its own leader fell. */
            assert_int_equal(g.floor.monsters[b].cause, CAUSE_LEADER_FELL);
            char why[WHY_LINE];
            full(&g, b, why, sizeof why);
            assert_string_equal(why, "saw its leader fall, this turn");
            char more[WHY_LINE];
            next(&g, b, more, sizeof more);
            assert_string_equal(more, "back when its nerve returns; struck, it turns");
        }
        game_free(&g);
    }
    assert_true(broke > 5 && broke < 20);
}

/* The distance beside a sight is rounded as sight counts it (within s when
 * dx*dx + dy*dy <= s*s + s): 7 across and 3 down, 7.6, is "8 away" from a
 * wanderer that sees 7 and not the player; 7 across and 2 down it sees. */
static void test_the_distance_beside_a_sight_is_rounded_as_sight_counts(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "###########",
        "#@........#",
        "#.........#",
        "#.........#",
        "#.........#",
        "#.........#",
        "###########",
    };
    struct game g;
    start(&g, rows, ASCII_ROWS(rows));
    const struct pos cells[] = {{8, 4}, {8, 3}};
    const char *const said_next[] = {"sees 7: you are 8 away", "sees you: notices you at its turn"};
    for (int i = 0; i < 2; i++) {
        int w = add(&g, "goblin", cells[i], STATE_WANDERING);
        g.floor.monsters[w].base.sight = 7;
        char more[WHY_LINE];
        next(&g, w, more, sizeof more);
        assert_string_equal(more, said_next[i]);
    }
    game_free(&g);
}

/* Within its sight and out of its line: a wall, or a shut door where one
 * stands between (behind a door it said "a wall is between you"). */
static void test_what_hides_the_player_from_a_wanderer_is_named(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "###########",
        "#@...#....#",
        "#....+....#",
        "#....#....#",
        "###########",
    };
    struct game g;
    start(&g, rows, ASCII_ROWS(rows));
    struct pos door = ASCII_FIND(rows, '+');
    g.floor.map.tiles[map_index(&g.floor.map, door.x, door.y)] = TILE_DOOR_CLOSED;
    const struct pos cells[] = {{7, 2}, {7, 1}};
    const char *const said_next[] = {"sees 7: a shut door is between you",
                                     "sees 7: a wall is between you"};
    for (int i = 0; i < 2; i++) {
        int w = add(&g, "goblin", cells[i], STATE_WANDERING);
        g.floor.monsters[w].base.sight = 7;
        g.run.player.pos = (struct pos){1, i == 0 ? 2 : 1};
        game_rebuild_caches(&g);
        char more[WHY_LINE];
        next(&g, w, more, sizeof more);
        assert_string_equal(more, said_next[i]);
        g.floor.monsters[w].base.health = 0;
    }
    game_free(&g);
}

/* What would change it next, by the rules' own numbers. */
static void test_what_would_change_it_next_gives_the_rules_numbers(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "##############",
        "#@...........#",
        "#............#",
        "##############",
    };
    struct game g;
    start(&g, rows, ASCII_ROWS(rows));
    char more[WHY_LINE];
    int s = add(&g, "rat", (struct pos){4, 1}, STATE_ASLEEP);
    next(&g, s, more, sizeof more);
    assert_string_equal(more, "sees you: 1 in 20 a turn to wake");
    g.floor.monsters[s].base.sight = 1;
    next(&g, s, more, sizeof more);
    assert_string_equal(more, "a fight within 5 steps' walk would wake it");
    status_dose(&g.floor.monsters[s].base, STATUS_SLEEPING, 5);
    next(&g, s, more, sizeof more);
    assert_string_equal(more, "asleep by magic: only a blow wakes it");
    /* An unaware wanderer: its sight against the player's distance. */
    int w = add(&g, "goblin", (struct pos){12, 2}, STATE_WANDERING);
    g.floor.monsters[w].base.sight = 7;
    next(&g, w, more, sizeof more);
    assert_string_equal(more, "sees 7: you are 11 away");
    /* A troll (16 health, regenerates) back past two thirds: 11. */
    int t = add(&g, "forest troll", (struct pos){8, 1}, STATE_FLEEING);
    g.floor.monsters[t].base.health = 4;
    next(&g, t, more, sizeof more);
    assert_string_equal(more, "back at 11 health: has 4; struck, it turns");
    /* A goblin cannot heal: struck or cornered, it turns at bay. */
    g.floor.monsters[w].state = STATE_FLEEING;
    g.floor.monsters[w].base.health = 2;
    next(&g, w, more, sizeof more);
    assert_string_equal(more, "cannot heal; struck or cornered, it turns");
    /* Frightened by magic as well, neither a blow nor a corner turns it. */
    status_dose(&g.floor.monsters[w].base, STATUS_AFRAID, 5);
    next(&g, w, more, sizeof more);
    assert_string_equal(more, "held by magic's fear; cornered, it strikes");
    status_cure(&g.floor.monsters[w].base, STATUS_AFRAID);
    /* A hunter that sees the player flees at a third of its health. */
    g.floor.monsters[t].state = STATE_HUNTING;
    g.floor.monsters[t].base.health = 9;
    next(&g, t, more, sizeof more);
    assert_string_equal(more, "flees at 5 health: has 9");
    game_free(&g);
}

/* What cannot move still sleeps and wakes as others do: a sleeping
 * shrieker in view says what wakes it, and it does wake so (and a waking
 * shrieker shrieks). Awake, it has no next: it neither hunts nor flees. */
static void test_a_sleeping_shrieker_says_what_wakes_it(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "##########",
        "#@.......#",
        "##########",
    };
    struct game g;
    start(&g, rows, ASCII_ROWS(rows));
    char more[WHY_LINE];
    int s = add(&g, "shrieker", (struct pos){4, 1}, STATE_ASLEEP);
    next(&g, s, more, sizeof more);
    assert_string_equal(more, "sees you: 1 in 20 a turn to wake");
    int turns = 0;
    while (g.floor.monsters[s].state == STATE_ASLEEP && turns < 400) {
        game_do(&g, wait_turn());
        turns++;
    }
    assert_int_not_equal(g.floor.monsters[s].state, STATE_ASLEEP);
    next(&g, s, more, sizeof more);
    assert_string_equal(more, "");
    game_free(&g);
}

/* The troll's numbers are the rule's: at 10 health it still flees, at 11
 * it is back (two thirds of 16 is 10.7). */
static void test_a_fleer_comes_back_at_the_health_it_says(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "##########",
        "#@.......#",
        "##########",
    };
    int health[] = {10, 11};
    enum mind_state after[] = {STATE_FLEEING, STATE_HUNTING};
    for (int i = 0; i < 2; i++) {
        struct game g;
        start(&g, rows, ASCII_ROWS(rows));
        int t = add(&g, "forest troll", (struct pos){6, 1}, STATE_FLEEING);
        /* Healed by one as its turn begins (it regenerates). */
        g.floor.monsters[t].base.health = health[i] - 1;
        struct outcome shot = {.effect = OUTCOME_NONE};
        g.run.turn++;
        mind_act(&g, t, &shot);
        assert_int_equal(g.floor.monsters[t].state, after[i]);
        if (after[i] == STATE_HUNTING) {
            assert_int_equal(g.floor.monsters[t].cause, CAUSE_HEALED);
            assert_true(said(&g, "The forest troll comes back: it healed past two thirds of its "
                                 "health."));
        }
        game_free(&g);
    }
}

/* A blow from an unseen monster is told with the way it came from, for
 * each of the eight, and the map marks the cell this turn only. */
static void test_an_unseen_attacker_is_told_from_each_of_the_eight_ways(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "#####",
        "#...#",
        "#.@.#",
        "#...#",
        "#####",
    };
    static const struct {
        int dx, dy;
        const char *way;
    } ways[] = {
        {0, -1, "north"},     {1, -1, "north-east"}, {1, 0, "east"},  {1, 1, "south-east"},
        {0, 1, "south"},      {-1, 1, "south-west"}, {-1, 0, "west"}, {-1, -1, "north-west"},
    };
    for (int i = 0; i < 8; i++) {
        struct game g;
        start(&g, rows, ASCII_ROWS(rows));
        struct pos at = {2 + ways[i].dx, 2 + ways[i].dy};
        int k = add(&g, "kobold", at, STATE_HUNTING);
        g.run.player.sight = 0; /* the player sees no cell but their own */
        world_refresh_view(&g);
        assert_false(world_sees_monster(&g, &g.floor.monsters[k]));
        g.run.turn = 3;
        g.run.player.defense = 0;
        combat_monster_attacks(&g, k);
        char want[96];
        snprintf(want, sizeof want, "Something unseen hits you for ");
        assert_true(said_start(&g, want));
        const char *told = said_newest(&g, 0);
        snprintf(want, sizeof want, " from the %s.", ways[i].way);
        size_t n = strlen(told), w = strlen(want);
        if (n < w || strcmp(told + n - w, want) != 0)
            fail_msg("told: %s; want the end: %s", told, want);
        struct pos from;
        assert_true(world_unseen_from(&g, &from));
        assert_true(grid_eq(from, at));
        g.run.turn++; /* the next turn: the mark is gone */
        assert_false(world_unseen_from(&g, &from));
        game_free(&g);
    }
}

/* Over many seeded turns of the bot's play, every word shown of a monster
 * is true of its state and of what the player perceives: none for one the
 * player does not perceive; "hunting you" only of one that sees the
 * player; a hunter that neither sees the player nor knows where they are
 * is never left so between turns; every cause told is one it holds. */
static void test_every_word_shown_is_true_over_many_seeded_turns(void **state)
{
    (void)state;
    int looks = 0, unperceived = 0, causes = 0, lost_checked = 0;
    for (uint64_t seed = 1; seed <= 24; seed++) {
        static struct game g;
        assert_int_equal(game_new(&g, seed, real_kinds(), real_items()), 0);
        struct bot bot = {0};
        for (int turn = 0; turn < 900 && !g.run.over; turn++) {
            game_do(&g, bot_act(&bot, &g));
            for (int i = 0; i < g.floor.monster_count; i++) {
                const struct monster *m = &g.floor.monsters[i];
                if (!entity_alive(&m->base))
                    continue;
                const char *name = world_kind_of(&g, m)->name;
                char text[512];
                look_describe(&g, m->base.pos, text, sizeof text);
                if (!world_perceived(&g, i)) {
                    if (strstr(text, name) && !strstr(text, "remember"))
                        fail_msg("seed %llu turn %d: '%s' of an unperceived %s",
                                 (unsigned long long)seed, g.run.turn, text, name);
                    unperceived++;
                    continue;
                }
                bool sees = world_monster_sees_player(&g, m);
                /* The hunter that knows nothing is mended: never so between turns. */
                if (m->state == STATE_HUNTING && !m->ally)
                    assert_true(sees || m->knows_player || m->on_trail);
                struct look_mind mind = look_monster_mind(&g, m);
                if (strcmp(mind.state, "hunting you") == 0 ||
                    strstr(mind.detail, "hunting you") != NULL)
                    assert_true(sees);
                if (strstr(mind.detail, "going where it saw you") || !strcmp(mind.state, "searching"))
                    assert_true(m->knows_player && !sees);
                if (!strcmp(mind.state, "lying low"))
                    assert_true(!sees);
                if (!strcmp(mind.state, "asleep"))
                    assert_int_equal(m->state, STATE_ASLEEP);
                char why[WHY_LINE];
                why_full(&g, m, why, sizeof why);
                assert_true((m->cause != CAUSE_NONE) == (why[0] != 0));
                if (why[0] && place_captive(&g) != i) { /* a cage's cell tells the cage */
                    assert_true(m->cause_turn <= g.run.turn);
                    if (!strstr(text, "ago.") && !strstr(text, "this turn."))
                        fail_msg("look without the cause: %s (%s)", text, why);
                    causes++;
                }
                if (m->cause == CAUSE_LOST_RANGE && m->state == STATE_HUNTING)
                    assert_true(m->cause_arg >= 1);
                /* One that saw the player as its act ended never says it
                 * lost them. */
                if (m->saw_player && m->state == STATE_HUNTING &&
                    (strstr(why, "lost you") || strstr(text, "lost you")))
                    fail_msg("seed %llu turn %d: '%s' of a %s that sees you",
                             (unsigned long long)seed, g.run.turn, why, name);
                lost_checked += m->saw_player && m->state == STATE_HUNTING;
                char more[WHY_LINE];
                why_next(&g, m, more, sizeof more);
                int health;
                if (sscanf(more, "back at %*d health: has %d", &health) == 1)
                    assert_int_equal(health, m->base.health);
                if (!strcmp(more, "sees you: 1 in 20 a turn to wake"))
                    assert_true(sees && m->state == STATE_ASLEEP);
                looks++;
            }
        }
        bot_free(&bot);
        game_free(&g);
    }
    assert_true(looks > 2000);
    assert_true(unperceived > 2000);
    assert_true(causes > 500);
    assert_true(lost_checked > 500);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_howl_wakes_a_sleeper_and_says_whose_and_how_far),
        cmocka_unit_test(test_a_wanderer_drawn_by_the_fight_notices_you_because_it_heard_it),
        cmocka_unit_test(test_a_hunter_beyond_its_sight_says_it_lost_you_there),
        cmocka_unit_test(test_a_hunter_that_sees_you_again_says_it_saw_you),
        cmocka_unit_test(test_a_door_it_cannot_open_is_the_way_it_lost_you),
        cmocka_unit_test(test_a_packmate_dying_in_view_is_the_cause_of_the_flight),
        cmocka_unit_test(test_what_would_change_it_next_gives_the_rules_numbers),
        cmocka_unit_test(test_a_sleeping_shrieker_says_what_wakes_it),
        cmocka_unit_test(test_the_distance_beside_a_sight_is_rounded_as_sight_counts),
        cmocka_unit_test(test_what_hides_the_player_from_a_wanderer_is_named),
        cmocka_unit_test(test_a_fleer_comes_back_at_the_health_it_says),
        cmocka_unit_test(test_an_unseen_attacker_is_told_from_each_of_the_eight_ways),
        cmocka_unit_test(test_every_word_shown_is_true_over_many_seeded_turns),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
