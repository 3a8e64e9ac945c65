#ifndef MURK_DOOR_H
#define MURK_DOOR_H

#include <stdbool.h>
#include <stdint.h>

#include "murk/base/dmap.h"
#include "murk/base/grid.h"
#include "murk/base/map.h"
#include "murk/base/rng.h"

/* Doors (doc/rules.md, "Doors"): the tiles TILE_DOOR_CLOSED and
 * TILE_DOOR_OPEN of map.h, what they do to sound, and where the room maker
 * puts them. What changes on a floor when one opens or shuts is
 * door_change.h's. */

enum {
    /* A noise's walking distance counts a closed door as this many cells
     * more than the one it is (tune): a blow's noise of 8 loses half of
     * itself through one. */
    DOOR_MUFFLE = 4,
    /* The chance in a hundred that a doorway (a corridor's cell in a
     * room's wall, between two walls) gets a door (tune). */
    DOOR_PERCENT = 60,
    /* The stream of the doors' generator (mapgen.c), seeded from the map
     * generator's state. */
    DOOR_STREAM = 7,
};

/* Whether the cell holds a closed door; out of bounds holds none. */
static inline bool door_closed_at(const struct map *map, struct pos p)
{
    return map_in_bounds(map, p.x, p.y) && map->tiles[map_index(map, p.x, p.y)] == TILE_DOOR_CLOSED;
}

/* Whether the cell holds an open door. */
static inline bool door_open_at(const struct map *map, struct pos p)
{
    return map_in_bounds(map, p.x, p.y) && map->tiles[map_index(map, p.x, p.y)] == TILE_DOOR_OPEN;
}

/* Whether the player may step toward the cell: it is walkable, or a
 * closed door, which the step opens. */
static inline bool door_player_may_enter(const struct map *map, struct pos p)
{
    return map_walkable(map, p.x, p.y) || door_closed_at(map, p);
}

/* What entering a cell costs a noise: 1, or 1 + DOOR_MUFFLE through a
 * closed door; 0 for a wall. */
static inline uint8_t door_noise_cost(unsigned tile)
{
    return tile == TILE_WALL ? 0 : tile == TILE_DOOR_CLOSED ? 1 + DOOR_MUFFLE : 1;
}

/* Gives every closed door of the list (door_list's indices) its noise cost in the noise map,
 * whose other costs are the walker's terrain (dmap_costs_from_map). */
void door_noise_costs(struct dmap *noise, const struct map *map, const int32_t *doors, int count);

/* The indices of the map's doors, shut or open, into out (max of them);
 * returns how many the map has. Doors never come or go on a floor. */
int door_list(const struct map *map, int32_t *out, int max);

/* Each listed door in view (visible, one byte a cell) is remembered as it
 * is now, open or shut (map_memory_of). */
void door_remember_seen(struct map *map, const uint8_t *visible, const int32_t *doors, int count);

/* Whether the cell is a doorway of room r: floor in its wall ring (not a
 * corner, in no room), with wall on both sides along the ring and floor
 * in front and behind, so the way through is the cell alone. */
bool door_is_doorway(const struct map *map, const struct room *r, struct pos p);

/* Puts a closed door in DOOR_PERCENT in a hundred of the doorways of the
 * map's rooms, from the map's generator. A door stands only where there
 * was floor and is a way for whoever opens doors (the player among them),
 * so every floor cell stays reachable by the player. Returns how many it
 * put. */
int door_place(struct map *map, struct rng *rng);

#endif
