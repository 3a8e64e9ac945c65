#ifndef MURK_SCENT_H
#define MURK_SCENT_H

/* The player's scent (doc/rules.md, "Scent"): a trail of the last cells
 * the player stood on this floor, each with the turn they last stood
 * there, that a kind with tracks_scent follows when it loses sight of
 * them, where another hunter gives up at the last cell it saw them
 * (scent_follow.h). */

#include <stdbool.h>

#include "murk/base/grid.h"

/* Numbers from doc/rules.md (tune): the trail holds the last
 * SCENT_TRAIL_MAX cells, and a cell's scent is gone SCENT_FADE_TURNS
 * turns after the player stood there. */
enum { SCENT_TRAIL_MAX = 48, SCENT_FADE_TURNS = 60 };

struct scent_cell {
    struct pos pos;
    int turn; /* the turn the player last stood there */
};

/* The trail, oldest first from cells[start] round the ring (a cell laid
 * when it is full takes the oldest's place: nothing moves). Plain data,
 * part of the floor; saved oldest first (the ring's start is not: a
 * loaded trail starts at 0). */
struct scent_trail {
    struct scent_cell cells[SCENT_TRAIL_MAX];
    int count;
    int start;
};

/* The trail's i-th cell, oldest first (i below count). */
static inline struct scent_cell *scent_cell(struct scent_trail *trail, int i)
{
    int at = trail->start + i;
    return &trail->cells[at < SCENT_TRAIL_MAX ? at : at - SCENT_TRAIL_MAX];
}

/* The player stands at p on the turn: the newest cell of the trail (the
 * same cell again only takes the new turn; the oldest goes when full). */
void scent_lay(struct scent_trail *trail, struct pos p, int turn);

/* How fresh the scent at p is: the turn the player last stood there, or
 * -1 when the trail does not hold it or it has faded by `now`. */
int scent_at(const struct scent_trail *trail, struct pos p, int now);

#endif
