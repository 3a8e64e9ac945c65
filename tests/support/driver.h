#ifndef MURK_TEST_DRIVER_H
#define MURK_TEST_DRIVER_H

/* A test driver that plays a run down: it walks to the stairs (on the last
 * floor, to the Lamp), fights whatever stands next to it or in its way,
 * waits to heal when hurt and nothing is in view, descends and lifts the
 * Lamp. It knows where the way on is (a test's privilege) but acts only
 * through game_do, and says each action as the key a player would press, so
 * the e2e tests can type what it played. */

#include <stdbool.h>

#include "murk/base/dmap.h"
#include "murk/turn/game.h"

struct driver {
    struct dmap to_goal; /* walking distance to the way on, made once a floor */
    int depth;           /* the floor the map was made for; 0 for none */
};

/* Zero it, then call driver_next for each action; free with driver_free. */
void driver_free(struct driver *d);

/* The driver's next action for the game, and the key for it. Returns false
 * when the game is over. */
bool driver_next(struct driver *d, const struct game *game, struct action *action, char *key);

/* Plays the game to its end or for at most max_actions actions; with keys
 * not NULL, appends each key (keys must hold max_actions + 1 bytes).
 * Returns the number of actions taken. */
int driver_play(struct driver *d, struct game *game, int max_actions, char *keys);

#endif
