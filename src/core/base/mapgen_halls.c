/* Pillared halls (mapgen_make.h): big halls on a grid, each joined to the hall
 * left of it or above it (so all are joined) and now and then to the
 * other too, with pillars standing in rows inside. */
#include "murk/base/mapgen_halls.h"

#include "murk/base/mapgen.h"

#include <string.h>

/* The grid of halls, and the least size of a hall inside its part of the
 * grid (tune). */
enum { HALL_COLUMNS = 4, HALL_ROWS = 3, HALL_MIN_W = 8, HALL_MIN_H = 5 };

/* One link in HALL_EXTRA_LINK_ONE_IN beyond those that join every hall:
 * loops to circle round a monster. */
enum { HALL_EXTRA_LINK_ONE_IN = 3 };

static void carve(struct map *map, int x, int y)
{
    map->tiles[map_index(map, x, y)] = TILE_FLOOR;
}

/* An L between random cells of two halls; it stays within the two halls'
 * parts of the grid, which no other hall reaches into. */
static void join(struct map *map, const struct room *a, const struct room *b, struct rng *rng)
{
    struct pos from = map_room_cell(a, rng), to = map_room_cell(b, rng);
    bool row_first = rng_one_in(rng, 2);
    struct pos corner = row_first ? (struct pos){to.x, from.y} : (struct pos){from.x, to.y};
    for (int x = from.x; x != corner.x; x += corner.x > from.x ? 1 : -1)
        carve(map, x, from.y);
    for (int y = from.y; y != corner.y; y += corner.y > from.y ? 1 : -1)
        carve(map, from.x, y);
    for (int x = corner.x; x != to.x; x += to.x > corner.x ? 1 : -1)
        carve(map, x, corner.y);
    for (int y = corner.y; y != to.y; y += to.y > corner.y ? 1 : -1)
        carve(map, corner.x, y);
    carve(map, to.x, to.y);
}

/* Pillars every `gap` cells, never on the hall's edge row or column, so
 * the floor round each pillar joins up and a corridor always comes in. */
static void raise_pillars(struct map *map, const struct room *r, int gap)
{
    for (int y = r->y + gap - 1; y < r->y + r->h - 1; y += gap)
        for (int x = r->x + gap - 1; x < r->x + r->w - 1; x += gap)
            map->tiles[map_index(map, x, y)] = TILE_WALL;
}

void map_generate_halls(struct map *map, struct rng *rng)
{
    if (!map->tiles || map->width < 3 || map->height < 3)
        return;
    size_t cells = (size_t)map->width * (size_t)map->height;
    memset(map->tiles, TILE_WALL, cells);
    memset(map->remembered, 0, cells);
    memset(map->rooms, 0, sizeof map->rooms);
    map->room_count = 0;
    int part_w = (map->width - 2) / HALL_COLUMNS, part_h = (map->height - 2) / HALL_ROWS;
    if (part_w < HALL_MIN_W + 2 || part_h < HALL_MIN_H + 2) {
        map_generate(map, rng); /* too small a map for halls */
        return;
    }
    for (int row = 0; row < HALL_ROWS; row++)
        for (int col = 0; col < HALL_COLUMNS; col++) {
            struct room r;
            /* A wall on each side inside the part keeps halls apart. */
            r.w = rng_range(rng, HALL_MIN_W, part_w - 2);
            r.h = rng_range(rng, HALL_MIN_H, part_h - 2);
            r.x = 1 + col * part_w + rng_range(rng, 1, part_w - 1 - r.w);
            r.y = 1 + row * part_h + rng_range(rng, 1, part_h - 1 - r.h);
            map->rooms[map->room_count++] = r;
            for (int y = r.y; y < r.y + r.h; y++)
                for (int x = r.x; x < r.x + r.w; x++)
                    carve(map, x, y);
        }
    for (int i = 0; i < map->room_count; i++)
        raise_pillars(map, &map->rooms[i], rng_range(rng, 2, 3));
    for (int row = 0; row < HALL_ROWS; row++)
        for (int col = 0; col < HALL_COLUMNS; col++) {
            const struct room *here = &map->rooms[row * HALL_COLUMNS + col];
            const struct room *left = col > 0 ? here - 1 : NULL;
            const struct room *up = row > 0 ? here - HALL_COLUMNS : NULL;
            /* One of the two at least (the first row joins left, the first
             * column up), so every hall is joined to the first. */
            bool to_left = left && (!up || rng_one_in(rng, 2));
            if (to_left || (left && rng_one_in(rng, HALL_EXTRA_LINK_ONE_IN)))
                join(map, here, left, rng);
            if ((up && !to_left) || (up && rng_one_in(rng, HALL_EXTRA_LINK_ONE_IN)))
                join(map, here, up, rng);
        }
}
