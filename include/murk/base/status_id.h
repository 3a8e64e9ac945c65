#ifndef MURK_STATUS_ID_H
#define MURK_STATUS_ID_H

/* The statuses' names, apart from what they do (status.h), so the entity
 * base can hold a count for each without depending on the code that ticks
 * them. Statuses are counts of turns on the entity base (0 is off); the
 * list is in status.def. */
enum status {
#define STATUS(id, name, look, end, r, g, b, judge, tick, order, killer) STATUS_##id,
#include "murk/base/status.def"
#undef STATUS
    STATUS_COUNT
};

#endif
