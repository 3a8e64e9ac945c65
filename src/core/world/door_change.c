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

/* The door at p leaves the player's list of doors shut, if it is on it. */
static void forget_shut(struct game_floor *floor, struct pos p)
{
    for (int i = 0; i < floor->shut_door_count; i++)
        if (grid_eq(floor->shut_doors[i], p)) {
            floor->shut_door_count--;
            for (int k = i; k < floor->shut_door_count; k++)
                floor->shut_doors[k] = floor->shut_doors[k + 1];
            return;
        }
}

bool door_change_shut_by_player(const struct game *game, struct pos p)
{
    for (int i = 0; i < game->floor.shut_door_count; i++)
        if (grid_eq(game->floor.shut_doors[i], p))
            return true;
    return false;
}

bool door_change_open(struct game *game, struct pos p, int who)
{
    if (!door_closed_at(&game->floor.map, p))
        return false;
    set_door(game, p, TILE_DOOR_OPEN);
    forget_shut(&game->floor, p);
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
    struct game_floor *floor = &game->floor;
    if (floor->shut_door_count == GAME_SHUT_DOORS_MAX)
        forget_shut(floor, floor->shut_doors[0]);
    floor->shut_doors[floor->shut_door_count++] = p;
    world_say(game, "You close the door.");
    return true;
}
