#include "murk/waypoints.h"

#include <stdlib.h>
#include <string.h>

#include "murk/passability.h"

/* The flood fill's grid is padded with a ring of cells that belong to no
 * piece, as a dmap is, so a cell's 8 neighbours need no bounds check. */
static int padded(const struct waypoints *w, int x, int y)
{
    return (y + 1) * (w->width + 2) + (x + 1);
}

int waypoints_init(struct waypoints *w, const struct map *map)
{
    memset(w, 0, sizeof *w);
    size_t cells = (size_t)map->width * (size_t)map->height;
    size_t with_ring = (size_t)(map->width + 2) * (size_t)(map->height + 2);
    w->width = map->width;
    w->height = map->height;
    w->at = calloc(cells, sizeof *w->at);
    w->scratch = malloc(with_ring * sizeof *w->scratch);
    w->piece = malloc(with_ring * sizeof *w->piece);
    return w->at && w->scratch && w->piece ? 0 : -1;
}

void waypoints_free(struct waypoints *w)
{
    for (int i = 0; i < WAYPOINTS_MAX; i++)
        dmap_free(&w->maps[i]);
    free(w->at);
    free(w->scratch);
    free(w->piece);
    memset(w, 0, sizeof *w);
}

enum { NO_PIECE = UINT16_MAX, NOT_YET = 0 };

/* Marks the piece holding `start` (8-way, as monsters step) with label, and
 * returns how many cells it has. */
static int flood(struct waypoints *w, int start, uint16_t label)
{
    const int s = w->width + 2;
    const int offsets[8] = {-s - 1, -s, -s + 1, -1, 1, s - 1, s, s + 1};
    int top = 0, size = 0;
    w->piece[start] = label;
    w->scratch[top++] = start;
    while (top > 0) {
        int c = w->scratch[--top];
        size++;
        for (int k = 0; k < 8; k++) {
            int n = c + offsets[k];
            if (w->piece[n] == NOT_YET) {
                w->piece[n] = label;
                w->scratch[top++] = n;
            }
        }
    }
    return size;
}

/* Lists the cells of the largest piece (the first found, of equal ones) in
 * scratch, by padded index in reading order, and returns how many. */
static int largest_piece(struct waypoints *w, const struct map *map, uint32_t tiles)
{
    int cells = (w->width + 2) * (w->height + 2);
    for (int i = 0; i < cells; i++)
        w->piece[i] = NO_PIECE;
    for (int y = 0; y < w->height; y++) {
        const uint8_t *row = map->tiles + map_index(map, 0, y);
        uint16_t *out = w->piece + padded(w, 0, y);
        for (int x = 0; x < w->width; x++)
            if (row[x] < 32 && (tiles >> row[x] & 1u)) /* passability_cell, a row at a time */
                out[x] = NOT_YET;
    }
    uint16_t label = 0, best = 0;
    int best_size = 0;
    for (int i = 0; i < cells && label < NO_PIECE - 1; i++) {
        if (w->piece[i] != NOT_YET)
            continue;
        int size = flood(w, i, ++label);
        if (size > best_size) {
            best_size = size;
            best = label;
        }
    }
    int n = 0;
    for (int i = 0; i < cells && best; i++)
        if (w->piece[i] == best)
            w->scratch[n++] = i;
    return n;
}

static bool far_from_the_others(const struct waypoints *w, struct pos p)
{
    for (int i = 0; i < w->count; i++)
        if (grid_distance(w->cells[i], p) < WAYPOINT_SPACING)
            return false;
    return true;
}

void waypoints_choose(struct waypoints *w, const struct map *map, uint32_t tiles, struct rng *rng)
{
    for (int i = 0; i < w->count; i++)
        w->at[w->cells[i].y * w->width + w->cells[i].x] = 0;
    w->count = 0;
    memset(w->made, 0, sizeof w->made);
    if (map->width != w->width || map->height != w->height)
        return;
    int n = largest_piece(w, map, tiles);
    if (n == 0)
        return;
    int wanted = n / WAYPOINT_CELLS_EACH;
    wanted = wanted < 1 ? 1 : wanted > WAYPOINTS_MAX ? WAYPOINTS_MAX : wanted;
    for (int tries = 0; tries < wanted * WAYPOINT_TRIES_EACH && w->count < wanted; tries++) {
        int c = w->scratch[rng_range(rng, 0, n - 1)];
        struct pos p = {c % (w->width + 2) - 1, c / (w->width + 2) - 1};
        if (!far_from_the_others(w, p))
            continue;
        w->cells[w->count++] = p;
        w->at[p.y * w->width + p.x] = (uint8_t)w->count;
    }
}

const struct dmap *waypoints_map(struct waypoints *w, int i, const struct dmap *shape,
                                 struct pos from)
{
    if (i < 0 || i >= w->count)
        return NULL;
    struct dmap *map = &w->maps[i];
    if (!w->made[i]) {
        if (!map->dist ? dmap_init_copy(map, shape) != 0 : dmap_copy(map, shape) != 0)
            return NULL;
        dmap_clear(map);
        dmap_set_goal(map, w->cells[i], 0);
        w->made[i] = true;
        w->scans++;
    }
    /* As far as the walker, as the path cache does; the next walker's ask
     * carries the scan on from there. A cell holding its value already
     * needs no call: that is where dmap_scan_to would stop at once. */
    if (dmap_get(map, from) >= DMAP_UNREACHABLE)
        dmap_scan_to(map, from);
    return map;
}

int waypoints_pick(struct waypoints *w, const struct dmap *shape, struct pos from, struct rng *rng)
{
    if (w->count == 0)
        return -1;
    int i = rng_range(rng, 0, w->count - 1);
    if (grid_eq(w->cells[i], from))
        i = (i + 1) % w->count; /* the next one, not where it stands */
    const struct dmap *map = waypoints_map(w, i, shape, from);
    if (!map || grid_eq(w->cells[i], from) || dmap_get(map, from) >= DMAP_UNREACHABLE)
        return -1;
    return i;
}
