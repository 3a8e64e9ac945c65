#ifndef MURK_STAIRS_FOLLOW_H
#define MURK_STAIRS_FOLLOW_H

/* Followers on the stairs (doc/rules.md, "Followers on the stairs"): a
 * monster hunting the player and next to them when they go down follows
 * them, arriving next to them a turn later with its health, statuses,
 * state and what it carries. A fleeing or afraid one never does, nor one
 * wounded badly enough to flee, nor one that cannot move. */

#include <stdbool.h>

struct game;
struct monster;

/* Whether the monster would follow the player down were they to go now. */
bool stairs_follow_would(const struct game *game, const struct monster *m);

/* The player is leaving the floor: each monster that would follow goes
 * into game->run.followers (up to RUN_FOLLOWERS_MAX), off the floor. */
void stairs_follow_gather(struct game *game);

/* A turn on the new floor is done: each follower comes down onto a free
 * cell next to the player ("The goblin follows you down!"), hunting them;
 * one with no free cell there waits on the stairs for the next turn. */
void stairs_follow_arrive(struct game *game);

#endif
