#ifndef MURK_GAME_H
#define MURK_GAME_H

#include <stdbool.h>
#include <stdint.h>

#include "murk/dmap.h"
#include "murk/entity.h"
#include "murk/grid.h"
#include "murk/map.h"
#include "murk/msglog.h"
#include "murk/rng.h"

/* Numbers from RULES.md. */
enum { PLAYER_HEALTH = 30, PLAYER_SIGHT = 9 };

/* The whole game as plain data: a save is a walk over it, and a test can
 * compare two games field by field. Buffers a turn needs are allocated once
 * in game_new and reused. */
struct game {
    uint64_t seed;
    struct rng rng;
    struct map map;
    struct entity player;
    int turn;  /* turns passed */
    int depth; /* 1 is the first floor */
    uint8_t *visible; /* what the player sees now, one byte a cell */
    struct dmap chase; /* walking distance from the player, remade each turn */
    struct msglog log;
    bool debug_used; /* a debugging aid was used: marked in score and morgue */
};

enum action_kind { ACTION_MOVE, ACTION_WAIT };

/* What the player asks for; the front end builds these from keys. */
struct action {
    enum action_kind kind;
    struct pos dir; /* for ACTION_MOVE: one of the 8 steps */
};

/* Starts a new game on a generated first floor. Returns 0, or -1 when out of
 * memory (the game is then safe to free). */
int game_new(struct game *game, uint64_t seed);

/* Starts a game on a hand-drawn map ('#' wall, '@' the player, anything else
 * floor). For tests and tools. Returns 0, or -1 on a bad map. */
int game_new_from_ascii(struct game *game, uint64_t seed, const char *const *rows, int row_count);

void game_free(struct game *game);

/* Carries out the player's action and, if it took a turn, the rest of the
 * turn. Returns true when a turn passed (walking into a wall does not). */
bool game_do(struct game *game, struct action action);

/* Whether the player sees the cell now. */
bool game_sees(const struct game *game, struct pos p);

/* Debugging aid: the whole floor becomes remembered. Marks the game. */
void game_reveal_map(struct game *game);

/* Notes that a debugging aid was used in this game. */
void game_mark_debug_used(struct game *game);

#endif
