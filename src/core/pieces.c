/* Labelling a floor's pieces (pieces.h), by flood fill. */
#include "murk/pieces.h"

#include <stdlib.h>
#include <string.h>

int pieces_init(struct pieces *pieces, int width, int height)
{
    memset(pieces, 0, sizeof *pieces);
    size_t with_ring = (size_t)(width + 2) * (size_t)(height + 2);
    pieces->width = width;
    pieces->height = height;
    pieces->label = calloc(with_ring, sizeof *pieces->label);
    pieces->size = malloc((with_ring + 1) * sizeof *pieces->size);
    pieces->stack = malloc(with_ring * sizeof *pieces->stack);
    return pieces->label && pieces->size && pieces->stack ? 0 : -1;
}

void pieces_free(struct pieces *pieces)
{
    free(pieces->label);
    free(pieces->size);
    free(pieces->stack);
    memset(pieces, 0, sizeof *pieces);
}

/* A cell of the tiles not labelled yet; labels are 1 and up. */
enum { UNLABELLED = UINT16_MAX };

/* Labels the piece holding start, returning how many cells it has. */
static int32_t flood(struct pieces *pieces, int start, uint16_t label)
{
    const int s = pieces->width + 2;
    const int offsets[8] = {-s - 1, -s, -s + 1, -1, 1, s - 1, s, s + 1};
    uint16_t *at = pieces->label;
    int32_t top = 0, size = 0;
    at[start] = label;
    pieces->stack[top++] = start;
    while (top > 0) {
        int c = pieces->stack[--top];
        size++;
        for (int k = 0; k < 8; k++) {
            int n = c + offsets[k];
            if (at[n] == UNLABELLED) {
                at[n] = label;
                pieces->stack[top++] = n;
            }
        }
    }
    return size;
}

void pieces_label(struct pieces *pieces, const struct map *map, uint32_t tiles)
{
    int cells = (pieces->width + 2) * (pieces->height + 2);
    memset(pieces->label, 0, (size_t)cells * sizeof *pieces->label);
    pieces->count = 0;
    if (map->width != pieces->width || map->height != pieces->height)
        return;
    for (int y = 0; y < pieces->height; y++) {
        const uint8_t *row = map->tiles + map_index(map, 0, y);
        uint16_t *out = pieces->label + pieces_index(pieces, 0, y);
        for (int x = 0; x < pieces->width; x++)
            if (row[x] < 32 && (tiles >> row[x] & 1u)) /* passability_cell, a row at a time */
                out[x] = UNLABELLED;
    }
    for (int i = 0; i < cells && pieces->count < UNLABELLED - 1; i++)
        if (pieces->label[i] == UNLABELLED) {
            uint16_t label = (uint16_t)++pieces->count;
            pieces->size[label] = flood(pieces, i, label);
        }
}

int pieces_largest(const struct pieces *pieces)
{
    int best = 0;
    for (int l = 1; l <= pieces->count; l++)
        if (best == 0 || pieces->size[l] > pieces->size[best])
            best = l;
    return best;
}

void pieces_open_cell(struct pieces *pieces, struct pos p)
{
    if (p.x < 0 || p.y < 0 || p.x >= pieces->width || p.y >= pieces->height)
        return;
    const int s = pieces->width + 2;
    const int offsets[8] = {-s - 1, -s, -s + 1, -1, 1, s - 1, s, s + 1};
    uint16_t *at = pieces->label;
    int c = pieces_index(pieces, p.x, p.y);
    if (at[c] != 0)
        return;
    /* The first labelled neighbour's piece takes the cell and every other
     * piece it touches; a cell touching none is a piece of its own. */
    uint16_t keep = 0;
    for (int k = 0; k < 8 && keep == 0; k++)
        keep = at[c + offsets[k]];
    if (keep == 0) {
        if (pieces->count >= UNLABELLED - 1)
            return;
        keep = (uint16_t)++pieces->count;
        pieces->size[keep] = 0;
    }
    at[c] = keep;
    pieces->size[keep]++;
    for (int k = 0; k < 8; k++) {
        uint16_t other = at[c + offsets[k]];
        if (other == 0 || other == keep)
            continue;
        int cells = s * (pieces->height + 2);
        for (int i = 0; i < cells; i++)
            if (at[i] == other)
                at[i] = keep;
        pieces->size[keep] += pieces->size[other];
        pieces->size[other] = 0;
    }
}
