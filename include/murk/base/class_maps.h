#ifndef MURK_CLASS_MAPS_H
#define MURK_CLASS_MAPS_H

#include <stdbool.h>
#include <stdint.h>

#include "murk/base/dmap.h"
#include "murk/base/grid.h"
#include "murk/base/map.h"
#include "murk/base/pathcache.h"
#include "murk/base/pieces.h"
#include "murk/base/rng.h"
#include "murk/base/waypoints.h"

/* The maps the monsters of one passability class (passability.h) walk by,
 * over the terrain that class may walk through: the chase map (walking
 * distance from the player), the flee map made from it, and the shared
 * walk-toward maps. Terrain never changes on a floor, so each floor's
 * costs are taken once, the first time one of the class asks: a class no
 * monster on the floor belongs to costs nothing but its buffers. The
 * chase and flee maps are made on demand too, the first time a monster
 * asks in a turn, and only as far as it needs. */
struct class_maps {
    uint32_t tiles;        /* what the class walks through: TILE_BIT()s */
    bool costed;           /* the walk-toward maps hold this floor's costs, */
    bool chase_costed;     /* and the chase map, */
    bool flee_costed;      /* and the flee map (each taken when first wanted) */
    struct dmap chase;     /* walking distance from the player, made on demand */
    bool chase_made;       /* the chase map is made, from chase_from (a map made */
    struct pos chase_from; /* from where the player stands still holds) */
    struct dmap flee;      /* the chase map scaled and rescanned, made on demand */
    bool flee_made;        /* the flee map is made, from flee_from */
    struct pos flee_from;
    struct pathcache paths; /* walk-toward maps, shared by goal */
    /* Where wanderers walk, chosen with the costs from the floor's stream
     * (waypoint_rng, a copy taken each time). */
    struct waypoints waypoints;
    struct rng waypoint_rng;
    bool waypoints_chosen; /* on this floor, with these costs: else none is used */
    /* The class's terrain as it is now, in pieces: made when first asked
     * on a floor, and again after a door opens or shuts. */
    struct pieces pieces;
    bool pieces_made;
    bool allocated; /* the buffers above are (class_maps_allocate) */
};

/* Allocates the maps for the map's size and the class's tiles. Returns 0,
 * or -1 when out of memory (freeing is still safe). */
int class_maps_init(struct class_maps *maps, const struct map *map, uint32_t tiles);

/* class_maps_init less the allocation: a class that may never be used
 * (no monster of the floor moves so) allocates, and so touches, nothing
 * until class_maps_allocate. Nothing but class_maps_new_floor,
 * class_maps_cell_changed, class_maps_seed_waypoints and class_maps_free
 * may be asked of it before. */
void class_maps_init_unallocated(struct class_maps *maps, uint32_t tiles);

/* Allocates the maps of a class made by class_maps_init_unallocated for
 * the map's size, once (0 at once when they are). Returns 0, or -1 when
 * out of memory (the class stays unallocated; freeing is still safe). */
int class_maps_allocate(struct class_maps *maps, const struct map *map);

/* Frees the maps and zeroes them, so freeing twice is safe. */
void class_maps_free(struct class_maps *maps);

/* A new floor of the same size: its costs are taken when next asked. */
void class_maps_new_floor(struct class_maps *maps);

/* Forgets what the maps were made for (the player's cell, the walk-toward
 * goals), the terrain being the same. */
void class_maps_forget(struct class_maps *maps);

/* The chase map to the player's cell, scanned at least as far as `to`
 * (dmap_scan_to): right for every step down from there, and carried on by
 * the next asker. */
const struct dmap *class_maps_chase_to(struct class_maps *maps, const struct map *map,
                                       struct pos player, struct pos to);

/* The chase map to the player's cell, scanned over the whole floor. */
const struct dmap *class_maps_chase(struct class_maps *maps, const struct map *map,
                                    struct pos player);

/* The flee map: the chase map times factor, rescanned over the cells
 * within `horizon` steps of the player (dmap_scaled_within: a cell past
 * the horizon holds no value), made again whenever the player moves. */
const struct dmap *class_maps_flee(struct class_maps *maps, const struct map *map,
                                   struct pos player, double factor, int32_t horizon);

/* A door at p opened or shut (its tile is the map's now): the cell's cost
 * changes in every map of the class, and what was made over the old cost
 * is made again when next asked. The waypoints stay: they were chosen
 * with every door as a way through (waypoints_choose's caller). */
void class_maps_cell_changed(struct class_maps *maps, const struct map *map, struct pos p);

/* Takes this floor's costs into the class's walk-toward maps, if they
 * have not taken them yet (the chase and flee maps take theirs when each
 * is first asked for). */
void class_maps_take_costs(struct class_maps *maps, const struct map *map);

/* The stream the floor's waypoints are chosen from (waypoints.h): a new
 * one has them chosen again when a wanderer next picks one. */
void class_maps_seed_waypoints(struct class_maps *maps, struct rng rng);

/* The class's terrain now, in pieces (pieces.h). */
const struct pieces *class_maps_pieces(struct class_maps *maps, const struct map *map);

/* waypoints_pick on the class's waypoints: true with the cell in *out.
 * `classes` (class_count of them, maps among them or not) are the
 * floor's: one whose own terrain the waypoints are chosen on lends its
 * pieces for the choosing. */
bool class_maps_pick_waypoint(struct class_maps *maps, struct class_maps *classes, int class_count,
                              const struct map *map, struct pos from, struct rng *rng,
                              struct pos *out);

/* The step toward goal: down the waypoint's own map when goal is one of
 * the class's waypoints, else pathcache_step on the class's walk-toward
 * maps (either gives the same step: a map is exact as far as it is read).
 * Inline, as every wanderer's step asks. */
static inline int class_maps_step(struct class_maps *maps, const struct map *map, struct pos goal,
                                  struct pos from, int turn, struct rng *rng,
                                  bool (*blocked)(const void *ctx, struct pos p), const void *ctx)
{
    if (!maps->costed)
        class_maps_take_costs(maps, map);
    int waypoint = maps->waypoints_chosen ? waypoints_find(&maps->waypoints, goal) : -1;
    const struct walkmap *to_waypoint =
        waypoint < 0
            ? NULL
            : waypoints_map(&maps->waypoints,
                            waypoint,
                            maps->paths.walk_shape_made ? &maps->paths.walk_shape
                                                        : pathcache_walk_shape(&maps->paths),
                            from);
    if (to_waypoint)
        return walkmap_downhill(to_waypoint, from, rng, blocked, ctx);
    return pathcache_step(&maps->paths, goal, from, turn, rng, blocked, ctx);
}

#endif
