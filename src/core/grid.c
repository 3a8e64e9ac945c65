#include "murk/grid.h"

struct pos grid_dir(int index)
{
    static const struct pos dirs[GRID_DIRS] = {
        {0, -1}, {1, 0}, {0, 1}, {-1, 0}, {1, -1}, {1, 1}, {-1, 1}, {-1, -1},
    };
    return dirs[((index % GRID_DIRS) + GRID_DIRS) % GRID_DIRS];
}
