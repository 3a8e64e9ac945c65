#define _POSIX_C_SOURCE 200809L

#include "bench_floors.h"

#include "bench_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "murk/turn/game.h"
#include "murk/base/item_kind.h"
#include "murk/base/kind.h"
#include "murk/base/mapgen_make.h"

enum { SEEDS = 100, TURN_SEEDS = 15, TURNS = 200 };

static int compare_doubles(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *values, int n)
{
    qsort(values, (size_t)n, sizeof *values, compare_doubles);
    return values[n / 2];
}

/* Down to the floor of the given depth, timing the making of each floor
 * into made_us[depth] (floor 2 on). */
static void go_down(struct game *g, int depth, double *made_us)
{
    while (g->run.depth < depth) {
        g->run.player.pos = world_stairs_down(g);
        game_rebuild_caches(g);
        double start = bench_now_us();
        game_do(g, (struct action){.kind = ACTION_DESCEND, .slot = -1, .target = -1});
        made_us[g->run.depth] = bench_now_us() - start;
    }
}

/* Turns waited out by a player nothing can kill: the monsters' side of the
 * turn on the floor's own population, woken by the player's presence. */
static double turn_us(struct game *g)
{
    g->run.player.health = g->run.player.health_max = 1000000;
    g->run.player.damage_min = g->run.player.damage_max = 0;
    for (int i = 0; i < g->floor.monster_count; i++)
        if (g->floor.monsters[i].state == STATE_ASLEEP)
            g->floor.monsters[i].state = STATE_WANDERING;
    double start = bench_now_us();
    for (int t = 0; t < TURNS; t++)
        game_do(g, (struct action){.kind = ACTION_WAIT, .slot = -1, .target = -1});
    return (bench_now_us() - start) / TURNS;
}

/* Each floor maker's map alone, lakes laid as on floor 5 (one in two):
 * the median of SEEDS. */
static void bench_floor_makers(void)
{
    static struct map map;
    static double made[SEEDS];
    if (map_init(&map, MAP_WIDTH, MAP_HEIGHT) != 0)
        return;
    for (int maker = 0; maker < MAKER_COUNT; maker++) {
        for (int s = 0; s < SEEDS; s++) {
            struct rng rng;
            rng_seed(&rng, (uint64_t)s + 1);
            double start = bench_now_us();
            mapgen_make(&map, (enum floor_maker)maker, 5, &rng);
            made[s] = bench_now_us() - start;
        }
        printf("map_%s_make_us=%.1f\n",
               mapgen_maker_word((enum floor_maker)maker),
               median(made, SEEDS));
    }
    map_free(&map);
}

/* A floor's making, timed as murk makes it: floor 1 as a new game after a
 * death (game_renew, in the buffers of the last game, which went down to
 * floor 10), and each floor below as the stairs make it. Printed: floors 1
 * and 10, the floor whose median is the worst, and the 99th percentile of
 * all. */
void bench_floors(void)
{
    static struct kind_list kinds;
    static struct item_kind_list items;
    bench_load_data(&kinds, &items);
    static double made[GAME_FLOORS + 1][SEEDS], turn1[TURN_SEEDS], turn10[TURN_SEEDS];
    static double column[SEEDS];
    static struct game g;
    double monsters1 = 0, monsters10 = 0;
    for (int s = 0; s < SEEDS; s++) {
        double start = bench_now_us();
        (s == 0 ? game_new : game_renew)(&g, (uint64_t)s + 1, &kinds, &items);
        made[1][s] = bench_now_us() - start;
        if (s < TURN_SEEDS) {
            monsters1 += g.floor.monster_count;
            turn1[s] = turn_us(&g);
            game_renew(&g, (uint64_t)s + 1, &kinds, &items);
        }
        double below[GAME_FLOORS + 1] = {0};
        go_down(&g, GAME_FLOORS, below);
        for (int d = 2; d <= GAME_FLOORS; d++)
            made[d][s] = below[d];
        if (s < TURN_SEEDS) {
            monsters10 += g.floor.monster_count;
            turn10[s] = turn_us(&g);
        }
    }
    game_free(&g);
    double worst = 0;
    int worst_depth = 1;
    for (int d = 1; d <= GAME_FLOORS; d++) {
        for (int s = 0; s < SEEDS; s++)
            column[s] = made[d][s];
        double m = median(column, SEEDS);
        if (d == 1)
            printf("floor_1_make_us=%.1f\n", m);
        if (d == GAME_FLOORS)
            printf("floor_10_make_us=%.1f\n", m);
        if (m > worst) {
            worst = m;
            worst_depth = d;
        }
    }
    printf("floor_worst_make_us=%.1f (floor %d, the median of %d games; the goal: any floor in 300)\n",
           worst, worst_depth, SEEDS);
    /* Every floor made, the first game's first (made afresh) aside: the
     * 99th percentile, a floor of caves with many tries. */
    static double all[GAME_FLOORS * SEEDS];
    int count = 0;
    for (int d = 1; d <= GAME_FLOORS; d++)
        for (int s = d == 1 ? 1 : 0; s < SEEDS; s++)
            all[count++] = made[d][s];
    qsort(all, (size_t)count, sizeof all[0], compare_doubles);
    printf("floor_p99_make_us=%.1f (of %d floors made)\n", all[count * 99 / 100], count);
    printf("floor_1_monsters=%.1f\n", monsters1 / TURN_SEEDS);
    printf("floor_10_monsters=%.1f\n", monsters10 / TURN_SEEDS);
    double t1 = median(turn1, TURN_SEEDS), t10 = median(turn10, TURN_SEEDS);
    printf("floor_1_turn_us=%.2f\n", t1);
    printf("floor_10_turn_us=%.2f\n", t10);
    printf("floor_10_over_1_turn=%.2f\n", t10 / t1);
    bench_floor_makers();
    kind_list_free(&kinds);
    item_kind_list_free(&items);
}
