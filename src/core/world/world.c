#include "murk/world/world.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "murk/base/door.h"
#include "murk/base/fov.h"
#include "murk/base/status.h"

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
        fov_memo_forget(&c->views);
        return 0;
    }
    world_caches_free(game);
    size_t cells = (size_t)map->width * (size_t)map->height;
    c->sight_line = calloc(cells, 1);
    c->visible = calloc(cells, 1);
    c->occupant = calloc(cells, sizeof *c->occupant);
    if (!c->sight_line || !c->visible || !c->occupant ||
        dmap_init(&c->noise, map->width, map->height) != 0 ||
        dmap_reserve(&c->travel, map->width, map->height) != 0 || /* costed whole at each walk */
        fov_memo_init(&c->views, map->width, map->height) != 0)
        return -1;
    /* Each class's maps are allocated when the class is first asked
     * (world_maps_of): a floor's making uses the door opener's alone, and
     * an allocation touches memory (a page for the allocator's own
     * bookkeeping at least). The walker's now, to stand in for a class
     * whose maps cannot be had. */
    for (int p = 0; p < PASS_COUNT; p++)
        class_maps_init_unallocated(&c->classes[p], passability_tiles((enum passability)p));
    if (class_maps_allocate(&c->classes[PASS_WALKER], map) != 0)
        return -1;
    if (list_doors(c, map) != 0)
        return -1;
    c->seen_reach = -1;
    return 0;
}

void world_caches_free(struct game *game)
{
    struct game_caches *c = &game->cache;
    for (int p = 0; p < PASS_COUNT; p++)
        class_maps_free(&c->classes[p]);
    dmap_free(&c->noise);
    dmap_free(&c->travel);
    fov_memo_free(&c->views);
    free(c->sight_line);
    free(c->visible);
    free(c->occupant);
    free(c->doors);
    memset(c, 0, sizeof *c);
}

/* A square around a cell, clipped to the map. */
struct square {
    int x0, y0, x1, y1;
};

static struct square square_around(const struct map *map, struct pos at, int reach)
{
    struct square q = {at.x - reach, at.y - reach, at.x + reach, at.y + reach};
    q.x0 = q.x0 < 0 ? 0 : q.x0;
    q.y0 = q.y0 < 0 ? 0 : q.y0;
    q.x1 = q.x1 >= map->width ? map->width - 1 : q.x1;
    q.y1 = q.y1 >= map->height ? map->height - 1 : q.y1;
    return q;
}

/* A view square is some 19 bytes wide and as many high (the player's
 * sight, 9, each way), too few a row for a call to memset to pay: each
 * row is cleared eight bytes at a time, the last eight overlapping those
 * before (clearing a byte twice is clearing it once), three words a row
 * for up to 24 bytes. memcpy to a word is how C writes bytes as one
 * without breaking aliasing rules; compilers make it a plain store. */
static inline void clear_word(uint8_t *dst)
{
    const uint64_t zero = 0;
    memcpy(dst, &zero, 8);
}

/* Clears rows rows of n bytes, width apart. */
static void clear_rows(uint8_t *dst, size_t n, size_t width, int rows)
{
    if (n >= 8 && n <= 24) {
        /* The usual square: three words a row, whatever its width. */
        size_t middle = n - 8 < 8 ? n - 8 : 8, last = n - 8;
        for (int y = 0; y < rows; y++, dst += width) {
            clear_word(dst);
            clear_word(dst + middle);
            clear_word(dst + last);
        }
        return;
    }
    for (int y = 0; y < rows; y++, dst += width) {
        if (n < 8) {
            memset(dst, 0, n);
            continue;
        }
        for (size_t x = 0; x + 8 < n; x += 8)
            clear_word(dst + x);
        clear_word(dst + n - 8);
    }
}

/* Clears the square of side 2 * reach + 1 around p in a cell buffer. */
static void clear_square(const struct map *map, uint8_t *cells, struct pos p, int reach)
{
    struct square q = square_around(map, p, reach);
    if (q.x0 <= q.x1)
        clear_rows(cells + map_index(map, q.x0, q.y0),
                   (size_t)(q.x1 - q.x0 + 1),
                   (size_t)map->width,
                   q.y1 - q.y0 + 1);
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
    if (c->monster_sight_max > reach_of_all)
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
            clear_square(map, c->visible, c->seen_from, c->seen_reach);
            if (c->line_apart)
                clear_square(map, c->sight_line, c->seen_from, c->seen_reach);
        }
        c->seen_from = player->pos;
        c->seen_reach = reach_of_all > player->sight ? reach_of_all : player->sight;
        c->seen_line_reach = reach_of_all;
        c->seen_player_sight = player->sight;
        c->line_apart = reach_of_all > player->sight;
        struct square q = square_around(map, player->pos, player->sight);
        if (c->sight_circle.radius != reach_of_all)
            fov_circle_make(&c->sight_circle, reach_of_all);
        if (c->line_apart) {
            fov_mark_in(map, player->pos, &c->sight_circle, c->sight_line);
            see_the_circle(map, c, player->pos, player->sight, q);
        } else {
            /* The line of sight reaches no farther than the player sees
             * (the usual case: no monster outsees the player), so it is
             * what is seen, made in visible itself and remembered as it is
             * made: memory is 1 where it is (a door's, 1 or open, is set
             * below). From a cell stood on before it is the view kept then,
             * copied back (fov_memo.h): a scan is most of a move's cost. */
            if (!fov_memo_replay(
                    &c->views, player->pos, reach_of_all, c->visible, map->remembered)) {
                fov_mark_seen(map, player->pos, &c->sight_circle, c->visible, map->remembered);
                fov_memo_keep(&c->views, player->pos, reach_of_all, c->visible);
            }
        }
        /* A door in view is remembered open or shut, as it is now. */
        door_remember_seen(map, c->visible, c->doors, c->door_count);
    }
    if (game->item_kinds)
        item_floor_see(&game->floor.items, map, c->visible);
    world_refresh_perception(game);
}

void world_view_tile_changed(struct game *game, struct pos p)
{
    struct game_caches *c = &game->cache;
    /* No reach the view was made with is -1: it is made again. */
    if (c->seen_reach >= 0 && abs(p.x - c->seen_from.x) <= c->seen_reach &&
        abs(p.y - c->seen_from.y) <= c->seen_reach)
        c->seen_line_reach = -1;
    fov_memo_forget_near(&c->views, p);
}

/* How the player perceives the living monster m, from what is seen now
 * (visible, width cells a row), the player telepathic or not: the first
 * way of murk/perceive.def that holds. */
static inline enum perceive perceive_as(const struct monster *m, const uint8_t *visible, int width,
                                        bool telepathic)
{
    if (m->disguise > 0)
        return PERCEIVE_NONE; /* a hidden mimic is an item to every sense (mimic.h) */
    /* Beneath the water (submerge.h) is out of sight. */
    if (visible[m->base.pos.y * width + m->base.pos.x] && !status_has(&m->base, STATUS_SUBMERGED))
        return PERCEIVE_SIGHT;
    return telepathic ? PERCEIVE_TELEPATHY : PERCEIVE_NONE;
}

static enum perceive perceive_now(const struct game *game, int slot)
{
    return perceive_as(&game->floor.monsters[slot],
                       game->cache.visible,
                       game->floor.map.width,
                       status_has(&game->run.player, STATUS_TELEPATHIC));
}

void world_refresh_perception(struct game *game)
{
    /* The dead, who pile up on a floor, are never perceived
     * (world_perceives): no need to look for them. What the loop reads is
     * held in locals: each byte stored into perceived might, as far as C
     * knows, change the game's fields, which would be read again at every
     * monster. */
    bool telepathic = status_has(&game->run.player, STATUS_TELEPATHIC);
    const struct monster *monsters = game->floor.monsters;
    const uint8_t *visible = game->cache.visible;
    uint8_t *perceived = game->cache.perceived;
    int count = game->floor.monster_count, width = game->floor.map.width;
    for (int i = 0; i < count; i++)
        perceived[i] = entity_alive(&monsters[i].base)
                           ? (uint8_t)perceive_as(&monsters[i], visible, width, telepathic)
                           : (uint8_t)PERCEIVE_NONE;
}

void world_perceive_slot(struct game *game, int slot)
{
    game->cache.perceived[slot] = entity_alive(&game->floor.monsters[slot].base)
                                      ? (uint8_t)perceive_now(game, slot)
                                      : (uint8_t)PERCEIVE_NONE;
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

/* The class's maps, allocated or not: a class out of range walks, as
 * world_maps_of says. */
static struct class_maps *class_of(struct game *game, enum passability moves)
{
    return &game->cache.classes[(unsigned)moves < PASS_COUNT ? moves : PASS_WALKER];
}

struct class_maps *world_maps_allocated(struct game *game, enum passability moves)
{
    struct class_maps *maps = class_of(game, moves);
    if (class_maps_allocate(maps, &game->floor.map) == 0)
        return maps;
    return &game->cache.classes[PASS_WALKER];
}

int world_maps_ready(struct game *game, enum passability moves)
{
    return class_maps_allocate(class_of(game, moves), &game->floor.map);
}

void world_count_followers(struct game *game)
{
    /* Only the slots in use (no leader names another; the rest hold 0
     * from world_rebuild), and a leader's id checked as
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
    fov_memo_forget(&c->views);
    c->noise_made = false; /* the noise map may have served as scratch */
    c->monster_sight_max = 0;
    c->hidden_mimics = 0;
    for (int i = 0; i < game->floor.monster_count; i++) {
        const struct monster *m = &game->floor.monsters[i];
        c->hidden_mimics += m->disguise > 0;
        if (entity_alive(&m->base))
            c->occupant[map_index(map, m->base.pos.x, m->base.pos.y)] = (int16_t)(i + 1);
        if (m->base.sight > c->monster_sight_max)
            c->monster_sight_max = m->base.sight;
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

/* The stairs down by a scan of the floor's tiles. */
static struct pos find_stairs(const struct map *map)
{
    for (int i = 0; i < map->width * map->height; i++)
        if (map->tiles[i] == TILE_STAIRS)
            return (struct pos){i % map->width, i / map->width};
    return (struct pos){-1, -1};
}

void world_rebuild(struct game *game)
{
    struct game_caches *c = &game->cache;
    const struct map *map = &game->floor.map;
    rebuild_occupants(game);
    c->stairs = find_stairs(map);
    c->stairs_found = true;
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
        world_occupied(game, p) ||
        /* Its class's maps, which it walks by: out of memory, no monster. */
        world_maps_ready(game, kind_moves(&game->kinds->kinds[kind])) != 0)
        return -1;
    int slot = floor->monster_count++;
    monster_init(&floor->monsters[slot], game->kinds, kind, p);
    floor->monsters[slot].id = slot + 1;
    game->cache.occupant[map_index(&floor->map, p.x, p.y)] = (int16_t)(slot + 1);
    game->cache.perceived[slot] = (uint8_t)perceive_now(game, slot);
    if (floor->monsters[slot].base.sight > game->cache.monster_sight_max)
        game->cache.monster_sight_max = floor->monsters[slot].base.sight;
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

int world_monster_by_id(const struct game *game, int id)
{
    return id >= 1 && id <= game->floor.monster_count ? id - 1 : -1;
}

bool world_stairs_at(const struct game *game, struct pos p)
{
    const struct map *map = &game->floor.map;
    return map_in_bounds(map, p.x, p.y) && map->tiles[map_index(map, p.x, p.y)] == TILE_STAIRS;
}

struct pos world_stairs_down(const struct game *game)
{
    const struct map *map = &game->floor.map;
    struct pos at = game->cache.stairs;
    /* The rebuild's answer while it holds (a floor's stairs never move;
     * floor 10 has none); stairs moved by hand since (a test's) are
     * scanned for. */
    if (game->cache.stairs_found &&
        (at.x < 0 || (map_in_bounds(map, at.x, at.y) &&
                      map->tiles[map_index(map, at.x, at.y)] == TILE_STAIRS)))
        return at;
    return find_stairs(map);
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
    msglog_vformat(text, sizeof text, fmt, ap);
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

void world_mark_unseen(struct game *game, struct pos from)
{
    game->floor.unseen_from = from;
    game->floor.unseen_turn = game->run.turn;
}

bool world_unseen_from(const struct game *game, struct pos *from)
{
    if (game->floor.unseen_turn == 0 || game->floor.unseen_turn != game->run.turn)
        return false;
    *from = game->floor.unseen_from;
    return true;
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
