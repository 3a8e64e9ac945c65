#include "murk/base/class_maps.h"

#include <string.h>

#include "murk/base/dmap_scale.h"
#include "murk/base/dmap_share.h"
#include "murk/base/passability.h"

void class_maps_init_unallocated(struct class_maps *maps, uint32_t tiles)
{
    memset(maps, 0, sizeof *maps);
    maps->tiles = tiles;
    /* A stream of its own until the game names the floor's (a zeroed
     * generator would never leave zero). */
    rng_seed_stream(&maps->waypoint_rng, 0, WAYPOINTS_STREAM);
}

/* The buffers freed, what the class is (its tiles, its flags) kept. */
static void free_buffers(struct class_maps *maps)
{
    dmap_free(&maps->chase);
    dmap_free(&maps->flee);
    pathcache_free(&maps->paths);
    waypoints_free(&maps->waypoints);
    pieces_free(&maps->pieces);
    maps->allocated = false;
}

int class_maps_allocate(struct class_maps *maps, const struct map *map)
{
    if (maps->allocated)
        return 0;
    /* Every map takes the floor's costs whole when first wanted
     * (take_class_costs), so none is written before: a class no monster
     * of the floor belongs to touches none of its memory. Nothing here
     * holds anything yet (the flags say no map is made), so each part
     * starts as its own init leaves it. */
    if (dmap_reserve(&maps->chase, map->width, map->height) != 0 ||
        dmap_reserve(&maps->flee, map->width, map->height) != 0 ||
        pathcache_reserve(&maps->paths, map, maps->tiles) != 0 ||
        waypoints_init(&maps->waypoints, map) != 0 ||
        pieces_init(&maps->pieces, map->width, map->height) != 0) {
        free_buffers(maps); /* none half made: the next ask tries afresh */
        return -1;
    }
    maps->allocated = true;
    return 0;
}

int class_maps_init(struct class_maps *maps, const struct map *map, uint32_t tiles)
{
    class_maps_init_unallocated(maps, tiles);
    return class_maps_allocate(maps, map);
}

void class_maps_free(struct class_maps *maps)
{
    free_buffers(maps);
    memset(maps, 0, sizeof *maps);
}

void class_maps_new_floor(struct class_maps *maps)
{
    maps->costed = maps->chase_costed = maps->flee_costed = false;
    maps->waypoints_chosen = false;
    maps->pieces_made = false;
    class_maps_forget(maps);
}

void class_maps_forget(struct class_maps *maps)
{
    maps->chase_made = false;
    maps->flee_made = false;
    pathcache_forget_goals(&maps->paths);
}

/* The waypoints are chosen over the class's terrain with every door open,
 * and never on a door, so opening or shutting one never moves them: a
 * walker heads for one behind a closed door only once it can walk there
 * (waypoints_pick). */
static const uint32_t DOORS = TILE_BIT(TILE_DOOR_OPEN) | TILE_BIT(TILE_DOOR_CLOSED);

/* The labelling of `piece` a class of `classes` holds: one whose own
 * terrain it is, its maps allocated (one not yet lends nothing: the
 * waypoints' own labelling of the same terrain is the same). Such a terrain holds both door tiles
 * or neither, so no door changes it, and the class's pieces, made once a floor, are a fresh
 * labelling of it (unless a cell joined after all: then none). */
static const struct pieces *lent_terrain(struct class_maps *classes, int class_count,
                                         const struct map *map, uint32_t piece)
{
    for (int k = 0; k < class_count; k++)
        if (classes[k].tiles == piece && classes[k].allocated) {
            const struct pieces *terrain = class_maps_pieces(&classes[k], map);
            return terrain->opened ? NULL : terrain;
        }
    return NULL;
}

/* Chosen the first time a wanderer of the class picks one on a floor, so
 * a class that only chases (or a map asked for while the floor is made)
 * chooses none; on the terrain's labelling a class lends (the walker's,
 * every door open, is the door opener's own), else on one made here. */
static void choose_waypoints(struct class_maps *maps, struct class_maps *classes, int class_count,
                             const struct map *map)
{
    if (maps->waypoints_chosen)
        return;
    struct rng rng = maps->waypoint_rng; /* the same cells each time */
    uint32_t piece = maps->tiles & DOORS ? maps->tiles | DOORS : maps->tiles;
    uint32_t stand = maps->tiles & ~DOORS;
    const struct pieces *terrain = lent_terrain(classes, class_count, map, piece);
    if (terrain)
        waypoints_choose_on(&maps->waypoints, map, terrain, stand, &rng);
    else
        waypoints_choose(&maps->waypoints, map, piece, stand, &rng);
    maps->waypoints_chosen = true;
}

/* A map of the class holding this floor's costs already, or NULL: the
 * three are kept in step door by door (class_maps_cell_changed), so the
 * next to be costed copies one rather than reading the tiles again. The
 * walk-toward maps' shape first, which holds no values: its values are copied
 * as they are. */
static const struct dmap *costed_map(const struct class_maps *maps)
{
    if (maps->costed)
        return &maps->paths.shape;
    if (maps->chase_costed)
        return &maps->chase;
    return maps->flee_costed ? &maps->flee : NULL;
}

/* The class's costs on this floor into one of its maps, every value
 * forgotten: from a map of the class costed already, else from its pieces
 * if made (labelled exactly where it can stand now, doors as they are),
 * else from the tiles. */
static void take_class_costs(const struct class_maps *maps, const struct map *map,
                             struct dmap *into)
{
    const struct dmap *from = costed_map(maps);
    if (from && dmap_take_costs(into, from) == 0)
        return;
    if (maps->pieces_made && pieces_complete(&maps->pieces) &&
        dmap_costs_from_open(into, maps->pieces.label, map->width, map->height) == 0)
        return;
    dmap_costs_from_tiles(into, map, maps->tiles);
}

/* Each map takes the floor's costs the first time it is wanted: a class
 * that only chases never costs its flee map, nor one only wandering its
 * chase map. */
void class_maps_take_costs(struct class_maps *maps, const struct map *map)
{
    if (maps->costed)
        return;
    take_class_costs(maps, map, &maps->paths.shape);
    pathcache_costs_taken(&maps->paths);
    maps->waypoints_chosen = false; /* their maps hold the old costs */
    maps->costed = true;
}

static void take_chase_costs(struct class_maps *maps, const struct map *map)
{
    if (maps->chase_costed)
        return;
    take_class_costs(maps, map, &maps->chase);
    maps->chase_costed = true;
    maps->chase_made = false;
}

static void take_flee_costs(struct class_maps *maps, const struct map *map)
{
    if (maps->flee_costed)
        return;
    take_class_costs(maps, map, &maps->flee);
    maps->flee_costed = true;
    maps->flee_made = false;
}

void class_maps_cell_changed(struct class_maps *maps, const struct map *map, struct pos p)
{
    /* A map not costed yet takes the costs from the tiles when first
     * asked, the door as it is then. */
    uint8_t cost = passability_cell(maps->tiles, map, p.x, p.y) ? 1 : 0;
    if (maps->chase_costed)
        dmap_set_cost(&maps->chase, p.x, p.y, cost);
    if (maps->flee_costed)
        dmap_set_cost(&maps->flee, p.x, p.y, cost);
    maps->chase_made = false;
    maps->flee_made = false;
    if (cost == 0)
        maps->pieces_made = false; /* a piece may have split in two */
    else if (maps->pieces_made)
        pieces_open_cell(&maps->pieces, p);
    if (!maps->costed)
        return;
    pathcache_cell_changed(&maps->paths, p, cost);
    if (maps->waypoints_chosen)
        waypoints_cell_changed(&maps->waypoints, p, cost);
}

/* The player's cell is the goal; for a class that cannot stand there (a
 * swimmer, the player on the shore) the cells round it that it can are,
 * one step off, so it comes as near as it may. */
static void set_player_goal(struct class_maps *maps, const struct map *map, struct pos player)
{
    if (passability_cell(maps->tiles, map, player.x, player.y)) {
        dmap_set_goal(&maps->chase, player, 0);
        return;
    }
    for (int d = 0; d < GRID_DIRS; d++) {
        struct pos n = grid_add(player, grid_dir(d));
        if (passability_cell(maps->tiles, map, n.x, n.y))
            dmap_set_goal(&maps->chase, n, 1);
    }
}

const struct dmap *class_maps_chase_to(struct class_maps *maps, const struct map *map,
                                       struct pos player, struct pos to)
{
    take_chase_costs(maps, map);
    if (!maps->chase_made || !grid_eq(maps->chase_from, player)) {
        dmap_clear(&maps->chase);
        set_player_goal(maps, map, player);
        maps->chase_made = true;
        maps->chase_from = player;
    }
    /* Only as far as the asker: a hunter in view is a few steps away, and
     * the next asker's scan carries on from there. */
    dmap_scan_to(&maps->chase, to);
    return &maps->chase;
}

const struct dmap *class_maps_chase(struct class_maps *maps, const struct map *map,
                                    struct pos player)
{
    class_maps_chase_to(maps, map, player, player);
    dmap_scan(&maps->chase); /* carries on to the whole floor */
    return &maps->chase;
}

const struct dmap *class_maps_flee(struct class_maps *maps, const struct map *map,
                                   struct pos player, double factor, int32_t horizon)
{
    /* Made afresh when the player has moved (a map made before is no
     * cache of the game as it is: a resumed game would step otherwise);
     * fleeing looks as far as the horizon, and no farther. */
    if (maps->flee_made && grid_eq(maps->flee_from, player))
        return &maps->flee;
    class_maps_chase_to(maps, map, player, player);
    take_flee_costs(maps, map);
    dmap_scan_within(&maps->chase, horizon);
    dmap_scaled_within(&maps->flee, &maps->chase, horizon, factor);
    maps->flee_made = true;
    maps->flee_from = player;
    return &maps->flee;
}

void class_maps_seed_waypoints(struct class_maps *maps, struct rng rng)
{
    bool same = maps->waypoint_rng.state == rng.state && maps->waypoint_rng.inc == rng.inc;
    maps->waypoint_rng = rng;
    if (!same)
        maps->waypoints_chosen = false;
}

const struct pieces *class_maps_pieces(struct class_maps *maps, const struct map *map)
{
    if (!maps->pieces_made) {
        pieces_label(&maps->pieces, map, maps->tiles);
        maps->pieces_made = true;
    }
    return &maps->pieces;
}

bool class_maps_pick_waypoint(struct class_maps *maps, struct class_maps *classes, int class_count,
                              const struct map *map, struct pos from, struct rng *rng,
                              struct pos *out)
{
    /* The pieces first: the costs are taken from them. */
    const struct pieces *now = class_maps_pieces(maps, map);
    class_maps_take_costs(maps, map);
    choose_waypoints(maps, classes, class_count, map);
    int i = waypoints_pick(&maps->waypoints, pathcache_walk_shape(&maps->paths), now, from, rng);
    if (i < 0)
        return false;
    *out = maps->waypoints.cells[i];
    return true;
}
