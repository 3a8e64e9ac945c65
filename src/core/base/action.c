/* The action table's names and flags, made from murk/action.def. */
#include "murk/base/action.h"

#include <string.h>

static const struct {
    const char *name;
    unsigned flags;
} rows[ACTION_KIND_COUNT] = {
#define ACTION(id, word, flags) [ACTION_##id] = {#word, flags},
#include "murk/base/action.def"
#undef ACTION
};

const char *action_name(enum action_kind kind)
{
    return (unsigned)kind < ACTION_KIND_COUNT ? rows[kind].name : NULL;
}

int action_by_name(const char *name)
{
    for (int kind = 0; kind < ACTION_KIND_COUNT; kind++)
        if (strcmp(rows[kind].name, name) == 0)
            return kind;
    return -1;
}

unsigned action_flags(enum action_kind kind)
{
    return (unsigned)kind < ACTION_KIND_COUNT ? rows[kind].flags : 0;
}

bool action_is(enum action_kind kind, enum action_flag flag)
{
    return (action_flags(kind) & (unsigned)flag) != 0;
}
