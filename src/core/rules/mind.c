/* A monster's mind: its turn, by its state (asleep, wandering, hunting,
 * fleeing) or in place for one that cannot move, with its kind's own
 * behaviours run from their table (behaviour.def); how a blow, a noise or
 * fear moves it (mind.h). */
#include "murk/rules/mind.h"

#include <stdio.h>

#include "murk/rules/behaviour.h"
#include "murk/rules/combat.h"
#include "murk/world/door_change.h"
#include "murk/rules/corridor.h"
#include "murk/rules/group.h"
#include "murk/base/item_kind.h"
#include "murk/rules/mind_fright.h"
#include "murk/rules/mind_items.h"
#include "murk/rules/ally.h"
#include "murk/rules/missile.h"
#include "murk/rules/morale.h"
#include "murk/base/recall.h"
#include "murk/rules/scent_follow.h"
#include "murk/rules/shout.h"
#include "murk/rules/why.h"
#include "murk/base/status.h"
#include "murk/world/world.h"
#include "murk/world/place_cage.h"

/* A shot flies no farther than its shooter sees, and its path must fit. */
_Static_assert((int)KIND_SIGHT_MAX <= (int)MISSILE_PATH_MAX &&
                   (int)KIND_SIGHT_MAX <= (int)OUTCOME_CELLS_MAX,
               "a monster's shot could fly farther than a flight holds");

static bool cell_taken(const void *ctx, struct pos p)
{
    return world_occupied(ctx, p);
}

/* The slot the monster stands in: slots never move on a floor. */
static int slot_of(const struct game *game, const struct monster *m)
{
    return (int)(m - game->floor.monsters);
}

/* A kind with blows fights (a thief's may do no damage and still steal),
 * but never from beneath the water (submerge.h). */
static bool can_fight(const struct game *game, const struct monster *m)
{
    return world_kind_of(game, m)->blows.count > 0 && !status_has(&m->base, STATUS_SUBMERGED);
}

static bool afraid(const struct monster *m)
{
    return m->base.status[STATUS_AFRAID] > 0;
}

/* A hunter of a group may hold back from a corridor instead (corridor.h). */
static void move_to(struct game *game, struct monster *m, struct pos to)
{
    if (corridor_holds(game, m, to))
        return;
    /* A step into a closed door (only a door opener's class walks there)
     * opens it: that is the move. */
    if (door_change_open(game, to, slot_of(game, m)))
        return;
    world_move_monster(game, slot_of(game, m), to);
}

/* A blow at the player, and the noise of it, logged after the blow. */
static void strike(struct game *game, struct monster *m)
{
    combat_monster_attacks(game, slot_of(game, m));
    mind_noise(game, game->run.player.pos, MIND_FIGHT_LOUDNESS, CAUSE_HEARD_FIGHT, -1);
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

/* For a hunter's step: a cell is taken unless a fleeing monster (not the
 * player's ally) stands in it. */
static bool taken_but_by_a_fleer(const void *ctx, struct pos p)
{
    const struct game *game = ctx;
    int slot = world_monster_at(game, p);
    if (slot >= 0) {
        const struct monster *in_way = &game->floor.monsters[slot];
        if (in_way->state == STATE_FLEEING && !in_way->ally)
            return false;
    }
    return world_occupied(game, p);
}

/* A hunter whose way is blocked steps past a fleeing monster in it: they
 * change places, so the fleer goes back the way the hunter came, away from
 * the player, as it wants. A fleer at the head of a pack in a corridor,
 * its way on past the player and its way back full of its hunting
 * packmates, held them all for 52 turns in play. dir is the step the
 * hunter would take with the fleer out of the way, or -1. */
static bool step_past_a_fleer(struct game *game, struct monster *m, int dir)
{
    struct pos to = dir < 0 ? m->base.pos : grid_add(m->base.pos, grid_dir(dir));
    int fleer = dir < 0 ? -1 : world_monster_at(game, to);
    struct pos from = m->base.pos;
    /* Only where the fleer may stand: an eel is never put ashore. */
    if (fleer >= 0 && !world_passable(game, &game->floor.monsters[fleer], from))
        return false;
    if (fleer < 0 || m->state != STATE_HUNTING || corridor_holds(game, m, to))
        return fleer >= 0;
    world_move_monster(game, fleer, from);
    world_move_monster(game, slot_of(game, m), to);
    return true;
}

/* step_down for a hunter: past a fleer in its way if there is no other. */
static bool hunt_down(struct game *game, struct monster *m, const struct dmap *map)
{
    if (step_down(game, m, map))
        return true;
    return step_past_a_fleer(
        game, m, dmap_downhill(map, m->base.pos, &game->run.play, taken_but_by_a_fleer, game));
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
    /* A confused monster (a thrown potion) staggers as an erratic one. */
    bool erratic = world_has(game, m, TRAIT_ERRATIC) || status_has(&m->base, STATUS_CONFUSED);
    if (!erratic || rng_range(&game->run.play, 0, 1) == 0)
        return false;
    move_to(game, m, random_step_cell(game, m));
    return true;
}

/* A step toward goal on the shared walk-toward map. Returns false if the
 * monster got no closer. */
/* For a leader's step: a cell is taken unless one of its own followers
 * stands in it (they change places). */
struct mates_way {
    const struct game *game;
    const struct monster *walker;
};

static bool taken_but_by_a_mate(const void *ctx, struct pos p)
{
    const struct mates_way *way = ctx;
    int slot = world_monster_at(way->game, p);
    if (slot >= 0 && group_leader(way->game, &way->game->floor.monsters[slot]) == way->walker)
        return false;
    return world_occupied(way->game, p);
}

static bool walk_toward(struct game *game, struct monster *m, struct pos goal)
{
    if (moves_erratically(game, m))
        return true;
    enum passability moves = world_moves_of(game, m);
    int dir = world_walk_toward(game, moves, goal, m->base.pos, cell_taken, game);
    /* A leader leads someone: the followers' count says so first
     * (group_is_member asks it before it walks the floor). */
    if (dir < 0 && m->state == STATE_WANDERING && m->leader == 0 &&
        game->cache.followers[slot_of(game, m)] > 0 && group_is_member(game, m)) {
        /* A band in a corridor never jams itself: its leader steps past
         * the follower in its way, and they change places (a follower
         * never pushes past its leader, or they would trade back). */
        struct mates_way way = {game, m};
        dir = world_walk_toward(game, moves, goal, m->base.pos, taken_but_by_a_mate, &way);
        struct pos to = dir < 0 ? m->base.pos : grid_add(m->base.pos, grid_dir(dir));
        int mate = dir < 0 ? -1 : world_monster_at(game, to);
        if (mate >= 0) {
            struct pos from = m->base.pos;
            world_move_monster(game, mate, from);
            world_move_monster(game, slot_of(game, m), to);
            return true;
        }
    }
    if (dir < 0 && m->state == STATE_HUNTING)
        return step_past_a_fleer(
            game, m, world_walk_toward(game, moves, goal, m->base.pos, taken_but_by_a_fleer, game));
    if (dir < 0)
        return false;
    move_to(game, m, grid_add(m->base.pos, grid_dir(dir)));
    return true;
}

/* One that starts hunting shouts, if its kind does (shout.h). */
static void hunt_from(const struct game *game, struct monster *m, struct pos player)
{
    if (m->state != STATE_HUNTING)
        shout_arm(game, m);
    m->broke = false;
    m->state = STATE_HUNTING;
    m->knows_player = true;
    m->last_seen = player;
    m->search_turns = 0;
    m->saw_player = true;
}

/* How far the player stands from the monster, in cells. */
static int cells_apart(const struct game *game, const struct monster *m)
{
    return grid_distance(m->base.pos, game->run.player.pos);
}

/* Whether its mind's last change was a noise heard lately: what brought
 * it to where it noticed the player. */
static bool drawn_by_noise(const struct game *game, const struct monster *m)
{
    bool noise = m->cause >= CAUSE_HEARD_FIGHT && m->cause <= CAUSE_HEARD_NOISE;
    return noise && game->run.turn - m->cause_turn <= WHY_NOISE_RECENT;
}

/* It notices the player: "The goblin notices you: it heard the fight 4
 * steps away." when a noise brought it (the cause it keeps), else "...:
 * it saw you 6 cells away." */
static void notice(struct game *game, struct monster *m, const char *what)
{
    if (!drawn_by_noise(game, m))
        why_set(game, m, CAUSE_SAW_YOU, cells_apart(game, m), -1);
    why_announce(game, m, what);
    hunt_from(game, m, game->run.player.pos);
}

/* A fleer that stops fleeing (healed, or its fear ran out): hunting if it
 * sees the player, else wandering, since it knows not where they are (a
 * hunter always sees the player or knows where it saw them). It fled once:
 * its nerve is spent (doc/rules.md, "Fleeing once"). */
static void stop_fleeing(struct game *game, struct monster *m, enum cause cause)
{
    m->broke = false;
    m->spent = true;
    why_set(game, m, cause, 0, -1);
    if (world_monster_sees_player(game, m)) {
        hunt_from(game, m, game->run.player.pos);
        why_announce(game, m, "comes back");
        return;
    }
    m->state = STATE_WANDERING;
    m->knows_player = false;
    m->has_target = false;
    m->search_turns = 0;
}

/* Whether magic holds the fleer: a scroll's or a wand's fear, not its
 * pack's breaking (morale.h). Blows and corners do not turn it. */
static bool held_by_magic(const struct monster *m)
{
    return afraid(m) && !m->broke;
}

/* A fleer turns at bay (doc/rules.md, "Fleeing once"): struck again
 * (struck true) or cornered next to the player, it hunts, its fear gone,
 * and never flees again: "The goblin turns at bay: it was struck as it
 * fled: it will not flee again." */
static void turn_at_bay(struct game *game, struct monster *m, bool struck)
{
    m->broke = false;
    m->spent = true;
    status_cure(&m->base, STATUS_AFRAID);
    why_set(game, m, CAUSE_TURNED, struck, -1);
    hunt_from(game, m, game->run.player.pos);
    why_announce(game, m, "turns at bay");
}

/* A hunter that lost the player goes back to wandering, remembering nothing. */
static void give_up(struct game *game, struct monster *m)
{
    m->state = STATE_WANDERING;
    m->knows_player = false;
    m->has_target = false;
    m->search_turns = 0;
    /* How it lost them says why: "...: you went beyond its sight of 7.",
     * and the cause keeps it (why.h, WHY_GAVE_UP). */
    bool lost = m->cause >= CAUSE_LOST_RANGE && m->cause <= CAUSE_LOST_DOOR;
    if (lost)
        why_announce(game, m, "gives up the hunt");
    else
        world_announce(game, m, "gives up the hunt.");
    why_set(game, m, CAUSE_GAVE_UP, lost ? why_gave_up(m) : 0, -1);
}

/* A cell it can walk to from where it stands, chosen at random within
 * MIND_WANDER_REACH cells each way (a walker shut in a room finds one of
 * its room's, where a cell of the whole floor would seldom be), or false
 * after MIND_WANDER_TRIES misses. */
static bool random_floor_cell(struct game *game, const struct monster *m, struct pos *out)
{
    const struct map *map = &game->floor.map;
    enum passability moves = world_moves_of(game, m); /* asked once, not each try */
    struct pos at = m->base.pos;
    int left = at.x - MIND_WANDER_REACH < 0 ? 0 : at.x - MIND_WANDER_REACH;
    int top = at.y - MIND_WANDER_REACH < 0 ? 0 : at.y - MIND_WANDER_REACH;
    int right = at.x + MIND_WANDER_REACH >= map->width ? map->width - 1 : at.x + MIND_WANDER_REACH;
    int bottom =
        at.y + MIND_WANDER_REACH >= map->height ? map->height - 1 : at.y + MIND_WANDER_REACH;
    for (int tries = 0; tries < MIND_WANDER_TRIES; tries++) {
        struct pos p = {rng_range(&game->run.play, left, right),
                        rng_range(&game->run.play, top, bottom)};
        if (world_reachable(game, moves, at, p)) {
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
        return mind_items_throw(game, m, shot); /* darts or a dagger it carries */
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
    /* Unseen, the shooter stays hidden: the flight tells where from
     * (apply.h). */
    if (world_sees_monster(game, m))
        world_announce(game, m, "shoots!");
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
    if (next_to || stirs)
        notice(game, m, "wakes up");
}

/* Wandering: walks toward a cell of its choosing, until it sees the player;
 * noticing them takes its turn. */
static void act_wandering(struct game *game, struct monster *m)
{
    if (world_monster_sees_player(game, m)) {
        notice(game, m, "notices you");
        return;
    }
    /* A follower goes where its leader goes (group.h). */
    struct pos goal;
    if (group_follow(game, m, &goal)) {
        m->has_target = false;
        if (!grid_eq(goal, m->base.pos)) {
            walk_toward(game, m, goal);
            return;
        }
        /* Near a leader going nowhere it mills about, and so never stands
         * in its way for good. */
        struct pos next = random_step_cell(game, m);
        if (grid_distance(next, group_leader(game, m)->base.pos) < GROUP_FOLLOW_RADIUS)
            move_to(game, m, next);
        return;
    }
    /* A leader waits for a follower fallen behind (group.h). */
    if (m->leader == 0 && game->cache.followers[slot_of(game, m)] > 0 &&
        group_straggling(game, m))
        return;
    /* A waypoint of the floor's, whose map is made once (waypoints.h); a
     * random cell only where no waypoint can be reached. */
    if (!m->has_target || grid_eq(m->base.pos, m->target))
        m->has_target =
            world_pick_waypoint(game, world_moves_of(game, m), m->base.pos, &m->target) ||
            random_floor_cell(game, m, &m->target);
    if (m->has_target && !walk_toward(game, m, m->target))
        m->has_target = false;
}

/* Nothing taken: the step a walker would take with every creature out of
 * its way. */
static bool taken_by_none(const void *ctx, struct pos p)
{
    (void)ctx;
    (void)p;
    return false;
}

/* A stairs-goer whose way is blocked meets who blocks it, on the step it
 * would take with every creature out of the way. The player: it is
 * cornered, turns at bay and strikes (it stepped back down its flee map
 * and came on again, next to the player and never striking, 38 turns in
 * play while the player rested). A monster: they change places, unless it
 * is the player's ally, the cage's captive or cannot move, or cannot stand
 * where the stairs-goer stands (two goblins lay 450 turns in a corridor
 * other monsters blocked, "making for the stairs, 9 cells off"). Returns
 * whether it acted. */
static bool meet_who_blocks_the_stairs(struct game *game, struct monster *m, struct pos stairs)
{
    int dir =
        world_walk_toward(game, world_moves_of(game, m), stairs, m->base.pos, taken_by_none, NULL);
    if (dir < 0)
        return false;
    struct pos from = m->base.pos, to = grid_add(from, grid_dir(dir));
    if (grid_eq(to, game->run.player.pos)) {
        if (!can_fight(game, m))
            return false;
        m->cornered = true;
        turn_at_bay(game, m, false);
        strike(game, m);
        return true;
    }
    int other = world_monster_at(game, to);
    if (other < 0)
        return false;
    const struct monster *in_way = &game->floor.monsters[other];
    if (in_way->ally || place_captive(game) == other ||
        world_has(game, in_way, TRAIT_STATIONARY) || !world_passable(game, in_way, from))
        return false;
    world_move_monster(game, other, from);
    world_move_monster(game, slot_of(game, m), to);
    return true;
}

/* Fleeing: healed past two thirds and not afraid, it hunts again this turn
 * (a thief with its loot never does). One that cannot heal makes for the
 * stairs and leaves the floor (mind_for_the_stairs), turning at bay where
 * the player next to it bars the way. Else, out of sight
 * it lies low; in sight it runs down the flee map, and turns at bay when
 * cornered next to the player. */
static void act_fleeing(struct game *game, struct monster *m, struct outcome *shot)
{
    if (m->base.health * 3 > m->base.health_max * 2 && !afraid(m) &&
        !behaviour_stays_fleeing(game, m)) {
        stop_fleeing(game, m, CAUSE_HEALED);
        if (m->state == STATE_HUNTING)
            act_hunting(game, m, shot);
        return;
    }
    if (mind_for_the_stairs(game, m) && !moves_erratically(game, m)) {
        struct pos stairs = world_stairs_down(game);
        if (grid_eq(m->base.pos, stairs)) {
            world_announce(game, m, "flees down the stairs.");
            m->base.health = 0; /* gone, with what it carries: no kill, no drop */
            m->carried_stacks = 0;
            return;
        }
        if (walk_toward(game, m, stairs) || meet_who_blocks_the_stairs(game, m, stairs))
            return;
    }
    if (!world_monster_sees_player(game, m) || moves_erratically(game, m))
        return;
    if (!step_down(game, m, world_flee_map(game, world_moves_of(game, m))) &&
        grid_adjacent(m->base.pos, game->run.player.pos) && can_fight(game, m)) {
        m->cornered = true; /* no way lower on its flee map: it turns to fight */
        if (!held_by_magic(m) && !behaviour_stays_fleeing(game, m))
            turn_at_bay(game, m, false);
        strike(game, m);
    }
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
 * do; one that fled once flees again only from magic's fear). Seeing the player, it remembers the cell and attacks, shoots or
 * closes in. Not seeing them, it goes to where it last saw them, searches
 * there, and gives up. */
static void act_hunting(struct game *game, struct monster *m, struct outcome *shot)
{
    if (((monster_badly_wounded(m) && !m->spent) || afraid(m)) &&
        !world_has(game, m, TRAIT_FEARLESS)) {
        m->state = STATE_FLEEING;
        m->knows_player = false;
        m->search_turns = 0;
        /* A thief's fear is its theft's, not magic's: it runs with its loot. */
        enum cause cause = !afraid(m)                           ? CAUSE_BADLY_HURT
                           : behaviour_stays_fleeing(game, m) ? CAUSE_STOLE
                                                              : CAUSE_SCARED;
        why_set(game, m, cause, 0, -1);
        why_announce(game, m, "flees");
        morale_fled(game, slot_of(game, m));
        act_fleeing(game, m, shot);
        return;
    }
    /* Next to an ally and not to the player, it strikes the ally. */
    int ally = grid_adjacent(m->base.pos, game->run.player.pos) ? -1 : ally_beside(game, m);
    if (ally >= 0 && can_fight(game, m)) {
        ally_struck(game, slot_of(game, m), ally);
        mind_noise(game, m->base.pos, MIND_FIGHT_LOUDNESS, CAUSE_HEARD_FIGHT, -1);
        return;
    }
    if (world_monster_sees_player(game, m)) {
        hunt_from(game, m, game->run.player.pos);
        if (grid_adjacent(m->base.pos, game->run.player.pos)) {
            if (can_fight(game, m))
                strike(game, m);
        } else if (!shoot(game, m, shot) && !moves_erratically(game, m)) {
            hunt_down(game, m, world_chase_map_to(game, world_moves_of(game, m), m->base.pos));
        }
        return;
    }
    /* A tracker follows the player's trail by scent while it is fresh. */
    if (scent_follow(game, m))
        return;
    /* Not back to the spot once searching, or it would search to and fro. */
    bool on_the_way =
        m->knows_player && !grid_eq(m->base.pos, m->last_seen) && m->search_turns == 0;
    if (on_the_way) {
        if (!walk_toward(game, m, m->last_seen) && !corridor_waits(game, m))
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
        mind_noise(game, m->base.pos, MIND_SHRIEK_LOUDNESS, CAUSE_HEARD_SHRIEK, m->kind);
    }
}

/* Its state's handler. */
static void act_by_state(struct game *game, struct monster *m, struct outcome *shot)
{
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

/* A hunter that saw the player at its last act and sees them no more has
 * lost them: the way it lost them is the cause ("you went beyond its
 * sight of 7"), told when the player sees it. */
static void note_lost(struct game *game, struct monster *m)
{
    if (m->state != STATE_HUNTING || !m->saw_player || world_monster_sees_player(game, m))
        return;
    int sight;
    enum cause how = why_lost(game, m, &sight);
    why_set(game, m, how, how == CAUSE_LOST_RANGE ? sight : 0, -1);
    if (how == CAUSE_LOST_RANGE)
        why_announce(game, m, "loses sight of you");
    m->saw_player = false;
}

static void act_once(struct game *game, int slot, struct outcome *shot);

void mind_act(struct game *game, int slot, struct outcome *shot)
{
    struct monster *m = &game->floor.monsters[slot];
    act_once(game, slot, shot);
    /* Whether it sees the player as its act ends: the next act tells a
     * loss from it. */
    if (entity_alive(&m->base) && entity_alive(&game->run.player))
        m->saw_player = m->state != STATE_ASLEEP && world_monster_sees_player(game, m);
    /* A hunter that lost the player and sees them again hunts because it
     * sees them, not because it lost them ("lost you: you went round a
     * corner, 4 turns ago" of a jackal biting the player was untrue).
     * Not told in the log: a chase round corners would say it at each. */
    bool lost = m->cause >= CAUSE_LOST_RANGE && m->cause <= CAUSE_LOST_DOOR;
    if (m->saw_player && m->state == STATE_HUNTING && lost)
        why_set(game, m, CAUSE_SAW_YOU, cells_apart(game, m), -1);
}

static void act_once(struct game *game, int slot, struct outcome *shot)
{
    struct monster *m = &game->floor.monsters[slot];
    bool held = m->held; /* spent whatever happens: false between turns */
    m->held = false;
    /* One hidden (a mimic) lies still; a caged captive waits to be freed
     * (asked only of the one the cage names: every monster acts each turn). */
    if (!entity_alive(&m->base) || !entity_alive(&game->run.player) || behaviour_hidden(game, m) ||
        (game->floor.place.captive == slot + 1 && place_captive(game) == slot))
        return;
    if (m->ally) { /* its own mind (ally.h) */
        ally_act(game, slot);
        return;
    }
    /* Its kind, asked once: the rules below ask after its traits (a
     * negation takes away regeneration alone, which world_has minds). */
    const struct kind *kind = world_kind_of(game, m);
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
    /* Pulled by beckoning this turn: the pull was its move. */
    if (held)
        return;
    /* Put to sleep (a wand, a potion): nothing wakes it but a blow. */
    if (status_has(&m->base, STATUS_SLEEPING))
        return;
    /* Slow (or slowed by a wand): every other turn of its own once awake,
     * starting with an act. */
    if ((kind_has(kind, TRAIT_SLOW) || status_has(&m->base, STATUS_SLOWED)) &&
        m->state != STATE_ASLEEP) {
        m->idle_next = !m->idle_next;
        if (!m->idle_next)
            return;
    }
    /* What it did last turn is past: each act says what it does now. */
    m->cornered = m->on_trail = false;
    if (kind_has(kind, TRAIT_STATIONARY) && m->state != STATE_ASLEEP) {
        act_stationary(game, m);
        return;
    }
    shout_begin_act(m);
    note_lost(game, m);
    m->waiting = false;
    bool was_asleep = m->state == STATE_ASLEEP;
    /* A kind's own rules (the eel, the blink dog, one using items) may
     * take the turn before its state's, and follow it (the eel dives). */
    if (!behaviour_before(game, m)) {
        act_by_state(game, m, shot);
        behaviour_after(game, m);
    }
    if (!m->waiting)
        m->waited = 0;
    if (was_asleep && m->state != STATE_ASLEEP)
        group_wake(game, m);
    int loudness = shout_take(game, m);
    if (loudness > 0) {
        mind_noise(game, m->base.pos, loudness, CAUSE_HEARD_SHOUT, m->kind);
        shout_heard(game, m, loudness);
    }
}

bool mind_for_the_stairs(const struct game *game, const struct monster *m)
{
    return m->state == STATE_FLEEING && monster_badly_wounded(m) && !afraid(m) &&
           !world_has(game, m, TRAIT_REGENERATES) && !behaviour_stays_fleeing(game, m) &&
           world_stairs_down(game).x >= 0;
}

void mind_place(const struct kind *kind, struct monster *m, struct rng *rng)
{
    bool awake = kind_has(kind, TRAIT_NEVER_SLEEPS) || rng_one_in(rng, MIND_AWAKE_ONE_IN);
    m->state = awake ? STATE_WANDERING : STATE_ASLEEP;
}

void mind_struck(struct game *game, struct monster *m, int damage)
{
    status_cure(&m->base, STATUS_SLEEPING); /* a blow wakes the sleeper a wand made */
    bool was_asleep = m->state == STATE_ASLEEP;
    /* Its kind's own (a splitter splits, a mimic shows itself): before it
     * hunts, so a split's copy is as it was struck. */
    behaviour_struck(game, slot_of(game, m), damage);
    if (m->state == STATE_ASLEEP || m->state == STATE_WANDERING) {
        why_set(game, m, CAUSE_STRUCK, 0, -1);
        hunt_from(game, m, game->run.player.pos);
    } else if (m->state == STATE_FLEEING && !held_by_magic(m) &&
               !behaviour_stays_fleeing(game, m)) {
        turn_at_bay(game, m, true);
    }
    if (was_asleep)
        group_wake(game, m);
}

/* Whether the noise can reach a monster it would stir: a sleeper it could
 * wake, or a wanderer it would draw. A noise travels by walking distance,
 * never shorter than the straight one (grid_distance), so one farther than
 * that is out of reach without the noise map; most noises, the fight's
 * above all, stir nobody, and then no map is made. */
static bool noise_may_stir(const struct game *game, struct pos origin, int loudness)
{
    for (int i = 0; i < game->floor.monster_count; i++) {
        const struct monster *m = &game->floor.monsters[i];
        if (!entity_alive(&m->base))
            continue;
        int reach = m->state == STATE_WANDERING ? loudness
                    : m->state == STATE_ASLEEP  ? loudness - MIND_WAKE_LOUDNESS
                                                : -1;
        if (reach >= 0 && grid_distance(m->base.pos, origin) <= reach)
            return true;
    }
    return false;
}

void mind_noise(struct game *game, struct pos origin, int loudness, enum cause heard_cause,
                int kind)
{
    if (!noise_may_stir(game, origin, loudness))
        return;
    const struct dmap *spread = world_noise_map(game, origin, loudness);
    for (int i = 0; i < game->floor.monster_count; i++) {
        struct monster *m = &game->floor.monsters[i];
        /* The blow that made the noise may have killed it; and only a
         * sleeper or a wanderer takes notice: a noise is asked of them.
         * A cry's maker, where it stands, does not hear it (a watching
         * shrieker "heard the shrieker's shriek 0 steps away"); an arrow
         * or a burst on a sleeper's cell it does. */
        bool cry = heard_cause == CAUSE_HEARD_SHRIEK || heard_cause == CAUSE_HEARD_SHOUT;
        if (!entity_alive(&m->base) || (m->state != STATE_ASLEEP && m->state != STATE_WANDERING) ||
            (cry && grid_eq(m->base.pos, origin)))
            continue;
        int32_t distance = dmap_get(spread, m->base.pos);
        if (distance >= DMAP_UNREACHABLE || loudness - distance < 0)
            continue;
        int heard = loudness - distance;
        if (m->state == STATE_ASLEEP && heard >= MIND_WAKE_LOUDNESS &&
            !status_has(&m->base, STATUS_SLEEPING)) {
            m->state = STATE_WANDERING;
            m->has_target = true;
            m->target = origin;
            why_set(game, m, heard_cause, distance, kind);
            /* Waking to the sight of the player is noticing them: one
             * line, not "wakes up!" and "notices you!" one after the other. */
            if (world_monster_sees_player(game, m))
                hunt_from(game, m, game->run.player.pos);
            why_announce(game, m, "wakes up");
            group_wake(game, m);
        } else if (m->state == STATE_WANDERING) {
            m->has_target = true;
            m->target = origin;
            why_set(game, m, heard_cause, distance, kind);
        }
    }
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
    if (entity_alive(&m->base) && m->state == STATE_FLEEING && !monster_badly_wounded(m) &&
        !behaviour_stays_fleeing(game, m))
        stop_fleeing(game, m, CAUSE_FEAR_ENDED);
}
