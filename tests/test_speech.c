/* The screen-reader mode's words (src/term/speech.c, no curses): a key's
 * news is the game's new messages, the step or the wall, the monsters come
 * into view with their minds and those lost from it; V reads what is in
 * view nearest first, grouped as the minds pane groups; @ the player's
 * state. Every check is of words a player hears. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "murk/turn/game.h"
#include "murk/world/world.h"
#include "support/ascii_map.h"
#include "term/speech.h"

static const char kinds_text[] =
    "name:chief\nglyph:C\ncolour:230,80,60\nsight:8\nhealth:20\nblow:hit:1-1\n"
    "depth:1-3\nfrequency:10\n\n"
    "name:grunt\nglyph:g\ncolour:120,170,230\nsight:7\nhealth:8\nblow:hit:1-1\n"
    "depth:1-3\nfrequency:10\n\n"
    "name:runt\nglyph:r\ncolour:150,150,160\nsight:7\nhealth:3\nblow:hit:1-1\n"
    "depth:1-3\nfrequency:10\n";

static const struct kind_list *kinds(void)
{
    static struct kind_list list;
    static struct diag diag;
    if (list.count == 0 && kind_list_parse(&list, kinds_text, strlen(kinds_text), "k", &diag))
        fail_msg("the test kinds do not parse: %s", diag.lines[0]);
    return &list;
}

/* The player by the west wall; a runt asleep 3 east; a chief 6 east with
 * its two grunts 7 and 9 east, hunting; behind the wall, unseen, a runt. */
static const char *const rows[] = {
    "####################",
    "#@..r.C.G.g........#",
    "#..................#",
    "####################",
    "#......y...........#",
    "####################",
};

static int add(struct game *g, const char *name, char marker, enum mind_state state)
{
    int slot = game_add_monster(g, kind_find(kinds(), name), ASCII_FIND(rows, marker));
    assert_true(slot >= 0);
    g->floor.monsters[slot].state = state;
    return slot;
}

struct scene {
    struct game g;
    int runt, chief, hidden;
};

static void scene(struct scene *s)
{
    assert_int_equal(game_new_from_ascii(&s->g, 7, rows, ASCII_ROWS(rows), kinds()), 0);
    struct game *g = &s->g;
    s->runt = add(g, "runt", 'r', STATE_ASLEEP);
    s->chief = add(g, "chief", 'C', STATE_HUNTING);
    int near = add(g, "grunt", 'G', STATE_HUNTING);
    int far = add(g, "grunt", 'g', STATE_HUNTING);
    s->hidden = add(g, "runt", 'y', STATE_WANDERING);
    int chief_id = g->floor.monsters[s->chief].id;
    g->floor.monsters[near].leader = chief_id;
    g->floor.monsters[far].leader = chief_id;
    world_refresh_perception(g);
}

/* Whether any line of s is exactly line. */
static bool said(const struct speech *s, const char *line)
{
    for (int i = 0; i < s->count; i++)
        if (strcmp(s->lines[i], line) == 0)
            return true;
    return false;
}

/* Whether any line of s holds part. */
static bool said_part(const struct speech *s, const char *part)
{
    for (int i = 0; i < s->count; i++)
        if (strstr(s->lines[i], part))
            return true;
    return false;
}

static void test_where_in_words(void **state)
{
    (void)state;
    char out[48];
    speech_where((struct pos){5, 5}, (struct pos){8, 3}, out, sizeof out);
    assert_string_equal(out, "3 east 2 north");
    speech_where((struct pos){5, 5}, (struct pos){4, 5}, out, sizeof out);
    assert_string_equal(out, "1 west");
    speech_where((struct pos){5, 5}, (struct pos){5, 9}, out, sizeof out);
    assert_string_equal(out, "4 south");
    speech_where((struct pos){5, 5}, (struct pos){5, 5}, out, sizeof out);
    assert_string_equal(out, "here");
}

/* The ? screen by ear: a key that is a lone symbol is named, a word with
 * a symbol in it is not, and the text is cut to its buffer. */
static void test_symbol_keys_are_named(void **state)
{
    (void)state;
    char out[64];
    speech_spell_symbols("_", out, sizeof out);
    assert_string_equal(out, "_ underscore");
    speech_spell_symbols("g or ,", out, sizeof out);
    assert_string_equal(out, "g or , comma");
    speech_spell_symbols("travel: a cell (> jumps to the stairs)", out, sizeof out);
    assert_string_equal(out, "travel: a cell (> greater-than jumps to the stairs)");
    speech_spell_symbols("h j k l  Ctrl-R 1-9", out, sizeof out);
    assert_string_equal(out, "h j k l  Ctrl-R 1-9");
    char small[8];
    speech_spell_symbols("> <", small, sizeof small);
    assert_string_equal(small, "> great");
}

/* V: nearest first, the band on one line by its nearest member, the
 * unseen runt never; the stairs are not known here. */
static void test_in_view_groups_nearest_first(void **state)
{
    (void)state;
    struct scene s;
    scene(&s);
    struct speech out;
    speech_in_view(&s.g, &out);
    assert_int_equal(out.count, 2);
    assert_string_equal(out.lines[0], "runt, asleep, sleeps, 3 east.");
    assert_string_equal(out.lines[1], "chief band of 3, hunting you, goes for you, 5 east.");
    game_free(&s.g);
}

/* An ally far off is told as an ally where it is, not headed "beside you:":
 * the runt made an ally, 3 east, and the chief's band killed. */
static void test_in_view_tells_an_ally_where_it_is(void **state)
{
    (void)state;
    struct scene s;
    scene(&s);
    for (int i = 0; i < s.g.floor.monster_count; i++)
        if (i != s.runt)
            s.g.floor.monsters[i].base.health = 0;
    s.g.floor.monsters[s.runt].ally = true;
    s.g.floor.monsters[s.runt].state = STATE_WANDERING;
    world_refresh_perception(&s.g);
    struct speech out;
    speech_in_view(&s.g, &out);
    assert_int_equal(out.count, 1);
    assert_string_equal(out.lines[0], "runt, your ally, follows you, fights beside you, 3 east.");
    game_free(&s.g);
}

static void test_in_view_with_nothing(void **state)
{
    (void)state;
    struct scene s;
    scene(&s);
    for (int i = 0; i < s.g.floor.monster_count; i++)
        s.g.floor.monsters[i].base.health = 0;
    world_refresh_perception(&s.g);
    struct speech out;
    speech_in_view(&s.g, &out);
    assert_true(said(&out, "No monster in view."));
    game_free(&s.g);
}

/* A step east is said; so are the messages the game said with it, once
 * each, oldest first, even a line said again. */
static void test_news_of_a_step_and_its_messages(void **state)
{
    (void)state;
    struct scene s;
    scene(&s);
    msglog_add(&s.g.run.log, s.g.run.turn, "Old news.");
    struct speech_seen before;
    speech_seen_take(&s.g, &before);
    game_do(&s.g, (struct action){.kind = ACTION_MOVE, .dir = {0, 1}, .slot = -1, .target = -1});
    msglog_add(&s.g.run.log, s.g.run.turn, "First.");
    msglog_add(&s.g.run.log, s.g.run.turn, "Second.");
    msglog_add(&s.g.run.log, s.g.run.turn, "Second.");
    struct speech out;
    struct pos south = {0, 1};
    speech_news(&s.g, &before, &south, &out);
    assert_false(said(&out, "Old news."));
    int first = -1, second = -1, step = -1, seconds = 0;
    for (int i = 0; i < out.count; i++) {
        first = strcmp(out.lines[i], "First.") == 0 ? i : first;
        second = strcmp(out.lines[i], "Second.") == 0 ? i : second;
        seconds += strcmp(out.lines[i], "Second.") == 0;
        step = strcmp(out.lines[i], "You step south.") == 0 ? i : step;
    }
    assert_true(first >= 0 && second > first);
    assert_int_equal(seconds, 1);
    assert_true(step > second);
    game_free(&s.g);
}

/* A step into the wall says what stood in the way, when the game said
 * nothing of it. */
static void test_news_of_a_wall(void **state)
{
    (void)state;
    struct scene s;
    scene(&s);
    struct speech_seen before;
    speech_seen_take(&s.g, &before);
    struct pos west = {-1, 0};
    game_do(&s.g, (struct action){.kind = ACTION_MOVE, .dir = west, .slot = -1, .target = -1});
    struct speech out;
    speech_news(&s.g, &before, &west, &out);
    assert_int_equal(out.count, 1);
    assert_string_equal(out.lines[0], "No way west: A wall.");
    /* A step the game itself said something of is not told twice. */
    speech_seen_take(&s.g, &before);
    msglog_add(&s.g.run.log, s.g.run.turn, "You bump into the wall.");
    speech_news(&s.g, &before, &west, &out);
    assert_false(said_part(&out, "No way"));
    game_free(&s.g);
}

/* Monsters come into view grouped by kind and mind, with why their mind
 * is as it is and where; one lost from view is named; a dead one is not
 * (the game tells a death). */
static void test_news_of_monsters_in_and_out_of_view(void **state)
{
    (void)state;
    struct scene s;
    scene(&s);
    struct speech_seen before;
    speech_seen_take(&s.g, &before);
    before.count = 0; /* as if none had been in view */
    struct speech out;
    speech_news(&s.g, &before, NULL, &out);
    assert_true(said(&out, "In view: runt, asleep, 3 east."));
    assert_true(said(&out, "In view: 2 grunts, hunting you, the nearest 7 east."));
    assert_true(said(&out, "In view: chief, hunting you, 5 east."));
    assert_false(said_part(&out, "wandering"));

    speech_seen_take(&s.g, &before);
    world_move_monster(&s.g, s.runt, ASCII_FIND(rows, 'y'));
    world_move_monster(&s.g, s.hidden, ASCII_FIND(rows, 'r'));
    s.g.floor.monsters[s.chief].base.health = 0;
    world_refresh_perception(&s.g);
    speech_news(&s.g, &before, NULL, &out);
    assert_true(said(&out, "Out of view: runt."));
    assert_true(said(&out, "In view: runt, wandering, 3 east."));
    assert_false(said_part(&out, "chief"));
    game_free(&s.g);
}

/* The nearest hunter coming closer is news; standing still it is not, and
 * a message naming it says enough. */
static void test_news_of_the_nearest_hunter(void **state)
{
    (void)state;
    struct scene s;
    scene(&s);
    struct speech_seen before;
    speech_seen_take(&s.g, &before);
    struct speech out;
    speech_news(&s.g, &before, NULL, &out);
    assert_false(said_part(&out, "chief"));
    struct pos p = s.g.run.player.pos;
    world_move_monster(&s.g, s.chief, (struct pos){p.x + 3, p.y + 1});
    world_refresh_perception(&s.g);
    speech_news(&s.g, &before, NULL, &out);
    assert_true(said(&out, "The chief, hunting you, is 3 east 1 south."));
    msglog_add(&s.g.run.log, s.g.run.turn, "The chief roars.");
    speech_news(&s.g, &before, NULL, &out);
    assert_false(said_part(&out, "is 3 east"));
    game_free(&s.g);
}

/* @: health, each status with its turns, depth and turn, what is in use. */
static void test_state_in_words(void **state)
{
    (void)state;
    struct scene s;
    scene(&s);
    s.g.run.player.health = 7;
    s.g.run.player.status[STATUS_POISONED] = 4;
    struct speech out;
    speech_state(&s.g, &out);
    char health[64];
    snprintf(health, sizeof health, "Health 7 of %d. Depth %d, turn %d.",
             s.g.run.player.health_max, s.g.run.depth, s.g.run.turn);
    assert_string_equal(out.lines[0], health);
    assert_string_equal(out.lines[1], "Poisoned for 4 turns.");
    assert_true(said(&out, "Wielding nothing."));
    assert_true(said(&out, "Wearing no armour."));
    s.g.run.player.status[STATUS_POISONED] = 0;
    speech_state(&s.g, &out);
    assert_string_equal(out.lines[1], "No status.");
    game_free(&s.g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_where_in_words),
        cmocka_unit_test(test_symbol_keys_are_named),
        cmocka_unit_test(test_in_view_groups_nearest_first),
        cmocka_unit_test(test_in_view_with_nothing),
        cmocka_unit_test(test_in_view_tells_an_ally_where_it_is),
        cmocka_unit_test(test_news_of_a_step_and_its_messages),
        cmocka_unit_test(test_news_of_a_wall),
        cmocka_unit_test(test_news_of_monsters_in_and_out_of_view),
        cmocka_unit_test(test_news_of_the_nearest_hunter),
        cmocka_unit_test(test_state_in_words),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
