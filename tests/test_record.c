/* A finished run's record: the scores (SQLite, many writers at once), the
 * xlogfile line and its parsing back, the morgue file, and the end of a
 * run writing all three before its save goes. */
#define _GNU_SOURCE /* mkdtemp, open_memstream, symlink */

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <sysexits.h>
#include <unistd.h>

#include "../src/record/record.h"
#include "../src/run_end.h"
#include "../src/store/store.h"
#include "murk/turn/game.h"
#include "murk/rules/look.h"
#include "murk/rules/mind.h"
#include "support/driver.h"
#include "support/real_data.h"
#include "support/test_kinds.h"
#include "support/temp_dir.h"

enum { DIR_MAX = 512, FILE_MAX = 1024, WHY_MAX = 8192 };

/* ---- helpers ---- */

static char *read_text(const char *path)
{
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    static char text[1 << 16];
    size_t n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[n] = 0;
    return text;
}

static int mode_of(const char *path)
{
    struct stat st;
    assert_int_equal(lstat(path, &st), 0);
    return (int)(st.st_mode & 0777);
}

/* A record with every field set, for the writers that need no game. */
static struct record some_record(const char *name, int points, int64_t started)
{
    struct record r = {0};
    snprintf(r.name, sizeof r.name, "%s", name);
    r.points = points;
    r.outcome = RECORD_KILLED;
    snprintf(r.death, sizeof r.death, "killed by a goblin");
    r.depth = 3;
    r.turns = 1000 - points % 1000;
    r.seed = 18446744073709551615ULL;
    snprintf(r.version, sizeof r.version, "0.1.0");
    r.started = started;
    r.ended = started + 600;
    r.kills = 7;
    /* A run of its own for each name, points and start: a record with
     * these three is one run. */
    r.run_id = 1469598103934665603ULL;
    for (const char *c = name; *c; c++)
        r.run_id = (r.run_id ^ (unsigned char)*c) * 1099511628211ULL;
    r.run_id = (r.run_id ^ (uint64_t)points) * 1099511628211ULL;
    r.run_id = (r.run_id ^ (uint64_t)started) * 1099511628211ULL;
    return r;
}

/* How many entries dir holds, . and .. aside. */
static int count_files(const char *dir)
{
    DIR *d = opendir(dir);
    assert_non_null(d);
    int n = 0;
    for (struct dirent *e = readdir(d); e; e = readdir(d))
        n += strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0;
    closedir(d);
    return n;
}

static char *scores_text(const char *base, const char *name)
{
    static char *text;
    size_t len;
    free(text);
    FILE *out = open_memstream(&text, &len);
    assert_non_null(out);
    char why[WHY_MAX];
    int status = record_scores_print(base, name, false, out, why, sizeof why);
    fclose(out);
    if (status)
        fail_msg("record_scores_print: %s", why);
    return text;
}

static int count_lines(const char *text)
{
    int n = 0;
    for (const char *c = text; *c; c++)
        n += *c == '\n';
    return n;
}

/* The nth line (0 first) of text, without its newline. */
static const char *line_of(const char *text, int n, char *out, size_t size)
{
    for (; n > 0 && text; n--) {
        text = strchr(text, '\n');
        text = text ? text + 1 : NULL;
    }
    assert_non_null(text);
    size_t len = strcspn(text, "\n");
    snprintf(out, size, "%.*s", (int)len, text);
    return out;
}

/* ---- the scores ---- */

enum { WRITERS = 8, RECORDS_EACH = 100 };

static void test_eight_processes_writing_a_hundred_records_each_give_800_rows(void **state)
{
    (void)state;
    char base[DIR_MAX];
    make_temp_dir(base, sizeof base, "record");
    pid_t pids[WRITERS];
    for (int w = 0; w < WRITERS; w++) {
        pids[w] = fork();
        assert_true(pids[w] >= 0);
        if (pids[w] == 0) {
            /* Each record opens, writes and closes, as each finished run
             * does; the exit status is the number that failed. */
            int failed = 0;
            for (int i = 0; i < RECORDS_EACH; i++) {
                char name[24], why[WHY_MAX];
                snprintf(name, sizeof name, "writer%d", w);
                struct record r = some_record(name, w * RECORDS_EACH + i, 1700000000 + i);
                if (record_scores_add(base, &r, why, sizeof why) != EX_OK) {
                    fprintf(stderr, "writer %d: %s\n", w, why);
                    failed++;
                }
            }
            _exit(failed > 100 ? 100 : failed);
        }
    }
    int errors = 0;
    for (int w = 0; w < WRITERS; w++) {
        int status;
        assert_int_equal(waitpid(pids[w], &status, 0), pids[w]);
        assert_true(WIFEXITED(status));
        errors += WEXITSTATUS(status);
    }
    long rows = 0;
    char why[WHY_MAX];
    assert_int_equal(record_scores_count(base, &rows, why, sizeof why), EX_OK);
    print_message("concurrent scores: %d writers x %d records: %ld rows, %d errors\n",
                  WRITERS,
                  RECORDS_EACH,
                  rows,
                  errors);
    assert_int_equal(errors, 0);
    assert_int_equal(rows, WRITERS * RECORDS_EACH);
    char path[FILE_MAX];
    snprintf(path, sizeof path, "%s/scores.sqlite", base);
    assert_int_equal(mode_of(path), 0600);
    /* In WAL mode: bytes 18 and 19 of an SQLite file's header are 2. */
    unsigned char header[20];
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    assert_int_equal(fread(header, 1, sizeof header, f), sizeof header);
    fclose(f);
    assert_int_equal(header[18], 2);
    assert_int_equal(header[19], 2);
    remove_dir(base);
}

/* A seeded run (begun with --seed, so it can be rehearsed) is marked in
 * its xlogfile line and its row, and --scores leaves it out, saying so,
 * unless all are asked for. */
static void test_seeded_runs_are_marked_and_listed_apart(void **state)
{
    (void)state;
    char base[DIR_MAX], why[WHY_MAX], line[RECORD_XLOG_LINE_MAX];
    make_temp_dir(base, sizeof base, "record");
    struct record plain = some_record("plain", 100, 1700000000);
    struct record seeded = some_record("rehearsed", 900, 1700000100);
    seeded.seeded = true;
    assert_int_equal(record_scores_add(base, &plain, why, sizeof why), EX_OK);
    assert_int_equal(record_scores_add(base, &seeded, why, sizeof why), EX_OK);
    record_xlog_line(&seeded, line, sizeof line);
    assert_non_null(strstr(line, "\tseeded=1\t"));
    record_xlog_line(&plain, line, sizeof line);
    assert_non_null(strstr(line, "\tseeded=0\t"));
    struct record back;
    assert_int_equal(record_xlog_parse(line, &back), 0);
    assert_false(back.seeded);
    const char *text = scores_text(base, NULL);
    assert_non_null(strstr(text, "plain"));
    assert_null(strstr(text, "rehearsed"));
    assert_non_null(strstr(text, "1 seeded run (begun with --seed) not listed"));
    char *all = NULL;
    size_t len;
    FILE *out = open_memstream(&all, &len);
    assert_int_equal(record_scores_print(base, NULL, true, out, why, sizeof why), EX_OK);
    fclose(out);
    char first[256];
    line_of(all, 1, first, sizeof first);
    assert_non_null(strstr(first, "rehearsed"));
    assert_non_null(strstr(first, "  seeded"));
    assert_null(strstr(all, "not listed"));
    free(all);
    remove_dir(base);
}

static void test_the_same_run_recorded_twice_is_one_row(void **state)
{
    (void)state;
    char base[DIR_MAX], why[WHY_MAX];
    make_temp_dir(base, sizeof base, "record");
    struct record r = some_record("again", 50, 1700000000);
    assert_int_equal(record_scores_add(base, &r, why, sizeof why), EX_OK);
    assert_int_equal(record_scores_add(base, &r, why, sizeof why), EX_OK);
    long rows;
    assert_int_equal(record_scores_count(base, &rows, why, sizeof why), EX_OK);
    assert_int_equal(rows, 1);
    remove_dir(base);
}

static void test_the_list_shows_the_best_twenty_and_the_players_own_best_below(void **state)
{
    (void)state;
    char base[DIR_MAX], why[WHY_MAX], line[512], first[512];
    make_temp_dir(base, sizeof base, "record");
    assert_string_equal(scores_text(base, "me"), "No runs have been recorded yet.\n");
    for (int i = 0; i < 25; i++) {
        char name[24];
        snprintf(name, sizeof name, "p%d", i);
        struct record r = some_record(name, 100 + i * 10, 1700000000 + i);
        r.debug = i == 24;
        assert_int_equal(record_scores_add(base, &r, why, sizeof why), EX_OK);
    }
    struct record mine = some_record("me", 5, 1700000100);
    mine.outcome = RECORD_QUIT;
    snprintf(mine.death, sizeof mine.death, "quit");
    assert_int_equal(record_scores_add(base, &mine, why, sizeof why), EX_OK);
    struct record worse = some_record("me", 1, 1700000200);
    assert_int_equal(record_scores_add(base, &worse, why, sizeof why), EX_OK);

    const char *text = scores_text(base, "me");
    /* A heading, twenty runs, a gap, and mine: 26th of 27. */
    assert_int_equal(count_lines(text), 23);
    assert_non_null(strstr(line_of(text, 0, line, sizeof line), "points"));
    line_of(text, 1, first, sizeof first);
    assert_non_null(strstr(first, "   1     340  p24"));
    assert_non_null(strstr(first, "debug aids used"));
    assert_non_null(strstr(line_of(text, 20, line, sizeof line), "  20     150  p5 "));
    assert_string_equal(line_of(text, 21, line, sizeof line), " ...");
    line_of(text, 22, line, sizeof line);
    assert_non_null(strstr(line, "  26       5  me "));
    assert_non_null(strstr(line, "quit"));
    assert_null(strstr(text, "p4 "));
    assert_null(strstr(text, "      1  me"));
    /* Aligned: every run's date starts in the same column. */
    const char *date = strstr(first, "2023-11-14");
    assert_non_null(date);
    long column = date - first;
    for (int n = 2; n <= 22; n++) {
        if (n == 21)
            continue;
        line_of(text, n, line, sizeof line);
        const char *d = strstr(line, "2023-11-14");
        assert_non_null(d);
        assert_int_equal(d - line, column);
    }

    /* A player among the best gets no extra line. */
    text = scores_text(base, "p20");
    assert_int_equal(count_lines(text), 21);
    remove_dir(base);
}

static void test_a_file_that_is_not_a_score_file_is_refused(void **state)
{
    (void)state;
    char base[DIR_MAX], path[FILE_MAX], why[WHY_MAX];
    make_temp_dir(base, sizeof base, "record");
    snprintf(path, sizeof path, "%s/scores.sqlite", base);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    for (int i = 0; i < 200; i++)
        fputs("Dear diary, today I died.\n", f);
    fclose(f);
    FILE *out = fopen("/dev/null", "w");
    int status = record_scores_print(base, "me", false, out, why, sizeof why);
    fclose(out);
    assert_int_equal(status, EX_DATAERR);
    assert_non_null(strstr(why, path));
    struct record r = some_record("me", 1, 1);
    assert_int_equal(record_scores_add(base, &r, why, sizeof why), EX_IOERR);
    remove_dir(base);
}

/* The runs table's columns every murk made, up to kills. */
#define FIRST_COLUMNS                                                                              \
    "id INTEGER PRIMARY KEY, name TEXT NOT NULL, points INTEGER NOT NULL, outcome TEXT NOT "       \
    "NULL, death TEXT NOT NULL, depth INTEGER NOT NULL, turns INTEGER NOT NULL, seed TEXT NOT "    \
    "NULL, version TEXT NOT NULL, started INTEGER NOT NULL, ended INTEGER NOT NULL, debug "        \
    "INTEGER NOT NULL, kills INTEGER NOT NULL,"
#define ALL_COLUMNS FIRST_COLUMNS " run_id TEXT, uid INTEGER, seeded INTEGER NOT NULL DEFAULT 0"
#define BEST_INDEX "; CREATE INDEX runs_best ON runs (points DESC, turns, ended, id)"

/* A scores file made in base with sql, with one run of "old" in it. */
static void make_scores(const char *base, const char *sql)
{
    char path[FILE_MAX];
    snprintf(path, sizeof path, "%s/scores.sqlite", base);
    unlink(path);
    sqlite3 *db;
    assert_int_equal(sqlite3_open(path, &db), SQLITE_OK);
    char *message = NULL;
    if (sqlite3_exec(db, sql, NULL, NULL, &message) != SQLITE_OK)
        fail_msg("%s: %s", sql, message);
    assert_int_equal(sqlite3_exec(db,
                                  "INSERT INTO runs (name, points, outcome, death, depth, turns,"
                                  " seed, version, started, ended, debug, kills)"
                                  " VALUES ('old', 5, 'quit', 'quit', 1, 2, '3', '0.1.0', 4, 5, 0,"
                                  " 0)",
                                  NULL,
                                  NULL,
                                  NULL),
                     SQLITE_OK);
    sqlite3_close(db);
    chmod(path, 0600);
}

/* The whole schema is murk's or the file is refused: a CHECK or a UNIQUE
 * planted in the runs table (bob's row would be dropped in silence), a
 * collation, a column's default: each refused in one line, nothing
 * written. Every table a murk made before (the UNIQUE (name, started,
 * seed) of the first, then a column more each time) is taken and brought
 * up to date. */
static void test_a_scores_table_murk_did_not_make_is_refused(void **state)
{
    (void)state;
    char base[DIR_MAX], why[WHY_MAX];
    make_temp_dir(base, sizeof base, "record");
    static const char *const planted[] = {
        "CREATE TABLE runs (" ALL_COLUMNS ", CHECK (name <> 'bob'))" BEST_INDEX,
        "CREATE TABLE runs (" ALL_COLUMNS ", UNIQUE (name))" BEST_INDEX,
        "CREATE TABLE runs (" FIRST_COLUMNS
        " run_id TEXT, uid INTEGER, seeded INTEGER NOT NULL DEFAULT 1)" BEST_INDEX,
        "CREATE TABLE runs (" FIRST_COLUMNS
        " run_id TEXT COLLATE NOCASE, uid INTEGER, seeded INTEGER NOT NULL DEFAULT 0)" BEST_INDEX,
    };
    for (size_t i = 0; i < sizeof planted / sizeof planted[0]; i++) {
        make_scores(base, planted[i]);
        struct record r = some_record("bob", 10, 10);
        int status = record_scores_add(base, &r, why, sizeof why);
        if (status != EX_IOERR || !strstr(why, "holds table 'runs' as murk did not make"))
            fail_msg("case %zu: got %d: %s", i, status, why);
        assert_null(strchr(why, '\n'));
        FILE *out = fopen("/dev/null", "w");
        assert_int_equal(record_scores_print(base, "bob", true, out, why, sizeof why), EX_DATAERR);
        fclose(out);
    }
    static const char *const made_before[] = {
        "CREATE TABLE IF NOT EXISTS runs ( " FIRST_COLUMNS
        " UNIQUE (name, started, seed))" BEST_INDEX,
        "CREATE TABLE IF NOT EXISTS runs ( " FIRST_COLUMNS " run_id TEXT)" BEST_INDEX,
        "CREATE TABLE IF NOT EXISTS runs ( " FIRST_COLUMNS " run_id TEXT, uid INTEGER)" BEST_INDEX,
    };
    for (size_t i = 0; i < sizeof made_before / sizeof made_before[0]; i++) {
        make_scores(base, made_before[i]);
        struct record r = some_record("bob", 10, 10);
        if (record_scores_add(base, &r, why, sizeof why) != EX_OK)
            fail_msg("made before, case %zu: %s", i, why);
        long count = 0;
        assert_int_equal(record_scores_count(base, &count, why, sizeof why), EX_OK);
        assert_int_equal(count, 2);
    }
    remove_dir(base);
}

/* ---- the xlogfile ---- */

static void test_an_xlogfile_line_parses_back_to_the_same_record(void **state)
{
    (void)state;
    struct record r = some_record("ann-1_b", 1234, 1700000000);
    snprintf(r.death, sizeof r.death, "killed by a thing: with=colons");
    r.debug = true;
    char line[RECORD_XLOG_LINE_MAX];
    size_t len = record_xlog_line(&r, line, sizeof line);
    assert_int_equal(len, strlen(line));
    assert_true(line[len - 1] == '\n');
    assert_non_null(strstr(line, "\tname=ann-1_b\t"));
    assert_non_null(strstr(line, "\tpoints=1234\t"));
    assert_non_null(strstr(line, "\tmaxlvl=3\t"));
    assert_non_null(strstr(line, "\tseed=18446744073709551615\t"));
    assert_non_null(strstr(line, "debug=1"));
    struct record back;
    assert_int_equal(record_xlog_parse(line, &back), 0);
    assert_string_equal(back.name, r.name);
    assert_int_equal(back.points, r.points);
    assert_int_equal(back.outcome, RECORD_KILLED);
    assert_string_equal(back.death, "killed by a thing: with=colons");
    assert_int_equal(back.depth, r.depth);
    assert_int_equal(back.turns, r.turns);
    assert_true(back.seed == r.seed);
    assert_string_equal(back.version, r.version);
    assert_true(back.started == r.started);
    assert_true(back.ended == r.ended);
    assert_true(back.debug);
    assert_int_equal(back.kills, r.kills);
    /* Cut short, it is refused. */
    line[len / 2] = 0;
    assert_int_equal(record_xlog_parse(line, &back), -1);
}

static void test_xlogfile_lines_are_appended_whole_and_private(void **state)
{
    (void)state;
    char base[DIR_MAX], path[FILE_MAX], why[WHY_MAX];
    make_temp_dir(base, sizeof base, "record");
    pid_t pids[4];
    for (int w = 0; w < 4; w++) {
        pids[w] = fork();
        if (pids[w] == 0) {
            int failed = 0;
            for (int i = 0; i < 50; i++) {
                struct record r = some_record("w", w * 100 + i, i);
                failed += record_xlog_append(base, &r, why, sizeof why) != EX_OK;
            }
            _exit(failed);
        }
    }
    for (int w = 0; w < 4; w++) {
        int status;
        waitpid(pids[w], &status, 0);
        assert_true(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    }
    snprintf(path, sizeof path, "%s/xlogfile", base);
    assert_int_equal(mode_of(path), 0600);
    FILE *f = fopen(path, "r");
    char line[RECORD_XLOG_LINE_MAX];
    int lines = 0;
    long points = 0;
    while (fgets(line, sizeof line, f)) {
        struct record r;
        assert_int_equal(record_xlog_parse(line, &r), 0);
        points += r.points;
        lines++;
    }
    fclose(f);
    assert_int_equal(lines, 200);
    assert_int_equal(points, 4 * (0 + 100 + 200 + 300) / 4 * 50 + 4 * (49 * 50 / 2));
    remove_dir(base);
}

static void test_a_symbolic_link_in_place_of_a_record_file_is_refused(void **state)
{
    (void)state;
    char base[DIR_MAX], path[FILE_MAX], target[FILE_MAX], why[WHY_MAX];
    make_temp_dir(base, sizeof base, "record");
    snprintf(target, sizeof target, "%s/elsewhere", base);
    FILE *f = fopen(target, "w");
    fclose(f);
    struct record r = some_record("me", 1, 1);
    const char *files[] = {"xlogfile", "scores.sqlite"};
    for (int i = 0; i < 2; i++) {
        snprintf(path, sizeof path, "%s/%s", base, files[i]);
        assert_int_equal(symlink(target, path), 0);
    }
    assert_int_equal(record_xlog_append(base, &r, why, sizeof why), EX_IOERR);
    assert_non_null(strstr(why, "symbolic link"));
    assert_int_equal(record_scores_add(base, &r, why, sizeof why), EX_IOERR);
    assert_non_null(strstr(why, "symbolic link"));
    snprintf(path, sizeof path, "%s/morgue", base);
    assert_int_equal(symlink(base, path), 0);
    assert_int_equal(record_morgue_write(base, &r, NULL, NULL, 0, why, sizeof why), EX_IOERR);
    assert_int_equal(strlen(read_text(target)), 0);
    remove_dir(base);
}

/* ---- the morgue ---- */

/* A game of the real data played by the test driver until it has killed
 * three monsters, with two items put in its pack, then given up: kills, a
 * pack, messages. The first seed from `from` on whose player lives that
 * long (the data's numbers are tuned, so no one seed is promised). */
static void played_and_quit(struct game *g, uint64_t from)
{
    for (uint64_t seed = from; seed < from + 50; seed++) {
        assert_int_equal(game_new(g, seed, real_kinds(), real_items()), 0);
        struct driver d = {0};
        struct action a;
        char key;
        for (int i = 0; i < 5000 && g->run.kills < 3 && driver_next(&d, g, &a, &key); i++)
            game_do(g, a);
        driver_free(&d);
        if (!g->run.over) {
            /* Straight into the pack: the first kind and the last. */
            struct pack *pack = &g->run.pack;
            pack->count = 0;
            pack->kinds[pack->count++] = 0;
            pack->kinds[pack->count++] = g->item_kinds->count - 1;
            pack->letters[0] = 'a';
            pack->letters[1] = 'b';
            game_do(g, (struct action){.kind = ACTION_QUIT});
            return;
        }
        game_free(g);
    }
    fail_msg("no seed from %llu on lives to kill three monsters", (unsigned long long)from);
}

static void test_a_record_tells_each_outcome(void **state)
{
    (void)state;
    struct game g;
    struct record r;
    assert_int_equal(game_new(&g, 3, NULL, NULL), 0);
    game_do(&g, (struct action){.kind = ACTION_DEBUG_VIEW});
    game_do(&g, (struct action){.kind = ACTION_QUIT});
    record_of_game(&r, &g, "me", 10, 20);
    assert_int_equal(r.outcome, RECORD_QUIT);
    assert_string_equal(r.death, "quit");
    assert_true(r.debug);
    assert_true(r.seed == 3);
    game_free(&g);

    assert_int_equal(game_new(&g, 4, NULL, NULL), 0);
    g.run.player.health = 0; /* as a monster's blow leaves it */
    snprintf(g.run.killer, sizeof g.run.killer, "a goblin");
    game_do(&g, (struct action){.kind = ACTION_WAIT});
    assert_true(g.run.over);
    record_of_game(&r, &g, "me", 10, 20);
    assert_int_equal(r.outcome, RECORD_KILLED);
    assert_string_equal(r.death, "killed by a goblin");
    assert_false(r.debug);
    game_free(&g);

    assert_int_equal(game_new(&g, 5, NULL, NULL), 0);
    g.run.won = g.run.over = true;
    record_of_game(&r, &g, "me", 10, 20);
    assert_int_equal(r.outcome, RECORD_WON);
    assert_string_equal(r.death, "won");
    assert_int_equal(r.points, world_points(&g));
    game_free(&g);
}

static void test_a_morgue_holds_the_run_the_pack_the_floor_and_the_kills(void **state)
{
    (void)state;
    char base[DIR_MAX], path[FILE_MAX], second[FILE_MAX], why[WHY_MAX];
    make_temp_dir(base, sizeof base, "record");
    struct game g;
    played_and_quit(&g, 11);
    assert_true(g.run.kills > 0);
    assert_int_equal(g.run.pack.count, 2);
    struct record r;
    record_of_game(&r, &g, "morty", 1700000000, 1700003600);
    assert_int_equal(record_morgue_write(base, &r, &g, path, sizeof path, why, sizeof why), 0);
    char want[FILE_MAX];
    snprintf(want,
             sizeof want,
             "%s/morgue/morty-20231114-231320-%016llx.txt",
             base,
             (unsigned long long)g.run.id);
    assert_string_equal(path, want);
    assert_int_equal(mode_of(path), 0600);
    char dir[FILE_MAX];
    snprintf(dir, sizeof dir, "%s/morgue", base);
    assert_int_equal(mode_of(dir), 0700);
    const char *text = read_text(path);
    char expect[256];
    assert_non_null(strstr(text, "murk 0.2.0"));
    assert_non_null(strstr(text, "Name:      morty\n"));
    snprintf(expect, sizeof expect, "Outcome:   quit, on turn %d\n", g.run.turn);
    assert_non_null(strstr(text, expect));
    snprintf(expect, sizeof expect, "Floor:     %d of 10\n", g.run.depth);
    assert_non_null(strstr(text, expect));
    snprintf(expect, sizeof expect, "Points:    %d\n", world_points(&g));
    assert_non_null(strstr(text, expect));
    snprintf(expect, sizeof expect, "Seed:      %llu\n", (unsigned long long)g.run.seed);
    assert_non_null(strstr(text, expect));
    assert_non_null(strstr(text, "Debugging: none used\n"));
    /* The last messages, the newest last. */
    assert_non_null(strstr(text, "The last messages"));
    snprintf(expect, sizeof expect, "  You give up the run.\n\nThe pack");
    assert_non_null(strstr(text, expect));
    /* The pack as the player knows it. */
    for (int i = 0; i < g.run.pack.count; i++) {
        char name[ITEM_NAME_MAX];
        item_name_count(&g.run.lore,
                        g.item_kinds,
                        g.run.pack.kinds[i],
                        item_pack_count(&g.run.pack, i),
                        name,
                        sizeof name);
        snprintf(expect, sizeof expect, "  %c - %s", 'a' + i, name);
        assert_non_null(strstr(text, expect));
    }
    assert_non_null(strstr(text, "Kinds identified"));
    /* The floor: the player, on the map as remembered. */
    snprintf(expect, sizeof expect, "Floor %d, as it was seen", g.run.depth);
    const char *floor = strstr(text, expect);
    assert_non_null(floor);
    const char *kills = strstr(text, "Monsters killed: ");
    assert_non_null(kills);
    assert_non_null(memchr(floor, '@', (size_t)(kills - floor)));
    assert_non_null(memchr(floor, '#', (size_t)(kills - floor)));
    for (int i = 0; i < g.run.killed_kinds; i++) {
        snprintf(expect,
                 sizeof expect,
                 "  %4d  %s\n",
                 g.run.killed[i].count,
                 g.kinds->kinds[g.run.killed[i].kind].name);
        assert_non_null(strstr(kills, expect));
    }
    /* The kinds met, each with what the player saw of it, as recall says. */
    const char *met = strstr(text, "Monsters met");
    assert_non_null(met);
    assert_true(g.run.recall.count > 0);
    for (int i = 0; i < g.run.recall.count; i++) {
        int kind = g.run.recall.entries[i].kind;
        char lines[RECALL_LINES][RECALL_LINE];
        int n = look_recall(&g, kind, lines, RECALL_LINES);
        assert_true(n > 0);
        snprintf(expect, sizeof expect, "  %s\n    %s\n", g.kinds->kinds[kind].name, lines[0]);
        assert_non_null(strstr(met, expect));
    }
    /* The same run's record tried again writes no second morgue; another
     * run of the name ending in the same second gets one of its own. */
    assert_int_equal(record_morgue_write(base, &r, &g, second, sizeof second, why, sizeof why), 0);
    assert_string_equal(second, path);
    assert_int_equal(count_files(dir), 1);
    r.run_id ^= 1;
    assert_int_equal(record_morgue_write(base, &r, &g, second, sizeof second, why, sizeof why), 0);
    assert_string_not_equal(second, path);
    assert_int_equal(count_files(dir), 2);
    game_free(&g);
    remove_dir(base);
}

/* The morgue's text of a game, as record_morgue_write would write it. */
static char *morgue_text_of(const struct game *g)
{
    struct record r;
    char *text;
    size_t len;
    record_of_game(&r, g, "me", 1, 2);
    FILE *out = open_memstream(&text, &len);
    record_morgue_text(out, &r, g);
    fclose(out);
    return text;
}

static void test_a_morgue_marks_debugging_aids_used_or_turned_off(void **state)
{
    (void)state;
    struct game g;
    assert_int_equal(game_new(&g, 3, real_kinds(), real_items()), 0);
    game_do(&g, (struct action){.kind = ACTION_REVEAL_MAP});
    game_do(&g, (struct action){.kind = ACTION_QUIT});
    char *text = morgue_text_of(&g);
    assert_non_null(strstr(text, "Debugging: a debugging aid was used in this run\n"));
    free(text);
    game_free(&g);

    assert_int_equal(game_new(&g, 3, real_kinds(), real_items()), 0);
    game_do(&g, (struct action){.kind = ACTION_DEBUG_OFF});
    game_do(&g, (struct action){.kind = ACTION_REVEAL_MAP});
    game_do(&g, (struct action){.kind = ACTION_QUIT});
    text = morgue_text_of(&g);
    assert_non_null(strstr(text, "Debugging: none used (off on this server)\n"));
    free(text);
    game_free(&g);
}

/* A blow each way said over two turns: the first line is counted twice and
 * carries the turn it was last said on, above a line of the turn before.
 * The morgue lists them as last said, its turns never going back. */
static void test_a_morgues_last_messages_never_go_back_in_turns(void **state)
{
    (void)state;
    struct game g;
    assert_int_equal(game_new(&g, 3, real_kinds(), real_items()), 0);
    msglog_add(&g.run.log, 1278, "You hit the goblin.");
    msglog_add(&g.run.log, 1278, "The goblin misses you.");
    msglog_add(&g.run.log, 1279, "You hit the goblin.");
    assert_int_equal(msglog_get(&g.run.log, 1)->repeat, 2); /* counted on its line */
    char *text = morgue_text_of(&g);
    assert_non_null(strstr(text,
                           "    1278  The goblin misses you.\n"
                           "    1279  You hit the goblin. (x2)\n"));
    free(text);
    game_free(&g);
}

/* ---- the end of a run, through the store ---- */

static void test_the_end_of_a_run_records_it_three_ways_then_removes_the_save(void **state)
{
    (void)state;
    char base[DIR_MAX], path[FILE_MAX], why[STORE_WHY_MAX];
    make_temp_dir(base, sizeof base, "record");
    struct store store;
    assert_int_equal(store_open(&store, base, "ender", 42, why, sizeof why), 0);
    struct game g;
    assert_int_equal(game_new(&g, 7, real_kinds(), real_items()), 0);
    game_do(&g, (struct action){.kind = ACTION_WAIT});
    assert_int_equal(store_save(&store, &g, true, why, sizeof why), 0);
    uint64_t started = store.started;
    assert_true(started > 0);
    /* The start time lives in the save: a resumed run keeps it. */
    store.started = 0;
    game_free(&g);
    bool found;
    assert_int_equal(store_load(&store, &g, real_kinds(), real_items(), &found, why, sizeof why),
                     0);
    assert_true(found);
    assert_true(store.started == started);
    game_do(&g, (struct action){.kind = ACTION_QUIT});
    assert_int_equal(run_end(&store, &g, why, sizeof why), 0);
    snprintf(path, sizeof path, "%s/save/ender.sav", base);
    assert_int_equal(access(path, F_OK), -1);

    snprintf(path, sizeof path, "%s/xlogfile", base);
    struct record r;
    char line[RECORD_XLOG_LINE_MAX];
    snprintf(line, sizeof line, "%s", read_text(path));
    assert_int_equal(record_xlog_parse(line, &r), 0);
    assert_string_equal(r.name, "ender");
    assert_int_equal(r.outcome, RECORD_QUIT);
    assert_true(r.seed == 7);
    assert_true((uint64_t)r.started == started);
    assert_true(r.ended >= r.started);
    long rows;
    assert_int_equal(record_scores_count(base, &rows, why, sizeof why), 0);
    assert_int_equal(rows, 1);
    snprintf(path, sizeof path, "%s/morgue", base);
    DIR *dir = opendir(path);
    assert_non_null(dir);
    int morgues = 0;
    for (struct dirent *e; (e = readdir(dir));)
        morgues += strncmp(e->d_name, "ender-", 6) == 0;
    closedir(dir);
    assert_int_equal(morgues, 1);
    game_free(&g);
    store_close(&store);
    remove_dir(base);
}

/* Whether the save folder holds NAME.RUNID.pending for the game's run. */
static bool pending_there(const char *base, const char *name, const struct game *g)
{
    char path[FILE_MAX];
    snprintf(path, sizeof path, "%s/save/%s.%016" PRIx64 ".pending", base, name, g->run.id);
    return access(path, F_OK) == 0;
}

static void test_a_run_that_cannot_be_recorded_is_kept_apart_and_recorded_later_once(void **state)
{
    (void)state;
    char base[DIR_MAX], path[FILE_MAX], why[STORE_WHY_MAX], said[STORE_WHY_MAX] = "";
    make_temp_dir(base, sizeof base, "record");
    struct store store;
    assert_int_equal(store_open(&store, base, "kept", 42, why, sizeof why), 0);
    struct game g;
    assert_int_equal(game_new(&g, 7, real_kinds(), real_items()), 0);
    assert_int_equal(store_save(&store, &g, true, why, sizeof why), 0);
    /* A directory where the xlogfile should be: it cannot be appended to. */
    snprintf(path, sizeof path, "%s/xlogfile", base);
    assert_int_equal(mkdir(path, 0700), 0);
    game_do(&g, (struct action){.kind = ACTION_QUIT});
    assert_int_equal(run_end(&store, &g, why, sizeof why), EX_IOERR);
    assert_non_null(strstr(why, "xlogfile"));
    assert_true(pending_there(base, "kept", &g));
    /* n: a new game under the same name saves over NAME.sav, not over it. */
    struct game next;
    assert_int_equal(game_new(&next, 8, real_kinds(), real_items()), 0);
    assert_int_equal(store_save(&store, &next, true, why, sizeof why), 0);
    assert_true(pending_there(base, "kept", &g));
    /* Still blocked: tried, kept, said. */
    assert_int_equal(run_end_retry(&store, real_kinds(), real_items(), said, sizeof said), -1);
    assert_non_null(strstr(said, "could still not be recorded"));
    assert_true(pending_there(base, "kept", &g));
    /* Unblocked: written, once, whatever is tried after. */
    assert_int_equal(rmdir(path), 0);
    assert_int_equal(run_end_retry(&store, real_kinds(), real_items(), said, sizeof said), 1);
    assert_non_null(strstr(said, "is recorded now"));
    assert_int_equal(run_end_retry(&store, real_kinds(), real_items(), said, sizeof said), 0);
    assert_false(pending_there(base, "kept", &g));
    long rows;
    assert_int_equal(record_scores_count(base, &rows, why, sizeof why), 0);
    assert_int_equal(rows, 1);
    assert_int_equal(count_lines(read_text(path)), 1);
    game_free(&next);
    game_free(&g);
    store_close(&store);
    remove_dir(base);
}

/* Both locks a run's end takes (the xlogfile's flock, SQLite's write
 * lock) held for 20 s by another process: the run's end and its retry of
 * a run kept from before share one deadline, so all of it is over within
 * 6 s (the promise is 5 s), both runs kept pending; once the locks go,
 * both are recorded. */
static void test_with_both_locks_held_a_run_end_waits_one_deadline(void **state)
{
    (void)state;
    char base[DIR_MAX], path[FILE_MAX], why[STORE_WHY_MAX], said[STORE_WHY_MAX] = "";
    make_temp_dir(base, sizeof base, "record");
    assert_int_equal(record_scores_make(base, why, sizeof why), 0);
    assert_int_equal(record_xlog_make(base, why, sizeof why), 0);
    struct store store;
    assert_int_equal(store_open(&store, base, "held", 42, why, sizeof why), 0);
    /* A run kept pending from before: its xlogfile a directory then. */
    struct game before, g;
    assert_int_equal(game_new(&before, 6, real_kinds(), real_items()), 0);
    assert_int_equal(store_save(&store, &before, true, why, sizeof why), 0);
    snprintf(path, sizeof path, "%s/xlogfile", base);
    char aside[FILE_MAX];
    snprintf(aside, sizeof aside, "%s/xlogfile.aside", base);
    assert_int_equal(rename(path, aside), 0);
    assert_int_equal(mkdir(path, 0700), 0);
    game_do(&before, (struct action){.kind = ACTION_QUIT});
    assert_int_equal(run_end(&store, &before, why, sizeof why), EX_IOERR);
    assert_int_equal(rmdir(path), 0);
    assert_int_equal(rename(aside, path), 0);
    assert_int_equal(game_new(&g, 7, real_kinds(), real_items()), 0);
    assert_int_equal(store_save(&store, &g, true, why, sizeof why), 0);
    game_do(&g, (struct action){.kind = ACTION_QUIT});
    int ready[2];
    assert_int_equal(pipe(ready), 0);
    pid_t holder = fork();
    assert_true(holder >= 0);
    if (holder == 0) {
        int fd = open(path, O_RDWR);
        sqlite3 *db;
        char scores[FILE_MAX];
        snprintf(scores, sizeof scores, "%s/scores.sqlite", base);
        if (fd < 0 || flock(fd, LOCK_EX) != 0 || sqlite3_open(scores, &db) != SQLITE_OK ||
            sqlite3_exec(db, "BEGIN EXCLUSIVE", NULL, NULL, NULL) != SQLITE_OK)
            _exit(1);
        (void)!write(ready[1], "x", 1);
        sleep(20);
        _exit(0);
    }
    char x;
    assert_int_equal(read(ready[0], &x, 1), 1);
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    record_deadline_begin(); /* as session_changed does */
    assert_int_equal(run_end(&store, &g, why, sizeof why), EX_IOERR);
    assert_true(run_end_retry(&store, real_kinds(), real_items(), said, sizeof said) < 0);
    record_deadline_end();
    clock_gettime(CLOCK_MONOTONIC, &t1);
    long ms = (long)(t1.tv_sec - t0.tv_sec) * 1000 + (t1.tv_nsec - t0.tv_nsec) / 1000000;
    print_message("both locks held: the run's end and its retry took %ld ms\n", ms);
    if (ms >= 6000)
        fail_msg("the run's end took %ld ms with both locks held", ms);
    assert_true(pending_there(base, "held", &g) && pending_there(base, "held", &before));
    kill(holder, SIGKILL);
    waitpid(holder, NULL, 0);
    assert_int_equal(run_end_retry(&store, real_kinds(), real_items(), said, sizeof said), 2);
    long rows;
    assert_int_equal(record_scores_count(base, &rows, why, sizeof why), 0);
    assert_int_equal(rows, 2);
    close(ready[0]);
    close(ready[1]);
    game_free(&g);
    game_free(&before);
    store_close(&store);
    remove_dir(base);
}

/* The run's outcome, the kills by kind and the host's setting are in the
 * save: a resumed game has them. */
static void test_the_outcome_kills_and_the_hosts_setting_survive_a_save(void **state)
{
    (void)state;
    char base[DIR_MAX], why[STORE_WHY_MAX];
    make_temp_dir(base, sizeof base, "record");
    struct store store;
    assert_int_equal(store_open(&store, base, "saver", 42, why, sizeof why), 0);
    struct game g;
    played_and_quit(&g, 11);
    assert_true(g.run.killed_kinds > 0);
    g.run.no_debug = true;
    struct game_run before = g.run;
    assert_int_equal(store_save(&store, &g, false, why, sizeof why), 0);
    game_free(&g);
    bool found;
    assert_int_equal(store_load(&store, &g, real_kinds(), real_items(), &found, why, sizeof why),
                     0);
    assert_true(g.run.quit);
    assert_true(g.run.over);
    assert_true(g.run.no_debug);
    assert_int_equal(g.run.killed_kinds, before.killed_kinds);
    for (int i = 0; i < before.killed_kinds; i++) {
        assert_int_equal(g.run.killed[i].kind, before.killed[i].kind);
        assert_int_equal(g.run.killed[i].count, before.killed[i].count);
    }
    game_free(&g);
    store_close(&store);
    remove_dir(base);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_eight_processes_writing_a_hundred_records_each_give_800_rows),
        cmocka_unit_test(test_the_same_run_recorded_twice_is_one_row),
        cmocka_unit_test(test_seeded_runs_are_marked_and_listed_apart),
        cmocka_unit_test(test_the_list_shows_the_best_twenty_and_the_players_own_best_below),
        cmocka_unit_test(test_a_file_that_is_not_a_score_file_is_refused),
        cmocka_unit_test(test_a_scores_table_murk_did_not_make_is_refused),
        cmocka_unit_test(test_an_xlogfile_line_parses_back_to_the_same_record),
        cmocka_unit_test(test_xlogfile_lines_are_appended_whole_and_private),
        cmocka_unit_test(test_a_symbolic_link_in_place_of_a_record_file_is_refused),
        cmocka_unit_test(test_a_record_tells_each_outcome),
        cmocka_unit_test(test_a_morgue_holds_the_run_the_pack_the_floor_and_the_kills),
        cmocka_unit_test(test_a_morgue_marks_debugging_aids_used_or_turned_off),
        cmocka_unit_test(test_a_morgues_last_messages_never_go_back_in_turns),
        cmocka_unit_test(test_the_end_of_a_run_records_it_three_ways_then_removes_the_save),
        cmocka_unit_test(test_a_run_that_cannot_be_recorded_is_kept_apart_and_recorded_later_once),
        cmocka_unit_test(test_with_both_locks_held_a_run_end_waits_one_deadline),
        cmocka_unit_test(test_the_outcome_kills_and_the_hosts_setting_survive_a_save),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
