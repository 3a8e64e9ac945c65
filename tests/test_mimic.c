/* The mimic (mimic.h): it lies as an item, perceived by no way and doing
 * nothing, until the player comes next to it or strikes it. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "murk/base/diag.h"
#include "murk/turn/game.h"
#include "murk/base/item.h"
#include "murk/rules/look.h"
#include "murk/rules/mimic.h"
#include "murk/turn/resume.h"
#include "murk/world/save.h"
#include "murk/base/status.h"
#include "support/ascii_map.h"
#include "support/said.h"
#include "support/real_data.h"
#include "support/test_kinds.h"

static const char text[] =
    "name:mimic\nglyph:m\ncolour:210,170,90\nsight:4\nhealth:14\nblow:hit:2-2\n"
    "traits:mimic fearless\ndepth:90-100\nfrequency:10\n"
    "name:goblin\nglyph:g\ncolour:0,200,0\nsight:7\nhealth:8\nblow:hit:1-1\n"
    "depth:90-100\nfrequency:10\n";

static const struct kind_list *kinds(void)
{
    static struct kind_list list;
    static struct diag diag;
    if (list.count == 0 && kind_list_parse(&list, text, strlen(text), "mimic kinds", &diag) != 0)
        fail_msg("the kinds do not parse: %s", diag.lines[0]);
    return &list;
}

static const char *const hall[] = {
    "##########",
    "#........#",
    "#@.....M.#",
    "#........#",
    "##########",
};

static struct action east(void)
{
    return (struct action){.kind = ACTION_MOVE, .dir = {1, 0}, .slot = -1, .target = -1};
}

/* A game with a mimic at M lying as an item (the only item kind its rng
 * may pick among the test items: any), and its slot. */
static int hidden_mimic(struct game *g, const char *kind)
{
    assert_int_equal(game_new_from_ascii(g, 1, hall, ASCII_ROWS(hall), kinds()), 0);
    game_use_items(g, test_items());
    int slot = game_add_monster(g, kind_find(kinds(), kind), ASCII_FIND(hall, 'M'));
    assert_true(slot >= 0);
    struct rng rng;
    rng_seed(&rng, 3);
    mimic_disguise(g, slot, &rng);
    game_rebuild_caches(g);
    return slot;
}

static void test_a_mimic_lies_as_an_item_and_is_no_monster_to_the_player(void **state)
{
    (void)state;
    static struct game g;
    int slot = hidden_mimic(&g, "mimic");
    struct pos at = ASCII_FIND(hall, 'M');
    assert_true(kind_has(world_kind_of(&g, &g.floor.monsters[slot]), TRAIT_MIMIC));
    assert_true(mimic_hidden(&g.floor.monsters[slot]));
    int item = item_floor_at(&g.floor.items, at);
    assert_true(item >= 0);
    assert_true(world_sees(&g, at));
    assert_int_equal(world_perceives(&g, slot), PERCEIVE_NONE);
    /* Telepathy senses it no more than sight. */
    g.run.player.status[STATUS_TELEPATHIC] = 10;
    world_refresh_perception(&g);
    assert_int_equal(world_perceives(&g, slot), PERCEIVE_NONE);
    /* Look names the item. */
    char name[ITEM_NAME_MAX], want[ITEM_NAME_MAX + 2], out[200];
    item_name(&g.run.lore, g.item_kinds, g.floor.items.items[item].kind, name, sizeof name);
    snprintf(want, sizeof want, "%s.", name);
    want[0] = (char)(want[0] - 'a' + 'A');
    look_describe(&g, at, out, sizeof out);
    assert_string_equal(out, want);
    /* It does nothing while it lies there. */
    game_do(&g, (struct action){.kind = ACTION_WAIT, .slot = -1, .target = -1});
    assert_true(grid_eq(g.floor.monsters[slot].base.pos, at));
    game_free(&g);
}

static void test_a_mimic_shows_itself_when_the_player_comes_next_to_it(void **state)
{
    (void)state;
    static struct game g;
    int slot = hidden_mimic(&g, "mimic");
    struct pos at = ASCII_FIND(hall, 'M');
    int kind = g.floor.items.items[item_floor_at(&g.floor.items, at)].kind;
    char name[ITEM_NAME_MAX], want[ITEM_NAME_MAX + 32];
    item_name(&g.run.lore, g.item_kinds, kind, name, sizeof name);
    const char *bare = strncmp(name, "an ", 3) == 0  ? name + 3
                       : strncmp(name, "a ", 2) == 0 ? name + 2
                                                     : name;
    snprintf(want, sizeof want, "The %s was a mimic!", bare);
    for (int i = 0; i < 4; i++) {
        game_do(&g, east());
        assert_true(mimic_hidden(&g.floor.monsters[slot]));
    }
    game_do(&g, east()); /* next to it */
    assert_false(mimic_hidden(&g.floor.monsters[slot]));
    assert_true(said(&g, want));
    assert_int_equal(world_perceives(&g, slot), PERCEIVE_SIGHT);
    assert_int_equal(item_floor_at(&g.floor.items, at), -1);
    assert_int_equal(g.floor.monsters[slot].state, STATE_HUNTING);
    /* Shown, it fights: its blow lands on the player. */
    int health = g.run.player.health;
    game_do(&g, (struct action){.kind = ACTION_WAIT, .slot = -1, .target = -1});
    assert_true(g.run.player.health < health);
    game_free(&g);
}

/* A mimic hidden in play (no rebuild after) is counted as it hides and
 * found out all the same; shown, none is left to look for. */
static void test_a_mimic_hidden_in_play_is_counted_and_found_out(void **state)
{
    (void)state;
    static struct game g;
    assert_int_equal(game_new_from_ascii(&g, 1, hall, ASCII_ROWS(hall), kinds()), 0);
    game_use_items(&g, test_items());
    int slot = game_add_monster(&g, kind_find(kinds(), "mimic"), ASCII_FIND(hall, 'M'));
    assert_true(slot >= 0);
    assert_int_equal(g.cache.hidden_mimics, 0);
    struct rng rng;
    rng_seed(&rng, 3);
    mimic_disguise(&g, slot, &rng);
    assert_int_equal(g.cache.hidden_mimics, 1);
    for (int i = 0; i < 5; i++)
        game_do(&g, east());
    assert_false(mimic_hidden(&g.floor.monsters[slot]));
    assert_int_equal(g.cache.hidden_mimics, 0);
    game_rebuild_caches(&g);
    assert_int_equal(g.cache.hidden_mimics, 0);
    game_free(&g);
}

static void test_a_kind_without_the_trait_lies_as_nothing(void **state)
{
    (void)state;
    static struct game g;
    int slot = hidden_mimic(&g, "goblin");
    assert_false(mimic_hidden(&g.floor.monsters[slot]));
    assert_int_equal(item_floor_at(&g.floor.items, ASCII_FIND(hall, 'M')), -1);
    game_free(&g);
}

static void test_the_save_keeps_the_mimic_hidden(void **state)
{
    (void)state;
    static struct game g, again;
    int slot = hidden_mimic(&g, "mimic");
    struct save_buf buf = {0};
    assert_int_equal(save_encode(&g, &buf), 0);
    char why[128];
    assert_int_equal(game_resume(&again,
                                 kinds(),
                                 test_items(),
                                 SAVE_FORMAT_VERSION,
                                 buf.bytes,
                                 buf.len,
                                 why,
                                 sizeof why),
                     0);
    assert_int_equal(again.floor.monsters[slot].disguise, g.floor.monsters[slot].disguise);
    assert_true(game_digest(&again) == game_digest(&g));
    assert_int_equal(world_perceives(&again, slot), PERCEIVE_NONE);
    save_buf_free(&buf);
    game_free(&again);
    game_free(&g);
}

/* The floors a game makes hide their mimics: each lies as an item of its
 * cell, perceived by no way, unless an item lay there already (the shipped
 * kinds, down to floor 6 on 30 seeds). */
static void test_a_floor_made_hides_its_mimics_as_items(void **state)
{
    (void)state;
    int hidden = 0;
    for (uint64_t seed = 1; seed <= 30; seed++) {
        static struct game g;
        assert_int_equal(game_new(&g, seed, real_kinds(), real_items()), 0);
        while (g.run.depth < 6) {
            for (int i = 0; i < g.floor.monster_count; i++) {
                const struct monster *m = &g.floor.monsters[i];
                if (!kind_has(world_kind_of(&g, m), TRAIT_MIMIC))
                    continue;
                int item = item_floor_at(&g.floor.items, m->base.pos);
                assert_true(item >= 0);
                if (!mimic_hidden(m))
                    continue; /* it found an item lying where it stood */
                assert_int_equal(g.floor.items.items[item].kind, m->disguise - 1);
                assert_false(world_perceived(&g, i));
                hidden++;
            }
            g.run.player.pos = world_stairs_down(&g);
            game_rebuild_caches(&g);
            game_do(&g, (struct action){.kind = ACTION_DESCEND, .slot = -1, .target = -1});
        }
        game_free(&g);
    }
    assert_true(hidden >= 5);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_mimic_lies_as_an_item_and_is_no_monster_to_the_player),
        cmocka_unit_test(test_a_mimic_shows_itself_when_the_player_comes_next_to_it),
        cmocka_unit_test(test_a_mimic_hidden_in_play_is_counted_and_found_out),
        cmocka_unit_test(test_a_kind_without_the_trait_lies_as_nothing),
        cmocka_unit_test(test_the_save_keeps_the_mimic_hidden),
        cmocka_unit_test(test_a_floor_made_hides_its_mimics_as_items),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
