/* The bot's frontier and remembered stairs, kept up to date (frontier.h). */
#include "frontier.h"

#include <stdlib.h>
#include <string.h>

#include "murk/base/grid.h"

/* The copy is compared 512 bytes at a time (memcmp), a span that differs
 * 64 at a time, and so on: a turn's new cells lie in a few spans. */
enum { SPAN_WHOLE = 512, SPAN_SPLIT = 8 };

static void set_free(struct bot_cell_set *s)
{
    free(s->slot);
    free(s->cells);
    memset(s, 0, sizeof *s);
}

static int set_init(struct bot_cell_set *s, int cells)
{
    s->slot = malloc((size_t)cells * sizeof *s->slot);
    s->cells = malloc((size_t)cells * sizeof *s->cells);
    s->count = 0;
    if (!s->slot || !s->cells)
        return -1;
    for (int i = 0; i < cells; i++)
        s->slot[i] = -1;
    return 0;
}

/* Puts cell i in the set or takes it out. */
static void set_put(struct bot_cell_set *s, int32_t i, bool in)
{
    if (in == (s->slot[i] >= 0))
        return;
    if (in) {
        s->slot[i] = s->count;
        s->cells[s->count++] = i;
        return;
    }
    int32_t last = s->cells[--s->count];
    s->cells[s->slot[i]] = last;
    s->slot[last] = s->slot[i];
    s->slot[i] = -1;
}

void bot_frontier_free(struct bot_frontier *f)
{
    free(f->memory);
    set_free(&f->frontier);
    set_free(&f->stairs);
    memset(f, 0, sizeof *f);
}

int bot_frontier_reset(struct bot_frontier *f, const struct map *map)
{
    int cells = map->width * map->height;
    bot_frontier_free(f);
    /* All unremembered: no cell is in either set, as the copies say. */
    f->memory = calloc((size_t)cells, 1);
    if (!f->memory || set_init(&f->frontier, cells) != 0 || set_init(&f->stairs, cells) != 0) {
        bot_frontier_free(f);
        return -1;
    }
    f->width = map->width;
    f->height = map->height;
    return 0;
}

/* The frontier test of cell i, inside the map's edge, on the copy of the
 * memory. */
static bool frontier_inside(const struct bot_frontier *f, const struct map *map,
                            const uint8_t *stood, uint8_t stood_bit, int32_t i)
{
    if (!f->memory[i] || !bot_way_through(map->tiles[i]) || (stood[i] & stood_bit))
        return false;
    const uint8_t *m = f->memory;
    int32_t w = f->width;
    return !m[i - w - 1] || !m[i - w] || !m[i - w + 1] || !m[i - 1] || !m[i + 1] || !m[i + w - 1] ||
           !m[i + w] || !m[i + w + 1];
}

/* The same of cell (x, y), anywhere: none on the edge is frontier. */
static bool is_frontier(const struct bot_frontier *f, const struct map *map, const uint8_t *stood,
                        uint8_t stood_bit, int x, int y)
{
    if (x < 1 || y < 1 || x >= f->width - 1 || y >= f->height - 1)
        return false;
    return frontier_inside(f, map, stood, stood_bit, y * f->width + x);
}

/* Cell i differs from the copy: copies it, and looks again at what it
 * decides: its own sets, and its neighbours' frontier, which turns on a
 * neighbour's memory alone: newly remembered, a neighbour can only leave
 * the frontier (so only those in it, all inside the edge, are looked at);
 * forgotten, any can join it. */
static void look_again(struct bot_frontier *f, const struct map *map, const uint8_t *stood,
                       uint8_t stood_bit, int32_t i)
{
    bool was = f->memory[i] != 0, is = map->remembered[i] != 0;
    f->memory[i] = map->remembered[i];
    set_put(&f->stairs, i, is && map->tiles[i] == TILE_STAIRS);
    int x = i % f->width, y = i / f->width;
    set_put(&f->frontier, i, is_frontier(f, map, stood, stood_bit, x, y));
    if (was == is)
        return;
    int32_t w = f->width;
    if (is && x >= 1 && y >= 1 && x < w - 1 && y < f->height - 1) {
        const int32_t around[GRID_DIRS] = {-w - 1, -w, -w + 1, -1, 1, w - 1, w, w + 1};
        for (int k = 0; k < GRID_DIRS; k++)
            if (f->frontier.slot[i + around[k]] >= 0)
                set_put(&f->frontier,
                        i + around[k],
                        frontier_inside(f, map, stood, stood_bit, i + around[k]));
        return;
    }
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++)
            if ((dx || dy) && x + dx >= 1 && y + dy >= 1 && x + dx < w - 1 &&
                y + dy < f->height - 1)
                set_put(&f->frontier,
                        i + dy * w + dx,
                        frontier_inside(f, map, stood, stood_bit, i + dy * w + dx));
}

/* Looks again at every cell of [from, to) that differs from the copy,
 * comparing `span` bytes at a time and the spans that differ an eighth as
 * many at a time, down to single bytes. Returns whether any differed. */
static bool sync_cells(struct bot_frontier *f, const struct map *map, const uint8_t *stood,
                       uint8_t stood_bit, int32_t from, int32_t to, int32_t span)
{
    bool differed = false;
    for (int32_t b = from; b < to; b += span) {
        int32_t n = to - b < span ? to - b : span;
        if (span == 1) {
            if (f->memory[b] != map->remembered[b]) {
                look_again(f, map, stood, stood_bit, b);
                differed = true;
            }
        } else if (memcmp(f->memory + b, map->remembered + b, (size_t)n)) {
            int32_t finer = span / SPAN_SPLIT;
            differed |= sync_cells(f, map, stood, stood_bit, b, b + n, finer > 1 ? finer : 1);
        }
    }
    return differed;
}

bool bot_frontier_sync(struct bot_frontier *f, const struct map *map, const uint8_t *stood,
                       uint8_t stood_bit)
{
    if (!f->memory || f->width != map->width || f->height != map->height)
        return false;
    return sync_cells(f, map, stood, stood_bit, 0, f->width * f->height, SPAN_WHOLE);
}

bool bot_frontier_stood(struct bot_frontier *f, int i)
{
    if (!f->memory || i < 0 || i >= f->width * f->height || f->frontier.slot[i] < 0)
        return false;
    set_put(&f->frontier, i, false);
    return true;
}
