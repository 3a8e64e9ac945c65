#include "driver.h"

#include <string.h>

#include "murk/base/status.h"

/* The player's move keys by direction, as the keymap reads them. */
static char move_key(struct pos dir)
{
    static const char keys[3][3] = {{'y', 'k', 'u'}, {'h', '.', 'l'}, {'b', 'j', 'n'}};
    return keys[dir.y + 1][dir.x + 1];
}

void driver_free(struct driver *d)
{
    dmap_free(&d->to_goal);
    memset(d, 0, sizeof *d);
}

/* The way on: the stairs, or on the last floor the Lamp. */
static struct pos goal_of(const struct game *game)
{
    if (game->floor.has_lamp)
        return game->floor.lamp;
    const struct map *map = &game->floor.map;
    for (int i = 0; i < map->width * map->height; i++)
        if (map->tiles[i] == TILE_STAIRS)
            return (struct pos){i % map->width, i / map->width};
    return game->run.player.pos;
}

static void plan_floor(struct driver *d, const struct game *game)
{
    const struct map *map = &game->floor.map;
    if (d->to_goal.width != map->width || d->to_goal.height != map->height) {
        dmap_free(&d->to_goal);
        dmap_init(&d->to_goal, map->width, map->height);
    }
    dmap_costs_from_map(&d->to_goal, map);
    dmap_clear(&d->to_goal);
    dmap_set_goal(&d->to_goal, goal_of(game), 0);
    dmap_scan(&d->to_goal);
    d->depth = game->run.depth;
}

static struct action move(struct pos dir, char *key)
{
    *key = move_key(dir);
    return (struct action){.kind = ACTION_MOVE, .dir = dir, .slot = -1, .target = -1};
}

bool driver_next(struct driver *d, const struct game *game, struct action *action, char *key)
{
    if (game->run.over)
        return false;
    if (d->depth != game->run.depth || d->to_goal.width == 0)
        plan_floor(d, game);
    const struct entity *player = &game->run.player;
    struct pos at = player->pos;
    if (world_lamp_at(game, at)) {
        *key = 'g';
        *action = (struct action){.kind = ACTION_PICK_UP, .slot = -1, .target = -1};
        return true;
    }
    if (world_stairs_at(game, at)) {
        *key = '>';
        *action = (struct action){.kind = ACTION_DESCEND, .slot = -1, .target = -1};
        return true;
    }
    /* Fight what is next to it, the weakest first; never an ally. */
    int best = -1;
    for (int dir = 0; dir < GRID_DIRS; dir++) {
        int slot = world_monster_at(game, grid_add(at, grid_dir(dir)));
        /* What is beneath the water cannot be hit: the bump would be no turn. */
        if (slot >= 0 && status_has(&game->floor.monsters[slot].base, STATUS_SUBMERGED))
            slot = -1;
        if (slot >= 0 && !game->floor.monsters[slot].ally &&
            (best < 0 ||
             game->floor.monsters[slot].base.health <
                 game->floor.monsters[world_monster_at(game, grid_add(at, grid_dir(best)))]
                     .base.health))
            best = dir;
    }
    if (best >= 0) {
        *action = move(grid_dir(best), key);
        return true;
    }
    /* Hurt, with nothing in view: wait to heal. */
    if (player->health * 2 < player->health_max && !world_sees_a_monster(game)) {
        *key = '.';
        *action = (struct action){.kind = ACTION_WAIT, .slot = -1, .target = -1};
        return true;
    }
    int32_t here = dmap_get(&d->to_goal, at), lowest = here;
    struct pos step = {0, 0};
    for (int dir = 0; dir < GRID_DIRS; dir++) {
        struct pos to = grid_add(at, grid_dir(dir));
        int32_t value = dmap_get(&d->to_goal, to);
        if (value < lowest) {
            lowest = value;
            step = grid_dir(dir);
        }
    }
    /* A step onto a monster in the way is an attack, as for a player. */
    *action = move(step, key);
    if (step.x == 0 && step.y == 0) {
        *key = '.';
        action->kind = ACTION_WAIT;
    }
    return true;
}

int driver_play(struct driver *d, struct game *game, int max_actions, char *keys)
{
    int taken = 0;
    struct action action;
    char key;
    while (taken < max_actions && driver_next(d, game, &action, &key)) {
        game_do(game, action);
        if (keys)
            keys[taken] = key;
        taken++;
    }
    if (keys)
        keys[taken] = 0;
    return taken;
}
