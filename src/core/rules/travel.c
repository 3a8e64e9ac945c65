/* Travel, explore and run: the next step of a walk, and when it stops. */
#include "murk/rules/travel.h"

#include <stdio.h>
#include <stdlib.h>

#include "murk/base/door.h"
#include "murk/base/status.h"
#include "murk/rules/ally.h"
#include "murk/world/door_change.h"

/* A cell the player knows to be floor (or stairs, or a door: a walk's
 * step into a closed one opens it, and goes on through). */
static bool known_floor(const struct game *game, struct pos p)
{
    const struct map *map = &game->floor.map;
    return door_player_may_enter(map, p) && map->remembered[map_index(map, p.x, p.y)];
}

/* How the player perceives the monster in slot now: TRAVEL_SEEN... flags,
 * 0 when it is no reason ever (dead, neither seen nor sensed, an ally, a
 * captive in its cage). Only what is plain to see (look_monster_mind says
 * the same): its place, whether it sleeps, runs, wanders unaware or hunts;
 * of a monster sensed and not seen, only that it is there and whether it
 * is near, so one sensed far off keeps no walk from starting. A sleeper
 * and a fleer are never near: they cannot strike this turn (a cornered
 * fleer turns to fight, and hunts); a wanderer is near when it could
 * strike this turn, next to the player. */
static unsigned char seen_as(const struct game *game, int slot)
{
    const struct monster *m = &game->floor.monsters[slot];
    enum perceive way = world_perceives(game, slot);
    if (way == PERCEIVE_NONE || !ally_foe(game, slot))
        return 0;
    int distance = grid_distance(m->base.pos, game->run.player.pos);
    if (way != PERCEIVE_SIGHT)
        return TRAVEL_SENSED | (distance <= TRAVEL_NEAR_CELLS ? TRAVEL_SEEN_NEAR : 0);
    if (m->state == STATE_ASLEEP)
        return TRAVEL_SEEN | TRAVEL_SEEN_ASLEEP;
    if (m->state == STATE_FLEEING && !m->cornered)
        return TRAVEL_SEEN;
    if (m->state == STATE_WANDERING)
        return TRAVEL_SEEN | TRAVEL_SEEN_UNAWARE |
               (distance <= TRAVEL_REACH_CELLS ? TRAVEL_SEEN_NEAR : 0);
    return TRAVEL_SEEN | TRAVEL_SEEN_AWAKE;
}

/* A threat: it keeps a walk from starting, and stops one it becomes. */
static bool threat(unsigned char flags)
{
    return flags & (TRAVEL_SEEN_AWAKE | TRAVEL_SEEN_NEAR);
}

int travel_monster_in_the_way(const struct game *game, bool *near)
{
    int nearest = -1, best = 0;
    bool only_near = false;
    for (int i = 0; i < game->floor.monster_count; i++) {
        const struct monster *m = &game->floor.monsters[i];
        unsigned char flags = seen_as(game, i);
        if (!threat(flags))
            continue;
        int d = grid_distance(m->base.pos, game->run.player.pos);
        if (nearest < 0 || d < best) {
            nearest = i;
            best = d;
            only_near = !(flags & TRAVEL_SEEN_AWAKE);
        }
    }
    if (near != NULL)
        *near = only_near;
    return nearest;
}

enum travel_stop travel_refusal(const struct game *game)
{
    if (game->run.over)
        return TRAVEL_OVER;
    bool near;
    if (travel_monster_in_the_way(game, &near) >= 0)
        return near ? TRAVEL_NEAR : TRAVEL_MONSTER;
    if (status_has(&game->run.player, STATUS_CONFUSED))
        return TRAVEL_CONFUSED;
    return TRAVEL_GO;
}

int travel_monster_in_view(const struct game *game)
{
    int nearest = -1, best = 0;
    for (int i = 0; i < game->floor.monster_count; i++) {
        const struct monster *m = &game->floor.monsters[i];
        if (world_perceives(game, i) != PERCEIVE_SIGHT)
            continue;
        int d = grid_distance(m->base.pos, game->run.player.pos);
        if (nearest < 0 || d < best) {
            nearest = i;
            best = d;
        }
    }
    return nearest;
}

/* The travel map with every cell the player has not seen as wall, and no
 * goals yet. */
static struct dmap *known_map(struct game *game)
{
    const struct map *map = &game->floor.map;
    struct dmap *d = &game->cache.travel;
    dmap_costs_from_map(d, map);
    for (int y = 0; y < map->height; y++)
        for (int x = 0; x < map->width; x++)
            if (!map->remembered[map_index(map, x, y)])
                dmap_set_cost(d, x, y, 0);
    return d;
}

/* A monster the player perceives, and no ally, stands on the cell: a
 * walk's step there would strike it (or free a captive), so a walk steps
 * round it, or stops. */
static bool monster_in_the_way(const void *ctx, struct pos p)
{
    const struct game *game = ctx;
    int slot = world_monster_at(game, p);
    return slot >= 0 && !game->floor.monsters[slot].ally &&
           world_perceives(game, slot) != PERCEIVE_NONE;
}

/* A monster the player perceives stands on the cell, an ally too. */
static bool monster_there(const void *ctx, struct pos p)
{
    const struct game *game = ctx;
    int slot = world_monster_at(game, p);
    return slot >= 0 && world_perceives(game, slot) != PERCEIVE_NONE;
}

int travel_blocking(const struct game *game, struct pos dir)
{
    struct pos here = game->run.player.pos;
    if (dir.x || dir.y) {
        struct pos to = grid_add(here, dir);
        return monster_in_the_way(game, to) ? world_monster_at(game, to) : -1;
    }
    for (int k = 0; k < GRID_DIRS; k++) {
        struct pos to = grid_add(here, grid_dir(k));
        if (monster_in_the_way(game, to))
            return world_monster_at(game, to);
    }
    return -1;
}

/* The step down the travel map from the player, once it is scanned, round
 * any monster perceived, or else through an ally (swapping places) but
 * never into another. Ties go to the first direction in grid_dir's
 * order (orthogonal steps first), so a walk draws nothing from the game's
 * generators. */
static enum travel_stop step_down(const struct game *game, struct pos *step)
{
    const struct dmap *d = &game->cache.travel;
    struct pos from = game->run.player.pos;
    int32_t here = dmap_get(d, from);
    if (here >= DMAP_UNREACHABLE)
        return TRAVEL_NO_WAY;
    if (here == 0)
        return TRAVEL_ARRIVED;
    int dir = dmap_downhill(d, from, NULL, monster_there, game);
    if (dir < 0) /* no way round an ally: the step swaps places with it */
        dir = dmap_downhill(d, from, NULL, monster_in_the_way, game);
    if (dir < 0)
        return TRAVEL_IN_THE_WAY;
    *step = grid_dir(dir);
    return TRAVEL_GO;
}

/* The doors the player shut are walls to explore: it never opens one. */
static void keep_shut(struct game *game, struct dmap *d)
{
    for (int i = 0; i < game->floor.shut_door_count; i++)
        dmap_set_cost(d, game->floor.shut_doors[i].x, game->floor.shut_doors[i].y, 0);
}

/* travel_toward; for explore (shut) round the doors the player shut. */
static enum travel_stop toward(struct game *game, struct pos cell, struct pos *step, bool shut)
{
    if (!known_floor(game, cell))
        return TRAVEL_UNKNOWN_CELL;
    if (grid_eq(cell, game->run.player.pos))
        return TRAVEL_ARRIVED;
    struct dmap *d = known_map(game);
    if (shut)
        keep_shut(game, d);
    dmap_set_goal(d, cell, 0);
    dmap_scan(d);
    return step_down(game, step);
}

enum travel_stop travel_toward(struct game *game, struct pos cell, struct pos *step)
{
    return toward(game, cell, step, false);
}

/* Remembered floor beside a cell never seen: walking there shows more. */
static bool frontier(const struct game *game, struct pos p)
{
    const struct map *map = &game->floor.map;
    if (!known_floor(game, p))
        return false;
    for (int k = 0; k < GRID_DIRS; k++) {
        struct pos n = grid_add(p, grid_dir(k));
        if (map_in_bounds(map, n.x, n.y) && !map->remembered[map_index(map, n.x, n.y)])
            return true;
    }
    return false;
}

/* Makes the travel map toward what is left to explore: every frontier cell
 * and every item seen and not yet stood on (the player's own cell is none:
 * it has been seen from, and stood on). Returns how many goals it set. */
static int explore_map(struct game *game)
{
    const struct map *map = &game->floor.map;
    struct dmap *d = known_map(game);
    keep_shut(game, d);
    struct pos here = game->run.player.pos;
    int goals = 0;
    for (int y = 1; y < map->height - 1; y++)
        for (int x = 1; x < map->width - 1; x++) {
            struct pos p = {x, y};
            if (!grid_eq(p, here) && frontier(game, p) && !door_change_shut_by_player(game, p)) {
                dmap_set_goal(d, p, 0);
                goals++;
            }
        }
    const struct item_floor *items = &game->floor.items;
    for (int i = 0; game->item_kinds && i < items->count; i++) {
        const struct item *item = &items->items[i];
        if (item->seen && !item->stepped && !grid_eq(item->pos, here) &&
            known_floor(game, item->pos)) {
            dmap_set_goal(d, item->pos, 0);
            goals++;
        }
    }
    dmap_scan(d);
    return goals;
}

/* The way on from this floor, if the player has seen it: the stairs, or on
 * the last floor the Lamp. */
static bool way_on(const struct game *game, struct pos *at)
{
    const struct map *map = &game->floor.map;
    if (game->floor.has_lamp) {
        *at = game->floor.lamp;
        return map->remembered[map_index(map, at->x, at->y)];
    }
    for (int y = 0; y < map->height; y++)
        for (int x = 0; x < map->width; x++)
            if (map->tiles[map_index(map, x, y)] == TILE_STAIRS &&
                map->remembered[map_index(map, x, y)]) {
                *at = (struct pos){x, y};
                return true;
            }
    return false;
}

bool travel_explored(struct game *game)
{
    return explore_map(game) == 0 ||
           dmap_get(&game->cache.travel, game->run.player.pos) >= DMAP_UNREACHABLE;
}

enum travel_stop travel_explore(struct game *game, struct pos *step, bool *explored)
{
    *explored = travel_explored(game);
    if (!*explored)
        return step_down(game, step);
    struct pos to;
    if (!way_on(game, &to))
        return TRAVEL_EXPLORED;
    enum travel_stop stop = toward(game, to, step, true);
    return stop == TRAVEL_GO ? TRAVEL_GO : TRAVEL_EXPLORED;
}

void travel_explored_message(struct game *game, char *out, size_t size)
{
    struct pos to, here = game->run.player.pos;
    bool lamp = game->floor.has_lamp;
    const char *what = lamp ? "The Lamp of the Deep" : "The stairs";
    if (!way_on(game, &to)) {
        snprintf(out,
                 size,
                 "Explored. %s",
                 lamp ? "The Lamp of the Deep is nowhere to be seen."
                      : "No stairs down were found.");
        return;
    }
    if (grid_eq(to, here)) {
        snprintf(out,
                 size,
                 "Explored. %s %s here: %s.",
                 what,
                 lamp ? "lies" : "are",
                 lamp ? "g lifts it" : "> goes down");
        return;
    }
    struct pos step;
    if (travel_toward(game, to, &step) != TRAVEL_GO) {
        snprintf(out, size, "Explored. %s %s out of reach.", what, lamp ? "is" : "are");
        return;
    }
    int steps = (int)dmap_get(&game->cache.travel, here);
    snprintf(out,
             size,
             "Explored. %s %s %d step%s away, to the %s; o goes there.",
             what,
             lamp ? "lies" : "are",
             steps,
             steps == 1 ? "" : "s",
             grid_compass(here, to));
}

/* In the open: the cell is in a block of 2x2 known floor, as a room's cells
 * are and a corridor's (one cell wide) are not. */
static bool open_cell(const struct game *game, struct pos p)
{
    if (!known_floor(game, p))
        return false;
    for (int dy = -1; dy <= 0; dy++)
        for (int dx = -1; dx <= 0; dx++) {
            struct pos c = {p.x + dx, p.y + dy};
            if (known_floor(game, c) && known_floor(game, (struct pos){c.x + 1, c.y}) &&
                known_floor(game, (struct pos){c.x, c.y + 1}) &&
                known_floor(game, (struct pos){c.x + 1, c.y + 1}))
                return true;
        }
    return false;
}

/* The eight neighbours in turn round the compass, and each one's place. */
static const struct pos ring[GRID_DIRS] = {
    {0, -1}, {1, -1}, {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}};

static int ring_index(struct pos dir)
{
    for (int k = 0; k < GRID_DIRS; k++)
        if (grid_eq(ring[k], dir))
            return k;
    return 0;
}

/* Ahead or to the side of dir, not behind it. */
static bool ahead(struct pos offset, struct pos dir)
{
    return offset.x * dir.x + offset.y * dir.y >= 0;
}

/* Something to stop on: an item, the stairs or the Lamp under the player. */
static bool worth_stopping_on(const struct game *game, struct pos p)
{
    return item_floor_at(&game->floor.items, p) >= 0 || world_stairs_at(game, p) ||
           world_lamp_at(game, p);
}

/* In a corridor: the one way on among the cells ahead and to the sides, or
 * {0, 0} at a fork, a dead end, or a room's doorway. */
static struct pos corridor_next(const struct game *game, struct pos here, struct pos dir)
{
    int from = ring_index(dir);
    int openings = 0, best = -1, best_turn = GRID_DIRS;
    bool in_opening = false;
    /* Round the ring from just behind on one side to just behind on the
     * other: the cells behind break it, so a corridor's way back is none. */
    for (int i = 0; i < GRID_DIRS; i++) {
        int k = (from + 4 + 1 + i) % GRID_DIRS;
        struct pos off = ring[k], cell = grid_add(here, off);
        bool open = ahead(off, dir) && known_floor(game, cell);
        if (open && open_cell(game, cell))
            return (struct pos){0, 0}; /* a room's doorway */
        if (open && !in_opening)
            openings++;
        in_opening = open;
        if (open) {
            int turn = abs(k - from);
            turn = turn > GRID_DIRS / 2 ? GRID_DIRS - turn : turn;
            if (turn < best_turn) {
                best_turn = turn;
                best = k;
            }
        }
    }
    if (openings != 1)
        return (struct pos){0, 0};
    return ring[best];
}

/* In the open: straight on while there is floor ahead, stopping where a
 * doorway (a corridor's cell) ahead or to the side first comes beside the
 * player; one that was beside the cell before is passing, and passed. */
static struct pos open_next(const struct game *game, struct pos here, struct pos dir)
{
    struct pos before = {here.x - dir.x, here.y - dir.y};
    for (int k = 0; k < GRID_DIRS; k++) {
        struct pos cell = grid_add(here, ring[k]);
        if (ahead(ring[k], dir) && known_floor(game, cell) && !open_cell(game, cell) &&
            grid_distance(cell, before) > 1)
            return (struct pos){0, 0};
    }
    return known_floor(game, grid_add(here, dir)) ? dir : (struct pos){0, 0};
}

struct pos travel_run_next(const struct game *game, struct pos dir)
{
    struct pos here = game->run.player.pos;
    if ((dir.x == 0 && dir.y == 0) || dir.x < -1 || dir.x > 1 || dir.y < -1 || dir.y > 1 ||
        worth_stopping_on(game, here))
        return (struct pos){0, 0};
    if (open_cell(game, here))
        return open_next(game, here, dir);
    return corridor_next(game, here, dir);
}

struct travel_watch travel_watch(const struct game *game)
{
    struct travel_watch w = {game->run.player.health,
                             game->run.log.said,
                             status_has(&game->run.player, STATUS_POISONED),
                             {0}};
    for (int i = 0; i < game->floor.monster_count; i++)
        w.seen[i] = seen_as(game, i);
    return w;
}

/* What a monster did in the step that stops a walk, or TRAVEL_ON: it
 * became a threat (threat()): came into view or into the player's mind as
 * one, or, perceived before, woke, turned to fight, noticed the player or
 * came near. A monster that is no threat is no news, wherever it goes. */
static enum travel_interrupt monster_news(unsigned char before, unsigned char now)
{
    if (!threat(now) || (threat(before) && ((before & TRAVEL_SEEN) || !(now & TRAVEL_SEEN))))
        return TRAVEL_ON;
    if ((now & TRAVEL_SEEN) && !(before & TRAVEL_SEEN))
        return TRAVEL_SEES_MONSTER;
    if (!(before & (TRAVEL_SEEN | TRAVEL_SENSED)))
        return TRAVEL_SENSES_MONSTER;
    if ((now & TRAVEL_SEEN_AWAKE) && !(before & TRAVEL_SEEN_AWAKE))
        return before & TRAVEL_SEEN_ASLEEP    ? TRAVEL_MONSTER_WAKES
               : before & TRAVEL_SEEN_UNAWARE ? TRAVEL_MONSTER_NOTICES
                                              : TRAVEL_MONSTER_TURNS;
    return TRAVEL_MONSTER_NEAR;
}

/* The news of the step about the monsters: the first reason in
 * enum travel_interrupt's order, of the nearest monster it is about. */
static enum travel_interrupt monsters_news(const struct game *game, const struct travel_watch *w,
                                           int *monster)
{
    enum travel_interrupt news = TRAVEL_ON;
    int best = 0;
    for (int i = 0; i < game->floor.monster_count; i++) {
        const struct monster *m = &game->floor.monsters[i];
        enum travel_interrupt said = monster_news(w->seen[i], seen_as(game, i));
        int d = grid_distance(m->base.pos, game->run.player.pos);
        if (said != TRAVEL_ON && (news == TRAVEL_ON || said < news || (said == news && d < best))) {
            news = said;
            best = d;
            if (monster != NULL)
                *monster = i;
        }
    }
    return news;
}

enum travel_interrupt travel_interrupted(const struct game *game, const struct travel_watch *w,
                                         int *monster)
{
    if (game->run.over)
        return TRAVEL_ENDED;
    enum travel_interrupt news = monsters_news(game, w, monster);
    if (news != TRAVEL_ON)
        return news;
    if (game->run.player.health < w->health - (w->poisoned ? 1 : 0))
        return TRAVEL_HURT;
    if (game->run.log.said != w->said)
        return TRAVEL_TOLD;
    return TRAVEL_ON;
}
