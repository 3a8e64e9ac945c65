#ifndef MURK_FUZZ_SAVE_DATA_H
#define MURK_FUZZ_SAVE_DATA_H

/* The real data files, for the save fuzzer and the program that makes its
 * seeds: loaded from $MURK_DATA (default "data"), with their hash. Exits
 * with a line on stderr when they do not load. */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "murk/base/item.h"
#include "murk/base/kind.h"
#include "../store/store.h"

struct fuzz_data {
    struct kind_list kinds;
    struct item_kind_list items;
    uint64_t hash;
};

static inline void fuzz_data_load(struct fuzz_data *d)
{
    const char *dir = getenv("MURK_DATA");
    dir = dir && *dir ? dir : "data";
    static struct diag diag;
    char path[1024], why[STORE_WHY_MAX];
    snprintf(path, sizeof path, "%s/monsters.txt", dir);
    if (kind_list_load(&d->kinds, path, &diag) != 0) {
        fprintf(stderr, "fuzz: %s does not load\n", path);
        exit(1);
    }
    snprintf(path, sizeof path, "%s/items.txt", dir);
    if (item_kind_list_load(&d->items, path, &diag) != 0) {
        fprintf(stderr, "fuzz: %s does not load\n", path);
        exit(1);
    }
    if (store_data_hash(dir, &d->hash, why, sizeof why) != 0) {
        fprintf(stderr, "fuzz: %s\n", why);
        exit(1);
    }
}

#endif
