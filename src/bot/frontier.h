#ifndef MURK_BOT_FRONTIER_H
#define MURK_BOT_FRONTIER_H

/* What the bot's quiet plan reads of the whole floor, kept without reading
 * the whole floor each time: the frontier (a remembered cell it may go
 * through, inside the map's edge, not stood on, with an unremembered cell
 * next to it) and the stairs it remembers. It keeps a copy of the map's
 * memory as it last looked; bot_frontier_sync compares the copy with the
 * map (a few hundred instructions when little changed) and looks again
 * only at the cells that differ and their neighbours, so the two sets are
 * always what a scan of the whole floor would find. The tiles it reads as
 * they are: on a floor only doors change (map.h), open or shut, and both
 * are a way through and no stairs; a new floor is a reset. */

#include <stdbool.h>
#include <stdint.h>

#include "murk/base/map.h"

/* Cells, each listed once, in no particular order (the walk map's values
 * do not depend on the order its goals are set in). */
struct bot_cell_set {
    int32_t *slot;  /* a cell's place in cells, or -1 */
    int32_t *cells; /* the map indices in the set */
    int count;
};

struct bot_frontier {
    int width, height; /* the map the copies are of; 0 before the first */
    uint8_t *memory;   /* map->remembered as last looked at */
    struct bot_cell_set frontier;
    struct bot_cell_set stairs; /* remembered stairs */
};

/* Whether the player may go through the tile: not a wall, not water (a
 * closed door is a way, as a step into it opens it). */
static inline bool bot_way_through(unsigned tile)
{
    return tile != TILE_WALL && tile != TILE_WATER;
}

/* Forgets everything (a new floor: nothing remembered, nothing stood on),
 * for a map of the size. Returns 0, or -1 if out of memory (then it holds
 * nothing, and bot_frontier_free is still safe). */
int bot_frontier_reset(struct bot_frontier *f, const struct map *map);

void bot_frontier_free(struct bot_frontier *f);

/* Brings both sets up to date with the map. stood[i] & stood_bit says the
 * player has stood on cell i; a change to it must be told with
 * bot_frontier_stood. Returns whether the map's memory differed from the
 * copy anywhere. */
bool bot_frontier_sync(struct bot_frontier *f, const struct map *map, const uint8_t *stood,
                       uint8_t stood_bit);

/* The player has stood on cell i since: it is no frontier now. Returns
 * whether it was. */
bool bot_frontier_stood(struct bot_frontier *f, int i);

#endif
