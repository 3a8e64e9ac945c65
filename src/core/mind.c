#include "murk/mind.h"

#include "murk/combat.h"
#include "murk/game.h"

/* Tells the player what a monster does, if they can see it do it: a message
 * about an unseen monster would give away that it is there. */
static void announce(struct game *game, const struct monster *m, const char *what)
{
    if (game_sees(game, m->base.pos))
        msglog_add(&game->log, game->turn, "The %s %s", game_kind_of(game, m)->name, what);
}

static bool has(const struct game *game, const struct monster *m, enum trait t)
{
    return kind_has(game_kind_of(game, m), t);
}

static bool cell_taken(const void *ctx, struct pos p)
{
    return game_occupied(ctx, p);
}

static bool can_fight(const struct monster *m)
{
    return m->base.damage_max > 0;
}

static bool afraid(const struct monster *m)
{
    return m->base.status[STATUS_AFRAID] > 0;
}

static void move_to(struct game *game, struct monster *m, struct pos to)
{
    game_move_monster(game, (int)(m - game->monsters), to);
}

/* One step down the map to a free cell lower than where it stands. */
static bool step_down(struct game *game, struct monster *m, const struct dmap *map)
{
    int dir = dmap_downhill(map, m->base.pos, &game->rng, cell_taken, game);
    if (dir < 0)
        return false;
    move_to(game, m, grid_add(m->base.pos, grid_dir(dir)));
    return true;
}

/* A step in one of the 8 directions at random, kept if the cell is free. */
static struct pos random_step_cell(struct game *game, const struct monster *m)
{
    struct pos to = grid_add(m->base.pos, grid_dir(rng_range(&game->rng, 0, GRID_DIRS - 1)));
    if (map_walkable(&game->map, to.x, to.y) && !game_occupied(game, to))
        return to;
    return m->base.pos;
}

/* Half of an erratic monster's moves are random. Returns true if this one
 * was: the move is made (a random step counts as a move, even a blocked one)
 * and the monster has no other this turn. */
static bool moves_erratically(struct game *game, struct monster *m)
{
    if (!has(game, m, TRAIT_ERRATIC) || rng_range(&game->rng, 0, 1) == 0)
        return false;
    move_to(game, m, random_step_cell(game, m));
    return true;
}

/* A step toward goal on the shared walk-toward map. Returns false if the
 * monster got no closer. */
static bool walk_toward(struct game *game, struct monster *m, struct pos goal)
{
    if (moves_erratically(game, m))
        return true;
    int dir =
        pathcache_step(&game->paths, goal, m->base.pos, game->turn, &game->rng, cell_taken, game);
    if (dir < 0)
        return false;
    move_to(game, m, grid_add(m->base.pos, grid_dir(dir)));
    return true;
}

static void hunt_from(struct monster *m, struct pos player)
{
    m->state = STATE_HUNTING;
    m->knows_player = true;
    m->last_seen = player;
    m->search_turns = 0;
}

/* A hunter that lost the player goes back to wandering, remembering nothing. */
static void give_up(struct game *game, struct monster *m)
{
    m->state = STATE_WANDERING;
    m->knows_player = false;
    m->has_target = false;
    m->search_turns = 0;
    announce(game, m, "gives up the hunt.");
}

/* A floor cell chosen at random, or false after MIND_WANDER_TRIES misses. */
static bool random_floor_cell(struct game *game, struct pos *out)
{
    const struct map *map = &game->map;
    for (int tries = 0; tries < MIND_WANDER_TRIES; tries++) {
        struct pos p = {rng_range(&game->rng, 0, map->width - 1),
                        rng_range(&game->rng, 0, map->height - 1)};
        if (map_walkable(map, p.x, p.y)) {
            *out = p;
            return true;
        }
    }
    return false;
}

static void act_hunting(struct game *game, struct monster *m, int index);

/* Asleep: never moves. Wakes hunting when the player is next to it, or 1
 * turn in MIND_WAKE_ONE_IN while it sees them. */
static void act_asleep(struct game *game, struct monster *m)
{
    bool next_to = grid_adjacent(m->base.pos, game->player.pos);
    bool stirs = game_monster_sees_player(game, m) && rng_one_in(&game->rng, MIND_WAKE_ONE_IN);
    if (next_to || stirs) {
        hunt_from(m, game->player.pos);
        announce(game, m, "wakes up!");
    }
}

/* Wandering: walks toward a cell of its choosing, until it sees the player;
 * noticing them takes its turn. */
static void act_wandering(struct game *game, struct monster *m)
{
    if (game_monster_sees_player(game, m)) {
        hunt_from(m, game->player.pos);
        announce(game, m, "notices you!");
        return;
    }
    if (!m->has_target || grid_eq(m->base.pos, m->target))
        m->has_target = random_floor_cell(game, &m->target);
    if (m->has_target && !walk_toward(game, m, m->target))
        m->has_target = false;
}

/* Fleeing: healed past two thirds and not afraid, it hunts again this turn.
 * Out of sight it lies low; in sight it runs down the flee map, and fights
 * when cornered next to the player. */
static void act_fleeing(struct game *game, struct monster *m, int index)
{
    if (m->base.health * 3 > m->base.health_max * 2 && !afraid(m)) {
        m->state = STATE_HUNTING;
        act_hunting(game, m, index);
        return;
    }
    if (!game_monster_sees_player(game, m) || moves_erratically(game, m))
        return;
    if (!step_down(game, m, game_flee_map(game)) && grid_adjacent(m->base.pos, game->player.pos) &&
        can_fight(m))
        combat_monster_attacks(game, index);
}

/* Searching around the last sighting: a random step, kept only if it stays
 * within MIND_SEARCH_RADIUS of the spot and does not go back onto it. */
static void search(struct game *game, struct monster *m)
{
    m->search_turns++;
    struct pos next = random_step_cell(game, m);
    int dx = next.x - m->last_seen.x, dy = next.y - m->last_seen.y;
    if (dx * dx + dy * dy <= MIND_SEARCH_RADIUS * MIND_SEARCH_RADIUS &&
        !grid_eq(next, m->last_seen))
        move_to(game, m, next);
}

/* Hunting: badly wounded or afraid, it flees at once (fearless kinds never
 * do). Seeing the player, it remembers the cell and attacks or closes in.
 * Not seeing them, it goes to where it last saw them, searches there, and
 * gives up. */
static void act_hunting(struct game *game, struct monster *m, int index)
{
    if ((monster_badly_wounded(m) || afraid(m)) && !has(game, m, TRAIT_FEARLESS)) {
        m->state = STATE_FLEEING;
        m->knows_player = false;
        m->search_turns = 0;
        announce(game, m, "flees!");
        act_fleeing(game, m, index);
        return;
    }
    if (game_monster_sees_player(game, m)) {
        hunt_from(m, game->player.pos);
        if (grid_adjacent(m->base.pos, game->player.pos)) {
            if (can_fight(m))
                combat_monster_attacks(game, index);
        } else if (!moves_erratically(game, m)) {
            step_down(game, m, &game->chase);
        }
        return;
    }
    /* Not back to the spot once searching, or it would search to and fro. */
    bool on_the_way =
        m->knows_player && !grid_eq(m->base.pos, m->last_seen) && m->search_turns == 0;
    if (on_the_way) {
        if (!walk_toward(game, m, m->last_seen))
            give_up(game, m);
        return;
    }
    if (m->knows_player && m->search_turns < MIND_SEARCH_TURNS) {
        search(game, m);
        return;
    }
    give_up(game, m);
}

/* An awake monster that cannot move does what it can in place: it keeps an
 * eye on the player, strikes if next to them, and a shrieker shrieks every
 * MIND_SHRIEK_EVERY turns while it sees them. */
static void act_stationary(struct game *game, struct monster *m, int index)
{
    if (!game_monster_sees_player(game, m))
        return;
    m->knows_player = true;
    m->last_seen = game->player.pos;
    if (grid_adjacent(m->base.pos, game->player.pos) && can_fight(m))
        combat_monster_attacks(game, index);
    if (has(game, m, TRAIT_SHRIEKS) && game->turn % MIND_SHRIEK_EVERY == 0) {
        announce(game, m, "shrieks!");
        mind_noise(game, m->base.pos, MIND_SHRIEK_LOUDNESS);
    }
}

void mind_act(struct game *game, int index)
{
    struct monster *m = &game->monsters[index];
    if (!entity_alive(&m->base) || !entity_alive(&game->player))
        return;
    if (has(game, m, TRAIT_SLOW) && game->turn % 2 == 1)
        return;
    if (has(game, m, TRAIT_REGENERATES))
        entity_heal(&m->base, 1);
    if (has(game, m, TRAIT_STATIONARY) && m->state != STATE_ASLEEP) {
        act_stationary(game, m, index);
        return;
    }
    switch (m->state) {
    case STATE_ASLEEP:
        act_asleep(game, m);
        break;
    case STATE_WANDERING:
        act_wandering(game, m);
        break;
    case STATE_HUNTING:
        act_hunting(game, m, index);
        break;
    case STATE_FLEEING:
        act_fleeing(game, m, index);
        break;
    case STATE_COUNT:
        break;
    }
}

void mind_place(struct game *game, struct monster *m)
{
    bool awake = has(game, m, TRAIT_NEVER_SLEEPS) || rng_one_in(&game->rng, MIND_AWAKE_ONE_IN);
    m->state = awake ? STATE_WANDERING : STATE_ASLEEP;
}

void mind_struck(struct game *game, struct monster *m)
{
    if (m->state == STATE_ASLEEP || m->state == STATE_WANDERING)
        hunt_from(m, game->player.pos);
}

void mind_noise(struct game *game, struct pos origin, int loudness)
{
    struct dmap *spread = &game->noise;
    dmap_clear(spread);
    dmap_set_goal(spread, origin, 0);
    dmap_scan(spread);
    for (int i = 0; i < game->monster_count; i++) {
        struct monster *m = &game->monsters[i];
        if (!entity_alive(&m->base))
            continue; /* the blow that made the noise may have killed it */
        int32_t distance = dmap_get(spread, m->base.pos);
        if (distance >= DMAP_UNREACHABLE || loudness - distance < 0)
            continue;
        int heard = loudness - distance;
        if (m->state == STATE_ASLEEP && heard >= MIND_WAKE_LOUDNESS) {
            m->state = STATE_WANDERING;
            m->has_target = true;
            m->target = origin;
            announce(game, m, "wakes up!");
        } else if (m->state == STATE_WANDERING) {
            m->has_target = true;
            m->target = origin;
        }
    }
}

bool mind_frighten(struct game *game, int index)
{
    struct monster *m = &game->monsters[index];
    if (!entity_alive(&m->base) || has(game, m, TRAIT_STATIONARY) || has(game, m, TRAIT_FEARLESS))
        return false;
    m->state = STATE_FLEEING;
    m->knows_player = false;
    m->search_turns = 0;
    return true;
}

void mind_fear_ended(struct game *game, int index)
{
    struct monster *m = &game->monsters[index];
    if (entity_alive(&m->base) && m->state == STATE_FLEEING && !monster_badly_wounded(m))
        m->state = STATE_HUNTING;
}
