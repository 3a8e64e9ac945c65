#ifndef MURK_CAUSE_H
#define MURK_CAUSE_H

/* Why a monster's mind last changed: the list is cause.def. The words and
 * the rules that record a cause are the rules layer's (why.h). */
enum cause {
#define CAUSE(id, name, words) CAUSE_##id,
#include "murk/base/cause.def"
#undef CAUSE
    CAUSE_COUNT
};

/* The name a save writes ("heard_fight"). */
const char *cause_name(enum cause cause);

/* The short words ("heard the fight"); "" for CAUSE_NONE. */
const char *cause_words(enum cause cause);

/* The cause whose name is name, or -1. */
int cause_named(const char *name);

#endif
