#include "murk/game.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "murk/combat.h"
#include "murk/item_use.h"
#include "murk/look.h"
#include "murk/mind.h"
#include "murk/save.h"
#include "murk/status.h"
#include "murk/status_turn.h"
#include "murk/travel.h"

/* The seed's streams (rng_seed_stream): each floor's making has its own,
 * numbered from FLOOR by depth, so floor N is the same however the floors
 * before it were played. */
enum { STREAM_PLAY = 1, STREAM_COSMETIC = 2, STREAM_LORE = 3, STREAM_FLOOR = 100 };

/* A floor's making draws from three streams of its own, so a game without
 * item kinds (a test's) has the same map and monsters as one with them. */
enum floor_part { PART_MAP, PART_ITEMS, PART_MONSTERS, PART_COUNT };

static void seed_floor_part(struct rng *rng, const struct game *game, enum floor_part part)
{
    rng_seed_stream(
        rng, game->run.seed, STREAM_FLOOR + (uint64_t)game->run.depth * PART_COUNT + part);
}

/* Monsters a floor gets beyond one a room, for every two floors down
 * (RULES.md: "plus d/2", tune). */
enum { MONSTERS_PER_TWO_FLOORS = 3 };

static void init_player(struct entity *player)
{
    memset(player, 0, sizeof *player);
    player->health = player->health_max = PLAYER_HEALTH;
    player->sight = PLAYER_SIGHT;
    player->damage_min = 1;
    player->damage_max = 4;
    player->glyph = '@';
    player->colour = (struct rgb){255, 230, 150};
}

/* The run's start: everything but a floor. */
static void init_run(struct game *game, uint64_t seed, const struct kind_list *kinds)
{
    memset(game, 0, sizeof *game);
    game->kinds = kinds;
    game->run.seed = seed;
    game->run.depth = 1;
    rng_seed_stream(&game->run.play, seed, STREAM_PLAY);
    init_player(&game->run.player);
}

/* A free cell in the room for a new monster: plain floor, nobody there,
 * and out of the arriving player's view. */
static bool monster_cell(struct game *game, const struct room *room, struct rng *rng,
                         struct pos *out)
{
    const struct map *map = &game->floor.map;
    for (int tries = 0; tries < 10; tries++) {
        struct pos p = map_room_cell(room, rng);
        if (map->tiles[map_index(map, p.x, p.y)] == TILE_FLOOR && !world_occupied(game, p) &&
            !world_sees(game, p)) {
            *out = p;
            return true;
        }
    }
    return false;
}

static void place_one_monster(struct game *game, int room, struct rng *rng)
{
    int kind = monster_pick_kind(game->kinds, game->run.depth, rng);
    struct pos p;
    if (kind < 0 || !monster_cell(game, &game->floor.map.rooms[room], rng, &p))
        return;
    int slot = world_add_monster(game, kind, p);
    if (slot >= 0)
        mind_place(&game->kinds->kinds[kind], &game->floor.monsters[slot], rng);
}

/* About one monster a room plus MONSTERS_PER_TWO_FLOORS for every two
 * floors down (RULES.md), none in the arrival room nor in the arriving
 * player's view, from the floor's own generator. */
static void place_monsters(struct game *game, int arrival_room, struct rng *rng)
{
    const struct map *map = &game->floor.map;
    if (!game->kinds || map->room_count < 2)
        return;
    for (int r = 0; r < map->room_count; r++)
        if (r != arrival_room)
            place_one_monster(game, r, rng);
    int extra = game->run.depth / 2 * MONSTERS_PER_TWO_FLOORS;
    for (int n = 0; n < extra; n++) {
        int r = rng_range(rng, 0, map->room_count - 2);
        place_one_monster(game, r >= arrival_room ? r + 1 : r, rng);
    }
}

/* A plain floor cell with no item, at least half the floor's greatest
 * walking distance from the player (RULES.md: the stairs, the Lamp), so
 * the way on is never next door. */
static struct pos far_cell(struct game *game, struct rng *rng)
{
    const struct map *map = &game->floor.map;
    struct dmap *walk = &game->cache.noise; /* scratch: no noise is made yet */
    dmap_clear(walk);
    dmap_set_goal(walk, game->run.player.pos, 0);
    dmap_scan(walk);
    int32_t farthest = dmap_highest(walk);
    farthest = farthest < 0 || farthest >= DMAP_UNREACHABLE ? 0 : farthest;
    int count = 0;
    struct pos chosen = game->run.player.pos;
    /* Reservoir sampling: one pass, each fitting cell equally likely. */
    for (int y = 0; y < map->height; y++) {
        const uint8_t *tiles = map->tiles + map_index(map, 0, y);
        for (int x = 0; x < map->width; x++) {
            if (tiles[x] != TILE_FLOOR)
                continue;
            struct pos p = {x, y};
            int32_t d = dmap_get(walk, p);
            if (d >= DMAP_UNREACHABLE || d * 2 < farthest ||
                item_floor_at(&game->floor.items, p) >= 0 || grid_eq(p, game->run.player.pos))
                continue;
            if (rng_range(rng, 0, count++) == 0)
                chosen = p;
        }
    }
    return chosen;
}

/* Makes the floor of the run's depth from (seed, depth) alone: the map, the
 * player's arrival in a room, the stairs (or, on the last floor, the Lamp),
 * the items and the monsters. */
static int make_floor(struct game *game)
{
    struct rng rng, item_rng, monster_rng;
    seed_floor_part(&rng, game, PART_MAP);
    seed_floor_part(&item_rng, game, PART_ITEMS);
    seed_floor_part(&monster_rng, game, PART_MONSTERS);
    struct map *map = &game->floor.map;
    if (map_init(map, MAP_WIDTH, MAP_HEIGHT) != 0)
        return -1;
    map_generate(map, &rng);
    int arrival = rng_range(&rng, 0, map->room_count - 1);
    game->run.player.pos = map_room_cell(&map->rooms[arrival], &rng);
    if (world_caches_init(game) != 0)
        return -1;
    world_rebuild(game);
    if (game->run.depth < GAME_FLOORS) {
        struct pos stairs = far_cell(game, &rng);
        map->tiles[map_index(map, stairs.x, stairs.y)] = TILE_STAIRS;
    }
    if (game->item_kinds)
        item_place_floor(&game->floor.items,
                         map,
                         game->item_kinds,
                         game->run.depth,
                         game->run.player.pos,
                         &item_rng);
    if (game->run.depth == GAME_FLOORS) {
        game->floor.has_lamp = true;
        game->floor.lamp = far_cell(game, &rng);
    }
    place_monsters(game, arrival, &monster_rng);
    world_rebuild(game);
    return 0;
}

/* Leaves this floor for good and makes the next: "You descend to floor 4."
 * The floor left behind is gone. */
static bool descend(struct game *game)
{
    if (!world_stairs_at(game, game->run.player.pos)) {
        world_say(game, "There are no stairs down here.");
        return false;
    }
    /* The caches stay: the next floor, of the same size, reuses them. */
    map_free(&game->floor.map);
    memset(&game->floor, 0, sizeof game->floor);
    game->run.depth++;
    if (make_floor(game) != 0) {
        /* No memory for the next floor: the run ends here rather than
         * playing on a floor half made. */
        game->run.over = true;
        snprintf(game->run.killer, sizeof game->run.killer, "want of memory");
        return false;
    }
    world_say(game, "You descend to floor %d.", game->run.depth);
    return true;
}

/* Picking up where the Lamp lies wins the run. */
static bool lift_the_lamp(struct game *game)
{
    game->floor.has_lamp = false;
    game->run.won = true;
    game->run.over = true;
    world_say(game, "You lift the Lamp of the Deep. Its light drives back the murk.");
    return true;
}

void game_use_items(struct game *game, const struct item_kind_list *items)
{
    game->item_kinds = items;
    if (items) {
        struct rng rng;
        rng_seed_stream(&rng, game->run.seed, STREAM_LORE);
        item_lore_shuffle(&game->run.lore, items, &rng);
    }
}

int game_new(struct game *game, uint64_t seed, const struct kind_list *kinds,
             const struct item_kind_list *items)
{
    init_run(game, seed, kinds);
    game_use_items(game, items);
    if (make_floor(game) != 0)
        return -1;
    world_say(game, "Welcome to murk. Press ? for the keys.");
    return 0;
}

int game_new_from_ascii(struct game *game, uint64_t seed, const char *const *rows, int row_count,
                        const struct kind_list *kinds)
{
    init_run(game, seed, kinds);
    if (map_from_ascii(&game->floor.map, rows, row_count) != 0)
        return -1;
    struct pos start = {-1, -1};
    for (int y = 0; y < row_count; y++) {
        const char *at = strchr(rows[y], '@');
        if (at)
            start = (struct pos){(int)(at - rows[y]), y};
    }
    if (start.x < 0)
        return -1;
    game->run.player.pos = start;
    if (world_caches_init(game) != 0)
        return -1;
    world_rebuild(game);
    return 0;
}

int game_add_monster(struct game *game, int kind, struct pos p)
{
    int slot = world_add_monster(game, kind, p);
    /* Its sight may reach farther than any before it. */
    if (slot >= 0)
        world_refresh_view(game);
    return slot;
}

void game_free(struct game *game)
{
    map_free(&game->floor.map);
    world_caches_free(game);
    memset(game, 0, sizeof *game);
}

uint64_t game_digest(const struct game *game)
{
    return save_hash(game);
}

void game_rebuild_caches(struct game *game)
{
    world_rebuild(game);
}

uint64_t game_cosmetic_seed(const struct game *game)
{
    struct rng rng;
    rng_seed_stream(&rng, game->run.seed, STREAM_COSMETIC);
    return (uint64_t)rng_next(&rng) << 32 | rng_next(&rng);
}

/* What the player finds on arriving at a cell ("You see here a dagger.",
 * "You see here 3 things.", "There are stairs down here."), or, asked with
 * `:`, the whole list ("There is nothing here." when there is not). */
static void tell_what_lies_here(struct game *game, bool asked)
{
    char things[MSGLOG_LINE - 16];
    struct pos here = game->run.player.pos;
    int count = look_things_at(game, here, things, sizeof things);
    if (count == 1 || (count > 1 && asked))
        world_say(game, "You see here %s.", things);
    else if (count > 1)
        world_say(game, "You see here %d things.", count);
    if (world_stairs_at(game, here))
        world_say(game, "There are stairs down here.");
    else if (count == 0 && asked)
        world_say(game, "There is nothing here.");
}

/* One more of the kind killed, in the run's count by kind; a kind past
 * RUN_KILL_KINDS_MAX is counted in run.kills alone. */
static void count_kill(struct game_run *run, int kind)
{
    for (int i = 0; i < run->killed_kinds; i++)
        if (run->killed[i].kind == kind) {
            run->killed[i].count++;
            return;
        }
    if (run->killed_kinds < RUN_KILL_KINDS_MAX)
        run->killed[run->killed_kinds++] = (struct run_kill){kind, 1};
}

/* A move or a bump; confused, half the moves go astray ("You stagger."),
 * and a stagger spends the turn even into a wall. A blow wakes the struck
 * and makes a noise, told after the blow. */
static bool player_move(struct game *game, struct pos dir)
{
    bool staggered = false;
    dir = status_confused_step(&game->run.player, dir, &game->run.play, &staggered);
    if (staggered)
        world_say(game, "You stagger.");
    struct pos to = grid_add(game->run.player.pos, dir);
    int target = world_monster_at(game, to);
    if (target >= 0) {
        struct monster *m = &game->floor.monsters[target];
        struct blow blow = combat_player_attacks(game, target);
        if (blow.killed) {
            game->run.kills++;
            game->run.kill_points += m->base.health_max;
            count_kill(&game->run, m->kind);
        } else {
            mind_struck(game, m);
        }
        mind_noise(game, game->run.player.pos, MIND_FIGHT_LOUDNESS);
        return true;
    }
    if (!entity_step(&game->run.player, &game->floor.map, dir))
        return staggered;
    item_floor_step(&game->floor.items, game->run.player.pos);
    tell_what_lies_here(game, false);
    return true;
}

static struct item_env item_env(struct game *game)
{
    return (struct item_env){game->item_kinds,
                             &game->run.lore,
                             &game->run.pack,
                             &game->floor.items,
                             &game->run.player,
                             &game->run.log,
                             game->run.turn};
}

/* An item command with nothing in the pack to choose says so and takes no
 * turn: "You have nothing to drink." */
static bool nothing_fits(struct game *game, int slot, enum item_query query)
{
    if (slot >= 0 ||
        item_query_count(&game->run.pack, &game->run.lore, game->item_kinds, query) > 0)
        return false;
    world_say(game, "%s", item_query_none_message(query));
    return true;
}

static bool player_reads(struct game *game, struct action action)
{
    struct item_env env = item_env(game);
    if (nothing_fits(game, action.slot, ITEM_QUERY_READ))
        return false;
    int fear_turns = 0;
    if (item_act_read(&env, action.slot, action.target, &fear_turns) != ITEM_OK)
        return false;
    if (fear_turns > 0)
        mind_scare(game, fear_turns);
    return true;
}

/* The player's part of the turn. Returns true if it took the turn. */
static bool player_act(struct game *game, struct action action)
{
    struct item_env env = item_env(game);
    bool needs_items =
        action.kind == ACTION_DRINK || action.kind == ACTION_READ || action.kind == ACTION_DROP ||
        action.kind == ACTION_EQUIP || action.kind == ACTION_TAKE_OFF ||
        (action.kind == ACTION_PICK_UP && !world_lamp_at(game, game->run.player.pos));
    if (needs_items && !game->item_kinds)
        return false;
    switch (action.kind) {
    case ACTION_WAIT:
    case ACTION_REST:
        return true;
    case ACTION_MOVE:
        return player_move(game, action.dir);
    case ACTION_PICK_UP:
        if (world_lamp_at(game, game->run.player.pos))
            return lift_the_lamp(game);
        return item_act_pick_up(&env) == ITEM_OK;
    case ACTION_DRINK:
        return !nothing_fits(game, action.slot, ITEM_QUERY_DRINK) &&
               item_act_drink(&env, action.slot) == ITEM_OK;
    case ACTION_READ:
        return player_reads(game, action);
    case ACTION_DROP:
        return !nothing_fits(game, action.slot, ITEM_QUERY_ANY) &&
               item_act_drop(&env, action.slot) == ITEM_OK;
    case ACTION_EQUIP:
        return !nothing_fits(game, action.slot, ITEM_QUERY_EQUIP) &&
               item_act_equip(&env, action.slot) == ITEM_OK;
    case ACTION_TAKE_OFF:
        return !nothing_fits(game, action.slot, ITEM_QUERY_EQUIPPED) &&
               item_act_take_off(&env, action.slot) == ITEM_OK;
    case ACTION_DESCEND:
        return descend(game);
    case ACTION_LOOK_HERE:
    case ACTION_REVEAL_MAP:
    case ACTION_DEBUG_VIEW:
    case ACTION_QUIT:
    case ACTION_DEBUG_OFF:
    case ACTION_TRAVEL: /* game_do turns a walk's step into a move */
    case ACTION_EXPLORE:
    case ACTION_RUN:
    case ACTION_STOP:
    case ACTION_UNKNOWN_KEY:
    case ACTION_KIND_COUNT:
        break;
    }
    return false;
}

/* Debugging aid: the floor and the walls around it become remembered. */
static void reveal_map(struct game *game)
{
    struct map *map = &game->floor.map;
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
}

bool game_debug_allowed(const struct game *game)
{
    return !game->run.no_debug;
}

enum rest_stop game_rest_check(const struct game *game)
{
    if (game->run.over)
        return REST_OVER;
    if (game->run.player.health >= game->run.player.health_max)
        return REST_HEALED;
    if (world_sees_a_monster(game))
        return REST_MONSTER_IN_VIEW;
    return REST_GOING;
}

/* Actions that take no turn and are not the player's deeds in the world:
 * the debugging aids (and the host turning them off), giving the run up,
 * and a rest that cannot start. Returns true when the action was one of
 * these. */
static bool out_of_turn(struct game *game, struct action action)
{
    switch (action.kind) {
    case ACTION_REVEAL_MAP:
    case ACTION_DEBUG_VIEW:
        if (!game_debug_allowed(game)) {
            world_say(game, "Debugging aids are off on this server.");
            return true;
        }
        if (action.kind == ACTION_REVEAL_MAP)
            reveal_map(game);
        game->run.debug_used = true;
        return true;
    case ACTION_DEBUG_OFF:
        game->run.no_debug = true;
        return true;
    case ACTION_QUIT:
        game->run.quit = true;
        game->run.over = true;
        world_say(game, "You give up the run.");
        return true;
    case ACTION_LOOK_HERE:
        tell_what_lies_here(game, true);
        return true;
    case ACTION_STOP:
        world_say(game, "You stop.");
        return true;
    case ACTION_UNKNOWN_KEY:
        world_say(game, "Unknown key: press ? for the keys.");
        return true;
    case ACTION_REST:
        switch (game_rest_check(game)) {
        case REST_HEALED:
            world_say(game, "You are already at full health.");
            return true;
        case REST_MONSTER_IN_VIEW:
            world_say(game, "You cannot rest with a monster in view.");
            return true;
        default:
            return false;
        }
    default:
        return false;
    }
}

/* A monster as the player names it: "a goblin". */
static void monster_called(const struct game *game, int slot, char *out, size_t size)
{
    const char *name = world_kind_of(game, &game->floor.monsters[slot])->name;
    snprintf(out, size, "%s %s", monster_article(name), name);
}

static bool is_walk(enum action_kind kind)
{
    return kind == ACTION_TRAVEL || kind == ACTION_EXPLORE || kind == ACTION_RUN;
}

/* A walk's step (travel.h): the move it makes, or false, having said why
 * there is none, when it cannot be taken ("Not with a goblin in view.").
 * *seeking is set when explore heads for what is left to see. */
static bool walk_step(struct game *game, struct action action, struct pos *step, bool *seeking)
{
    *seeking = false;
    enum travel_stop stop = travel_refusal(game);
    if (stop == TRAVEL_GO && action.kind == ACTION_TRAVEL) {
        stop = travel_toward(game, action.cell, step);
    } else if (stop == TRAVEL_GO && action.kind == ACTION_EXPLORE) {
        bool explored;
        stop = travel_explore(game, step, &explored);
        *seeking = !explored;
    } else if (stop == TRAVEL_GO) {
        struct pos to = grid_add(game->run.player.pos, action.dir);
        bool one_step = abs(action.dir.x) <= 1 && abs(action.dir.y) <= 1 &&
                        (action.dir.x != 0 || action.dir.y != 0);
        stop = one_step && map_walkable(&game->floor.map, to.x, to.y) ? TRAVEL_GO : TRAVEL_BLOCKED;
        *step = action.dir;
    }
    char text[MSGLOG_LINE];
    switch (stop) {
    case TRAVEL_MONSTER:
        monster_called(game, travel_monster_in_view(game), text, sizeof text);
        world_say(game, "Not with %s in view.", text);
        break;
    case TRAVEL_CONFUSED:
        world_say(game, "Not while you are confused.");
        break;
    case TRAVEL_UNKNOWN_CELL:
        world_say(game, "You do not know that place.");
        break;
    case TRAVEL_NO_WAY:
        world_say(game, "You know no way there.");
        break;
    case TRAVEL_EXPLORED:
        travel_explored_message(game, text, sizeof text);
        world_say(game, "%s", text);
        break;
    case TRAVEL_GO:
    case TRAVEL_OVER:
    case TRAVEL_ARRIVED: /* nothing to say: the walk is done */
    case TRAVEL_BLOCKED: /* as walking into a wall: no turn, nothing said */
        break;
    }
    return stop == TRAVEL_GO;
}

/* After a turn of a walk or a rest: why it stops, if something happened
 * that stops it ("You stop: a goblin comes into view."). A message that
 * came is its own reason. A rest that healed the player says so; explore's
 * step that leaves nothing more to see says where the way on is. */
static void after_walk(struct game *game, struct action action, const struct travel_watch *watch,
                       bool seeking)
{
    bool resting = action.kind == ACTION_REST;
    char text[MSGLOG_LINE];
    switch (travel_interrupted(game, watch)) {
    case TRAVEL_SEES_MONSTER:
        monster_called(game, travel_monster_in_view(game), text, sizeof text);
        world_say(game, "You stop%s: %s comes into view.", resting ? " resting" : "", text);
        return;
    case TRAVEL_HURT:
        world_say(game, "You stop%s: you are hurt.", resting ? " resting" : "");
        return;
    case TRAVEL_ENDED:
        return;
    case TRAVEL_ON:
    case TRAVEL_TOLD:
        break;
    }
    const struct entity *player = &game->run.player;
    if (resting && player->health >= player->health_max && watch->health < player->health_max)
        world_say(game, "You have rested to full health.");
    if (seeking && travel_explored(game)) {
        travel_explored_message(game, text, sizeof text);
        world_say(game, "%s", text);
    }
}

bool game_do(struct game *game, struct action action)
{
    if (game->run.over || (unsigned)action.kind >= ACTION_KIND_COUNT || out_of_turn(game, action))
        return false;
    struct action deed = action;
    bool seeking = false;
    if (is_walk(action.kind)) {
        if (!walk_step(game, action, &deed.dir, &seeking))
            return false;
        deed.kind = ACTION_MOVE;
    }
    struct travel_watch watch = travel_watch(game);
    game->run.turn++;
    if (!player_act(game, deed)) {
        game->run.turn--;
        return false;
    }
    if (game->run.won)
        return true; /* the run is over the moment the Lamp is lifted */
    world_refresh_view(game);
    /* The monsters of a floor just arrived on have not noticed anyone yet:
     * the player arrives with none in view, and so it stays for the turn. */
    bool arrived = action.kind == ACTION_DESCEND;
    for (int i = 0; i < game->floor.monster_count && !arrived; i++)
        mind_act(game, i);
    status_tick_player(game);
    for (int i = 0; i < game->floor.monster_count; i++)
        if (status_tick_monster(game, i))
            mind_fear_ended(game, i);
    struct entity *player = &game->run.player;
    if (entity_alive(player) && game->run.turn % PLAYER_HEAL_EVERY == 0)
        entity_heal(player, 1);
    if (!entity_alive(player)) {
        game->run.over = true;
        world_say(game, "You die...");
    }
    if (is_walk(action.kind) || action.kind == ACTION_REST)
        after_walk(game, action, &watch, seeking);
    return true;
}

enum rest_stop game_rest_turn(struct game *game)
{
    enum rest_stop stop = game_rest_check(game);
    if (stop != REST_GOING)
        return stop;
    long before = game->run.log.said;
    game_do(game, (struct action){.kind = ACTION_REST, .slot = -1, .target = -1});
    if (game->run.over)
        return REST_OVER;
    if (world_sees_a_monster(game))
        return REST_MONSTER_IN_VIEW;
    /* Healed before a message: the rest itself says it healed. */
    if (game->run.player.health >= game->run.player.health_max)
        return REST_HEALED;
    if (game->run.log.said != before)
        return REST_MESSAGE;
    return REST_GOING;
}

bool game_read_asks_target(const struct game *game, int slot)
{
    const struct pack *pack = &game->run.pack;
    if (!game->item_kinds || slot < 0 || slot >= pack->count)
        return false;
    int kind = pack->kinds[slot];
    return game->item_kinds->kinds[kind].effect == ITEM_EFFECT_IDENTIFY &&
           item_known(&game->run.lore, game->item_kinds, kind) &&
           item_query_count(pack, &game->run.lore, game->item_kinds, ITEM_QUERY_IDENTIFY) > 0;
}
