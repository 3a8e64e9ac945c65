#ifndef MURK_GAME_H
#define MURK_GAME_H

/* The turn: the top of the core. A game is made here, and changed only by
 * game_do, which runs the rules (mind, combat, item_use, status_turn) in
 * RULES.md's order. The state and its queries are in world.h. */

#include <stdbool.h>
#include <stdint.h>

#include "murk/world.h"

enum action_kind {
    ACTION_MOVE,
    ACTION_WAIT,
    ACTION_PICK_UP,
    ACTION_DRINK,
    ACTION_READ,
    ACTION_DROP,
    ACTION_EQUIP,
    ACTION_DESCEND,    /* `>` on the stairs: the next floor */
    ACTION_LOOK_HERE,  /* `:`: what lies here, told in the log; no turn */
    ACTION_REST,       /* a turn of rest, refused with a reason when it cannot be */
    ACTION_REVEAL_MAP, /* debugging aid: the whole floor remembered; no turn */
    ACTION_DEBUG_VIEW, /* debugging aid shown by the front end (minds, distances); no turn */
    ACTION_QUIT,       /* the player gives the run up: it is over, as quit; no turn */
    ACTION_DEBUG_OFF,  /* the host's --no-debug: the debugging aids refuse from now on; no turn */
    /* One step each of the walks that take many (travel.h): refused with a
     * reason, and no turn, with a monster in view or while confused. */
    ACTION_TRAVEL,      /* `_`: a step of the shortest known way to cell */
    ACTION_EXPLORE,     /* `o`: a step toward what is left to see, then the stairs */
    ACTION_RUN,         /* Shift+direction: a step in dir (travel_run_next gives the next) */
    ACTION_STOP,        /* a key stopped a walk or a rest: "You stop."; no turn */
    ACTION_UNKNOWN_KEY, /* a key that means nothing: says so; no turn */
    ACTION_TAKE_OFF,    /* `T`: take off the armour or put away the weapon at slot */
    ACTION_KIND_COUNT
};

/* What the player asks for; the front end builds these from keys. */
struct action {
    enum action_kind kind;
    struct pos dir;  /* ACTION_MOVE, ACTION_RUN: one of the 8 steps */
    int slot;        /* the item actions: the pack slot (0 is a); -1 when none fits */
    int target;      /* ACTION_READ: the slot a scroll of identify names, or -1 */
    struct pos cell; /* ACTION_TRAVEL: the cell to walk to */
};

/* Starts a new game on the first floor made from seed, with its monsters
 * and items; kinds and items (may be NULL) must outlive the game. Returns 0,
 * or -1 when out of memory (the game is then safe to free). */
int game_new(struct game *game, uint64_t seed, const struct kind_list *kinds,
             const struct item_kind_list *items);

/* Gives the game its item kinds and deals this run's unknown names from the
 * run's own stream. For hand-drawn test games; game_new does it itself. */
void game_use_items(struct game *game, const struct item_kind_list *items);

/* Starts a game on a hand-drawn map ('#' wall, '@' the player, anything else
 * floor) with no monsters; add them with game_add_monster. kinds may be NULL
 * when none will be added. For tests and tools. Returns 0, or -1 on a bad
 * map. */
int game_new_from_ascii(struct game *game, uint64_t seed, const char *const *rows, int row_count,
                        const struct kind_list *kinds);

/* Setting up a hand-drawn game before play: puts a monster of the kind at p.
 * Returns its slot, or -1 when p is not free floor or there is no room. */
int game_add_monster(struct game *game, int kind, struct pos p);

void game_free(struct game *game);

/* Carries out the player's action and, if it took a turn, the rest of the
 * turn in RULES.md's order: the player, every monster, the statuses (the
 * player's, then the monsters'), the player's healing, and last the check
 * for the player's death. Returns true when a turn passed (walking into a
 * wall does not, nor a debugging aid; nothing does once the game is over).
 * The only function that changes a game in play. */
bool game_do(struct game *game, struct action action);

/* A 64-bit hash of the run and the floor (not the caches): two games with
 * the same digest are the same game. */
uint64_t game_digest(const struct game *game);

/* Drops every cache and makes it again from the run and the floor; no later
 * turn plays differently for it. */
void game_rebuild_caches(struct game *game);

/* Why resting stops, or REST_GOING. */
enum rest_stop { REST_GOING, REST_HEALED, REST_MONSTER_IN_VIEW, REST_MESSAGE, REST_OVER };

/* Whether a rest could go on now: REST_GOING, or why not (over, healed, a
 * monster in view). */
enum rest_stop game_rest_check(const struct game *game);

/* `R`, one turn of it: rests (ACTION_REST) unless something stops it first,
 * and after the turn stops if a message came (a noise, a status ending:
 * something to read) or a monster came into view. The caller repeats while
 * REST_GOING, and stops too on a key. */
enum rest_stop game_rest_turn(struct game *game);

/* Whether the debugging aids work in this run: false once the host has
 * turned them off (ACTION_DEBUG_OFF). The front end shows a debugging view
 * only when this is true; the refusal itself is the game's to say. */
bool game_debug_allowed(const struct game *game);

/* A scroll of identify known for what it is asks which item to identify:
 * whether reading the scroll at slot should ask the player first. */
bool game_read_asks_target(const struct game *game, int slot);

/* The seed of the front end's cosmetic generator: its own stream, so what
 * only the screen uses never touches the game's. */
uint64_t game_cosmetic_seed(const struct game *game);

#endif
