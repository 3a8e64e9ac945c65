#ifndef MURK_GROUP_H
#define MURK_GROUP_H

/* Groups (doc/rules.md, "Groups, shouts and morale"): a leader kind comes
 * with its followers (kind_group.h); each follower knows its leader by id
 * (struct monster's leader). A group is a leader and whoever names it. */

#include <stdbool.h>

#include "murk/base/map.h"
#include "murk/base/rng.h"

struct game;
struct monster;

enum {
    GROUP_FOLLOW_RADIUS = 3, /* a wandering follower keeps within 3 cells of its leader (tune) */
    GROUP_PLACE_RADIUS = 2,  /* followers are placed within 2 cells of it */
    GROUP_PLACE_TRIES = 30,  /* tries at a cell for each follower */
    GROUP_LINK_CELLS = 2,    /* a follower this near one with the band is with it (tune) */
    GROUP_BAND_MAX = 16,     /* the followers a leader waits for, at most */
};

/* The id of the monster's group: its leader's, or its own. */
int group_root(const struct monster *m);

/* The monster's leader while it lives, or NULL. */
const struct monster *group_leader(const struct game *game, const struct monster *m);

/* Whether the monster is in a group: it has a leader, or a living one
 * follows it. */
bool group_is_member(const struct game *game, const struct monster *m);

/* Whether a and b are of one group (and are not the same monster). */
bool group_mates(const struct monster *a, const struct monster *b);

/* The monster in slot was just placed on a new floor in the room: its
 * kind's followers come with it, each a count drawn from rng, on free floor
 * cells of the room within GROUP_PLACE_RADIUS of it and out of the player's
 * view, asleep or awake as it is. */
void group_place(struct game *game, int slot, const struct room *room, struct rng *rng);

/* The monster woke: every sleeper of its group wakes too and goes to see
 * where it is. */
void group_wake(struct game *game, const struct monster *m);

/* Where a wandering follower goes this turn: farther than
 * GROUP_FOLLOW_RADIUS - 1 from its leader, toward it; nearer, where the
 * leader is heading (or, with no heading, its own cell: it mills about
 * within GROUP_FOLLOW_RADIUS - 1 of the leader). Returns false for a
 * monster with no living leader (it wanders on its own). */
bool group_follow(const struct game *game, const struct monster *m, struct pos *goal);

/* Whether a wandering follower of the leader m is cut off from its band:
 * GROUP_FOLLOW_RADIUS or more from it and more than GROUP_LINK_CELLS from
 * every follower that is with it (near it, or linked so to one near it). A
 * leader on the move waits for its band then; a band strung out along a
 * corridor behind it is with it, and never holds it up. */
bool group_straggling(const struct game *game, const struct monster *m);

/* The leader in slot died: the strongest of its followers (most health at
 * most, then most health, then the first placed) leads the rest. */
void group_succeed(struct game *game, int slot);

/* Whether the monster sees the cell: within its sight, on a line no wall
 * blocks (the player's sight rule, for monster and monster). */
bool group_sees(const struct game *game, const struct monster *viewer, struct pos p);

#endif
