#ifndef MURK_TEST_ASCII_MAP_H
#define MURK_TEST_ASCII_MAP_H

/* Test helper: maps drawn as string arrays, with marker letters on floor.
 *
 *     static const char *const rows[] = {
 *         "#####",
 *         "#@.g#",
 *         "#####",
 *     };
 *     struct map map;
 *     ASCII_MAP(&map, rows);
 *     struct pos player = ASCII_FIND(rows, '@');
 *
 * '#' is wall and every other character floor (see map_from_ascii). */

#include "murk/base/grid.h"
#include "murk/base/map.h"

/* The number of rows in a string array literal. Only for real arrays: GCC
 * and Clang warn (-Wsizeof-pointer-div) if handed a pointer. */
#define ASCII_ROWS(rows) ((int)(sizeof(rows) / sizeof((rows)[0])))

/* Builds the map from an array literal; the test fails on ragged rows. */
#define ASCII_MAP(map, rows) ascii_map_build((map), (rows), ASCII_ROWS(rows))

/* Where marker c first appears, scanning rows top to bottom. */
#define ASCII_FIND(rows, c) ascii_find((rows), ASCII_ROWS(rows), (c))

/* Builds a map with map_from_ascii, failing the current cmocka test (with
 * the reason) if the rows are ragged or memory runs out. Free with
 * map_free. */
void ascii_map_build(struct map *map, const char *const *rows, int row_count);

/* The position of the first c in the rows (row by row, left to right), or
 * {-1, -1} if there is none. */
struct pos ascii_find(const char *const *rows, int row_count, char c);

/* How many times c appears in the rows. */
int ascii_count(const char *const *rows, int row_count, char c);

#endif
