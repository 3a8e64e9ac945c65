#define _POSIX_C_SOURCE 200809L

#include "bench_bot.h"

#include "bench_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "bot/bot.h"
#include "murk/game.h"

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
