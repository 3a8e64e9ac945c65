#ifndef MURK_WAYPOINTS_H
#define MURK_WAYPOINTS_H

#include <stdbool.h>
#include <stdint.h>

#include "murk/base/dmap.h"
#include "murk/base/grid.h"
#include "murk/base/map.h"
#include "murk/base/pieces.h"
#include "murk/base/rng.h"
#include "murk/base/walkmap.h"

/* A floor's waypoints for one passability class (doc/rules.md,
 * "Wandering"): a few dozen cells a wanderer walks between, chosen from
 * the floor's seed alone on the largest piece of the class's terrain that
 * hangs together, each with its Dijkstra map made the first time a walker
 * heads for it and kept for the floor. A wanderer choosing a new target
 * then scans nothing: the cost of a turn grows with the monsters, not
 * with the number of cells they pick. All of it is a cache: the cells
 * follow from the seed, the depth and the map, and the maps from the cells. */
enum {
    WAYPOINTS_MAX = 32,       /* tune */
    WAYPOINT_CELLS_EACH = 60, /* one waypoint for this many cells of the piece: tune */
    WAYPOINT_SPACING = 5,     /* no two closer than this (8-way steps): tune */
    WAYPOINT_TRIES_EACH = 8,  /* random cells tried for each waypoint wanted */
    /* The generator's stream: WAYPOINTS_STREAM + depth x WAYPOINTS_CLASSES
     * + class, far above floor.h's STREAM_FLOOR streams. */
    WAYPOINTS_STREAM = 1 << 20,
    WAYPOINTS_CLASSES = 64,
};

struct waypoints {
    int count;
    struct pos cells[WAYPOINTS_MAX];
    struct walkmap maps[WAYPOINTS_MAX]; /* to each cell, allocated and made when first wanted */
    bool made[WAYPOINTS_MAX];
    bool costed[WAYPOINTS_MAX]; /* the map holds the floor's costs (no copy needed) */
    uint8_t *at;                /* per map cell: index + 1 of the waypoint there, or 0 */
    int32_t *scratch;           /* the cells of the piece they are chosen on */
    /* (at and scratch allocated at the first choice, NULL till then) */
    struct pieces pieces; /* the terrain they are chosen on, in pieces */
    int width, height;
    long scans; /* maps made, counted for the bench */
};

/* Buffers for a map of this size; no waypoint yet. Returns 0, or -1 when
 * out of memory (freeing is still safe). */
int waypoints_init(struct waypoints *w, const struct map *map);
void waypoints_free(struct waypoints *w);

/* Chooses the floor's waypoints from rng (seeded from the floor alone),
 * forgetting any map made before: up to one per WAYPOINT_CELLS_EACH cells
 * of the largest connected piece of the cells whose tile is in `piece`
 * (TILE_BIT()s), each on a tile in `stand` too, none nearer another than
 * WAYPOINT_SPACING, and at least one on a floor with any such cell;
 * none when out of memory. */
void waypoints_choose(struct waypoints *w, const struct map *map, uint32_t piece, uint32_t stand,
                      struct rng *rng);

/* waypoints_choose on a labelling made already: `terrain`, the map's
 * cells of `piece` labelled afresh (pieces_label, no cell joined since),
 * which another holder of that labelling lends. */
void waypoints_choose_on(struct waypoints *w, const struct map *map, const struct pieces *terrain,
                         uint32_t stand, struct rng *rng);

/* A cell's cost changed under the maps (a door): each map takes it, and is
 * made again when next asked, unless its scan had not come so far
 * (dmap_set_cost_ahead: then it carries on); the cells stay. */
void waypoints_cell_changed(struct waypoints *w, struct pos p, uint8_t cost);

/* The index of the waypoint at p, or -1. */
static inline int waypoints_find(const struct waypoints *w, struct pos p)
{
    if (!w->at || !grid_inside(p.x, p.y, w->width, w->height))
        return -1;
    return (int)w->at[p.y * w->width + p.x] - 1;
}

/* waypoints_map when the map must be made, or scanned farther. */
const struct walkmap *waypoints_map_made(struct waypoints *w, int i, const struct walkmap *shape,
                                         struct pos from);

/* The map to waypoint i, made from `shape` (the class's terrain, holding
 * no value: pathcache_walk_shape; NULL when out of memory) the first time
 * it is asked for, and scanned at least as far as `from` (walkmap_scan_to:
 * right for every step down from there). NULL when out of memory. Inline:
 * every wanderer's step asks, and most find it made and reaching them. */
static inline const struct walkmap *waypoints_map(struct waypoints *w, int i,
                                                  const struct walkmap *shape, struct pos from)
{
    if (i >= 0 && i < w->count && w->made[i] && walkmap_holds(&w->maps[i], from))
        return &w->maps[i];
    return waypoints_map_made(w, i, shape, from);
}

/* A wanderer's next waypoint from `from`: one chosen with rng, or the
 * next in the list when that is where it stands or is on another piece of
 * `now` (the class's terrain as it is now, doors shut or open: pieces.h).
 * -1 when none is on its piece (a walker shut in a room) or memory ran
 * out: the caller then does without. */
int waypoints_pick(struct waypoints *w, const struct walkmap *shape, const struct pieces *now,
                   struct pos from, struct rng *rng);

#endif
