#ifndef MURK_PIECES_H
#define MURK_PIECES_H

#include <stdbool.h>
#include <stdint.h>

#include "murk/base/grid.h"
#include "murk/base/map.h"

/* The pieces of a floor's terrain for one set of tiles: cells that a
 * walker of those tiles can walk between (8-way, as monsters step) share a
 * label, so "can it get there at all?" is one comparison and not a scan.
 * The grid is padded with a ring of unlabelled cells, as a dmap is, so
 * joining a cell needs no bounds check. */
/* A run of cells of the tiles along a row, the labelling's unit. */
struct pieces_run {
    int16_t y, x0, x1;
};

struct pieces {
    int width, height;
    uint16_t *label; /* (width+2) x (height+2): 0 off the tiles, else 1..count */
    uint16_t *alias; /* by label: the piece it is now part of (doors opened join pieces) */
    int32_t *size;   /* cells of each piece, by label */
    int32_t *parent; /* the labelling's: per run of cells, union-find */
    struct pieces_run *runs;
    int count;
    int capacity; /* labels the buffers hold */
    /* The last labelling's runs, each named by its -parent (-1: none, or
     * it or a cell's joining ran out of labels), and whether a cell has
     * joined since. */
    int run_count;
    bool opened;
};

/* Buffers for a map of this size, left unwritten (a class whose pieces
 * are never asked touches none of their memory): nothing is asked of
 * them before pieces_label. Returns 0, or -1 when out of memory (freeing
 * is still safe). */
int pieces_init(struct pieces *pieces, int width, int height);
void pieces_free(struct pieces *pieces);

/* Labels the map's cells whose tile is in the mask (TILE_BIT()s), in
 * reading order: the piece holding the first such cell is 1. */
void pieces_label(struct pieces *pieces, const struct map *map, uint32_t tiles);

/* The padded index of a cell, as pieces->label is laid out. */
static inline int pieces_index(const struct pieces *pieces, int x, int y)
{
    return (y + 1) * (pieces->width + 2) + (x + 1);
}

/* The piece of the cell at p: 0 off the tiles or off the map. */
static inline int pieces_of(const struct pieces *pieces, struct pos p)
{
    if (!grid_inside(p.x, p.y, pieces->width, pieces->height))
        return 0;
    return pieces->alias[pieces->label[pieces_index(pieces, p.x, p.y)]];
}

/* The cell at p has become one of the tiles (a door opened): it joins the
 * pieces round it, which become one (by their aliases: no cell is
 * labelled again). */
void pieces_open_cell(struct pieces *pieces, struct pos p);

/* Whether every cell of the tiles holds a label: false when the
 * labelling, or a cell's joining, ran out of labels. */
static inline bool pieces_complete(const struct pieces *pieces)
{
    return pieces->run_count >= 0;
}

/* The largest piece (the first, of equal ones), or 0 on a map with no
 * cell of the tiles. */
int pieces_largest(const struct pieces *pieces);

/* The cells of the piece in reading order, each as y * width + x, into
 * out (room for every cell of the map); returns how many. From the
 * labelling's runs, not cell by cell, while no cell has joined since. */
int pieces_cells(const struct pieces *pieces, int piece, int32_t *out);

#endif
