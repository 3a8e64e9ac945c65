#include "murk/base/map.h"

#include <stdlib.h>
#include <string.h>

int map_init(struct map *map, int width, int height)
{
    memset(map, 0, sizeof *map);
    if (width < 3 || height < 3)
        return -1;
    size_t cells = (size_t)width * (size_t)height;
    map->tiles = calloc(cells, 1);
    map->remembered = calloc(cells, 1);
    if (!map->tiles || !map->remembered) {
        map_free(map);
        return -1;
    }
    map->width = width;
    map->height = height;
    return 0;
}

void map_free(struct map *map)
{
    free(map->tiles);
    free(map->remembered);
    memset(map, 0, sizeof *map);
}

bool map_way_through(const struct map *map, int x, int y)
{
    return map_walkable(map, x, y) || (map_in_bounds(map, x, y) &&
                                       map->tiles[map_index(map, x, y)] == TILE_DOOR_CLOSED);
}

bool map_walkable(const struct map *map, int x, int y)
{
    if (!map_in_bounds(map, x, y))
        return false;
    unsigned tile = map->tiles[map_index(map, x, y)];
    return tile != TILE_WALL && tile != TILE_WATER && tile != TILE_DOOR_CLOSED;
}

bool map_opaque(const struct map *map, int x, int y)
{
    return !map_in_bounds(map, x, y) || map_tile_opaque(map->tiles[map_index(map, x, y)]);
}

/* A drawn map's character as a tile: what is not wall or a door is floor. */
static uint8_t ascii_tile(char c)
{
    return c == '#'    ? TILE_WALL
           : c == '~'  ? TILE_WATER
           : c == '+'  ? TILE_DOOR_CLOSED
           : c == '\'' ? TILE_DOOR_OPEN
                       : TILE_FLOOR;
}

int map_from_ascii(struct map *map, const char *const *rows, int row_count)
{
    memset(map, 0, sizeof *map); /* safe to free whatever happens below */
    if (row_count < 1)
        return -1;
    size_t width = strlen(rows[0]);
    for (int y = 1; y < row_count; y++)
        if (strlen(rows[y]) != width)
            return -1;
    if (map_init(map, (int)width, row_count) != 0)
        return -1;
    for (int y = 0; y < row_count; y++)
        for (int x = 0; x < (int)width; x++)
            map->tiles[map_index(map, x, y)] = ascii_tile(rows[y][x]);
    return 0;
}

struct pos map_room_cell(const struct room *room, struct rng *rng)
{
    return (struct pos){rng_range(rng, room->x, room->x + room->w - 1),
                        rng_range(rng, room->y, room->y + room->h - 1)};
}

int map_room_at(const struct map *map, struct pos p)
{
    for (int i = 0; i < map->room_count; i++) {
        const struct room *r = &map->rooms[i];
        if (p.x >= r->x && p.x < r->x + r->w && p.y >= r->y && p.y < r->y + r->h)
            return i;
    }
    return -1;
}
