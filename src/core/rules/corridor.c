/* Corridors: where a group will not follow the player one by one. */
#include "murk/rules/corridor.h"

#include "murk/rules/group.h"
#include "murk/world/world.h"

/* Whether the 2x2 square with p at corner (dx, dy) is all cells it may
 * stand on. */
static bool open_square(const struct game *game, const struct monster *m, struct pos p, int dx,
                        int dy)
{
    struct pos corners[3] = {{p.x + dx, p.y}, {p.x, p.y + dy}, {p.x + dx, p.y + dy}};
    for (int i = 0; i < 3; i++)
        if (!world_passable(game, m, corners[i]))
            return false;
    return true;
}

bool corridor_cell(const struct game *game, const struct monster *m, struct pos p)
{
    if (!world_passable(game, m, p))
        return false;
    for (int dy = -1; dy <= 1; dy += 2)
        for (int dx = -1; dx <= 1; dx += 2)
            if (open_square(game, m, p, dx, dy))
                return false;
    return true;
}

/* A step to an open cell next to it that the player does not see, if
 * there is one. */
static void step_out_of_sight(struct game *game, struct monster *m)
{
    if (!world_sees(game, m->base.pos))
        return;
    for (int d = 0; d < GRID_DIRS; d++) {
        struct pos p = grid_add(m->base.pos, grid_dir(d));
        if (world_passable(game, m, p) && !world_occupied(game, p) && !world_sees(game, p) &&
            !corridor_cell(game, m, p)) {
            world_move_monster(game, (int)(m - game->floor.monsters), p);
            return;
        }
    }
}

/* A hunter of a group in the open, not next to the player, who stands in
 * a corridor: one that may wait. */
static bool may_wait(const struct game *game, const struct monster *m)
{
    struct pos player = game->run.player.pos;
    return m->state == STATE_HUNTING && m->waited < CORRIDOR_PATIENCE &&
           !grid_adjacent(m->base.pos, player) &&
           !corridor_cell(game, m, m->base.pos) && corridor_cell(game, m, player);
}

static bool wait_here(struct game *game, struct monster *m)
{
    m->waiting = true;
    m->waited++;
    step_out_of_sight(game, m);
    return true;
}

bool corridor_holds(struct game *game, struct monster *m, struct pos to)
{
    if (!may_wait(game, m))
        return false;
    /* Into the corridor, or out of hiding into the player's sight. */
    bool into_view = !world_sees(game, m->base.pos) && world_sees(game, to);
    if (!(corridor_cell(game, m, to) || into_view) || !group_is_member(game, m))
        return false;
    return wait_here(game, m);
}

bool corridor_waits(struct game *game, struct monster *m)
{
    if (!may_wait(game, m) || !group_is_member(game, m))
        return false;
    return wait_here(game, m);
}
