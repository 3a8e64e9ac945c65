/* Speed figures for the two hot paths of a turn, Dijkstra maps and field of
 * view, against libtcod doing the same work on the same map. This is the
 * only program that links libtcod, and the only one that reads a clock. */
#define _POSIX_C_SOURCE 200809L

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <libtcod/fov.h>
#include <libtcod/path.h>

#include "bench_bot.h"
#include "bench_floors.h"
#include "bench_monsters.h"
#include "bench_save.h"
#include "murk/base/dmap.h"
#include "murk/base/fov.h"
#include "murk/base/map.h"
#include "murk/base/mapgen.h"
#include "murk/base/rng.h"
#include "bench_util.h"

enum {
    BENCH_SEED = 42,
    BENCH_ORIGINS = 64, /* floor cells every measurement starts from */
    BENCH_RUNS = 9,     /* the median of these is reported */
    FOV_RADIUS = 9,
};

/* Everything the measurements share, so both sides see the same input. */
struct bench {
    struct map map;
    struct pos origins[BENCH_ORIGINS];
    int origin_count;
    struct dmap dmap;
    uint8_t *visible;
    TCOD_Map *tcod_map;
    TCOD_dijkstra_t tcod_dijkstra;
    volatile uint64_t sink; /* results land here, so no work is optimised away */
};

static void die(const char *message)
{
    fprintf(stderr, "bench: %s\n", message);
    exit(EXIT_FAILURE);
}

static void bench_init(struct bench *b)
{
    memset(b, 0, sizeof *b);
    if (map_init(&b->map, MAP_WIDTH, MAP_HEIGHT) != 0)
        die("out of memory");
    struct rng rng;
    rng_seed(&rng, BENCH_SEED);
    map_generate(&b->map, &rng);

    /* Origins spread evenly over the floor cells in reading order. */
    int floors = 0;
    for (int i = 0; i < b->map.width * b->map.height; i++)
        floors += b->map.tiles[i] == TILE_FLOOR;
    if (floors == 0)
        die("the generated map has no floor");
    int step = floors / BENCH_ORIGINS > 0 ? floors / BENCH_ORIGINS : 1;
    for (int i = 0, seen = 0; i < b->map.width * b->map.height; i++) {
        if (b->map.tiles[i] != TILE_FLOOR)
            continue;
        if (seen++ % step == 0 && b->origin_count < BENCH_ORIGINS)
            b->origins[b->origin_count++] = (struct pos){i % b->map.width, i / b->map.width};
    }

    if (dmap_init(&b->dmap, b->map.width, b->map.height) != 0)
        die("out of memory");
    dmap_costs_from_map(&b->dmap, &b->map);
    b->visible = malloc((size_t)b->map.width * (size_t)b->map.height);
    if (!b->visible)
        die("out of memory");

    b->tcod_map = TCOD_map_new(b->map.width, b->map.height);
    if (!b->tcod_map)
        die("TCOD_map_new failed");
    for (int y = 0; y < b->map.height; y++)
        for (int x = 0; x < b->map.width; x++) {
            /* As ours: walked through where the player may go (a closed
             * door too, not water), seen through all but walls and closed
             * doors (water too). */
            bool way = map_way_through(&b->map, x, y);
            bool clear = !map_tile_opaque(b->map.tiles[map_index(&b->map, x, y)]);
            TCOD_map_set_properties(b->tcod_map, x, y, clear, way);
        }
    /* A diagonal step costs the same as an orthogonal one, as in ours. */
    b->tcod_dijkstra = TCOD_dijkstra_new(b->tcod_map, 1.0f);
    if (!b->tcod_dijkstra)
        die("TCOD_dijkstra_new failed");
}

static void bench_free(struct bench *b)
{
    TCOD_dijkstra_delete(b->tcod_dijkstra);
    TCOD_map_delete(b->tcod_map);
    free(b->visible);
    dmap_free(&b->dmap);
    map_free(&b->map);
}

static void ours_dmap(struct bench *b, struct pos from)
{
    dmap_clear(&b->dmap);
    dmap_set_goal(&b->dmap, from, 0);
    dmap_scan(&b->dmap);
    b->sink += (uint64_t)dmap_get(&b->dmap, b->origins[0]);
}

static void tcod_dmap(struct bench *b, struct pos from)
{
    TCOD_dijkstra_compute(b->tcod_dijkstra, from.x, from.y);
    b->sink += (uint64_t)(int64_t)TCOD_dijkstra_get_distance(
        b->tcod_dijkstra, b->origins[0].x, b->origins[0].y);
}

static void ours_fov(struct bench *b, struct pos from)
{
    fov_compute(&b->map, from, FOV_RADIUS, b->visible);
    b->sink += b->visible[map_index(&b->map, from.x + 1, from.y)];
}

static void tcod_fov(struct bench *b, struct pos from)
{
    TCOD_map_compute_fov(b->tcod_map, from.x, from.y, FOV_RADIUS, true, FOV_SYMMETRIC_SHADOWCAST);
    b->sink += TCOD_map_is_in_fov(b->tcod_map, from.x + 1, from.y);
}

/* Both Dijkstra maps must give every cell the same distance (libtcod keeps
 * hundredths, and -1 for what it cannot reach), or the race means nothing. */
static void check_dmaps_agree(struct bench *b)
{
    for (int o = 0; o < b->origin_count; o++) {
        ours_dmap(b, b->origins[o]);
        tcod_dmap(b, b->origins[o]);
        for (int y = 0; y < b->map.height; y++)
            for (int x = 0; x < b->map.width; x++) {
                int32_t ours = dmap_get(&b->dmap, (struct pos){x, y});
                float theirs = TCOD_dijkstra_get_distance(b->tcod_dijkstra, x, y);
                bool ours_none = ours >= DMAP_UNREACHABLE;
                bool theirs_none = theirs < 0.0f;
                if (ours_none != theirs_none || (!ours_none && (int32_t)(theirs + 0.5f) != ours)) {
                    fprintf(stderr,
                            "bench: dmaps disagree from (%d,%d) at (%d,%d): ours %ld, "
                            "libtcod %.2f\n",
                            b->origins[o].x,
                            b->origins[o].y,
                            x,
                            y,
                            (long)ours,
                            (double)theirs);
                    exit(EXIT_FAILURE);
                }
            }
    }
    printf("dmap_agree=yes\n");
}

typedef void (*bench_fn)(struct bench *b, struct pos from);

/* Microseconds per call over one pass: every origin, `reps` times. */
static double time_pass(struct bench *b, bench_fn fn, int reps)
{
    double start = bench_now_us();
    for (int r = 0; r < reps; r++)
        for (int o = 0; o < b->origin_count; o++)
            fn(b, b->origins[o]);
    return (bench_now_us() - start) / ((double)reps * b->origin_count);
}

static int compare_doubles(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Repetitions so that one pass of fn takes about 20 ms. */
static int calibrate(struct bench *b, bench_fn fn)
{
    int reps = 1;
    while (reps < (1 << 20)) {
        double per_call = time_pass(b, fn, reps);
        if (per_call * reps * b->origin_count >= 20000.0)
            break;
        reps *= 2;
    }
    return reps;
}

/* Runs ours and theirs in alternation, so drift in the machine's speed
 * falls on both, and reports the median of each. */
static void race(struct bench *b, bench_fn ours, bench_fn theirs, double *ours_us,
                 double *theirs_us)
{
    int ours_reps = calibrate(b, ours), theirs_reps = calibrate(b, theirs);
    double a[BENCH_RUNS], t[BENCH_RUNS];
    for (int run = 0; run < BENCH_RUNS; run++) {
        a[run] = time_pass(b, ours, ours_reps);
        t[run] = time_pass(b, theirs, theirs_reps);
    }
    qsort(a, BENCH_RUNS, sizeof a[0], compare_doubles);
    qsort(t, BENCH_RUNS, sizeof t[0], compare_doubles);
    *ours_us = a[BENCH_RUNS / 2];
    *theirs_us = t[BENCH_RUNS / 2];
}

int main(int argc, char **argv)
{
    /* The callgrind run of game_instructions.sh: only the bot's floor-1 turns. */
    if (argc == 3 && strcmp(argv[1], "--floor1-turns") == 0) {
        bench_floor1_turns(atoi(argv[2]));
        return 0;
    }
    /* The bot's choices on seeds 1..N, to compare before and after a change. */
    if (argc == 3 && strcmp(argv[1], "--bot-digests") == 0) {
        bench_bot_digests(atoi(argv[2]));
        return 0;
    }
    /* One monster case alone (bench_monsters.h), as before/monsters_only.c runs it. */
    if (argc == 3 && strcmp(argv[1], "--monsters-case") == 0)
        return bench_monsters_case(argv[2]);
    struct bench b;
    bench_init(&b);
    check_dmaps_agree(&b);

    double dmap_us, tcod_dmap_us, fov_us, tcod_fov_us;
    race(&b, ours_dmap, tcod_dmap, &dmap_us, &tcod_dmap_us);
    race(&b, ours_fov, tcod_fov, &fov_us, &tcod_fov_us);

    printf("dmap_us=%.2f\n", dmap_us);
    printf("tcod_dmap_us=%.2f\n", tcod_dmap_us);
    printf("dmap_speedup=%.2f\n", tcod_dmap_us / dmap_us);
    printf("fov_us=%.2f\n", fov_us);
    printf("tcod_fov_us=%.2f\n", tcod_fov_us);
    printf("fov_speedup=%.2f\n", tcod_fov_us / fov_us);
    bench_free(&b);
    bench_monsters();
    bench_floors();
    bench_bot();
    bench_save();
    return 0;
}
