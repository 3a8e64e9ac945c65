/* Lakes of water on a made map (mapgen_make.h), and the flood fill that keeps
 * them from cutting the floor in two: a lake that would, or that would
 * leave a room no plain floor, is undone and tried elsewhere. */
#include "murk/base/mapgen_lakes.h"

#include <stdlib.h>
#include <string.h>

/* A lake is a rough ellipse of LAKE_RX_MIN..LAKE_RX_MAX cells across each
 * way from its middle and LAKE_RY_MIN..LAKE_RY_MAX up and down (tune);
 * LAKE_TRIES middles are tried for each. */
enum { LAKE_RX_MIN = 2, LAKE_RX_MAX = 6, LAKE_RY_MIN = 1, LAKE_RY_MAX = 3, LAKE_TRIES = 16 };

/* Whether a tile lets the player through (map_way_through: a shut door
 * does), by tile, so the flood below reads a byte where it called a
 * function. */
static bool tile_lets_through(unsigned tile)
{
    return tile != TILE_WALL && tile != TILE_WATER;
}

/* Whether no rim cell lets the player through (every maker walls the rim):
 * then a flood, which steps only from cells that do, never steps off the
 * map, and a step is an offset in the array. */
static bool rim_closed(const struct map *map)
{
    int w = map->width, h = map->height;
    for (int x = 0; x < w; x++)
        if (tile_lets_through(map->tiles[x]) || tile_lets_through(map->tiles[(h - 1) * w + x]))
            return false;
    for (int y = 0; y < h; y++)
        if (tile_lets_through(map->tiles[y * w]) || tile_lets_through(map->tiles[y * w + w - 1]))
            return false;
    return true;
}

/* The cell a step d from at, or -1 off the map; offsets are the steps in
 * the array, taken as they are when the rim is closed. */
static inline int step_from(const struct map *map, int at, int d, bool closed, const int *offsets)
{
    if (closed)
        return at + offsets[d];
    struct pos step = grid_dir(d);
    int nx = at % map->width + step.x, ny = at / map->width + step.y;
    return map_in_bounds(map, nx, ny) ? ny * map->width + nx : -1;
}

/* map_connected with its buffers given: seen (a byte a cell) and queue (an
 * int a cell), so the lakes' tries allocate once. */
static bool connected_with(const struct map *map, uint8_t *seen, int *queue)
{
    int w = map->width, cells = w * map->height;
    const uint8_t *tiles = map->tiles;
    int start = -1, through = 0;
    for (int i = 0; i < cells; i++) {
        seen[i] = !tile_lets_through(tiles[i]);
        if (!seen[i]) {
            through++;
            if (start < 0)
                start = i;
        }
    }
    if (start < 0)
        return false;
    int head = 0, tail = 0;
    queue[tail++] = start;
    seen[start] = 1;
    bool closed = rim_closed(map);
    const int offsets[GRID_DIRS] = {-w - 1, -w, -w + 1, -1, 1, w - 1, w, w + 1};
    while (head < tail) {
        int at = queue[head++];
        for (int d = 0; d < GRID_DIRS; d++) {
            int n = step_from(map, at, d, closed, offsets);
            if (n >= 0 && !seen[n]) {
                seen[n] = 1;
                queue[tail++] = n;
            }
        }
    }
    return tail == through;
}

/* Whether a lake just laid (the n cells of flooded, water now) leaves a map
 * that was connected before still connected. It is when the cells round
 * the lake that let the player through (its shore) still reach one
 * another: a way between any two cells that crossed the lake crossed its
 * shore on either side. So the flood starts on the shore and stops once
 * it has met the whole shore, mostly within the room the lake lies in,
 * where connected_with floods the whole floor for every lake tried. */
static bool lake_keeps_connected(const struct map *map, const int *flooded, int n, uint8_t *mark,
                                 int *queue)
{
    enum { MET = 1, SHORE = 2 };
    int w = map->width, h = map->height;
    memset(mark, 0, (size_t)w * (size_t)h);
    int shore = 0, start = -1;
    for (int i = 0; i < n; i++)
        for (int d = 0; d < GRID_DIRS; d++) {
            struct pos at = grid_add((struct pos){flooded[i] % w, flooded[i] / w}, grid_dir(d));
            if (!map_in_bounds(map, at.x, at.y))
                continue;
            int c = at.y * w + at.x;
            if (!tile_lets_through(map->tiles[c]) || mark[c])
                continue;
            mark[c] = SHORE;
            shore++;
            start = c;
        }
    if (start < 0)
        return connected_with(map, mark, queue); /* a lake with no shore: the old way */
    int head = 0, tail = 0, met = 1;
    queue[tail++] = start;
    mark[start] |= MET;
    bool closed = rim_closed(map);
    const int offsets[GRID_DIRS] = {-w - 1, -w, -w + 1, -1, 1, w - 1, w, w + 1};
    while (head < tail && met < shore) {
        int at = queue[head++];
        for (int d = 0; d < GRID_DIRS; d++) {
            int c = step_from(map, at, d, closed, offsets);
            if (c < 0 || (mark[c] & MET) || !tile_lets_through(map->tiles[c]))
                continue;
            met += mark[c] == SHORE;
            mark[c] |= MET;
            queue[tail++] = c;
        }
    }
    return met == shore;
}

bool map_connected(const struct map *map)
{
    size_t cells = (size_t)map->width * (size_t)map->height;
    uint8_t *seen = malloc(cells);
    int *queue = malloc(cells * sizeof *queue);
    bool connected = seen && queue && connected_with(map, seen, queue);
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
    size_t cells = (size_t)map->width * (size_t)map->height;
    int *flooded = malloc((size_t)(2 * LAKE_RX_MAX + 1) * (2 * LAKE_RY_MAX + 1) * sizeof *flooded);
    uint8_t *seen = malloc(cells);
    int *queue = malloc(cells * sizeof *queue);
    if (!flooded || !seen || !queue) {
        free(flooded);
        free(seen);
        free(queue);
        return 0;
    }
    /* A connected map (every maker's is) stays so lake by lake, so each
     * lake is tried by its shore alone; another keeps the whole flood. */
    bool connected = connected_with(map, seen, queue);
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
            if (n > 0 && rooms_keep_floor(map) &&
                (connected ? lake_keeps_connected(map, flooded, n, seen, queue)
                           : connected_with(map, seen, queue))) {
                laid += n;
                break;
            }
            /* It would cut the floor: the water goes back to floor. */
            for (int i = 0; i < n; i++)
                map->tiles[flooded[i]] = TILE_FLOOR;
        }
    free(flooded);
    free(seen);
    free(queue);
    return laid;
}
