#include "murk/base/mapgen.h"

#include "murk/base/door.h"

#include <stdlib.h>
#include <string.h>

/* Room interiors, before clamping to what a small map can hold. */
enum { ROOM_MIN_W = 4, ROOM_MAX_W = 14, ROOM_MIN_H = 3, ROOM_MAX_H = 8 };

/* Enough tries that a full-size map packs its target count, few enough that
 * a crowded small map gives up quickly. */
enum { PLACE_ATTEMPTS = 400 };

/* How much bigger than its rooms' area (walls included) a map's interior
 * is: 4 asks for 10..15 rooms on 100x40, a dungeon rather than a cave. */
enum { SPACE_PER_ROOM = 4 };

static int min_int(int a, int b)
{
    return a < b ? a : b;
}

static int max_int(int a, int b)
{
    return a > b ? a : b;
}

/* Rooms must keep at least one wall cell between their interiors, so each
 * room's rectangle grown by one may not touch the other's interior. */
static bool rooms_too_close(const struct room *a, const struct room *b)
{
    return a->x <= b->x + b->w && b->x <= a->x + a->w && a->y <= b->y + b->h && b->y <= a->y + a->h;
}

static bool room_fits(const struct map *map, const struct room *r)
{
    for (int i = 0; i < map->room_count; i++)
        if (rooms_too_close(r, &map->rooms[i]))
            return false;
    return true;
}

static struct pos room_center(const struct room *r)
{
    return (struct pos){r->x + r->w / 2, r->y + r->h / 2};
}

static void carve(struct map *map, int x, int y)
{
    /* Every carve stays off the outer ring: endpoints lie in room interiors,
     * and an L between two interior cells never leaves their bounding box. */
    map->tiles[map_index(map, x, y)] = TILE_FLOOR;
}

static void carve_room(struct map *map, const struct room *r)
{
    for (int y = r->y; y < r->y + r->h; y++)
        for (int x = r->x; x < r->x + r->w; x++)
            carve(map, x, y);
}

static void carve_row(struct map *map, int x0, int x1, int y)
{
    int step = x1 >= x0 ? 1 : -1;
    for (int x = x0; x != x1 + step; x += step)
        carve(map, x, y);
}

static void carve_column(struct map *map, int x, int y0, int y1)
{
    int step = y1 >= y0 ? 1 : -1;
    for (int y = y0; y != y1 + step; y += step)
        carve(map, x, y);
}

/* An L-shaped corridor between random cells of two rooms; which leg comes
 * first is random so corridors do not all bend the same way. */
static void join_rooms(struct map *map, int a, int b, struct rng *rng)
{
    struct pos from = map_room_cell(&map->rooms[a], rng);
    struct pos to = map_room_cell(&map->rooms[b], rng);
    if (rng_one_in(rng, 2)) {
        carve_row(map, from.x, to.x, from.y);
        carve_column(map, to.x, from.y, to.y);
    } else {
        carve_column(map, from.x, from.y, to.y);
        carve_row(map, from.x, to.x, to.y);
    }
}

static bool rooms_linked(const int *parent, int a, int b)
{
    return parent[a] == b || parent[b] == a;
}

/* The room nearest to room `self` among rooms 0..limit-1, skipping itself
 * and, when `parent` is given, the rooms it is already joined to; -1 if
 * none is left. */
static int nearest_room(const struct map *map, int self, int limit, const int *parent)
{
    struct pos c = room_center(&map->rooms[self]);
    int best = -1, best_dist = 0;
    for (int i = 0; i < limit; i++) {
        if (i == self || (parent && rooms_linked(parent, self, i)))
            continue;
        struct pos o = room_center(&map->rooms[i]);
        int d = abs(o.x - c.x) + abs(o.y - c.y);
        if (best < 0 || d < best_dist) {
            best = i;
            best_dist = d;
        }
    }
    return best;
}

static void place_random_rooms(struct map *map, struct rng *rng)
{
    int inner_w = map->width - 2, inner_h = map->height - 2;
    /* Small maps shrink the size range rather than failing every attempt;
     * a third of the interior keeps room for at least two rooms. */
    int max_w = max_int(1, min_int(ROOM_MAX_W, inner_w / 3));
    int max_h = max_int(1, min_int(ROOM_MAX_H, inner_h / 2));
    int min_w = min_int(ROOM_MIN_W, max_w), min_h = min_int(ROOM_MIN_H, max_h);

    int mean_area = ((min_w + max_w) / 2 + 1) * ((min_h + max_h) / 2 + 1);
    int cap = inner_w * inner_h / (mean_area * SPACE_PER_ROOM);
    /* Small maps still try for three rooms; placement gives up if they
     * do not fit. */
    cap = min_int(MAP_MAX_ROOMS, max_int(3, cap));
    int target = rng_range(rng, max_int(2, cap * 2 / 3), cap);

    for (int tries = 0; tries < PLACE_ATTEMPTS && map->room_count < target; tries++) {
        struct room r;
        r.w = rng_range(rng, min_w, max_w);
        r.h = rng_range(rng, min_h, max_h);
        r.x = rng_range(rng, 1, map->width - 1 - r.w);
        r.y = rng_range(rng, 1, map->height - 1 - r.h);
        if (room_fits(map, &r))
            map->rooms[map->room_count++] = r;
    }
}

/* When random placement could not find two rooms, put two in opposite
 * corners, split along the longer side so they keep a wall between them.
 * Only a map too small for that (interior under 3 cells both ways) ends up
 * with a single room filling its interior. */
static void place_fallback_rooms(struct map *map)
{
    int inner_w = map->width - 2, inner_h = map->height - 2;
    map->room_count = 0;
    if (inner_w < 3 && inner_h < 3) {
        map->rooms[map->room_count++] = (struct room){1, 1, inner_w, inner_h};
        return;
    }
    int w, h;
    if (inner_w >= inner_h) {
        w = min_int(ROOM_MIN_W, (inner_w - 1) / 2);
        h = min_int(ROOM_MIN_H, inner_h);
    } else {
        w = min_int(ROOM_MIN_W, inner_w);
        h = min_int(ROOM_MIN_H, (inner_h - 1) / 2);
    }
    map->rooms[map->room_count++] = (struct room){1, 1, w, h};
    map->rooms[map->room_count++] = (struct room){map->width - 1 - w, map->height - 1 - h, w, h};
}

/* Generates rooms and corridors. Connectivity holds by construction: every
 * room after the first is joined to an earlier one, so rooms form a tree,
 * and every floor cell is either in a room or on a corridor between two. */
void map_generate(struct map *map, struct rng *rng)
{
    if (!map->tiles || map->width < 3 || map->height < 3)
        return;
    size_t cells = (size_t)map->width * (size_t)map->height;
    memset(map->tiles, TILE_WALL, cells);
    memset(map->remembered, 0, cells);
    memset(map->rooms, 0, sizeof map->rooms);
    map->room_count = 0;

    place_random_rooms(map, rng);
    if (map->room_count < 2)
        place_fallback_rooms(map);

    for (int i = 0; i < map->room_count; i++)
        carve_room(map, &map->rooms[i]);

    int parent[MAP_MAX_ROOMS];
    parent[0] = -1;
    for (int i = 1; i < map->room_count; i++) {
        /* Joining to the nearest earlier room, not simply the previous one,
         * keeps corridors short instead of zigzagging across the map. */
        parent[i] = nearest_room(map, i, i, NULL);
        join_rooms(map, i, parent[i], rng);
    }

    /* A few extra links make loops, so the player can circle round a monster
     * instead of every fight happening in a dead end. */
    if (map->room_count >= 3) {
        int loops = rng_range(rng, 1, max_int(1, map->room_count / 4));
        for (int k = 0; k < loops; k++) {
            int a = rng_range(rng, 0, map->room_count - 1);
            int b = nearest_room(map, a, map->room_count, parent);
            if (b >= 0)
                join_rooms(map, a, b, rng);
        }
    }

    /* Doors last, where the corridors have come through the rooms' walls,
     * from a stream of their own made from where the map's stands: the
     * map's is not drawn from, so the rooms, the corridors and what the
     * floor's maker draws after them are what they were before doors. */
    struct rng doors;
    rng_seed_stream(&doors, rng->state, DOOR_STREAM);
    door_place(map, &doors);
}
