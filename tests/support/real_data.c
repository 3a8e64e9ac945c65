#include "real_data.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include <cmocka.h>

static void path_to(const char *folder, const char *file, char *out, size_t size)
{
    const char *dir = getenv("MURK_SRCDIR");
    snprintf(out, size, "%s/%s/%s", dir && *dir ? dir : ".", folder, file);
}

static const struct kind_list *kinds_in(const char *folder, struct kind_list *kinds)
{
    if (kinds->count == 0) {
        static struct diag diag;
        char path[1024];
        path_to(folder, "monsters.txt", path, sizeof path);
        if (kind_list_load(kinds, path, &diag) != 0)
            fail_msg("%s does not load: %s", path, diag.lines[0]);
    }
    return kinds;
}

static const struct item_kind_list *items_in(const char *folder, struct item_kind_list *items)
{
    if (items->count == 0) {
        static struct diag diag;
        char path[1024];
        path_to(folder, "items.txt", path, sizeof path);
        if (item_kind_list_load(items, path, &diag) != 0)
            fail_msg("%s does not load: %s", path, diag.lines[0]);
    }
    return items;
}

const struct kind_list *real_kinds(void)
{
    static struct kind_list kinds;
    return kinds_in("data", &kinds);
}

const struct item_kind_list *real_items(void)
{
    static struct item_kind_list items;
    return items_in("data", &items);
}

const struct kind_list *fixed_kinds(void)
{
    static struct kind_list kinds;
    return kinds_in("tests/data/fixed", &kinds);
}

const struct item_kind_list *fixed_items(void)
{
    static struct item_kind_list items;
    return items_in("tests/data/fixed", &items);
}
