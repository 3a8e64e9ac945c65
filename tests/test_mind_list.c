/* The player's minds pane's list (src/term/mind_list.c, no curses): it
 * lists the monsters the player perceives and no other, a band's followers
 * right after their leader, allies last; and what each means to do and how
 * aware of the player it is, as the map marks it, follow from its state. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "murk/turn/game.h"
#include "murk/world/world.h"
#include "support/ascii_map.h"
#include "term/mind_list.h"

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

/* The player in a room with a runt alone (3 away), a chief (6 away) and
 * its two grunts (7 and 9 away), an ally next to them; behind the wall, in
 * a room they cannot see, a grunt of the same band and a runt. */
static const char *const rows[] = {
    "####################",
    "#@a..r.C..g........#",
    "#.......G..........#",
    "####################",
    "#......x......y....#",
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
    int ally, runt, chief, near_grunt, far_grunt, hidden_grunt, hidden_runt;
};

static void scene(struct scene *s)
{
    assert_int_equal(game_new_from_ascii(&s->g, 7, rows, ASCII_ROWS(rows), kinds()), 0);
    struct game *g = &s->g;
    s->ally = add(g, "runt", 'a', STATE_WANDERING);
    g->floor.monsters[s->ally].ally = true;
    s->runt = add(g, "runt", 'r', STATE_ASLEEP);
    s->chief = add(g, "chief", 'C', STATE_HUNTING);
    g->floor.monsters[s->chief].knows_player = true;
    g->floor.monsters[s->chief].last_seen = g->run.player.pos;
    s->far_grunt = add(g, "grunt", 'g', STATE_WANDERING); /* (10,1): 9 away */
    s->near_grunt = add(g, "grunt", 'G', STATE_FLEEING);  /* (8,2): 7 away */
    s->hidden_grunt = add(g, "grunt", 'x', STATE_WANDERING);
    s->hidden_runt = add(g, "runt", 'y', STATE_HUNTING);
    int chief_id = g->floor.monsters[s->chief].id;
    g->floor.monsters[s->far_grunt].leader = chief_id;
    g->floor.monsters[s->near_grunt].leader = chief_id;
    g->floor.monsters[s->hidden_grunt].leader = chief_id;
    world_refresh_perception(g);
}

static void test_only_the_perceived_are_listed(void **state)
{
    (void)state;
    static struct scene s;
    scene(&s);
    assert_false(world_perceived(&s.g, s.hidden_grunt));
    struct mind_row list[GAME_MAX_MONSTERS];
    int n = mind_list(&s.g, list);
    assert_int_equal(n, 5);
    for (int i = 0; i < n; i++) {
        assert_true(world_perceived(&s.g, list[i].slot));
        assert_int_not_equal(list[i].slot, s.hidden_grunt);
        assert_int_not_equal(list[i].slot, s.hidden_runt);
    }
    game_free(&s.g);
}

static void test_a_band_under_its_leader_allies_last(void **state)
{
    (void)state;
    static struct scene s;
    scene(&s);
    struct mind_row list[GAME_MAX_MONSTERS];
    assert_int_equal(mind_list(&s.g, list), 5);
    /* The runt alone is nearest; then the band, nearest member first: its
     * leader, its followers nearest first; the ally last, though next to
     * the player. */
    int slots[] = {s.runt, s.chief, s.near_grunt, s.far_grunt, s.ally};
    enum mind_place places[] = {MIND_ALONE, MIND_LEADS, MIND_FOLLOWS, MIND_FOLLOWS, MIND_BESIDE};
    for (int i = 0; i < 5; i++) {
        assert_int_equal(list[i].slot, slots[i]);
        assert_int_equal(list[i].place, places[i]);
    }
    game_free(&s.g);
}

static void test_the_followers_of_an_unseen_leader_stay_together(void **state)
{
    (void)state;
    static struct scene s;
    scene(&s);
    /* The chief goes behind the wall: its grunts in view are listed one
     * after the other, as followers, and it is not. */
    struct pos away = ASCII_FIND(rows, 'y');
    away.x -= 3;
    s.g.floor.monsters[s.chief].base.pos = away;
    world_refresh_perception(&s.g);
    struct mind_row list[GAME_MAX_MONSTERS];
    int n = mind_list(&s.g, list);
    assert_int_equal(n, 4);
    assert_int_equal(list[1].slot, s.near_grunt);
    assert_int_equal(list[2].slot, s.far_grunt);
    assert_int_equal(list[1].place, MIND_FOLLOWS);
    assert_int_equal(list[2].place, MIND_FOLLOWS);
    /* Each keeps by its leader, with no line to a leader the player does
     * not perceive. */
    struct pos to;
    bool has_to = true;
    assert_int_equal(mind_aim_of(&s.g, &s.g.floor.monsters[s.far_grunt], &to, &has_to),
                     MIND_AIM_LEADER);
    assert_false(has_to);
    game_free(&s.g);
}

static void test_awareness_and_aims_follow_the_state(void **state)
{
    (void)state;
    static struct scene s;
    scene(&s);
    const struct game *g = &s.g;
    const struct monster *m = g->floor.monsters;
    assert_int_equal(mind_awareness(g, &m[s.runt]), AWARE_ASLEEP);
    assert_int_equal(mind_awareness(g, &m[s.chief]), AWARE_HUNTING);
    assert_int_equal(mind_awareness(g, &m[s.near_grunt]), AWARE_FLEEING);
    assert_int_equal(mind_awareness(g, &m[s.far_grunt]), AWARE_UNAWARE);
    assert_int_equal(mind_awareness(g, &m[s.ally]), AWARE_BESIDE);
    struct pos to;
    bool has_to;
    assert_int_equal(mind_aim_of(g, &m[s.runt], &to, &has_to), MIND_AIM_SLEEPS);
    assert_false(has_to);
    assert_int_equal(mind_aim_of(g, &m[s.ally], &to, &has_to), MIND_AIM_ALLY);
    assert_int_equal(mind_aim_of(g, &m[s.far_grunt], &to, &has_to), MIND_AIM_LEADER);
    assert_true(has_to);
    assert_true(grid_eq(to, m[s.chief].base.pos));
    assert_string_equal(mind_aim_words(MIND_AIM_LEADER), "keeps by its leader");
    game_free(&s.g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_only_the_perceived_are_listed),
        cmocka_unit_test(test_a_band_under_its_leader_allies_last),
        cmocka_unit_test(test_the_followers_of_an_unseen_leader_stay_together),
        cmocka_unit_test(test_awareness_and_aims_follow_the_state),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
