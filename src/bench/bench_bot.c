#define _POSIX_C_SOURCE 200809L

#include "bench_bot.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "bot/bot.h"
#include "murk/game.h"

enum { BOT_RUNS = 30 };

static void load(struct kind_list *kinds, struct item_kind_list *items)
{
    const char *dir = getenv("MURK_SRCDIR");
    char path[512];
    static struct diag diag;
    snprintf(path, sizeof path, "%s/data/monsters.txt", dir ? dir : ".");
    int bad = kind_list_load(kinds, path, &diag);
    snprintf(path, sizeof path, "%s/data/items.txt", dir ? dir : ".");
    bad |= item_kind_list_load(items, path, &diag);
    if (bad) {
        fprintf(stderr, "bench: %s\n", diag.count ? diag.lines[0] : path);
        exit(1);
    }
}

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

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
        refused = game_do(game, bot_act(&bot, game)) ? 0 : refused + 1;
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
    load(&kinds, &items);
    long turns = 0;
    double start = now_s();
    for (int s = 1; s <= BOT_RUNS; s++)
        turns += play(&game, &kinds, &items, (uint64_t)s, GAME_FLOORS, 100000);
    double seconds = now_s() - start;
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
    load(&kinds, &items);
    long turns = 0;
    for (uint64_t s = 1; turns < wanted; s++)
        turns += play(&game, &kinds, &items, s, 1, wanted - turns);
    printf("turns=%ld\n", turns);
}
