#ifndef MURK_GAME_H
#define MURK_GAME_H

#include <stdbool.h>
#include <stdint.h>

#include "murk/dmap.h"
#include "murk/entity.h"
#include "murk/grid.h"
#include "murk/item.h"
#include "murk/kind.h"
#include "murk/map.h"
#include "murk/monster.h"
#include "murk/msglog.h"
#include "murk/pathcache.h"
#include "murk/rng.h"

/* Numbers from RULES.md; the player heals a point every PLAYER_HEAL_EVERY
 * turns (tune). */
enum { PLAYER_HEALTH = 30, PLAYER_SIGHT = 9, PLAYER_HEAL_EVERY = 10, GAME_REST_MAX = 1000 };

/* The whole game as plain data: a save is a walk over it, and a test can
 * compare two games field by field. Buffers a turn needs are allocated once
 * in game_new and reused. */
struct game {
    uint64_t seed;
    struct rng rng;
    struct map map;
    struct entity player;
    int turn;                      /* turns passed */
    int depth;                     /* 1 is the first floor */
    uint8_t *visible;              /* what the player sees now, one byte a cell */
    struct dmap chase;             /* walking distance from the player, remade each turn */
    struct dmap flee;              /* the chase map scaled and rescanned, made on demand */
    int flee_turn;                 /* the turn the flee map was made on; -1 for none */
    struct dmap noise;             /* how far a noise walks, remade for each noise */
    struct pathcache paths;        /* walk-toward maps, shared by goal */
    const struct kind_list *kinds; /* not owned: loaded by the caller */
    struct monster monsters[GAME_MAX_MONSTERS];
    int monster_count;
    int16_t *occupant;                  /* per cell: 1 + the index of the monster there, or 0 */
    const struct item_kind_list *items; /* not owned; NULL for a game without items */
    struct item_lore lore;              /* this run's potion colours and scroll titles */
    struct item_floor floor;            /* what lies on this floor */
    struct pack pack;                   /* what the player carries */
    struct msglog log;
    bool over;       /* the player is dead */
    char killer[64]; /* what killed the player: "a goblin" */
    bool debug_used; /* a debugging aid was used: marked in score and morgue */
};

/* The flee map is the chase map times this, rescanned (RULES.md: about -1.2),
 * so a fleeing monster heads for open space rather than into a corner. */
#define GAME_FLEE_FACTOR (-1.2)

enum action_kind {
    ACTION_MOVE,
    ACTION_WAIT,
    ACTION_PICK_UP,
    ACTION_DRINK,
    ACTION_READ,
    ACTION_DROP,
    ACTION_EQUIP,
};

/* What the player asks for; the front end builds these from keys. */
struct action {
    enum action_kind kind;
    struct pos dir; /* ACTION_MOVE: one of the 8 steps */
    int slot;       /* the item actions: the pack slot (0 is a) */
    int target;     /* ACTION_READ: the slot a scroll of identify names, or -1 */
};

/* Starts a new game on a generated first floor, with about one monster a
 * room (none in the player's) of the given kinds, which must outlive the
 * game. Returns 0, or -1 when out of memory (the game is then safe to free). */
int game_new(struct game *game, uint64_t seed, const struct kind_list *kinds,
             const struct item_kind_list *items);

/* Gives the game its item kinds and shuffles this run's unknown names. For
 * hand-drawn test games; game_new does it itself. */
void game_use_items(struct game *game, const struct item_kind_list *items);

/* Starts a game on a hand-drawn map ('#' wall, '@' the player, anything else
 * floor) with no monsters; add them with game_add_monster. kinds may be NULL
 * when none will be added. For tests and tools. Returns 0, or -1 on a bad
 * map. */
int game_new_from_ascii(struct game *game, uint64_t seed, const char *const *rows, int row_count,
                        const struct kind_list *kinds);

/* Puts a monster of the kind (an index into the kind list) at p. Returns its
 * index, or -1 when p is not free floor or there is no room for more. */
int game_add_monster(struct game *game, int kind, struct pos p);

/* Moves the monster at index to p (a free floor cell), keeping the record
 * of who stands where that game_monster_at reads. */
void game_move_monster(struct game *game, int monster, struct pos p);

/* The index of the living monster at p, or -1. */
int game_monster_at(const struct game *game, struct pos p);

/* Whether the player or a living monster stands at p. */
bool game_occupied(const struct game *game, struct pos p);

/* The monster's kind. */
const struct kind *game_kind_of(const struct game *game, const struct monster *m);

/* Whether the monster sees the player: sight is symmetric, so it is the
 * player seeing its cell, within the monster's own sight. */
bool game_monster_sees_player(const struct game *game, const struct monster *m);

/* The flee map for this turn, made the first time a monster asks. */
const struct dmap *game_flee_map(struct game *game);

void game_free(struct game *game);

/* Carries out the player's action and, if it took a turn, the rest of the
 * turn in RULES.md's order: the player, every monster, the end-of-turn steps,
 * and last the check for the player's death. Returns true when a turn passed
 * (walking into a wall does not; nothing does once the game is over). */
bool game_do(struct game *game, struct action action);

/* Whether the player sees the cell now. */
bool game_sees(const struct game *game, struct pos p);

/* Why resting stopped, or REST_GOING. */
enum rest_stop { REST_GOING, REST_HEALED, REST_MONSTER_IN_VIEW, REST_MESSAGE, REST_OVER };

/* `R`: rests one turn, unless something stops it first: health full, a
 * monster in view, the game over. After the turn it stops if a message came
 * (a noise, a status ending: something to read) or a monster came into view.
 * The caller repeats while REST_GOING, and stops too on a key. */
enum rest_stop game_rest_turn(struct game *game);

/* Whether the player sees a living monster now. */
bool game_sees_a_monster(const struct game *game);

/* Debugging aid: the whole floor becomes remembered. Marks the game. */
void game_reveal_map(struct game *game);

/* Notes that a debugging aid was used in this game. */
void game_mark_debug_used(struct game *game);

#endif
