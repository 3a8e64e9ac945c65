#ifndef MURK_TERM_DRAWN_H
#define MURK_TERM_DRAWN_H

/* What the last frame drew (struct drawn), so the next draws only what
 * changed. */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "term.h"

/* Forgets what was drawn: the next frame draws every window whole (after
 * something drew over them: a question, a list over the map). */
void drawn_forget(struct ui *ui);

/* Frees the drawing buffers. */
void drawn_free(struct ui *ui);

/* A 64-bit hash in the manner of FNV-1a, folded on: what a window shows,
 * to tell a frame that would draw the same from one that would not. It
 * takes eight bytes a step, not one (the panel hashes the pack and what is
 * known at every key: a byte a step cost some 2,000 instructions a key).
 * Each step, (h ^ word) * odd and h ^ h >> 29, is one to one in h and in
 * the word, so a frame that differs from the last in one word always
 * hashes apart; the shift carries the top bits' change down. */
static inline uint64_t drawn_hash(uint64_t hash, const void *bytes, size_t n)
{
    const unsigned char *b = bytes;
    for (; n >= 8; n -= 8, b += 8) {
        uint64_t word;
        memcpy(&word, b, sizeof word);
        hash = (hash ^ word) * 1099511628211ULL;
        hash ^= hash >> 29;
    }
    if (n > 0) {
        /* The last bytes as one word, the rest of it zero: n is the same
         * for both frames, so differing bytes still make differing words. */
        uint64_t word = 0;
        memcpy(&word, b, n);
        hash = (hash ^ word) * 1099511628211ULL;
        hash ^= hash >> 29;
    }
    return hash;
}
#define DRAWN_SEED 14695981039346656037ULL

/* Whether a window's hash says it must be drawn; notes the new hash. */
bool drawn_changed(struct ui *ui, uint64_t *last, uint64_t hash);

#endif
