#define _POSIX_C_SOURCE 200809L /* readlink */

#include "data_files.h"

#include <stdio.h>
#include <string.h>
#include <sysexits.h>
#include <unistd.h>

#ifndef MURK_DATADIR
#define MURK_DATADIR "/usr/local/share/murk"
#endif

static int has_data(const char *dir)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/monsters.txt", dir);
    return access(path, R_OK) == 0;
}

void data_dir_find(const char *given, const char *argv0, char *buf, size_t size)
{
    if (given) {
        snprintf(buf, size, "%s", given);
        return;
    }
    if (has_data(MURK_DATADIR)) {
        snprintf(buf, size, "%s", MURK_DATADIR);
        return;
    }
    char exe[4096];
    ssize_t len = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (len > 0)
        exe[len] = '\0';
    else
        snprintf(exe, sizeof exe, "%s", argv0 ? argv0 : "murk");
    char *slash = strrchr(exe, '/');
    if (slash) {
        *slash = '\0';
        snprintf(buf, size, "%s/data", exe);
    } else {
        snprintf(buf, size, "data");
    }
}

static void print_diag(const struct diag *diag)
{
    for (int i = 0; i < diag->count; i++)
        fprintf(stderr, "murk: %s\n", diag->lines[i]);
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
