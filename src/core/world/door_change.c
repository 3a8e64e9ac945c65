/* Opening and shutting a door, and what the floor's caches make of it. */
#include "murk/world/door_change.h"

#include "murk/base/door.h"

/* The tile changes; the caches that hold the tile follow. */
static void set_door(struct game *game, struct pos p, enum tile tile)
{
    struct map *map = &game->floor.map;
    struct game_caches *c = &game->cache;
    map->tiles[map_index(map, p.x, p.y)] = (uint8_t)tile;
    dmap_set_cost(&c->noise, p.x, p.y, door_noise_cost(tile));
    c->noise_made = false; /* the last noise's spread is not this one's */
    /* A class that walks through both states (the door opener) or neither
     * keeps its maps; the others take the cell's new cost, and make again
     * what was made over the old one. */
    for (int k = 0; k < PASS_COUNT; k++) {
        uint32_t tiles = passability_tiles((enum passability)k);
        bool through_open = (tiles & TILE_BIT(TILE_DOOR_OPEN)) != 0;
        bool through_closed = (tiles & TILE_BIT(TILE_DOOR_CLOSED)) != 0;
        if (through_open != through_closed)
            class_maps_cell_changed(&c->classes[k], map, p);
    }
    /* The view is made again though the player has not moved, if the
     * door is where it looks. */
    world_view_tile_changed(game, p);
    world_refresh_view(game);
}

bool door_change_open(struct game *game, struct pos p, int who)
{
    if (!door_closed_at(&game->floor.map, p))
        return false;
    set_door(game, p, TILE_DOOR_OPEN);
    if (who < 0) {
        world_say(game, "You open the door.");
        return true;
    }
    const struct monster *m = &game->floor.monsters[who];
    if (world_sees_monster(game, m)) {
        world_announce(game, m, "opens the door.");
        /* The recall learns it as the player saw it. */
        recall_note_trait(&game->run.recall, m->kind, TRAIT_OPENS_DOORS);
    } else if (world_sees(game, p))
        world_say(game, "A door opens.");
    return true;
}

bool door_change_close(struct game *game, struct pos p)
{
    if (!door_open_at(&game->floor.map, p)) {
        world_say(game, "There is nothing to close there.");
        return false;
    }
    if (world_occupied(game, p) ||
        (game->item_kinds && item_floor_at(&game->floor.items, p) >= 0)) {
        world_say(game, "Something is in the way.");
        return false;
    }
    set_door(game, p, TILE_DOOR_CLOSED);
    world_say(game, "You close the door.");
    return true;
}
