/* The player's scent (scent.h). */
#include "murk/base/scent.h"

void scent_lay(struct scent_trail *trail, struct pos p, int turn)
{
    if (trail->count > 0) {
        struct scent_cell *newest = scent_cell(trail, trail->count - 1);
        if (grid_eq(newest->pos, p)) {
            newest->turn = turn;
            return;
        }
    }
    if (trail->count == SCENT_TRAIL_MAX) {
        /* The oldest goes: the ring starts one on, and its cell is the
         * newest's. */
        trail->start = trail->start + 1 < SCENT_TRAIL_MAX ? trail->start + 1 : 0;
        trail->count--;
    }
    *scent_cell(trail, trail->count++) = (struct scent_cell){.pos = p, .turn = turn};
}

int scent_at(const struct scent_trail *trail, struct pos p, int now)
{
    int freshest = -1;
    /* Oldest first, as laid: the ring's two runs, from start to its end
     * and from its beginning on. */
    int first_run = SCENT_TRAIL_MAX - trail->start;
    for (int i = 0; i < trail->count; i++) {
        const struct scent_cell *c =
            &trail->cells[i < first_run ? trail->start + i : i - first_run];
        if (grid_eq(c->pos, p) && c->turn > freshest && now - c->turn < SCENT_FADE_TURNS)
            freshest = c->turn;
    }
    return freshest;
}
