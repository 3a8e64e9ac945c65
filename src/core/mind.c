#include "murk/mind.h"

#include <stdio.h>

#include "murk/combat.h"
#include "murk/item_kind.h"
#include "murk/ally.h"
#include "murk/mimic.h"
#include "murk/place.h"
#include "murk/missile.h"
#include "murk/recall.h"
#include "murk/status.h"
#include "murk/world.h"

/* A shot flies no farther than its shooter sees, and its path must fit. */
_Static_assert((int)KIND_SIGHT_MAX <= (int)MISSILE_PATH_MAX &&
                   (int)KIND_SIGHT_MAX <= (int)OUTCOME_CELLS_MAX,
               "a monster's shot could fly farther than a flight holds");

#define announce world_announce
#define has world_has

static bool cell_taken(const void *ctx, struct pos p)
{
    return world_occupied(ctx, p);
}

/* The slot the monster stands in: slots never move on a floor. */
static int slot_of(const struct game *game, const struct monster *m)
{
    return (int)(m - game->floor.monsters);
}

/* A kind with blows fights (a thief's may do no damage and still steal). */
static bool can_fight(const struct game *game, const struct monster *m)
{
    return world_kind_of(game, m)->blows.count > 0;
}

static bool afraid(const struct monster *m)
{
    return m->base.status[STATUS_AFRAID] > 0;
}

static void move_to(struct game *game, struct monster *m, struct pos to)
{
    world_move_monster(game, slot_of(game, m), to);
}

/* A blow at the player, and the noise of it, logged after the blow. */
static void strike(struct game *game, struct monster *m)
{
    combat_monster_attacks(game, slot_of(game, m));
    mind_noise(game, game->run.player.pos, MIND_FIGHT_LOUDNESS);
}

/* One step down the map to a free cell lower than where it stands. */
static bool step_down(struct game *game, struct monster *m, const struct dmap *map)
{
    int dir = dmap_downhill(map, m->base.pos, &game->run.play, cell_taken, game);
    if (dir < 0)
        return false;
    move_to(game, m, grid_add(m->base.pos, grid_dir(dir)));
    return true;
}

/* A step in one of the 8 directions at random, kept if the cell is free. */
static struct pos random_step_cell(struct game *game, const struct monster *m)
{
    struct pos to = grid_add(m->base.pos, grid_dir(rng_range(&game->run.play, 0, GRID_DIRS - 1)));
    if (world_passable(game, m, to) && !world_occupied(game, to))
        return to;
    return m->base.pos;
}

/* Half of an erratic monster's moves are random. Returns true if this one
 * was: the move is made (a random step counts as a move, even a blocked one)
 * and the monster has no other this turn. */
static bool moves_erratically(struct game *game, struct monster *m)
{
    if (!world_has(game, m, TRAIT_ERRATIC) || rng_range(&game->run.play, 0, 1) == 0)
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
    int dir = world_walk_toward(game, world_moves_of(game, m), goal, m->base.pos, cell_taken, game);
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
    world_announce(game, m, "gives up the hunt.");
}

/* A cell it may walk on, chosen at random, or false after
 * MIND_WANDER_TRIES misses. */
static bool random_floor_cell(struct game *game, const struct monster *m, struct pos *out)
{
    const struct map *map = &game->floor.map;
    uint32_t tiles = passability_tiles(world_moves_of(game, m)); /* asked once, not each try */
    for (int tries = 0; tries < MIND_WANDER_TRIES; tries++) {
        struct pos p = {rng_range(&game->run.play, 0, map->width - 1),
                        rng_range(&game->run.play, 0, map->height - 1)};
        if (passability_cell(tiles, map, p.x, p.y)) {
            *out = p;
            return true;
        }
    }
    return false;
}

/* The item kind a monster's arrow lands as, or -1 in a game without it. */
static int arrow_kind(const struct game *game)
{
    return game->item_kinds ? item_kind_find(game->item_kinds, MIND_ARROW) : -1;
}

/* Shooting (doc/rules.md, "Fighting at range"), for a hunter that sees the
 * player and is not next to them: a kind with a shot lets fly when the
 * player is within its range on a line no wall and no other creature
 * blocks. It fills *shot for the turn to apply and says so; with no shot
 * it returns false and leaves *shot alone. */
static bool shoot(struct game *game, struct monster *m, struct outcome *shot)
{
    const struct kind *k = world_kind_of(game, m);
    struct pos player = game->run.player.pos;
    if (k->shot_range <= 0)
        return false;
    /* The flight stops at the player only if they are within range and
     * nothing stands in between. */
    struct flight line = missile_flight(game, m->base.pos, player, k->shot_range, FLIGHT_TRUE);
    if (!line.player)
        return false;
    int arrow = arrow_kind(game);
    *shot = (struct outcome){.effect = OUTCOME_MISSILE,
                             .damage_min = k->shot_min,
                             .damage_max = k->shot_max,
                             .range = k->shot_range,
                             .item = arrow,
                             /* It breaks as the player's arrows do. */
                             .breaks = arrow >= 0 ? game->item_kinds->kinds[arrow].breaks : 0,
                             .shooter = slot_of(game, m),
                             .from = m->base.pos,
                             .toward = player,
                             .cell_count = line.count};
    snprintf(shot->name, sizeof shot->name, "%s", MIND_ARROW);
    for (int i = 0; i < line.count; i++)
        shot->cells[i] = line.cells[i];
    /* Unseen, the shooter stays hidden, but not that something let fly. */
    if (world_sees_monster(game, m))
        world_announce(game, m, "shoots!");
    else
        world_say(game, "Something shoots!");
    return true;
}

static void act_hunting(struct game *game, struct monster *m, struct outcome *shot);

/* Asleep: never moves. Wakes hunting when the player is next to it, or 1
 * turn in MIND_WAKE_ONE_IN while it sees them. */
static void act_asleep(struct game *game, struct monster *m)
{
    bool next_to = grid_adjacent(m->base.pos, game->run.player.pos);
    bool stirs =
        world_monster_sees_player(game, m) && rng_one_in(&game->run.play, MIND_WAKE_ONE_IN);
    if (next_to || stirs) {
        hunt_from(m, game->run.player.pos);
        world_announce(game, m, "wakes up!");
    }
}

/* Wandering: walks toward a cell of its choosing, until it sees the player;
 * noticing them takes its turn. */
static void act_wandering(struct game *game, struct monster *m)
{
    if (world_monster_sees_player(game, m)) {
        hunt_from(m, game->run.player.pos);
        world_announce(game, m, "notices you!");
        return;
    }
    if (!m->has_target || grid_eq(m->base.pos, m->target))
        m->has_target = random_floor_cell(game, m, &m->target);
    if (m->has_target && !walk_toward(game, m, m->target))
        m->has_target = false;
}

/* Fleeing: healed past two thirds and not afraid, it hunts again this turn.
 * Out of sight it lies low; in sight it runs down the flee map, and fights
 * when cornered next to the player. */
static void act_fleeing(struct game *game, struct monster *m, struct outcome *shot)
{
    if (m->base.health * 3 > m->base.health_max * 2 && !afraid(m)) {
        m->state = STATE_HUNTING;
        act_hunting(game, m, shot);
        return;
    }
    if (!world_monster_sees_player(game, m) || moves_erratically(game, m))
        return;
    if (!step_down(game, m, world_flee_map(game, world_moves_of(game, m))) &&
        grid_adjacent(m->base.pos, game->run.player.pos) && can_fight(game, m))
        strike(game, m);
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
 * do). Seeing the player, it remembers the cell and attacks, shoots or
 * closes in. Not seeing them, it goes to where it last saw them, searches
 * there, and gives up. */
static void act_hunting(struct game *game, struct monster *m, struct outcome *shot)
{
    if ((monster_badly_wounded(m) || afraid(m)) && !world_has(game, m, TRAIT_FEARLESS)) {
        m->state = STATE_FLEEING;
        m->knows_player = false;
        m->search_turns = 0;
        world_announce(game, m, "flees!");
        act_fleeing(game, m, shot);
        return;
    }
    if (world_monster_sees_player(game, m)) {
        hunt_from(m, game->run.player.pos);
        if (grid_adjacent(m->base.pos, game->run.player.pos)) {
            if (can_fight(game, m))
                strike(game, m);
        } else if (!shoot(game, m, shot) && !moves_erratically(game, m)) {
            step_down(game, m, world_chase_map_to(game, world_moves_of(game, m), m->base.pos));
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
static void act_stationary(struct game *game, struct monster *m)
{
    if (!world_monster_sees_player(game, m))
        return;
    m->knows_player = true;
    m->last_seen = game->run.player.pos;
    if (grid_adjacent(m->base.pos, game->run.player.pos) && can_fight(game, m))
        strike(game, m);
    if (world_has(game, m, TRAIT_SHRIEKS) && game->run.turn % MIND_SHRIEK_EVERY == 0) {
        world_announce(game, m, "shrieks!");
        mind_noise(game, m->base.pos, MIND_SHRIEK_LOUDNESS);
    }
}

void mind_act(struct game *game, int slot, struct outcome *shot)
{
    struct monster *m = &game->floor.monsters[slot];
    if (!entity_alive(&m->base) || !entity_alive(&game->run.player) || mimic_hidden(m) ||
        place_captive(game) == slot)
        return;
    if (m->ally) {
        ally_act(game, slot);
        return;
    }
    /* What the player sees of it this turn goes into the recall. */
    struct recall *recall = &game->run.recall;
    bool seen = world_perceives(game, slot) == PERCEIVE_SIGHT; /* the recall is of sight */
    if (seen)
        recall_meet(recall, m->kind);
    if (seen && m->state != STATE_ASLEEP)
        recall_note_awake(recall, m->kind);
    if (world_has(game, m, TRAIT_REGENERATES)) {
        if (seen && m->base.health < m->base.health_max)
            recall_note_trait(recall, m->kind, TRAIT_REGENERATES);
        entity_heal(&m->base, 1);
    }
    /* Slow: every other turn of its own once awake, starting with an act. */
    if (world_has(game, m, TRAIT_SLOW) && m->state != STATE_ASLEEP) {
        m->idle_next = !m->idle_next;
        if (!m->idle_next)
            return;
    }
    if (world_has(game, m, TRAIT_STATIONARY) && m->state != STATE_ASLEEP) {
        act_stationary(game, m);
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
        act_hunting(game, m, shot);
        break;
    case STATE_FLEEING:
        act_fleeing(game, m, shot);
        break;
    case STATE_COUNT:
        break;
    }
}

void mind_place(const struct kind *kind, struct monster *m, struct rng *rng)
{
    bool awake = kind_has(kind, TRAIT_NEVER_SLEEPS) || rng_one_in(rng, MIND_AWAKE_ONE_IN);
    m->state = awake ? STATE_WANDERING : STATE_ASLEEP;
}

void mind_struck(struct game *game, struct monster *m)
{
    mimic_reveal(game, slot_of(game, m));
    if (m->state == STATE_ASLEEP || m->state == STATE_WANDERING)
        hunt_from(m, game->run.player.pos);
}

void mind_noise(struct game *game, struct pos origin, int loudness)
{
    struct dmap *spread = &game->cache.noise;
    dmap_clear(spread);
    dmap_set_goal(spread, origin, 0);
    /* Nobody farther than the loudness hears anything: no need to walk on. */
    dmap_scan_within(spread, loudness);
    for (int i = 0; i < game->floor.monster_count; i++) {
        struct monster *m = &game->floor.monsters[i];
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
            /* Waking to the sight of the player is noticing them: one
             * line, not "wakes up!" and "notices you!" one after the other. */
            if (world_monster_sees_player(game, m))
                hunt_from(m, game->run.player.pos);
            world_announce(game, m, "wakes up!");
        } else if (m->state == STATE_WANDERING) {
            m->has_target = true;
            m->target = origin;
        }
    }
}

bool mind_frighten(struct game *game, int slot)
{
    struct monster *m = &game->floor.monsters[slot];
    if (!entity_alive(&m->base) || world_has(game, m, TRAIT_STATIONARY) ||
        world_has(game, m, TRAIT_FEARLESS))
        return false;
    m->state = STATE_FLEEING;
    m->knows_player = false;
    m->search_turns = 0;
    return true;
}

int mind_scare(struct game *game, int turns)
{
    int frightened = 0;
    for (int i = 0; i < game->floor.monster_count; i++) {
        struct monster *m = &game->floor.monsters[i];
        if (world_perceives(game, i) != PERCEIVE_SIGHT) /* in view: the scroll's rule */
            continue;
        /* What cannot move cannot flee: it takes no notice. The fearless
         * hear the cry and stand their ground, and the player sees that. */
        if (world_has(game, m, TRAIT_STATIONARY))
            continue;
        if (!mind_frighten(game, i)) {
            world_announce(game, m, "is unmoved.");
            continue;
        }
        status_dose(&m->base, STATUS_AFRAID, turns);
        world_announce(game, m, "flees in terror!");
        frightened++;
    }
    if (frightened == 0)
        world_say(game, "A dreadful cry echoes, and fades.");
    return frightened;
}

void mind_fear_ended(struct game *game, int slot)
{
    struct monster *m = &game->floor.monsters[slot];
    if (entity_alive(&m->base) && m->state == STATE_FLEEING && !monster_badly_wounded(m))
        m->state = STATE_HUNTING;
}
