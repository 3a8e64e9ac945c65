/* Caves by cellular automaton (mapgen_make.h): random rock smoothed into
 * caverns, the largest kept, and its rooms found in it. */
#include "murk/base/mapgen_caves.h"

#include "murk/base/mapgen.h"

#include <stdlib.h>
#include <string.h>

/* One interior cell in CAVE_ROCK_PERCENT starts as rock; CAVE_SMOOTHINGS
 * passes of the 4-5 rule (rock where 5 or more of the 9 cells round it are
 * rock) make caverns of it (tune). */
enum { CAVE_ROCK_PERCENT = 45, CAVE_SMOOTHINGS = 5 };

/* A cave keeps at least this share (percent) of the interior as floor, or
 * it is drawn again; after CAVE_TRIES draws it keeps what it has. */
enum { CAVE_MIN_FLOOR_PERCENT = 30, CAVE_TRIES = 20 };

/* Its rooms: the largest clear square of each part of a grid laid over the
 * map, CAVE_SECTOR_W x CAVE_SECTOR_H cells a part, kept when at least
 * CAVE_ROOM_MIN cells a side. */
enum { CAVE_SECTOR_W = 25, CAVE_SECTOR_H = 14, CAVE_ROOM_MIN = 2, CAVE_ROOM_MAX = 6 };

/* One pass of the rule over the interior, in place. scratch (a byte a
 * cell) takes the map as it was, a 1 for each rock; columns (the map's
 * width) the rock in each column's three cells round the row. Counting by
 * columns adds three numbers a cell where the 3x3 block read nine. */
static void smooth(struct map *map, uint8_t *scratch, uint8_t *columns)
{
    int w = map->width, h = map->height;
    for (int i = 0; i < w * h; i++)
        scratch[i] = map->tiles[i] == TILE_WALL;
    for (int y = 1; y < h - 1; y++) {
        const uint8_t *up = scratch + (y - 1) * w, *mid = up + w, *down = mid + w;
        for (int x = 0; x < w; x++)
            columns[x] = (uint8_t)(up[x] + mid[x] + down[x]);
        uint8_t *row = map->tiles + y * w;
        for (int x = 1; x < w - 1; x++)
            row[x] = columns[x - 1] + columns[x] + columns[x + 1] >= 5 ? TILE_WALL : TILE_FLOOR;
    }
}

/* Fills every floor cell not in the largest 8-connected part with rock.
 * Returns the cells kept. open (a byte a cell) marks the floor not yet
 * reached, so a step asks one byte; part takes each floor cell's part. */
static int keep_largest(struct map *map, int *part, int *queue, uint8_t *open)
{
    int w = map->width, cells = map->width * map->height;
    uint8_t *tiles = map->tiles;
    for (int i = 0; i < cells; i++)
        open[i] = tiles[i] == TILE_FLOOR;
    /* Floor lies off the rim (the fill leaves the rim rock), so every
     * step from a floor cell stays in the map. */
    const int offsets[8] = {-w - 1, -w, -w + 1, -1, 1, w - 1, w, w + 1};
    int best = -1, best_size = 0, parts = 0;
    for (int start = 0; start < cells; start++) {
        if (!open[start])
            continue;
        int head = 0, tail = 0;
        queue[tail++] = start;
        open[start] = 0;
        while (head < tail) {
            int at = queue[head++];
            part[at] = parts;
            for (int d = 0; d < 8; d++) {
                int n = at + offsets[d];
                if (open[n]) {
                    open[n] = 0;
                    queue[tail++] = n;
                }
            }
        }
        if (tail > best_size) {
            best = parts;
            best_size = tail;
        }
        parts++;
    }
    for (int i = 0; i < cells; i++)
        if (tiles[i] == TILE_FLOOR && part[i] != best)
            tiles[i] = TILE_WALL;
    return best_size;
}

/* The rooms of a cave: in each part of the grid, the largest square of
 * floor whose corner lies in it (side[] the largest square ending at each
 * cell, the usual table). */
static void find_rooms(struct map *map, int *side)
{
    int w = map->width, h = map->height;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            int i = y * w + x;
            if (map->tiles[i] != TILE_FLOOR) {
                side[i] = 0;
                continue;
            }
            int up = y > 0 ? side[i - w] : 0, left = x > 0 ? side[i - 1] : 0,
                diag = x > 0 && y > 0 ? side[i - w - 1] : 0;
            int s = up < left ? up : left;
            s = (s < diag ? s : diag) + 1;
            side[i] = s < CAVE_ROOM_MAX ? s : CAVE_ROOM_MAX;
        }
    map->room_count = 0;
    for (int sy = 0; sy < h && map->room_count < MAP_MAX_ROOMS; sy += CAVE_SECTOR_H)
        for (int sx = 0; sx < w && map->room_count < MAP_MAX_ROOMS; sx += CAVE_SECTOR_W) {
            int best = 0, bx = 0, by = 0;
            for (int y = sy; y < sy + CAVE_SECTOR_H && y < h; y++)
                for (int x = sx; x < sx + CAVE_SECTOR_W && x < w; x++) {
                    /* The square's top-left corner stays in the part, so
                     * no two rooms share a cell. */
                    int s = side[y * w + x];
                    if (s > x - sx + 1)
                        s = x - sx + 1;
                    if (s > y - sy + 1)
                        s = y - sy + 1;
                    if (s > best) {
                        best = s;
                        bx = x;
                        by = y;
                    }
                }
            if (best >= CAVE_ROOM_MIN)
                map->rooms[map->room_count++] =
                    (struct room){bx - best + 1, by - best + 1, best, best};
        }
}

void map_generate_caves(struct map *map, struct rng *rng)
{
    if (!map->tiles || map->width < 3 || map->height < 3)
        return;
    int w = map->width, h = map->height, cells = w * h;
    int *part = malloc((size_t)cells * sizeof *part);
    int *queue = malloc((size_t)cells * sizeof *queue);
    uint8_t *scratch = malloc((size_t)cells + (size_t)w);
    memset(map->remembered, 0, (size_t)cells);
    memset(map->rooms, 0, sizeof map->rooms);
    map->room_count = 0;
    if (!part || !queue || !scratch) {
        /* Out of memory: rooms and corridors need none. */
        free(part);
        free(queue);
        free(scratch);
        map_generate(map, rng);
        return;
    }
    int interior = (w - 2) * (h - 2);
    for (int tries = 0; tries < CAVE_TRIES; tries++) {
        memset(map->tiles, TILE_WALL, (size_t)cells);
        for (int y = 1; y < h - 1; y++)
            for (int x = 1; x < w - 1; x++)
                map->tiles[y * w + x] =
                    rng_range(rng, 1, 100) <= CAVE_ROCK_PERCENT ? TILE_WALL : TILE_FLOOR;
        for (int k = 0; k < CAVE_SMOOTHINGS; k++)
            smooth(map, scratch, scratch + cells);
        if (keep_largest(map, part, queue, scratch) * 100 >= interior * CAVE_MIN_FLOOR_PERCENT)
            break;
    }
    find_rooms(map, part);
    free(part);
    free(queue);
    free(scratch);
    if (map->room_count == 0)
        map_generate(map, rng); /* no cave worth the name: rooms instead */
}
