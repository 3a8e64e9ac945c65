#include "real_data.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include <cmocka.h>

static void path_to(const char *file, char *out, size_t size)
{
    const char *dir = getenv("MURK_SRCDIR");
    snprintf(out, size, "%s/data/%s", dir && *dir ? dir : ".", file);
}

const struct kind_list *real_kinds(void)
{
    static struct kind_list kinds;
    static struct diag diag;
    if (kinds.count == 0) {
        char path[1024];
        path_to("monsters.txt", path, sizeof path);
        if (kind_list_load(&kinds, path, &diag) != 0)
            fail_msg("%s does not load: %s", path, diag.lines[0]);
    }
    return &kinds;
}

const struct item_kind_list *real_items(void)
{
    static struct item_kind_list items;
    static struct diag diag;
    if (items.count == 0) {
        char path[1024];
        path_to("items.txt", path, sizeof path);
        if (item_kind_list_load(&items, path, &diag) != 0)
            fail_msg("%s does not load: %s", path, diag.lines[0]);
    }
    return &items;
}
