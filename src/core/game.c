#include "murk/game.h"

#include <stdlib.h>
#include <string.h>

#include "murk/combat.h"
#include "murk/fov.h"
#include "murk/item_use.h"
#include "murk/mind.h"
#include "murk/status.h"

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
    if (game->items)
        item_floor_see(&game->floor, map, game->visible);
    dmap_clear(&game->chase);
    dmap_set_goal(&game->chase, game->player.pos, 0);
    dmap_scan(&game->chase);
    game->flee_turn = -1;
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

/* Everything but the map and the monsters: the map must be in place first. */
static int init_rest(struct game *game, struct pos start)
{
    struct map *map = &game->map;
    game->visible = calloc((size_t)map->width * (size_t)map->height, 1);
    game->occupant = calloc((size_t)map->width * (size_t)map->height, sizeof *game->occupant);
    if (!game->visible || !game->occupant ||
        dmap_init(&game->chase, map->width, map->height) != 0 ||
        dmap_init(&game->flee, map->width, map->height) != 0 ||
        dmap_init(&game->noise, map->width, map->height) != 0 ||
        pathcache_init(&game->paths, map) != 0)
        return -1;
    dmap_costs_from_map(&game->chase, map);
    dmap_costs_from_map(&game->flee, map);
    dmap_costs_from_map(&game->noise, map);
    init_player(&game->player, start);
    game->depth = 1;
    refresh_view(game);
    return 0;
}

/* About one monster a room, none in the player's (RULES.md). */
static void place_monsters(struct game *game)
{
    if (!game->kinds)
        return;
    int player_room = map_room_at(&game->map, game->player.pos);
    for (int r = 0; r < game->map.room_count; r++) {
        if (r == player_room)
            continue;
        int kind = monster_pick_kind(game->kinds, game->depth, &game->rng);
        if (kind < 0)
            return;
        for (int tries = 0; tries < 10; tries++) {
            int index =
                game_add_monster(game, kind, map_room_cell(&game->map.rooms[r], &game->rng));
            if (index >= 0) {
                mind_place(game, &game->monsters[index]);
                break;
            }
        }
    }
}

void game_use_items(struct game *game, const struct item_kind_list *items)
{
    game->items = items;
    if (items)
        item_lore_shuffle(&game->lore, items, &game->rng);
}

int game_new(struct game *game, uint64_t seed, const struct kind_list *kinds,
             const struct item_kind_list *items)
{
    memset(game, 0, sizeof *game);
    game->seed = seed;
    game->kinds = kinds;
    rng_seed(&game->rng, seed);
    if (map_init(&game->map, MAP_WIDTH, MAP_HEIGHT) != 0)
        return -1;
    map_generate(&game->map, &game->rng);
    const struct room *first = &game->map.rooms[0];
    struct pos start = {first->x + first->w / 2, first->y + first->h / 2};
    if (init_rest(game, start) != 0)
        return -1;
    place_monsters(game);
    game_use_items(game, items);
    if (items) {
        item_place_floor(&game->floor, &game->map, items, game->depth, start, &game->rng);
        item_floor_see(&game->floor, &game->map, game->visible);
    }
    msglog_add(&game->log, 0, "Welcome to murk. Press ? for the keys.");
    return 0;
}

int game_new_from_ascii(struct game *game, uint64_t seed, const char *const *rows, int row_count,
                        const struct kind_list *kinds)
{
    memset(game, 0, sizeof *game);
    game->seed = seed;
    game->kinds = kinds;
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
    dmap_free(&game->flee);
    dmap_free(&game->noise);
    pathcache_free(&game->paths);
    free(game->visible);
    free(game->occupant);
    memset(game, 0, sizeof *game);
}

int game_add_monster(struct game *game, int kind, struct pos p)
{
    if (!game->kinds || kind < 0 || kind >= game->kinds->count ||
        game->monster_count >= GAME_MAX_MONSTERS || !map_walkable(&game->map, p.x, p.y) ||
        game_occupied(game, p))
        return -1;
    int index = game->monster_count++;
    monster_init(&game->monsters[index], game->kinds, kind, p);
    game->occupant[map_index(&game->map, p.x, p.y)] = (int16_t)(index + 1);
    return index;
}

void game_move_monster(struct game *game, int index, struct pos p)
{
    struct monster *m = &game->monsters[index];
    int16_t *from = &game->occupant[map_index(&game->map, m->base.pos.x, m->base.pos.y)];
    if (*from == index + 1)
        *from = 0;
    m->base.pos = p;
    game->occupant[map_index(&game->map, p.x, p.y)] = (int16_t)(index + 1);
}

int game_monster_at(const struct game *game, struct pos p)
{
    if (!map_in_bounds(&game->map, p.x, p.y))
        return -1;
    int index = game->occupant[map_index(&game->map, p.x, p.y)] - 1;
    if (index < 0 || index >= game->monster_count)
        return -1;
    const struct monster *m = &game->monsters[index];
    return entity_alive(&m->base) && grid_eq(m->base.pos, p) ? index : -1;
}

bool game_occupied(const struct game *game, struct pos p)
{
    return grid_eq(game->player.pos, p) || game_monster_at(game, p) >= 0;
}

const struct kind *game_kind_of(const struct game *game, const struct monster *m)
{
    return &game->kinds->kinds[m->kind];
}

bool game_sees(const struct game *game, struct pos p)
{
    const struct map *map = &game->map;
    return map_in_bounds(map, p.x, p.y) && game->visible[map_index(map, p.x, p.y)];
}

bool game_monster_sees_player(const struct game *game, const struct monster *m)
{
    int dx = m->base.pos.x - game->player.pos.x, dy = m->base.pos.y - game->player.pos.y;
    int sight = m->base.sight;
    return game_sees(game, m->base.pos) && dx * dx + dy * dy <= sight * sight + sight;
}

const struct dmap *game_flee_map(struct game *game)
{
    if (game->flee_turn != game->turn) {
        dmap_copy(&game->flee, &game->chase);
        dmap_scale_and_rescan(&game->flee, GAME_FLEE_FACTOR);
        game->flee_turn = game->turn;
    }
    return &game->flee;
}

/* A move or a bump; confused, half the moves go astray ("You stagger."),
 * and a stagger spends the turn even into a wall. */
static bool player_move(struct game *game, struct pos dir)
{
    bool staggered = false;
    dir = status_confused_step(&game->player, dir, &game->rng, &staggered);
    if (staggered)
        msglog_add(&game->log, game->turn, "You stagger.");
    struct pos to = grid_add(game->player.pos, dir);
    int target = game_monster_at(game, to);
    if (target >= 0) {
        combat_player_attacks(game, target);
        return true;
    }
    return entity_step(&game->player, &game->map, dir) || staggered;
}

static struct item_env item_env(struct game *game)
{
    return (struct item_env){
        game->items, &game->lore, &game->pack, &game->floor, &game->player, &game->log, game->turn};
}

/* The player's part of the turn. Returns true if it took the turn. */
static bool player_act(struct game *game, struct action action)
{
    struct item_env env = item_env(game);
    switch (action.kind) {
    case ACTION_WAIT:
        return true;
    case ACTION_MOVE:
        return player_move(game, action.dir);
    case ACTION_PICK_UP:
        return game->items && item_act_pick_up(&env) == ITEM_OK;
    case ACTION_DRINK:
        return game->items && item_act_drink(&env, action.slot) == ITEM_OK;
    case ACTION_READ:
        return game->items &&
               item_act_read(&env, action.slot, action.target, game, mind_frighten) == ITEM_OK;
    case ACTION_DROP:
        return game->items && item_act_drop(&env, action.slot) == ITEM_OK;
    case ACTION_EQUIP:
        return game->items && item_act_equip(&env, action.slot) == ITEM_OK;
    }
    return false;
}

/* The dead are taken away at the end of the turn, so a monster killed early
 * in the turn still lies where it fell for the rest of it. */
static void remove_dead(struct game *game)
{
    int kept = 0;
    for (int i = 0; i < game->monster_count; i++) {
        struct monster *m = &game->monsters[i];
        int16_t *cell = &game->occupant[map_index(&game->map, m->base.pos.x, m->base.pos.y)];
        if (*cell == i + 1)
            *cell = 0;
        if (entity_alive(&m->base))
            game->monsters[kept++] = *m;
    }
    game->monster_count = kept;
    for (int i = 0; i < kept; i++) {
        struct pos p = game->monsters[i].base.pos;
        game->occupant[map_index(&game->map, p.x, p.y)] = (int16_t)(i + 1);
    }
}

bool game_do(struct game *game, struct action action)
{
    if (game->over)
        return false;
    game->turn++;
    if (!player_act(game, action)) {
        game->turn--;
        return false;
    }
    refresh_view(game);
    for (int i = 0; i < game->monster_count; i++)
        mind_act(game, i);
    status_tick_game(game, mind_fear_ended);
    if (entity_alive(&game->player) && game->turn % PLAYER_HEAL_EVERY == 0)
        entity_heal(&game->player, 1);
    remove_dead(game);
    if (!entity_alive(&game->player)) {
        game->over = true;
        msglog_add(&game->log, game->turn, "You die...");
    }
    return true;
}

bool game_sees_a_monster(const struct game *game)
{
    for (int i = 0; i < game->monster_count; i++)
        if (entity_alive(&game->monsters[i].base) && game_sees(game, game->monsters[i].base.pos))
            return true;
    return false;
}

enum rest_stop game_rest_turn(struct game *game)
{
    if (game->over)
        return REST_OVER;
    if (game->player.health >= game->player.health_max)
        return REST_HEALED;
    if (game_sees_a_monster(game))
        return REST_MONSTER_IN_VIEW;
    long before = game->log.said;
    game_do(game, (struct action){ACTION_WAIT, {0, 0}, 0, -1});
    if (game->over)
        return REST_OVER;
    if (game_sees_a_monster(game))
        return REST_MONSTER_IN_VIEW;
    if (game->log.said != before)
        return REST_MESSAGE;
    if (game->player.health >= game->player.health_max)
        return REST_HEALED;
    return REST_GOING;
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
