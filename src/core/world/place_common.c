/* What the places of murk/place.def share: their cells, the items lying
 * there, and the making's helpers. A module of its own, below both
 * place.c's dispatch and each place's rules, so that neither calls the
 * other back. */
#include "murk/world/place_common.h"

#include "murk/base/item.h"
#include "murk/base/item_floor.h"
#include "murk/world/world.h"

bool place_at(const struct game *game, struct pos p)
{
    const struct floor_place *place = &game->floor.place;
    if ((unsigned)place->kind >= PLACE_COUNT || place->kind == PLACE_NONE)
        return false;
    for (int i = 0; i < PLACE_CELLS; i++)
        if (grid_eq(place->at[i], p))
            return true;
    return false;
}

bool place_free_cell(struct game *game, const struct room *room, struct rng *rng, struct pos *out)
{
    const struct map *map = &game->floor.map;
    /* Where the player can walk to, doors opened: the door opener's chase
     * map holds a value there and nowhere else (both walk 8-way), and the
     * floor's making has made it already, for the stairs (far_cell). */
    const struct dmap *walk = world_chase_map(game, PASS_DOOR_OPENER);
    for (int tries = 0; tries < 20; tries++) {
        struct pos p = map_room_cell(room, rng);
        if (map->tiles[map_index(map, p.x, p.y)] == TILE_FLOOR &&
            item_floor_at(&game->floor.items, p) < 0 && !world_occupied(game, p) &&
            !place_at(game, p) && !world_lamp_at(game, p) && dmap_get(walk, p) < DMAP_UNREACHABLE) {
            *out = p;
            return true;
        }
    }
    return false;
}

bool place_two_gifts(const struct game *game, struct rng *rng, int gift[PLACE_CELLS])
{
    const struct item_kind_list *kinds = game->item_kinds;
    if (!kinds)
        return false;
    gift[0] = item_pick_kind(kinds, game->run.depth, rng);
    if (gift[0] < 0)
        return false;
    /* A few draws for one of another class; else any other kind. */
    gift[1] = -1;
    for (int tries = 0; tries < 8; tries++) {
        int k = item_pick_kind(kinds, game->run.depth, rng);
        if (k >= 0 && k != gift[0] &&
            (gift[1] < 0 || kinds->kinds[k].class != kinds->kinds[gift[0]].class))
            gift[1] = k;
    }
    return gift[1] >= 0;
}

void place_item_name(const struct game *game, int kind, char *out, size_t size)
{
    item_name(&game->run.lore, game->item_kinds, kind, out, size);
}

int place_item_of(const struct game *game, int kind, struct pos p)
{
    const struct item_floor *floor = &game->floor.items;
    for (int i = floor->count - 1; i >= 0; i--)
        if (floor->items[i].kind == kind && grid_eq(floor->items[i].pos, p))
            return i;
    return -1;
}
