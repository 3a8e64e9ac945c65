#ifndef MURK_SAVE_H
#define MURK_SAVE_H

/* The run and the floor as bytes: one walk over the game's plain data,
 * written once and used three ways: to write a save, to read one back, and
 * to hash the game for game_digest. Caches are not in it; they are rebuilt.
 * The body is tagged (save_field.def, doc/design.md "The save body"):
 * fields by number, kinds, items, statuses and states by name, defaults
 * left out, so a reader skips what it does not know, a save outlives a
 * tuned or reordered data file, and refuses only one naming a kind that is
 * gone. The bytes are the same on every machine. */

#include <stddef.h>
#include <stdint.h>

struct game;

enum {
    /* The format this murk writes. A change to save_field.def or to what a
     * field means takes a new version, a step in save_steps and a new
     * SAVE_LAYOUT_DIGEST: test_save fails until all three are there. */
    SAVE_FORMAT_VERSION = 9,
    /* The oldest format this line of murk still reads, through the steps. */
    SAVE_OLDEST_VERSION = 5,
};

/* The digest of save_field.def's text as this version has it, pinned
 * beside the version (save_layout.h's save_layout_digest computes it
 * from the list). */
#define SAVE_LAYOUT_DIGEST 0x099f099f0eb6c8fbULL

/* One step of the chain of upgrades: what changed from format `from` to
 * from + 1, read by the code for that step. */
struct save_step {
    unsigned from;
    const char *change;
};
extern const struct save_step save_steps[];
extern const int save_step_count;

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

/* Reads a body of the given format version (SAVE_OLDEST_VERSION up; an
 * older one goes through the chain of upgrades) into game, whose kinds and
 * item kinds must be set, and whose run and floor are empty (zeroed).
 * Allocates the map; the caller rebuilds the caches. Returns 0; -1 with a
 * reason ("truncated", "monster outside the map") in why for bytes that
 * are wrong; SAVE_GONE with why naming it ("the monster kind 'orc' is not
 * in the data") for a save that is sound but names a kind the data has no
 * more. Every value is checked, so no bytes can make the game unsafe to
 * play. */
enum { SAVE_GONE = -2 };
int save_decode(struct game *game, unsigned version, const uint8_t *bytes, size_t len, char *why,
                size_t why_size);

#endif
