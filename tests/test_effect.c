/* Effects as data (effect.def, effect.h): the list, its recipe, and the
 * effects that came with it: a potion of telepathy, a blow that steals,
 * kinds with several effects or several blows, and the old forms read as
 * the new. */
#define _POSIX_C_SOURCE 200809L

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "murk/base/effect_list.h"
#include "murk/turn/game.h"
#include "murk/base/item.h"
#include "murk/rules/item_use.h"
#include "murk/turn/resume.h"
#include "murk/world/save.h"
#include "murk/base/status.h"
#include "murk/base/trait.h"
#include "murk/world/world.h"
#include "support/ascii_map.h"
#include "support/text_file.h"

static const char *srcdir(void)
{
    const char *dir = getenv("MURK_SRCDIR");
    return dir && *dir ? dir : ".";
}

/* ---- the lists and the recipe ---- */

static void test_each_effect_word_reads_back(void **state)
{
    (void)state;
    for (int e = 0; e < EFFECT_COUNT; e++) {
        const char *word = effect_word((enum effect)e);
        assert_non_null(word);
        assert_int_equal(effect_from_word(word, strlen(word)), e);
    }
    assert_int_equal(effect_from_word("levitation", 10), -1);
    assert_int_equal(effect_from_word("hit", 3), EFFECT_HIT);
    assert_string_equal(effect_word(EFFECT_TELEPATHY), "telepathy");
    assert_true(effect_where(EFFECT_POISON) & EFFECT_ON_POTION);
    assert_true(effect_where(EFFECT_POISON) & EFFECT_ON_BLOW);
    assert_false(effect_where(EFFECT_STEAL) & EFFECT_ON_POTION);
    assert_true(effect_good(EFFECT_TELEPATHY));
    assert_false(effect_good(EFFECT_CONFUSION));
}

/* The names the code gives each row, for finding the tests that name it. */
static const char *const effect_ids[EFFECT_COUNT] = {
#define EFFECT(id, word, where, needs, judge, wording) [EFFECT_##id] = "EFFECT_" #id,
#include "murk/base/effect.def"
#undef EFFECT
};
static const char *const trait_ids[TRAIT_COUNT] = {
#define TRAIT(id, word, description) [TRAIT_##id] = "TRAIT_" #id,
#include "murk/base/trait.def"
#undef TRAIT
};
static const char *const status_ids[STATUS_COUNT] = {
#define STATUS(id, name, look, end, r, g, b, judge, tick, order, killer) [STATUS_##id] = "STATUS_" #id,
#include "murk/base/status.def"
#undef STATUS
};

/* Every test program's text (tests/test_*.c), joined: a new program that
 * names an effect counts without being listed here. */
static char *all_tests(void)
{
    char dir_path[1024];
    snprintf(dir_path, sizeof dir_path, "%s/tests", srcdir());
    DIR *dir = opendir(dir_path);
    assert_non_null(dir);
    size_t total = 0;
    char *all = calloc(1, 1);
    struct dirent *entry;
    while ((entry = readdir(dir)) != NULL) {
        size_t n = strlen(entry->d_name);
        if (strncmp(entry->d_name, "test_", 5) != 0 || n < 3 ||
            strcmp(entry->d_name + n - 2, ".c") != 0)
            continue;
        char path[1024 + 256];
        snprintf(path, sizeof path, "%s/%s", dir_path, entry->d_name);
        size_t len;
        char *text = text_file_read(path, &len);
        all = realloc(all, total + len + 1);
        memcpy(all + total, text, len);
        total += len;
        all[total] = 0;
        free(text);
    }
    closedir(dir);
    return all;
}

/* Appends "what is missing" to the list of what the recipe lacks. */
static void lacks(char *out, size_t size, const char *what, const char *name, const char *missing)
{
    size_t used = strlen(out);
    snprintf(out + used, size - used, "\n  %s %s: %s", what, name, missing);
}

/* doc/design.md section 6's recipe, checked against the lists: every
 * effect, trait and status has its line in doc/rules.md, a test that
 * names it and its one wording; every effect its bot judgment (JUDGE,
 * good or bad) and its use somewhere. One failure lists all that is
 * missing. */
static void test_the_recipe_holds_for_every_effect_trait_and_status(void **state)
{
    (void)state;
    char path[1024];
    snprintf(path, sizeof path, "%s/doc/rules.md", srcdir());
    size_t len;
    char *rules = text_file_read(path, &len);
    char *tests = all_tests();
    char missing[8192] = "";
    char want[128];
    for (int e = 0; e < EFFECT_COUNT; e++) {
        const char *word = effect_word((enum effect)e);
        /* The row gives the effect's one wording, as the recall says it. */
        snprintf(want, sizeof want, "| `%s` | %s |", word, effect_wording((enum effect)e));
        if (!strstr(rules, want))
            lacks(missing,
                  sizeof missing,
                  "effect",
                  word,
                  "no row in doc/rules.md's effects table with its wording");
        if (!strstr(tests, effect_ids[e]))
            lacks(missing, sizeof missing, "effect", word, "no test names it");
        const char *wording = effect_wording((enum effect)e);
        if (wording == NULL || !wording[0])
            lacks(missing, sizeof missing, "effect", word, "no wording in effect.def");
        if (effect_where((enum effect)e) == 0)
            lacks(missing, sizeof missing, "effect", word, "nothing may carry it");
    }
    for (int t = 0; t < TRAIT_COUNT; t++) {
        const char *word = trait_name((enum trait)t);
        snprintf(want, sizeof want, "- `%s`:", word);
        if (!strstr(rules, want))
            lacks(missing, sizeof missing, "trait", word, "no line in doc/rules.md's Traits");
        if (!strstr(tests, trait_ids[t]))
            lacks(missing, sizeof missing, "trait", word, "no test names it");
        const char *wording = trait_description((enum trait)t);
        if (wording == NULL || !wording[0])
            lacks(missing, sizeof missing, "trait", word, "no wording in trait.def");
    }
    for (int s = 0; s < STATUS_COUNT; s++) {
        char name[32];
        snprintf(name, sizeof name, "%s", status_name((enum status)s));
        name[0] = (char)(name[0] - 'A' + 'a');
        snprintf(want, sizeof want, "- **%s**", name);
        if (!strstr(rules, want))
            lacks(missing, sizeof missing, "status", name, "no line in doc/rules.md's Statuses");
        if (!strstr(tests, status_ids[s]))
            lacks(missing, sizeof missing, "status", name, "no test names it");
    }
    free(rules);
    free(tests);
    if (missing[0])
        fail_msg("the recipe (doc/design.md section 6) is not followed:%s", missing);
}

/* ---- kinds of the new forms ---- */

static const char items_text[] = "name:telepathy\nclass:potion\neffect:telepathy:50\n"
                                 "depth:1-1\nfrequency:1\n\n"
                                 "name:murky\nclass:potion\neffect:healing:3\neffect:confusion:4\n"
                                 "depth:1-1\nfrequency:1\n\n"
                                 "name:sword\nclass:weapon\ncolour:1,2,3\ndamage:3\n"
                                 "depth:1-1\nfrequency:1\n\n"
                                 "name:healing\nclass:potion\neffect:healing:10\n"
                                 "depth:1-1\nfrequency:1\n";

static const char kinds_text[] = "name:cutpurse\nglyph:p\ncolour:200,180,90\nsight:8\nhealth:6\n"
                                 "blow:steal:1-1:20\ndepth:1-1\nfrequency:1\n\n"
                                 "name:twin\nglyph:t\ncolour:1,2,3\nsight:6\nhealth:9\n"
                                 "blow:hit:1-1\nblow:hit:2-2\ndepth:1-1\nfrequency:1\n\n"
                                 "name:leech\nglyph:l\ncolour:1,2,3\nsight:6\nhealth:9\n"
                                 "blow:drain:3-3\ndepth:1-1\nfrequency:1\n";

static struct item_kind_list items;
static struct kind_list kinds;

static int setup(void **state)
{
    (void)state;
    struct diag d = {0};
    if (item_kind_list_parse(&items, items_text, strlen(items_text), "items", &d) != 0 ||
        kind_list_parse(&kinds, kinds_text, strlen(kinds_text), "kinds", &d) != 0) {
        print_error("%s\n", d.lines[0]);
        return -1;
    }
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    item_kind_list_free(&items);
    kind_list_free(&kinds);
    return 0;
}

static const char *const room[] = {
    "#########",
    "#.......#",
    "#.@p....#",
    "#.......#",
    "#########",
};

/* A game in the room with the kinds above, the player at '@', and the
 * kind named standing at 'p', hunting. */
static int start(struct game *g, const char *kind)
{
    assert_int_equal(game_new_from_ascii(g, 7, room, ASCII_ROWS(room), &kinds), 0);
    game_use_items(g, &items);
    int slot = game_add_monster(g, kind_find(&kinds, kind), ASCII_FIND(room, 'p'));
    assert_true(slot >= 0);
    g->floor.monsters[slot].state = STATE_HUNTING;
    g->floor.monsters[slot].knows_player = true;
    g->floor.monsters[slot].last_seen = g->run.player.pos;
    return slot;
}

static struct action wait_turn(void)
{
    return (struct action){.kind = ACTION_WAIT, .slot = -1};
}

static bool said(const struct game *g, const char *text)
{
    for (int i = 0; i < g->run.log.count; i++)
        if (strstr(msglog_get(&g->run.log, i)->text, text))
            return true;
    return false;
}

/* The potion of telepathy: the drinker is telepathic for its 50 turns. */
static void test_a_potion_of_telepathy_makes_the_drinker_telepathic(void **state)
{
    (void)state;
    struct game g;
    start(&g, "twin");
    int slot;
    assert_int_equal(
        item_pack_add(&g.run.pack, &items, item_kind_find(&items, "telepathy"), &slot), ITEM_OK);
    game_do(&g, (struct action){.kind = ACTION_DRINK, .slot = slot});
    assert_true(said(&g, "It was a potion of telepathy."));
    assert_true(said(&g, "Your mind reaches out to every mind on the floor."));
    /* Dosed 50, then the turn's own tick. */
    assert_int_equal(g.run.player.status[STATUS_TELEPATHIC], 49);
    assert_true(item_kind_has(&items.kinds[item_kind_find(&items, "telepathy")], EFFECT_TELEPATHY));
    game_free(&g);
}

/* Telepathy wears off as the list ticks it: the player is told, and a
 * monster behind a wall is no longer perceived. */
static void test_telepathy_wears_off_and_the_mind_goes_quiet(void **state)
{
    (void)state;
    static const char *const walled[] = {
        "##########",
        "#@..#....#",
        "#...#..p.#",
        "##########",
    };
    struct game g;
    assert_int_equal(game_new_from_ascii(&g, 7, walled, ASCII_ROWS(walled), &kinds), 0);
    game_use_items(&g, &items);
    int slot = game_add_monster(&g, kind_find(&kinds, "twin"), ASCII_FIND(walled, 'p'));
    g.floor.monsters[slot].state = STATE_ASLEEP;
    status_dose(&g.run.player, STATUS_TELEPATHIC, 3);
    game_do(&g, wait_turn());
    assert_int_equal(world_perceives(&g, slot), PERCEIVE_TELEPATHY);
    game_do(&g, wait_turn());
    assert_false(said(&g, "Your mind goes quiet."));
    game_do(&g, wait_turn());
    assert_true(said(&g, "Your mind goes quiet."));
    assert_int_equal(g.run.player.status[STATUS_TELEPATHIC], 0);
    assert_false(world_perceived(&g, slot));
    game_free(&g);
}

/* A kind with two effects does both, in its lines' order. */
static void test_a_potion_with_two_effects_does_both_in_order(void **state)
{
    (void)state;
    struct game g;
    start(&g, "twin");
    g.run.player.health = 10;
    int slot;
    assert_int_equal(item_pack_add(&g.run.pack, &items, item_kind_find(&items, "murky"), &slot),
                     ITEM_OK);
    game_do(&g, (struct action){.kind = ACTION_DRINK, .slot = slot});
    int better = -1, dizzy = -1;
    for (int i = 0; i < g.run.log.count; i++) {
        const char *text = msglog_get(&g.run.log, i)->text;
        if (strstr(text, "You feel better."))
            better = i;
        if (strstr(text, "You feel dizzy!"))
            dizzy = i;
    }
    assert_true(dizzy >= 0 && better > dizzy); /* ages: the newest is 0 */
    assert_true(g.run.player.status[STATUS_CONFUSED] > 0);
    game_free(&g);
}

/* Two blows, each struck in turn: 1 and then 2 (the player's defense 0). */
static void test_a_kind_with_two_blows_strikes_both(void **state)
{
    (void)state;
    struct game g;
    start(&g, "twin");
    int before = g.run.player.health;
    game_do(&g, wait_turn());
    assert_int_equal(g.run.player.health, before - 3);
    assert_true(said(&g, "The twin hits you for 1."));
    assert_true(said(&g, "The twin hits you for 2."));
    game_free(&g);
}

/* A drain blow written the new way heals its striker by the damage. */
static void test_a_drain_blow_heals_the_striker(void **state)
{
    (void)state;
    struct game g;
    int s = start(&g, "leech");
    g.floor.monsters[s].base.health = 4; /* not badly wounded: it fights */
    game_do(&g, wait_turn());
    assert_int_equal(g.floor.monsters[s].base.health, 7);
    assert_true(recall_find(&g.run.recall, g.floor.monsters[s].kind)->effects &
                EFFECT_BIT(EFFECT_DRAIN));
    game_free(&g);
}

/* The thief: its blow takes what is not in use, it carries it and runs
 * (afraid for the blow's 20 turns, then fleeing); killed, it drops it. */
static void test_a_thief_steals_what_is_not_in_use_and_runs(void **state)
{
    (void)state;
    struct game g;
    int s = start(&g, "cutpurse");
    int sword, potion;
    assert_int_equal(item_pack_add(&g.run.pack, &items, item_kind_find(&items, "sword"), &sword),
                     ITEM_OK);
    assert_int_equal(item_equip(&g.run.pack, &items, sword, &g.run.player), ITEM_OK);
    assert_int_equal(
        item_pack_add(&g.run.pack, &items, item_kind_find(&items, "healing"), &potion), ITEM_OK);
    game_do(&g, wait_turn());
    const struct monster *m = &g.floor.monsters[s];
    assert_int_equal(g.run.pack.count, 1); /* the sword, wielded, stays */
    assert_int_equal(g.run.pack.kinds[0], item_kind_find(&items, "sword"));
    assert_int_equal(m->carried_stacks, 1);
    assert_int_equal(m->carried[0].kind, item_kind_find(&items, "healing"));
    assert_true(m->base.status[STATUS_AFRAID] > 0);
    bool stole = false;
    for (int i = 0; i < g.run.log.count; i++)
        stole |= strstr(msglog_get(&g.run.log, i)->text, "The cutpurse steals ") != NULL;
    assert_true(stole);
    assert_true(recall_find(&g.run.recall, m->kind)->effects & EFFECT_BIT(EFFECT_STEAL));
    game_do(&g, wait_turn());
    assert_int_equal(m->state, STATE_FLEEING);
    assert_false(grid_adjacent(m->base.pos, g.run.player.pos) &&
                 grid_eq(m->base.pos, ASCII_FIND(room, 'p')));
    /* Killed where it stands, it drops the potion there. */
    struct pos at = m->base.pos;
    g.floor.monsters[s].base.health = 0;
    game_do(&g, wait_turn());
    int item = item_floor_at(&g.floor.items, at);
    assert_true(item >= 0);
    assert_int_equal(g.floor.items.items[item].kind, item_kind_find(&items, "healing"));
    assert_int_equal(m->carried_stacks, 0);
    game_free(&g);
}

/* With nothing but what is in use, the thief's blow takes nothing and it
 * does not run. */
static void test_a_thief_takes_nothing_that_is_in_use(void **state)
{
    (void)state;
    struct game g;
    int s = start(&g, "cutpurse");
    int sword;
    assert_int_equal(item_pack_add(&g.run.pack, &items, item_kind_find(&items, "sword"), &sword),
                     ITEM_OK);
    assert_int_equal(item_equip(&g.run.pack, &items, sword, &g.run.player), ITEM_OK);
    game_do(&g, wait_turn());
    assert_int_equal(g.run.pack.count, 1);
    assert_int_equal(g.floor.monsters[s].carried_stacks, 0);
    assert_int_equal(g.floor.monsters[s].base.status[STATUS_AFRAID], 0);
    game_free(&g);
}

/* What a thief carries is in the save and the digest. */
static void test_what_a_thief_carries_is_saved(void **state)
{
    (void)state;
    struct game g;
    int s = start(&g, "cutpurse");
    int potion;
    assert_int_equal(
        item_pack_add(&g.run.pack, &items, item_kind_find(&items, "healing"), &potion), ITEM_OK);
    uint64_t before = game_digest(&g);
    game_do(&g, wait_turn());
    assert_int_equal(g.floor.monsters[s].carried_stacks, 1);
    struct save_buf buf = {0};
    assert_int_equal(save_encode(&g, &buf), 0);
    struct game again;
    char why[256];
    assert_int_equal(game_resume(&again, &kinds, &items, SAVE_FORMAT_VERSION, buf.bytes, buf.len,
                                 why, sizeof why),
                     0);
    assert_int_equal(again.floor.monsters[s].carried_stacks, 1);
    assert_int_equal(again.floor.monsters[s].carried[0].kind, item_kind_find(&items, "healing"));
    assert_true(game_digest(&again) == game_digest(&g));
    again.floor.monsters[s].carried_stacks = 0;
    assert_true(game_digest(&again) != game_digest(&g));
    assert_true(before != game_digest(&g));
    save_buf_free(&buf);
    game_free(&again);
    game_free(&g);
}

/* The old forms read as the blows and effects they mean. */
static void test_the_old_forms_read_as_the_new(void **state)
{
    (void)state;
    static const char old[] = "name:spider\nglyph:s\ncolour:1,2,3\nsight:6\nhealth:5\n"
                              "damage:1-3\nvenom:4\ndepth:1-1\nfrequency:1\n\n"
                              "name:bat\nglyph:v\ncolour:1,2,3\nsight:6\nhealth:5\n"
                              "damage:2-5\ntraits:erratic drains\ndepth:1-1\nfrequency:1\n\n"
                              "name:statue\nglyph:S\ncolour:1,2,3\nsight:6\nhealth:5\n"
                              "damage:0-0\ndepth:1-1\nfrequency:1\n";
    struct kind_list list = {0};
    struct diag d = {0};
    assert_int_equal(kind_list_parse(&list, old, strlen(old), "old", &d), 0);
    const struct kind *spider = &list.kinds[0], *bat = &list.kinds[1], *statue = &list.kinds[2];
    assert_int_equal(spider->blows.count, 1);
    assert_int_equal(spider->blows.at[0].word, EFFECT_POISON);
    assert_int_equal(spider->blows.at[0].min, 1);
    assert_int_equal(spider->blows.at[0].max, 3);
    assert_int_equal(spider->blows.at[0].amount, 4);
    assert_int_equal(bat->blows.count, 1);
    assert_int_equal(bat->blows.at[0].word, EFFECT_DRAIN);
    assert_int_equal(bat->traits, TRAIT_BIT(TRAIT_ERRATIC));
    assert_int_equal(statue->blows.count, 0);
    kind_list_free(&list);
    static const char old_item[] = "name:poison\nclass:potion\neffect:poison\nturns:6\n"
                                   "depth:1-1\nfrequency:1\n";
    struct item_kind_list il = {0};
    assert_int_equal(item_kind_list_parse(&il, old_item, strlen(old_item), "old", &d), 0);
    assert_int_equal(item_kind_amount(&il.kinds[0], EFFECT_POISON), 6);
    item_kind_list_free(&il);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_each_effect_word_reads_back),
        cmocka_unit_test(test_the_recipe_holds_for_every_effect_trait_and_status),
        cmocka_unit_test(test_a_potion_of_telepathy_makes_the_drinker_telepathic),
        cmocka_unit_test(test_telepathy_wears_off_and_the_mind_goes_quiet),
        cmocka_unit_test(test_a_potion_with_two_effects_does_both_in_order),
        cmocka_unit_test(test_a_kind_with_two_blows_strikes_both),
        cmocka_unit_test(test_a_drain_blow_heals_the_striker),
        cmocka_unit_test(test_a_thief_steals_what_is_not_in_use_and_runs),
        cmocka_unit_test(test_a_thief_takes_nothing_that_is_in_use),
        cmocka_unit_test(test_what_a_thief_carries_is_saved),
        cmocka_unit_test(test_the_old_forms_read_as_the_new),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
