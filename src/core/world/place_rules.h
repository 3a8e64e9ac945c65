#ifndef MURK_PLACE_RULES_H
#define MURK_PLACE_RULES_H

/* What each place of murk/place.def does, for place.c's dispatch: one
 * table row a kind, its functions in the kind's own file. Within the core
 * only. */

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

extern const struct place_rules place_altar_rules;
extern const struct place_rules place_vault_rules;
extern const struct place_rules place_cage_rules;

/* A cell in the room for a place: plain floor (not the stairs), no item,
 * nobody, not the player's, and reachable from the player (the noise map,
 * made by place.c before the making, says). */
bool place_free_cell(struct game *game, const struct room *room, struct rng *rng, struct pos *out);

/* Two different item kinds for the floor's depth, the second of another
 * class when the draw allows (a choice between two of a kind is none).
 * False without item kinds. */
bool place_two_gifts(const struct game *game, struct rng *rng, int gift[PLACE_CELLS]);

/* An item's name as the player knows it ("a mace", "a bubbling potion"). */
void place_item_name(const struct game *game, int kind, char *out, size_t size);

#endif
