/* The bot against a band: into a corridor, out of the open. */
#include "band.h"

#include "murk/rules/corridor.h"

/* How many awake monsters the player sees hunting. */
static int hunters_in_view(const struct game *g)
{
    int n = 0;
    for (int i = 0; i < g->floor.monster_count; i++) {
        const struct monster *m = &g->floor.monsters[i];
        n += world_perceives(g, i) == PERCEIVE_SIGHT && m->state == STATE_HUNTING;
    }
    return n;
}

bool bot_band_retreat(const struct game *g, const struct monster *near, int floor_turns,
                      int *until, struct action *out)
{
    struct pos at = g->run.player.pos;
    /* The corridor as the nearest hunter walks it: where it would come. */
    if (!near || floor_turns < *until || hunters_in_view(g) < BOT_BAND ||
        corridor_cell(g, near, at))
        return false;
    int from = grid_distance(at, near->base.pos);
    for (int d = 0; d < GRID_DIRS; d++) {
        struct pos to = grid_add(at, grid_dir(d));
        if (map_walkable(&g->floor.map, to.x, to.y) && !world_occupied(g, to) &&
            corridor_cell(g, near, to) && grid_distance(to, near->base.pos) >= from) {
            *out = (struct action){.kind = ACTION_MOVE, .dir = grid_dir(d)};
            *until = floor_turns + BOT_BAND_AGAIN;
            return true;
        }
    }
    return false;
}
