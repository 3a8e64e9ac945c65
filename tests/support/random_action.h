#ifndef MURK_TEST_RANDOM_ACTION_H
#define MURK_TEST_RANDOM_ACTION_H

#include "murk/turn/game.h"
#include "murk/base/rng.h"

/* A random action of every kind up to rest, bad slots too, half of them
 * moves, drawn from the test's own generator, never the game's: the
 * determinism, save and recording tests play these. */
struct action random_action(struct rng *r);

#endif
