/* A game made again from its save (src/core/turn/resume.c) is the game
 * saved, byte for byte: load and save again give the same bytes and the
 * same digest, for every field. A property over many deep states: the bot
 * plays the shipped data down floors 1 to 10 (kept alive, as test_bot's
 * floors test keeps it), and the game is saved and loaded after turns
 * spread over every floor: missiles lying where they fell, doors, groups,
 * what monsters carry and stole, allies, mimics, the followers between
 * floors. The states met are counted and printed. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "bot/bot.h"
#include "murk/turn/game.h"
#include "murk/turn/resume.h"
#include "murk/world/save.h"
#include "support/real_data.h"

/* What the states checked held, to say the property met them. */
struct met {
    int states, floors[GAME_FLOORS + 1], unseen_in_view, thrown, doors, led, carrying, allies,
        followers, disguised;
};

static void count_what_it_holds(const struct game *g, struct met *met)
{
    met->states++;
    met->floors[g->run.depth]++;
    for (int i = 0; i < g->floor.items.count; i++) {
        const struct item *it = &g->floor.items.items[i];
        met->thrown += it->thrown;
        if (!it->seen && g->cache.visible[map_index(&g->floor.map, it->pos.x, it->pos.y)])
            met->unseen_in_view++;
    }
    met->doors += g->cache.door_count > 0;
    for (int i = 0; i < g->floor.monster_count; i++) {
        const struct monster *m = &g->floor.monsters[i];
        met->led += m->leader != 0;
        met->carrying += m->carried_stacks > 0;
        met->allies += m->ally;
        met->disguised += m->disguise > 0;
    }
    met->followers += g->run.follower_count;
}

/* Saved, loaded and saved again: the same bytes, the same digest. */
static void round_trip(const struct game *g, uint64_t seed)
{
    struct save_buf first = {0}, second = {0};
    assert_int_equal(save_encode(g, &first), 0);
    struct game back;
    char why[256];
    int status = game_resume(&back,
                             g->kinds,
                             g->item_kinds,
                             SAVE_FORMAT_VERSION,
                             first.bytes,
                             first.len,
                             why,
                             sizeof why);
    if (status != 0)
        fail_msg("seed %d turn %d: a save did not load: %s", (int)seed, g->run.turn, why);
    assert_int_equal(save_encode(&back, &second), 0);
    if (second.len != first.len || memcmp(first.bytes, second.bytes, first.len) != 0 ||
        game_digest(&back) != game_digest(g))
        fail_msg("seed %d floor %d turn %d: loaded and saved again, the save differs",
                 (int)seed,
                 g->run.depth,
                 g->run.turn);
    game_free(&back);
    save_buf_free(&first);
    save_buf_free(&second);
}

static void test_a_save_loaded_and_saved_again_is_the_same_bytes(void **state)
{
    (void)state;
    enum { SEEDS = 6, ACTIONS = 12000, EVERY = 5 };
    struct met met = {0};
    for (uint64_t seed = 1; seed <= SEEDS; seed++) {
        struct game g;
        assert_int_equal(game_new(&g, seed, real_kinds(), real_items()), 0);
        /* Strong enough to go down every floor. */
        g.run.player.health = g.run.player.health_max = 1000;
        g.run.player.damage_min = 10;
        g.run.player.damage_max = 20;
        struct bot bot = {0};
        for (int n = 0; n < ACTIONS && !g.run.over; n++) {
            bool took = game_do(&g, bot_act(&bot, &g)).took;
            if (g.run.player.health < 500)
                g.run.player.health = 1000;
            if (took && (g.run.turn % EVERY == 0 || g.cache.visible == NULL)) {
                round_trip(&g, seed);
                count_what_it_holds(&g, &met);
            }
        }
        bot_free(&bot);
        game_free(&g);
    }
    print_message("%d states saved, loaded and saved again, the same bytes each; by floor:",
                  met.states);
    for (int f = 1; f <= GAME_FLOORS; f++)
        print_message(" %d", met.floors[f]);
    print_message("\n  holding: an item unseen in view %d, missiles on the floor %d, doors %d, "
                  "monsters led %d, carrying %d, allies %d, mimics %d, followers %d\n",
                  met.unseen_in_view,
                  met.thrown,
                  met.doors,
                  met.led,
                  met.carrying,
                  met.allies,
                  met.disguised,
                  met.followers);
    int deep = 0;
    for (int f = 1; f <= GAME_FLOORS; f++)
        deep += met.floors[f] > 0;
    assert_true(met.states >= 1000);
    assert_true(deep >= 8);
    assert_true(met.unseen_in_view > 0 && met.thrown > 0 && met.doors > 0 && met.led > 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_save_loaded_and_saved_again_is_the_same_bytes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
