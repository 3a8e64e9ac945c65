/* Items: kinds from data, the names they hide behind, the floor, the pack,
 * and what each potion and scroll does. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "murk/turn/game.h"
#include "murk/base/item.h"
#include "murk/base/mapgen.h"
#include "murk/rules/item_use.h"
#include "murk/rules/mind.h"
#include "murk/base/status.h"
#include "support/ascii_map.h"
#include "support/real_data.h"
#include "support/test_kinds.h"

static const struct item_kind_list *items(void)
{
    return test_items();
}

static int kind(const char *name)
{
    return test_item_kind(name);
}

static const char *srcdir(void)
{
    const char *dir = getenv("MURK_SRCDIR");
    return dir && *dir ? dir : ".";
}

/* Everything the item actions touch, without a game. */
struct world {
    struct item_lore lore;
    struct pack pack;
    struct item_floor floor;
    struct entity player;
    struct msglog log;
    struct item_env env;
};

static void world_init(struct world *w, uint64_t seed)
{
    memset(w, 0, sizeof *w);
    struct rng rng;
    rng_seed(&rng, seed);
    item_lore_shuffle(&w->lore, items(), &rng);
    w->player = (struct entity){
        .pos = {3, 3}, .health = 30, .health_max = 30, .damage_min = 1, .damage_max = 4};
    w->env =
        (struct item_env){items(), &w->lore, &w->pack, &w->floor, &w->player, &w->log, 1, NULL};
}

static const char *said(const struct msglog *log, int age)
{
    const struct msg *m = msglog_get(log, age);
    return m ? m->text : "(nothing)";
}

static int give(struct world *w, const char *name)
{
    int slot;
    assert_int_equal(item_pack_add(&w->pack, items(), kind(name), &slot), ITEM_OK);
    return slot;
}

static void name_of(const struct world *w, const char *kind_name, char *out)
{
    item_name(&w->lore, items(), kind(kind_name), out, ITEM_NAME_MAX);
}

/* ---- kinds and data ---- */

static void test_each_class_has_its_glyph(void **state)
{
    (void)state;
    assert_int_equal(item_class_glyph(ITEM_CLASS_POTION), '!');
    assert_int_equal(item_class_glyph(ITEM_CLASS_SCROLL), '?');
    assert_int_equal(item_class_glyph(ITEM_CLASS_WEAPON), ')');
    assert_int_equal(item_class_glyph(ITEM_CLASS_ARMOUR), '[');
    assert_int_equal(item_glyph(items(), kind("poison")), '!');
    assert_int_equal(item_glyph(items(), kind("chain mail")), '[');
}

static void test_each_class_and_effect_word_reads_back(void **state)
{
    (void)state;
    for (int c = 0; c < ITEM_CLASS_COUNT; c++) {
        const char *word = item_class_word((enum item_class)c);
        assert_int_equal(item_class_from_word(word, strlen(word)), c);
    }
    assert_int_equal(item_class_from_word("staff", 5), -1);
}

static void test_the_real_items_file_has_every_kind_of_the_rules(void **state)
{
    (void)state;
    char path[1024];
    snprintf(path, sizeof path, "%s/data/items.txt", srcdir());
    struct item_kind_list list = {0};
    struct diag d = {0};
    int result = item_kind_list_load(&list, path, &d);
    if (result != 0)
        print_error("%s\n", d.lines[0]);
    assert_int_equal(result, 0);

    static const struct {
        const char *name;
        enum item_class class;
        int effect; /* -1: none */
        int amount;
    } rules[] = {
        {"healing", ITEM_CLASS_POTION, EFFECT_HEALING, 10},
        {"greater healing", ITEM_CLASS_POTION, EFFECT_GREATER_HEALING, 0},
        {"strength", ITEM_CLASS_POTION, EFFECT_STRENGTH, 1},
        {"poison", ITEM_CLASS_POTION, EFFECT_POISON, STATUS_POISON_TURNS},
        {"regeneration", ITEM_CLASS_POTION, EFFECT_REGENERATION, STATUS_REGENERATION_TURNS},
        {"confusion", ITEM_CLASS_POTION, EFFECT_CONFUSION, STATUS_CONFUSION_TURNS},
        {"identify", ITEM_CLASS_SCROLL, EFFECT_IDENTIFY, 0},
        {"fear", ITEM_CLASS_SCROLL, EFFECT_FEAR, STATUS_FEAR_TURNS},
        {"lightning", ITEM_CLASS_SCROLL, EFFECT_LIGHTNING, 0},
        {"fireball", ITEM_CLASS_SCROLL, EFFECT_FIREBALL, 0},
        {"short bow", ITEM_CLASS_LAUNCHER, -1, 0},
        {"long bow", ITEM_CLASS_LAUNCHER, -1, 0},
        {"arrow", ITEM_CLASS_AMMO, -1, 0},
        {"dart", ITEM_CLASS_AMMO, -1, 0},
    };
    for (size_t i = 0; i < sizeof rules / sizeof rules[0]; i++) {
        int at = item_kind_find(&list, rules[i].name);
        if (at < 0)
            print_error("no item '%s'\n", rules[i].name);
        assert_true(at >= 0);
        assert_int_equal(list.kinds[at].class, rules[i].class);
        const struct item_kind *k = &list.kinds[at];
        assert_int_equal(k->effects.count, rules[i].effect < 0 ? 0 : 1);
        if (rules[i].effect >= 0) {
            assert_int_equal(k->effects.at[0].word, rules[i].effect);
            assert_int_equal(k->effects.at[0].amount, rules[i].amount);
        }
    }
    int weapons = 0, armour = 0, first_floor = 0;
    for (int i = 0; i < list.count; i++) {
        const struct item_kind *k = &list.kinds[i];
        weapons += k->class == ITEM_CLASS_WEAPON;
        armour += k->class == ITEM_CLASS_ARMOUR;
        first_floor += k->depth_min == 1;
        if (k->class == ITEM_CLASS_WEAPON)
            assert_true(k->damage >= 1);
        if (k->class == ITEM_CLASS_ARMOUR)
            assert_true(k->defense >= 1);
    }
    assert_true(weapons >= 2);
    assert_true(armour >= 1);
    /* What flies: doc/rules.md's "Fighting at range" numbers. */
    static const struct {
        const char *name;
        int harm_min, harm_max, range, breaks, bundle_min, bundle_max, depth_min, depth_max;
    } flies[] = {
        {"arrow", 2, 5, 8, 3, 6, 12, 1, 10},
        {"dart", 1, 4, 6, 5, 4, 8, 1, 8},
        {"lightning", 3, 9, 8, 0, 0, 0, 3, 10},
        {"fireball", 4, 10, 8, 0, 0, 0, 5, 10},
    };
    for (size_t i = 0; i < sizeof flies / sizeof flies[0]; i++) {
        const struct item_kind *k = &list.kinds[item_kind_find(&list, flies[i].name)];
        int got[] = {k->harm_min,
                     k->harm_max,
                     k->range,
                     k->breaks,
                     k->bundle_min,
                     k->bundle_max,
                     k->depth_min,
                     k->depth_max};
        int want[] = {flies[i].harm_min,
                      flies[i].harm_max,
                      flies[i].range,
                      flies[i].breaks,
                      flies[i].bundle_min,
                      flies[i].bundle_max,
                      flies[i].depth_min,
                      flies[i].depth_max};
        assert_memory_equal(got, want, sizeof got);
    }
    const struct item_kind *arrow = &list.kinds[item_kind_find(&list, "arrow")];
    assert_int_equal(arrow->fired, 1);
    assert_int_equal(list.kinds[item_kind_find(&list, "dart")].fired, 0);
    assert_int_equal(list.kinds[item_kind_find(&list, "dagger")].range, 4);
    const struct item_kind *short_bow = &list.kinds[item_kind_find(&list, "short bow")];
    const struct item_kind *long_bow = &list.kinds[item_kind_find(&list, "long bow")];
    int bows[] = {short_bow->damage,
                  short_bow->depth_min,
                  short_bow->depth_max,
                  long_bow->damage,
                  long_bow->depth_min,
                  long_bow->depth_max};
    int bows_want[] = {0, 1, 6, 2, 4, 10};
    assert_memory_equal(bows, bows_want, sizeof bows);
    assert_true(first_floor >= 5);
    assert_true(list.count <= ITEM_KINDS_MAX);
    item_kind_list_free(&list);
}

static void test_a_good_item_reads_every_field(void **state)
{
    (void)state;
    const struct item_kind *k = &items()->kinds[kind("sword")];
    assert_int_equal(k->class, ITEM_CLASS_WEAPON);
    assert_int_equal(k->effects.count, 0);
    assert_int_equal(k->damage, 3);
    assert_int_equal(k->colour.r, 200);
    assert_int_equal(k->colour.g, 205);
    assert_int_equal(k->colour.b, 220);
    k = &items()->kinds[kind("regeneration")];
    assert_int_equal(k->class, ITEM_CLASS_POTION);
    assert_int_equal(k->effects.count, 1);
    assert_int_equal(k->effects.at[0].word, EFFECT_REGENERATION);
    assert_int_equal(item_kind_amount(k, EFFECT_REGENERATION), 12);
    assert_int_equal(k->depth_min, 1);
    assert_int_equal(k->depth_max, 100);
    assert_int_equal(k->frequency, 10);
}

/* Parses text and checks that its first error is expected. */
static void expect_first_error(const char *text, const char *expected)
{
    struct item_kind_list list = {0};
    struct diag d = {0};
    assert_int_equal(item_kind_list_parse(&list, text, strlen(text), "t.txt", &d), -1);
    assert_true(d.count >= 1);
    assert_string_equal(d.lines[0], expected);
    item_kind_list_free(&list);
}

static void test_an_unknown_class_is_an_error_at_its_word(void **state)
{
    (void)state;
    expect_first_error("name:staff of light\nclass:staff\ndepth:1-2\nfrequency:1\n",
                       "t.txt:2:7: unknown class 'staff'");
}

static void test_an_unknown_effect_is_an_error_at_its_word(void **state)
{
    (void)state;
    expect_first_error("name:flight\nclass:potion\neffect: levitation\ndepth:1-2\nfrequency:1\n",
                       "t.txt:3:9: unknown effect 'levitation'");
}

static void test_an_item_without_a_class_is_an_error_at_its_name(void **state)
{
    (void)state;
    expect_first_error("name:thing\neffect:healing\npower:3\ndepth:1-2\nfrequency:1\n",
                       "t.txt:1:1: item 'thing' is missing 'class:'");
}

static void test_an_item_with_two_classes_is_an_error(void **state)
{
    (void)state;
    expect_first_error("name:thing\nclass:potion scroll\neffect:healing\npower:3\n"
                       "depth:1-2\nfrequency:1\n",
                       "t.txt:2:1: item 'thing': class takes one of potion, scroll, weapon, "
                       "armour, launcher, ammo, wand");
}

static void test_a_scroll_effect_on_a_potion_is_an_error(void **state)
{
    (void)state;
    expect_first_error("name:fright\nclass:potion\neffect:fear\nturns:10\ndepth:1-2\nfrequency:1\n",
                       "t.txt:3:1: item 'fright': effect fear is for a scroll, not a potion");
}

static void test_a_potion_without_an_effect_is_an_error(void **state)
{
    (void)state;
    expect_first_error("name:water\nclass:potion\ndepth:1-2\nfrequency:1\n",
                       "t.txt:1:1: item 'water': a potion needs an effect");
}

static void test_a_potion_with_a_colour_is_an_error(void **state)
{
    (void)state;
    expect_first_error("name:healing\nclass:potion\neffect:healing\npower:3\ncolour:1,2,3\n"
                       "depth:1-2\nfrequency:1\n",
                       "t.txt:5:1: item 'healing': a potion shows by its appearance; give no "
                       "colour");
}

static void test_a_weapon_needs_a_colour_and_damage(void **state)
{
    (void)state;
    expect_first_error("name:club\nclass:weapon\ndamage:1\ndepth:1-2\nfrequency:1\n",
                       "t.txt:1:1: item 'club': a weapon needs colour:R,G,B (not 0,0,0)");
    expect_first_error("name:club\nclass:weapon\ncolour:1,2,3\ndepth:1-2\nfrequency:1\n",
                       "t.txt:1:1: item 'club': a weapon needs damage:N, added to the wielder's");
}

static void test_armour_with_damage_is_an_error(void **state)
{
    (void)state;
    expect_first_error(
        "name:spiked mail\nclass:armour\ncolour:1,2,3\ndefense:2\ndamage:1\n"
        "depth:1-2\nfrequency:1\n",
        "t.txt:5:1: item 'spiked mail': only a weapon or a launcher has damage, not armour");
}

static void test_a_status_effect_needs_its_turns_and_no_other_has_them(void **state)
{
    (void)state;
    expect_first_error("name:poison\nclass:potion\neffect:poison\ndepth:1-2\nfrequency:1\n",
                       "t.txt:3:1: item 'poison': effect poison needs how long it lasts: "
                       "effect:poison:N");
    expect_first_error("name:healing\nclass:potion\neffect:healing\npower:2\nturns:3\n"
                       "depth:1-2\nfrequency:1\n",
                       "t.txt:5:1: item 'healing': no effect of this kind lasts; give no turns");
    /* The new form: the number on the effect's line, one kind's effects each
     * with their own. */
    struct item_kind_list list = {0};
    struct diag d = {0};
    const char *text = "name:mixed\nclass:potion\neffect:healing:4\neffect:poison:3\n"
                       "effect:telepathy:50\ndepth:1-2\nfrequency:1\n";
    assert_int_equal(item_kind_list_parse(&list, text, strlen(text), "t.txt", &d), 0);
    assert_int_equal(list.kinds[0].effects.count, 3);
    assert_int_equal(item_kind_amount(&list.kinds[0], EFFECT_HEALING), 4);
    assert_int_equal(item_kind_amount(&list.kinds[0], EFFECT_POISON), 3);
    assert_int_equal(item_kind_amount(&list.kinds[0], EFFECT_TELEPATHY), 50);
    assert_false(item_kind_good(&list.kinds[0]));
    item_kind_list_free(&list);
}

static void test_a_zero_bonus_is_out_of_range(void **state)
{
    (void)state;
    expect_first_error("name:stick\nclass:weapon\ncolour:1,2,3\ndamage:0\ndepth:1-2\nfrequency:1\n",
                       "t.txt:4:8: damage 0 is out of range 1..100");
}

static void test_more_potions_than_colours_is_an_error(void **state)
{
    (void)state;
    char text[8192] = "";
    for (int i = 0; i <= ITEM_POTION_COLOURS; i++) {
        char one[160];
        snprintf(one,
                 sizeof one,
                 "name:potion %d\nclass:potion\neffect:healing\npower:1\ndepth:1-2\n"
                 "frequency:1\n",
                 i);
        strcat(text, one);
    }
    char expected[128];
    snprintf(expected,
             sizeof expected,
             "t.txt: %d potions, but only %d colours to hide them behind",
             ITEM_POTION_COLOURS + 1,
             ITEM_POTION_COLOURS);
    expect_first_error(text, expected);
}

static void test_more_kinds_than_the_most_is_an_error(void **state)
{
    (void)state;
    static char text[16384];
    text[0] = '\0';
    for (int i = 0; i <= ITEM_KINDS_MAX; i++) {
        char one[160];
        snprintf(one,
                 sizeof one,
                 "name:scroll %d\nclass:scroll\neffect:identify\ndepth:1-2\nfrequency:1\n",
                 i);
        strcat(text, one);
    }
    char expected[64];
    snprintf(expected, sizeof expected, "t.txt: more than %d items", ITEM_KINDS_MAX);
    expect_first_error(text, expected);
}

static void test_loading_a_missing_items_file_says_it_cannot_open_it(void **state)
{
    (void)state;
    struct item_kind_list list = {0};
    struct diag d = {0};
    assert_int_equal(item_kind_list_load(&list, "no/such/items.txt", &d), -2);
    assert_string_equal(d.lines[0], "no/such/items.txt: cannot open: No such file or directory");
    item_kind_list_free(&list);
}

static void test_loading_bad_items_returns_minus_one(void **state)
{
    (void)state;
    char path[1024];
    snprintf(path, sizeof path, "%s/tests/data/items_bad_class.txt", srcdir());
    struct item_kind_list list = {0};
    struct diag d = {0};
    assert_int_equal(item_kind_list_load(&list, path, &d), -1);
    item_kind_list_free(&list);
}

/* ---- names ---- */

static void test_unknown_potions_show_by_colour(void **state)
{
    (void)state;
    struct world w;
    world_init(&w, 1);
    char name[ITEM_NAME_MAX];
    name_of(&w, "healing", name);
    assert_true(strncmp(name, "a ", 2) == 0 || strncmp(name, "an ", 3) == 0);
    size_t len = strlen(name);
    assert_true(len > 9 && strcmp(name + len - 7, " potion") == 0);
    assert_null(strstr(name, "healing"));
    assert_false(item_known(&w.lore, items(), kind("healing")));
}

static void test_unknown_scrolls_show_by_a_title_of_capitals(void **state)
{
    (void)state;
    struct world w;
    world_init(&w, 1);
    char name[ITEM_NAME_MAX];
    name_of(&w, "fear", name);
    const char *prefix = "a scroll labelled ";
    assert_int_equal(strncmp(name, prefix, strlen(prefix)), 0);
    const char *title = name + strlen(prefix);
    assert_true(strlen(title) >= 4);
    for (const char *c = title; *c; c++)
        assert_true(isupper((unsigned char)*c) || *c == ' ');
}

static void test_weapons_and_armour_are_always_known(void **state)
{
    (void)state;
    struct world w;
    world_init(&w, 1);
    char name[ITEM_NAME_MAX];
    name_of(&w, "dagger", name);
    assert_string_equal(name, "a dagger");
    name_of(&w, "leather armour", name);
    assert_string_equal(name, "leather armour");
    assert_true(item_known(&w.lore, items(), kind("sword")));
}

static void test_known_potions_and_scrolls_show_their_kind(void **state)
{
    (void)state;
    char name[ITEM_NAME_MAX];
    item_true_name(items(), kind("greater healing"), name, sizeof name);
    assert_string_equal(name, "a potion of greater healing");
    item_true_name(items(), kind("identify"), name, sizeof name);
    assert_string_equal(name, "a scroll of identify");
}

static void test_each_potion_hides_behind_its_own_colour(void **state)
{
    (void)state;
    struct world w;
    world_init(&w, 7);
    const struct item_kind_list *list = items();
    for (int a = 0; a < list->count; a++)
        for (int b = a + 1; b < list->count; b++) {
            char one[ITEM_NAME_MAX], other[ITEM_NAME_MAX];
            item_name(&w.lore, list, a, one, sizeof one);
            item_name(&w.lore, list, b, other, sizeof other);
            assert_string_not_equal(one, other);
            if (list->kinds[a].class == ITEM_CLASS_POTION &&
                list->kinds[b].class == ITEM_CLASS_POTION) {
                struct rgb ca = item_colour(&w.lore, list, a), cb = item_colour(&w.lore, list, b);
                assert_false(ca.r == cb.r && ca.g == cb.g && ca.b == cb.b);
            }
        }
}

static void test_the_same_seed_deals_the_same_names(void **state)
{
    (void)state;
    struct world one, two;
    world_init(&one, 42);
    world_init(&two, 42);
    assert_memory_equal(&one.lore, &two.lore, sizeof one.lore);
}

static void test_different_seeds_deal_different_names(void **state)
{
    (void)state;
    struct world first;
    world_init(&first, 1);
    int differ = 0;
    for (uint64_t seed = 2; seed < 12; seed++) {
        struct world other;
        world_init(&other, seed);
        char a[ITEM_NAME_MAX], b[ITEM_NAME_MAX], c[ITEM_NAME_MAX], d[ITEM_NAME_MAX];
        name_of(&first, "poison", a);
        name_of(&other, "poison", b);
        name_of(&first, "fear", c);
        name_of(&other, "fear", d);
        differ += strcmp(a, b) != 0 && strcmp(c, d) != 0;
    }
    /* A colour out of 14 and a title out of thousands: nearly all differ. */
    assert_true(differ >= 8);
}

static void test_names_stay_the_same_all_run(void **state)
{
    (void)state;
    struct world w;
    world_init(&w, 3);
    char before[ITEM_NAME_MAX], after[ITEM_NAME_MAX];
    name_of(&w, "confusion", before);
    /* Using other kinds changes nothing about this one. */
    item_drink(items(), &w.lore, kind("healing"), &w.player, &w.log, 1);
    item_drink(items(), &w.lore, kind("strength"), &w.player, &w.log, 2);
    name_of(&w, "confusion", after);
    assert_string_equal(before, after);
}

static void test_a_potion_is_drawn_in_its_colour_and_a_weapon_in_its_kinds(void **state)
{
    (void)state;
    struct world w;
    world_init(&w, 5);
    struct rgb c = item_colour(&w.lore, items(), kind("dagger"));
    assert_int_equal(c.r, 180);
    assert_int_equal(c.g, 185);
    assert_int_equal(c.b, 200);
    c = item_colour(&w.lore, items(), kind("poison"));
    assert_true(c.r + c.g + c.b > 0);
}

/* ---- identification ---- */

static void test_drinking_a_potion_identifies_its_kind(void **state)
{
    (void)state;
    struct world w;
    world_init(&w, 1);
    item_drink(items(), &w.lore, kind("poison"), &w.player, &w.log, 1);
    assert_true(item_known(&w.lore, items(), kind("poison")));
    assert_string_equal(said(&w.log, 1), "It was a potion of poison.");
    assert_string_equal(said(&w.log, 0), "You feel very sick!");
    char name[ITEM_NAME_MAX];
    name_of(&w, "poison", name);
    assert_string_equal(name, "a potion of poison");
}

static void test_a_known_kind_is_not_announced_again(void **state)
{
    (void)state;
    struct world w;
    world_init(&w, 1);
    assert_true(item_learn(&w.lore, items(), kind("healing"), &w.log, 1));
    int count = w.log.count;
    assert_false(item_learn(&w.lore, items(), kind("healing"), &w.log, 2));
    assert_int_equal(w.log.count, count);
    /* Weapons are known from the start: nothing to learn. */
    assert_false(item_learn(&w.lore, items(), kind("dagger"), &w.log, 3));
}

/* ---- potions ---- */

static void test_healing_gives_back_its_power_never_past_most(void **state)
{
    (void)state;
    struct world w;
    world_init(&w, 1);
    w.player.health = 12;
    item_drink(items(), &w.lore, kind("healing"), &w.player, &w.log, 1);
    assert_int_equal(w.player.health, 22);
    assert_string_equal(said(&w.log, 0), "You feel better.");
    item_drink(items(), &w.lore, kind("healing"), &w.player, &w.log, 2);
    assert_int_equal(w.player.health, 30);
}

static void test_greater_healing_gives_back_all_and_cures_poison(void **state)
{
    (void)state;
    struct world w;
    world_init(&w, 1);
    w.player.health = 3;
    status_dose(&w.player, STATUS_POISONED, 6);
    item_drink(items(), &w.lore, kind("greater healing"), &w.player, &w.log, 1);
    assert_int_equal(w.player.health, 30);
    assert_false(status_has(&w.player, STATUS_POISONED));
    assert_string_equal(said(&w.log, 2), "It was a potion of greater healing.");
    assert_string_equal(said(&w.log, 1), "You feel much better.");
    assert_string_equal(said(&w.log, 0), "You feel the poison leave you.");
}

static void test_strength_adds_to_both_ends_of_the_damage(void **state)
{
    (void)state;
    struct world w;
    world_init(&w, 1);
    item_drink(items(), &w.lore, kind("strength"), &w.player, &w.log, 1);
    assert_int_equal(w.player.damage_min, 2);
    assert_int_equal(w.player.damage_max, 5);
    assert_string_equal(said(&w.log, 0), "You feel stronger!");
}

static void test_poison_poisons_for_six_turns(void **state)
{
    (void)state;
    struct world w;
    world_init(&w, 1);
    item_drink(items(), &w.lore, kind("poison"), &w.player, &w.log, 1);
    assert_int_equal(w.player.status[STATUS_POISONED], 6);
    assert_int_equal(w.player.health, 30);
}

static void test_a_second_poison_does_not_add_to_the_first(void **state)
{
    (void)state;
    struct world w;
    world_init(&w, 1);
    item_drink(items(), &w.lore, kind("poison"), &w.player, &w.log, 1);
    status_tick(&w.player, NULL);
    status_tick(&w.player, NULL);
    item_drink(items(), &w.lore, kind("poison"), &w.player, &w.log, 3);
    assert_int_equal(w.player.status[STATUS_POISONED], 6);
}

static void test_regeneration_regenerates_for_twelve_turns(void **state)
{
    (void)state;
    struct world w;
    world_init(&w, 1);
    item_drink(items(), &w.lore, kind("regeneration"), &w.player, &w.log, 1);
    assert_int_equal(w.player.status[STATUS_REGENERATING], 12);
    assert_string_equal(said(&w.log, 0), "You feel your wounds begin to close.");
}

static void test_confusion_confuses_for_eight_turns(void **state)
{
    (void)state;
    struct world w;
    world_init(&w, 1);
    item_drink(items(), &w.lore, kind("confusion"), &w.player, &w.log, 1);
    assert_int_equal(w.player.status[STATUS_CONFUSED], 8);
    assert_string_equal(said(&w.log, 0), "You feel dizzy!");
}

static void test_only_potions_can_be_drunk(void **state)
{
    (void)state;
    struct world w;
    world_init(&w, 1);
    int slot = give(&w, "fear");
    assert_int_equal(item_act_drink(&w.env, slot), ITEM_CANNOT_DRINK);
    assert_string_equal(said(&w.log, 0), "You cannot drink that.");
    assert_int_equal(w.pack.count, 1);
    assert_false(item_known(&w.lore, items(), kind("fear")));
}

static void test_drinking_from_the_pack_uses_the_potion_up(void **state)
{
    (void)state;
    struct world w;
    world_init(&w, 1);
    give(&w, "dagger");
    int slot = give(&w, "confusion");
    give(&w, "sword");
    assert_int_equal(item_act_drink(&w.env, slot), ITEM_OK);
    assert_int_equal(w.pack.count, 2);
    assert_int_equal(w.pack.kinds[1], kind("sword"));
    assert_true(status_has(&w.player, STATUS_CONFUSED));
}

/* ---- scrolls ---- */

static const char *const hall[] = {
    "###########",
    "#.........#",
    "#.@..g..,.#",
    "#.........#",
    "#.#########",
    "#.......b.#",
    "###########",
};

static void new_game(struct game *g)
{
    assert_int_equal(game_new_from_ascii(g, 1, hall, ASCII_ROWS(hall), test_kinds()), 0);
}

static void test_fear_frightens_every_monster_in_sight_that_can_move(void **state)
{
    (void)state;
    struct game g;
    new_game(&g);
    int goblin = game_add_monster(&g, test_kind("goblin"), ASCII_FIND(hall, 'g'));
    int shrieker = game_add_monster(&g, test_kind("shrieker"), ASCII_FIND(hall, ','));
    int hidden = game_add_monster(&g, test_kind("bat"), ASCII_FIND(hall, 'b'));
    assert_false(world_sees(&g, g.floor.monsters[hidden].base.pos));
    /* A hunter that knows where the player is forgets it in its terror. */
    g.floor.monsters[goblin].state = STATE_HUNTING;
    g.floor.monsters[goblin].knows_player = true;
    g.floor.monsters[goblin].last_seen = g.run.player.pos;
    assert_int_equal(mind_scare(&g, 10), 1);
    assert_int_equal(g.floor.monsters[goblin].base.status[STATUS_AFRAID], 10);
    assert_int_equal(g.floor.monsters[goblin].state, STATE_FLEEING);
    assert_false(g.floor.monsters[goblin].knows_player);
    assert_false(status_has(&g.floor.monsters[shrieker].base, STATUS_AFRAID));
    assert_false(status_has(&g.floor.monsters[hidden].base, STATUS_AFRAID));
    assert_string_equal(msglog_get(&g.run.log, 0)->text, "The goblin flees in terror!");
    game_free(&g);
}

static void test_fear_with_no_one_to_frighten_echoes_and_fades(void **state)
{
    (void)state;
    struct game g;
    new_game(&g);
    game_add_monster(&g, test_kind("shrieker"), ASCII_FIND(hall, ','));
    assert_int_equal(mind_scare(&g, 10), 0);
    assert_string_equal(msglog_get(&g.run.log, 0)->text, "A dreadful cry echoes, and fades.");
    game_free(&g);
}

static void test_fear_leaves_a_fearless_monster_unmoved(void **state)
{
    (void)state;
    struct game g;
    new_game(&g);
    int zombie = game_add_monster(&g, test_kind("zombie"), ASCII_FIND(hall, 'g'));
    g.floor.monsters[zombie].state = STATE_HUNTING;
    assert_int_equal(mind_scare(&g, 10), 0);
    assert_false(status_has(&g.floor.monsters[zombie].base, STATUS_AFRAID));
    assert_int_equal(g.floor.monsters[zombie].state, STATE_HUNTING);
    assert_string_equal(msglog_get(&g.run.log, 1)->text, "The zombie is unmoved.");
    game_free(&g);
}

static void test_reading_fear_names_the_scroll_and_gives_its_turns(void **state)
{
    (void)state;
    struct world w;
    world_init(&w, 1);
    int slot = give(&w, "fear");
    struct outcome outcome = {0};
    w.env.outcome = &outcome;
    assert_int_equal(item_act_read(&w.env, slot, -1), ITEM_OK);
    assert_int_equal(w.pack.count, 0);
    assert_int_equal(outcome.effect, OUTCOME_FRIGHTEN);
    assert_int_equal(outcome.power, 10);
    assert_string_equal(said(&w.log, 0), "It was a scroll of fear.");
}

static void test_reading_fear_in_a_game_names_the_scroll_then_frightens(void **state)
{
    (void)state;
    struct game g;
    new_game(&g);
    game_use_items(&g, items());
    int goblin = game_add_monster(&g, test_kind("goblin"), ASCII_FIND(hall, 'g'));
    int slot;
    assert_int_equal(item_pack_add(&g.run.pack, items(), kind("fear"), &slot), ITEM_OK);
    assert_true(game_do(&g, (struct action){.kind = ACTION_READ, .slot = slot, .target = -1}).took);
    assert_int_equal(g.run.pack.count, 0);
    bool named = false, fled = false;
    for (int age = 0; msglog_get(&g.run.log, age); age++) {
        const char *text = msglog_get(&g.run.log, age)->text;
        named |= strcmp(text, "It was a scroll of fear.") == 0 && fled;
        fled |= strcmp(text, "The goblin flees in terror!") == 0;
    }
    assert_true(fled);
    assert_true(named);
    assert_int_equal(g.floor.monsters[goblin].state, STATE_FLEEING);
    assert_true(status_has(&g.floor.monsters[goblin].base, STATUS_AFRAID));
    game_free(&g);
}

static void test_identify_makes_the_chosen_item_known(void **state)
{
    (void)state;
    struct world w;
    world_init(&w, 1);
    give(&w, "healing");
    int target = give(&w, "poison");
    int scroll = give(&w, "identify");
    char unknown[ITEM_NAME_MAX];
    name_of(&w, "poison", unknown);
    assert_int_equal(item_act_read(&w.env, scroll, target), ITEM_OK);
    assert_true(item_known(&w.lore, items(), kind("identify")));
    assert_true(item_known(&w.lore, items(), kind("poison")));
    assert_false(item_known(&w.lore, items(), kind("healing")));
    char expected[2 * ITEM_NAME_MAX];
    snprintf(expected, sizeof expected, "The %s is a potion of poison.", strchr(unknown, ' ') + 1);
    assert_string_equal(said(&w.log, 0), expected);
    assert_string_equal(said(&w.log, 1), "It was a scroll of identify.");
}

static void test_identify_finds_the_target_after_the_scroll_leaves_the_pack(void **state)
{
    (void)state;
    struct world w;
    world_init(&w, 1);
    int scroll = give(&w, "identify");
    give(&w, "healing");
    int target = give(&w, "confusion");
    assert_int_equal(item_act_read(&w.env, scroll, target), ITEM_OK);
    assert_true(item_known(&w.lore, items(), kind("confusion")));
    assert_false(item_known(&w.lore, items(), kind("healing")));
}

static void test_identify_unread_takes_the_first_unknown_item(void **state)
{
    (void)state;
    struct world w;
    world_init(&w, 1);
    give(&w, "dagger");
    give(&w, "regeneration");
    give(&w, "healing");
    int scroll = give(&w, "identify");
    assert_int_equal(item_act_read(&w.env, scroll, -1), ITEM_OK);
    assert_true(item_known(&w.lore, items(), kind("regeneration")));
    assert_false(item_known(&w.lore, items(), kind("healing")));
}

static void test_identify_with_nothing_unknown_says_so(void **state)
{
    (void)state;
    struct world w;
    world_init(&w, 1);
    give(&w, "dagger");
    int scroll = give(&w, "identify");
    assert_int_equal(item_act_read(&w.env, scroll, 0), ITEM_OK);
    assert_string_equal(said(&w.log, 0), "You have nothing to identify.");
}

static void test_only_scrolls_can_be_read(void **state)
{
    (void)state;
    struct world w;
    world_init(&w, 1);
    int slot = give(&w, "healing");
    assert_int_equal(item_act_read(&w.env, slot, -1), ITEM_CANNOT_READ);
    assert_string_equal(said(&w.log, 0), "You cannot read that.");
    assert_int_equal(w.pack.count, 1);
}

/* ---- the pack ---- */

static void test_the_pack_holds_letters_a_to_z_and_no_more(void **state)
{
    (void)state;
    struct world w;
    world_init(&w, 1);
    /* Daggers: weapons take a slot each (potions would stack in one). */
    for (int i = 0; i < ITEM_PACK_MAX; i++) {
        int slot;
        assert_int_equal(item_pack_add(&w.pack, items(), kind("dagger"), &slot), ITEM_OK);
        assert_int_equal(slot, i);
        assert_int_equal(item_pack_letter(&w.pack, slot), 'a' + i);
        assert_int_equal(item_pack_slot(&w.pack, 'a' + i), i);
    }
    assert_int_equal(item_pack_letter(&w.pack, ITEM_PACK_MAX - 1), 'z');
    assert_int_equal(item_pack_add(&w.pack, items(), kind("dagger"), NULL), ITEM_PACK_FULL);
    assert_string_equal(item_result_message(ITEM_PACK_FULL), "Your pack is full.");
    assert_int_equal(w.pack.count, ITEM_PACK_MAX);
}

static void test_a_letter_without_an_item_is_no_slot(void **state)
{
    (void)state;
    struct world w;
    world_init(&w, 1);
    give(&w, "dagger");
    assert_int_equal(item_pack_slot(&w.pack, 'a'), 0);
    assert_int_equal(item_pack_slot(&w.pack, 'b'), -1);
    assert_int_equal(item_pack_slot(&w.pack, 'A'), -1);
    assert_int_equal(item_pack_slot(&w.pack, 27), -1);
}

/* Five items a to e; drop b: c, d and e keep their letters. */
static void test_dropping_b_leaves_the_later_letters_be(void **state)
{
    (void)state;
    struct world w;
    world_init(&w, 1);
    const char *names[] = {"dagger", "sword", "healing", "leather armour", "identify"};
    for (int i = 0; i < 5; i++)
        give(&w, names[i]);
    assert_int_equal(item_act_drop(&w.env, item_pack_slot(&w.pack, 'b')), ITEM_OK);
    assert_string_equal(said(&w.log, 0), "You drop a sword.");
    assert_int_equal(item_pack_slot(&w.pack, 'b'), -1);
    assert_int_equal(w.pack.kinds[item_pack_slot(&w.pack, 'a')], kind("dagger"));
    assert_int_equal(w.pack.kinds[item_pack_slot(&w.pack, 'c')], kind("healing"));
    assert_int_equal(w.pack.kinds[item_pack_slot(&w.pack, 'd')], kind("leather armour"));
    assert_int_equal(w.pack.kinds[item_pack_slot(&w.pack, 'e')], kind("identify"));
    /* The next drop of d drops the armour, not what came after it. */
    assert_int_equal(item_act_drop(&w.env, item_pack_slot(&w.pack, 'd')), ITEM_OK);
    assert_string_equal(said(&w.log, 0), "You drop leather armour.");
    assert_int_equal(w.pack.kinds[item_pack_slot(&w.pack, 'e')], kind("identify"));
}

/* A new item takes the first letter free; a stack keeps its letter. */
static void test_a_new_item_takes_the_first_free_letter(void **state)
{
    (void)state;
    struct world w;
    world_init(&w, 1);
    give(&w, "dagger");
    give(&w, "sword");
    give(&w, "healing");
    give(&w, "leather armour");
    item_pack_take(&w.pack, items(), item_pack_slot(&w.pack, 'b'), NULL);
    item_pack_take(&w.pack, items(), item_pack_slot(&w.pack, 'a'), NULL);
    /* A potion of healing more: onto its stack, still c. */
    int slot = give(&w, "healing");
    assert_int_equal(item_pack_letter(&w.pack, slot), 'c');
    assert_int_equal(item_pack_count(&w.pack, slot), 2);
    /* The first letter free is a, then b, then e. */
    assert_int_equal(item_pack_letter(&w.pack, give(&w, "chain mail")), 'a');
    assert_int_equal(item_pack_letter(&w.pack, give(&w, "strength")), 'b');
    assert_int_equal(item_pack_letter(&w.pack, give(&w, "poison")), 'e');
    /* Drinking one of two keeps the letter; the last takes it away. */
    item_pack_take(&w.pack, items(), item_pack_slot(&w.pack, 'c'), NULL);
    assert_int_equal(w.pack.kinds[item_pack_slot(&w.pack, 'c')], kind("healing"));
    item_pack_take(&w.pack, items(), item_pack_slot(&w.pack, 'c'), NULL);
    assert_int_equal(item_pack_slot(&w.pack, 'c'), -1);
    assert_int_equal(w.pack.kinds[item_pack_slot(&w.pack, 'd')], kind("leather armour"));
    /* Listed by letter: a b d e. */
    int order[ITEM_PACK_MAX];
    assert_int_equal(item_pack_by_letter(&w.pack, order), 4);
    const char want[] = "abde";
    for (int i = 0; i < 4; i++)
        assert_int_equal(item_pack_letter(&w.pack, order[i]), want[i]);
}

/* The letter told on picking up is the item's own. */
static void test_picking_up_says_the_free_letter(void **state)
{
    (void)state;
    struct world w;
    world_init(&w, 1);
    give(&w, "dagger");
    give(&w, "leather armour");
    item_pack_take(&w.pack, items(), item_pack_slot(&w.pack, 'a'), NULL);
    item_floor_add(&w.floor, kind("sword"), w.player.pos);
    assert_int_equal(item_act_pick_up(&w.env), ITEM_OK);
    assert_string_equal(said(&w.log, 0), "You pick up a sword (a).");
}

/* The pack list's numbers: a weapon's damage wielded and an armour's
 * defense worn, against what the player has now. */
static void test_the_pack_compares_weapons_and_armour_with_what_is_in_use(void **state)
{
    (void)state;
    struct world w;
    world_init(&w, 1);
    w.player.damage_min = 1;
    w.player.damage_max = 4;
    w.player.defense = 0;
    int dagger = give(&w, "dagger"), sword = give(&w, "sword");
    int leather = give(&w, "leather armour"), chain = give(&w, "chain mail");
    int potion = give(&w, "healing");
    char text[64];
    item_pack_compare(&w.pack, items(), sword, &w.player, text, sizeof text);
    assert_string_equal(text, "4-7; you now 1-4");
    assert_int_equal(item_equip(&w.pack, items(), dagger, &w.player), ITEM_OK);
    item_pack_compare(&w.pack, items(), sword, &w.player, text, sizeof text);
    assert_string_equal(text, "4-7; you now 2-5");
    item_pack_compare(&w.pack, items(), dagger, &w.player, text, sizeof text);
    assert_string_equal(text, "2-5");
    item_pack_compare(&w.pack, items(), chain, &w.player, text, sizeof text);
    assert_string_equal(text, "defense 3; you now 0");
    assert_int_equal(item_equip(&w.pack, items(), chain, &w.player), ITEM_OK);
    item_pack_compare(&w.pack, items(), leather, &w.player, text, sizeof text);
    assert_string_equal(text, "defense 1; you now 3");
    item_pack_compare(&w.pack, items(), chain, &w.player, text, sizeof text);
    assert_string_equal(text, "defense 3");
    item_pack_compare(&w.pack, items(), potion, &w.player, text, sizeof text);
    assert_string_equal(text, "");
    item_pack_compare(&w.pack, items(), 25, &w.player, text, sizeof text);
    assert_string_equal(text, "");
}

static void test_picking_up_takes_the_item_under_the_player(void **state)
{
    (void)state;
    struct world w;
    world_init(&w, 1);
    item_floor_add(&w.floor, kind("dagger"), w.player.pos);
    assert_int_equal(item_act_pick_up(&w.env), ITEM_OK);
    assert_int_equal(w.floor.count, 0);
    assert_int_equal(w.pack.count, 1);
    assert_string_equal(said(&w.log, 0), "You pick up a dagger (a).");
}

static void test_picking_up_nothing_takes_no_turn(void **state)
{
    (void)state;
    struct world w;
    world_init(&w, 1);
    item_floor_add(&w.floor, kind("dagger"), (struct pos){4, 3});
    assert_int_equal(item_act_pick_up(&w.env), ITEM_NOTHING_HERE);
    assert_string_equal(said(&w.log, 0), "There is nothing here to pick up.");
    assert_int_equal(w.floor.count, 1);
}

static void test_a_full_pack_leaves_the_item_on_the_floor(void **state)
{
    (void)state;
    struct world w;
    world_init(&w, 1);
    for (int i = 0; i < ITEM_PACK_MAX; i++)
        give(&w, "sword");
    item_floor_add(&w.floor, kind("dagger"), w.player.pos);
    assert_int_equal(item_act_pick_up(&w.env), ITEM_PACK_FULL);
    assert_string_equal(said(&w.log, 0), "Your pack is full.");
    assert_int_equal(w.floor.count, 1);
}

static void test_potions_of_one_kind_stack_in_one_slot_with_a_count(void **state)
{
    (void)state;
    struct world w;
    world_init(&w, 1);
    item_floor_add(&w.floor, kind("healing"), w.player.pos);
    assert_int_equal(item_act_pick_up(&w.env), ITEM_OK);
    char name[ITEM_NAME_MAX], line[MSGLOG_LINE];
    name_of(&w, "healing", name);
    snprintf(line, sizeof line, "You pick up %s (a).", name);
    assert_string_equal(said(&w.log, 0), line);
    /* Two more on one cell lie as one stack on the floor, and come up
     * together onto the first. */
    item_floor_add(&w.floor, kind("healing"), w.player.pos);
    item_floor_add(&w.floor, kind("healing"), w.player.pos);
    assert_int_equal(w.floor.count, 1);
    assert_int_equal(item_act_pick_up(&w.env), ITEM_OK);
    char two[ITEM_NAME_MAX];
    item_name_count(&w.lore, items(), kind("healing"), 2, two, sizeof two);
    snprintf(line, sizeof line, "You pick up %s (a, 3 in all).", two);
    assert_string_equal(said(&w.log, 0), line);
    assert_int_equal(w.floor.count, 0);
    assert_int_equal(w.pack.count, 1);
    assert_int_equal(item_pack_count(&w.pack, 0), 3);
    /* What the pack list shows: "3 murky potions". */
    char three[ITEM_NAME_MAX];
    item_name_count(&w.lore, items(), kind("healing"), 3, three, sizeof three);
    assert_int_equal(three[0], '3');
    assert_non_null(strstr(three, "potions"));
}

static void test_scrolls_stack_but_weapons_and_other_kinds_take_their_own_slot(void **state)
{
    (void)state;
    struct world w;
    world_init(&w, 1);
    give(&w, "fear");
    give(&w, "dagger");
    give(&w, "fear");
    give(&w, "dagger");
    give(&w, "identify");
    assert_int_equal(w.pack.count, 4);
    assert_int_equal(item_pack_count(&w.pack, 0), 2);
    assert_int_equal(item_pack_count(&w.pack, 1), 1);
    assert_int_equal(item_pack_count(&w.pack, 2), 1);
    assert_int_equal(w.pack.kinds[2], kind("dagger"));
    assert_int_equal(w.pack.kinds[3], kind("identify"));
}

static void test_a_full_pack_still_takes_a_potion_that_stacks(void **state)
{
    (void)state;
    struct world w;
    world_init(&w, 1);
    give(&w, "healing");
    for (int i = 1; i < ITEM_PACK_MAX; i++)
        give(&w, "sword");
    item_floor_add(&w.floor, kind("healing"), w.player.pos);
    assert_int_equal(item_act_pick_up(&w.env), ITEM_OK);
    assert_int_equal(item_pack_count(&w.pack, 0), 2);
    assert_int_equal(w.floor.count, 0);
}

static void test_drinking_from_a_stack_leaves_the_rest_under_its_letter(void **state)
{
    (void)state;
    struct world w;
    world_init(&w, 1);
    give(&w, "healing");
    give(&w, "healing");
    give(&w, "dagger");
    w.player.health = 10;
    assert_int_equal(item_act_drink(&w.env, 0), ITEM_OK);
    assert_int_equal(w.pack.count, 2);
    assert_int_equal(item_pack_count(&w.pack, 0), 1);
    assert_int_equal(w.pack.kinds[1], kind("dagger"));
    assert_int_equal(item_act_drink(&w.env, 0), ITEM_OK);
    assert_int_equal(w.pack.count, 1);
    assert_int_equal(w.pack.kinds[0], kind("dagger"));
}

static void test_dropping_from_a_stack_drops_one(void **state)
{
    (void)state;
    struct world w;
    world_init(&w, 1);
    give(&w, "fear");
    give(&w, "fear");
    assert_int_equal(item_act_drop(&w.env, 0), ITEM_OK);
    assert_int_equal(item_pack_count(&w.pack, 0), 1);
    assert_int_equal(w.floor.count, 1);
    assert_int_equal(w.floor.items[0].kind, kind("fear"));
}

static void test_taking_off_armour_keeps_it_and_takes_its_defense_away(void **state)
{
    (void)state;
    struct world w;
    world_init(&w, 1);
    int mail = give(&w, "chain mail");
    int sword = give(&w, "sword");
    assert_int_equal(item_act_equip(&w.env, mail), ITEM_OK);
    assert_int_equal(item_act_equip(&w.env, sword), ITEM_OK);
    assert_int_equal(w.player.defense, 3);
    assert_int_equal(w.player.damage_max, 4 + 3);
    assert_int_equal(item_act_take_off(&w.env, mail), ITEM_OK);
    assert_string_equal(said(&w.log, 0), "You take off your chain mail.");
    assert_int_equal(w.player.defense, 0);
    assert_false(w.pack.equipped[mail]);
    assert_int_equal(w.pack.count, 2);
    assert_int_equal(item_act_take_off(&w.env, sword), ITEM_OK);
    assert_string_equal(said(&w.log, 0), "You put away your sword.");
    assert_int_equal(w.player.damage_max, 4);
    assert_int_equal(item_act_take_off(&w.env, sword), ITEM_NOT_EQUIPPED);
    assert_string_equal(said(&w.log, 0), "You are not using that.");
    assert_int_equal(w.player.damage_max, 4);
}

static void test_the_newest_item_on_a_cell_is_picked_up_first(void **state)
{
    (void)state;
    struct world w;
    world_init(&w, 1);
    item_floor_add(&w.floor, kind("dagger"), w.player.pos);
    item_floor_add(&w.floor, kind("sword"), w.player.pos);
    assert_int_equal(item_floor_at(&w.floor, w.player.pos), 1);
    assert_int_equal(item_act_pick_up(&w.env), ITEM_OK);
    assert_int_equal(w.pack.kinds[0], kind("sword"));
    assert_int_equal(item_floor_at(&w.floor, w.player.pos), 0);
}

static void test_dropping_puts_the_item_down_and_moves_the_letters_up(void **state)
{
    (void)state;
    struct world w;
    world_init(&w, 1);
    give(&w, "dagger");
    give(&w, "sword");
    give(&w, "chain mail");
    assert_int_equal(item_act_drop(&w.env, 1), ITEM_OK);
    assert_string_equal(said(&w.log, 0), "You drop a sword.");
    assert_int_equal(w.pack.count, 2);
    assert_int_equal(w.pack.kinds[1], kind("chain mail"));
    int at = item_floor_at(&w.floor, w.player.pos);
    assert_true(at >= 0);
    assert_int_equal(w.floor.items[at].kind, kind("sword"));
    assert_int_equal(item_act_drop(&w.env, 5), ITEM_NO_SUCH_ITEM);
}

static void test_wielding_adds_the_weapons_damage(void **state)
{
    (void)state;
    struct world w;
    world_init(&w, 1);
    int sword = give(&w, "sword");
    assert_int_equal(item_act_equip(&w.env, sword), ITEM_OK);
    assert_string_equal(said(&w.log, 0), "You wield a sword.");
    assert_int_equal(w.player.damage_min, 4);
    assert_int_equal(w.player.damage_max, 7);
    assert_int_equal(item_pack_weapon(&w.pack, items()), sword);
    assert_string_equal(item_pack_weapon_name(&w.pack, items()), "sword");
    assert_null(item_pack_armour_name(&w.pack, items()));
}

static void test_wielding_another_weapon_replaces_the_first(void **state)
{
    (void)state;
    struct world w;
    world_init(&w, 1);
    int sword = give(&w, "sword");
    int dagger = give(&w, "dagger");
    item_act_equip(&w.env, sword);
    assert_int_equal(item_act_equip(&w.env, dagger), ITEM_OK);
    assert_int_equal(w.player.damage_min, 2);
    assert_int_equal(w.player.damage_max, 5);
    assert_false(w.pack.equipped[sword]);
    assert_string_equal(item_pack_weapon_name(&w.pack, items()), "dagger");
    /* Both are still in the pack. */
    assert_int_equal(w.pack.count, 2);
}

static void test_wearing_armour_adds_defense_and_replaces_the_old(void **state)
{
    (void)state;
    struct world w;
    world_init(&w, 1);
    int leather = give(&w, "leather armour");
    int mail = give(&w, "chain mail");
    assert_int_equal(item_act_equip(&w.env, leather), ITEM_OK);
    assert_string_equal(said(&w.log, 0), "You wear leather armour.");
    assert_int_equal(w.player.defense, 1);
    item_act_equip(&w.env, mail);
    assert_int_equal(w.player.defense, 3);
    assert_string_equal(item_pack_armour_name(&w.pack, items()), "chain mail");
    /* Armour and a weapon do not replace each other. */
    int dagger = give(&w, "dagger");
    item_act_equip(&w.env, dagger);
    assert_int_equal(w.player.defense, 3);
    assert_int_equal(item_pack_armour(&w.pack, items()), mail);
}

static void test_wielding_what_is_wielded_takes_no_turn(void **state)
{
    (void)state;
    struct world w;
    world_init(&w, 1);
    int sword = give(&w, "sword");
    item_act_equip(&w.env, sword);
    assert_int_equal(item_act_equip(&w.env, sword), ITEM_ALREADY_EQUIPPED);
    assert_int_equal(w.player.damage_max, 7);
}

static void test_only_weapons_and_armour_can_be_equipped(void **state)
{
    (void)state;
    struct world w;
    world_init(&w, 1);
    int potion = give(&w, "healing");
    assert_int_equal(item_act_equip(&w.env, potion), ITEM_CANNOT_EQUIP);
    assert_string_equal(said(&w.log, 0), "You cannot wield or wear that.");
    assert_int_equal(item_act_equip(&w.env, 3), ITEM_NO_SUCH_ITEM);
}

static void test_dropping_the_wielded_weapon_takes_its_damage_away(void **state)
{
    (void)state;
    struct world w;
    world_init(&w, 1);
    give(&w, "healing");
    int sword = give(&w, "sword");
    item_act_equip(&w.env, sword);
    assert_int_equal(item_act_drop(&w.env, sword), ITEM_OK);
    assert_int_equal(w.player.damage_min, 1);
    assert_int_equal(w.player.damage_max, 4);
    assert_int_equal(item_pack_weapon(&w.pack, items()), -1);
}

static void test_equipment_keeps_its_mark_when_letters_move(void **state)
{
    (void)state;
    struct world w;
    world_init(&w, 1);
    give(&w, "healing");
    int mail = give(&w, "chain mail");
    item_act_equip(&w.env, mail);
    assert_int_equal(item_act_drink(&w.env, 0), ITEM_OK);
    assert_int_equal(item_pack_armour(&w.pack, items()), 0);
    assert_int_equal(w.player.defense, 3);
}

static void test_queries_list_only_what_fits(void **state)
{
    (void)state;
    struct world w;
    world_init(&w, 1);
    assert_int_equal(item_query_count(&w.pack, &w.lore, items(), ITEM_QUERY_ANY), 0);
    assert_string_equal(item_query_none_message(ITEM_QUERY_ANY), "Your pack is empty.");
    assert_string_equal(item_query_none_message(ITEM_QUERY_DRINK), "You have nothing to drink.");
    give(&w, "healing");
    give(&w, "fear");
    give(&w, "dagger");
    give(&w, "chain mail");
    assert_int_equal(item_query_count(&w.pack, &w.lore, items(), ITEM_QUERY_ANY), 4);
    assert_int_equal(item_query_count(&w.pack, &w.lore, items(), ITEM_QUERY_DRINK), 1);
    assert_int_equal(item_query_count(&w.pack, &w.lore, items(), ITEM_QUERY_READ), 1);
    assert_int_equal(item_query_count(&w.pack, &w.lore, items(), ITEM_QUERY_EQUIP), 2);
    assert_int_equal(item_query_count(&w.pack, &w.lore, items(), ITEM_QUERY_IDENTIFY), 2);
    assert_true(item_query_fits(&w.pack, &w.lore, items(), 0, ITEM_QUERY_DRINK));
    assert_false(item_query_fits(&w.pack, &w.lore, items(), 1, ITEM_QUERY_DRINK));
    assert_false(item_query_fits(&w.pack, &w.lore, items(), 9, ITEM_QUERY_ANY));
}

/* ---- the floor ---- */

static void generated_map(struct map *map, uint64_t seed)
{
    struct rng rng;
    rng_seed(&rng, seed);
    assert_int_equal(map_init(map, MAP_WIDTH, MAP_HEIGHT), 0);
    map_generate(map, &rng);
}

/* No run is decided by a missing drop: on 100 maps and seeds the first
 * floor holds a weapon and the second an armour, from the floor's own
 * generator (the same seed lays the same floor). */
static void test_the_first_floor_holds_a_weapon_and_the_second_an_armour(void **state)
{
    (void)state;
    struct map map;
    generated_map(&map, 5);
    struct pos start = {map.rooms[0].x, map.rooms[0].y};
    for (uint64_t seed = 1; seed <= 100; seed++) {
        bool weapon = false, armour = false;
        struct rng rng;
        rng_seed(&rng, seed);
        struct item_floor floor = {0};
        item_place_floor(&floor, &map, items(), 1, start, &rng);
        for (int i = 0; i < floor.count; i++)
            weapon |= items()->kinds[floor.items[i].kind].class == ITEM_CLASS_WEAPON;
        item_place_floor(&floor, &map, items(), 2, start, &rng);
        for (int i = 0; i < floor.count; i++)
            armour |= items()->kinds[floor.items[i].kind].class == ITEM_CLASS_ARMOUR;
        assert_true(weapon);
        assert_true(armour);
    }
    map_free(&map);
}

/* A bow is found with arrows beside it: on 100 seeds, every launcher laid
 * has a stack of fired ammo on a cell next to it. */
static void test_a_bow_is_found_with_arrows_beside_it(void **state)
{
    (void)state;
    struct map map;
    generated_map(&map, 5);
    struct pos start = {map.rooms[0].x, map.rooms[0].y};
    int bows = 0;
    for (uint64_t seed = 1; seed <= 100; seed++) {
        struct rng rng;
        rng_seed(&rng, seed);
        struct item_floor floor = {0};
        item_place_floor(&floor, &map, real_items(), 1 + (int)(seed % 6), start, &rng);
        for (int i = 0; i < floor.count; i++) {
            if (real_items()->kinds[floor.items[i].kind].class != ITEM_CLASS_LAUNCHER)
                continue;
            bool arrows = false;
            for (int j = 0; j < floor.count; j++)
                arrows |= real_items()->kinds[floor.items[j].kind].fired &&
                          grid_adjacent(floor.items[i].pos, floor.items[j].pos);
            assert_true(arrows);
            bows++;
        }
    }
    assert_true(bows > 10);
    map_free(&map);
}

static void test_items_lie_only_on_floor_one_to_a_cell(void **state)
{
    (void)state;
    struct map map;
    generated_map(&map, 9);
    struct pos start = {map.rooms[0].x, map.rooms[0].y};
    for (uint64_t seed = 1; seed <= 50; seed++) {
        struct rng rng;
        rng_seed(&rng, seed);
        struct item_floor floor = {0};
        int placed = item_place_floor(&floor, &map, items(), 1, start, &rng);
        assert_int_equal(placed, floor.count);
        /* About 4 on the first floor, one either way, and a weapon where
         * the draw laid none. */
        assert_true(placed >= 3 && placed <= 6);
        struct item_floor deep = {0};
        placed = item_place_floor(&deep, &map, items(), 10, start, &rng);
        /* About 4 + 10 / 2 on the tenth. */
        assert_true(placed >= 8 && placed <= 10);
        for (int i = 0; i < floor.count; i++) {
            struct pos p = floor.items[i].pos;
            assert_true(map_walkable(&map, p.x, p.y));
            assert_false(grid_eq(p, start));
            assert_false(floor.items[i].seen);
            assert_int_equal(item_floor_at(&floor, p), i);
        }
    }
    map_free(&map);
}

static void test_the_same_seed_places_the_same_items(void **state)
{
    (void)state;
    struct map map;
    generated_map(&map, 4);
    struct item_floor one = {0}, two = {0};
    struct rng a, b;
    rng_seed(&a, 77);
    rng_seed(&b, 77);
    item_place_floor(&one, &map, items(), 1, (struct pos){-1, -1}, &a);
    item_place_floor(&two, &map, items(), 1, (struct pos){-1, -1}, &b);
    assert_int_equal(one.count, two.count);
    for (int i = 0; i < one.count; i++) {
        assert_int_equal(one.items[i].kind, two.items[i].kind);
        assert_true(grid_eq(one.items[i].pos, two.items[i].pos));
    }
    map_free(&map);
}

static void test_only_kinds_of_the_depth_are_placed(void **state)
{
    (void)state;
    static const char text[] = "name:deep\nclass:potion\neffect:healing\npower:1\ndepth:5-9\n"
                               "frequency:1000\n\n"
                               "name:shallow\nclass:scroll\neffect:identify\ndepth:1-1\n"
                               "frequency:1\n";
    struct item_kind_list list = {0};
    struct diag d = {0};
    assert_int_equal(item_kind_list_parse(&list, text, strlen(text), "t", &d), 0);
    struct map map;
    generated_map(&map, 2);
    struct rng rng;
    rng_seed(&rng, 3);
    struct item_floor floor = {0};
    item_place_floor(&floor, &map, &list, 1, (struct pos){-1, -1}, &rng);
    for (int i = 0; i < floor.count; i++)
        assert_int_equal(floor.items[i].kind, item_kind_find(&list, "shallow"));
    assert_int_equal(item_place_floor(&floor, &map, &list, 20, (struct pos){-1, -1}, &rng), 0);
    map_free(&map);
    item_kind_list_free(&list);
}

/* A floor at depth d gets 4 + d/2 items (d/2 rounded down), give or take
 * one: over many floors the fewest and the most are exactly those. */
static void
test_a_floor_gets_four_items_and_one_more_every_two_floors_give_or_take_one(void **state)
{
    (void)state;
    static const int about[] = {4, 5, 5, 6, 6, 7, 7, 8, 8, 9};
    struct map map;
    generated_map(&map, 2);
    struct rng rng;
    rng_seed(&rng, 11);
    for (int depth = 1; depth <= 10; depth++) {
        int fewest = 1000, most = 0;
        for (int n = 0; n < 200; n++) {
            struct item_floor floor = {0};
            int count =
                item_place_floor(&floor, &map, test_items(), depth, (struct pos){-1, -1}, &rng);
            fewest = count < fewest ? count : fewest;
            most = count > most ? count : most;
        }
        assert_int_equal(fewest, about[depth - 1] - 1);
        /* Floor 1 may get a weapon more, floor 2 an armour. */
        assert_int_equal(most, about[depth - 1] + 1 + (depth <= 2));
    }
    map_free(&map);
}

/* Items lie on plain floor: never on the stairs, nor on the cell where the
 * player arrives. A corridor of five cells, the stairs at both ends and the
 * player in the middle, leaves two cells for items. */
static void test_no_item_lies_on_the_stairs_or_where_the_player_arrives(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "#######",
        "#.....#",
        "#######",
    };
    struct map map;
    ASCII_MAP(&map, rows);
    map.tiles[map_index(&map, 1, 1)] = TILE_STAIRS;
    map.tiles[map_index(&map, 5, 1)] = TILE_STAIRS;
    struct pos arrival = {3, 1};
    for (uint64_t seed = 1; seed <= 20; seed++) {
        struct rng rng;
        rng_seed(&rng, seed);
        struct item_floor floor = {0};
        assert_int_equal(item_place_floor(&floor, &map, items(), 10, arrival, &rng), 2);
        assert_true(item_floor_at(&floor, (struct pos){2, 1}) >= 0);
        assert_true(item_floor_at(&floor, (struct pos){4, 1}) >= 0);
    }
    map_free(&map);
}

static void test_items_on_a_hand_drawn_map_lie_on_its_floor(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "#####",
        "#...#",
        "#.#.#",
        "#...#",
        "#####",
    };
    struct map map;
    ASCII_MAP(&map, rows);
    struct rng rng;
    rng_seed(&rng, 5);
    struct item_floor floor = {0};
    item_place_floor(&floor, &map, items(), 1, (struct pos){1, 1}, &rng);
    assert_true(floor.count >= 3);
    for (int i = 0; i < floor.count; i++)
        assert_true(map_walkable(&map, floor.items[i].pos.x, floor.items[i].pos.y));
    map_free(&map);
}

static void test_items_in_view_are_remembered(void **state)
{
    (void)state;
    struct game g;
    new_game(&g);
    struct item_floor floor = {0};
    item_floor_add(&floor, kind("dagger"), ASCII_FIND(hall, 'g'));
    item_floor_add(&floor, kind("sword"), ASCII_FIND(hall, 'b'));
    item_floor_see(&floor, &g.floor.map, g.cache.visible);
    assert_true(floor.items[0].seen);
    assert_false(floor.items[1].seen);
    game_free(&g);
}

/* ---- what flies: bows, arrows, darts, lightning and fireball ---- */

/* Ranged kinds with fixed numbers (doc/rules.md's), beside the tests. */
static const char ranged_text[] =
    "name:dagger\nclass:weapon\ncolour:180,185,200\ndamage:1\nrange:4\n"
    "depth:1-10\nfrequency:10\n\n"
    "name:sword\nclass:weapon\ncolour:200,205,220\ndamage:3\ndepth:1-10\nfrequency:10\n\n"
    "name:short bow\nclass:launcher\ncolour:165,120,70\ndepth:1-6\nfrequency:10\n\n"
    "name:long bow\nclass:launcher\ncolour:190,140,80\ndamage:2\ndepth:4-10\nfrequency:10\n\n"
    "name:arrow\nplural:arrows\nclass:ammo\ncolour:200,180,140\nharm:2-5\nrange:8\n"
    "flies:fired\nbreaks:3\nbundle:6-12\ndepth:1-10\nfrequency:10\n\n"
    "name:dart\nclass:ammo\ncolour:170,175,190\nharm:1-4\nrange:6\nflies:thrown\n"
    "breaks:5\nbundle:4-8\ndepth:1-8\nfrequency:10\n\n"
    "name:lightning\nclass:scroll\neffect:lightning\nharm:3-9\nrange:8\n"
    "depth:3-10\nfrequency:10\n\n"
    "name:fireball\nclass:scroll\neffect:fireball\nharm:4-10\nrange:8\n"
    "depth:5-10\nfrequency:10\n";

static const struct item_kind_list *ranged(void)
{
    static struct item_kind_list list;
    static struct diag diag;
    if (list.count == 0 &&
        item_kind_list_parse(&list, ranged_text, strlen(ranged_text), "ranged", &diag) != 0)
        fail_msg("ranged items do not parse: %s", diag.lines[0]);
    return &list;
}

static int ranged_kind(const char *name)
{
    int k = item_kind_find(ranged(), name);
    if (k < 0)
        fail_msg("no ranged item called %s", name);
    return k;
}

/* A world whose actions use the ranged kinds. */
static void ranged_world_init(struct world *w)
{
    world_init(w, 1);
    struct rng rng;
    rng_seed(&rng, 1);
    item_lore_shuffle(&w->lore, ranged(), &rng);
    w->env.kinds = ranged();
}

/* Gives count of the kind, as one pickup of a bundle does; returns the slot. */
static int give_ranged(struct world *w, const char *name, int count)
{
    int slot;
    assert_int_equal(item_pack_add_count(&w->pack, ranged(), ranged_kind(name), count, &slot),
                     ITEM_OK);
    return slot;
}

static void test_launchers_and_ammo_have_their_glyphs(void **state)
{
    (void)state;
    assert_int_equal(item_class_glyph(ITEM_CLASS_LAUNCHER), '}');
    assert_int_equal(item_class_glyph(ITEM_CLASS_AMMO), '{');
    assert_int_equal(item_glyph(ranged(), ranged_kind("long bow")), '}');
    assert_int_equal(item_glyph(ranged(), ranged_kind("dart")), '{');
}

static void test_the_ranged_fields_read_back(void **state)
{
    (void)state;
    const struct item_kind *arrow = &ranged()->kinds[ranged_kind("arrow")];
    assert_int_equal(arrow->class, ITEM_CLASS_AMMO);
    assert_int_equal(arrow->harm_min, 2);
    assert_int_equal(arrow->harm_max, 5);
    assert_int_equal(arrow->range, 8);
    assert_int_equal(arrow->fired, 1);
    assert_int_equal(arrow->breaks, 3);
    assert_int_equal(arrow->bundle_min, 6);
    assert_int_equal(arrow->bundle_max, 12);
    assert_string_equal(arrow->plural, "arrows");
    assert_int_equal(ranged()->kinds[ranged_kind("dart")].fired, 0);
    assert_int_equal(ranged()->kinds[ranged_kind("long bow")].damage, 2);
    assert_int_equal(ranged()->kinds[ranged_kind("short bow")].damage, 0);
    assert_int_equal(ranged()->kinds[ranged_kind("dagger")].range, 4);
    const struct item_kind *bolt = &ranged()->kinds[ranged_kind("lightning")];
    assert_true(item_kind_has(bolt, EFFECT_LIGHTNING));
    assert_int_equal(bolt->harm_min, 3);
    assert_int_equal(bolt->harm_max, 9);
    assert_int_equal(bolt->range, 8);
}

static void test_ranged_fields_out_of_place_are_errors_at_their_line(void **state)
{
    (void)state;
    static const char ammo[] = "name:bolt\nclass:ammo\ncolour:1,2,3\n";
    char text[512];
    snprintf(text, sizeof text, "%srange:8\nbundle:1-2\ndepth:1-2\nfrequency:1\n", ammo);
    expect_first_error(text,
                       "t.txt:1:1: item 'bolt': ammunition needs harm:MIN-MAX, its damage "
                       "when it hits");
    snprintf(text, sizeof text, "%sharm:1-2\nbundle:1-2\ndepth:1-2\nfrequency:1\n", ammo);
    expect_first_error(text, "t.txt:1:1: item 'bolt': ammunition needs range:N, how far it flies");
    snprintf(text, sizeof text, "%sharm:1-2\nrange:3\ndepth:1-2\nfrequency:1\n", ammo);
    expect_first_error(text,
                       "t.txt:1:1: item 'bolt': ammunition needs bundle:MIN-MAX, how many "
                       "lie together");
    expect_first_error("name:zap\nclass:scroll\neffect:lightning\nharm:3-9\ndepth:1-2\n"
                       "frequency:1\n",
                       "t.txt:1:1: item 'zap': lightning needs range:N, how far it flies");
    expect_first_error("name:fear\nclass:scroll\neffect:fear\nturns:3\nharm:1-2\ndepth:1-2\n"
                       "frequency:1\n",
                       "t.txt:5:1: item 'fear': fear does no harm; give no harm");
    expect_first_error("name:mail\nclass:armour\ncolour:1,2,3\ndefense:1\nrange:3\ndepth:1-2\n"
                       "frequency:1\n",
                       "t.txt:5:1: item 'mail': armour does not fly; give no range");
    expect_first_error("name:axe\nclass:weapon\ncolour:1,2,3\ndamage:1\nflies:fired\n"
                       "depth:1-2\nfrequency:1\n",
                       "t.txt:5:1: item 'axe': only ammunition is fired, not a weapon");
    expect_first_error("name:axe\nclass:weapon\ncolour:1,2,3\ndamage:1\nbreaks:3\n"
                       "depth:1-2\nfrequency:1\n",
                       "t.txt:5:1: item 'axe': only ammunition breaks, not a weapon");
    expect_first_error("name:bow\nclass:launcher\ncolour:1,2,3\nbundle:1-3\n"
                       "depth:1-2\nfrequency:1\n",
                       "t.txt:4:1: item 'bow': only ammunition comes in bundles, not a launcher");
    expect_first_error("name:bow\nclass:launcher\ncolour:1,2,3\nplural:bows\n"
                       "depth:1-2\nfrequency:1\n",
                       "t.txt:4:1: item 'bow': only ammunition is counted, not a launcher");
    expect_first_error("name:bow\nclass:launcher\ndepth:1-2\nfrequency:1\n",
                       "t.txt:1:1: item 'bow': a launcher needs colour:R,G,B (not 0,0,0)");
    expect_first_error("name:bow\nclass:launcher\ncolour:1,2,3\nflies:far\n"
                       "depth:1-2\nfrequency:1\n",
                       "t.txt:4:7: unknown way to fly 'far'");
    expect_first_error("name:bow\nclass:ammo\ncolour:1,2,3\nrange:21\n"
                       "depth:1-2\nfrequency:1\n",
                       "t.txt:4:7: range 21 is out of range 1..20");
}

static void test_ammunition_is_named_by_its_count(void **state)
{
    (void)state;
    struct world w;
    ranged_world_init(&w);
    char name[ITEM_NAME_MAX];
    item_name(&w.lore, ranged(), ranged_kind("arrow"), name, sizeof name);
    assert_string_equal(name, "an arrow");
    item_name_count(&w.lore, ranged(), ranged_kind("arrow"), 12, name, sizeof name);
    assert_string_equal(name, "12 arrows");
    /* No plural given: the name and an s. */
    item_name_count(&w.lore, ranged(), ranged_kind("dart"), 5, name, sizeof name);
    assert_string_equal(name, "5 darts");
    assert_true(item_known(&w.lore, ranged(), ranged_kind("dart")));
    assert_true(item_known(&w.lore, ranged(), ranged_kind("short bow")));
    assert_false(item_known(&w.lore, ranged(), ranged_kind("lightning")));
}

static void test_ammunition_stacks_and_a_bow_is_readied_beside_the_weapon(void **state)
{
    (void)state;
    struct world w;
    ranged_world_init(&w);
    int arrows = give_ranged(&w, "arrow", 7);
    assert_int_equal(give_ranged(&w, "arrow", 5), arrows);
    assert_int_equal(item_pack_count(&w.pack, arrows), 12);
    int sword = give_ranged(&w, "sword", 1);
    int bow = give_ranged(&w, "long bow", 1);
    assert_int_equal(w.pack.count, 3);
    assert_int_equal(item_act_equip(&w.env, sword), ITEM_OK);
    assert_int_equal(item_act_equip(&w.env, bow), ITEM_OK);
    assert_string_equal(said(&w.log, 0), "You ready a long bow.");
    /* Both stay equipped: the bow has a place of its own. */
    assert_true(w.pack.equipped[sword]);
    assert_true(w.pack.equipped[bow]);
    assert_int_equal(item_pack_launcher(&w.pack, ranged()), bow);
    assert_string_equal(item_pack_launcher_name(&w.pack, ranged()), "long bow");
    assert_int_equal(item_pack_weapon(&w.pack, ranged()), sword);
    /* Its damage is for the arrows, not the wearer's blows. */
    assert_int_equal(w.player.damage_min, 1 + 3);
    assert_int_equal(w.player.damage_max, 4 + 3);
    assert_int_equal(item_equip(&w.pack, ranged(), arrows, &w.player), ITEM_CANNOT_EQUIP);
    assert_int_equal(item_act_take_off(&w.env, bow), ITEM_OK);
    assert_string_equal(said(&w.log, 0), "You put away your long bow.");
    assert_int_equal(w.player.damage_min, 1 + 3);
}

static void test_fire_takes_arrows_from_the_bow_with_its_bonus(void **state)
{
    (void)state;
    struct world w;
    ranged_world_init(&w);
    give_ranged(&w, "dart", 4);
    int arrows = give_ranged(&w, "arrow", 9);
    int bow = give_ranged(&w, "long bow", 1);
    struct item_missile m;
    /* No bow readied: the darts. */
    assert_int_equal(item_missile_to_fire(&w.pack, ranged(), &m), ITEM_OK);
    assert_int_equal(m.kind, ranged_kind("dart"));
    assert_int_equal(m.slot, 0);
    assert_int_equal(m.damage_min, 1);
    assert_int_equal(m.damage_max, 4);
    assert_int_equal(m.range, 6);
    assert_int_equal(m.breaks, 5);
    assert_int_equal(item_equip(&w.pack, ranged(), bow, &w.player), ITEM_OK);
    assert_int_equal(item_missile_to_fire(&w.pack, ranged(), &m), ITEM_OK);
    assert_int_equal(m.kind, ranged_kind("arrow"));
    assert_int_equal(m.slot, arrows);
    assert_int_equal(m.damage_min, 2 + 2);
    assert_int_equal(m.damage_max, 5 + 2);
    assert_int_equal(m.range, 8);
    assert_int_equal(m.breaks, 3);
    assert_string_equal(item_missile_name(ranged(), m.kind), "arrow");
    /* One at a time leaves the pack. */
    assert_int_equal(item_pack_take(&w.pack, ranged(), m.slot, &w.player), m.kind);
    assert_int_equal(item_pack_count(&w.pack, arrows), 8);
}

static void test_with_nothing_to_fire_fire_says_so(void **state)
{
    (void)state;
    struct world w;
    ranged_world_init(&w);
    struct item_missile m;
    assert_int_equal(item_missile_to_fire(&w.pack, ranged(), &m), ITEM_NOTHING_TO_FIRE);
    assert_string_equal(item_result_message(ITEM_NOTHING_TO_FIRE), "You have nothing to fire.");
    /* Arrows without a bow are nothing to fire; a dagger beside them is
     * thrown. */
    give_ranged(&w, "arrow", 6);
    assert_int_equal(item_missile_to_fire(&w.pack, ranged(), &m), ITEM_NOTHING_TO_FIRE);
    int dagger = give_ranged(&w, "dagger", 1);
    assert_int_equal(item_missile_to_fire(&w.pack, ranged(), &m), ITEM_OK);
    assert_int_equal(m.slot, dagger);
}

static void test_throw_takes_darts_and_daggers_but_not_arrows(void **state)
{
    (void)state;
    struct world w;
    ranged_world_init(&w);
    int arrows = give_ranged(&w, "arrow", 6);
    int dagger = give_ranged(&w, "dagger", 1);
    int sword = give_ranged(&w, "sword", 1);
    int darts = give_ranged(&w, "dart", 4);
    struct item_missile m;
    assert_int_equal(item_missile_to_throw(&w.pack, ranged(), dagger, &m), ITEM_OK);
    /* What it deals wielded: bare hands (1-4) plus its damage. */
    assert_int_equal(m.damage_min, 1 + 1);
    assert_int_equal(m.damage_max, 4 + 1);
    assert_int_equal(m.range, 4);
    assert_int_equal(m.breaks, 0);
    assert_int_equal(m.kind, ranged_kind("dagger"));
    assert_int_equal(item_missile_to_throw(&w.pack, ranged(), darts, &m), ITEM_OK);
    assert_int_equal(m.range, 6);
    assert_int_equal(m.breaks, 5);
    assert_int_equal(item_missile_to_throw(&w.pack, ranged(), arrows, &m), ITEM_CANNOT_THROW);
    assert_int_equal(item_missile_to_throw(&w.pack, ranged(), sword, &m), ITEM_CANNOT_THROW);
    assert_int_equal(item_missile_to_throw(&w.pack, ranged(), 9, &m), ITEM_NO_SUCH_ITEM);
    assert_string_equal(item_result_message(ITEM_CANNOT_THROW), "You cannot throw that.");
    assert_int_equal(item_query_count(&w.pack, &w.lore, ranged(), ITEM_QUERY_THROW), 2);
    assert_true(item_query_fits(&w.pack, &w.lore, ranged(), dagger, ITEM_QUERY_THROW));
    assert_false(item_query_fits(&w.pack, &w.lore, ranged(), arrows, ITEM_QUERY_THROW));
    assert_string_equal(item_query_none_message(ITEM_QUERY_THROW), "You have nothing to throw.");
}

static void test_a_thrown_wielded_dagger_comes_off_first(void **state)
{
    (void)state;
    struct world w;
    ranged_world_init(&w);
    int dagger = give_ranged(&w, "dagger", 1);
    assert_int_equal(item_equip(&w.pack, ranged(), dagger, &w.player), ITEM_OK);
    assert_int_equal(w.player.damage_max, 5);
    struct item_missile m;
    assert_int_equal(item_missile_to_throw(&w.pack, ranged(), dagger, &m), ITEM_OK);
    assert_int_equal(item_pack_take(&w.pack, ranged(), m.slot, &w.player), ranged_kind("dagger"));
    assert_int_equal(w.player.damage_max, 4);
    assert_int_equal(w.pack.count, 0);
}

static void test_a_bundle_on_the_floor_is_one_item_and_comes_up_whole(void **state)
{
    (void)state;
    struct world w;
    ranged_world_init(&w);
    give_ranged(&w, "dart", 2);
    give_ranged(&w, "sword", 1);
    give_ranged(&w, "arrow", 8);
    int at = item_floor_add_count(&w.floor, ranged_kind("arrow"), 8, w.player.pos);
    /* One more landing there joins the stack. */
    assert_int_equal(item_floor_add(&w.floor, ranged_kind("arrow"), w.player.pos), at);
    assert_int_equal(w.floor.count, 1);
    assert_int_equal(item_floor_count(&w.floor.items[at]), 9);
    assert_int_equal(item_act_pick_up(&w.env), ITEM_OK);
    assert_string_equal(said(&w.log, 0), "You pick up 9 arrows (c, 17 in all).");
    assert_int_equal(w.floor.count, 0);
    assert_int_equal(item_pack_count(&w.pack, 2), 17);
    item_floor_add_count(&w.floor, ranged_kind("dart"), 12, w.player.pos);
    w.pack = (struct pack){0};
    assert_int_equal(item_act_pick_up(&w.env), ITEM_OK);
    assert_string_equal(said(&w.log, 0), "You pick up 12 darts (a).");
}

static void test_a_drop_from_a_stack_drops_one_onto_the_floors_stack(void **state)
{
    (void)state;
    struct world w;
    ranged_world_init(&w);
    int arrows = give_ranged(&w, "arrow", 5);
    assert_int_equal(item_act_drop(&w.env, arrows), ITEM_OK);
    assert_string_equal(said(&w.log, 0), "You drop an arrow.");
    assert_int_equal(item_act_drop(&w.env, arrows), ITEM_OK);
    assert_int_equal(item_pack_count(&w.pack, arrows), 3);
    assert_int_equal(w.floor.count, 1);
    assert_int_equal(item_floor_count(&w.floor.items[0]), 2);
}

/* Daggers, made to be thrown, stack as ammunition does: a stack of them
 * comes up whole, under one letter. */
static void test_a_stack_of_daggers_comes_up_whole_under_one_letter(void **state)
{
    (void)state;
    struct world w;
    ranged_world_init(&w);
    item_floor_add(&w.floor, ranged_kind("dagger"), w.player.pos);
    item_floor_add(&w.floor, ranged_kind("dagger"), w.player.pos);
    assert_int_equal(item_act_pick_up(&w.env), ITEM_OK);
    assert_string_equal(said(&w.log, 0), "You pick up 2 daggers (a).");
    assert_int_equal(w.pack.count, 1);
    assert_int_equal(item_pack_count(&w.pack, 0), 2);
    assert_int_equal(w.floor.count, 0);
}

static void test_ammunition_is_found_in_bundles_of_its_size(void **state)
{
    (void)state;
    struct map map;
    assert_int_equal(map_init(&map, 40, 20), 0);
    for (int y = 1; y < 19; y++)
        for (int x = 1; x < 39; x++)
            map.tiles[map_index(&map, x, y)] = TILE_FLOOR;
    struct item_kind_list arrows_only = {0};
    struct diag d = {0};
    static const char text[] = "name:arrow\nclass:ammo\ncolour:1,2,3\nharm:2-5\nrange:8\n"
                               "bundle:6-12\ndepth:1-10\nfrequency:1\n";
    assert_int_equal(item_kind_list_parse(&arrows_only, text, strlen(text), "t", &d), 0);
    struct item_floor floor;
    struct rng rng;
    rng_seed(&rng, 7);
    int least = 100, most = 0, seen[13] = {0};
    for (int n = 0; n < 100; n++) {
        item_place_floor(&floor, &map, &arrows_only, 1, (struct pos){1, 1}, &rng);
        for (int i = 0; i < floor.count; i++) {
            int c = item_floor_count(&floor.items[i]);
            least = c < least ? c : least;
            most = c > most ? c : most;
            if (c >= 0 && c <= 12)
                seen[c]++;
        }
    }
    assert_int_equal(least, 6);
    assert_int_equal(most, 12);
    assert_true(seen[9] > 0);
    item_kind_list_free(&arrows_only);
    map_free(&map);
}

static void test_reading_lightning_or_fireball_learns_it_and_strikes(void **state)
{
    (void)state;
    struct world w;
    ranged_world_init(&w);
    int slot = give_ranged(&w, "lightning", 1);
    struct outcome outcome = {0};
    w.env.outcome = &outcome;
    assert_int_equal(item_act_read(&w.env, slot, -1), ITEM_OK);
    assert_string_equal(said(&w.log, 0), "It was a scroll of lightning.");
    assert_int_equal(outcome.effect, OUTCOME_BOLT);
    assert_int_equal(outcome.damage_min, 3);
    assert_int_equal(outcome.damage_max, 9);
    assert_int_equal(outcome.range, 8);
    assert_int_equal(outcome.item, -1);
    assert_string_equal(outcome.name, "bolt of lightning");
    slot = give_ranged(&w, "fireball", 1);
    assert_int_equal(item_act_read(&w.env, slot, -1), ITEM_OK);
    assert_string_equal(said(&w.log, 0), "It was a scroll of fireball.");
    assert_int_equal(outcome.effect, OUTCOME_BURST);
    assert_int_equal(outcome.damage_min, 4);
    assert_int_equal(outcome.damage_max, 10);
    assert_int_equal(outcome.range, 8);
    assert_string_equal(outcome.name, "fireball");
    assert_int_equal(w.pack.count, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_each_class_has_its_glyph),
        cmocka_unit_test(test_a_bow_is_found_with_arrows_beside_it),
        cmocka_unit_test(test_each_class_and_effect_word_reads_back),
        cmocka_unit_test(test_the_real_items_file_has_every_kind_of_the_rules),
        cmocka_unit_test(test_a_good_item_reads_every_field),
        cmocka_unit_test(test_an_unknown_class_is_an_error_at_its_word),
        cmocka_unit_test(test_an_unknown_effect_is_an_error_at_its_word),
        cmocka_unit_test(test_an_item_without_a_class_is_an_error_at_its_name),
        cmocka_unit_test(test_an_item_with_two_classes_is_an_error),
        cmocka_unit_test(test_a_scroll_effect_on_a_potion_is_an_error),
        cmocka_unit_test(test_a_potion_without_an_effect_is_an_error),
        cmocka_unit_test(test_a_potion_with_a_colour_is_an_error),
        cmocka_unit_test(test_a_weapon_needs_a_colour_and_damage),
        cmocka_unit_test(test_armour_with_damage_is_an_error),
        cmocka_unit_test(test_a_status_effect_needs_its_turns_and_no_other_has_them),
        cmocka_unit_test(test_a_zero_bonus_is_out_of_range),
        cmocka_unit_test(test_more_potions_than_colours_is_an_error),
        cmocka_unit_test(test_more_kinds_than_the_most_is_an_error),
        cmocka_unit_test(test_loading_a_missing_items_file_says_it_cannot_open_it),
        cmocka_unit_test(test_loading_bad_items_returns_minus_one),
        cmocka_unit_test(test_unknown_potions_show_by_colour),
        cmocka_unit_test(test_unknown_scrolls_show_by_a_title_of_capitals),
        cmocka_unit_test(test_weapons_and_armour_are_always_known),
        cmocka_unit_test(test_known_potions_and_scrolls_show_their_kind),
        cmocka_unit_test(test_each_potion_hides_behind_its_own_colour),
        cmocka_unit_test(test_the_same_seed_deals_the_same_names),
        cmocka_unit_test(test_different_seeds_deal_different_names),
        cmocka_unit_test(test_names_stay_the_same_all_run),
        cmocka_unit_test(test_a_potion_is_drawn_in_its_colour_and_a_weapon_in_its_kinds),
        cmocka_unit_test(test_drinking_a_potion_identifies_its_kind),
        cmocka_unit_test(test_a_known_kind_is_not_announced_again),
        cmocka_unit_test(test_healing_gives_back_its_power_never_past_most),
        cmocka_unit_test(test_greater_healing_gives_back_all_and_cures_poison),
        cmocka_unit_test(test_strength_adds_to_both_ends_of_the_damage),
        cmocka_unit_test(test_poison_poisons_for_six_turns),
        cmocka_unit_test(test_a_second_poison_does_not_add_to_the_first),
        cmocka_unit_test(test_regeneration_regenerates_for_twelve_turns),
        cmocka_unit_test(test_confusion_confuses_for_eight_turns),
        cmocka_unit_test(test_only_potions_can_be_drunk),
        cmocka_unit_test(test_drinking_from_the_pack_uses_the_potion_up),
        cmocka_unit_test(test_fear_frightens_every_monster_in_sight_that_can_move),
        cmocka_unit_test(test_fear_with_no_one_to_frighten_echoes_and_fades),
        cmocka_unit_test(test_reading_fear_names_the_scroll_and_gives_its_turns),
        cmocka_unit_test(test_reading_fear_in_a_game_names_the_scroll_then_frightens),
        cmocka_unit_test(test_fear_leaves_a_fearless_monster_unmoved),
        cmocka_unit_test(test_identify_makes_the_chosen_item_known),
        cmocka_unit_test(test_identify_finds_the_target_after_the_scroll_leaves_the_pack),
        cmocka_unit_test(test_identify_unread_takes_the_first_unknown_item),
        cmocka_unit_test(test_identify_with_nothing_unknown_says_so),
        cmocka_unit_test(test_only_scrolls_can_be_read),
        cmocka_unit_test(test_the_pack_holds_letters_a_to_z_and_no_more),
        cmocka_unit_test(test_a_letter_without_an_item_is_no_slot),
        cmocka_unit_test(test_dropping_b_leaves_the_later_letters_be),
        cmocka_unit_test(test_a_new_item_takes_the_first_free_letter),
        cmocka_unit_test(test_picking_up_says_the_free_letter),
        cmocka_unit_test(test_the_pack_compares_weapons_and_armour_with_what_is_in_use),
        cmocka_unit_test(test_picking_up_takes_the_item_under_the_player),
        cmocka_unit_test(test_picking_up_nothing_takes_no_turn),
        cmocka_unit_test(test_a_full_pack_leaves_the_item_on_the_floor),
        cmocka_unit_test(test_potions_of_one_kind_stack_in_one_slot_with_a_count),
        cmocka_unit_test(test_scrolls_stack_but_weapons_and_other_kinds_take_their_own_slot),
        cmocka_unit_test(test_a_full_pack_still_takes_a_potion_that_stacks),
        cmocka_unit_test(test_drinking_from_a_stack_leaves_the_rest_under_its_letter),
        cmocka_unit_test(test_dropping_from_a_stack_drops_one),
        cmocka_unit_test(test_taking_off_armour_keeps_it_and_takes_its_defense_away),
        cmocka_unit_test(test_the_newest_item_on_a_cell_is_picked_up_first),
        cmocka_unit_test(test_dropping_puts_the_item_down_and_moves_the_letters_up),
        cmocka_unit_test(test_wielding_adds_the_weapons_damage),
        cmocka_unit_test(test_wielding_another_weapon_replaces_the_first),
        cmocka_unit_test(test_wearing_armour_adds_defense_and_replaces_the_old),
        cmocka_unit_test(test_wielding_what_is_wielded_takes_no_turn),
        cmocka_unit_test(test_only_weapons_and_armour_can_be_equipped),
        cmocka_unit_test(test_dropping_the_wielded_weapon_takes_its_damage_away),
        cmocka_unit_test(test_equipment_keeps_its_mark_when_letters_move),
        cmocka_unit_test(test_queries_list_only_what_fits),
        cmocka_unit_test(test_items_lie_only_on_floor_one_to_a_cell),
        cmocka_unit_test(test_the_first_floor_holds_a_weapon_and_the_second_an_armour),
        cmocka_unit_test(test_the_same_seed_places_the_same_items),
        cmocka_unit_test(test_only_kinds_of_the_depth_are_placed),
        cmocka_unit_test(
            test_a_floor_gets_four_items_and_one_more_every_two_floors_give_or_take_one),
        cmocka_unit_test(test_items_on_a_hand_drawn_map_lie_on_its_floor),
        cmocka_unit_test(test_no_item_lies_on_the_stairs_or_where_the_player_arrives),
        cmocka_unit_test(test_items_in_view_are_remembered),
        cmocka_unit_test(test_launchers_and_ammo_have_their_glyphs),
        cmocka_unit_test(test_the_ranged_fields_read_back),
        cmocka_unit_test(test_ranged_fields_out_of_place_are_errors_at_their_line),
        cmocka_unit_test(test_ammunition_is_named_by_its_count),
        cmocka_unit_test(test_ammunition_stacks_and_a_bow_is_readied_beside_the_weapon),
        cmocka_unit_test(test_fire_takes_arrows_from_the_bow_with_its_bonus),
        cmocka_unit_test(test_with_nothing_to_fire_fire_says_so),
        cmocka_unit_test(test_throw_takes_darts_and_daggers_but_not_arrows),
        cmocka_unit_test(test_a_thrown_wielded_dagger_comes_off_first),
        cmocka_unit_test(test_a_bundle_on_the_floor_is_one_item_and_comes_up_whole),
        cmocka_unit_test(test_a_drop_from_a_stack_drops_one_onto_the_floors_stack),
        cmocka_unit_test(test_a_stack_of_daggers_comes_up_whole_under_one_letter),
        cmocka_unit_test(test_ammunition_is_found_in_bundles_of_its_size),
        cmocka_unit_test(test_reading_lightning_or_fireball_learns_it_and_strikes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
