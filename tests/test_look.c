/* The look panel's words: what is plain to see, and nothing more. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "murk/rules/combat.h"
#include "murk/turn/game.h"
#include "murk/rules/mind.h"
#include "murk/rules/look.h"
#include "murk/base/status.h"
#include "support/ascii_map.h"
#include "support/random_action.h"
#include "support/real_data.h"
#include "support/test_kinds.h"

static const char *const rows[] = {
    "####################",
    "#.@..g.....#.......#",
    "#..........#...k...#",
    "#..........#.......#",
    "####################",
};

static struct game g;
static char text[160];

static int setup(void **state)
{
    (void)state;
    assert_int_equal(game_new_from_ascii(&g, 1, rows, ASCII_ROWS(rows), test_kinds()), 0);
    game_add_monster(&g, test_kind("goblin"), ASCII_FIND(rows, 'g'));
    game_add_monster(&g, test_kind("goblin"), ASCII_FIND(rows, 'k'));
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    game_free(&g);
    return 0;
}

static const char *describe(struct pos p)
{
    look_describe(&g, p, text, sizeof text);
    return text;
}

static void test_a_seen_monster_is_named_with_how_hurt_it_looks(void **state)
{
    (void)state;
    assert_string_equal(describe(ASCII_FIND(rows, 'g')),
                        "A goblin, unhurt, wandering, unaware of you.");
    int goblin = world_monster_at(&g, ASCII_FIND(rows, 'g'));
    g.floor.monsters[goblin].base.health = 6;
    assert_string_equal(describe(ASCII_FIND(rows, 'g')),
                        "A goblin, lightly wounded, wandering, unaware of you.");
    g.floor.monsters[goblin].base.health = 5;
    assert_string_equal(describe(ASCII_FIND(rows, 'g')),
                        "A goblin, wounded, wandering, unaware of you.");
    g.floor.monsters[goblin].base.health = 2;
    assert_string_equal(describe(ASCII_FIND(rows, 'g')),
                        "A goblin, badly wounded, wandering, unaware of you.");
    g.floor.monsters[goblin].base.health = 1;
    assert_string_equal(describe(ASCII_FIND(rows, 'g')),
                        "A goblin, almost dead, wandering, unaware of you.");
    g.floor.monsters[goblin].base.health = 8;
}

/* The words of a monster's state and statuses, as look_monster_words gives
 * them to the side panel's list and to look alike. */
static const char *words_of(struct monster *m)
{
    static char words[LOOK_WORDS_MAX];
    look_monster_words(&g, m, words, sizeof words);
    return words;
}

static void test_each_state_has_its_word(void **state)
{
    (void)state;
    struct monster *m = &g.floor.monsters[world_monster_at(&g, ASCII_FIND(rows, 'g'))];
    m->state = STATE_ASLEEP;
    assert_string_equal(words_of(m), "asleep");
    m->state = STATE_WANDERING;
    assert_string_equal(words_of(m), "wandering, unaware of you");
    m->state = STATE_HUNTING;
    assert_string_equal(words_of(m), "hunting you");
    assert_string_equal(describe(m->base.pos), "A goblin, unhurt, hunting you.");
    m->state = STATE_FLEEING;
    assert_string_equal(words_of(m), "fleeing");
    m->state = STATE_WANDERING;
}

static void test_what_is_plain_to_see_but_never_turns_left(void **state)
{
    (void)state;
    struct pos at = ASCII_FIND(rows, 'g');
    int goblin = world_monster_at(&g, at);
    struct monster *m = &g.floor.monsters[goblin];
    m->state = STATE_ASLEEP;
    assert_string_equal(describe(at), "A goblin, unhurt, asleep.");
    m->state = STATE_FLEEING;
    m->base.status[STATUS_AFRAID] = 7;
    assert_string_equal(describe(at), "A goblin, unhurt, fleeing, afraid: will come back.");
    m->base.status[STATUS_POISONED] = 3;
    m->base.status[STATUS_REGENERATING] = 3;
    assert_string_equal(describe(at),
                        "A goblin, unhurt, fleeing, afraid: will come back, poisoned.");
    assert_string_equal(words_of(m), "fleeing, afraid: will come back, poisoned");
    m->base.status[STATUS_CONFUSED] = 5;
    assert_string_equal(words_of(m), "fleeing, afraid: will come back, poisoned, confused");
    /* No count of turns and no goal, in either. */
    m->has_target = true;
    m->target = (struct pos){9, 1};
    assert_null(strpbrk(describe(at), "0123456789"));
    assert_null(strpbrk(words_of(m), "0123456789"));
    m->has_target = false;
    m->base.status[STATUS_CONFUSED] = 0;
    m->base.status[STATUS_POISONED] = 0;
    m->base.status[STATUS_REGENERATING] = 0;
    m->base.status[STATUS_AFRAID] = 0;
    m->state = STATE_WANDERING;
}

/* "slow" and "regenerates" are a kind's ways: said once the player has
 * seen them, never before. */
/* The mind's words say what the state holds, and only that: a hunter that
 * lost the player searches where it did, or goes there; a fleer that
 * cannot see the player lies low; one badly hurt will come back only if
 * its kind has been seen to heal; an afraid one, not hurt, once its fear
 * passes. */
static void test_the_mind_says_what_the_state_holds(void **state)
{
    (void)state;
    struct pos at = ASCII_FIND(rows, 'g');
    struct monster *m = &g.floor.monsters[world_monster_at(&g, at)];
    struct monster was = *m;
    m->state = STATE_HUNTING;
    m->knows_player = true;
    m->last_seen = (struct pos){9, 3};
    m->base.sight = 1; /* it no longer sees the player, 3 cells off */
    assert_string_equal(words_of(m), "hunting, going where it saw you");
    m->search_turns = 2;
    assert_string_equal(words_of(m), "searching where it lost you");
    m->base.sight = was.base.sight;
    assert_string_equal(words_of(m), "hunting you");
    m->state = STATE_FLEEING;
    m->base.health = 2; /* of 8: badly wounded */
    assert_string_equal(words_of(m), "fleeing, hurt");
    recall_note_trait(&g.run.recall, m->kind, TRAIT_REGENERATES);
    assert_string_equal(words_of(m), "fleeing, hurt: will come back healed, regenerates");
    m->base.sight = 1;
    assert_string_equal(look_monster_mind(&g, m).state, "lying low");
    char more[LOOK_WORDS_MAX];
    look_monster_more(&g, m, more, sizeof more);
    assert_string_equal(more, "hurt: will come back healed, regenerates");
    *m = was;
    g.run.recall = (struct recall){0};
}

/* On many turns of seeded games, every monster in view has the words its
 * state gives: asleep only if asleep, fleeing or lying low only if
 * fleeing, wandering only if wandering, and hunting you only if hunting
 * and seeing the player (or knowing nothing of where they are). */
static void test_the_list_words_match_the_state_on_many_seeded_turns(void **state)
{
    (void)state;
    int checked = 0;
    for (uint64_t seed = 1; seed <= 12; seed++) {
        static struct game h;
        assert_int_equal(game_new(&h, seed, real_kinds(), real_items()), 0);
        struct rng r;
        rng_seed(&r, seed);
        for (int turn = 0; turn < 400 && !h.run.over; turn++) {
            game_do(&h, random_action(&r));
            for (int i = 0; i < h.floor.monster_count; i++) {
                const struct monster *m = &h.floor.monsters[i];
                if (!entity_alive(&m->base) || !world_sees(&h, m->base.pos))
                    continue;
                const char *word = look_monster_mind(&h, m).state;
                bool sees = world_monster_sees_player(&h, m);
                bool still = kind_has(world_kind_of(&h, m), TRAIT_STATIONARY);
                if (!strcmp(word, "asleep"))
                    assert_int_equal(m->state, STATE_ASLEEP);
                else if (!strcmp(word, "fleeing")) /* unseen, making for the stairs */
                    assert_true(m->state == STATE_FLEEING && (sees || mind_for_the_stairs(&h, m)));
                else if (!strcmp(word, "lying low"))
                    assert_true(m->state == STATE_FLEEING && !sees);
                else if (!strcmp(word, "wandering"))
                    assert_true(m->state == STATE_WANDERING && !still);
                else if (!strcmp(word, "hunting you"))
                    assert_true(m->state == STATE_HUNTING && sees);
                else if (!strcmp(word, "cornered"))
                    assert_true(m->state == STATE_FLEEING && m->cornered);
                else if (!strcmp(word, "following your trail"))
                    assert_true(m->state == STATE_HUNTING && !sees && m->on_trail);
                else if (!strcmp(word, "searching") || !strcmp(word, "hunting"))
                    assert_true(m->state == STATE_HUNTING && !sees && m->knows_player);
                else if (!strcmp(word, "following")) /* groups (test_group.c) */
                    assert_true(m->state == STATE_WANDERING && m->leader != 0);
                else if (!strcmp(word, "shouting") || !strcmp(word, "waiting"))
                    assert_true(m->state == STATE_HUNTING);
                else
                    assert_true(still && m->state != STATE_ASLEEP);
                checked++;
            }
        }
        game_free(&h);
    }
    assert_true(checked > 200);
}

static void test_slow_and_regenerates_once_seen(void **state)
{
    (void)state;
    struct game h;
    assert_int_equal(game_new_from_ascii(&h, 1, rows, ASCII_ROWS(rows), test_kinds()), 0);
    int zombie = game_add_monster(&h, test_kind("zombie"), ASCII_FIND(rows, 'g'));
    struct monster *z = &h.floor.monsters[zombie];
    char words[LOOK_WORDS_MAX];
    z->state = STATE_HUNTING;
    look_monster_words(&h, z, words, sizeof words);
    assert_string_equal(words, "hunting you");
    recall_note_awake(&h.run.recall, z->kind);
    look_monster_words(&h, z, words, sizeof words);
    assert_string_equal(words, "hunting you");
    recall_note_awake(&h.run.recall, z->kind);
    look_monster_words(&h, z, words, sizeof words);
    assert_string_equal(words, "hunting you, slow");
    z->state = STATE_ASLEEP; /* asleep, it shows no speed */
    look_monster_words(&h, z, words, sizeof words);
    assert_string_equal(words, "asleep");
    z->state = STATE_HUNTING;
    recall_note_trait(&h.run.recall, z->kind, TRAIT_REGENERATES);
    look_monster_words(&h, z, words, sizeof words);
    assert_string_equal(words, "hunting you, slow, regenerates");
    game_free(&h);
}

static void test_an_unseen_cell_says_nothing_of_what_stands_in_it(void **state)
{
    (void)state;
    struct pos hidden = ASCII_FIND(rows, 'k');
    assert_false(world_sees(&g, hidden));
    assert_string_equal(describe(hidden), "You have not seen this place.");
    g.floor.map.remembered[map_index(&g.floor.map, hidden.x, hidden.y)] = 1;
    assert_string_equal(describe(hidden), "Floor you remember.");
}

static void test_walls_floor_and_the_player_have_words_too(void **state)
{
    (void)state;
    assert_string_equal(describe((struct pos){0, 1}), "A wall.");
    assert_string_equal(describe((struct pos){3, 2}), "Floor.");
    assert_string_equal(describe(g.run.player.pos), "You, with 30 of 30 health.");
    assert_string_equal(describe((struct pos){-5, 99}), "You have not seen this place.");
}

static void test_tab_jumps_only_to_monsters_in_sight(void **state)
{
    (void)state;
    struct pos seen = ASCII_FIND(rows, 'g');
    assert_true(grid_eq(look_next_monster(&g, g.run.player.pos), seen));
    /* The only one in sight: it wraps back to itself. */
    assert_true(grid_eq(look_next_monster(&g, seen), seen));
}

static void test_wound_words_follow_health_left(void **state)
{
    (void)state;
    struct monster m = {.base = {.health = 3, .health_max = 3}};
    assert_string_equal(monster_wound_word(&m), "unhurt");
    m.base.health = 1;
    assert_string_equal(monster_wound_word(&m), "badly wounded");
    assert_true(monster_badly_wounded(&m));
    m.base.health = 2;
    assert_false(monster_badly_wounded(&m));
}

/* The words change at a sixth, a third and two thirds of the most health:
 * for a monster of 30, at 5, 10 and 20. */
static void test_wound_words_change_at_a_sixth_a_third_and_two_thirds(void **state)
{
    (void)state;
    static const struct {
        int health;
        const char *word;
    } bands[] = {
        {30, "unhurt"},
        {29, "lightly wounded"},
        {21, "lightly wounded"},
        {20, "wounded"},
        {11, "wounded"},
        {10, "badly wounded"},
        {6, "badly wounded"},
        {5, "almost dead"},
        {1, "almost dead"},
    };
    for (size_t i = 0; i < sizeof bands / sizeof bands[0]; i++) {
        struct monster m = {.base = {.health = bands[i].health, .health_max = 30}};
        assert_string_equal(monster_wound_word(&m), bands[i].word);
    }
}

/* The recall grows with what is seen: nothing known of a kind before; the
 * damage of its blows once one has hurt the player; its defense once the
 * player has struck one; its health from the first kill. */
static void test_the_recall_grows_with_what_is_seen(void **state)
{
    (void)state;
    static const char *const near[] = {
        "#######",
        "#.@g..#",
        "#######",
    };
    struct game h;
    assert_int_equal(game_new_from_ascii(&h, 1, near, ASCII_ROWS(near), test_kinds()), 0);
    int slot = game_add_monster(&h, test_kind("goblin"), ASCII_FIND(near, 'g'));
    int kind = h.floor.monsters[slot].kind;
    char lines[RECALL_LINES][RECALL_LINE];
    assert_int_equal(look_recall(&h, kind, lines, RECALL_LINES), RECALL_LINES);
    assert_string_equal(lines[0], "Health: unknown (none killed yet)");
    assert_string_equal(lines[1], "Damage: unknown (none has hurt you yet)");
    assert_string_equal(lines[2], "Defense: unknown (you have not struck one)");
    assert_string_equal(lines[3], "Speed: unknown (not seen awake long enough)");
    assert_string_equal(lines[4], "Traits seen: none yet");
    assert_string_equal(lines[5], "Killed: 0");
    struct blow blow = combat_monster_attacks(&h, slot);
    assert_true(blow.damage > 0);
    look_recall(&h, kind, lines, RECALL_LINES);
    char want[RECALL_LINE];
    snprintf(want, sizeof want, "Damage: %d-%d (seen in 1 blow)", blow.damage, blow.damage);
    assert_string_equal(lines[1], want);
    assert_string_equal(lines[2], "Defense: unknown (you have not struck one)");
    combat_player_attacks(&h, slot);
    look_recall(&h, kind, lines, RECALL_LINES);
    assert_string_equal(lines[2], "Defense: 1");
    assert_string_equal(lines[0], "Health: unknown (none killed yet)");
    world_count_kill(&h, slot);
    look_recall(&h, kind, lines, RECALL_LINES);
    assert_string_equal(lines[0], "Health: 8");
    assert_string_equal(lines[5], "Killed: 1");
    game_free(&h);
}

/* Traits are told once shown: a troll seen to heal, a spider's poison. */
static void test_traits_are_told_once_shown(void **state)
{
    (void)state;
    struct recall r = {0};
    int troll = test_kind("troll"), spider = test_kind("spider"), bat = test_kind("bat");
    const struct kind *kinds = test_kinds()->kinds;
    char lines[RECALL_LINES][RECALL_LINE];
    recall_lines(&r, &kinds[troll], troll, 0, lines, RECALL_LINES);
    assert_string_equal(lines[4], "Traits seen: none yet");
    recall_note_trait(&r, troll, TRAIT_REGENERATES);
    recall_lines(&r, &kinds[troll], troll, 0, lines, RECALL_LINES);
    assert_string_equal(lines[4], "Traits seen: heals itself");
    recall_note_effect(&r, spider, EFFECT_POISON);
    recall_lines(&r, &kinds[spider], spider, 0, lines, RECALL_LINES);
    assert_string_equal(lines[4], "Traits seen: poisons");
    recall_lines(&r, &kinds[bat], bat, 0, lines, RECALL_LINES);
    assert_string_equal(lines[4], "Traits seen: none yet");
    recall_lines(&r, &kinds[bat], bat, 1, lines, RECALL_LINES);
    assert_string_equal(lines[4], "Traits seen: always starts awake");
    int leech = test_kind("leech");
    recall_note_effect(&r, leech, EFFECT_DRAIN);
    recall_lines(&r, &kinds[leech], leech, 0, lines, RECALL_LINES);
    assert_string_equal(lines[4], "Traits seen: drains life");
    int zombie = test_kind("zombie");
    recall_note_awake(&r, zombie);
    recall_lines(&r, &kinds[zombie], zombie, 0, lines, RECALL_LINES);
    assert_string_equal(lines[3], "Speed: unknown (not seen awake long enough)");
    recall_note_awake(&r, zombie);
    recall_lines(&r, &kinds[zombie], zombie, 0, lines, RECALL_LINES);
    assert_string_equal(lines[3], "Speed: slow (acts every other turn)");
}

/* A troll healing in view is noted by the mind's turn; one out of view is
 * not. */
static void test_a_troll_seen_healing_is_known_to_regenerate(void **state)
{
    (void)state;
    struct game h;
    assert_int_equal(game_new_from_ascii(&h, 1, rows, ASCII_ROWS(rows), test_kinds()), 0);
    int hidden = game_add_monster(&h, test_kind("troll"), ASCII_FIND(rows, 'k'));
    struct outcome shot;
    h.floor.monsters[hidden].base.health = 5;
    mind_act(&h, hidden, &shot);
    int troll = test_kind("troll");
    assert_false(recall_knows_trait(&h.run.recall, troll, TRAIT_REGENERATES));
    int seen = game_add_monster(&h, troll, ASCII_FIND(rows, 'g'));
    h.floor.monsters[seen].base.health = 5;
    h.floor.monsters[seen].state = STATE_ASLEEP;
    mind_act(&h, seen, &shot);
    assert_true(recall_knows_trait(&h.run.recall, troll, TRAIT_REGENERATES));
    game_free(&h);
}

/* Whether two names share a word ("goblin", "goblin chief"). */
static bool share_a_word(const char *a, const char *b)
{
    char words[32];
    snprintf(words, sizeof words, "%s", a);
    for (char *w = strtok(words, " "); w; w = strtok(NULL, " ")) {
        size_t n = strlen(w);
        for (const char *at = strstr(b, w); at; at = strstr(at + 1, w))
            if ((at == b || at[-1] == ' ') && (at[n] == 0 || at[n] == ' '))
                return true;
    }
    return false;
}

/* The map tells kinds apart by glyph: two kinds share one only when they
 * are of a family, a word of the name shared (kobold, kobold scavenger);
 * the monkey and the mimic were both `m` (issue 44). */
static void test_only_kinds_of_a_family_share_a_glyph(void **state)
{
    (void)state;
    const struct kind_list *kinds = real_kinds();
    for (int a = 0; a < kinds->count; a++)
        for (int b = a + 1; b < kinds->count; b++)
            if (kinds->kinds[a].glyph == kinds->kinds[b].glyph &&
                !share_a_word(kinds->kinds[a].name, kinds->kinds[b].name))
                fail_msg("%s and %s are both %c",
                         kinds->kinds[a].name,
                         kinds->kinds[b].name,
                         kinds->kinds[a].glyph);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_only_kinds_of_a_family_share_a_glyph),
        cmocka_unit_test(test_a_seen_monster_is_named_with_how_hurt_it_looks),
        cmocka_unit_test(test_each_state_has_its_word),
        cmocka_unit_test(test_what_is_plain_to_see_but_never_turns_left),
        cmocka_unit_test(test_the_mind_says_what_the_state_holds),
        cmocka_unit_test(test_the_list_words_match_the_state_on_many_seeded_turns),
        cmocka_unit_test(test_slow_and_regenerates_once_seen),
        cmocka_unit_test(test_the_recall_grows_with_what_is_seen),
        cmocka_unit_test(test_traits_are_told_once_shown),
        cmocka_unit_test(test_a_troll_seen_healing_is_known_to_regenerate),
        cmocka_unit_test(test_an_unseen_cell_says_nothing_of_what_stands_in_it),
        cmocka_unit_test(test_walls_floor_and_the_player_have_words_too),
        cmocka_unit_test(test_tab_jumps_only_to_monsters_in_sight),
        cmocka_unit_test(test_wound_words_follow_health_left),
        cmocka_unit_test(test_wound_words_change_at_a_sixth_a_third_and_two_thirds),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
