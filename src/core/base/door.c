/* Doors: their noise costs and where the room maker puts them. */
#include "murk/base/door.h"

#include <string.h>

void door_noise_costs(struct dmap *noise, const struct map *map, const int32_t *doors, int count)
{
    for (int k = 0; k < count; k++)
        if (map->tiles[doors[k]] == TILE_DOOR_CLOSED)
            dmap_set_cost(noise,
                          doors[k] % map->width,
                          doors[k] / map->width,
                          door_noise_cost(TILE_DOOR_CLOSED));
}

/* Whether any of the eight tiles in v is a door: TILE_DOOR_CLOSED and
 * TILE_DOOR_OPEN differ in their lowest bit alone, so a door's byte with
 * that bit cleared is TILE_DOOR_CLOSED, and the usual test for a zero
 * byte finds it. */
_Static_assert((TILE_DOOR_CLOSED ^ TILE_DOOR_OPEN) == 1 && (TILE_DOOR_CLOSED & 1) == 0,
               "the two door tiles differ in the lowest bit alone");

static bool any_door(uint64_t v)
{
    const uint64_t ones = UINT64_C(0x0101010101010101), highs = UINT64_C(0x8080808080808080);
    uint64_t x = (v & ~ones) ^ (ones * TILE_DOOR_CLOSED);
    return ((x - ones) & ~x & highs) != 0;
}

int door_list(const struct map *map, int32_t *out, int max)
{
    int count = 0, cells = map->width * map->height, i = 0;
    /* Eight tiles at a time past the walls and floor between doors: a
     * floor is listed each time one is made. */
    while (i < cells) {
        uint64_t v;
        if (i + 8 <= cells) {
            memcpy(&v, map->tiles + i, 8);
            if (!any_door(v)) {
                i += 8;
                continue;
            }
        }
        int end = i + 8 < cells ? i + 8 : cells;
        for (; i < end; i++)
            if (map_tile_door(map->tiles[i])) {
                if (count < max)
                    out[count] = i;
                count++;
            }
    }
    return count;
}

void door_remember_seen(struct map *map, const uint8_t *visible, const int32_t *doors, int count)
{
    for (int k = 0; k < count; k++)
        if (visible[doors[k]])
            map->remembered[doors[k]] = map_memory_of(map->tiles[doors[k]]);
}

static bool tile_is(const struct map *map, int x, int y, enum tile t)
{
    return map_in_bounds(map, x, y) && map->tiles[map_index(map, x, y)] == t;
}

bool door_is_doorway(const struct map *map, const struct room *r, struct pos p)
{
    /* Most of a room's ring is wall: the cheapest test first. */
    if (!tile_is(map, p.x, p.y, TILE_FLOOR))
        return false;
    bool top = p.y == r->y - 1, bottom = p.y == r->y + r->h;
    bool left = p.x == r->x - 1, right = p.x == r->x + r->w;
    bool across = p.x >= r->x && p.x < r->x + r->w; /* on the top or bottom wall */
    bool down = p.y >= r->y && p.y < r->y + r->h;   /* on the left or right wall */
    if (!((top || bottom) && across) && !((left || right) && down))
        return false; /* off the ring, or a corner */
    if (map_room_at(map, p) >= 0)
        return false;
    /* Along the wall: walls either side; across it: floor both ways. */
    struct pos along = (top || bottom) ? (struct pos){1, 0} : (struct pos){0, 1};
    struct pos through = {along.y, along.x};
    return tile_is(map, p.x - along.x, p.y - along.y, TILE_WALL) &&
           tile_is(map, p.x + along.x, p.y + along.y, TILE_WALL) &&
           map_walkable(map, p.x - through.x, p.y - through.y) &&
           map_walkable(map, p.x + through.x, p.y + through.y);
}

/* Tries the doorway candidate p of room r. */
static int try_door(struct map *map, const struct room *r, struct pos p, struct rng *rng)
{
    if (!door_is_doorway(map, r, p) || rng_range(rng, 0, 99) >= DOOR_PERCENT)
        return 0;
    map->tiles[map_index(map, p.x, p.y)] = TILE_DOOR_CLOSED;
    return 1;
}

int door_place(struct map *map, struct rng *rng)
{
    int placed = 0;
    for (int i = 0; i < map->room_count; i++) {
        const struct room *r = &map->rooms[i];
        for (int x = r->x; x < r->x + r->w; x++) {
            placed += try_door(map, r, (struct pos){x, r->y - 1}, rng);
            placed += try_door(map, r, (struct pos){x, r->y + r->h}, rng);
        }
        for (int y = r->y; y < r->y + r->h; y++) {
            placed += try_door(map, r, (struct pos){r->x - 1, y}, rng);
            placed += try_door(map, r, (struct pos){r->x + r->w, y}, rng);
        }
    }
    return placed;
}
