#ifndef MURK_TERM_DRAWN_H
#define MURK_TERM_DRAWN_H

/* What the last frame drew (struct drawn), so the next draws only what
 * changed. */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "term.h"

/* Forgets what was drawn: the next frame draws every window whole (after
 * something drew over them: a question, a list over the map). */
void drawn_forget(struct ui *ui);

/* Frees the drawing buffers. */
void drawn_free(struct ui *ui);

/* A 64-bit FNV-1a hash, folded on: what a window shows, to tell a frame
 * that would draw the same from one that would not. */
static inline uint64_t drawn_hash(uint64_t hash, const void *bytes, size_t n)
{
    const unsigned char *b = bytes;
    for (size_t i = 0; i < n; i++)
        hash = (hash ^ b[i]) * 1099511628211ULL;
    return hash;
}
#define DRAWN_SEED 14695981039346656037ULL

/* Whether a window's hash says it must be drawn; notes the new hash. */
bool drawn_changed(struct ui *ui, uint64_t *last, uint64_t hash);

#endif
