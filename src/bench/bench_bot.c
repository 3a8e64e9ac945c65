#define _POSIX_C_SOURCE 200809L

#include "bench_bot.h"

#include "bench_util.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "bot/bot.h"
#include "murk/turn/game.h"

enum { BOT_RUNS = 30 };

/* Plays seed with the bot until the run ends, or leaves floor max_depth,
 * or has taken max_turns. Returns the turns played. */
static long play(struct game *game, const struct kind_list *kinds,
                 const struct item_kind_list *items, uint64_t seed, int max_depth, long max_turns)
{
    struct bot bot = {0};
    game_new(game, seed, kinds, items);
    int refused = 0;
    while (!game->run.over && game->run.depth <= max_depth && game->run.turn < max_turns &&
           refused < 100)
        refused = game_do(game, bot_act(&bot, game)).took ? 0 : refused + 1;
    long turns = game->run.turn;
    bot_free(&bot);
    game_free(game);
    return turns;
}

void bench_bot(void)
{
    static struct kind_list kinds;
    static struct item_kind_list items;
    static struct game game;
    bench_load_data(&kinds, &items);
    long turns = 0;
    double start = (bench_now_us() / 1e6);
    for (int s = 1; s <= BOT_RUNS; s++)
        turns += play(&game, &kinds, &items, (uint64_t)s, GAME_FLOORS, 100000);
    double seconds = (bench_now_us() / 1e6) - start;
    printf("bot_runs=%d\n", BOT_RUNS);
    printf("bot_turns=%ld\n", turns);
    printf("bot_turns_per_sec=%.0f\n", (double)turns / seconds);
    kind_list_free(&kinds);
    item_kind_list_free(&items);
}

void bench_floor1_turns(int wanted)
{
    static struct kind_list kinds;
    static struct item_kind_list items;
    static struct game game;
    bench_load_data(&kinds, &items);
    long turns = 0;
    for (uint64_t s = 1; turns < wanted; s++)
        turns += play(&game, &kinds, &items, s, 1, wanted - turns);
    printf("turns=%ld\n", turns);
}

/* FNV-1a over an action's fields: every choice the bot made, refused or not. */
static uint64_t mix_action(uint64_t h, struct action a)
{
    int fields[] = {(int)a.kind, a.dir.x, a.dir.y, a.slot, a.target, a.cell.x, a.cell.y};
    for (size_t i = 0; i < sizeof fields / sizeof fields[0]; i++) {
        h ^= (uint64_t)(uint32_t)fields[i];
        h *= 1099511628211u;
    }
    return h;
}

void bench_bot_digests(int runs)
{
    static struct kind_list kinds;
    static struct item_kind_list items;
    static struct game game;
    bench_load_data(&kinds, &items);
    for (int s = 1; s <= runs; s++) {
        struct bot bot = {0};
        game_new(&game, (uint64_t)s, &kinds, &items);
        uint64_t actions = 14695981039346656037u;
        int refused = 0;
        while (!game.run.over && game.run.turn < 100000 && refused < 100) {
            struct action a = bot_act(&bot, &game);
            actions = mix_action(actions, a);
            refused = game_do(&game, a).took ? 0 : refused + 1;
        }
        printf("seed=%d turns=%d depth=%d actions=%016" PRIx64 " digest=%016" PRIx64 "\n",
               s,
               game.run.turn,
               game.run.depth,
               actions,
               game_digest(&game));
        bot_free(&bot);
        game_free(&game);
    }
    kind_list_free(&kinds);
    item_kind_list_free(&items);
}
