#include "murk/base/grid.h"

int grid_line(struct pos a, struct pos b, struct pos *cells, int max)
{
    int dx = abs(b.x - a.x), dy = -abs(b.y - a.y);
    int sx = a.x < b.x ? 1 : -1, sy = a.y < b.y ? 1 : -1;
    int err = dx + dy, count = 0;
    for (;;) {
        if (count < max)
            cells[count] = a;
        count++;
        if (grid_eq(a, b))
            return count;
        int e2 = 2 * err;
        if (e2 >= dy) {
            err += dy;
            a.x += sx;
        }
        if (e2 <= dx) {
            err += dx;
            a.y += sy;
        }
    }
}

const char *grid_compass(struct pos from, struct pos to)
{
    int dx = to.x - from.x, dy = to.y - from.y;
    if (dx == 0 && dy == 0)
        return "here";
    /* Within about 22 degrees of an axis counts as on it. */
    int ax = abs(dx), ay = abs(dy);
    const char *ns = dy < 0 ? "north" : "south", *ew = dx < 0 ? "west" : "east";
    if (ay * 5 < ax * 2)
        return ew;
    if (ax * 5 < ay * 2)
        return ns;
    static const char *const diagonal[2][2] = {{"north-west", "north-east"},
                                               {"south-west", "south-east"}};
    return diagonal[dy > 0][dx > 0];
}
