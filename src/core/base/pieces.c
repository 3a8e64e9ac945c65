/* Labelling a floor's pieces (pieces.h), by flood fill. */
#include "murk/base/pieces.h"

#include <stdlib.h>
#include <string.h>

int pieces_init(struct pieces *pieces, int width, int height)
{
    memset(pieces, 0, sizeof *pieces);
    size_t with_ring = (size_t)(width + 2) * (size_t)(height + 2);
    /* A row holds at most (width + 1) / 2 runs. */
    size_t runs = (size_t)height * (size_t)((width + 2) / 2) + 1;
    pieces->width = width;
    pieces->height = height;
    pieces->capacity = runs < UINT16_MAX - 1 ? (int)runs : UINT16_MAX - 1;
    pieces->run_count = -1;
    /* Unwritten until labelled (pieces_label clears it whole): a class
     * whose pieces are never asked touches none of it. */
    pieces->label = malloc(with_ring * sizeof *pieces->label);
    /* The labelling's buffers in one block, which size owns (widest
     * elements first, so each is aligned): one allocation, and a game's
     * making touches one page for its bookkeeping, not four. */
    size_t size_bytes = (runs + 1) * sizeof *pieces->size;
    size_t parent_bytes = runs * sizeof *pieces->parent;
    size_t runs_bytes = runs * sizeof *pieces->runs;
    char *block =
        malloc(size_bytes + parent_bytes + runs_bytes + (runs + 1) * sizeof *pieces->alias);
    if (!pieces->label || !block) {
        free(block);
        return -1;
    }
    pieces->size = (int32_t *)(void *)block;
    pieces->parent = (int32_t *)(void *)(block + size_bytes);
    pieces->runs = (struct pieces_run *)(void *)(block + size_bytes + parent_bytes);
    pieces->alias = (uint16_t *)(void *)(block + size_bytes + parent_bytes + runs_bytes);
    return 0;
}

void pieces_free(struct pieces *pieces)
{
    free(pieces->label);
    free(pieces->size); /* the block holding alias, parent and runs too */
    memset(pieces, 0, sizeof *pieces);
}

/* The run a run's piece is named by: union-find with path halving. */
static int32_t root(int32_t *parent, int32_t r)
{
    while (parent[r] != r) {
        parent[r] = parent[parent[r]];
        r = parent[r];
    }
    return r;
}

static void join(int32_t *parent, int32_t a, int32_t b)
{
    a = root(parent, a);
    b = root(parent, b);
    if (a != b)
        parent[a > b ? a : b] = a < b ? a : b; /* the earlier run names both */
}

/* Tiles eight at a time: a row is mostly long stretches of wall (never
 * one of the tiles labelled) and of plain floor. */
static uint64_t eight_tiles(const uint8_t *row)
{
    uint64_t v;
    memcpy(&v, row, sizeof v);
    return v;
}

static const uint64_t EIGHT_FLOORS = UINT64_C(0x0101010101010101) * TILE_FLOOR;
_Static_assert(TILE_WALL == 0, "a word of walls is a word of zero bytes");

/* The first cell from x on whose tile is in (open), or w: past whole
 * words of wall, then a word's worth of cells one by one. */
static int next_open(const uint8_t *row, int x, int w, const uint8_t open[256], bool walls_shut)
{
    while (x < w) {
        while (walls_shut && x + 8 <= w && eight_tiles(row + x) == 0)
            x += 8;
        int stop = x + 8 < w ? x + 8 : w;
        for (; x < stop; x++)
            if (open[row[x]])
                return x;
    }
    return w;
}

/* The first cell from x on whose tile is not in (open), or w: past whole
 * words of floor, then a word's worth one by one. */
static int next_shut(const uint8_t *row, int x, int w, const uint8_t open[256], bool floor_open)
{
    while (x < w) {
        while (floor_open && x + 8 <= w && eight_tiles(row + x) == EIGHT_FLOORS)
            x += 8;
        int stop = x + 8 < w ? x + 8 : w;
        for (; x < stop; x++)
            if (!open[row[x]])
                return x;
    }
    return w;
}

/* A labelling by runs: each row's runs of the tiles are found, joined to
 * the runs of the row above that touch them (8-way: a run touches another
 * that ends one column before it starts), and each piece is named in the
 * order its first run comes, so the piece of the first cell in reading
 * order is 1. A cell is read once and a run a few times, where a flood
 * fill looks at each cell's eight neighbours. */
void pieces_label(struct pieces *pieces, const struct map *map, uint32_t tiles)
{
    int cells = (pieces->width + 2) * (pieces->height + 2);
    memset(pieces->label, 0, (size_t)cells * sizeof *pieces->label);
    pieces->alias[0] = 0; /* off the tiles: no piece */
    pieces->count = 0;
    pieces->run_count = -1;
    pieces->opened = false;
    if (map->width != pieces->width || map->height != pieces->height)
        return;
    uint8_t open[256] = {0}; /* passability_cell's test, by tile */
    for (int t = 0; t < 32; t++)
        open[t] = (uint8_t)(tiles >> t & 1u);
    bool walls_shut = !open[TILE_WALL], floor_open = open[TILE_FLOOR];
    struct pieces_run *runs = pieces->runs;
    int32_t *parent = pieces->parent;
    int32_t n = 0, above = 0, above_end = 0; /* the row above's runs: [above, above_end) */
    const int w = pieces->width;
    for (int y = 0; y < pieces->height; y++) {
        const uint8_t *row = map->tiles + map_index(map, 0, y);
        int32_t first = n;
        for (int x = next_open(row, 0, w, open, walls_shut); x < w;
             x = next_open(row, x, w, open, walls_shut)) {
            int x0 = x;
            x = next_shut(row, x, w, open, floor_open);
            runs[n] = (struct pieces_run){(int16_t)y, (int16_t)x0, (int16_t)(x - 1)};
            parent[n] = n;
            /* The runs above that touch this one: they overlap [x0-1, x]. */
            while (above < above_end && runs[above].x1 < x0 - 1)
                above++;
            for (int32_t a = above; a < above_end && runs[a].x0 <= x; a++)
                join(parent, a, n);
            n++;
        }
        above = first;
        above_end = n;
    }
    /* Names in order of each piece's first run: a run's parent is always
     * an earlier run (join and root keep it so), whose name is known by
     * then; a name is kept as its negative, so it is told from a run. */
    for (int32_t r = 0; r < n; r++) {
        if (parent[r] == r) {
            if (pieces->count >= pieces->capacity)
                return;
            pieces->size[++pieces->count] = 0;
            pieces->alias[pieces->count] = (uint16_t)pieces->count;
            parent[r] = -pieces->count;
        } else {
            parent[r] = parent[parent[r]];
        }
        uint16_t name = (uint16_t)-parent[r];
        uint16_t *out = pieces->label + pieces_index(pieces, runs[r].x0, runs[r].y);
        int len = runs[r].x1 - runs[r].x0 + 1;
        for (int k = 0; k < len; k++)
            out[k] = name;
        pieces->size[name] += len;
    }
    pieces->run_count = n;
}

int pieces_largest(const struct pieces *pieces)
{
    int best = 0;
    for (int l = 1; l <= pieces->count; l++)
        if (pieces->alias[l] == l && (best == 0 || pieces->size[l] > pieces->size[best]))
            best = l;
    return best;
}

void pieces_open_cell(struct pieces *pieces, struct pos p)
{
    if (!grid_inside(p.x, p.y, pieces->width, pieces->height))
        return;
    const int s = pieces->width + 2;
    const int offsets[8] = {-s - 1, -s, -s + 1, -1, 1, s - 1, s, s + 1};
    uint16_t *at = pieces->label;
    int c = pieces_index(pieces, p.x, p.y);
    if (at[c] != 0)
        return;
    /* The first piece round it takes the cell and every other piece it
     * touches; a cell touching none is a piece of its own. */
    uint16_t keep = 0;
    for (int k = 0; k < 8 && keep == 0; k++)
        keep = pieces->alias[at[c + offsets[k]]];
    if (keep == 0) {
        if (pieces->count >= pieces->capacity) {
            pieces->run_count = -1; /* a cell of the tiles left unlabelled */
            return;
        }
        keep = (uint16_t)++pieces->count;
        pieces->size[keep] = 0;
        pieces->alias[keep] = keep;
    }
    at[c] = keep;
    pieces->opened = true;
    pieces->size[keep]++;
    for (int k = 0; k < 8; k++) {
        uint16_t other = pieces->alias[at[c + offsets[k]]];
        if (other == 0 || other == keep)
            continue;
        /* Every label that stood for the other piece stands for keep now. */
        for (int l = 1; l <= pieces->count; l++)
            if (pieces->alias[l] == other)
                pieces->alias[l] = keep;
        pieces->size[keep] += pieces->size[other];
        pieces->size[other] = 0;
    }
}

int pieces_cells(const struct pieces *pieces, int piece, int32_t *out)
{
    int n = 0, w = pieces->width;
    if (piece == 0)
        return 0;
    if (pieces->run_count < 0 || pieces->opened) {
        for (int y = 0; y < pieces->height; y++)
            for (int x = 0; x < w; x++)
                if (pieces_of(pieces, (struct pos){x, y}) == piece)
                    out[n++] = y * w + x;
        return n;
    }
    /* The runs come in reading order, and each is named by its piece. */
    for (int32_t r = 0; r < pieces->run_count; r++) {
        const struct pieces_run *run = &pieces->runs[r];
        if (pieces->alias[-pieces->parent[r]] != piece)
            continue;
        for (int x = run->x0, at = run->y * w; x <= run->x1; x++)
            out[n++] = at + x;
    }
    return n;
}
