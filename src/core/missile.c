/* Where missiles, bolts and fireballs go (missile.h). */
#include "murk/missile.h"

#include <stdlib.h>

/* Halves round away from zero, so a line and its mirror image are mirror
 * images too. */
struct pos missile_line_cell(struct pos from, struct pos toward, int i)
{
    int dx = toward.x - from.x, dy = toward.y - from.y;
    int n = abs(dx) > abs(dy) ? abs(dx) : abs(dy);
    int ox = (2 * i * dx + (dx < 0 ? -n : n)) / (2 * n);
    int oy = (2 * i * dy + (dy < 0 ? -n : n)) / (2 * n);
    if (dx == 0)
        ox = 0;
    if (dy == 0)
        oy = 0;
    return (struct pos){from.x + ox, from.y + oy};
}

/* The living monster at p that the flight may stop at, or -1. */
static int creature_at(const struct game *game, struct pos p, enum flight_sees sees)
{
    int slot = world_monster_at(game, p);
    if (slot < 0 || !entity_alive(&game->floor.monsters[slot].base))
        return -1;
    if (sees == FLIGHT_AS_PERCEIVED && !world_perceived(game, slot))
        return -1;
    return slot;
}

struct flight missile_flight(const struct game *game, struct pos from, struct pos toward, int range,
                             enum flight_sees sees)
{
    struct flight f = {.end = from, .victim = -1};
    if (grid_eq(from, toward))
        return f;
    if (range > MISSILE_PATH_MAX)
        range = MISSILE_PATH_MAX;
    const struct map *map = &game->floor.map;
    for (int i = 1; i <= range; i++) {
        struct pos p = missile_line_cell(from, toward, i);
        if (!map_walkable(map, p.x, p.y))
            break;
        f.cells[f.count++] = p;
        f.end = p;
        if (grid_eq(p, game->run.player.pos) && entity_alive(&game->run.player)) {
            f.player = true;
            break;
        }
        f.victim = creature_at(game, p, sees);
        if (f.victim >= 0)
            break;
    }
    return f;
}

int missile_bolt(const struct game *game, struct pos from, struct pos toward, int range,
                 struct flight *path, int *victims, int max)
{
    *path = (struct flight){.end = from, .victim = -1};
    if (grid_eq(from, toward))
        return 0;
    if (range > MISSILE_PATH_MAX)
        range = MISSILE_PATH_MAX;
    const struct map *map = &game->floor.map;
    int count = 0;
    for (int i = 1; i <= range; i++) {
        struct pos p = missile_line_cell(from, toward, i);
        if (!map_walkable(map, p.x, p.y))
            break;
        path->cells[path->count++] = p;
        path->end = p;
        int slot = creature_at(game, p, FLIGHT_TRUE);
        if (slot >= 0 && count < max)
            victims[count++] = slot;
    }
    return count;
}

int missile_nearest_target(const struct game *game)
{
    struct pos at = game->run.player.pos;
    int best = -1, best_distance = 0;
    for (int i = 0; i < game->floor.monster_count; i++) {
        const struct monster *m = &game->floor.monsters[i];
        if (world_perceives(game, i) != PERCEIVE_SIGHT)
            continue;
        int distance = grid_distance(at, m->base.pos);
        if (best < 0 || distance < best_distance) {
            best = i;
            best_distance = distance;
        }
    }
    return best;
}
