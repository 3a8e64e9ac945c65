/* How big a save is and how long the save after every turn takes, on the
 * first floor and on the tenth, reached by a walker that heads for the
 * stairs and fights what stands in its way. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime, mkdtemp */

#include "bench_save.h"

#include "bench_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "murk/base/dmap.h"
#include "murk/turn/game.h"
#include "../replay/recording.h"
#include "../store/store.h"
#include "../run_end.h"

enum { SEED = 42, SAVES = 301, WALK_MAX = 20000 };

static void die(const char *what)
{
    fprintf(stderr, "bench: %s\n", what);
    exit(1);
}

static int compare_doubles(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* The median of SAVES saves of the same game, in microseconds. */
static double time_saves(struct store *store, const struct game *game)
{
    static double us[SAVES];
    char why[STORE_WHY_MAX];
    for (int i = 0; i < SAVES; i++) {
        double start = bench_now_us();
        if (store_save(store, game, false, why, sizeof why) != 0)
            die(why);
        us[i] = bench_now_us() - start;
    }
    qsort(us, SAVES, sizeof us[0], compare_doubles);
    return us[SAVES / 2];
}

/* The median of SAVES encodings alone, without the file, in microseconds. */
static double time_encodes(const struct game *game, struct save_buf *body)
{
    static double us[SAVES];
    for (int i = 0; i < SAVES; i++) {
        double start = bench_now_us();
        body->len = 0;
        if (save_encode(game, body) != 0)
            die("out of memory");
        us[i] = bench_now_us() - start;
    }
    qsort(us, SAVES, sizeof us[0], compare_doubles);
    return us[SAVES / 2];
}

/* The median of SAVES turns of waiting, each with the save after it. */
static double time_turns_with_saves(struct store *store, struct game *game)
{
    static double us[SAVES];
    char why[STORE_WHY_MAX];
    for (int i = 0; i < SAVES; i++) {
        double start = bench_now_us();
        game_do(game, (struct action){.kind = ACTION_WAIT});
        if (store_save(store, game, false, why, sizeof why) != 0)
            die(why);
        us[i] = bench_now_us() - start;
    }
    qsort(us, SAVES, sizeof us[0], compare_doubles);
    return us[SAVES / 2];
}

/* The median of SAVES turns of waiting, each with its action appended to
 * the game's recording through its mapping (no system call, no fsync): the
 * write a turn needs when the recording is the journal. */
static double time_turns_with_journal(const char *dir, uint64_t data_hash, struct game *game)
{
    static double us[SAVES];
    char path[600];
    snprintf(path, sizeof path, "%s/journal.murkrec", dir);
    struct recorder rec;
    if (recorder_open(&rec, path, data_hash, game) != 0)
        die("cannot open a recording");
    for (int i = 0; i < SAVES; i++) {
        struct action wait = {.kind = ACTION_WAIT, .slot = -1, .target = -1};
        double start = bench_now_us();
        game_do(game, wait);
        recorder_action(&rec, game, wait);
        if (rec.failed)
            die("cannot write the recording");
        us[i] = bench_now_us() - start;
    }
    recorder_close(&rec, game);
    remove(path);
    qsort(us, SAVES, sizeof us[0], compare_doubles);
    return us[SAVES / 2];
}

/* Walks to the stairs, through whatever stands in the way, and goes down.
 * Returns false when it cannot. */
static bool go_down(struct game *game)
{
    struct pos stairs = {-1, -1};
    const struct map *map = &game->floor.map;
    for (int y = 0; y < map->height; y++)
        for (int x = 0; x < map->width; x++)
            if (world_stairs_at(game, (struct pos){x, y}))
                stairs = (struct pos){x, y};
    if (stairs.x < 0)
        return false;
    struct dmap to;
    if (dmap_init(&to, map->width, map->height) != 0)
        die("out of memory");
    dmap_costs_from_map(&to, map);
    dmap_clear(&to);
    dmap_set_goal(&to, stairs, 0);
    dmap_scan(&to);
    struct rng rng;
    rng_seed(&rng, 1);
    int depth = game->run.depth;
    for (int step = 0; step < WALK_MAX && game->run.depth == depth && !game->run.over; step++) {
        if (grid_eq(game->run.player.pos, stairs)) {
            game_do(game, (struct action){.kind = ACTION_DESCEND});
            continue;
        }
        int dir = dmap_downhill(&to, game->run.player.pos, &rng, NULL, NULL);
        if (dir < 0)
            break;
        game_do(game, (struct action){.kind = ACTION_MOVE, .dir = grid_dir(dir)});
    }
    dmap_free(&to);
    return game->run.depth == depth + 1;
}

void bench_save(void)
{
    const char *src = getenv("MURK_SRCDIR");
    char data[512], why[STORE_WHY_MAX];
    snprintf(data, sizeof data, "%s/data", src ? src : ".");
    static struct kind_list kinds;
    static struct item_kind_list items;
    static struct diag diag;
    char path[600];
    snprintf(path, sizeof path, "%s/monsters.txt", data);
    if (kind_list_load(&kinds, path, &diag) != 0)
        die(path);
    snprintf(path, sizeof path, "%s/items.txt", data);
    if (item_kind_list_load(&items, path, &diag) != 0)
        die(path);
    uint64_t hash;
    if (store_data_hash(data, &hash, why, sizeof why) != 0)
        die(why);
    char base[] = "/tmp/murk-bench-XXXXXX";
    if (!mkdtemp(base))
        die("cannot make a temporary directory");
    static struct store store;
    if (store_open(&store, base, "bench", hash, why, sizeof why) != 0)
        die(why);

    static struct game game;
    if (game_new(&game, SEED, &kinds, &items) != 0)
        die("out of memory");
    struct save_buf body = {0};
    save_encode(&game, &body);
    printf("save_floor1_bytes=%zu\n", body.len);
    printf("save_floor1_us=%.1f\n", time_saves(&store, &game));
    printf("save_floor1_encode_us=%.1f\n", time_encodes(&game, &body));

    /* From here the player is a bench's privilege: strong enough that
     * nothing stops it, so the turns go on and the walker gets down. */
    game.run.player.health = game.run.player.health_max = 100000;
    game.run.player.damage_min = game.run.player.damage_max = 1000;
    printf("turn_with_save_floor1_us=%.1f\n", time_turns_with_saves(&store, &game));
    printf("turn_with_write_floor1_us=%.1f\n", time_turns_with_journal(base, hash, &game));
    while (game.run.depth < 10 && go_down(&game))
        ;
    if (game.run.depth == 10) {
        body.len = 0;
        save_encode(&game, &body);
        printf("save_floor10_bytes=%zu\n", body.len);
        printf("save_floor10_us=%.1f\n", time_saves(&store, &game));
        printf("save_floor10_encode_us=%.1f\n", time_encodes(&game, &body));
    } else {
        printf("save_floor10=unreached (the walker stopped on floor %d)\n", game.run.depth);
    }
    save_buf_free(&body);
    game_free(&game);
    run_end(&store, &game, why, sizeof why);
    store_close(&store);
    char lock[600];
    snprintf(lock, sizeof lock, "%s/save/bench.lock", base);
    remove(lock);
    snprintf(lock, sizeof lock, "%s/save", base);
    remove(lock);
    remove(base);
    kind_list_free(&kinds);
    item_kind_list_free(&items);
}
