/* The scores: one row a finished run in BASE/scores.sqlite. WAL, so those
 * who read the list never hold up a run being recorded, and a busy
 * timeout, so players who finish at the same moment wait their turn
 * instead of failing. */
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
#include "../files/files.h"

/* How long a writer waits for another to finish, in milliseconds: far more
 * than any one insert takes, so only a stuck process makes it fail. */
enum { BUSY_TIMEOUT_MS = 30000 };

static const char schema[] =
    "CREATE TABLE IF NOT EXISTS runs ("
    " id INTEGER PRIMARY KEY,"
    " name TEXT NOT NULL,"
    " points INTEGER NOT NULL,"
    " outcome TEXT NOT NULL," /* killed, quit, won */
    " death TEXT NOT NULL,"   /* killed by a goblin, quit, won */
    " depth INTEGER NOT NULL,"
    " turns INTEGER NOT NULL,"
    " seed TEXT NOT NULL," /* 64 bits unsigned: more than an SQLite integer holds */
    " version TEXT NOT NULL,"
    " started INTEGER NOT NULL,"
    " ended INTEGER NOT NULL,"
    " debug INTEGER NOT NULL,"
    " kills INTEGER NOT NULL,"
    " run_id TEXT);" /* 16 hex digits; NULL in rows from before run ids */
    "CREATE INDEX IF NOT EXISTS runs_best ON runs (points DESC, turns, ended, id);";

/* A file from before run ids gets the column (its old rows NULL, which a
 * UNIQUE index lets be many); then one row a run, whatever is retried. */
static const char run_id_column[] = "ALTER TABLE runs ADD COLUMN run_id TEXT";
static const char run_id_index[] =
    "CREATE UNIQUE INDEX IF NOT EXISTS runs_run_id ON runs (run_id);";

static void say_db(char *why, size_t why_size, const char *path, const char *what, sqlite3 *db)
{
    snprintf(why, why_size, "%s: %s: %s", path, what, db ? sqlite3_errmsg(db) : "out of memory");
}

/* Opens BASE/scores.sqlite. With create, makes it first (0600, or 0660
 * shared through the games group: every player's murk writes it; never
 * through a symbolic link); without, a missing file gives *db NULL and 0.
 * Returns 0, EX_DATAERR or EX_IOERR. */
static int open_scores(const char *base, bool create, sqlite3 **db, char *path, size_t path_size,
                       char *why, size_t why_size)
{
    *db = NULL;
    snprintf(path, path_size, "%s/scores.sqlite", base);
    bool missing = false;
    int dir = files_open_dir(base, create, &missing, why, why_size);
    if (dir < 0)
        return missing ? EX_OK : EX_IOERR;
    /* SQLite would make the file with the umask's permissions: make it
     * ourselves, private, and refuse a link put in its place. */
    int fd = openat(dir,
                    "scores.sqlite",
                    O_RDWR | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK | (create ? O_CREAT : 0),
                    files_mode(FILES_SHARED));
    int err = errno;
    close(dir);
    if (fd < 0 && !create && err == ENOENT)
        return EX_OK;
    if (fd < 0) {
        snprintf(why, why_size, "cannot open %s: %s", path, files_open_reason(err));
        return EX_IOERR;
    }
    struct stat st;
    bool regular = fstat(fd, &st) == 0 && S_ISREG(st.st_mode);
    /* SQLite makes its -wal and -shm with the file's own mode. */
    if (regular && create)
        record_give_mode(fd, false);
    close(fd);
    if (!regular) {
        snprintf(why, why_size, "%s is not a regular file", path);
        return EX_IOERR;
    }
    int rc = sqlite3_open_v2(path, db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOFOLLOW, NULL);
    if (rc != SQLITE_OK) {
        say_db(why, why_size, path, "cannot open", *db);
        sqlite3_close(*db);
        *db = NULL;
        return EX_IOERR;
    }
    sqlite3_busy_timeout(*db, BUSY_TIMEOUT_MS);
    /* WAL persists in the file: only its first writer changes the mode. */
    char *message = NULL;
    /* Switching a new file to WAL can meet another writer doing the same
     * and answer "busy" at once, without waiting out the busy timeout:
     * try again for a while (up to about 5 s) rather than lose the record. */
    for (int tries = 0; tries < 500; tries++) {
        sqlite3_free(message);
        message = NULL;
        rc = sqlite3_exec(
            *db, "PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL;", NULL, NULL, &message);
        /* A no-op once the table is there; an empty file left by a writer
         * that died before this line reads as a list with no runs. */
        if (rc == SQLITE_OK)
            rc = sqlite3_exec(*db, schema, NULL, NULL, &message);
        if (rc == SQLITE_OK) {
            /* Fails, harmlessly, where the column is there already. */
            sqlite3_exec(*db, run_id_column, NULL, NULL, NULL);
            rc = sqlite3_exec(*db, run_id_index, NULL, NULL, &message);
        }
        if (rc != SQLITE_BUSY && rc != SQLITE_LOCKED)
            break;
        sqlite3_sleep(10);
    }
    if (rc != SQLITE_OK) {
        snprintf(why, why_size, "%s: %s", path, message ? message : sqlite3_errstr(rc));
        sqlite3_free(message);
        sqlite3_close(*db);
        *db = NULL;
        return rc == SQLITE_NOTADB || rc == SQLITE_CORRUPT ? EX_DATAERR : EX_IOERR;
    }
    return EX_OK;
}

int record_scores_add(const char *base, const struct record *r, char *why, size_t why_size)
{
    char path[RECORD_PATH_MAX];
    sqlite3 *db;
    int status = open_scores(base, true, &db, path, sizeof path, why, why_size);
    if (status != EX_OK)
        return EX_IOERR;
    static const char insert[] =
        "INSERT OR IGNORE INTO runs (name, points, outcome, death, depth, turns, seed, version,"
        " started, ended, debug, kills, run_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";
    sqlite3_stmt *stmt = NULL;
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
        rc = sqlite3_step(stmt);
    }
    if (rc != SQLITE_DONE) {
        say_db(why, why_size, path, "cannot record the run", db);
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
    *count = 0;
    int status = open_scores(base, false, &db, path, sizeof path, why, why_size);
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
    bool debug;
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
                           "%4ld  %6d  %-*s  %-*s  %5d  %6d  %-10s%s",
                           row->rank,
                           row->points,
                           name_w,
                           row->name,
                           death_w,
                           row->death,
                           row->depth,
                           row->turns,
                           row->date,
                           row->debug ? "  debug aids used" : "");
        while (len > 0 && line[len - 1] == ' ')
            line[--len] = 0;
        fprintf(out, "%s\n", line);
    }
}

int record_scores_print(const char *base, const char *name, FILE *out, char *why, size_t why_size)
{
    char path[RECORD_PATH_MAX];
    sqlite3 *db;
    int status = open_scores(base, false, &db, path, sizeof path, why, why_size);
    if (status != EX_OK)
        return status;
    if (!db) {
        fprintf(out, "No runs have been recorded yet.\n");
        return EX_OK;
    }
    /* The best first: most points, then fewest turns, then the earliest. */
    static const char query[] =
        "WITH ranked AS (SELECT ROW_NUMBER() OVER (ORDER BY points DESC, turns, ended, id) AS rank,"
        " name, points, death, depth, turns, ended, debug FROM runs)"
        " SELECT rank, name, points, death, depth, turns, ended, debug FROM ranked"
        " WHERE rank <= ?1 OR rank = (SELECT MIN(rank) FROM ranked WHERE name = ?2)"
        " ORDER BY rank LIMIT ?3";
    sqlite3_stmt *stmt = NULL;
    struct score_row rows[ROWS_MAX];
    int n = 0, rc = sqlite3_prepare_v2(db, query, -1, &stmt, NULL);
    if (rc == SQLITE_OK) {
        sqlite3_bind_int(stmt, 1, RECORD_SCORES_SHOWN);
        sqlite3_bind_text(stmt, 2, name ? name : "", -1, SQLITE_TRANSIENT);
        sqlite3_bind_int(stmt, 3, ROWS_MAX);
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
        }
    }
    if (rc != SQLITE_DONE) {
        say_db(why, why_size, path, "cannot read the scores", db);
        status = rc == SQLITE_NOTADB || rc == SQLITE_CORRUPT ? EX_DATAERR : EX_IOERR;
    }
    sqlite3_finalize(stmt);
    sqlite3_close(db);
    if (status != EX_OK)
        return status;
    if (n == 0)
        fprintf(out, "No runs have been recorded yet.\n");
    else
        print_rows(out, rows, n);
    return EX_OK;
}
