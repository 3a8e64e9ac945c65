#ifndef MURK_SCENT_FOLLOW_H
#define MURK_SCENT_FOLLOW_H

/* Following the player's scent (scent.h): the step a tracker takes. */

#include <stdbool.h>

struct game;
struct monster;

/* A tracker that does not see the player takes its step along the trail:
 * onto the neighbouring cell of freshest scent when that is fresher than
 * its own, remembering it as where the player was (so, the trail done, it
 * searches there). Returns false, doing nothing, when no neighbour is
 * fresher or the kind does not track. Sets m->on_trail to what it did. */
bool scent_follow(struct game *game, struct monster *m);

#endif
