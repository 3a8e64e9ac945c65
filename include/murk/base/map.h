#ifndef MURK_MAP_H
#define MURK_MAP_H

#include <stdbool.h>
#include <stdint.h>

#include "murk/base/grid.h"
#include "murk/base/rng.h"

/* The standard dungeon is larger than the 80x24 screen's map view, so the
 * camera has to follow the player. */
enum { MAP_WIDTH = 100, MAP_HEIGHT = 40, MAP_MAX_ROOMS = 32 };

/* Stairs are floor a walker may stand on and see across, marked as the way
 * down. Water (a lake) blocks walking but neither sight nor missiles. A
 * closed door blocks sight as a wall does and opens to whoever may
 * open it (door.h); an open door is floor to all. Who may walk through
 * which tile is its passability class's (passability.def). New tiles go at
 * the end: saves write these numbers. */
enum tile {
    TILE_WALL = 0,
    TILE_FLOOR = 1,
    TILE_STAIRS = 2,
    TILE_WATER = 3,
    TILE_DOOR_CLOSED = 4,
    TILE_DOOR_OPEN = 5,
    TILE_COUNT
};

/* Whether a tile blocks sight: walls and closed doors. */
static inline bool map_tile_opaque(unsigned tile)
{
    return tile == TILE_WALL || tile == TILE_DOOR_CLOSED;
}

/* What the player's memory holds of a cell seen: 1, and for an open door
 * MAP_REMEMBERED_OPEN, so that a door is remembered as it was last seen
 * (one opened out of sight is still remembered shut). */
enum { MAP_REMEMBERED_OPEN = 2 };

static inline bool map_tile_door(unsigned tile)
{
    return tile == TILE_DOOR_CLOSED || tile == TILE_DOOR_OPEN;
}

/* The memory of a cell of the tile, seen now. */
static inline uint8_t map_memory_of(unsigned tile)
{
    return tile == TILE_DOOR_OPEN ? MAP_REMEMBERED_OPEN : 1;
}

struct room {
    int x, y, w, h; /* interior cells, walls not included */
};

/* Terrain and what the player remembers of it. Cells are stored row by row;
 * the outermost ring is always wall, so neighbours of a floor cell are
 * always in bounds. */
struct map {
    int width, height;
    uint8_t *tiles;      /* enum tile per cell */
    uint8_t *remembered; /* 1 once the player has seen the cell (map_memory_of) */
    struct room rooms[MAP_MAX_ROOMS];
    int room_count;
};

/* The tile at index i as the player remembers it: a door as last seen,
 * any other tile as it is (tiles but doors never change). */
static inline unsigned map_remembered_tile(const struct map *map, int i)
{
    unsigned tile = map->tiles[i];
    if (!map_tile_door(tile))
        return tile;
    return map->remembered[i] == MAP_REMEMBERED_OPEN ? TILE_DOOR_OPEN : TILE_DOOR_CLOSED;
}

/* Allocates a width x height map of solid wall. Returns 0, or -1 when out of
 * memory (the map is then left empty and safe to free). */
int map_init(struct map *map, int width, int height);
void map_free(struct map *map);

static inline bool map_in_bounds(const struct map *map, int x, int y)
{
    return grid_inside(x, y, map->width, map->height);
}

static inline int map_index(const struct map *map, int x, int y)
{
    return y * map->width + x;
}

/* Whether the player may go through the cell: a walkable cell or a closed
 * door, which a step opens (not a wall, not water); out of bounds is not.
 * Floors are made connected by this. */
bool map_way_through(const struct map *map, int x, int y);

/* Whether a walker may stand on the cell now (floor, stairs, an open
 * door: not a wall, not water, not a closed door); out of bounds is not
 * walkable. */
bool map_walkable(const struct map *map, int x, int y);

/* Whether the cell blocks sight; out of bounds blocks. */
bool map_opaque(const struct map *map, int x, int y);

/* Builds a map from ASCII rows ('#' wall, '~' water, '+' a closed door,
 * '\'' an open one, anything else floor, so tests can mark cells with letters). All rows must be the same length. Returns 0, or
 * -1 on ragged rows or no memory. The caller frees with map_free. */
int map_from_ascii(struct map *map, const char *const *rows, int row_count);

/* A uniformly chosen floor cell inside the given room. */
struct pos map_room_cell(const struct room *room, struct rng *rng);

/* The room containing the cell, or -1. */
int map_room_at(const struct map *map, struct pos p);

#endif
