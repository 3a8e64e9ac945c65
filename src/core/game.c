#include "murk/game.h"

#include "murk/fov.h"

#include <stdlib.h>
#include <string.h>

/* Recomputes what the player sees and remembers, and the chase map that the
 * monsters share for the rest of the turn. */
static void refresh_view(struct game *game)
{
    struct map *map = &game->map;
    fov_compute(map, game->player.pos, game->player.sight, game->visible);
    int cells = map->width * map->height;
    for (int i = 0; i < cells; i++)
        if (game->visible[i])
            map->remembered[i] = 1;
    dmap_clear(&game->chase);
    dmap_set_goal(&game->chase, game->player.pos, 0);
    dmap_scan(&game->chase);
}

static void init_player(struct entity *player, struct pos at)
{
    memset(player, 0, sizeof *player);
    player->pos = at;
    player->health = player->health_max = PLAYER_HEALTH;
    player->sight = PLAYER_SIGHT;
    player->damage_min = 1;
    player->damage_max = 4;
    player->glyph = '@';
    player->colour = (struct rgb){255, 230, 150};
}

/* Everything but the map: the map must be in place first. */
static int init_rest(struct game *game, struct pos start)
{
    struct map *map = &game->map;
    game->visible = calloc((size_t)map->width * (size_t)map->height, 1);
    if (!game->visible || dmap_init(&game->chase, map->width, map->height) != 0)
        return -1;
    dmap_costs_from_map(&game->chase, map);
    init_player(&game->player, start);
    game->depth = 1;
    refresh_view(game);
    return 0;
}

int game_new(struct game *game, uint64_t seed)
{
    memset(game, 0, sizeof *game);
    game->seed = seed;
    rng_seed(&game->rng, seed);
    if (map_init(&game->map, MAP_WIDTH, MAP_HEIGHT) != 0)
        return -1;
    map_generate(&game->map, &game->rng);
    const struct room *first = &game->map.rooms[0];
    struct pos start = {first->x + first->w / 2, first->y + first->h / 2};
    if (init_rest(game, start) != 0)
        return -1;
    msglog_add(&game->log, 0, "Welcome to murk. Press ? for the keys.");
    return 0;
}

int game_new_from_ascii(struct game *game, uint64_t seed, const char *const *rows, int row_count)
{
    memset(game, 0, sizeof *game);
    game->seed = seed;
    rng_seed(&game->rng, seed);
    if (map_from_ascii(&game->map, rows, row_count) != 0)
        return -1;
    struct pos start = {-1, -1};
    for (int y = 0; y < row_count; y++) {
        const char *at = strchr(rows[y], '@');
        if (at)
            start = (struct pos){(int)(at - rows[y]), y};
    }
    if (start.x < 0)
        return -1;
    return init_rest(game, start);
}

void game_free(struct game *game)
{
    map_free(&game->map);
    dmap_free(&game->chase);
    free(game->visible);
    memset(game, 0, sizeof *game);
}

bool game_sees(const struct game *game, struct pos p)
{
    const struct map *map = &game->map;
    return map_in_bounds(map, p.x, p.y) && game->visible[map_index(map, p.x, p.y)];
}

/* The player's part of the turn. Returns true if it took the turn. */
static bool player_act(struct game *game, struct action action)
{
    switch (action.kind) {
    case ACTION_WAIT:
        return true;
    case ACTION_MOVE:
        return entity_step(&game->player, &game->map, action.dir);
    }
    return false;
}

bool game_do(struct game *game, struct action action)
{
    if (!player_act(game, action))
        return false;
    refresh_view(game);
    game->turn++;
    return true;
}

void game_mark_debug_used(struct game *game)
{
    game->debug_used = true;
}

void game_reveal_map(struct game *game)
{
    struct map *map = &game->map;
    for (int y = 0; y < map->height; y++)
        for (int x = 0; x < map->width; x++) {
            bool near_floor = false;
            for (int d = 0; d < GRID_DIRS && !near_floor; d++) {
                struct pos n = grid_add((struct pos){x, y}, grid_dir(d));
                near_floor = map_walkable(map, n.x, n.y);
            }
            if (map_walkable(map, x, y) || near_floor)
                map->remembered[map_index(map, x, y)] = 1;
        }
    game_mark_debug_used(game);
}
