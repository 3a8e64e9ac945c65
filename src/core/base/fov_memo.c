#include "murk/base/fov_memo.h"

#include <stdlib.h>
#include <string.h>

/* A view's square: a row of up to SIDE cells every ROW bytes (a whole
 * number of words, so a row is copied a word at a time). */
enum {
    SIDE = 2 * FOV_MEMO_RADIUS_MAX + 1,
    ROW = (SIDE + 7) / 8 * 8,
    VIEW_BYTES = SIDE * ROW,
    INDEX_BITS = 16,
};
_Static_assert(FOV_MEMO_VIEWS < 1 << INDEX_BITS, "a view's index + 1 fits its bits");

static const uint32_t index_mask = (UINT32_C(1) << INDEX_BITS) - 1;
static const uint32_t generation_max = UINT32_MAX >> INDEX_BITS;

int fov_memo_init(struct fov_memo *memo, int width, int height)
{
    memset(memo, 0, sizeof *memo);
    memo->width = width;
    memo->height = height;
    memo->radius = -1;
    memo->generation = 1;
    memo->slot = calloc((size_t)width * (size_t)height, sizeof *memo->slot);
    memo->views = malloc((size_t)FOV_MEMO_VIEWS * VIEW_BYTES);
    return memo->slot && memo->views ? 0 : -1;
}

void fov_memo_free(struct fov_memo *memo)
{
    free(memo->slot);
    free(memo->views);
    memset(memo, 0, sizeof *memo);
}

void fov_memo_forget(struct fov_memo *memo)
{
    memo->count = 0;
    if (memo->generation == generation_max) {
        /* The generations went round: no old mark may pass for new. */
        memset(memo->slot, 0, (size_t)memo->width * (size_t)memo->height * sizeof *memo->slot);
        memo->generation = 0;
    }
    memo->generation++;
}

/* The view kept for cell i, or NULL. */
static uint8_t *view_of(const struct fov_memo *memo, int i)
{
    uint32_t mark = memo->slot[i];
    if (mark >> INDEX_BITS != memo->generation)
        return NULL;
    return memo->views + (size_t)((mark & index_mask) - 1) * VIEW_BYTES;
}

/* The square round `at` of the radius, clipped to the map. */
struct clip {
    int x0, x1, y0, y1;
};

static struct clip clip_square(const struct fov_memo *memo, struct pos at, int radius)
{
    struct clip c = {at.x - radius, at.x + radius, at.y - radius, at.y + radius};
    c.x0 = c.x0 < 0 ? 0 : c.x0;
    c.y0 = c.y0 < 0 ? 0 : c.y0;
    c.x1 = c.x1 >= memo->width ? memo->width - 1 : c.x1;
    c.y1 = c.y1 >= memo->height ? memo->height - 1 : c.y1;
    return c;
}

void fov_memo_forget_near(struct fov_memo *memo, struct pos p)
{
    if (memo->count == 0)
        return;
    struct clip c = clip_square(memo, p, memo->radius);
    for (int y = c.y0; y <= c.y1; y++)
        memset(
            memo->slot + y * memo->width + c.x0, 0, (size_t)(c.x1 - c.x0 + 1) * sizeof *memo->slot);
}

/* memcpy to and from a word is how C moves bytes as one without breaking
 * aliasing rules; compilers make each a plain load or store. */
static inline uint64_t load_word(const uint8_t *p)
{
    uint64_t w;
    memcpy(&w, p, 8);
    return w;
}

static inline void store_word(uint8_t *p, uint64_t w)
{
    memcpy(p, &w, 8);
}

/* A row of n cells, n 8 to 24 (the usual square: 19), moved in three
 * words, the last eight overlapping those before (moving a byte twice is
 * moving it once), and OR-ed into memory. */
static inline void replay_row(const uint8_t *view, uint8_t *visible, uint8_t *memory, int n)
{
    int middle = n - 8 < 8 ? n - 8 : 8, last = n - 8;
    uint64_t a = load_word(view), b = load_word(view + middle), c = load_word(view + last);
    store_word(visible, a);
    store_word(visible + middle, b);
    store_word(visible + last, c);
    store_word(memory, load_word(memory) | a);
    store_word(memory + middle, load_word(memory + middle) | b);
    store_word(memory + last, load_word(memory + last) | c);
}

static inline void keep_row(uint8_t *view, const uint8_t *visible, int n)
{
    int middle = n - 8 < 8 ? n - 8 : 8, last = n - 8;
    store_word(view, load_word(visible));
    store_word(view + middle, load_word(visible + middle));
    store_word(view + last, load_word(visible + last));
}

/* Any other row, a byte at a time. */
static void replay_bytes(const uint8_t *view, uint8_t *visible, uint8_t *memory, int n)
{
    for (int k = 0; k < n; k++) {
        visible[k] = view[k];
        memory[k] |= view[k];
    }
}

bool fov_memo_replay(const struct fov_memo *memo, struct pos at, int radius, uint8_t *visible,
                     uint8_t *memory)
{
    if (radius != memo->radius || !grid_inside(at.x, at.y, memo->width, memo->height))
        return false;
    const uint8_t *view = view_of(memo, at.y * memo->width + at.x);
    if (!view)
        return false;
    struct clip c = clip_square(memo, at, radius);
    int n = c.x1 - c.x0 + 1;
    size_t i = (size_t)c.y0 * (size_t)memo->width + (size_t)c.x0;
    bool words = n >= 8 && n <= 24;
    for (int y = c.y0; y <= c.y1; y++, i += (size_t)memo->width, view += ROW) {
        if (words)
            replay_row(view, visible + i, memory + i, n);
        else
            replay_bytes(view, visible + i, memory + i, n);
    }
    return true;
}

void fov_memo_keep(struct fov_memo *memo, struct pos at, int radius, const uint8_t *visible)
{
    if (radius < 0 || radius > FOV_MEMO_RADIUS_MAX ||
        !grid_inside(at.x, at.y, memo->width, memo->height))
        return;
    if (radius != memo->radius) {
        fov_memo_forget(memo);
        memo->radius = radius;
    }
    int cell = at.y * memo->width + at.x;
    uint8_t *view = view_of(memo, cell);
    if (!view) {
        if (memo->count == FOV_MEMO_VIEWS)
            return; /* full: the rest are scanned */
        view = memo->views + (size_t)memo->count * VIEW_BYTES;
        memo->slot[cell] = memo->generation << INDEX_BITS | (uint32_t)++memo->count;
    }
    struct clip c = clip_square(memo, at, radius);
    int n = c.x1 - c.x0 + 1;
    const uint8_t *row = visible + (size_t)c.y0 * (size_t)memo->width + (size_t)c.x0;
    bool words = n >= 8 && n <= 24;
    for (int y = c.y0; y <= c.y1; y++, row += memo->width, view += ROW) {
        if (words)
            keep_row(view, row, n);
        else
            memcpy(view, row, (size_t)n);
    }
}
