#ifndef MURK_TRAVEL_H
#define MURK_TRAVEL_H

/* The walks that take many turns: travel to a cell (`_`), explore (`o`) and
 * run (Shift+direction). Each is a string of ordinary steps, one action
 * through game_do each (ACTION_TRAVEL, ACTION_EXPLORE, ACTION_RUN); this
 * module says what the next step is, or why there is none, and when a walk
 * must stop. It reads only what the player knows: the cells remembered, the
 * items seen, and what is in view now. A walk stops, or will not start,
 * only for a threat: a monster in view that hunts, one that could strike
 * this turn, one sensed near. It goes on past an ally, a captive in its
 * cage, a sleeper, a fleer, a wanderer unaware of the player that is not
 * next to them, and any monster known but out of view (doc/rules.md,
 * "Walks"). */

#include <stdbool.h>
#include <stddef.h>

#include "murk/base/grid.h"
#include "murk/world/world.h"

enum {
    /* A monster sensed (not seen) this near is a threat: its mind is not
     * known, so it may strike. */
    TRAVEL_NEAR_CELLS = 2,
    /* A wanderer in view, unaware of the player, this near is a threat:
     * it could strike this turn. */
    TRAVEL_REACH_CELLS = 1
};

/* What comes of asking for the next step. */
enum travel_stop {
    TRAVEL_GO,           /* the step is the way on */
    TRAVEL_MONSTER,      /* a monster in view hunts: no walk starts */
    TRAVEL_NEAR,         /* a wanderer in view next to the player, or a monster
                            sensed within TRAVEL_NEAR_CELLS: no walk starts */
    TRAVEL_CONFUSED,     /* a confused walker would stagger: no walk starts */
    TRAVEL_OVER,         /* the run is over */
    TRAVEL_ARRIVED,      /* travel: the player stands on the cell */
    TRAVEL_UNKNOWN_CELL, /* travel: a cell never seen, or a wall */
    TRAVEL_NO_WAY,       /* travel: no way there over what the player has seen */
    TRAVEL_EXPLORED,     /* explore: nothing left to see, and no step to take to the way on */
    TRAVEL_BLOCKED,      /* run: no floor in that direction */
    TRAVEL_IN_THE_WAY    /* a monster perceived, no ally, stands where the step goes, and
                            there is no way round it as short: the step would strike it */
};

/* Why a walk (or a rest) would stop before its next step whatever the
 * step: the run is over, a threat is perceived (a monster in view hunts,
 * or one is near), or the player is confused; else TRAVEL_GO. */
enum travel_stop travel_refusal(const struct game *game);

/* The slot of the living monster in view (seen) nearest the player, or -1. */
int travel_monster_in_view(const struct game *game);

/* The slot of the threat perceived nearest the player (a monster that
 * keeps a walk from starting: in view and hunting, or near), or -1; *near
 * (may be NULL) says it is only the nearness. */
int travel_monster_in_the_way(const struct game *game, bool *near);

/* The slot of a monster perceived, and no ally, on the cell next to the
 * player in dir, or with dir {0, 0} on any cell next to them; else -1. A
 * walk never steps onto one (TRAVEL_IN_THE_WAY). */
int travel_blocking(const struct game *game, struct pos dir);

/* Travel: the first step of the shortest way to cell over remembered floor.
 * Returns TRAVEL_GO with *step, or TRAVEL_ARRIVED, TRAVEL_UNKNOWN_CELL or
 * TRAVEL_NO_WAY. Uses the game's travel map (a cache) as scratch. */
enum travel_stop travel_toward(struct game *game, struct pos cell, struct pos *step);

/* Explore: the first step toward the nearest remembered floor cell beside
 * one never seen, or item seen and not yet stood on; when there is none
 * (*explored set), toward the way on: the stairs, or on the last floor the
 * Lamp. Returns TRAVEL_GO with *step, or TRAVEL_EXPLORED when nothing is
 * left to see and the player stands on the way on or knows none. */
enum travel_stop travel_explore(struct game *game, struct pos *step, bool *explored);

/* Whether nothing is left for explore to walk to but the way on. */
bool travel_explored(struct game *game);

/* "Explored. The stairs are 23 steps away, to the south-east." (or the
 * Lamp, or standing on it, or no way on known), for the log. */
void travel_explored_message(struct game *game, char *out, size_t size);

/* Run: after a step in dir, the direction the run goes on in, or {0, 0}
 * when it stops here: on an item, the stairs or the Lamp; in a corridor at
 * a fork, a dead end or the doorway of a room; in the open beside a
 * doorway, or before a wall. */
struct pos travel_run_next(const struct game *game, struct pos dir);

/* What the player had before a step, to tell afterwards whether the step
 * went as a walk expects: health, messages, and each monster as it was
 * seen (by slot: slots never move while a floor lasts). */
struct travel_watch {
    int health;
    long said;                             /* messages said before the step */
    bool poisoned;                         /* the poison's point a turn is no surprise */
    unsigned char seen[GAME_MAX_MONSTERS]; /* TRAVEL_SEEN... flags, by monster slot */
};

/* How a monster was seen before a step (travel_watch.seen). */
enum {
    TRAVEL_SEEN = 1,          /* in view */
    TRAVEL_SEEN_AWAKE = 2,    /* ...hunting (neither asleep, wandering nor fleeing uncornered) */
    TRAVEL_SEEN_NEAR = 4,     /* ...near: a wanderer TRAVEL_REACH_CELLS; sensed TRAVEL_NEAR_CELLS */
    TRAVEL_SEEN_ASLEEP = 8,   /* ...asleep */
    TRAVEL_SEEN_UNAWARE = 16, /* ...wandering, unaware of the player */
    TRAVEL_SENSED = 32        /* sensed, not seen (with TRAVEL_SEEN_NEAR at most) */
};

/* Why a walk stops after a step. */
enum travel_interrupt {
    TRAVEL_ON,              /* nothing happened that stops a walk */
    TRAVEL_SEES_MONSTER,    /* a threat came into view */
    TRAVEL_SENSES_MONSTER,  /* a monster not perceived before is sensed near */
    TRAVEL_MONSTER_WAKES,   /* a monster seen asleep woke */
    TRAVEL_MONSTER_TURNS,   /* a monster seen fleeing turned to fight */
    TRAVEL_MONSTER_NOTICES, /* a monster seen wandering noticed the player */
    TRAVEL_MONSTER_NEAR,    /* a monster perceived came near (a threat) */
    TRAVEL_HURT,            /* the player lost health, beyond a poison they had */
    TRAVEL_TOLD,            /* a message came: it is the reason */
    TRAVEL_ENDED            /* the run is over */
};

struct travel_watch travel_watch(const struct game *game);

/* Why a walk stops after a step watched by w, or TRAVEL_ON: the run over,
 * a monster become a threat (come into view or, not perceived before,
 * into the mind as one; or seen before, woke, turned to fight, noticed
 * the player or came near), the player hurt, a message. For the monster's
 * reasons *monster (may be NULL) is its slot. */
enum travel_interrupt travel_interrupted(const struct game *game, const struct travel_watch *w,
                                         int *monster);

#endif
