#include "ascii_map.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

void ascii_map_build(struct map *map, const char *const *rows, int row_count)
{
    /* Failing here, not returning an error, keeps every test that draws a
     * map down to one line, and still names the problem. */
    if (map_from_ascii(map, rows, row_count) != 0)
        fail_msg("ascii map of %d rows is ragged, empty or out of memory", row_count);
}

struct pos ascii_find(const char *const *rows, int row_count, char c)
{
    for (int y = 0; y < row_count; y++)
        for (int x = 0; rows[y][x] != '\0'; x++)
            if (rows[y][x] == c)
                return (struct pos){x, y};
    return (struct pos){-1, -1};
}

int ascii_count(const char *const *rows, int row_count, char c)
{
    int n = 0;
    for (int y = 0; y < row_count; y++)
        for (int x = 0; rows[y][x] != '\0'; x++)
            n += rows[y][x] == c;
    return n;
}
