/* The bot's frontier and remembered stairs, kept up to date (frontier.h). */
#include "frontier.h"

#include <stdlib.h>
#include <string.h>

#include "murk/grid.h"

/* The copy is compared a block at a time (memcmp), and inside a block
 * that differs a word at a time: a turn's new cells lie in a few blocks. */
enum { BLOCK = 64, WORD = 8 };

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

static uint64_t word_at(const uint8_t *p)
{
    uint64_t w;
    memcpy(&w, p, sizeof w);
    return w;
}

bool bot_frontier_sync(struct bot_frontier *f, const struct map *map, const uint8_t *stood,
                       uint8_t stood_bit)
{
    if (!f->memory || f->width != map->width || f->height != map->height)
        return false;
    bool differed = false;
    int32_t cells = f->width * f->height;
    for (int32_t b = 0; b < cells; b += BLOCK) {
        int32_t n = cells - b < BLOCK ? cells - b : BLOCK;
        if (!memcmp(f->memory + b, map->remembered + b, (size_t)n))
            continue;
        for (int32_t w = b; w < b + n; w += WORD) {
            if (w + WORD <= b + n && word_at(f->memory + w) == word_at(map->remembered + w))
                continue;
            for (int32_t i = w; i < w + WORD && i < b + n; i++)
                if (f->memory[i] != map->remembered[i]) {
                    look_again(f, map, stood, stood_bit, i);
                    differed = true;
                }
        }
    }
    return differed;
}

bool bot_frontier_stood(struct bot_frontier *f, int i)
{
    if (!f->memory || i < 0 || i >= f->width * f->height || f->frontier.slot[i] < 0)
        return false;
    set_put(&f->frontier, i, false);
    return true;
}
