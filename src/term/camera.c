#include "camera.h"

#include <string.h>

/* The span of cells the player sees on one axis: [lo, hi]; lo > hi when
 * none. */
struct span {
    int lo, hi;
};

/* Whether any of the n bytes is set: eight at a time (memcpy to a word
 * is how C reads bytes as one), as this runs over twenty rows at every
 * key. */
static bool any_seen(const uint8_t *bytes, int n)
{
    uint64_t any = 0;
    int i = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t word;
        memcpy(&word, bytes + i, sizeof word);
        any |= word;
    }
    for (; i < n; i++)
        any |= bytes[i];
    return any != 0;
}

/* The bounds of what the player sees: the view cache may mark cells beyond
 * the player's own radius (a wall bounding a seen floor), so nothing is
 * assumed of where they lie but what the cache itself keeps to. */
static void seen_bounds(const struct game *game, struct span *x, struct span *y)
{
    const struct map *map = &game->floor.map;
    const struct game_caches *c = &game->cache;
    *x = (struct span){map->width, -1};
    *y = (struct span){map->height, -1};
    if (!c->visible || c->seen_reach < 0)
        return;
    /* The view cache sets nothing outside the square it was made in
     * (seen_from, seen_reach): every key comes here, so only that square's
     * rows are read, as bytes, first whether any is seen at all. */
    int x0 = c->seen_from.x - c->seen_reach, x1 = c->seen_from.x + c->seen_reach;
    int y0 = c->seen_from.y - c->seen_reach, y1 = c->seen_from.y + c->seen_reach;
    x0 = x0 < 0 ? 0 : x0;
    y0 = y0 < 0 ? 0 : y0;
    x1 = x1 >= map->width ? map->width - 1 : x1;
    y1 = y1 >= map->height ? map->height - 1 : y1;
    for (int cy = y0; cy <= y1; cy++) {
        const uint8_t *row = c->visible + (size_t)cy * (size_t)map->width;
        if (!any_seen(row + x0, x1 - x0 + 1))
            continue;
        int lo = x0, hi = x1;
        while (!row[lo])
            lo++;
        while (!row[hi])
            hi--;
        x->lo = lo < x->lo ? lo : x->lo;
        x->hi = hi > x->hi ? hi : x->hi;
        y->lo = cy < y->lo ? cy : y->lo;
        y->hi = cy;
    }
}

static int clamp_origin(int origin, int map_size, int view)
{
    if (origin > map_size - view)
        origin = map_size - view;
    return origin < 0 ? 0 : origin;
}

/* Moves origin so that all of seen lies in the view: half a view where
 * that keeps it all, else as far as it will go towards half a view while
 * it keeps it all (which is at least as far as it must). What is seen and
 * wider than the view leaves the view where it was. */
static int keep_seen(int origin, struct span seen, int view)
{
    if (seen.lo > seen.hi || seen.hi - seen.lo + 1 > view)
        return origin;
    int least = seen.hi - view + 1, most = seen.lo; /* the origins that show it all */
    if (origin + view - 1 < seen.hi) {
        int half = origin + view / 2;
        origin = half < most ? half : most;
        return origin > least ? origin : least;
    }
    if (origin > seen.lo) {
        int half = origin - view / 2;
        origin = half > least ? half : least;
        return origin < most ? origin : most;
    }
    return origin;
}

/* One axis of the camera. A map no larger than the view is centred;
 * otherwise the view stays put while the target is well inside it, and
 * moves half a view when the target comes within margin of an edge, or
 * leaves it (when the camera is new, it centres on the target); then it
 * moves on to keep what is seen. */
static int camera_axis(int origin, int target, int map_size, int view, int margin, bool place,
                       const struct span *seen)
{
    if (map_size <= view)
        return -(view - map_size) / 2;
    if (place || target < origin || target >= origin + view)
        origin = target - view / 2;
    else if (target < origin + margin)
        origin -= view / 2;
    else if (target >= origin + view - margin)
        origin += view / 2;
    origin = clamp_origin(origin, map_size, view);
    if (seen)
        origin = clamp_origin(keep_seen(origin, *seen, view), map_size, view);
    return origin;
}

void camera_update(struct camera *cam, const struct game *game, int rows, int cols,
                   const struct pos *look)
{
    bool place = !cam->placed || cam->game != game || cam->depth != game->run.depth ||
                 cam->rows != rows || cam->cols != cols;
    /* The player near an edge moves the view, so what lies ahead is seen;
     * the look cursor only when it leaves the view, so that looking at
     * what is on the screen never moves it, and what is seen gives way to
     * where the cursor goes. */
    struct pos target = look ? *look : game->run.player.pos;
    struct span seen[2];
    if (!look)
        seen_bounds(game, &seen[0], &seen[1]);
    const struct map *map = &game->floor.map;
    int *origin[2] = {&cam->origin.x, &cam->origin.y};
    int at[2] = {target.x, target.y}, size[2] = {map->width, map->height}, view[2] = {cols, rows};
    for (int axis = 0; axis < 2; axis++)
        *origin[axis] = camera_axis(*origin[axis],
                                    at[axis],
                                    size[axis],
                                    view[axis],
                                    look ? 0 : view[axis] / 4,
                                    place,
                                    look ? NULL : &seen[axis]);
    cam->rows = rows;
    cam->cols = cols;
    cam->depth = game->run.depth;
    cam->game = game;
    cam->placed = true;
}
