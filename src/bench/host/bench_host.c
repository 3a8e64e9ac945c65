/* make bench-host: N players on one machine, each a murk on a pty of its
 * own (host_game.h) sent keys at a person's pace, two a second, staggered
 * between games. For each N it prints the memory each game adds (what it
 * has to itself: Private_Clean + Private_Dirty), the CPU all games use
 * while every player waits for a key, and a key's latency: from its write
 * to the pty to the first byte of output after it, and to the output
 * going quiet (QUIET_MS without a byte: the frame done; not for `o`,
 * whose walk draws for as long as it goes).
 *
 *     bench_host MURK [N...]        (N: 10 50 100 by default)
 *
 * HOST_BENCH_SECONDS=S plays S seconds a round (else enough for about 600
 * keys, at least 15 s). The bench shares the machine with the games: its
 * own reading and timing are in the figures, as a terminal's would be. */
#define _XOPEN_SOURCE 700 /* nftw */
#define _DEFAULT_SOURCE  /* mkdtemp */

#include <errno.h>
#include <ftw.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "host_game.h"
#include "host_proc.h"

enum {
    KEY_GAP_MS = 500,  /* two keys a second */
    QUIET_MS = 20,     /* no output for this long: the answer is done */
    IDLE_SECONDS = 5,  /* the quiet window */
    MAX_GAMES = 1000,
    MAX_ROUNDS = 8,
};

static volatile sig_atomic_t host_stop;
static void host_on_signal(int sig)
{
    (void)sig;
    host_stop = 1;
}

static double host_now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1000.0 + (double)t.tv_nsec / 1e6;
}

struct host_samples {
    double *ms;
    size_t n, cap;
};

static void host_add(struct host_samples *s, double ms)
{
    if (s->n == s->cap) {
        size_t cap = s->cap ? s->cap * 2 : 1024;
        double *grown = realloc(s->ms, cap * sizeof *grown);
        if (!grown)
            return;
        s->ms = grown;
        s->cap = cap;
    }
    s->ms[s->n++] = ms;
}

static int host_compare(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* The value under which a share P of the samples lie (nearest rank). */
static double host_percentile(struct host_samples *s, double p)
{
    if (s->n == 0)
        return 0;
    qsort(s->ms, s->n, sizeof *s->ms, host_compare);
    size_t rank = (size_t)(p * (double)s->n + 0.999999);
    return s->ms[rank == 0 ? 0 : rank > s->n ? s->n - 1 : rank - 1];
}

static int host_compare_long(const void *a, const void *b)
{
    long x = *(const long *)a, y = *(const long *)b;
    return x < y ? -1 : x > y;
}

struct host_figures {
    int players;
    int ready;
    long private_median_kb, private_max_kb, pss_median_kb, rss_median_kb;
    double idle_cpu_ms;        /* all games, over the quiet window, /proc/PID/stat */
    double idle_sched_ms;      /* the same from schedstat (ns) */
    double wakeups_per_game_s; /* in the quiet window */
    double play_cores;         /* CPU used while keys went, in cores */
    double cpu_per_key_us;
    double first_p50, first_p99, done_p50, done_p99, worst_first;
    size_t keys, unanswered;
    int ended;                 /* games whose murk exited while played */
    double start_ms;           /* the last game's first frame, after the first start */
};

/* Every game's output read; the time poll came back is the time of every
 * byte it found (before any is read, so reading one pty does not delay
 * the next's figure). Returns the time. */
static double host_poll(struct host_game *games, int n, struct pollfd *fds, int wait_ms,
                        struct host_samples *first)
{
    for (int i = 0; i < n; i++) {
        fds[i].fd = games[i].fd;
        fds[i].events = POLLIN;
        fds[i].revents = 0;
    }
    int got = poll(fds, (nfds_t)n, wait_ms < 0 ? 0 : wait_ms);
    double now = host_now_ms();
    if (got <= 0)
        return now;
    for (int i = 0; i < n; i++) {
        if (!fds[i].revents)
            continue;
        struct host_game *g = &games[i];
        ssize_t r = host_game_drain(g);
        if (r < 0 || g->gone) {
            host_game_hang_up(g);
            continue;
        }
        if (r == 0)
            continue;
        if (g->waiting_first && first) {
            host_add(first, now - g->sent_ms);
            g->waiting_first = false;
            g->in_burst = true;
        }
        g->last_ms = now;
    }
    return now;
}

/* Sums what /proc says of every live game. */
static void host_total(struct host_game *games, int n, struct host_proc_use *sum)
{
    memset(sum, 0, sizeof *sum);
    for (int i = 0; i < n; i++) {
        struct host_proc_use use;
        if (games[i].gone || host_proc_read(games[i].pid, &use) != 0)
            continue;
        sum->cpu_ticks += use.cpu_ticks;
        sum->cpu_ns += use.cpu_ns;
        sum->wakeups += use.wakeups;
    }
}

/* Reads output for MS milliseconds, timing nothing. */
static void host_idle(struct host_game *games, int n, struct pollfd *fds, double ms)
{
    double until = host_now_ms() + ms;
    for (double now = host_now_ms(); now < until && !host_stop; now = host_now_ms())
        host_poll(games, n, fds, (int)(until - now) + 1, NULL);
}

/* The open answer of game G closed: its time to quiet, unless it was `o`. */
static void host_close_answer(struct host_game *g, char key, struct host_samples *done, size_t *unanswered)
{
    if (g->waiting_first) {
        /* Nothing to draw: a step into a wall. A person turns. */
        (*unanswered)++;
        g->steps_left = 0;
    }
    else if (g->in_burst && key != 'o')
        host_add(done, g->last_ms - g->sent_ms);
    g->waiting_first = false;
    g->in_burst = false;
}

static int host_remove(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
    (void)st;
    (void)flag;
    (void)ftw;
    return remove(path);
}

/* Hangs every game up (each saves and leaves) and waits for them: 10 s,
 * then SIGKILL. */
static void host_end_games(struct host_game *games, int n)
{
    for (int i = 0; i < n; i++)
        host_game_hang_up(&games[i]);
    double until = host_now_ms() + 10000;
    int left = n;
    while (left > 0 && host_now_ms() < until) {
        left = 0;
        for (int i = 0; i < n; i++) {
            if (games[i].pid <= 0)
                continue;
            if (waitpid(games[i].pid, NULL, WNOHANG) == games[i].pid)
                games[i].pid = 0;
            else
                left++;
        }
        if (left)
            nanosleep(&(struct timespec){0, 20 * 1000 * 1000}, NULL);
    }
    for (int i = 0; i < n; i++)
        if (games[i].pid > 0) {
            kill(games[i].pid, SIGKILL);
            waitpid(games[i].pid, NULL, 0);
            games[i].pid = 0;
        }
}

static int host_round(const char *murk, const char *top, int n, double play_s, struct host_figures *f)
{
    memset(f, 0, sizeof *f);
    f->players = n;
    struct host_game *games = calloc((size_t)n, sizeof *games);
    struct pollfd *fds = calloc((size_t)n, sizeof *fds);
    double *next = calloc((size_t)n, sizeof *next);
    char *last_key = calloc((size_t)n, 1);
    long *mem = calloc((size_t)n, sizeof *mem), *pss = calloc((size_t)n, sizeof *pss),
         *rss = calloc((size_t)n, sizeof *rss);
    struct host_samples first = {0}, done = {0};
    int status = -1;
    if (!games || !fds || !next || !last_key || !mem || !pss || !rss)
        goto out;
    char config[4096];
    snprintf(config, sizeof config, "%s/config", top);
    mkdir(config, 0700);

    /* The players log in one after another, 10 ms apart. */
    double began = host_now_ms();
    int started = 0;
    for (int i = 0; i < n && !host_stop; i++) {
        char dir[4096], name[32];
        snprintf(dir, sizeof dir, "%s/%d-%d", top, n, i);
        snprintf(name, sizeof name, "p%d", i);
        if (host_game_start(&games[i], murk, dir, name, 1000u + (unsigned)i, config) != 0) {
            fprintf(stderr, "bench_host: cannot start game %d: %s\n", i, strerror(errno));
            break;
        }
        started++;
        host_idle(games, started, fds, 10);
    }
    n = started;
    double wait_until = host_now_ms() + 60000;
    for (;;) {
        int ready = 0;
        for (int i = 0; i < n; i++)
            ready += games[i].ready;
        f->ready = ready;
        if (ready == n || host_now_ms() > wait_until || host_stop)
            break;
        host_poll(games, n, fds, 50, NULL);
    }
    f->start_ms = host_now_ms() - began;
    if (f->ready < n)
        fprintf(stderr, "bench_host: %d of %d games drew their first frame\n", f->ready, n);
    host_idle(games, n, fds, 1000);

    /* Play: every game a key each KEY_GAP_MS, game i offset i/n of it. */
    struct host_proc_use before, after;
    host_total(games, n, &before);
    double t0 = host_now_ms() + 100, end = t0 + play_s * 1000.0;
    for (int i = 0; i < n; i++)
        next[i] = t0 + (double)KEY_GAP_MS * i / n;
    double now = host_now_ms();
    while (now < end && !host_stop) {
        double soonest = end;
        for (int i = 0; i < n; i++) {
            struct host_game *g = &games[i];
            if (g->fd < 0)
                continue;
            if (g->in_burst && now - g->last_ms >= QUIET_MS)
                host_close_answer(g, last_key[i], &done, &f->unanswered);
            if (now >= next[i]) {
                host_close_answer(g, last_key[i], &done, &f->unanswered);
                char key = host_game_next_key(g);
                g->sent_ms = host_now_ms();
                if (host_game_send(g, key) == 0) {
                    last_key[i] = key;
                    g->waiting_first = true;
                    f->keys++;
                }
                next[i] += KEY_GAP_MS;
            }
            if (next[i] < soonest)
                soonest = next[i];
            if (g->in_burst && g->last_ms + QUIET_MS < soonest)
                soonest = g->last_ms + QUIET_MS;
        }
        now = host_poll(games, n, fds, (int)(soonest - host_now_ms()) + 1, &first);
    }
    for (int i = 0; i < n; i++)
        if (games[i].fd >= 0)
            host_close_answer(&games[i], last_key[i], &done, &f->unanswered);
    host_total(games, n, &after);
    double played_ms = host_now_ms() - t0;
    f->play_cores = (double)(after.cpu_ns - before.cpu_ns) / 1e6 / played_ms;
    f->cpu_per_key_us = f->keys ? (double)(after.cpu_ns - before.cpu_ns) / 1e3 / (double)f->keys : 0;
    for (int i = 0; i < n; i++)
        f->ended += games[i].gone;

    /* Every player now waits for a key: what do the games use? */
    host_idle(games, n, fds, 1500);
    host_total(games, n, &before);
    host_idle(games, n, fds, IDLE_SECONDS * 1000.0);
    host_total(games, n, &after);
    long hz = sysconf(_SC_CLK_TCK);
    f->idle_cpu_ms = (double)(after.cpu_ticks - before.cpu_ticks) * 1000.0 / (double)(hz > 0 ? hz : 100);
    f->idle_sched_ms = (double)(after.cpu_ns - before.cpu_ns) / 1e6;
    int live = n - f->ended;
    f->wakeups_per_game_s = live ? (double)(after.wakeups - before.wakeups) / live / IDLE_SECONDS : 0;

    int counted = 0;
    for (int i = 0; i < n; i++) {
        struct host_proc_use use;
        if (!games[i].gone && host_proc_read(games[i].pid, &use) == 0) {
            mem[counted] = use.private_kb;
            pss[counted] = use.pss_kb;
            rss[counted] = use.rss_kb;
            counted++;
        }
    }
    if (counted) {
        qsort(mem, (size_t)counted, sizeof *mem, host_compare_long);
        qsort(pss, (size_t)counted, sizeof *pss, host_compare_long);
        qsort(rss, (size_t)counted, sizeof *rss, host_compare_long);
        f->private_median_kb = mem[counted / 2];
        f->private_max_kb = mem[counted - 1];
        f->pss_median_kb = pss[counted / 2];
        f->rss_median_kb = rss[counted / 2];
    }
    f->first_p50 = host_percentile(&first, 0.50);
    f->first_p99 = host_percentile(&first, 0.99);
    f->worst_first = first.n ? first.ms[first.n - 1] : 0;
    f->done_p50 = host_percentile(&done, 0.50);
    f->done_p99 = host_percentile(&done, 0.99);
    status = host_stop ? -1 : 0;
out:
    host_end_games(games, n);
    free(first.ms);
    free(done.ms);
    free(games);
    free(fds);
    free(next);
    free(last_key);
    free(mem);
    free(pss);
    free(rss);
    return status;
}

static void host_print(const struct host_figures *f)
{
    printf("host_%d_private_kb_median=%ld host_%d_private_kb_max=%ld host_%d_pss_kb_median=%ld "
           "host_%d_rss_kb_median=%ld\n",
           f->players, f->private_median_kb, f->players, f->private_max_kb, f->players, f->pss_median_kb,
           f->players, f->rss_median_kb);
    printf("host_%d_idle_cpu_ms=%.0f host_%d_idle_sched_ms=%.2f host_%d_idle_wakeups_per_game_s=%.2f "
           "(all games, %d s, every player waiting)\n",
           f->players, f->idle_cpu_ms, f->players, f->idle_sched_ms, f->players, f->wakeups_per_game_s,
           IDLE_SECONDS);
    printf("host_%d_key_first_byte_ms_p50=%.2f host_%d_key_first_byte_ms_p99=%.2f host_%d_key_first_byte_ms_max=%.1f\n",
           f->players, f->first_p50, f->players, f->first_p99, f->players, f->worst_first);
    printf("host_%d_key_quiet_ms_p50=%.2f host_%d_key_quiet_ms_p99=%.2f (to %d ms without output; o left out)\n",
           f->players, f->done_p50, f->players, f->done_p99, QUIET_MS);
    printf("host_%d_play_cores=%.3f host_%d_cpu_per_key_us=%.0f host_%d_keys=%zu host_%d_unanswered=%zu "
           "host_%d_games_ended=%d host_%d_start_ms=%.0f\n",
           f->players, f->play_cores, f->players, f->cpu_per_key_us, f->players, f->keys, f->players,
           f->unanswered, f->players, f->ended, f->players, f->start_ms);
    fflush(stdout);
}

static void host_table(const struct host_figures *f, int rounds)
{
    printf("\nplayers | private KB median / max | idle CPU %d s (stat; schedstat) | wakeups/game/s | "
           "key to first byte p50 / p99 ms | key to quiet p50 / p99 ms | CPU in play | keys\n",
           IDLE_SECONDS);
    for (int r = 0; r < rounds; r++)
        printf("%7d | %10ld / %-10ld | %6.0f ms; %7.2f ms | %14.2f | %12.2f / %-12.2f | %10.2f / %-10.2f | "
               "%5.1f%% | %zu\n",
               f[r].players, f[r].private_median_kb, f[r].private_max_kb, f[r].idle_cpu_ms, f[r].idle_sched_ms,
               f[r].wakeups_per_game_s, f[r].first_p50, f[r].first_p99, f[r].done_p50, f[r].done_p99,
               100.0 * f[r].play_cores, f[r].keys);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: bench_host MURK [PLAYERS...]\n");
        return 64;
    }
    const char *murk = argv[1];
    int counts[MAX_ROUNDS] = {10, 50, 100};
    int rounds = 3;
    if (argc > 2) {
        rounds = 0;
        for (int i = 2; i < argc && rounds < MAX_ROUNDS; i++) {
            char *end;
            long v = strtol(argv[i], &end, 10);
            if (*end || v < 1 || v > MAX_GAMES) {
                fprintf(stderr, "bench_host: players must be a number from 1 to %d, not '%s'\n", MAX_GAMES, argv[i]);
                return 64;
            }
            counts[rounds++] = (int)v;
        }
    }
    if (access(murk, X_OK) != 0) {
        fprintf(stderr, "bench_host: cannot run %s: %s\n", murk, strerror(errno));
        return 66;
    }
    const char *seconds = getenv("HOST_BENCH_SECONDS");
    struct sigaction on = {.sa_handler = host_on_signal};
    sigaction(SIGINT, &on, NULL);
    sigaction(SIGTERM, &on, NULL);
    sigaction(SIGHUP, &on, NULL);
    signal(SIGPIPE, SIG_IGN);
    const char *tmp = getenv("TMPDIR");
    char top[2048];
    snprintf(top, sizeof top, "%s/murk-bench-host.XXXXXX", tmp && *tmp ? tmp : "/tmp");
    if (!mkdtemp(top)) {
        fprintf(stderr, "bench_host: cannot make a folder in %s: %s\n", tmp && *tmp ? tmp : "/tmp", strerror(errno));
        return 73;
    }
    struct host_figures figures[MAX_ROUNDS];
    int done = 0, status = 0;
    for (int r = 0; r < rounds && !host_stop; r++) {
        /* Enough keys for a 99th percentile: about 600, at least 15 s. */
        double play_s = seconds ? atof(seconds) : 600.0 / (2.0 * counts[r]);
        if (!seconds && play_s < 15)
            play_s = 15;
        if (host_round(murk, top, counts[r], play_s, &figures[r]) != 0) {
            status = 1;
            break;
        }
        host_print(&figures[r]);
        done++;
    }
    nftw(top, host_remove, 16, FTW_DEPTH | FTW_PHYS);
    if (done)
        host_table(figures, done);
    return host_stop ? 130 : status;
}
