#define _POSIX_C_SOURCE 200809L

#include "run.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <sysexits.h>
#include <time.h>
#include <unistd.h>

#include "bot.h"
#include "murk/turn/game.h"
#include "files/files.h"
#include "files/group.h"
#include "record/record.h"
#include "replay/recording.h"

/* What one run came to: fixed size, so a child can send it down a pipe. */
struct run_result {
    int index;
    uint64_t seed;
    int outcome; /* 0 died, 1 won, 2 quit (stopped at BOT_RUN_MAX_TURNS) */
    int depth, turns, points;
    int killer; /* the kind that killed, or -1 (poison, or not killed) */
    char killer_name[64];
    int deaths_on_floor;          /* the floor it died on, or 0 */
    int floor_turns[GAME_FLOORS]; /* turns spent on each floor reached */
    int fights, fight_turns, long_fights; /* fights with one monster (struct fight_watch) */
};

/* Fights with one monster on floors 1 to FIGHT_FLOORS (issue 44's measure
 * of the flee-heal-return loop): from the first blow it takes, when no
 * other monster hunts the player, to its death; one that lives (it fled,
 * or the player left it) ends at the last blow it took. A fight longer
 * than FIGHT_LONG turns is a long one. */
enum { FIGHT_FLOORS = 5, FIGHT_LONG = 20 };
struct fight_watch {
    int depth;
    int id[GAME_MAX_MONSTERS], health[GAME_MAX_MONSTERS];
    int start[GAME_MAX_MONSTERS]; /* the turn of its first blow; 0 none yet, -1 not counted */
    int last[GAME_MAX_MONSTERS];  /* the turn of its last blow */
};

static void fight_end(struct run_result *r, int length)
{
    r->fights++;
    r->fight_turns += length;
    r->long_fights += length > FIGHT_LONG;
}

/* The floor is left (or the run ends): a fight still on ends at its last blow. */
static void fights_close(struct fight_watch *w, struct run_result *r)
{
    for (int i = 0; i < GAME_MAX_MONSTERS; i++)
        if (w->start[i] > 0)
            fight_end(r, w->last[i] - w->start[i]);
    memset(w, 0, sizeof *w);
}

static void fights_watch(struct fight_watch *w, const struct game *g, struct run_result *r)
{
    if (g->run.depth != w->depth) {
        fights_close(w, r);
        w->depth = g->run.depth;
    }
    if (w->depth > FIGHT_FLOORS)
        return;
    int hunters = 0;
    for (int i = 0; i < g->floor.monster_count; i++) {
        const struct monster *m = &g->floor.monsters[i];
        hunters += entity_alive(&m->base) && !m->ally && m->state == STATE_HUNTING;
    }
    for (int i = 0; i < g->floor.monster_count; i++) {
        const struct monster *m = &g->floor.monsters[i];
        if (m->id != w->id[i]) {
            w->id[i] = m->id;
            w->health[i] = m->base.health;
            w->start[i] = 0;
        }
        if (!entity_alive(&m->base)) {
            if (w->start[i] > 0)
                fight_end(r, g->run.turn - w->start[i]);
            w->start[i] = -1;
            continue;
        }
        if (m->base.health < w->health[i] && w->start[i] >= 0) {
            if (w->start[i] == 0)
                w->start[i] = hunters <= 1 && !m->ally ? g->run.turn : -1;
            w->last[i] = g->run.turn;
        }
        w->health[i] = m->base.health;
    }
}

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* The kind named in "a goblin" / "an ogre", or -1. */
static int killer_kind(const struct kind_list *kinds, const char *killer)
{
    const char *name = strchr(killer, ' ');
    return name ? kind_find(kinds, name + 1) : -1;
}

static int play_one(const struct bot_options *o, int index, const struct kind_list *kinds,
                    const struct item_kind_list *items, struct run_result *r)
{
    static struct game game;
    static struct fight_watch fights;
    memset(&fights, 0, sizeof fights);
    struct bot bot = {0};
    uint64_t seed = o->seed + (uint64_t)index;
    memset(r, 0, sizeof *r);
    r->index = index;
    r->seed = seed;
    if (game_new(&game, seed, kinds, items) != 0)
        return -1;
    /* A run recorded on the score list is a run of its own, however often
     * its seed is played; nothing it plays changes for it. */
    if (o->record_base)
        game_set_run_id(&game, files_random_u64());
    struct recorder rec = {0};
    if (o->record_dir) {
        char path[4096];
        snprintf(path, sizeof path, "%s/bot-%" PRIu64 ".murkrec", o->record_dir, seed);
        if (recorder_open(&rec, path, o->data_hash, &game) != 0) {
            fprintf(stderr, "murk: %s: cannot write: %s\n", path, strerror(errno));
            game_free(&game);
            return -1;
        }
    }
    if (o->record_base) {
        /* Its seeds are known before it plays: on the list, a seeded run. */
        struct action seeded = {.kind = ACTION_SEEDED, .slot = -1, .target = -1};
        game_do(&game, seeded);
        if (rec.file)
            recorder_action(&rec, &game, seeded);
    }
    int refused = 0, arrived = 0;
    while (!game.run.over && game.run.turn < BOT_RUN_MAX_TURNS && refused < 100) {
        struct action action = bot_act(&bot, &game);
        int depth = game.run.depth;
        bool took = game_do(&game, action).took;
        refused = took ? 0 : refused + 1;
        fights_watch(&fights, &game, r);
        if (game.run.depth != depth) {
            r->floor_turns[depth - 1] = game.run.turn - arrived;
            arrived = game.run.turn;
        }
        if (rec.file)
            recorder_action(&rec, &game, action);
    }
    fights_close(&fights, r);
    int status = rec.file ? recorder_close(&rec, &game) : 0;
    if (o->record_base) {
        /* Recorded like any finished run, so a host can keep the bot on its
         * score list. */
        struct record record;
        char why[RECORD_PATH_MAX + 256];
        int64_t now = (int64_t)time(NULL);
        record_of_game(&record, &game, o->name ? o->name : "bot", now, now);
        files_group_raise(); /* the shared folder's files, and only them */
        int written = record_write(o->record_base, &record, &game, why, sizeof why);
        files_group_lower();
        if (written != 0) {
            /* Kept pending, as a player's run is, and said so. */
            char kept[RECORD_PATH_MAX + 256];
            files_group_raise();
            int keep = o->keep ? o->keep(o, &game, kept, sizeof kept) : -1;
            files_group_lower();
            if (!o->keep)
                snprintf(kept, sizeof kept, "nothing keeps it");
            fprintf(stderr,
                    "murk: the run could not be recorded (%s); %s%s\n",
                    why,
                    keep == 0 ? "" : "nor kept: ",
                    kept);
            status = -1;
        }
    }
    r->outcome = game.run.won ? 1 : game.run.over ? 0 : 2;
    r->depth = game.run.depth;
    r->floor_turns[r->depth - 1] = game.run.turn - arrived;
    r->turns = game.run.turn;
    r->points = world_points(&game);
    r->killer = r->outcome == 0 ? killer_kind(kinds, game.run.killer) : -1;
    snprintf(r->killer_name, sizeof r->killer_name, "%s", r->outcome == 0 ? game.run.killer : "");
    r->deaths_on_floor = r->outcome == 0 ? game.run.depth : 0;
    bot_free(&bot);
    game_free(&game);
    return status;
}

/* A name as one word for key=value lines: "giant spider" -> giant_spider. */
static void one_word(const char *in, char *out, size_t size)
{
    snprintf(out, size, "%s", *in ? in : "-");
    for (char *c = out; *c; c++)
        if (*c == ' ')
            *c = '_';
}

static void print_run(const struct run_result *r, const struct kind_list *kinds)
{
    static const char *const outcomes[] = {"died", "won", "quit"};
    char killer[64];
    one_word(r->killer >= 0 ? kinds->kinds[r->killer].name : r->killer_name, killer, sizeof killer);
    printf("game=%d seed=%" PRIu64 " outcome=%s depth=%d turns=%d points=%d killer=%s floor_turns=",
           r->index + 1,
           r->seed,
           outcomes[r->outcome],
           r->depth,
           r->turns,
           r->points,
           killer);
    for (int f = 0; f < r->depth; f++)
        printf("%s%d", f ? "," : "", r->floor_turns[f]);
    printf(" fights=%d fight_turns=%d long_fights=%d\n", r->fights, r->fight_turns, r->long_fights);
}

/* Runs index, index + step, ... in a child, writing results to fd. */
static void child(const struct bot_options *o, int first, int step, int fd,
                  const struct kind_list *kinds, const struct item_kind_list *items)
{
    int status = 0;
    for (int i = first; i < o->games; i += step) {
        struct run_result r;
        if (play_one(o, i, kinds, items, &r) != 0)
            status = 1;
        if (write(fd, &r, sizeof r) != (ssize_t)sizeof r)
            status = 1;
    }
    close(fd);
    _exit(status);
}

static int compare_index(const void *a, const void *b)
{
    return ((const struct run_result *)a)->index - ((const struct run_result *)b)->index;
}

/* A directory that will not take the recordings is said once, before any
 * run, not once a run. */
static int check_record_dir(const char *dir)
{
    struct stat st;
    errno = 0;
    if (dir && (stat(dir, &st) != 0 || !S_ISDIR(st.st_mode) || access(dir, W_OK | X_OK) != 0)) {
        fprintf(
            stderr, "murk: --record %s: %s\n", dir, errno ? strerror(errno) : "not a directory");
        return EX_IOERR;
    }
    return EX_OK;
}

/* The runs in o->jobs processes, each result sent down the pipe fds as it
 * comes; results gets them in the order of their index, got their number.
 * Both ends of the pipe are closed here. */
static int play_forked(const struct bot_options *o, const struct kind_list *kinds,
                       const struct item_kind_list *items, int fds[2], struct run_result *results,
                       int *got)
{
    int status = EX_OK;
    fflush(stdout);
    for (int j = 0; j < o->jobs; j++) {
        pid_t pid = fork();
        if (pid < 0) {
            fprintf(stderr, "murk: cannot fork: %s\n", strerror(errno));
            status = EX_OSERR;
            break;
        }
        if (pid == 0) {
            close(fds[0]);
            child(o, j, o->jobs, fds[1], kinds, items);
        }
    }
    close(fds[1]);
    struct run_result r;
    while (read(fds[0], &r, sizeof r) == (ssize_t)sizeof r)
        if (r.index >= 0 && r.index < o->games && *got < o->games) {
            results[(*got)++] = r;
        }
    close(fds[0]);
    int child_status;
    while (wait(&child_status) > 0)
        if (!WIFEXITED(child_status) || WEXITSTATUS(child_status) != 0)
            status = EX_IOERR;
    qsort(results, (size_t)*got, sizeof *results, compare_index);
    return status;
}

/* The line of each run, then the summary: how the runs ended, how deep and
 * long they went, how fast, and what killed them. */
static void print_runs(const struct run_result *results, int got, double seconds,
                       const struct kind_list *kinds)
{
    int wins = 0, deaths = 0, quits = 0;
    long depth_sum = 0, turn_sum = 0;
    int *deaths_by = calloc((size_t)kinds->count + 1, sizeof *deaths_by);
    for (int i = 0; i < got; i++) {
        const struct run_result *r = &results[i];
        print_run(r, kinds);
        wins += r->outcome == 1;
        deaths += r->outcome == 0;
        quits += r->outcome == 2;
        depth_sum += r->depth;
        turn_sum += r->turns;
        if (r->outcome == 0 && deaths_by)
            deaths_by[r->killer >= 0 ? r->killer : kinds->count]++;
    }
    printf("games=%d wins=%d deaths=%d quits=%d mean_depth=%.2f mean_turns=%.1f "
           "turns_per_sec=%.0f deaths_by=",
           got,
           wins,
           deaths,
           quits,
           got ? (double)depth_sum / got : 0.0,
           got ? (double)turn_sum / got : 0.0,
           seconds > 0 ? (double)turn_sum / seconds : 0.0);
    bool first = true;
    for (int k = 0; deaths_by && k <= kinds->count; k++) {
        if (!deaths_by[k])
            continue;
        char name[64];
        one_word(k < kinds->count ? kinds->kinds[k].name : "poison", name, sizeof name);
        printf("%s%s:%d", first ? "" : ",", name, deaths_by[k]);
        first = false;
    }
    printf("%s\n", first ? "-" : "");
    free(deaths_by);
}

int bot_main(const struct bot_options *o, const struct kind_list *kinds,
             const struct item_kind_list *items)
{
    int status = check_record_dir(o->record_dir);
    if (status != EX_OK)
        return status;
    struct run_result *results = calloc((size_t)o->games, sizeof *results);
    if (!results) {
        fprintf(stderr, "murk: out of memory\n");
        return EX_OSERR;
    }
    double start = now_seconds();
    int got = 0;
    if (o->jobs <= 1) {
        for (int i = 0; i < o->games; i++) {
            if (play_one(o, i, kinds, items, &results[i]) != 0)
                status = EX_IOERR;
            got++;
        }
    } else {
        int fds[2];
        if (pipe(fds) != 0) {
            fprintf(stderr, "murk: cannot make a pipe: %s\n", strerror(errno));
            free(results);
            return EX_OSERR;
        }
        status = play_forked(o, kinds, items, fds, results, &got);
    }
    print_runs(results, got, now_seconds() - start, kinds);
    free(results);
    return got == o->games ? status : EX_SOFTWARE;
}
