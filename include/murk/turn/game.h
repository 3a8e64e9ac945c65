#ifndef MURK_GAME_H
#define MURK_GAME_H

/* The turn: the top of the core. A game is made here, and changed only by
 * game_do, which looks the action up in the action table (murk/action.def;
 * the deeds are in act.h) and runs the rules (mind, combat, item_use,
 * status_turn) in doc/rules.md's order. The state and its queries are in
 * world.h; floors are made by floor.h; doc/design.md tells the whole. */

#include <stdbool.h>
#include <stdint.h>

#include "murk/base/action.h"
#include "murk/world/world.h"

/* Why game_do stopped, or, for a walk or a rest that goes on, GAME_GOING. */
enum game_stop {
    GAME_GOING,   /* a walk or a rest may take its next step */
    GAME_DONE,    /* an action that is not repeated: it is done */
    GAME_REFUSED, /* no turn passed: the action could not be taken (the log says why, if anything)
                   */
    GAME_OVER,    /* the run is over */
    GAME_MONSTER, /* a threat came into view (or is in the way: a rest stops) */
    GAME_MONSTER_TURNS, /* a monster seen asleep or fleeing woke or turned to fight */
    GAME_MONSTER_NEAR,  /* a monster perceived came near enough to strike (travel.h) */
    GAME_HURT,          /* the player was hurt */
    GAME_HEALED,        /* a rest healed the player to full health */
    GAME_MESSAGE,       /* something was said: the player should read it */
    GAME_ARRIVED,       /* a walk reached its cell, or a run its end */
};

/* What game_do did: whether a turn passed, and why it stopped. For a walk
 * or a rest that goes on (GAME_GOING), next is the action that carries it
 * on (a run's next direction); the shared loop of repeat.h gives it. */
struct game_result {
    bool took;
    enum game_stop stop;
    struct action next;
};

/* Starts a new game on the first floor made from seed, with its monsters
 * and items; kinds and items (may be NULL) must outlive the game. Returns 0,
 * or -1 when out of memory (the game is then safe to free). */
int game_new(struct game *game, uint64_t seed, const struct kind_list *kinds,
             const struct item_kind_list *items);

/* game_new in place of a game made before (by game_new, game_renew or a
 * load), which it ends: the same game as game_new's, made in the old
 * one's buffers. A new game after a death. */
int game_renew(struct game *game, uint64_t seed, const struct kind_list *kinds,
               const struct item_kind_list *items);

/* Names the run: id is the run's id (murk draws a random one), which every
 * record of it carries, so two runs of one seed are two runs. Before the
 * first action only (a replay gives the recorded id); it changes nothing
 * the game plays, only its digest. game_new gives one from the seed's own
 * stream (STREAM_RUN_ID) until then. */
void game_set_run_id(struct game *game, uint64_t id);

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

/* Carries out the player's action and, if it takes a turn, the rest of the
 * turn in doc/rules.md's order: the player's deed and what it did to others
 * (its outcome), every monster, the statuses (the player's, then the monsters'),
 * the player's healing, and last the check for the player's death. Says
 * whether a turn passed (walking into a wall does not, nor a debugging aid;
 * nothing does once the game is over) and why the action stops (see
 * enum game_stop). The only function that changes a game in play; the
 * action table (murk/action.def) says what each action is. */
struct game_result game_do(struct game *game, struct action action);

/* A 64-bit hash of the run and the floor (not the caches): two games with
 * the same digest are the same game. */
uint64_t game_digest(const struct game *game);

/* Drops every cache and makes it again from the run and the floor; no later
 * turn plays differently for it. */
void game_rebuild_caches(struct game *game);

/* Whether the debugging aids work in this run: false once the host has
 * turned them off (ACTION_DEBUG_OFF). The front end shows a debugging view
 * only when this is true; the refusal itself is the game's to say. */
bool game_debug_allowed(const struct game *game);

/* A scroll of identify known for what it is asks which item to identify:
 * whether reading the scroll at slot should ask the player first. */
bool game_read_asks_target(const struct game *game, int slot);

/* A scroll of enchanting, known or not, asks which item to enchant (the
 * target) when the pack holds one that can be: an unknown one asks once
 * read, and a question put aside enchants what is wielded (doc/rules.md,
 * "Growth"). */
bool game_read_asks_enchant(const struct game *game, int slot);

/* A scroll known for lightning or fireball asks where to aim: whether
 * reading the scroll at slot should ask the player for a cell first. */
bool game_read_asks_cell(const struct game *game, int slot);

/* How far what the action would let fly goes (ACTION_FIRE: an arrow from
 * the worn bow, else a dart; ACTION_THROW: the item at action.slot;
 * ACTION_READ: the scroll at action.slot), or 0 when it would let nothing
 * fly. The target cursor draws the path to this range. */
int game_missile_range(const struct game *game, struct action action);

/* The seed of the front end's cosmetic generator: its own stream, so what
 * only the screen uses never touches the game's. */
uint64_t game_cosmetic_seed(const struct game *game);

#endif
