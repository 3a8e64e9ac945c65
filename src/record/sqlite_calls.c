/* SQLite loaded when the scores are first opened (sqlite_calls.h says
 * why). */
#include "sqlite_calls.h"

#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

/* The library's name as its package installs it (libsqlite3-0); the
 * build's pkg-config --libs sqlite3 links the same. */
#define SQLITE_LIBRARY "libsqlite3.so.0"

static struct sqlite_calls calls;
static bool loaded;

/* Each call's name in the library, in the table's order. */
static const char *const names[] = {
    "sqlite3_open_v2",
    "sqlite3_close",
    "sqlite3_db_config",
    "sqlite3_busy_timeout",
    "sqlite3_progress_handler",
    "sqlite3_file_control",
    "sqlite3_exec",
    "sqlite3_prepare_v2",
    "sqlite3_step",
    "sqlite3_finalize",
    "sqlite3_bind_int",
    "sqlite3_bind_int64",
    "sqlite3_bind_text",
    "sqlite3_column_text",
    "sqlite3_column_int",
    "sqlite3_column_int64",
    "sqlite3_changes",
    "sqlite3_errmsg",
    "sqlite3_errstr",
    "sqlite3_free",
    "sqlite3_sleep",
};
_Static_assert(sizeof names / sizeof names[0] * sizeof(void (*)(void)) ==
                   sizeof(struct sqlite_calls),
               "one name for each call");

bool sqlite_calls_load(char *why, size_t why_size)
{
    if (loaded)
        return true;
    void *library = dlopen(SQLITE_LIBRARY, RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        snprintf(why, why_size, "cannot load SQLite (%s): %s", SQLITE_LIBRARY, dlerror());
        return false;
    }
    struct sqlite_calls found;
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        void *call = dlsym(library, names[i]);
        if (!call) {
            snprintf(why, why_size, "%s has no %s", SQLITE_LIBRARY, names[i]);
            dlclose(library);
            return false;
        }
        /* POSIX: a function's address from dlsym goes through an object
         * pointer's bytes. */
        memcpy((char *)&found + i * sizeof(void (*)(void)), &call, sizeof call);
    }
    calls = found;
    loaded = true;
    return true;
}

const struct sqlite_calls *sqlite_calls(void)
{
    return &calls;
}
