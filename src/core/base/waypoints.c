#include "murk/base/waypoints.h"

#include <stdlib.h>
#include <string.h>

#include "murk/base/passability.h"
#include "murk/base/pieces.h"

int waypoints_init(struct waypoints *w, const struct map *map)
{
    memset(w, 0, sizeof *w);
    w->width = map->width;
    w->height = map->height;
    /* The cells' marks and the scratch are allocated when first chosen
     * (waypoints_choose_on): a class that never wanders touches neither. */
    if (pieces_init(&w->pieces, map->width, map->height) != 0)
        return -1;
    return 0;
}

void waypoints_free(struct waypoints *w)
{
    for (int i = 0; i < WAYPOINTS_MAX; i++)
        walkmap_free(&w->maps[i]);
    free(w->at);
    free(w->scratch);
    pieces_free(&w->pieces);
    memset(w, 0, sizeof *w);
}

static bool far_from_the_others(const struct waypoints *w, struct pos p)
{
    for (int i = 0; i < w->count; i++)
        if (grid_distance(w->cells[i], p) < WAYPOINT_SPACING)
            return false;
    return true;
}

void waypoints_cell_changed(struct waypoints *w, struct pos p, uint8_t cost)
{
    /* A map whose scan has not come so far takes the cost and carries
     * on; one that has is made again when next asked, as is one whose
     * waypoint stands on the cell (none does: no waypoint is a door). */
    bool open = cost != 0; /* the class's costs are 0 or 1 */
    for (int i = 0; i < w->count; i++)
        if (w->costed[i] &&
            !(w->made[i] && !grid_eq(w->cells[i], p) && walkmap_open_ahead(&w->maps[i], p, open))) {
            walkmap_set_open(&w->maps[i], p, open);
            w->made[i] = false;
        }
}

void waypoints_choose(struct waypoints *w, const struct map *map, uint32_t piece, uint32_t stand,
                      struct rng *rng)
{
    pieces_label(&w->pieces, map, piece);
    waypoints_choose_on(w, map, &w->pieces, stand, rng);
}

void waypoints_choose_on(struct waypoints *w, const struct map *map, const struct pieces *terrain,
                         uint32_t stand, struct rng *rng)
{
    for (int i = 0; i < w->count; i++)
        w->at[w->cells[i].y * w->width + w->cells[i].x] = 0;
    w->count = 0;
    memset(w->made, 0, sizeof w->made);
    memset(w->costed, 0, sizeof w->costed);
    if (map->width != w->width || map->height != w->height || terrain->width != w->width ||
        terrain->height != w->height)
        return;
    size_t cells = (size_t)w->width * (size_t)w->height;
    if (!w->at)
        w->at = calloc(cells, sizeof *w->at);
    if (!w->scratch)
        w->scratch = malloc(cells * sizeof *w->scratch);
    if (!w->at || !w->scratch)
        return; /* out of memory: none to walk between */
    /* The cells of the largest piece, in reading order. */
    int n = pieces_cells(terrain, pieces_largest(terrain), w->scratch);
    if (n == 0)
        return;
    int wanted = n / WAYPOINT_CELLS_EACH;
    wanted = wanted < 1 ? 1 : wanted > WAYPOINTS_MAX ? WAYPOINTS_MAX : wanted;
    for (int tries = 0; tries < wanted * WAYPOINT_TRIES_EACH && w->count < wanted; tries++) {
        int c = w->scratch[rng_range(rng, 0, n - 1)];
        struct pos p = {c % w->width, c / w->width};
        if (!passability_cell(stand, map, p.x, p.y) || !far_from_the_others(w, p))
            continue;
        w->cells[w->count++] = p;
        w->at[p.y * w->width + p.x] = (uint8_t)w->count;
    }
}

const struct walkmap *waypoints_map_made(struct waypoints *w, int i, const struct walkmap *shape,
                                         struct pos from)
{
    if (i < 0 || i >= w->count)
        return NULL;
    struct walkmap *map = &w->maps[i];
    if (!w->made[i]) {
        /* The terrain is taken once a floor, with every value forgotten
         * (a map costed earlier has its values forgotten with the goal
         * set); a door's change is mended in place (waypoints_cell_changed). */
        if (!w->costed[i] && (!shape || walkmap_take(map, shape) != 0))
            return NULL;
        w->costed[i] = true;
        walkmap_set_goal(map, w->cells[i]);
        w->made[i] = true;
        w->scans++;
    }
    /* As far as the walker, as the path cache does; the next walker's ask
     * carries the scan on from there. A cell holding its value already
     * needs no call: that is where walkmap_scan_to would stop at once. */
    if (!walkmap_holds(map, from))
        walkmap_scan_to(map, from);
    return map;
}

int waypoints_pick(struct waypoints *w, const struct walkmap *shape, const struct pieces *now,
                   struct pos from, struct rng *rng)
{
    if (w->count == 0)
        return -1;
    int first = rng_range(rng, 0, w->count - 1);
    int piece = pieces_of(now, from);
    /* The one drawn, or the next in the list that is not where it stands
     * and that it can walk to now. */
    for (int k = 0, i = first; k < w->count && piece; k++, i = i + 1 < w->count ? i + 1 : 0) {
        if (grid_eq(w->cells[i], from) || pieces_of(now, w->cells[i]) != piece)
            continue;
        const struct walkmap *map = waypoints_map(w, i, shape, from);
        return map && walkmap_holds(map, from) ? i : -1;
    }
    return -1;
}
