#define _POSIX_C_SOURCE 200809L

#include "bench_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

double bench_now_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec / 1e3;
}

double bench_cpu_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec / 1e3;
}

void bench_load_data(struct kind_list *kinds, struct item_kind_list *items)
{
    const char *dir = getenv("MURK_SRCDIR");
    char path[512];
    static struct diag diag;
    snprintf(path, sizeof path, "%s/data/monsters.txt", dir ? dir : ".");
    int bad = kind_list_load(kinds, path, &diag);
    if (!bad && items) {
        snprintf(path, sizeof path, "%s/data/items.txt", dir ? dir : ".");
        bad = item_kind_list_load(items, path, &diag);
    }
    if (bad) {
        fprintf(stderr, "bench: %s\n", diag.count ? diag.lines[0] : path);
        exit(1);
    }
}
