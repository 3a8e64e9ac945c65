#ifndef MURK_TRAVEL_H
#define MURK_TRAVEL_H

/* The walks that take many turns: travel to a cell (`_`), explore (`o`) and
 * run (Shift+direction). Each is a string of ordinary steps, one action
 * through game_do each (ACTION_TRAVEL, ACTION_EXPLORE, ACTION_RUN); this
 * module says what the next step is, or why there is none, and when a walk
 * must stop. It reads only what the player knows: the cells remembered, the
 * items seen, and what is in view now. A monster known but out of view
 * never stops a walk; one in view that is asleep, fleeing, or wandering
 * unaware of the player does not either, while it keeps its distance
 * (doc/rules.md, "Walks"). */

#include <stdbool.h>
#include <stddef.h>

#include "murk/base/grid.h"
#include "murk/world/world.h"

enum {
    /* A monster perceived this near (seen, or sensed) stops a walk whatever
     * it is doing. */
    TRAVEL_NEAR_CELLS = 2,
    /* ...and a wanderer in view, unaware of the player, this near (tune):
     * farther off it lets a walk start and go on. */
    TRAVEL_WANDERER_NEAR_CELLS = 4
};

/* What comes of asking for the next step. */
enum travel_stop {
    TRAVEL_GO,           /* the step is the way on */
    TRAVEL_MONSTER,      /* a monster in view hunts: no walk starts */
    TRAVEL_NEAR,         /* a monster perceived is near (TRAVEL_NEAR_CELLS, a wanderer
                            in view TRAVEL_WANDERER_NEAR_CELLS): no walk starts */
    TRAVEL_CONFUSED,     /* a confused walker would stagger: no walk starts */
    TRAVEL_OVER,         /* the run is over */
    TRAVEL_ARRIVED,      /* travel: the player stands on the cell */
    TRAVEL_UNKNOWN_CELL, /* travel: a cell never seen, or a wall */
    TRAVEL_NO_WAY,       /* travel: no way there over what the player has seen */
    TRAVEL_EXPLORED,     /* explore: nothing left to see, and no step to take to the way on */
    TRAVEL_BLOCKED       /* run: no floor in that direction */
};

/* Why a walk (or a rest) would stop before its next step whatever the
 * step: the run is over, a monster in view hunts, one perceived (seen or
 * sensed) is near, or the player is confused; else TRAVEL_GO. */
enum travel_stop travel_refusal(const struct game *game);

/* The slot of the living monster in view (seen) nearest the player, or -1. */
int travel_monster_in_view(const struct game *game);

/* The slot of the monster perceived nearest the player of those that keep a
 * walk from starting (in view and hunting; or near),
 * or -1; *near (may be NULL) says it is only the nearness. */
int travel_monster_in_the_way(const struct game *game, bool *near);

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
    TRAVEL_SEEN_AWAKE = 2,    /* ...hunting (neither asleep, fleeing nor wandering) */
    TRAVEL_SEEN_NEAR = 4,     /* ...near: TRAVEL_NEAR_CELLS, a wanderer TRAVEL_WANDERER_NEAR_CELLS */
    TRAVEL_SEEN_ASLEEP = 8,   /* ...asleep */
    TRAVEL_SEEN_UNAWARE = 16, /* ...wandering, unaware of the player */
    TRAVEL_SENSED = 32        /* sensed, not seen (with TRAVEL_SEEN_NEAR at most) */
};

/* Why a walk stops after a step. */
enum travel_interrupt {
    TRAVEL_ON,              /* nothing happened that stops a walk */
    TRAVEL_SEES_MONSTER,    /* a monster came into view */
    TRAVEL_SENSES_MONSTER,  /* a monster not perceived before is sensed */
    TRAVEL_MONSTER_WAKES,   /* a monster seen asleep woke */
    TRAVEL_MONSTER_TURNS,   /* a monster seen fleeing turned to fight */
    TRAVEL_MONSTER_NOTICES, /* a monster seen wandering noticed the player */
    TRAVEL_MONSTER_NEAR,    /* a monster perceived came near */
    TRAVEL_HURT,            /* the player lost health, beyond a poison they had */
    TRAVEL_TOLD,            /* a message came: it is the reason */
    TRAVEL_ENDED            /* the run is over */
};

struct travel_watch travel_watch(const struct game *game);

/* Why a walk stops after a step watched by w, or TRAVEL_ON: the run over,
 * a monster come into view (also in the minds' own right: asleep or
 * fleeing) or, not perceived before, sensed; a monster seen that woke, turned to fight or came
 * within TRAVEL_NEAR_CELLS, the player hurt, a message. For the monster's reasons *monster (may be
 * NULL) is its slot. */
enum travel_interrupt travel_interrupted(const struct game *game, const struct travel_watch *w,
                                         int *monster);

#endif
