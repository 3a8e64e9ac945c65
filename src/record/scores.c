/* The scores: one row a finished run in BASE/scores.sqlite. WAL, so those
 * who read the list never hold up a run being recorded, and a busy
 * timeout with a deadline, so players who finish at the same moment wait
 * their turn, and one stopped in the middle of a write holds nobody past
 * the run's end's deadline (record_wait_left_ms). The file is read as one another may
 * have touched (SQLite's "Defense Against the Dark Arts"): opened
 * defensive, triggers, views and untrusted schema functions off, its
 * schema checked against exactly what murk makes before a statement
 * runs, and every statement bounded by a progress handler. */
#define _GNU_SOURCE /* O_NOFOLLOW, O_CLOEXEC */

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sysexits.h>
#include <unistd.h>

#include "scores.h"
#include "sqlite_calls.h"
#include "../files/files.h"
#include "../files/group.h"

/* The runs table's first columns, as every murk made them; then the rest
 * of the table as it is made now, and as murks before made it (table_made:
 * the oldest with UNIQUE (name, started, seed), then without it, a column
 * more each time). */
#define RUNS_TABLE                                                                                 \
    "CREATE TABLE IF NOT EXISTS runs ("                                                            \
    " id INTEGER PRIMARY KEY,"                                                                     \
    " name TEXT NOT NULL,"                                                                         \
    " points INTEGER NOT NULL,"                                                                    \
    " outcome TEXT NOT NULL," /* killed, quit, won */                                              \
    " death TEXT NOT NULL,"   /* killed by a goblin, quit, won */                                  \
    " depth INTEGER NOT NULL,"                                                                     \
    " turns INTEGER NOT NULL,"                                                                     \
    " seed TEXT NOT NULL," /* 64 bits unsigned: more than an SQLite integer holds */               \
    " version TEXT NOT NULL,"                                                                      \
    " started INTEGER NOT NULL,"                                                                   \
    " ended INTEGER NOT NULL,"                                                                     \
    " debug INTEGER NOT NULL,"                                                                     \
    " kills INTEGER NOT NULL,"
#define RUNS_NOW                                                                                   \
    " run_id TEXT," /* 16 hex digits; NULL in rows from before run ids */                          \
    " uid INTEGER," /* the real user id that played; NULL in rows from before */                   \
    " seeded INTEGER NOT NULL DEFAULT 0);" /* begun on a seed the player chose */
static const char schema[] = RUNS_TABLE RUNS_NOW
    "CREATE INDEX IF NOT EXISTS runs_best ON runs (points DESC, turns, ended, id);";
static const char *const table_made[] = {
    RUNS_TABLE " UNIQUE (name, started, seed));",
    RUNS_TABLE " run_id TEXT);",
    RUNS_TABLE " run_id TEXT, uid INTEGER);",
    RUNS_TABLE RUNS_NOW,
};

/* A file from before run ids gets the column (its old rows NULL, which a
 * UNIQUE index lets be many); then one row a run, whatever is retried.
 * Likewise the uid. */
static const char run_id_column[] = "ALTER TABLE runs ADD COLUMN run_id TEXT";
static const char uid_column[] = "ALTER TABLE runs ADD COLUMN uid INTEGER";
static const char seeded_column[] = "ALTER TABLE runs ADD COLUMN seeded INTEGER NOT NULL DEFAULT 0";
static const char run_id_index[] =
    "CREATE UNIQUE INDEX IF NOT EXISTS runs_run_id ON runs (run_id);";
static const char *const table_added[] = {run_id_column, uid_column, seeded_column};

/* Everything murk makes in the file, as SQLite keeps it: anything else
 * (a trigger, a view, another table or index) is refused unrun. The
 * automatic index is the UNIQUE (name, started, seed) of the oldest
 * files. The table's text is one murk ever made (table_is_murks), so no
 * constraint, collation or default of another's is in it. */
static const struct schema_object {
    const char *type, *name, *sql; /* sql NULL: not compared here */
} schema_objects[] = {
    {"table", "runs", NULL},
    {"index", "runs_best", "CREATE INDEX runs_best ON runs (points DESC, turns, ended, id)"},
    {"index", "runs_run_id", "CREATE UNIQUE INDEX runs_run_id ON runs (run_id)"},
    {"index", "sqlite_autoindex_runs_1", NULL},
};
static const char *const run_columns[] = {"id",
                                          "name",
                                          "points",
                                          "outcome",
                                          "death",
                                          "depth",
                                          "turns",
                                          "seed",
                                          "version",
                                          "started",
                                          "ended",
                                          "debug",
                                          "kills",
                                          "run_id",
                                          "uid",
                                          "seeded"};

/* The progress handler's budget: SQLite calls it every PROGRESS_STEP
 * virtual machine instructions, and the statement is stopped after
 * PROGRESS_CALLS calls, far more than ranking a million rows takes. */
enum { PROGRESS_STEP = 1000, PROGRESS_CALLS = 200000 };

static int progress(void *ctx)
{
    long *calls = ctx;
    return ++*calls > PROGRESS_CALLS;
}

static void say_db(char *why, size_t why_size, const char *path, const char *what, sqlite3 *db)
{
    snprintf(why, why_size, "%s: %s: %s", path, what, db ? sqlite3_errmsg(db) : "out of memory");
}

/* Shared through the games group, the files SQLite uses are made by the
 * install, root's (or the shared folder's owner's), and murk only ever
 * opens them: a player's murk never makes one, so no player owns a file
 * the others write. Each must be there, a regular file, the folder
 * owner's. Returns 0, ENOENT (said in why) or another errno. */
static int shared_file_ready(int dir, const char *base, const char *name, char *why,
                             size_t why_size)
{
    struct stat folder, st;
    if (fstat(dir, &folder) != 0 || fstatat(dir, name, &st, AT_SYMLINK_NOFOLLOW) != 0) {
        int err = errno;
        snprintf(why,
                 why_size,
                 "%s/%s: %s%s",
                 base,
                 name,
                 strerror(err),
                 err == ENOENT ? " (make install GAMES_GROUP=... makes it)" : "");
        return err;
    }
    if (!S_ISREG(st.st_mode) || st.st_uid != folder.st_uid) {
        snprintf(why,
                 why_size,
                 "refusing %s/%s: %s",
                 base,
                 name,
                 S_ISREG(st.st_mode) ? "it belongs to another user than the shared folder"
                                     : "it is not a regular file");
        return EPERM;
    }
    return 0;
}

/* Makes or checks the file before SQLite opens it. One player: made 0600
 * by murk (SQLite would use the umask), never through a link. Shared:
 * only checked (shared_file_ready), the database and its WAL files alike.
 * Returns 0, ENOENT when it is missing and not to be made, or EX_IOERR
 * with why. */
static int file_before_open(const char *base, bool create, const char *path, char *why,
                            size_t why_size)
{
    bool shared = files_group_shared();
    bool missing = false;
    int dir = files_open_dir(base, create && !shared, &missing, why, why_size);
    if (dir < 0)
        return missing ? ENOENT : EX_IOERR;
    if (shared) {
        static const char *const parts[] = {
            "scores.sqlite", "scores.sqlite-wal", "scores.sqlite-shm"};
        int err = 0;
        for (size_t i = 0; i < sizeof parts / sizeof parts[0] && !err; i++)
            err = shared_file_ready(dir, base, parts[i], why, why_size);
        close(dir);
        /* Nothing to list yet is no error for a reader. */
        return err == ENOENT && !create ? ENOENT : err ? EX_IOERR : 0;
    }
    int fd = openat(dir,
                    "scores.sqlite",
                    O_RDWR | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK | (create ? O_CREAT : 0),
                    files_mode(FILES_SHARED));
    int err = errno;
    close(dir);
    if (fd < 0 && !create && err == ENOENT)
        return ENOENT;
    if (fd < 0) {
        snprintf(why, why_size, "cannot open %s: %s", path, files_open_reason(err));
        return EX_IOERR;
    }
    struct stat st;
    bool regular = fstat(fd, &st) == 0 && S_ISREG(st.st_mode);
    /* SQLite makes its -wal and -shm with the file's own mode. */
    if (regular && create)
        record_give_mode_locked(fd);
    close(fd);
    if (!regular) {
        snprintf(why, why_size, "%s is not a regular file", path);
        return EX_IOERR;
    }
    return 0;
}

/* SQLite's own defences, before the file's schema is read at all. */
static bool harden(sqlite3 *db, long *calls, bool keep_wal)
{
    int off = 0, on = 1;
    bool ok = sqlite3_db_config(db, SQLITE_DBCONFIG_DEFENSIVE, 1, &on) == SQLITE_OK &&
              sqlite3_db_config(db, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, &off) == SQLITE_OK &&
              sqlite3_db_config(db, SQLITE_DBCONFIG_ENABLE_TRIGGER, 0, &off) == SQLITE_OK &&
              sqlite3_db_config(db, SQLITE_DBCONFIG_ENABLE_VIEW, 0, &off) == SQLITE_OK &&
              sqlite3_db_config(db, SQLITE_DBCONFIG_ENABLE_LOAD_EXTENSION, 0, &off) == SQLITE_OK;
    sqlite3_progress_handler(db, PROGRESS_STEP, progress, calls);
    sqlite3_busy_timeout(db, record_wait_left_ms());
    if (keep_wal) {
        /* The WAL files the install made stay, the install's, after the
         * last murk closes: none is ever made by a player's murk. */
        int persist = 1;
        sqlite3_file_control(db, "main", SQLITE_FCNTL_PERSIST_WAL, &persist);
    }
    return ok;
}

static const struct schema_object *known_object(const char *type, const char *name)
{
    for (size_t i = 0; i < sizeof schema_objects / sizeof schema_objects[0]; i++)
        if (strcmp(type, schema_objects[i].type) == 0 && strcmp(name, schema_objects[i].name) == 0)
            return &schema_objects[i];
    return NULL;
}

static bool known_column(const char *name)
{
    for (size_t i = 0; i < sizeof run_columns / sizeof run_columns[0]; i++)
        if (strcmp(name, run_columns[i]) == 0)
            return true;
    return false;
}

/* Whether sql is the runs table's text as SQLite keeps it for a table
 * some murk made: each of table_made, and each with the columns added
 * since by ALTER TABLE, made in a database in memory and compared whole. */
static bool table_is_murks(const char *sql)
{
    bool found = false;
    for (size_t i = 0; i < sizeof table_made / sizeof table_made[0] && !found; i++) {
        sqlite3 *mem = NULL;
        if (sqlite3_open_v2(":memory:", &mem, SQLITE_OPEN_READWRITE, NULL) != SQLITE_OK ||
            sqlite3_exec(mem, table_made[i], NULL, NULL, NULL) != SQLITE_OK) {
            sqlite3_close(mem);
            return false;
        }
        for (size_t step = 0; step <= sizeof table_added / sizeof table_added[0] && !found;
             step++) {
            if (step > 0)
                sqlite3_exec(mem, table_added[step - 1], NULL, NULL, NULL); /* there: a no-op */
            sqlite3_stmt *stmt = NULL;
            if (sqlite3_prepare_v2(
                    mem, "SELECT sql FROM sqlite_master WHERE name = 'runs'", -1, &stmt, NULL) ==
                    SQLITE_OK &&
                sqlite3_step(stmt) == SQLITE_ROW) {
                const char *made = (const char *)sqlite3_column_text(stmt, 0);
                found = made && strcmp(made, sql) == 0;
            }
            sqlite3_finalize(stmt);
        }
        sqlite3_close(mem);
    }
    return found;
}

/* Whether the file holds only what murk makes: its objects (schema_objects,
 * the index text exactly) and the runs table's columns, none of them
 * generated. all: every column and index there is now (after murk's own
 * statements made them); else a part of them (a file from before them).
 * Says what is not murk's in why. */
static int schema_is_murks(sqlite3 *db, bool all, const char *path, char *why, size_t why_size)
{
    sqlite3_stmt *stmt = NULL;
    int rc = sqlite3_prepare_v2(db, "SELECT type, name, sql FROM sqlite_master", -1, &stmt, NULL);
    int objects = 0, status = EX_OK;
    while (rc == SQLITE_OK && status == EX_OK && (rc = sqlite3_step(stmt)) == SQLITE_ROW) {
        rc = SQLITE_OK;
        char type[16], name[64], shown[64];
        const unsigned char *sql = sqlite3_column_text(stmt, 2);
        record_clean(type, sizeof type, (const char *)sqlite3_column_text(stmt, 0), "");
        record_clean(name, sizeof name, (const char *)sqlite3_column_text(stmt, 1), "");
        record_clean(shown, sizeof shown, name, "");
        const struct schema_object *o = known_object(type, name);
        bool table = o && strcmp(type, "table") == 0;
        if (!o || (o->sql && (!sql || strcmp((const char *)sql, o->sql) != 0)) ||
            (table && (!sql || !table_is_murks((const char *)sql)))) {
            snprintf(why,
                     why_size,
                     "%s: holds %s '%s' %s murk did not make; refusing to use it",
                     path,
                     type,
                     shown,
                     table ? "as" : "that");
            status = EX_DATAERR;
        }
        objects++;
    }
    sqlite3_finalize(stmt);
    if (status == EX_OK && rc != SQLITE_DONE && rc != SQLITE_OK) {
        say_db(why, why_size, path, "cannot read its schema", db);
        return rc == SQLITE_NOTADB || rc == SQLITE_CORRUPT ? EX_DATAERR : EX_IOERR;
    }
    if (status != EX_OK || objects == 0)
        return status; /* empty: a new file, or one a writer left before its schema */
    rc = sqlite3_prepare_v2(
        db, "SELECT name, hidden FROM pragma_table_xinfo('runs')", -1, &stmt, NULL);
    size_t columns = 0;
    while (rc == SQLITE_OK && status == EX_OK && (rc = sqlite3_step(stmt)) == SQLITE_ROW) {
        rc = SQLITE_OK;
        const char *name = (const char *)sqlite3_column_text(stmt, 0);
        if (!name || !known_column(name) || sqlite3_column_int(stmt, 1) != 0) {
            char shown[64];
            record_clean(shown, sizeof shown, name ? name : "", "");
            snprintf(why,
                     why_size,
                     "%s: its runs table holds a column '%s' that murk did not make; refusing to "
                     "use it",
                     path,
                     shown);
            status = EX_DATAERR;
        }
        columns++;
    }
    sqlite3_finalize(stmt);
    if (status == EX_OK && rc != SQLITE_DONE && rc != SQLITE_OK) {
        say_db(why, why_size, path, "cannot read its schema", db);
        return EX_IOERR;
    }
    if (status == EX_OK && all &&
        (columns != sizeof run_columns / sizeof run_columns[0] || objects < 3)) {
        snprintf(why, why_size, "%s: its runs table is not the one murk makes", path);
        status = EX_DATAERR;
    }
    return status;
}

/* murk's schema, made or brought up to date (a no-op once it is): tried
 * again while another writer holds the file, up to the deadline. */
static int make_schema(sqlite3 *db, char **message)
{
    int rc = SQLITE_OK;
    int left = record_wait_left_ms();
    for (int waited = 0; waited <= left; waited += 10) {
        sqlite3_free(*message);
        *message = NULL;
        rc = sqlite3_exec(
            db, "PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL;", NULL, NULL, message);
        /* A no-op once the table is there; an empty file left by a writer
         * that died before this line reads as a list with no runs. */
        if (rc == SQLITE_OK)
            rc = sqlite3_exec(db, schema, NULL, NULL, message);
        if (rc == SQLITE_OK) {
            /* Fail, harmlessly, where the columns are there already. */
            sqlite3_exec(db, run_id_column, NULL, NULL, NULL);
            sqlite3_exec(db, uid_column, NULL, NULL, NULL);
            sqlite3_exec(db, seeded_column, NULL, NULL, NULL);
            rc = sqlite3_exec(db, run_id_index, NULL, NULL, message);
        }
        /* Switching a new file to WAL can meet another writer doing the
         * same and answer "busy" at once, without the busy timeout. */
        if (rc != SQLITE_BUSY && rc != SQLITE_LOCKED)
            break;
        sqlite3_sleep(10);
    }
    return rc;
}

/* Opens BASE/scores.sqlite (file_before_open first); without create, a
 * missing file gives *db NULL and 0; keep_wal: its -wal and -shm stay when
 * it is closed (as they always do shared). Returns 0, EX_DATAERR (not a
 * score file, or one with what murk did not make in it), EX_UNAVAILABLE
 * (no SQLite to load: sqlite_calls.h) or EX_IOERR. */
static int open_scores_kept(const char *base, bool create, bool keep_wal, sqlite3 **db, long *calls,
                            char *path, size_t path_size, char *why, size_t why_size)
{
    *db = NULL;
    snprintf(path, path_size, "%s/scores.sqlite", base);
    int before = file_before_open(base, create, path, why, why_size);
    if (before == ENOENT)
        return EX_OK;
    if (before != 0)
        return EX_IOERR;
    if (!sqlite_calls_load(why, why_size))
        return EX_UNAVAILABLE;
    int rc = sqlite3_open_v2(path, db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOFOLLOW, NULL);
    if (rc != SQLITE_OK || !harden(*db, calls, keep_wal || files_group_shared())) {
        say_db(why, why_size, path, "cannot open", *db);
        sqlite3_close(*db);
        *db = NULL;
        return EX_IOERR;
    }
    /* Nothing of the file's runs before its schema is known to be murk's. */
    int status = schema_is_murks(*db, false, path, why, why_size);
    char *message = NULL;
    if (status == EX_OK) {
        rc = make_schema(*db, &message);
        if (rc != SQLITE_OK) {
            snprintf(why, why_size, "%s: %s", path, message ? message : sqlite3_errstr(rc));
            status = rc == SQLITE_NOTADB || rc == SQLITE_CORRUPT ? EX_DATAERR : EX_IOERR;
        }
        sqlite3_free(message);
    }
    if (status == EX_OK)
        status = schema_is_murks(*db, true, path, why, why_size);
    if (status != EX_OK) {
        sqlite3_close(*db);
        *db = NULL;
    }
    return status;
}

static int open_scores(const char *base, bool create, sqlite3 **db, long *calls, char *path,
                       size_t path_size, char *why, size_t why_size)
{
    return open_scores_kept(base, create, false, db, calls, path, path_size, why, why_size);
}

int record_scores_make(const char *base, char *why, size_t why_size)
{
    char path[RECORD_PATH_MAX];
    sqlite3 *db;
    long calls = 0;
    int status = open_scores_kept(base, true, true, &db, &calls, path, sizeof path, why, why_size);
    if (db)
        sqlite3_close(db);
    return status;
}

/* Whether the run's row is in the file (a retry's INSERT OR IGNORE adds
 * nothing then). */
static bool run_recorded(sqlite3 *db, uint64_t run_id)
{
    char id[24];
    snprintf(id, sizeof id, "%016" PRIx64, run_id);
    sqlite3_stmt *stmt = NULL;
    bool there = sqlite3_prepare_v2(db, "SELECT 1 FROM runs WHERE run_id = ?", -1, &stmt, NULL) ==
                     SQLITE_OK &&
                 sqlite3_bind_text(stmt, 1, id, -1, SQLITE_TRANSIENT) == SQLITE_OK &&
                 sqlite3_step(stmt) == SQLITE_ROW;
    sqlite3_finalize(stmt);
    return there;
}

int record_scores_add(const char *base, const struct record *r, char *why, size_t why_size)
{
    char path[RECORD_PATH_MAX];
    sqlite3 *db;
    long calls = 0;
    int status = open_scores(base, true, &db, &calls, path, sizeof path, why, why_size);
    if (status != EX_OK)
        return EX_IOERR;
    static const char insert[] =
        "INSERT OR IGNORE INTO runs (name, points, outcome, death, depth, turns, seed, version,"
        " started, ended, debug, kills, run_id, uid, seeded)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";
    sqlite3_stmt *stmt = NULL;
    sqlite3_busy_timeout(db, record_wait_left_ms()); /* what the open left of the deadline */
    int rc = sqlite3_prepare_v2(db, insert, -1, &stmt, NULL);
    if (rc == SQLITE_OK) {
        char seed[24], run_id[24];
        snprintf(seed, sizeof seed, "%" PRIu64, r->seed);
        snprintf(run_id, sizeof run_id, "%016" PRIx64, r->run_id);
        sqlite3_bind_text(stmt, 1, r->name, -1, SQLITE_TRANSIENT);
        sqlite3_bind_int(stmt, 2, r->points);
        sqlite3_bind_text(stmt, 3, record_outcome_word(r->outcome), -1, SQLITE_STATIC);
        sqlite3_bind_text(stmt, 4, r->death, -1, SQLITE_TRANSIENT);
        sqlite3_bind_int(stmt, 5, r->depth);
        sqlite3_bind_int(stmt, 6, r->turns);
        sqlite3_bind_text(stmt, 7, seed, -1, SQLITE_TRANSIENT);
        sqlite3_bind_text(stmt, 8, r->version, -1, SQLITE_TRANSIENT);
        sqlite3_bind_int64(stmt, 9, r->started);
        sqlite3_bind_int64(stmt, 10, r->ended);
        sqlite3_bind_int(stmt, 11, r->debug ? 1 : 0);
        sqlite3_bind_int(stmt, 12, r->kills);
        sqlite3_bind_text(stmt, 13, run_id, -1, SQLITE_TRANSIENT);
        if (r->uid >= 0)
            sqlite3_bind_int64(stmt, 14, r->uid);
        sqlite3_bind_int(stmt, 15, r->seeded ? 1 : 0);
        rc = sqlite3_step(stmt);
    }
    if (rc != SQLITE_DONE) {
        say_db(why, why_size, path, "cannot record the run", db);
        status = EX_IOERR;
    } else if (sqlite3_changes(db) == 0 && !run_recorded(db, r->run_id)) {
        /* Ignored, and not for the run's row being there already: never
         * taken for written. */
        snprintf(why, why_size, "%s: the run's row was not written", path);
        status = EX_IOERR;
    }
    sqlite3_finalize(stmt);
    sqlite3_close(db);
    return status;
}

int record_scores_count(const char *base, long *count, char *why, size_t why_size)
{
    char path[RECORD_PATH_MAX];
    sqlite3 *db;
    long calls = 0;
    *count = 0;
    int status = open_scores(base, false, &db, &calls, path, sizeof path, why, why_size);
    if (status != EX_OK || !db)
        return status;
    sqlite3_stmt *stmt = NULL;
    int rc = sqlite3_prepare_v2(db, "SELECT COUNT(*) FROM runs", -1, &stmt, NULL);
    if (rc == SQLITE_OK && (rc = sqlite3_step(stmt)) == SQLITE_ROW)
        *count = (long)sqlite3_column_int64(stmt, 0);
    else {
        say_db(why, why_size, path, "cannot read the scores", db);
        status = rc == SQLITE_NOTADB ? EX_DATAERR : EX_IOERR;
    }
    sqlite3_finalize(stmt);
    sqlite3_close(db);
    return status;
}

/* One line of the list, as read from the database. */
struct score_row {
    long rank;
    char name[RECORD_NAME_MAX + 1];
    int points, depth, turns;
    char death[RECORD_TEXT_MAX];
    char date[16];
    bool debug, seeded;
};

enum { ROWS_MAX = RECORD_SCORES_SHOWN + 1 };

static void text_column(sqlite3_stmt *stmt, int column, char *out, size_t size)
{
    const unsigned char *text = sqlite3_column_text(stmt, column);
    /* A hand-edited database must not put escape sequences on a terminal. */
    record_clean(out, size, text ? (const char *)text : "", "");
}

static int column_width(const char *heading, const struct score_row *rows, int n, size_t offset)
{
    size_t width = strlen(heading);
    for (int i = 0; i < n; i++) {
        size_t len = strlen((const char *)&rows[i] + offset);
        if (len > width)
            width = len;
    }
    return (int)width;
}

static void print_rows(FILE *out, const struct score_row *rows, int n)
{
    int name_w = column_width("name", rows, n, offsetof(struct score_row, name));
    int death_w = column_width("outcome", rows, n, offsetof(struct score_row, death));
    fprintf(out,
            "%4s  %6s  %-*s  %-*s  %5s  %6s  %s\n",
            "rank",
            "points",
            name_w,
            "name",
            death_w,
            "outcome",
            "floor",
            "turns",
            "date");
    for (int i = 0; i < n; i++) {
        const struct score_row *row = &rows[i];
        if (i > 0 && row->rank > rows[i - 1].rank + 1)
            fprintf(out, "%4s\n", "...");
        char line[512];
        int len = snprintf(line,
                           sizeof line,
                           "%4ld  %6d  %-*s  %-*s  %5d  %6d  %-10s%s%s",
                           row->rank,
                           row->points,
                           name_w,
                           row->name,
                           death_w,
                           row->death,
                           row->depth,
                           row->turns,
                           row->date,
                           row->debug ? "  debug aids used" : "",
                           row->seeded ? "  seeded" : "");
        while (len > 0 && line[len - 1] == ' ')
            line[--len] = 0;
        fprintf(out, "%s\n", line);
    }
}

/* How many seeded runs the list leaves out (0 when it cannot tell). */
static long seeded_runs(sqlite3 *db)
{
    sqlite3_stmt *stmt = NULL;
    long n = 0;
    if (sqlite3_prepare_v2(db, "SELECT COUNT(*) FROM runs WHERE seeded <> 0", -1, &stmt, NULL) ==
            SQLITE_OK &&
        sqlite3_step(stmt) == SQLITE_ROW)
        n = (long)sqlite3_column_int64(stmt, 0);
    sqlite3_finalize(stmt);
    return n;
}

int record_scores_print(const char *base, const char *name, bool all, FILE *out, char *why,
                        size_t why_size)
{
    char path[RECORD_PATH_MAX];
    sqlite3 *db;
    long calls = 0;
    int status = open_scores(base, false, &db, &calls, path, sizeof path, why, why_size);
    if (status != EX_OK)
        return status;
    if (!db) {
        fprintf(out, "No runs have been recorded yet.\n");
        return EX_OK;
    }
    /* The best first: most points, then fewest turns, then the earliest;
     * a seeded run (one that could be rehearsed) only when all are asked
     * for, as DCSS's servers keep seeded games apart. */
    static const char query[] =
        "WITH ranked AS (SELECT ROW_NUMBER() OVER (ORDER BY points DESC, turns, ended, id) AS rank,"
        " name, points, death, depth, turns, ended, debug, seeded FROM runs"
        " WHERE ?4 OR seeded = 0)"
        " SELECT rank, name, points, death, depth, turns, ended, debug, seeded FROM ranked"
        " WHERE rank <= ?1 OR rank = (SELECT MIN(rank) FROM ranked WHERE name = ?2)"
        " ORDER BY rank LIMIT ?3";
    sqlite3_stmt *stmt = NULL;
    struct score_row rows[ROWS_MAX];
    int n = 0, rc = sqlite3_prepare_v2(db, query, -1, &stmt, NULL);
    if (rc == SQLITE_OK) {
        sqlite3_bind_int(stmt, 1, RECORD_SCORES_SHOWN);
        sqlite3_bind_text(stmt, 2, name ? name : "", -1, SQLITE_TRANSIENT);
        sqlite3_bind_int(stmt, 3, ROWS_MAX);
        sqlite3_bind_int(stmt, 4, all ? 1 : 0);
        while ((rc = sqlite3_step(stmt)) == SQLITE_ROW && n < ROWS_MAX) {
            struct score_row *row = &rows[n++];
            row->rank = (long)sqlite3_column_int64(stmt, 0);
            text_column(stmt, 1, row->name, sizeof row->name);
            row->points = sqlite3_column_int(stmt, 2);
            text_column(stmt, 3, row->death, sizeof row->death);
            row->depth = sqlite3_column_int(stmt, 4);
            row->turns = sqlite3_column_int(stmt, 5);
            record_time_text(
                row->date, sizeof row->date, "%Y-%m-%d", (time_t)sqlite3_column_int64(stmt, 6));
            row->debug = sqlite3_column_int(stmt, 7) != 0;
            row->seeded = sqlite3_column_int(stmt, 8) != 0;
        }
    }
    if (rc != SQLITE_DONE) {
        say_db(why, why_size, path, "cannot read the scores", db);
        status = rc == SQLITE_NOTADB || rc == SQLITE_CORRUPT ? EX_DATAERR : EX_IOERR;
    }
    sqlite3_finalize(stmt);
    long left_out = status == EX_OK && !all ? seeded_runs(db) : 0;
    sqlite3_close(db);
    if (status != EX_OK)
        return status;
    if (n == 0 && !left_out)
        fprintf(out, "No runs have been recorded yet.\n");
    else if (n > 0)
        print_rows(out, rows, n);
    if (left_out)
        fprintf(
            out,
            "%ld seeded run%s (begun with --seed) not listed: murk --scores --all lists them.\n",
            left_out,
            left_out == 1 ? "" : "s");
    return EX_OK;
}
