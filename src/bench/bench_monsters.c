/* How the cost of a turn grows with the number of awake monsters. Every
 * wanderer walks toward one of the floor's waypoints and every lost hunter
 * toward where it last saw the player, each on a Dijkstra map; the
 * waypoints' maps are made once a floor and the path cache shares the
 * rest, and this says whether it works: the per-turn cost should grow
 * about linearly, not with a full scan each.
 *
 * The same cases are built against another build's core (the Makefile's
 * BENCH_BEFORE, main by default: before/monsters_only.c) and run by turns with
 * ours, so both figures come from one run on one machine's load. */
#define _POSIX_C_SOURCE 200809L

#include "bench_monsters.h"

#include "bench_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "murk/turn/game.h"
#include "murk/base/kind.h"
#include "murk/rules/mind.h"

enum { WARM_TURNS = 20, TIMED_TURNS = 300, SEED = 42, ROUNDS = 5, PLACE_TRIES = 100000 };

/* A case: how many monsters, and whether they stand scattered (a third
 * each wandering, hunting and fleeing) or as one pack of wanderers. */
struct monster_case {
    const char *name;
    int count;
    bool pack;
};

static const struct monster_case cases[] = {
    {"10", 10, false},
    {"40", 40, false},
    {"160", 160, false},
    {"300", 300, false},
    {"group30", 30, true},
};
enum { CASE_COUNT = sizeof cases / sizeof cases[0] };

/* What one case measured. */
struct case_figures {
    int placed;
    double turn_us, scans, lookups;
};

/* A pack's cell: within a growing square around one spot of the floor. */
static struct pos pack_cell(struct rng *place, const struct game *game, int tries)
{
    int spread = 2 + tries / 40;
    struct pos centre = {game->floor.map.width / 2, game->floor.map.height / 2};
    return (struct pos){centre.x + rng_range(place, -spread, spread),
                        centre.y + rng_range(place, -spread, spread)};
}

/* A game on the standard map with `count` awake monsters (fewer if the
 * build holds fewer: *placed says), on random free floor. */
static int setup(struct game *game, const struct kind_list *kinds, const struct monster_case *c)
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
    for (int tries = 0; game->floor.monster_count < c->count && tries < PLACE_TRIES; tries++) {
        struct pos p = c->pack ? pack_cell(&place, game, tries)
                               : (struct pos){rng_range(&place, 1, game->floor.map.width - 2),
                                              rng_range(&place, 1, game->floor.map.height - 2)};
        int index = game_add_monster(game, kind < 0 ? 0 : kind, p);
        if (index < 0)
            continue;
        struct monster *m = &game->floor.monsters[index];
        m->state = c->pack ? STATE_WANDERING : mix[index % 3];
        m->knows_player = m->state == STATE_HUNTING;
        m->last_seen = game->run.player.pos;
        if (m->state == STATE_FLEEING)
            m->base.health = 1;
    }
    /* The player must outlive the measurement, and the monsters too. */
    game->run.player.health = game->run.player.health_max = 1000000;
    game->run.player.damage_min = game->run.player.damage_max = 0;
    return game->floor.monster_count;
}

/* Dijkstra maps scanned (the path cache's and, in a build with them, the
 * waypoints') and path-cache lookups so far, over every passability class. */
static long path_scans(const struct game *game)
{
    long scans = 0;
    for (int p = 0; p < PASS_COUNT; p++) {
        scans += game->cache.classes[p].paths.scans;
#ifdef MURK_WAYPOINTS_H
        scans += game->cache.classes[p].waypoints.scans;
#endif
    }
    return scans;
}

static long path_lookups(const struct game *game)
{
    long lookups = 0;
    for (int p = 0; p < PASS_COUNT; p++)
        lookups += game->cache.classes[p].paths.lookups;
    return lookups;
}

/* Waits out the turns, so only the monsters' side of the turn varies. The
 * thread's CPU time, not the clock's: other programs on the machine then
 * move the figure less. */
static double time_turns(struct game *game, int turns)
{
    double start = bench_cpu_us();
    for (int t = 0; t < turns; t++)
        game_do(game, (struct action){.kind = ACTION_WAIT, .dir = {0, 0}});
    return (bench_cpu_us() - start) / turns;
}

static struct case_figures run_case(const struct kind_list *kinds, const struct monster_case *c)
{
    static struct game game;
    struct case_figures f = {.placed = setup(&game, kinds, c)};
    time_turns(&game, WARM_TURNS);
    long scans = path_scans(&game), lookups = path_lookups(&game);
    f.turn_us = time_turns(&game, TIMED_TURNS);
    f.scans = (double)(path_scans(&game) - scans) / TIMED_TURNS;
    f.lookups = (double)(path_lookups(&game) - lookups) / TIMED_TURNS;
    game_free(&game);
    return f;
}

static void print_case(const char *prefix, const struct monster_case *c, struct case_figures f)
{
    printf("%smonsters_%s_turn_us=%.2f\n", prefix, c->name, f.turn_us);
    if (f.placed != c->count)
        printf("%smonsters_%s_placed=%d\n", prefix, c->name, f.placed);
    printf("%smonsters_%s_path_scans_per_turn=%.2f\n", prefix, c->name, f.scans);
    printf("%smonsters_%s_path_lookups_per_turn=%.2f\n", prefix, c->name, f.lookups);
}

int bench_monsters_case(const char *name)
{
    static struct kind_list kinds;
    bench_load_data(&kinds, NULL);
    for (int i = 0; i < CASE_COUNT; i++)
        if (strcmp(cases[i].name, name) == 0) {
            print_case("", &cases[i], run_case(&kinds, &cases[i]));
            kind_list_free(&kinds);
            return 0;
        }
    kind_list_free(&kinds);
    fprintf(stderr, "bench: no monster case %s\n", name);
    return 1;
}

/* The other build's figures for one case, read from its lines; false when
 * it could not run. */
static bool before_case(const char *before, const struct monster_case *c, struct case_figures *f)
{
    char command[1024], line[256], key[128];
    snprintf(command, sizeof command, "'%s' --monsters-case %s", before, c->name);
    FILE *p = popen(command, "r");
    if (!p)
        return false;
    *f = (struct case_figures){.placed = c->count, .turn_us = -1};
    char head[64];
    int n = snprintf(head, sizeof head, "monsters_%s_", c->name);
    while (fgets(line, sizeof line, p)) {
        char *eq = strchr(line, '=');
        if (!eq || strncmp(line, head, (size_t)n) != 0 || (size_t)(eq - line) >= sizeof key)
            continue;
        memcpy(key, line + n, (size_t)(eq - line - n));
        key[eq - line - n] = '\0';
        double v = atof(eq + 1);
        if (strcmp(key, "turn_us") == 0)
            f->turn_us = v;
        else if (strcmp(key, "placed") == 0)
            f->placed = (int)v;
        else if (strcmp(key, "path_scans_per_turn") == 0)
            f->scans = v;
        else if (strcmp(key, "path_lookups_per_turn") == 0)
            f->lookups = v;
    }
    return pclose(p) == 0 && f->turn_us >= 0;
}

static int compare_figures(const void *a, const void *b)
{
    double x = ((const struct case_figures *)a)->turn_us;
    double y = ((const struct case_figures *)b)->turn_us;
    return (x > y) - (x < y);
}

static int index_of(const char *name)
{
    for (int i = 0; i < CASE_COUNT; i++)
        if (strcmp(cases[i].name, name) == 0)
            return i;
    return 0;
}

/* The ratios that say whether the cost grows linearly. */
static void print_growth(const char *prefix, const struct case_figures *f)
{
    double at40 = f[index_of("40")].turn_us;
    printf("%smonsters_growth_40_over_10=%.2f\n", prefix, at40 / f[index_of("10")].turn_us);
    printf("%smonsters_growth_160_over_40=%.2f\n", prefix, f[index_of("160")].turn_us / at40);
    printf("%smonsters_growth_300_over_40=%.2f\n", prefix, f[index_of("300")].turn_us / at40);
}

void bench_monsters(void)
{
    static struct kind_list kinds;
    bench_load_data(&kinds, NULL);
    const char *before = getenv("MURK_BENCH_BEFORE");
    bool with_before = before && *before;
    struct case_figures ours[CASE_COUNT], theirs[CASE_COUNT];
    for (int i = 0; i < CASE_COUNT; i++) {
        /* Rounds by turns, theirs then ours, so the machine's drift falls
         * on both; the median round of each is kept. */
        struct case_figures a[ROUNDS], t[ROUNDS];
        for (int r = 0; r < ROUNDS; r++) {
            if (with_before && !before_case(before, &cases[i], &t[r])) {
                fprintf(stderr, "bench: %s did not run; no before figures\n", before);
                with_before = false;
            }
            a[r] = run_case(&kinds, &cases[i]);
        }
        qsort(a, ROUNDS, sizeof a[0], compare_figures);
        ours[i] = a[ROUNDS / 2];
        print_case("", &cases[i], ours[i]);
        if (with_before) {
            qsort(t, ROUNDS, sizeof t[0], compare_figures);
            theirs[i] = t[ROUNDS / 2];
            print_case("before_", &cases[i], theirs[i]);
            printf(
                "monsters_%s_speedup=%.2f\n", cases[i].name, theirs[i].turn_us / ours[i].turn_us);
        }
    }
    print_growth("", ours);
    if (with_before) {
        print_growth("before_", theirs);
        printf("before_build=%s\n", before);
    }
    kind_list_free(&kinds);
}
