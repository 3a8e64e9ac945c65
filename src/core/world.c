#include "murk/world.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "murk/door.h"
#include "murk/fov.h"
#include "murk/status.h"

/* The floor's doors, listed for the view to remember as seen, in one
 * walk over the floor: the list has room for every cell, allocated with
 * the caches (a floor of the same size keeps it). Returns 0, or -1 when
 * out of memory. */
static int list_doors(struct game_caches *c, const struct map *map)
{
    int cells = map->width * map->height;
    if (!c->doors)
        c->doors = malloc((size_t)(cells > 0 ? cells : 1) * sizeof *c->doors);
    if (!c->doors)
        return -1;
    c->door_count = door_list(map, c->doors, cells);
    return 0;
}

int world_caches_init(struct game *game)
{
    const struct map *map = &game->floor.map;
    struct game_caches *c = &game->cache;
    if (c->visible && c->noise.width == map->width && c->noise.height == map->height) {
        /* A new floor of the same size: the buffers stay, and only what
         * the terrain decides is forgotten (world_rebuild makes the rest,
         * the noise map's costs among them); each class's maps take it
         * when one of the class first asks. */
        if (list_doors(c, map) != 0)
            return -1;
        c->noise_made = false;
        for (int p = 0; p < PASS_COUNT; p++)
            class_maps_new_floor(&c->classes[p]);
        c->seen_reach = -1;
        return 0;
    }
    world_caches_free(game);
    size_t cells = (size_t)map->width * (size_t)map->height;
    c->sight_line = calloc(cells, 1);
    c->visible = calloc(cells, 1);
    c->occupant = calloc(cells, sizeof *c->occupant);
    if (!c->sight_line || !c->visible || !c->occupant ||
        dmap_init(&c->noise, map->width, map->height) != 0 ||
        dmap_init(&c->travel, map->width, map->height) != 0)
        return -1;
    for (int p = 0; p < PASS_COUNT; p++)
        if (class_maps_init(&c->classes[p], map, passability_tiles((enum passability)p)) != 0)
            return -1;
    if (list_doors(c, map) != 0)
        return -1;
    c->seen_reach = -1;
    return 0;
}

/* Clears the square of side 2 * reach + 1 around p in a cell buffer. */
static void clear_square(const struct map *map, uint8_t *cells, struct pos p, int reach)
{
    int x0 = p.x - reach < 0 ? 0 : p.x - reach;
    int x1 = p.x + reach >= map->width ? map->width - 1 : p.x + reach;
    int y0 = p.y - reach < 0 ? 0 : p.y - reach;
    int y1 = p.y + reach >= map->height ? map->height - 1 : p.y + reach;
    for (int y = y0; y <= y1 && x0 <= x1; y++)
        memset(cells + map_index(map, x0, y), 0, (size_t)(x1 - x0 + 1));
}

void world_caches_free(struct game *game)
{
    struct game_caches *c = &game->cache;
    for (int p = 0; p < PASS_COUNT; p++)
        class_maps_free(&c->classes[p]);
    dmap_free(&c->noise);
    dmap_free(&c->travel);
    free(c->sight_line);
    free(c->visible);
    free(c->occupant);
    free(c->doors);
    memset(c, 0, sizeof *c);
}

/* The player's square of sight, clipped to the map. */
struct square {
    int x0, y0, x1, y1;
};

static struct square sight_square(const struct map *map, struct pos at, int sight)
{
    struct square q = {at.x - sight, at.y - sight, at.x + sight, at.y + sight};
    q.x0 = q.x0 < 0 ? 0 : q.x0;
    q.y0 = q.y0 < 0 ? 0 : q.y0;
    q.x1 = q.x1 >= map->width ? map->width - 1 : q.x1;
    q.y1 = q.y1 >= map->height ? map->height - 1 : q.y1;
    return q;
}

/* memory |= seen, for n bytes: eight at a time (memcpy to a word is how C
 * reads bytes as one without breaking aliasing rules; compilers make it a
 * plain load), as the compiler will not do it by itself at -O2. */
static void remember(uint8_t *restrict memory, const uint8_t *restrict seen, size_t n)
{
    size_t x = 0;
    for (; x + 8 <= n; x += 8) {
        uint64_t m, s;
        memcpy(&m, memory + x, 8);
        memcpy(&s, seen + x, 8);
        m |= s;
        memcpy(memory + x, &m, 8);
    }
    for (; x < n; x++)
        memory[x] |= seen[x];
}

/* The line of sight reaches no farther than the player sees (the usual case:
 * no monster outsees the player), so what is seen is that line: whole rows
 * of the square copied, no circle to find. */
static void see_the_line(struct map *map, struct game_caches *c, struct square q)
{
    for (int y = q.y0; y <= q.y1; y++) {
        size_t at = (size_t)map_index(map, q.x0, y), n = (size_t)(q.x1 - q.x0 + 1);
        memcpy(c->visible + at, c->sight_line + at, n);
        remember(map->remembered + at, c->sight_line + at, n);
    }
}

/* The line of sight reaches past the player's own sight: what is seen is
 * the part of it inside the player's circle. */
static void see_the_circle(struct map *map, struct game_caches *c, struct pos at, int sight,
                           struct square q)
{
    int reach = sight * sight + sight;
    for (int y = q.y0; y <= q.y1; y++) {
        /* The row's span inside the circle, found once per row. */
        int dy = y - at.y, half = sight;
        while (half > 0 && half * half + dy * dy > reach)
            half--;
        if (half * half + dy * dy > reach)
            continue;
        int from = at.x - half < q.x0 ? q.x0 : at.x - half;
        int to = at.x + half > q.x1 ? q.x1 : at.x + half;
        uint8_t *seen = c->visible + map_index(map, 0, y);
        const uint8_t *line = c->sight_line + map_index(map, 0, y);
        uint8_t *memory = map->remembered + map_index(map, 0, y);
        for (int x = from; x <= to; x++) {
            seen[x] = line[x];
            memory[x] |= line[x];
        }
    }
}

void world_refresh_view(struct game *game)
{
    struct map *map = &game->floor.map;
    struct game_caches *c = &game->cache;
    const struct entity *player = &game->run.player;
    /* One scan to the farthest any monster here sees (a scan's cost grows
     * with the square of its reach); the player's own sight is a circle
     * inside it. */
    int reach_of_all = player->sight;
    for (int i = 0; i < game->floor.monster_count; i++) {
        const struct monster *m = &game->floor.monsters[i];
        if (entity_alive(&m->base) && m->base.sight > reach_of_all)
            reach_of_all = m->base.sight;
    }
    if (reach_of_all > WORLD_SIGHT_LINE_MAX)
        reach_of_all = WORLD_SIGHT_LINE_MAX;
    /* Terrain never changes on a floor, so both are as they were if the
     * player has not moved and no reach has changed: a turn spent resting,
     * fighting or using an item sees nothing new. */
    bool unchanged = c->seen_reach >= 0 && grid_eq(c->seen_from, player->pos) &&
                     c->seen_line_reach == reach_of_all && c->seen_player_sight == player->sight;
    if (!unchanged) {
        /* Only the squares last set need clearing, not the whole floor. */
        if (c->seen_reach >= 0) {
            clear_square(map, c->sight_line, c->seen_from, c->seen_reach);
            clear_square(map, c->visible, c->seen_from, c->seen_reach);
        }
        c->seen_from = player->pos;
        c->seen_reach = reach_of_all > player->sight ? reach_of_all : player->sight;
        c->seen_line_reach = reach_of_all;
        c->seen_player_sight = player->sight;
        fov_mark(map, player->pos, reach_of_all, c->sight_line);
        struct square q = sight_square(map, player->pos, player->sight);
        if (reach_of_all <= player->sight)
            see_the_line(map, c, q);
        else
            see_the_circle(map, c, player->pos, player->sight, q);
        /* A door in view is remembered open or shut, as it is now. */
        door_remember_seen(map, c->visible, c->doors, c->door_count);
    }
    if (game->item_kinds)
        item_floor_see(&game->floor.items, map, c->visible);
    world_refresh_perception(game);
}

/* How the player perceives the living monster in slot, from what is seen
 * now, the player telepathic or not: the first way of murk/perceive.def
 * that holds. */
static inline enum perceive perceive_as(const struct game *game, int slot, bool telepathic)
{
    const struct monster *m = &game->floor.monsters[slot];
    if (m->disguise > 0)
        return PERCEIVE_NONE; /* a hidden mimic is an item to every sense (mimic.h) */
    /* Beneath the water (submerge.h) is out of sight. */
    const struct map *map = &game->floor.map;
    if (game->cache.visible[map_index(map, m->base.pos.x, m->base.pos.y)] &&
        !status_has(&m->base, STATUS_SUBMERGED))
        return PERCEIVE_SIGHT;
    return telepathic ? PERCEIVE_TELEPATHY : PERCEIVE_NONE;
}

static enum perceive perceive_now(const struct game *game, int slot)
{
    return perceive_as(game, slot, status_has(&game->run.player, STATUS_TELEPATHIC));
}

void world_refresh_perception(struct game *game)
{
    /* The dead, who pile up on a floor, are never perceived
     * (world_perceives): no need to look for them. */
    bool telepathic = status_has(&game->run.player, STATUS_TELEPATHIC);
    for (int i = 0; i < game->floor.monster_count; i++)
        game->cache.perceived[i] = entity_alive(&game->floor.monsters[i].base)
                                       ? (uint8_t)perceive_as(game, i, telepathic)
                                       : (uint8_t)PERCEIVE_NONE;
}

enum perceive world_perceives(const struct game *game, int slot)
{
    /* The dead are never perceived: a monster killed within a turn is gone
     * from the moment it dies, not at the next refresh. */
    if (slot < 0 || slot >= game->floor.monster_count ||
        !entity_alive(&game->floor.monsters[slot].base))
        return PERCEIVE_NONE;
    return (enum perceive)game->cache.perceived[slot];
}

bool world_perceived(const struct game *game, int slot)
{
    return world_perceives(game, slot) != PERCEIVE_NONE;
}

bool world_sees_monster(const struct game *game, const struct monster *m)
{
    /* The fact as made, life aside: a message may tell of a death just
     * seen ("The rat dies."). */
    int slot = (int)(m - game->floor.monsters);
    return slot >= 0 && slot < game->floor.monster_count &&
           game->cache.perceived[slot] == PERCEIVE_SIGHT;
}

const struct dmap *world_chase_map_to(struct game *game, enum passability moves, struct pos to)
{
    return class_maps_chase_to(
        world_maps_of(game, moves), &game->floor.map, game->run.player.pos, to);
}

const struct dmap *world_chase_map(struct game *game, enum passability moves)
{
    return class_maps_chase(world_maps_of(game, moves), &game->floor.map, game->run.player.pos);
}

const struct dmap *world_flee_map(struct game *game, enum passability moves)
{
    return class_maps_flee(world_maps_of(game, moves),
                           &game->floor.map,
                           game->run.player.pos,
                           GAME_FLEE_FACTOR,
                           GAME_FLEE_HORIZON);
}

const struct dmap *world_noise_map(struct game *game, struct pos origin, int loudness)
{
    struct game_caches *c = &game->cache;
    if (!c->noise_made || !grid_eq(c->noise_from, origin) || c->noise_loudness != loudness) {
        dmap_clear(&c->noise);
        dmap_set_goal(&c->noise, origin, 0);
        /* Nobody farther than the loudness hears anything: no need to walk on. */
        dmap_scan_within(&c->noise, loudness);
        c->noise_made = true;
        c->noise_from = origin;
        c->noise_loudness = loudness;
    }
    return &c->noise;
}

void world_count_followers(struct game *game)
{
    /* Every turn, so only the slots in use (no leader names another; the
     * rest hold 0 from world_rebuild), and a leader's id checked as
     * world_monster_by_id does, in one compare: id - 1 is a slot below
     * the count. */
    uint16_t *followers = game->cache.followers;
    unsigned count = (unsigned)game->floor.monster_count;
    memset(followers, 0, count * sizeof *followers);
    for (unsigned i = 0; i < count; i++) {
        unsigned slot = (unsigned)game->floor.monsters[i].leader - 1u;
        if (slot < count)
            followers[slot]++;
    }
}

/* Who stands where and leads whom, and the view forgotten. */
static void rebuild_occupants(struct game *game)
{
    struct game_caches *c = &game->cache;
    const struct map *map = &game->floor.map;
    size_t cells = (size_t)map->width * (size_t)map->height;
    memset(c->occupant, 0, cells * sizeof *c->occupant);
    memset(c->sight_line, 0, cells);
    memset(c->visible, 0, cells);
    c->seen_reach = -1;
    c->noise_made = false; /* the noise map may have served as scratch */
    for (int i = 0; i < game->floor.monster_count; i++) {
        const struct monster *m = &game->floor.monsters[i];
        if (entity_alive(&m->base))
            c->occupant[map_index(map, m->base.pos.x, m->base.pos.y)] = (int16_t)(i + 1);
    }
    /* Every slot's count zeroed once a floor: the count zeroes only the
     * slots in use, and slots are taken, never given back, so one taken
     * since a count holds 0 until the next. */
    memset(c->followers, 0, sizeof c->followers);
    world_count_followers(game);
}

void world_rebuild_occupants(struct game *game)
{
    rebuild_occupants(game);
    world_refresh_view(game);
}

void world_rebuild(struct game *game)
{
    struct game_caches *c = &game->cache;
    const struct map *map = &game->floor.map;
    rebuild_occupants(game);
    /* The terrain changes only as doors open and shut, which keeps these
     * in step (door_change.c); made again from the tiles all the same, so
     * a rebuild answers for the floor as it is. */
    dmap_costs_from_map(&c->noise, map);
    door_noise_costs(&c->noise, map, c->doors, c->door_count);
    c->noise_made = false;
    for (int p = 0; p < PASS_COUNT; p++) {
        class_maps_new_floor(&c->classes[p]);
        /* The waypoints follow from the floor alone (waypoints.h). */
        struct rng waypoints;
        rng_seed_stream(&waypoints,
                        game->run.seed,
                        WAYPOINTS_STREAM + (uint64_t)game->run.depth * WAYPOINTS_CLASSES +
                            (uint64_t)p);
        class_maps_seed_waypoints(&c->classes[p], waypoints);
    }
    world_refresh_view(game);
}

int world_add_monster(struct game *game, int kind, struct pos p)
{
    struct game_floor *floor = &game->floor;
    if (!game->kinds || kind < 0 || kind >= game->kinds->count ||
        floor->monster_count >= GAME_MAX_MONSTERS ||
        !passability_cell(
            passability_tiles(kind_moves(&game->kinds->kinds[kind])), &floor->map, p.x, p.y) ||
        world_occupied(game, p))
        return -1;
    int slot = floor->monster_count++;
    monster_init(&floor->monsters[slot], game->kinds, kind, p);
    floor->monsters[slot].id = slot + 1;
    game->cache.occupant[map_index(&floor->map, p.x, p.y)] = (int16_t)(slot + 1);
    game->cache.perceived[slot] = (uint8_t)perceive_now(game, slot);
    return slot;
}

void world_move_monster(struct game *game, int slot, struct pos p)
{
    const struct map *map = &game->floor.map;
    struct monster *m = &game->floor.monsters[slot];
    int16_t *from = &game->cache.occupant[map_index(map, m->base.pos.x, m->base.pos.y)];
    if (*from == slot + 1)
        *from = 0;
    m->base.pos = p;
    game->cache.occupant[map_index(map, p.x, p.y)] = (int16_t)(slot + 1);
    /* Seen or not where it stands now, as the view of this turn has it. */
    game->cache.perceived[slot] = (uint8_t)perceive_now(game, slot);
}

int world_monster_at(const struct game *game, struct pos p)
{
    const struct map *map = &game->floor.map;
    if (!map_in_bounds(map, p.x, p.y))
        return -1;
    /* A dead monster's mark may linger until another walks in: the check
     * for life below makes it harmless. */
    int slot = game->cache.occupant[map_index(map, p.x, p.y)] - 1;
    if (slot < 0 || slot >= game->floor.monster_count)
        return -1;
    const struct monster *m = &game->floor.monsters[slot];
    return entity_alive(&m->base) && grid_eq(m->base.pos, p) ? slot : -1;
}

int world_monster_by_id(const struct game *game, int id)
{
    return id >= 1 && id <= game->floor.monster_count ? id - 1 : -1;
}

bool world_occupied(const struct game *game, struct pos p)
{
    return grid_eq(game->run.player.pos, p) || world_monster_at(game, p) >= 0;
}

bool world_stairs_at(const struct game *game, struct pos p)
{
    const struct map *map = &game->floor.map;
    return map_in_bounds(map, p.x, p.y) && map->tiles[map_index(map, p.x, p.y)] == TILE_STAIRS;
}

struct pos world_stairs_down(const struct game *game)
{
    const struct map *map = &game->floor.map;
    for (int i = 0; i < map->width * map->height; i++)
        if (map->tiles[i] == TILE_STAIRS)
            return (struct pos){i % map->width, i / map->width};
    return (struct pos){-1, -1};
}

bool world_lamp_at(const struct game *game, struct pos p)
{
    return game->floor.has_lamp && grid_eq(game->floor.lamp, p);
}

int world_points(const struct game *game)
{
    const struct game_run *run = &game->run;
    return run->kill_points + POINTS_PER_FLOOR * (run->depth - 1) +
           (run->won ? POINTS_FOR_THE_WIN : 0);
}

bool world_sees(const struct game *game, struct pos p)
{
    const struct map *map = &game->floor.map;
    return map_in_bounds(map, p.x, p.y) && game->cache.visible[map_index(map, p.x, p.y)];
}

bool world_monster_sees_player(const struct game *game, const struct monster *m)
{
    const struct map *map = &game->floor.map;
    struct pos at = m->base.pos, player = game->run.player.pos;
    int dx = at.x - player.x, dy = at.y - player.y;
    int sight = m->base.sight;
    /* A darkened player is seen at a part of a monster's sight, rounded up. */
    if (status_has(&game->run.player, STATUS_DARKENED))
        sight = (sight + WORLD_DARK_SIGHT_DIVISOR - 1) / WORLD_DARK_SIGHT_DIVISOR;
    return map_in_bounds(map, at.x, at.y) && game->cache.sight_line[map_index(map, at.x, at.y)] &&
           dx * dx + dy * dy <= sight * sight + sight;
}

bool world_sees_a_monster(const struct game *game)
{
    for (int i = 0; i < game->floor.monster_count; i++)
        if (world_perceives(game, i) == PERCEIVE_SIGHT)
            return true;
    return false;
}

void world_say(struct game *game, const char *fmt, ...)
{
    char text[MSGLOG_LINE];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    msglog_add_text(&game->run.log, game->run.turn, text);
}

/* Appends src to the line at *len, as far as it fits (cut as a format's
 * output would be). */
static void line_append(char line[MSGLOG_LINE], size_t *len, const char *src)
{
    while (*src && *len < MSGLOG_LINE - 1)
        line[(*len)++] = *src++;
    line[*len] = '\0';
}

void world_announce(struct game *game, const struct monster *m, const char *what)
{
    if (!world_sees_monster(game, m))
        return;
    /* "The <kind> <what>", put together by hand: the most said line, and a
     * format costs ten times the copying. */
    char line[MSGLOG_LINE];
    size_t len = 0;
    line_append(line, &len, "The ");
    line_append(line, &len, world_kind_of(game, m)->name);
    line_append(line, &len, " ");
    line_append(line, &len, what);
    msglog_add_text(&game->run.log, game->run.turn, line);
}

void world_count_kill(struct game *game, int slot)
{
    struct game_run *run = &game->run;
    const struct monster *m = &game->floor.monsters[slot];
    run->kills++;
    run->kill_points += m->base.health_max;
    for (int i = 0; i < run->killed_kinds; i++)
        if (run->killed[i].kind == m->kind) {
            run->killed[i].count++;
            return;
        }
    if (run->killed_kinds < RUN_KILL_KINDS_MAX)
        run->killed[run->killed_kinds++] = (struct run_kill){m->kind, 1};
}
