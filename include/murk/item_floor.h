#ifndef MURK_ITEM_FLOOR_H
#define MURK_ITEM_FLOOR_H

#include <stdbool.h>
#include <stdint.h>

#include "murk/grid.h"
#include "murk/item_kind.h"
#include "murk/map.h"
#include "murk/rng.h"

/* The items lying on the current floor: putting them there when it is
 * made, finding, adding and taking them, and which the player has seen. */

enum {
    ITEM_FLOOR_MAX = 128, /* items lying on one floor */
    /* Items a new floor gets (doc/rules.md, tune): about ITEM_FLOOR_BASE plus
     * half the depth, give or take ITEM_FLOOR_SPREAD. */
    ITEM_FLOOR_BASE = 4,
    ITEM_FLOOR_SPREAD = 1
};

/* An item lying on a floor. */
struct item {
    int kind;       /* index into the item kind list */
    struct pos pos; /* its cell */
    bool seen;      /* the player has seen it there, so the map remembers it */
    bool stepped;   /* the player has stood on its cell since: explore walks to it no more */
};

/* The items of the current floor, oldest first; the newest at a cell lies
 * on top. */
struct item_floor {
    struct item items[ITEM_FLOOR_MAX];
    int count;
};

/* Puts an item of the kind at p, on top of any there. Returns its index, or
 * -1 when the floor holds ITEM_FLOOR_MAX already. */
int item_floor_add(struct item_floor *floor, int kind, struct pos p);

/* The index of the topmost item at p, or -1. */
int item_floor_at(const struct item_floor *floor, struct pos p);

/* Takes the item at index off the floor, keeping the others' order. */
void item_floor_remove(struct item_floor *floor, int index);

/* Scatters about ITEM_FLOOR_BASE + depth / 2 items (ITEM_FLOOR_SPREAD
 * either way), of kinds picked by depth and frequency, over the plain floor
 * cells of the map (never on stairs), one to a cell and none at keep_clear
 * (the player's cell). Empties the floor first. All randomness from rng. Returns how many
 * it placed. */
int item_place_floor(struct item_floor *floor, const struct map *map,
                     const struct item_kind_list *kinds, int depth, struct pos keep_clear,
                     struct rng *rng);

/* Marks the items at p as stood on by the player (explore leaves them be). */
void item_floor_step(struct item_floor *floor, struct pos p);

/* Marks the items on cells the player sees now (visible: one byte a cell of
 * the map, as struct game keeps it) as seen, so the map remembers them. */
void item_floor_see(struct item_floor *floor, const struct map *map, const uint8_t *visible);

#endif
