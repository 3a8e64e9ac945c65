#ifndef MURK_PLACE_RULES_H
#define MURK_PLACE_RULES_H

/* What each place of murk/place.def does, for place.c's dispatch: one
 * table row a kind, its functions in the kind's own file (each kind's
 * header names its row). Within the core only. */

#include "murk/world/place.h"
#include "murk/world/world.h"

struct place_rules {
    /* Lays the place (its cells, its gifts) in a room picked by place.c;
     * false when the room will not hold it. */
    bool (*make)(struct game *game, const struct room *room, struct rng *rng);
    void (*describe)(const struct game *game, struct pos p, char *out, size_t size);
    void (*arrive)(struct game *game);
    bool (*may_take)(struct game *game, int index);
    bool (*taken)(struct game *game, int kind, struct pos p);
    bool (*takes_drop)(struct game *game, int slot);
};

#endif
