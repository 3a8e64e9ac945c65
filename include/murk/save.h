#ifndef MURK_SAVE_H
#define MURK_SAVE_H

/* The run and the floor as bytes: one walk over the game's plain data,
 * written once and used three ways: to write a save, to read one back, and
 * to hash the game for game_digest. Caches are not in it; they are rebuilt.
 * Kinds are written by name, so a save survives a reordered data file and
 * refuses one whose kinds are gone. Integers are little-endian, fixed size,
 * so the bytes are the same on every machine. */

#include <stddef.h>
#include <stdint.h>

struct game;

/* A growing buffer of bytes; zero it before use, free with save_buf_free. */
struct save_buf {
    uint8_t *bytes;
    size_t len, cap;
    int failed; /* out of memory: the bytes are incomplete */
};

void save_buf_free(struct save_buf *buf);

/* Appends the run and the floor to buf. Returns 0, or -1 when out of
 * memory. */
int save_encode(const struct game *game, struct save_buf *buf);

/* A 64-bit FNV-1a hash of what save_encode writes, without building it. */
uint64_t save_hash(const struct game *game);

/* Reads what save_encode wrote into game, whose kinds and item kinds must be
 * set, and whose run and floor are empty (zeroed). Allocates the map; the
 * caller rebuilds the caches. Returns 0, or -1 with a reason ("truncated",
 * "unknown monster kind 'orc'", "monster outside the map") in why. Every
 * value is checked, so no bytes can make the game unsafe to play. */
int save_decode(struct game *game, const uint8_t *bytes, size_t len, char *why, size_t why_size);

#endif
