#include "camera.h"

#include <string.h>

#include "murk/world/world.h"

static int clamp_origin(int origin, int map_size, int view)
{
    if (origin > map_size - view)
        origin = map_size - view;
    return origin < 0 ? 0 : origin;
}

/* One axis of the camera. A map no larger than the view is centred;
 * otherwise the view stays put while the target is well inside it, and
 * moves half a view when the target comes within margin of an edge, or
 * leaves it (when the camera is new, it centres on the target). Never by
 * less: a view that follows every cell seen would creep a row a step down
 * a corridor as long as the view, and a frame that moves sends the whole
 * map. */
static int camera_axis(int origin, int target, int map_size, int view, int margin, bool place)
{
    if (map_size <= view)
        return -(view - map_size) / 2;
    if (place || target < origin || target >= origin + view)
        origin = target - view / 2;
    else if (target < origin + margin)
        origin -= view / 2;
    else if (target >= origin + view - margin)
        origin += view / 2;
    return clamp_origin(origin, map_size, view);
}

/* The axes (1: across, 2: down) on which a monster the player perceives
 * lies off the view where a view centred on the player would show it
 * (within half a view of the player on both): a monster in sight above a
 * player who stands, as the margin lets them, four rows below the view's
 * top edge (the sight is 9). Those further off (telepathy's) are left to
 * the walks that they stop. */
static int axes_of_monsters_off_view(const struct camera *cam, const struct game *game, int rows,
                                     int cols)
{
    struct pos p = game->run.player.pos;
    int axes = 0;
    for (int i = 0; i < game->floor.monster_count; i++) {
        if (!world_perceived(game, i))
            continue;
        struct pos m = game->floor.monsters[i].base.pos;
        int dx = m.x - p.x, dy = m.y - p.y;
        if (dx < -cols / 2 || dx > (cols - 1) / 2 || dy < -rows / 2 || dy > (rows - 1) / 2)
            continue;
        if (m.x < cam->origin.x || m.x >= cam->origin.x + cols)
            axes |= 1;
        if (m.y < cam->origin.y || m.y >= cam->origin.y + rows)
            axes |= 2;
    }
    return axes;
}

void camera_update(struct camera *cam, const struct game *game, int rows, int cols,
                   const struct pos *look)
{
    bool place = !cam->placed || cam->game != game || cam->depth != game->run.depth ||
                 cam->rows != rows || cam->cols != cols;
    /* The player near an edge moves the view, so what lies ahead is seen;
     * the look cursor only when it leaves the view, so that looking at
     * what is on the screen never moves it. */
    struct pos target = look ? *look : game->run.player.pos;
    if (!place && !look && cam->holding && grid_eq(target, cam->held))
        return;
    cam->holding = false;
    const struct map *map = &game->floor.map;
    int *origin[2] = {&cam->origin.x, &cam->origin.y};
    int at[2] = {target.x, target.y}, size[2] = {map->width, map->height}, view[2] = {cols, rows};
    for (int axis = 0; axis < 2; axis++)
        *origin[axis] = camera_axis(*origin[axis],
                                    at[axis],
                                    size[axis],
                                    view[axis],
                                    look ? 0 : view[axis] / CAMERA_MARGIN_PARTS,
                                    place);
    /* A monster the player perceives is on the screen: the view centres on
     * the player on that axis, which shows every one within half a view
     * (all in sight). Not a creep a row a step: centred, the player
     * stands a quarter of a view from where the view's own rule moves it,
     * and the whole of their sight is in it. */
    int off = look ? 0 : axes_of_monsters_off_view(cam, game, rows, cols);
    for (int axis = 0; axis < 2; axis++)
        if (off & (1 << axis) && size[axis] > view[axis])
            *origin[axis] = clamp_origin(at[axis] - view[axis] / 2, size[axis], view[axis]);
    cam->rows = rows;
    cam->cols = cols;
    cam->depth = game->run.depth;
    cam->game = game;
    cam->placed = true;
}

/* One axis of camera_show: the origin that shows at, one cell inside the
 * edge, moved as little as it can be, keeping keep (the player) in view. */
static int show_axis(int origin, int at, int keep, int map_size, int view)
{
    if (map_size <= view)
        return origin;
    if (at < origin + 1)
        origin = at - 1;
    else if (at > origin + view - 2)
        origin = at - view + 2;
    if (keep < origin)
        origin = keep;
    else if (keep >= origin + view)
        origin = keep - view + 1;
    return clamp_origin(origin, map_size, view);
}

void camera_show(struct camera *cam, const struct game *game, struct pos p)
{
    if (!cam->placed || cam->game != game)
        return;
    struct pos player = game->run.player.pos;
    const struct map *map = &game->floor.map;
    cam->origin.x = show_axis(cam->origin.x, p.x, player.x, map->width, cam->cols);
    cam->origin.y = show_axis(cam->origin.y, p.y, player.y, map->height, cam->rows);
    cam->holding = true;
    cam->held = player;
}
