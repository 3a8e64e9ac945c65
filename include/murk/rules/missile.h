#ifndef MURK_MISSILE_H
#define MURK_MISSILE_H

/* Fighting at range (doc/rules.md, "Fighting at range"): where a missile,
 * a bolt or a fireball goes along the grid line, and what it meets. Queries
 * on a const game: the turn applies what they find (outcome.h), and the
 * front end draws the same path before the player lets fly. */

#include <stdbool.h>

#include "murk/world/world.h"

enum {
    MISSILE_PATH_MAX = 40,    /* cells of one flight: more than any range */
    MISSILE_FIRE_RANGE = 8,   /* an arrow fired from a bow (tune) */
    MISSILE_HIT_LOUDNESS = 4, /* a missile that hits: a noise at the victim's cell */
    MISSILE_MISS_LOUDNESS = 2 /* one that lands: a noise where it lands */
};

/* What a flight may stop at. */
enum flight_sees {
    FLIGHT_TRUE,        /* every creature on the line, seen or not: the flight itself */
    FLIGHT_AS_PERCEIVED /* only the creatures the player perceives (world_perceives):
                           the path the cursor draws */
};

/* A flight from `from` toward a cell and on past it to its range. */
struct flight {
    struct pos cells[MISSILE_PATH_MAX]; /* the cells flown through, from the first after
                                           `from` to where it stopped, in order */
    int count;
    struct pos end; /* where it stopped: a creature's cell, the last floor cell before a
                       wall, or the cell at its range (`from` if it never left) */
    int victim;     /* the monster it stopped at: its slot, or -1 */
    bool player;    /* it stopped at the player (a monster's shot) */
};

/* The grid line from `from` through `toward`, continued to range cells (a
 * cell a step, diagonals too): the cell i steps out is from + the nearest
 * whole cell to i/n of (toward - from), n the larger of |dx| and |dy|. It
 * stops at the first creature on it (FLIGHT_TRUE: any; FLIGHT_AS_PERCEIVED:
 * one the player sees or senses; from the player's cell, never their ally,
 * which it flies past) and before the first cell that is not walkable. A
 * toward equal to from flies nowhere (count 0). */
struct flight missile_flight(const struct game *game, struct pos from, struct pos toward, int range,
                             enum flight_sees sees);

/* The cell i steps out on the line from `from` through `toward` (which
 * must differ): from + the nearest whole cell to i/n of (toward - from), n
 * the larger of |dx| and |dy|. */
struct pos missile_line_cell(struct pos from, struct pos toward, int i);

/* The same line for a bolt of lightning, which passes through creatures:
 * the cells to range or to the last before a wall, and in victims (slots,
 * in order, at most max) every living monster on them (from the player's
 * cell, not their ally). Returns how many. */
int missile_bolt(const struct game *game, struct pos from, struct pos toward, int range,
                 struct flight *path, int *victims, int max);

/* Whether what flies from `from` toward cell with range gets there, as
 * the player can tell (FLIGHT_AS_SEEN, and a wall only once seen or
 * remembered): MISSILE_REACHES; MISSILE_FAR, the cell past its range;
 * MISSILE_WALLED, a wall the player knows of stops it first;
 * MISSILE_CROWDED, a creature the player sees stands in between (its slot
 * in *in_the_way, unless NULL). A cell the line never reaches but for a
 * wall never seen counts as reached: the player could not know. */
enum missile_reach { MISSILE_REACHES, MISSILE_FAR, MISSILE_WALLED, MISSILE_CROWDED };
enum missile_reach missile_reach(const struct game *game, struct pos from, struct pos cell,
                                 int range, int *in_the_way);

/* The nearest living monster the player sees (by walking steps, the
 * king's move; ties to the lower slot), or -1: where an unknown scroll of
 * lightning or fireball goes off. Sight, not any perceiving: the scroll's
 * rule. */
int missile_nearest_target(const struct game *game);

/* The target cursor's first monster, never an ally nor a captive: the
 * nearest the player perceives (seen or sensed) that is
 * awake and that a missile of the range reaches (missile_reach); else
 * the nearest of the rest, sleepers and those out of reach alike; -1 when
 * none is perceived. A range of 0 reaches none: the nearest of all. */
int missile_first_target(const struct game *game, int range);

#endif
