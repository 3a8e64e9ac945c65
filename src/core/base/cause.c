/* The causes' names and short words, from cause.def. */
#include "murk/base/cause.h"

#include <string.h>

static const char *const names[CAUSE_COUNT] = {
#define CAUSE(id, name, words) name,
#include "murk/base/cause.def"
#undef CAUSE
};

static const char *const words[CAUSE_COUNT] = {
#define CAUSE(id, name, words) words,
#include "murk/base/cause.def"
#undef CAUSE
};

const char *cause_name(enum cause cause)
{
    return (unsigned)cause < CAUSE_COUNT ? names[cause] : "none";
}

const char *cause_words(enum cause cause)
{
    return (unsigned)cause < CAUSE_COUNT ? words[cause] : "";
}

int cause_named(const char *name)
{
    for (int i = 0; i < CAUSE_COUNT; i++)
        if (strcmp(names[i], name) == 0)
            return i;
    return -1;
}
