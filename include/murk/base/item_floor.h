#ifndef MURK_ITEM_FLOOR_H
#define MURK_ITEM_FLOOR_H

#include <stdbool.h>
#include <stdint.h>

#include "murk/base/grid.h"
#include "murk/base/item_kind.h"
#include "murk/base/map.h"
#include "murk/base/meter.h"
#include "murk/base/rng.h"

/* The items lying on the current floor: putting them there when it is
 * made, finding, adding and taking them, and which the player has seen. */

enum {
    ITEM_FLOOR_MAX = 128, /* items lying on one floor */
    /* Items a new floor gets (doc/rules.md, tune): about ITEM_FLOOR_BASE plus
     * half the depth, give or take ITEM_FLOOR_SPREAD. */
    ITEM_FLOOR_BASE = 4,
    ITEM_FLOOR_SPREAD = 1,
    /* A floor of this depth that the draw gave no weapon gets one, and
     * this one no armour an armour (doc/rules.md, "Items"). */
    ITEM_FLOOR_WEAPON_DEPTH = 1,
    ITEM_FLOOR_ARMOUR_DEPTH = 2
};

/* An item lying on a floor. */
struct item {
    int kind;       /* index into the item kind list */
    int count;      /* how many lie in this stack: 1 or more (0 reads as 1) */
    struct pos pos; /* its cell */
    bool seen;      /* the player has seen it there, so the map remembers it */
    bool stepped;   /* the player has stood on its cell since: explore walks to it no more */
    bool thrown;    /* the player threw or shot it here: walking over it picks it up */
    int charges;    /* a wand's charges left; 0 for the rest */
    int enchant;    /* its enchantment (a +1 mace dropped): 0 for most */
};

/* The items of the current floor, oldest first; the newest at a cell lies
 * on top. Items of one kind at one cell lie as one stack with a count (a
 * bundle of 8 arrows is one item of count 8). */
struct item_floor {
    struct item items[ITEM_FLOOR_MAX];
    int count;
};

/* Puts an item of the kind at p: onto the stack of its kind there, else
 * on top of any there. Returns its index, or -1 when it needs a new item
 * and the floor holds ITEM_FLOOR_MAX already. */
int item_floor_add(struct item_floor *floor, int kind, struct pos p);

/* Puts a wand of the kind with its charges at p: a wand never joins a
 * stack, its charges are its own. Returns its index, or -1 when full. */
int item_floor_add_wand(struct item_floor *floor, int kind, int charges, struct pos p);

/* Puts count items of the kind at p at once, as item_floor_add puts one. */
int item_floor_add_count(struct item_floor *floor, int kind, int count, struct pos p);

/* As item_floor_add_count, of items enchanted by enchant: a stack holds
 * one kind of one enchantment. */
int item_floor_add_enchanted(struct item_floor *floor, int kind, int count, int enchant,
                             struct pos p);

/* How many lie in the item's stack: 1 or more. */
int item_floor_count(const struct item *item);

/* The index of the topmost item at p, or -1. */
int item_floor_at(const struct item_floor *floor, struct pos p);

/* Takes the item at index off the floor, keeping the others' order. */
void item_floor_remove(struct item_floor *floor, int index);

/* Scatters about ITEM_FLOOR_BASE + depth / 2 items (ITEM_FLOOR_SPREAD
 * either way), of kinds picked by depth and frequency, over the plain floor
 * cells of the map (never on stairs), one to a cell and none at keep_clear
 * (the player's cell); ammunition lies in a bundle of its kind's size.
 * One more, a weapon on floor ITEM_FLOOR_WEAPON_DEPTH and an armour on
 * ITEM_FLOOR_ARMOUR_DEPTH, where the draw laid none of that class.
 * Empties the floor first. All randomness from rng. Returns how many it
 * placed (a bundle is one). */
int item_place_floor(struct item_floor *floor, const struct map *map,
                     const struct item_kind_list *kinds, int depth, struct pos keep_clear,
                     struct rng *rng);

/* As item_place_floor, drawing the metered kinds by the run's meters
 * (meter.h) and moving the meters by what it placed; meters NULL is
 * item_place_floor. */
int item_place_floor_metered(struct item_floor *floor, const struct map *map,
                             const struct item_kind_list *kinds, int depth, struct pos keep_clear,
                             struct item_meters *meters, struct rng *rng);

/* Marks the items at p as stood on by the player (explore leaves them be). */
void item_floor_step(struct item_floor *floor, struct pos p);

/* Marks the items on cells the player sees now (visible: one byte a cell of
 * the map, as struct game keeps it) as seen, so the map remembers them. */
void item_floor_see(struct item_floor *floor, const struct map *map, const uint8_t *visible);

#endif
