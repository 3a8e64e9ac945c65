#include "random_action.h"

struct action random_action(struct rng *r)
{
    struct action a = {.kind = (enum action_kind)rng_range(r, 0, ACTION_REST),
                       .slot = rng_range(r, -1, 3),
                       .target = rng_range(r, -1, 3)};
    if (a.kind == ACTION_MOVE || rng_one_in(r, 2)) {
        a.kind = ACTION_MOVE;
        a.dir = grid_dir(rng_range(r, 0, GRID_DIRS - 1));
    }
    return a;
}
