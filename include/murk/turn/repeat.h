#ifndef MURK_REPEAT_H
#define MURK_REPEAT_H

/* The loop every caller of a repeated action shares (the walks and `R`,
 * ACTS_REPEAT in murk/action.def): each step is one game_do, and the game
 * says whether the next follows (game_result's stop and next). The front
 * end draws and watches for a key between steps; tests and tools just
 * loop:
 *
 *     struct repeat r = repeat_start(action);
 *     while (repeat_step(game, &r))
 *         ;
 */

#include <stdbool.h>

#include "murk/turn/game.h"

/* A repeated action takes no more steps than this at one go. */
enum { REPEAT_MAX = 1000 };

struct repeat {
    struct action next;        /* the action the next step gives */
    struct action given;       /* the action the last step gave (a recorder writes it) */
    struct game_result result; /* what the last step's game_do said */
    int steps;                 /* steps taken */
};

/* A repetition of action, not yet begun. */
struct repeat repeat_start(struct action action);

/* Gives the game the next step. Returns true when another step may follow;
 * false when the game said stop (result.stop says why) or REPEAT_MAX steps
 * were taken. */
bool repeat_step(struct game *game, struct repeat *r);

#endif
