/* The player's scent (scent.h). */
#include "murk/base/scent.h"

#include <string.h>

void scent_lay(struct scent_trail *trail, struct pos p, int turn)
{
    if (trail->count > 0 && grid_eq(trail->cells[trail->count - 1].pos, p)) {
        trail->cells[trail->count - 1].turn = turn;
        return;
    }
    if (trail->count == SCENT_TRAIL_MAX) {
        memmove(&trail->cells[0], &trail->cells[1], (SCENT_TRAIL_MAX - 1) * sizeof trail->cells[0]);
        trail->count--;
    }
    trail->cells[trail->count++] = (struct scent_cell){.pos = p, .turn = turn};
}

int scent_at(const struct scent_trail *trail, struct pos p, int now)
{
    int freshest = -1;
    for (int i = 0; i < trail->count; i++) {
        const struct scent_cell *c = &trail->cells[i];
        if (grid_eq(c->pos, p) && c->turn > freshest && now - c->turn < SCENT_FADE_TURNS)
            freshest = c->turn;
    }
    return freshest;
}
