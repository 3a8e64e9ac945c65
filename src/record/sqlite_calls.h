#ifndef MURK_RECORD_SQLITE_CALLS_H
#define MURK_RECORD_SQLITE_CALLS_H

/* SQLite, loaded (dlopen) the first time a score file is opened, not at
 * start: a game that only plays never maps it, nor the libm it pulls in,
 * some 600 KiB of a game's resident size (make bench's peak RSS). The
 * scores (scores.c) call it by its own names, which this header turns
 * into calls through the table loaded. */

#include <sqlite3.h>
#include <stdbool.h>
#include <stddef.h>

struct sqlite_calls {
    int (*open_v2)(const char *, sqlite3 **, int, const char *);
    int (*close)(sqlite3 *);
    int (*db_config)(sqlite3 *, int, ...);
    int (*busy_timeout)(sqlite3 *, int);
    void (*progress_handler)(sqlite3 *, int, int (*)(void *), void *);
    int (*file_control)(sqlite3 *, const char *, int, void *);
    int (*exec)(sqlite3 *, const char *, int (*)(void *, int, char **, char **), void *, char **);
    int (*prepare_v2)(sqlite3 *, const char *, int, sqlite3_stmt **, const char **);
    int (*step)(sqlite3_stmt *);
    int (*finalize)(sqlite3_stmt *);
    int (*bind_int)(sqlite3_stmt *, int, int);
    int (*bind_int64)(sqlite3_stmt *, int, sqlite3_int64);
    int (*bind_text)(sqlite3_stmt *, int, const char *, int, void (*)(void *));
    const unsigned char *(*column_text)(sqlite3_stmt *, int);
    int (*column_int)(sqlite3_stmt *, int);
    sqlite3_int64 (*column_int64)(sqlite3_stmt *, int);
    int (*changes)(sqlite3 *);
    const char *(*errmsg)(sqlite3 *);
    const char *(*errstr)(int);
    void (*free)(void *);
    int (*sleep)(int);
};

/* Loads SQLite once; false, with one line in why, when it cannot be. */
bool sqlite_calls_load(char *why, size_t why_size);

/* The calls loaded (sqlite_calls_load first). */
const struct sqlite_calls *sqlite_calls(void);

#define sqlite3_open_v2 (sqlite_calls()->open_v2)
#define sqlite3_close (sqlite_calls()->close)
#define sqlite3_db_config (sqlite_calls()->db_config)
#define sqlite3_busy_timeout (sqlite_calls()->busy_timeout)
#define sqlite3_progress_handler (sqlite_calls()->progress_handler)
#define sqlite3_file_control (sqlite_calls()->file_control)
#define sqlite3_exec (sqlite_calls()->exec)
#define sqlite3_prepare_v2 (sqlite_calls()->prepare_v2)
#define sqlite3_step (sqlite_calls()->step)
#define sqlite3_finalize (sqlite_calls()->finalize)
#define sqlite3_bind_int (sqlite_calls()->bind_int)
#define sqlite3_bind_int64 (sqlite_calls()->bind_int64)
#define sqlite3_bind_text (sqlite_calls()->bind_text)
#define sqlite3_column_text (sqlite_calls()->column_text)
#define sqlite3_column_int (sqlite_calls()->column_int)
#define sqlite3_column_int64 (sqlite_calls()->column_int64)
#define sqlite3_changes (sqlite_calls()->changes)
#define sqlite3_errmsg (sqlite_calls()->errmsg)
#define sqlite3_errstr (sqlite_calls()->errstr)
#define sqlite3_free (sqlite_calls()->free)
#define sqlite3_sleep (sqlite_calls()->sleep)

#endif
