#ifndef MURK_WORLD_H
#define MURK_WORLD_H

/* The world: the game's state, and the queries and moves the rules use on
 * it (who stands where, who sees whom, what is said). It sits below the
 * rules (mind, combat, item_use, status_turn, look) and the turn (game.h):
 * nothing here calls up into them. */

#include <stdbool.h>
#include <stdint.h>

#include "murk/base/class_maps.h"
#include "murk/base/dmap.h"
#include "murk/base/entity.h"
#include "murk/base/fov.h"
#include "murk/base/fov_memo.h"
#include "murk/base/grid.h"
#include "murk/base/item.h"
#include "murk/base/kind.h"
#include "murk/base/map.h"
#include "murk/base/monster.h"
#include "murk/base/msglog.h"
#include "murk/base/passability.h"
#include "murk/base/perceive.h"
#include "murk/world/floor_place.h"
#include "murk/base/recall.h"
#include "murk/base/rng.h"
#include "murk/base/scent.h"
#include "murk/base/status.h"

/* Numbers from doc/rules.md; the player heals a point every PLAYER_HEAL_EVERY
 * turns (tune). */
/* How the player looks: not saved, every game's the same. */
#define PLAYER_GLYPH '@'
#define PLAYER_COLOUR ((struct rgb){255, 230, 150})

/* The doors the player shut that a floor remembers; a door shut past it
 * forgets the oldest. */
enum { GAME_SHUT_DOORS_MAX = 32 };

enum { PLAYER_HEALTH = 30, PLAYER_SIGHT = 9, PLAYER_HEAL_EVERY = 10, GAME_REST_MAX = 1000 };

/* The run (doc/rules.md): ten floors, the Lamp of the Deep on the last; points
 * for each floor reached below the first and for the win (tune). */
enum { GAME_FLOORS = 10, POINTS_PER_FLOOR = 50, POINTS_FOR_THE_WIN = 1000 };

/* How far the line-of-sight map reaches from the player: the most sight a
 * kind may have (kind.h: 1..20), so a monster sees as far as its own sight,
 * not the player's. */
enum { WORLD_SIGHT_LINE_MAX = 20 };

/* A darkened player (a potion of darkness) is seen by a monster only
 * within its sight divided by this, rounded up (doc/rules.md, tune). */
enum { WORLD_DARK_SIGHT_DIVISOR = 2 };

/* How many monsters of one kind the player killed. A run keeps a count for
 * RUN_KILL_KINDS_MAX kinds, in the order first killed; kills of kinds past
 * that are in kills alone. */
enum { RUN_KILL_KINDS_MAX = 64 };
/* At most this many follow the player down at once: all that can stand
 * next to them. */
enum { RUN_FOLLOWERS_MAX = 8 };
struct run_kill {
    int kind; /* an index into the kind list */
    int count;
};

/* The run: what lasts from floor to floor. Plain data; saved. */
struct game_run {
    uint64_t seed;
    uint64_t id;     /* this run's id, random (game_set_run_id): names its record */
    struct rng play; /* what happens on a floor: minds, combat, items used */
    struct entity player;
    struct pack pack;      /* what the player carries */
    struct item_lore lore; /* this run's potion colours and scroll titles */
    struct msglog log;
    int turn;        /* turns passed */
    int depth;       /* 1 is the first floor */
    bool over;       /* the run has ended: the player died, won, or quit */
    bool won;        /* the player lifted the Lamp of the Deep */
    int kill_points; /* the most health of every monster the player killed */
    int kills;       /* how many the player killed */
    char killer[64]; /* what killed the player: "a goblin" */
    bool debug_used; /* a debugging aid was used: marked in score and morgue */
    bool quit;       /* the player gave the run up (over, and neither won nor killed) */
    bool no_debug;   /* the host turned the debugging aids off for this run */
    bool seeded;     /* begun on a seed the player chose (--seed): marked in every record */
    struct run_kill killed[RUN_KILL_KINDS_MAX]; /* kills by kind, first killed first */
    int killed_kinds;                           /* entries used in killed */
    struct recall recall; /* what the player has seen of each kind (recall.h) */
    /* Monsters following the player down the stairs, between floors
     * (stairs_follow.h): their cells mean nothing until they arrive. */
    struct monster followers[RUN_FOLLOWERS_MAX];
    int follower_count;
    struct item_meters meters; /* growth metered: the shifts of meter.def's kinds */
};

/* The floor: what the player walks on now. Plain data; saved. A monster
 * keeps its slot for the life of the floor (the dead stay, dead), so its id
 * (slot + 1) never changes and is never reused. */
struct game_floor {
    struct map map; /* terrain and what the player remembers of it */
    struct monster monsters[GAME_MAX_MONSTERS];
    int monster_count;        /* slots used, the dead too */
    struct item_floor items;  /* what lies on this floor */
    bool has_lamp;            /* the Lamp of the Deep lies here (the last floor) */
    struct pos lamp;          /* where */
    int last_target;          /* the monster last shot at: its id (slot + 1), or 0 */
    struct scent_trail scent; /* where the player walked on it lately (scent.h) */
    struct floor_place place; /* the floor's one choice (place.h), PLACE_NONE on none */
    /* Where the last blow or shot from a monster the player did not see
     * came from, and on which turn (0: none): the map marks the cell
     * that turn (world_unseen_from). */
    struct pos unseen_from;
    int unseen_turn;
    /* The doors the player shut and no one has opened since, oldest first
     * (door_change.h): explore never opens one. */
    struct pos shut_doors[GAME_SHUT_DOORS_MAX];
    int shut_door_count;
};

/* Caches: made from the run and the floor, never saved, rebuilt at will
 * (game_rebuild_caches) with no change to any later turn. */
struct game_caches {
    /* The stairs down (world_stairs_down), found once a floor: every
     * fleer making for them asks each turn; x -1: none on the floor. */
    struct pos stairs;
    bool stairs_found;
    uint8_t *sight_line;   /* cells in line of sight of the player, to WORLD_SIGHT_LINE_MAX */
    uint8_t *visible;      /* what the player sees now, one byte a cell */
    struct pos seen_from;  /* where both were made from, and how far they */
    int seen_reach;        /* reached: only that square is set (reach -1: none) */
    int seen_line_reach;   /* the sight line's radius then */
    int seen_player_sight; /* and the player's */
    /* Whether the line of sight reached past the player's own sight and so
     * was kept in sight_line; else it is visible itself, as no monster on
     * the floor outsaw the player (the usual case: one scan, one buffer). */
    bool line_apart;
    /* The farthest sight of any monster placed on the floor, the dead too:
     * while it is the player's or less, no living one can outsee them and
     * the view need not look through the monsters for the farthest. */
    int monster_sight_max;
    /* Monsters of the floor lying as items (mimic.h), the dead too: none
     * (the usual case), and no turn looks round the player for one. */
    int hidden_mimics;
    struct fov_circle sight_circle; /* the line of sight's circle, kept for its radius */
    /* The views seen from cells stood on before on this floor, when the
     * line of sight is the player's own (not line_apart). */
    struct fov_memo views;
    /* The chase, flee and walk-toward maps of each passability class, over
     * the terrain it walks through; each monster asks its own class's. */
    struct class_maps classes[PASS_COUNT];
    struct dmap noise;  /* how far a noise walks, remade for each noise */
    struct dmap travel; /* travel and explore: walking distance over what is remembered */
    int16_t *occupant;  /* per cell: the id of the living monster there, or 0 */
    int32_t *doors;     /* the floor's door cells, by index (doors never come or go) */
    int door_count;
    /* Whether noise holds the last noise's spread (world_noise_map), and
     * from where and how loud: the next one from there is the same. */
    bool noise_made;
    struct pos noise_from;
    int noise_loudness;
    uint8_t perceived[GAME_MAX_MONSTERS]; /* by slot: how the player perceives it (enum
                                             perceive), made with what is seen */
    /* By slot: how many monsters name it as their leader, alive or dead,
     * counted whenever a leader is named (world_count_followers), so a
     * monster leading nobody is told so without a walk over the floor. */
    uint16_t followers[GAME_MAX_MONSTERS];
};

/* The whole game: the data it was made with, the run, the floor and the
 * caches. Buffers a turn needs are allocated when a floor is entered and
 * reused: a turn allocates nothing. */
struct game {
    const struct kind_list *kinds;           /* not owned: loaded by the caller */
    const struct item_kind_list *item_kinds; /* not owned; NULL for a game without items */
    struct game_run run;
    struct game_floor floor;
    struct game_caches cache;
};

/* The flee map is the chase map times this, rescanned (doc/rules.md: about -1.2),
 * so a fleeing monster heads for open space rather than into a corner. */
#define GAME_FLEE_FACTOR (-1.2)

/* The flee map reaches this many steps from the player (doc/rules.md: as
 * far as a kind may see, KIND_SIGHT_MAX), so making it costs the cells
 * within reach, not the floor's: a fleer asks in sight of the player. */
enum { GAME_FLEE_HORIZON = 20 };

/* Allocates the caches for the floor's map, and lists its doors; the
 * rest world_rebuild makes, next. Returns 0, or -1 when out of memory
 * (freeing is still safe). */
int world_caches_init(struct game *game);

/* Frees the caches and zeroes them. */
void world_caches_free(struct game *game);

/* Remakes every cache from the run and the floor: the occupancy grid, what
 * the player sees and remembers, the chase map. The flee, noise and
 * walk-toward maps are forgotten, to be made again when first wanted. */
void world_rebuild(struct game *game);

/* world_rebuild but for the terrain's caches (the noise map's costs, each
 * class's maps, which world_caches_init has forgotten): who stands where,
 * the followers' count and the view, for a floor in the making, which
 * world_rebuild takes whole once it is made. */
void world_rebuild_occupants(struct game *game);

/* Counts each monster's followers into the cache (followers, above),
 * after anything that names a new leader: a floor's groups (by its
 * rebuild), a succession (group_succeed), followers arriving down the
 * stairs. Nothing else does, so a turn need not count them again. */
void world_count_followers(struct game *game);

/* What the player sees now, remembered from now on, and so how the player
 * perceives each monster (world_refresh_perception); the chase and flee
 * maps are stale from here until asked for again. */
void world_refresh_view(struct game *game);

/* The tile at p changed (a door opened or shut): the view is made again
 * at its next refresh if p lies within the square it was made over, as
 * the scan reads no tile outside it; else it stands as it is. */
void world_view_tile_changed(struct game *game, struct pos p);

/* How the player perceives each monster, made again from what is seen now
 * and the player's statuses: after the view, and after anything that
 * changes a way of perceiving within a turn (a status worn off). A monster
 * that moves (world_move_monster) or is placed has its own made there. */
void world_refresh_perception(struct game *game);

/* world_refresh_perception for the one monster in slot (none perceives
 * the dead): the turn's end makes again only those whose statuses ticked
 * and the dead, the rest standing as the view or a move made them. */
void world_perceive_slot(struct game *game, int slot);

/* Puts a monster of the kind (an index into the kind list) at p. Returns its
 * slot, or -1 when p is taken or not a cell the kind's class may stand on,
 * or there is no room for more. */
int world_add_monster(struct game *game, int kind, struct pos p);

/* Moves the monster in slot to p (a free floor cell), keeping the record of
 * who stands where that world_monster_at reads. */
void world_move_monster(struct game *game, int slot, struct pos p);

/* The slot of the living monster at p, or -1. Inline, as every step of
 * every walker asks of the cells it might step to. */
static inline int world_monster_at(const struct game *game, struct pos p)
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

/* The slot of the monster with the id (1 is the first placed), or -1. */
int world_monster_by_id(const struct game *game, int id);

/* Whether the player or a living monster stands at p. */
static inline bool world_occupied(const struct game *game, struct pos p)
{
    return grid_eq(game->run.player.pos, p) || world_monster_at(game, p) >= 0;
}

/* The monster's kind. Inline, as the minds ask it for every monster, every
 * turn, several times. */
static inline const struct kind *world_kind_of(const struct game *game, const struct monster *m)
{
    return &game->kinds->kinds[m->kind];
}

/* Whether the monster has the trait; one negated (a wand of negation) has
 * lost its magic: it regenerates no more. */
static inline bool world_has(const struct game *game, const struct monster *m, enum trait t)
{
    return kind_has(world_kind_of(game, m), t) && !(m->negated && t == TRAIT_REGENERATES);
}

/* Whether the cell holds the way down. */
bool world_stairs_at(const struct game *game, struct pos p);

/* Where the way down is on this floor, or {-1, -1} when there is none (the
 * last floor). What the floor holds, not what the player knows of it: for
 * tests, tools and the bench, never for the bot. */
struct pos world_stairs_down(const struct game *game);

/* Whether the Lamp of the Deep lies at p. */
bool world_lamp_at(const struct game *game, struct pos p);

/* The player killed the monster in slot: a kill, its most health in
 * points, and one more of its kind in the run's count by kind (a kind past
 * RUN_KILL_KINDS_MAX is counted in run.kills alone). */
void world_count_kill(struct game *game, int slot);

/* The run's points so far (doc/rules.md): the most health of every monster
 * killed, POINTS_PER_FLOOR for each floor reached below the first, and
 * POINTS_FOR_THE_WIN for the win. */
int world_points(const struct game *game);

/* A blow or shot from a monster the player does not see came from the
 * cell: the map marks it until the next turn. */
void world_mark_unseen(struct game *game, struct pos from);

/* Where a blow or shot from an unseen monster came from this turn: true
 * and *from set, or false. */
bool world_unseen_from(const struct game *game, struct pos *from);

/* Whether the player sees the cell now. For a monster, ask world_perceives:
 * the one answer for what the player knows of it. */
bool world_sees(const struct game *game, struct pos p);

/* How the player perceives the monster in slot now (doc/rules.md,
 * "Perceiving"): PERCEIVE_SIGHT when its cell is seen; else
 * PERCEIVE_TELEPATHY while the player is telepathic; else PERCEIVE_NONE,
 * and always for a dead monster or a slot out of range. Messages that name
 * a monster ask for sight ("The goblin hits you." against "Something hits
 * you."); what shows the player the monsters (the map, the side list,
 * look, the target cursor), walks' stops and the bot take any way.
 * Inline: every monster's turn asks it. */
static inline enum perceive world_perceives(const struct game *game, int slot)
{
    /* The dead are never perceived: a monster killed within a turn is gone
     * from the moment it dies, not at the next refresh. */
    if (slot < 0 || slot >= game->floor.monster_count ||
        !entity_alive(&game->floor.monsters[slot].base))
        return PERCEIVE_NONE;
    return (enum perceive)game->cache.perceived[slot];
}

/* Whether the player perceives the monster in slot in any way. */
bool world_perceived(const struct game *game, int slot);

/* Whether the player sees the monster (world_perceives says
 * PERCEIVE_SIGHT), or saw it die this turn: for the messages that name it,
 * "The rat dies." among them. */
bool world_sees_monster(const struct game *game, const struct monster *m);

/* Whether the monster sees the player: a line of sight from its cell, within
 * its own sight radius (sight is symmetric, so the player's line-of-sight
 * map answers for every monster). Inline: every monster's turn asks it,
 * some several times. */
static inline bool world_monster_sees_player(const struct game *game, const struct monster *m)
{
    const struct map *map = &game->floor.map;
    const struct game_caches *c = &game->cache;
    struct pos at = m->base.pos, player = game->run.player.pos;
    /* Most monsters are out of the line of sight: asked first, it answers
     * for them before the player's statuses are looked at. */
    const uint8_t *line = c->line_apart ? c->sight_line : c->visible;
    if (!map_in_bounds(map, at.x, at.y) || !line[map_index(map, at.x, at.y)])
        return false;
    int dx = at.x - player.x, dy = at.y - player.y;
    int sight = m->base.sight;
    /* A darkened player is seen at a part of a monster's sight, rounded up. */
    if (status_has(&game->run.player, STATUS_DARKENED))
        sight = (sight + WORLD_DARK_SIGHT_DIVISOR - 1) / WORLD_DARK_SIGHT_DIVISOR;
    return dx * dx + dy * dy <= sight * sight + sight;
}

/* Whether the player sees a living monster now. */
bool world_sees_a_monster(const struct game *game);

/* The passability class of the monster's kind: what it walks through. */
static inline enum passability world_moves_of(const struct game *game, const struct monster *m)
{
    return kind_moves(world_kind_of(game, m));
}

/* Whether the monster may stand on cell p: its class walks through p's
 * terrain (who stands there is another question). Inline, as every random
 * step asks. */
static inline bool world_passable(const struct game *game, const struct monster *m, struct pos p)
{
    return passability_cell(passability_tiles(world_moves_of(game, m)), &game->floor.map, p.x, p.y);
}

/* The chase map of the class for this turn (walking distance from the
 * player over the terrain it walks through), made the first time one of
 * the class asks (a turn nobody hunts or flees scans nothing), and scanned
 * as far as `to`, the asker's cell: right for every step down from there
 * (see dmap_scan_to), and carried on by the next asker. */
const struct dmap *world_chase_map_to(struct game *game, enum passability moves, struct pos to);

/* The class's chase map for this turn, scanned over the whole floor. */
const struct dmap *world_chase_map(struct game *game, enum passability moves);

/* The class's flee map for this turn, made the first time one of it asks. */
const struct dmap *world_flee_map(struct game *game, enum passability moves);

/* How far a noise of this loudness at origin walks (walking distance over
 * the walker's terrain, no farther than the loudness): the map the last
 * noise made if it was the same, as the blows of one fight are. */
const struct dmap *world_noise_map(struct game *game, struct pos origin, int loudness);

/* The maps of a class. A kind from the parser always names one; a class
 * out of range (a kind made by hand) walks. */
/* The maps of a class allocated now, as world_maps_of asks the first time
 * (class_maps_allocate); out of memory, the walker's, allocated with the
 * caches, so a lookup stays valid. world_add_monster and floor_make ask
 * world_maps_ready first and fail instead, so a monster walks by its own
 * class's maps. */
struct class_maps *world_maps_allocated(struct game *game, enum passability moves);

/* 0 when the class's maps are allocated (now if not yet), -1 when out of
 * memory. */
int world_maps_ready(struct game *game, enum passability moves);

static inline struct class_maps *world_maps_of(struct game *game, enum passability moves)
{
    struct class_maps *maps =
        &game->cache.classes[(unsigned)moves < PASS_COUNT ? moves : PASS_WALKER];
    return maps->allocated ? maps : world_maps_allocated(game, moves);
}

/* The step toward goal from `from` on the class's shared walk-toward maps
 * (pathcache_step): a direction, or -1 when no free neighbour is closer.
 * Inline, as every wanderer's step asks. */
static inline int world_walk_toward(struct game *game, enum passability moves, struct pos goal,
                                    struct pos from, bool (*blocked)(const void *ctx, struct pos p),
                                    const void *ctx)
{
    return class_maps_step(world_maps_of(game, moves),
                           &game->floor.map,
                           goal,
                           from,
                           game->run.turn,
                           &game->run.play,
                           blocked,
                           ctx);
}

/* A wanderer's next target: one of its class's waypoints on this floor
 * (waypoints.h), chosen with the play generator. False when there is none
 * to go to from `from`. */
static inline bool world_pick_waypoint(struct game *game, enum passability moves, struct pos from,
                                       struct pos *out)
{
    return class_maps_pick_waypoint(world_maps_of(game, moves),
                                    game->cache.classes,
                                    PASS_COUNT,
                                    &game->floor.map,
                                    from,
                                    &game->run.play,
                                    out);
}

/* Whether a monster of the class could walk from `from` to `to` now, the
 * doors as they are (pieces.h): asked before heading anywhere, so a walker
 * shut in a room never heads for what it cannot reach. */
static inline bool world_reachable(struct game *game, enum passability moves, struct pos from,
                                   struct pos to)
{
    const struct pieces *pieces = class_maps_pieces(world_maps_of(game, moves), &game->floor.map);
    int piece = pieces_of(pieces, from);
    return piece != 0 && pieces_of(pieces, to) == piece;
}

/* Logs a message on this turn. */
void world_say(struct game *game, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* Tells the player what a monster does, if they can see it do it: a message
 * about an unseen monster would give away that it is there. "The kobold
 * wakes up!" */
void world_announce(struct game *game, const struct monster *m, const char *what);

#endif
