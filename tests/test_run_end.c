/* The end of a run under real faults: a child process ends the run on a
 * disk that is full at a chosen byte (tests/tools/disk_budget.c: one
 * budget for every file, space freed given back, as a real disk), or
 * whose files may not grow past a chosen size (RLIMIT_FSIZE: every write
 * past the limit fails with EFBIG), or that is killed at its Nth fsync
 * (strace's fault injection). The next start (run_end_pending, as main.c
 * does it) must then find exactly one record of the run, never a living
 * player after the end, never a torn xlogfile line, no temporary file
 * left. */
#define _GNU_SOURCE /* memmem */

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <dirent.h>
#include <inttypes.h>
#include <signal.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <sysexits.h>
#include <unistd.h>

#include "../src/record/record.h"
#include "../src/run_end.h"
#include "../src/store/store.h"
#include "tools/disk_budget.h"
#include "murk/turn/game.h"
#include "support/driver.h"
#include "support/real_data.h"
#include "support/temp_dir.h"

enum { DIR_MAX = 512, FILE_MAX = 1024, WHY_MAX = STORE_WHY_MAX };
static const uint64_t RUN_ID = 0x0123456789abcdefULL;

/* What one ending left, once the next start has finished it. */
struct found {
    long rows;     /* scores rows of the run */
    int lines;     /* xlogfile lines of the run */
    int morgues;   /* morgue files of the run */
    bool torn;     /* an xlogfile line that does not parse or end */
    int leftovers; /* temporary files in save/ and morgue/ */
    bool alive;    /* a save that plays the run on */
};

/* A game of seed played by the test driver for a while, then given up. */
static void ended_game(struct game *g, uint64_t seed)
{
    assert_int_equal(game_new(g, seed, real_kinds(), real_items()), 0);
    game_set_run_id(g, RUN_ID);
    struct driver d = {0};
    struct action a;
    char key;
    for (int i = 0; i < 80 && !g->run.over && driver_next(&d, g, &a, &key); i++)
        game_do(g, a);
    driver_free(&d);
    if (!g->run.over)
        game_do(g, (struct action){.kind = ACTION_QUIT, .slot = -1, .target = -1});
}

/* The base with a run already recorded and NAME's game, alive, saved the
 * turn before its end. */
static void before_the_end(const char *base, struct game *g)
{
    char why[WHY_MAX];
    struct game earlier;
    ended_game(&earlier, 5);
    game_set_run_id(&earlier, 42);
    struct record r;
    record_of_game(&r, &earlier, "other", 1, 2);
    assert_int_equal(record_write(base, &r, &earlier, why, sizeof why), 0);
    game_free(&earlier);
    struct store store;
    assert_int_equal(store_open(&store, base, "fi", 0, why, sizeof why), 0);
    g->run.over = g->run.quit = false; /* the turn before */
    assert_int_equal(store_save(&store, g, true, why, sizeof why), 0);
    g->run.over = g->run.quit = true;
    store_close(&store);
}

static int count_in(const char *dir, const char *has, const char *ends)
{
    DIR *d = opendir(dir);
    if (!d)
        return 0;
    int n = 0;
    for (struct dirent *e = readdir(d); e; e = readdir(d)) {
        size_t len = strlen(e->d_name), tail = strlen(ends);
        n += strstr(e->d_name, has) && len >= tail && strcmp(e->d_name + len - tail, ends) == 0;
    }
    closedir(d);
    return n;
}

static long score_rows(const char *base)
{
    char path[FILE_MAX];
    path_of(path, sizeof path, "%s/scores.sqlite", base);
    sqlite3 *db;
    assert_int_equal(sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY, NULL), SQLITE_OK);
    sqlite3_stmt *stmt;
    long rows = -1;
    if (sqlite3_prepare_v2(db, "SELECT COUNT(*) FROM runs WHERE run_id = ?", -1, &stmt, NULL) ==
        SQLITE_OK) {
        char id[24];
        snprintf(id, sizeof id, "%016" PRIx64, RUN_ID);
        sqlite3_bind_text(stmt, 1, id, -1, SQLITE_TRANSIENT);
        if (sqlite3_step(stmt) == SQLITE_ROW)
            rows = sqlite3_column_int64(stmt, 0);
        sqlite3_finalize(stmt);
    }
    sqlite3_close(db);
    return rows;
}

static void xlog_lines(const char *base, struct found *f)
{
    char path[FILE_MAX], line[RECORD_XLOG_LINE_MAX * 2], mark[40];
    path_of(path, sizeof path, "%s/xlogfile", base);
    snprintf(mark, sizeof mark, "runid=%016" PRIx64, RUN_ID);
    FILE *x = fopen(path, "r");
    if (!x)
        return;
    while (fgets(line, sizeof line, x)) {
        struct record r;
        if (line[strlen(line) - 1] != '\n' || record_xlog_parse(line, &r) != 0)
            f->torn = true;
        f->lines += strstr(line, mark) != NULL;
    }
    fclose(x);
}

/* The next start, as main.c's: an ended save is finished, and then what
 * is on disk is counted. */
static struct found next_start(const char *base)
{
    struct found f = {0};
    char why[WHY_MAX], said[WHY_MAX], dir[FILE_MAX], id[24];
    struct store store;
    assert_int_equal(store_open(&store, base, "fi", 0, why, sizeof why), 0);
    static struct game g;
    bool found = false;
    /* As main.c's start: the records kept pending first, then the save. */
    assert_true(run_end_retry(&store, real_kinds(), real_items(), said, sizeof said) >= 0);
    assert_int_equal(store_load(&store, &g, real_kinds(), real_items(), &found, why, sizeof why),
                     0);
    if (found && !g.run.over)
        f.alive = true;
    else if (found)
        assert_int_equal(run_end_pending(&store, &g, said, sizeof said, why, sizeof why), 0);
    if (found)
        game_free(&g);
    store_close(&store);
    f.rows = score_rows(base);
    xlog_lines(base, &f);
    snprintf(id, sizeof id, "%016" PRIx64, RUN_ID);
    path_of(dir, sizeof dir, "%s/morgue", base);
    f.morgues = count_in(dir, id, ".txt");
    f.leftovers = count_in(dir, "", ".tmp");
    path_of(dir, sizeof dir, "%s/save", base);
    f.leftovers += count_in(dir, "", ".tmp");
    f.alive = f.alive || count_in(dir, "fi", ".sav") > 0;
    return f;
}

/* The run ended in a child whose files may not grow past limit bytes.
 * Returns the child's exit status. */
static int end_with_limit(const char *base, const struct game *g, rlim_t limit)
{
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        signal(SIGXFSZ, SIG_IGN); /* EFBIG, not death: as a full disk */
        struct rlimit rl = {limit, limit};
        char why[WHY_MAX];
        struct store store;
        if (store_open(&store, base, "fi", 0, why, sizeof why) != 0)
            _exit(99);
        store.started = 1;
        if (setrlimit(RLIMIT_FSIZE, &rl) != 0)
            _exit(98);
        _exit(run_end(&store, g, why, sizeof why));
    }
    int status;
    assert_int_equal(waitpid(pid, &status, 0), pid);
    assert_true(WIFEXITED(status));
    return WEXITSTATUS(status);
}

/* How a child ends the run under a fault of size n. */
typedef int (*ender)(const char *base, const struct game *g, long long n);

static int end_with_rlimit(const char *base, const struct game *g, long long n)
{
    return end_with_limit(base, g, (rlim_t)n);
}

/* The run ended in a child whose disk has n bytes free. */
static int end_on_full_disk(const char *base, const struct game *g, long long n)
{
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        char why[WHY_MAX];
        struct store store;
        if (store_open(&store, base, "fi", 0, why, sizeof why) != 0)
            _exit(99);
        store.started = 1;
        disk_budget_set(n);
        _exit(run_end(&store, g, why, sizeof why));
    }
    int status;
    assert_int_equal(waitpid(pid, &status, 0), pid);
    assert_true(WIFEXITED(status));
    return WEXITSTATUS(status);
}

/* The same, for a run begun on a disk already full: no reserve. */
static int end_on_full_disk_unreserved(const char *base, const struct game *g, long long n)
{
    char path[FILE_MAX];
    path_of(path, sizeof path, "%s/save/fi.reserve", base);
    assert_int_equal(unlink(path), 0);
    return end_on_full_disk(base, g, n);
}

/* One offset: the matrix's row. Fails the test on a broken rule; whole
 * says whether the record must be there. */
static void one_offset(ender end, long long n, const struct game *g, bool whole_wanted, int *lost,
                       int *kept)
{
    char base[DIR_MAX];
    make_temp_dir(base, sizeof base, "run-end");
    before_the_end(base, (struct game *)g);
    int status = end(base, g, n);
    assert_true(status == 0 || status == EX_IOERR);
    struct found f = next_start(base);
    bool whole = f.rows == 1 && f.lines == 1 && f.morgues == 1;
    if (f.alive || f.torn || f.leftovers || f.rows > 1 || f.lines > 1 || f.morgues > 1 ||
        (whole_wanted && !whole))
        fail_msg("at %lld: alive %d torn %d leftovers %d rows %ld lines %d morgues %d",
                 n,
                 f.alive,
                 f.torn,
                 f.leftovers,
                 f.rows,
                 f.lines,
                 f.morgues);
    if (!whole)
        ++*lost;
    if (status == EX_IOERR && whole)
        ++*kept; /* kept over, finished at the next start */
    remove_dir(base);
}

static off_t size_of(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 ? st.st_size : 0;
}

/* The size of the ending's save: below it, a file limit refuses the
 * ending itself, which no full disk does once the reserve is there. */
static off_t ending_save_size(const struct game *g)
{
    char base[DIR_MAX], path[FILE_MAX], why[WHY_MAX];
    make_temp_dir(base, sizeof base, "run-end");
    struct store store;
    assert_int_equal(store_open(&store, base, "fi", 0, why, sizeof why), 0);
    assert_int_equal(store_save(&store, g, false, why, sizeof why), 0);
    store_close(&store);
    path_of(path, sizeof path, "%s/save/fi.sav", base);
    off_t size = size_of(path);
    remove_dir(base);
    return size;
}

/* Every byte over the first dense (headers, the start of each file),
 * then every step-th (a prime: it falls on every part of a page, of a
 * line, of the save) to past top. Returns the offsets tried. */
static int matrix(ender end, const struct game *g, long long dense, long long step, long long top,
                  long long whole_from, int *lost, int *kept)
{
    int tried = 0;
    for (long long n = 0; n <= top; n += n < dense ? 1 : step, tried++)
        one_offset(end, n, g, n >= whole_from, lost, kept);
    return tried;
}

/* The game every matrix ends (seed 3, given up or killed), and a base
 * where it is saved the turn before its end. */
static void the_scene(char *base, struct game *g)
{
    ended_game(g, 3);
    make_temp_dir(base, DIR_MAX, "run-end");
    before_the_end(base, g);
}

static void test_a_full_disk_at_any_byte_of_the_ending_keeps_one_record(void **state)
{
    (void)state;
    static struct game g;
    char base[DIR_MAX], why[WHY_MAX];
    /* What the ending writes, on a disk with room: the offsets to try. */
    the_scene(base, &g);
    struct store store;
    assert_int_equal(store_open(&store, base, "fi", 0, why, sizeof why), 0);
    store.started = 1;
    disk_budget_set(1LL << 40);
    assert_int_equal(run_end(&store, &g, why, sizeof why), 0);
    long long written = disk_budget_charged();
    disk_budget_set(-1);
    store_close(&store);
    remove_dir(base);
    assert_true(written > 0);
    /* The reserve set aside in play is what the ending is written over:
     * on every byte of a full disk, the record is there once. */
    int lost = 0, kept = 0;
    int tried = matrix(end_on_full_disk, &g, 100, 211, written + 4096, 0, &lost, &kept);
    print_message("full disk: %d offsets (0..%lld free bytes; the ending writes %lld), %d kept "
                  "over and finished at the next start, %d lost\n",
                  tried,
                  written + 4096,
                  written,
                  kept,
                  lost);
    assert_int_equal(lost, 0);
    game_free(&g);
}

static void test_with_no_reserve_a_full_disk_never_undoes_the_ending(void **state)
{
    (void)state;
    static struct game g;
    char base[DIR_MAX];
    the_scene(base, &g);
    remove_dir(base);
    /* With no reserve the ending needs room of its own, the size of its
     * save: below it the record is lost, never the death; from it on, the
     * record is there (written, or kept over and finished). */
    off_t save = ending_save_size(&g);
    int lost = 0, kept = 0;
    int tried =
        matrix(end_on_full_disk_unreserved, &g, 0, 997, 3 * (long long)save, save, &lost, &kept);
    print_message("full disk, no reserve: %d offsets (0..%ld), %d kept over and finished at the "
                  "next start, %d lost the record (all below the ending's save, %ld bytes)\n",
                  tried,
                  3 * (long)save,
                  kept,
                  lost,
                  (long)save);
    assert_true(lost > 0); /* the reserve is what the first test's record owes to */
    game_free(&g);
}

static void test_a_file_limit_at_any_byte_never_undoes_the_ending(void **state)
{
    (void)state;
    static struct game g;
    char base[DIR_MAX], path[FILE_MAX];
    /* How large the ending's files grow, unlimited: the offsets to try. */
    the_scene(base, &g);
    assert_int_equal(end_with_limit(base, &g, RLIM_INFINITY), 0);
    struct found clean = next_start(base);
    assert_int_equal(clean.rows, 1);
    assert_int_equal(clean.lines, 1);
    assert_int_equal(clean.morgues, 1);
    path_of(path, sizeof path, "%s/scores.sqlite-wal", base);
    off_t largest = size_of(path);
    path_of(path, sizeof path, "%s/scores.sqlite", base);
    if (size_of(path) > largest)
        largest = size_of(path);
    remove_dir(base);
    /* A limit the ending's save fits under keeps the record (written, or
     * kept over and finished); one below it refuses the ending itself,
     * and the record is lost, but never the death. */
    off_t save = ending_save_size(&g);
    int lost = 0, kept = 0;
    int tried =
        matrix(end_with_rlimit, &g, 100, 211, (long long)largest + 4096, save, &lost, &kept);
    print_message("file size limit: %d offsets (0..%ld), %d kept over and finished at the next "
                  "start, %d lost the record (all below the ending's save, %ld bytes)\n",
                  tried,
                  (long)largest + 4096,
                  kept,
                  lost,
                  (long)save);
    game_free(&g);
}

/* The ending in this process, for strace to kill (main's --end-run). */
static int end_run_here(const char *base)
{
    static struct game g;
    ended_game(&g, 3);
    char why[WHY_MAX];
    struct store store;
    if (store_open(&store, base, "fi", 0, why, sizeof why) != 0)
        return 99;
    store.started = 1;
    int status = run_end(&store, &g, why, sizeof why);
    store_close(&store);
    return status;
}

/* Runs the ending under strace, killed (SIGKILL) at the nth call of
 * syscall. Returns 1 when it was killed, 0 when it ended first, -1 when
 * strace could not run it. */
static int end_killed_at(const char *base, const char *syscall, int n)
{
    char trace[64], inject[96];
    snprintf(trace, sizeof trace, "trace=%s", syscall);
    snprintf(inject, sizeof inject, "inject=%s:signal=SIGKILL:when=%d", syscall, n);
    /* This test program, by its own path: strace's /proc/self is strace. */
    char self[FILE_MAX];
    ssize_t len = readlink("/proc/self/exe", self, sizeof self - 1);
    assert_true(len > 0);
    self[len] = 0;
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        /* LeakSanitizer cannot run under ptrace: a sanitized build's
         * child does without it (the rest of the test has it). */
        char asan[512];
        const char *was = getenv("ASAN_OPTIONS");
        snprintf(asan, sizeof asan, "%s%sdetect_leaks=0", was ? was : "", was && *was ? ":" : "");
        setenv("ASAN_OPTIONS", asan, 1);
        execlp("strace",
               "strace",
               "-f",
               "-qq",
               "-o",
               "/dev/null",
               "-e",
               trace,
               "-e",
               inject,
               self,
               "--end-run",
               base,
               (char *)NULL);
        _exit(127);
    }
    int status;
    assert_int_equal(waitpid(pid, &status, 0), pid);
    if (WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL)
        return 1;
    if (!WIFEXITED(status))
        return -1;
    int code = WEXITSTATUS(status);
    return code == 128 + SIGKILL ? 1 : code == 0 ? 0 : -1;
}

/* Whether strace is there and may trace (a container may forbid ptrace). */
static bool strace_works(char *why, size_t why_size)
{
    int status = system("strace -qq -o /dev/null true >/dev/null 2>&1");
    if (status == 0)
        return true;
    snprintf(why,
             why_size,
             WIFEXITED(status) && WEXITSTATUS(status) == 127
                 ? "strace is not installed (make deps-test installs it)"
                 : "strace cannot trace here (ptrace not allowed)");
    return false;
}

static void test_kill_9_at_each_fsync_of_the_ending_keeps_one_record(void **state)
{
    (void)state;
    char why[WHY_MAX];
    if (!strace_works(why, sizeof why)) {
        print_message("skipped: %s\n", why);
        skip();
    }
    static const char *const syncs[] = {"fsync", "fdatasync"};
    for (size_t s = 0; s < sizeof syncs / sizeof syncs[0]; s++) {
        int n = 1;
        for (;; n++) {
            static struct game g;
            char base[DIR_MAX];
            the_scene(base, &g);
            game_free(&g);
            int killed = end_killed_at(base, syncs[s], n);
            assert_true(killed >= 0);
            struct found f = next_start(base);
            if (f.alive || f.torn || f.leftovers || f.rows != 1 || f.lines != 1 || f.morgues != 1)
                fail_msg("killed at %s %d: alive %d torn %d leftovers %d rows %ld lines %d "
                         "morgues %d",
                         syncs[s],
                         n,
                         f.alive,
                         f.torn,
                         f.leftovers,
                         f.rows,
                         f.lines,
                         f.morgues);
            remove_dir(base);
            if (!killed)
                break;
        }
        print_message("kill -9 at %s 1..%d: one score row, one xlogfile line, one morgue, no "
                      "save, each time\n",
                      syncs[s],
                      n - 1);
        assert_true(n > 1); /* the ending does sync */
    }
}

int main(int argc, char **argv)
{
    if (argc == 3 && strcmp(argv[1], "--end-run") == 0)
        return end_run_here(argv[2]);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_full_disk_at_any_byte_of_the_ending_keeps_one_record),
        cmocka_unit_test(test_with_no_reserve_a_full_disk_never_undoes_the_ending),
        cmocka_unit_test(test_a_file_limit_at_any_byte_never_undoes_the_ending),
        cmocka_unit_test(test_kill_9_at_each_fsync_of_the_ending_keeps_one_record),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
