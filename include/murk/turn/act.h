#ifndef MURK_ACT_H
#define MURK_ACT_H

/* The player's deeds, one handler for each action of murk/action.def,
 * named act_ and the action's word. game_do (game.c) calls them through its
 * table: an action that takes a turn returns whether it did (false: refused,
 * the log says why); one that takes none is done when it returns (false).
 * What a deed does to others it puts in *outcome, which the turn applies. */

#include <stdbool.h>

#include "murk/base/action.h"
#include "murk/base/outcome.h"
#include "murk/world/world.h"

#define ACTION(id, word, flags)                                                                    \
    bool act_##word(struct game *game, struct action action, struct outcome *outcome);
#include "murk/base/action.def"
#undef ACTION

#endif
