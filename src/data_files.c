#define _POSIX_C_SOURCE 200809L /* readlink */

#include "data_files.h"
#include "shown.h"
#include "files/group.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sysexits.h>
#include <unistd.h>

#ifndef MURK_DATADIR
#define MURK_DATADIR "/usr/local/share/murk"
#endif

static bool has_data(const char *dir)
{
    char path[4096 + 32];
    snprintf(path, sizeof path, "%.4096s/monsters.txt", dir);
    return access(path, F_OK) == 0;
}

/* The directory the running binary is in, symbolic links resolved; false
 * when it cannot be told (no /proc, and argv[0] with no slash). */
static bool binary_dir(const char *argv0, char *out, size_t size)
{
    char exe[4096];
    ssize_t len = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (len > 0)
        exe[len] = '\0';
    else if (argv0 && strchr(argv0, '/'))
        snprintf(exe, sizeof exe, "%s", argv0);
    else
        return false;
    char *slash = strrchr(exe, '/');
    *slash = '\0';
    snprintf(out, size, "%s", exe[0] ? exe : "/");
    return true;
}

const char *data_dir_built_in(void)
{
    return MURK_DATADIR;
}

int data_dir_find(const char *given, const char *argv0, char *buf, size_t size)
{
    /* Asked for by name: that one, and a missing file there is an error. */
    const char *env = getenv("MURK_DATA");
    if (given || (env && *env)) {
        snprintf(buf, size, "%s", given ? given : env);
        return EX_OK;
    }
    /* Else the first that holds the data: data/ beside the binary (a source
     * tree plays its own data, never an installed copy's), the directory
     * built in, and ../share/murk beside the binary (a prefix moved whole). */
    char places[3][4096];
    int count = 0;
    char exe_dir[4096];
    /* Setgid games, only the directory built in (files/group.h). */
    bool have_exe = !files_group_shared() && binary_dir(argv0, exe_dir, sizeof exe_dir);
    if (have_exe)
        snprintf(places[count++], sizeof places[0], "%.4000s/data", exe_dir);
    snprintf(places[count++], sizeof places[0], "%s", MURK_DATADIR);
    if (have_exe)
        snprintf(places[count++], sizeof places[0], "%.4000s/../share/murk", exe_dir);
    for (int i = 0; i < count; i++)
        if (has_data(places[i])) {
            snprintf(buf, size, "%s", places[i]);
            return EX_OK;
        }
    char line[3 * 4096 + 128];
    int n = snprintf(line, sizeof line, "no data files (monsters.txt) in");
    for (int i = 0; i < count; i++)
        n += snprintf(line + n,
                      sizeof line - (size_t)n,
                      "%s %s",
                      i == 0           ? ""
                      : i == count - 1 ? " or"
                                       : ",",
                      places[i]);
    snprintf(line + n, sizeof line - (size_t)n, "; give --data DIR or set MURK_DATA");
    shown_error(line);
    return EX_NOINPUT;
}

static void print_diag(const struct diag *diag)
{
    for (int i = 0; i < diag->count; i++)
        shown_error(diag->lines[i]);
    if (diag->total > diag->count)
        fprintf(stderr, "murk: and %d more errors\n", diag->total - diag->count);
}

/* The worse of two exit statuses: a file that cannot be opened (66) over
 * bad data (65) over success. */
static int worse(int a, int b)
{
    return a == EX_NOINPUT || b == EX_NOINPUT   ? EX_NOINPUT
           : a == EX_DATAERR || b == EX_DATAERR ? EX_DATAERR
                                                : EX_OK;
}

static int status_of(int result)
{
    return result == -2 ? EX_NOINPUT : result != 0 ? EX_DATAERR : EX_OK;
}

int data_load_all(const char *dir, struct kind_list *kinds, struct item_kind_list *items)
{
    char path[4096];
    static struct diag diag; /* 10 KB: too big for a comfortable stack frame */
    snprintf(path, sizeof path, "%s/monsters.txt", dir);
    diag_clear(&diag);
    int status = status_of(kind_list_load(kinds, path, &diag));
    print_diag(&diag);
    /* Every file is checked, so one run shows every mistake. */
    snprintf(path, sizeof path, "%s/items.txt", dir);
    diag_clear(&diag);
    status = worse(status, status_of(item_kind_list_load(items, path, &diag)));
    print_diag(&diag);
    return status;
}
