/* Lakes of water on a made map (mapgen_make.h), and the flood fill that keeps
 * them from cutting the floor in two: a lake that would, or that would
 * leave a room no plain floor, is undone and tried elsewhere. */
#include "murk/base/mapgen_lakes.h"

#include <stdlib.h>

/* A lake is a rough ellipse of LAKE_RX_MIN..LAKE_RX_MAX cells across each
 * way from its middle and LAKE_RY_MIN..LAKE_RY_MAX up and down (tune);
 * LAKE_TRIES middles are tried for each. */
enum { LAKE_RX_MIN = 2, LAKE_RX_MAX = 6, LAKE_RY_MIN = 1, LAKE_RY_MAX = 3, LAKE_TRIES = 16 };

bool map_connected(const struct map *map)
{
    int w = map->width, cells = map->width * map->height;
    int start = -1, walkable = 0;
    for (int i = 0; i < cells; i++)
        if (map_way_through(map, i % w, i / w)) {
            walkable++;
            if (start < 0)
                start = i;
        }
    if (start < 0)
        return false;
    uint8_t *seen = calloc((size_t)cells, 1);
    int *queue = malloc((size_t)cells * sizeof *queue);
    bool connected = false;
    if (seen && queue) {
        int head = 0, tail = 0;
        queue[tail++] = start;
        seen[start] = 1;
        while (head < tail) {
            int x = queue[head] % w, y = queue[head] / w;
            head++;
            for (int d = 0; d < GRID_DIRS; d++) {
                struct pos n = grid_add((struct pos){x, y}, grid_dir(d));
                if (!map_way_through(map, n.x, n.y) || seen[map_index(map, n.x, n.y)])
                    continue;
                seen[map_index(map, n.x, n.y)] = 1;
                queue[tail++] = map_index(map, n.x, n.y);
            }
        }
        connected = tail == walkable;
    }
    free(seen);
    free(queue);
    return connected;
}

/* Whether every room still holds a cell of plain floor, where the player
 * may arrive and a monster be placed. */
static bool rooms_keep_floor(const struct map *map)
{
    for (int r = 0; r < map->room_count; r++) {
        const struct room *room = &map->rooms[r];
        bool floor = false;
        for (int y = room->y; y < room->y + room->h && !floor; y++)
            for (int x = room->x; x < room->x + room->w && !floor; x++)
                floor = map->tiles[map_index(map, x, y)] == TILE_FLOOR;
        if (!floor)
            return false;
    }
    return true;
}

/* Floods the rough ellipse round (cx, cy), plain floor only, writing the
 * cells it flooded to `flooded`. Returns how many. */
static int flood(struct map *map, struct pos mid, int rx, int ry, struct rng *rng, int *flooded)
{
    int n = 0;
    for (int y = mid.y - ry; y <= mid.y + ry; y++)
        for (int x = mid.x - rx; x <= mid.x + rx; x++) {
            if (!map_in_bounds(map, x, y))
                continue;
            int i = map_index(map, x, y);
            /* (dx/rx)^2 + (dy/ry)^2 <= 1, and the rim ragged. */
            int dx = x - mid.x, dy = y - mid.y;
            int inside = dx * dx * ry * ry + dy * dy * rx * rx;
            int edge = rx * rx * ry * ry;
            if (map->tiles[i] != TILE_FLOOR || inside > edge ||
                (inside * 3 > edge * 2 && rng_one_in(rng, 3)))
                continue;
            map->tiles[i] = TILE_WATER;
            flooded[n++] = i;
        }
    return n;
}

int map_add_lakes(struct map *map, struct rng *rng, int lakes)
{
    int *flooded = malloc((size_t)(2 * LAKE_RX_MAX + 1) * (2 * LAKE_RY_MAX + 1) * sizeof *flooded);
    if (!flooded)
        return 0;
    int laid = 0;
    for (int k = 0; k < lakes; k++)
        for (int tries = 0; tries < LAKE_TRIES; tries++) {
            /* In a room, where a lake has room to spread; anywhere on a
             * map without rooms. */
            struct pos mid =
                map->room_count > 0
                    ? map_room_cell(&map->rooms[rng_range(rng, 0, map->room_count - 1)], rng)
                    : (struct pos){rng_range(rng, 1, map->width - 2),
                                   rng_range(rng, 1, map->height - 2)};
            if (map->tiles[map_index(map, mid.x, mid.y)] != TILE_FLOOR)
                continue;
            int rx = rng_range(rng, LAKE_RX_MIN, LAKE_RX_MAX);
            int ry = rng_range(rng, LAKE_RY_MIN, LAKE_RY_MAX);
            int n = flood(map, mid, rx, ry, rng, flooded);
            if (n > 0 && rooms_keep_floor(map) && map_connected(map)) {
                laid += n;
                break;
            }
            /* It would cut the floor: the water goes back to floor. */
            for (int i = 0; i < n; i++)
                map->tiles[flooded[i]] = TILE_FLOOR;
        }
    free(flooded);
    return laid;
}
