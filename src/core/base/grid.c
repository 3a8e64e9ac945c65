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
