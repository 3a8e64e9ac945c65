#include "murk/turn/floor.h"

#include "murk/rules/group.h"
#include "murk/base/item_floor.h"
#include "murk/base/mapgen_make.h"
#include "murk/rules/mimic.h"
#include "murk/rules/mind.h"
#include "murk/world/place.h"
#include "murk/rules/submerge.h"
#include "murk/world/place_common.h"

/* A floor's making draws from three streams of its own, so a game without
 * item kinds (a test's) has the same map and monsters as one with them. */
enum floor_part { PART_MAP, PART_ITEMS, PART_MONSTERS, PART_COUNT };

static void seed_floor_part(struct rng *rng, const struct game *game, enum floor_part part)
{
    rng_seed_stream(
        rng, game->run.seed, STREAM_FLOOR + (uint64_t)game->run.depth * PART_COUNT + part);
}

/* Whether a monster of the class may be placed at p: where it can stand,
 * out of the arriving player's view, nobody there, and not the floor's
 * place (the cheapest asked first: a cave's whole floor may be asked). */
static bool monster_fits(struct game *game, uint32_t tiles, struct pos p)
{
    return passability_cell(tiles, &game->floor.map, p.x, p.y) && !world_sees(game, p) &&
           !world_occupied(game, p) && !place_at(game, p);
}

/* A free cell for a new monster of the class: in the room (plain floor,
 * for those that walk), else, when ten tries there miss (a room under
 * water, a cave's room in the player's view, an eel, which swims), any
 * cell on the floor that fits, each equally likely. */
static bool monster_cell(struct game *game, const struct room *room, uint32_t tiles,
                         struct rng *rng, struct pos *out)
{
    const struct map *map = &game->floor.map;
    for (int tries = 0; tries < 10; tries++) {
        struct pos p = map_room_cell(room, rng);
        if (map->tiles[map_index(map, p.x, p.y)] == TILE_FLOOR && monster_fits(game, tiles, p)) {
            *out = p;
            return true;
        }
    }
    int count = 0;
    for (int y = 0; y < map->height; y++)
        for (int x = 0; x < map->width; x++) {
            struct pos p = {x, y};
            if (map->tiles[map_index(map, x, y)] != TILE_STAIRS && monster_fits(game, tiles, p) &&
                rng_range(rng, 0, count++) == 0)
                *out = p;
        }
    return count > 0;
}

/* A kind for the floor and a cell for it; a kind that can stand nowhere
 * here (an eel on a floor with no lake) gives way to another draw. */
enum { PLACE_KIND_TRIES = 8 };

static void place_one_monster(struct game *game, int room, struct rng *rng, struct rng *followers)
{
    for (int tries = 0; tries < PLACE_KIND_TRIES; tries++) {
        int kind = monster_pick_kind(game->kinds, game->run.depth, rng);
        if (kind < 0)
            return;
        uint32_t tiles = passability_tiles(game->kinds->kinds[kind].moves);
        struct pos p;
        if (!monster_cell(game, &game->floor.map.rooms[room], tiles, rng, &p))
            continue;
        int slot = world_add_monster(game, kind, p);
        if (slot >= 0) {
            mind_place(&game->kinds->kinds[kind], &game->floor.monsters[slot], rng);
            mimic_disguise(game, slot, rng); /* a mimic lies as an item */
            submerge_place(game, slot);
            group_place(game, slot, &game->floor.map.rooms[room], followers);
        }
        return;
    }
}

/* About one monster a room plus MONSTERS_PER_TWO_FLOORS for every two
 * floors down (doc/rules.md), none in the arrival room nor in the arriving
 * player's view, from the floor's own generator. */
static void place_monsters(struct game *game, int arrival_room, struct rng *rng)
{
    const struct map *map = &game->floor.map;
    if (!game->kinds || map->room_count < 2)
        return;
    struct rng followers;
    rng_seed_stream(&followers, game->run.seed, STREAM_FOLLOWERS + (uint64_t)game->run.depth);
    for (int r = 0; r < map->room_count; r++)
        if (r != arrival_room)
            place_one_monster(game, r, rng, &followers);
    int extra = game->run.depth / 2 * MONSTERS_PER_TWO_FLOORS;
    for (int n = 0; n < extra; n++) {
        int r = rng_range(rng, 0, map->room_count - 2);
        place_one_monster(game, r >= arrival_room ? r + 1 : r, rng, &followers);
    }
}

/* A plain floor cell with no item, at least half the floor's greatest
 * walking distance from the player (doc/rules.md: the stairs, the Lamp), so
 * the way on is never next door. */
static struct pos far_cell(struct game *game, struct rng *rng)
{
    const struct map *map = &game->floor.map;
    /* The player's walking distance: the door opener's, as the player
     * opens doors (the noise map counts a closed door as more). */
    const struct dmap *walk = world_chase_map(game, PASS_DOOR_OPENER);
    int32_t farthest = dmap_highest(walk);
    farthest = farthest < 0 || farthest >= DMAP_UNREACHABLE ? 0 : farthest;
    int count = 0;
    struct pos chosen = game->run.player.pos;
    /* Reservoir sampling: one pass, each fitting cell equally likely. */
    for (int y = 0; y < map->height; y++) {
        const uint8_t *tiles = map->tiles + map_index(map, 0, y);
        for (int x = 0; x < map->width; x++) {
            if (tiles[x] != TILE_FLOOR)
                continue;
            struct pos p = {x, y};
            int32_t d = dmap_get(walk, p);
            if (d >= DMAP_UNREACHABLE || d * 2 < farthest ||
                item_floor_at(&game->floor.items, p) >= 0 || grid_eq(p, game->run.player.pos))
                continue;
            if (rng_range(rng, 0, count++) == 0)
                chosen = p;
        }
    }
    return chosen;
}

/* The room the player arrives in and the cell: a plain floor cell of a
 * room drawn at random (a pillar or a lake may stand in one), the next
 * room's when ten tries miss. Returns the room. */
static int arrival_room(const struct map *map, struct rng *rng, struct pos *at)
{
    int first = rng_range(rng, 0, map->room_count - 1);
    for (int k = 0; k < map->room_count; k++) {
        int room = (first + k) % map->room_count;
        const struct room *r = &map->rooms[room];
        for (int tries = 0; tries < 10; tries++) {
            struct pos p = map_room_cell(r, rng);
            if (map->tiles[map_index(map, p.x, p.y)] == TILE_FLOOR) {
                *at = p;
                return room;
            }
        }
        for (int y = r->y; y < r->y + r->h; y++)
            for (int x = r->x; x < r->x + r->w; x++)
                if (map->tiles[map_index(map, x, y)] == TILE_FLOOR) {
                    *at = (struct pos){x, y};
                    return room;
                }
    }
    *at = map_room_cell(&map->rooms[first], rng); /* never: every maker leaves floor in a room */
    return first;
}

/* Makes the floor of the run's depth from (seed, depth) alone: the map, the
 * player's arrival in a room, the stairs (or, on the last floor, the Lamp),
 * the items and the monsters. */
int floor_make(struct game *game)
{
    struct rng rng, item_rng, monster_rng;
    seed_floor_part(&rng, game, PART_MAP);
    seed_floor_part(&item_rng, game, PART_ITEMS);
    seed_floor_part(&monster_rng, game, PART_MONSTERS);
    struct map *map = &game->floor.map;
    if (map_init(map, MAP_WIDTH, MAP_HEIGHT) != 0)
        return -1;
    mapgen_make(map, mapgen_choose(game->run.depth, &rng), game->run.depth, &rng);
    int arrival = arrival_room(map, &rng, &game->run.player.pos);
    /* The terrain's caches (the noise map, the class maps) are taken once
     * the floor is made; the stairs are found with the chase map, which
     * takes its costs when asked. */
    if (world_caches_init(game) != 0 || world_maps_ready(game, PASS_DOOR_OPENER) != 0)
        return -1;
    world_rebuild_occupants(game);
    if (game->run.depth < GAME_FLOORS) {
        struct pos stairs = far_cell(game, &rng);
        map->tiles[map_index(map, stairs.x, stairs.y)] = TILE_STAIRS;
    }
    if (game->item_kinds)
        item_place_floor_metered(&game->floor.items,
                                 map,
                                 game->item_kinds,
                                 game->run.depth,
                                 game->run.player.pos,
                                 &game->run.meters,
                                 &item_rng);
    if (game->run.depth == GAME_FLOORS) {
        game->floor.has_lamp = true;
        game->floor.lamp = far_cell(game, &rng);
    }
    struct rng place_rng; /* a stream of its own: the floor without it is as it was */
    rng_seed_stream(&place_rng, game->run.seed, STREAM_PLACE + (uint64_t)game->run.depth);
    place_make(game, &place_rng);
    place_monsters(game, arrival, &monster_rng);
    world_rebuild(game);
    return 0;
}
