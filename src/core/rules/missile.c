/* Where missiles, bolts and fireballs go (missile.h). */
#include "murk/rules/missile.h"

#include <stdlib.h>

#include "murk/base/status.h"
#include "murk/world/place_cage.h"

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

/* The living monster at p that the flight may stop at, or -1. The
 * player's own flies past their ally (from the player's cell). */
static int creature_at(const struct game *game, struct pos p, enum flight_sees sees,
                       struct pos from)
{
    int slot = world_monster_at(game, p);
    if (slot < 0 || !entity_alive(&game->floor.monsters[slot].base))
        return -1;
    if (game->floor.monsters[slot].ally && grid_eq(from, game->run.player.pos))
        return -1;
    if (sees == FLIGHT_AS_PERCEIVED && !world_perceived(game, slot))
        return -1;
    /* What is beneath the water is out of reach: it flies over. */
    if (status_has(&game->floor.monsters[slot].base, STATUS_SUBMERGED))
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
        if (map_opaque(map, p.x, p.y)) /* water lets it fly on */
            break;
        f.cells[f.count++] = p;
        f.end = p;
        if (grid_eq(p, game->run.player.pos) && entity_alive(&game->run.player)) {
            f.player = true;
            break;
        }
        f.victim = creature_at(game, p, sees, from);
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
        if (map_opaque(map, p.x, p.y)) /* water lets it fly on */
            break;
        path->cells[path->count++] = p;
        path->end = p;
        int slot = creature_at(game, p, FLIGHT_TRUE, from);
        if (slot >= 0 && count < max)
            victims[count++] = slot;
    }
    return count;
}

/* Whether the monster in slot is one to aim at: not the player's ally,
 * not a captive in its cage. */
static bool foe(const struct game *game, int slot)
{
    return !game->floor.monsters[slot].ally && place_captive(game) != slot;
}

int missile_nearest_target(const struct game *game)
{
    /* An unknown scroll goes off at what is seen: a mind sensed through a
     * wall is no aim. */
    struct pos at = game->run.player.pos;
    int best = -1, best_distance = 0;
    for (int i = 0; i < game->floor.monster_count; i++) {
        if (world_perceives(game, i) != PERCEIVE_SIGHT || !foe(game, i))
            continue;
        int distance = grid_distance(at, game->floor.monsters[i].base.pos);
        if (best < 0 || distance < best_distance) {
            best = i;
            best_distance = distance;
        }
    }
    return best;
}

enum missile_reach missile_reach(const struct game *game, struct pos from, struct pos cell,
                                 int range, int *in_the_way)
{
    int steps = grid_distance(from, cell);
    if (steps == 0)
        return MISSILE_REACHES;
    struct flight f = missile_flight(game, from, cell, range, FLIGHT_AS_PERCEIVED);
    /* The cell aimed at is the steps'th of the line (the king's move). */
    if (f.count >= steps)
        return MISSILE_REACHES;
    if (f.victim >= 0) {
        if (in_the_way)
            *in_the_way = f.victim;
        return MISSILE_CROWDED;
    }
    if (f.count >= range)
        return MISSILE_FAR;
    /* Aimed at the wall itself: it gets there. */
    if (f.count + 1 == steps)
        return MISSILE_REACHES;
    const struct map *map = &game->floor.map;
    struct pos wall = missile_line_cell(from, cell, f.count + 1);
    if (!map_in_bounds(map, wall.x, wall.y))
        return MISSILE_WALLED;
    int at = map_index(map, wall.x, wall.y);
    return game->cache.visible[at] || map->remembered[at] ? MISSILE_WALLED : MISSILE_REACHES;
}

int missile_first_target(const struct game *game, int range)
{
    struct pos at = game->run.player.pos;
    int best = -1, best_rank = 0;
    for (int i = 0; i < game->floor.monster_count; i++) {
        const struct monster *m = &game->floor.monsters[i];
        if (!world_perceived(game, i) || !foe(game, i))
            continue;
        /* The ready ones first (with no range, none is: nearest of all),
         * each group nearest first; ties to the lower slot. */
        bool ready = range > 0 && m->state != STATE_ASLEEP &&
                     missile_reach(game, at, m->base.pos, range, NULL) == MISSILE_REACHES;
        int rank = (ready ? 0 : MISSILE_PATH_MAX * 1000) + grid_distance(at, m->base.pos);
        if (best < 0 || rank < best_rank) {
            best = i;
            best_rank = rank;
        }
    }
    return best;
}
