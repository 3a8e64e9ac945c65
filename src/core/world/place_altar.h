#ifndef MURK_PLACE_ALTAR_H
#define MURK_PLACE_ALTAR_H

/* The altar (place.h), for place.c's dispatch. Within the core only. */

struct place_rules;

extern const struct place_rules place_altar_rules;

#endif
