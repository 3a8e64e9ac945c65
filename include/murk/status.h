#ifndef MURK_STATUS_H
#define MURK_STATUS_H

#include "murk/rgb.h"

enum status {
#define STATUS(id, name, r, g, b) STATUS_##id,
#include "murk/status.def"
#undef STATUS
    STATUS_COUNT
};

/* The status's name as the player reads it ("Poisoned"). */
const char *status_name(enum status status);

/* The colour the status is written in. */
struct rgb status_colour(enum status status);

#endif
