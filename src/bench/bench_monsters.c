/* How the cost of a turn grows with the number of awake monsters. Every
 * wanderer and lost hunter walks toward a cell on a Dijkstra map; the path
 * cache shares and reuses those maps, and this says whether it works: the
 * per-turn cost should grow about linearly, not with a full scan each. */
#define _POSIX_C_SOURCE 200809L

#include "bench_monsters.h"

#include "bench_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "murk/game.h"
#include "murk/kind.h"
#include "murk/mind.h"

enum { WARM_TURNS = 20, TIMED_TURNS = 300, SEED = 42 };

/* A game on the standard map with exactly `count` awake monsters, a third
 * each wandering, hunting and fleeing, on random free floor. */
static void setup(struct game *game, const struct kind_list *kinds, int count)
{
    if (game_new(game, SEED, kinds, NULL) != 0) {
        fprintf(stderr, "bench: out of memory\n");
        exit(1);
    }
    game->floor.monster_count = 0;
    struct rng place;
    rng_seed(&place, 7);
    static const enum mind_state mix[] = {STATE_WANDERING, STATE_HUNTING, STATE_FLEEING};
    int kind = kind_find(kinds, "goblin");
    while (game->floor.monster_count < count) {
        struct pos p = {rng_range(&place, 1, game->floor.map.width - 2),
                        rng_range(&place, 1, game->floor.map.height - 2)};
        int index = game_add_monster(game, kind < 0 ? 0 : kind, p);
        if (index < 0)
            continue;
        struct monster *m = &game->floor.monsters[index];
        m->state = mix[index % 3];
        m->knows_player = m->state == STATE_HUNTING;
        m->last_seen = game->run.player.pos;
        if (m->state == STATE_FLEEING)
            m->base.health = 1;
    }
    /* The player must outlive the measurement, and the monsters too. */
    game->run.player.health = game->run.player.health_max = 1000000;
    game->run.player.damage_min = game->run.player.damage_max = 0;
}

/* The walk-toward maps scanned and looked up so far, over every
 * passability class. */
static long path_scans(const struct game *game)
{
    long scans = 0;
    for (int p = 0; p < PASS_COUNT; p++)
        scans += game->cache.classes[p].paths.scans;
    return scans;
}

static long path_lookups(const struct game *game)
{
    long lookups = 0;
    for (int p = 0; p < PASS_COUNT; p++)
        lookups += game->cache.classes[p].paths.lookups;
    return lookups;
}

/* Waits out the turns, so only the monsters' side of the turn varies. */
static double time_turns(struct game *game, int turns)
{
    double start = bench_now_us();
    for (int t = 0; t < turns; t++)
        game_do(game, (struct action){.kind = ACTION_WAIT, .dir = {0, 0}});
    return (bench_now_us() - start) / turns;
}

void bench_monsters(void)
{
    static struct kind_list kinds;
    bench_load_data(&kinds, NULL);
    static const int counts[] = {10, 40, 160};
    double us[3];
    static struct game game;
    for (int i = 0; i < 3; i++) {
        setup(&game, &kinds, counts[i]);
        time_turns(&game, WARM_TURNS);
        long scans = path_scans(&game), lookups = path_lookups(&game);
        us[i] = time_turns(&game, TIMED_TURNS);
        printf("monsters_%d_turn_us=%.2f\n", counts[i], us[i]);
        printf("monsters_%d_path_scans_per_turn=%.2f\n",
               counts[i],
               (double)(path_scans(&game) - scans) / TIMED_TURNS);
        printf("monsters_%d_path_lookups_per_turn=%.2f\n",
               counts[i],
               (double)(path_lookups(&game) - lookups) / TIMED_TURNS);
        game_free(&game);
    }
    printf("monsters_growth_40_over_10=%.2f\n", us[1] / us[0]);
    printf("monsters_growth_160_over_40=%.2f\n", us[2] / us[1]);
    kind_list_free(&kinds);
}
