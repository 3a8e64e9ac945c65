#ifndef MURK_CORE_SAVE_CODEC_H
#define MURK_CORE_SAVE_CODEC_H

/* The tagged body's bytes (save.c walks the game through these): a stream
 * of fields, each a key and a value. The key is a varint, the field's
 * number from save_field.def times four plus its wire type:
 *   0  a varint (INT zigzagged, U64, BOOL)
 *   1  bytes: a varint length, then that many bytes (TEXT, BLOB)
 *   2  a section begins; 3  it ends
 * Every wire type can be stepped over without knowing the field, so a
 * reader skips what it does not know. Reading first parses the whole body
 * into a tree of nodes; the walk then asks each section for its fields by
 * number, in any order, and takes the field's default when it is missing.
 * Writing leaves out a field that holds its default. Hashing folds the
 * same bytes writing would append into an FNV-1a hash. Internal to the
 * core. */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "murk/world/save.h"

enum save_field {
#define SAVE_FIELD(id, number, type, def) SAVE_FIELD_##id,
#include "murk/world/save_field.def"
#undef SAVE_FIELD
    SAVE_FIELD_COUNT
};

enum codec_mode { CODEC_WRITE, CODEC_HASH, CODEC_READ };
enum { SAVE_DEPTH_MAX = 8 }; /* sections within sections */

/* One field read from the bytes. */
/* The most fields a body may hold: a real save has a few thousand (2,500
 * on floor 10 of the golden saves), and the index of them is about 48
 * bytes a field, so a body is never more than a few MB in memory. */
enum { SAVE_NODES_MAX = 1 << 16 };

struct save_node {
    uint32_t number;
    uint8_t wire;
    uint64_t value;         /* a varint's */
    size_t at, len;         /* bytes: where in the body, how many */
    int parent, first, next; /* the tree: -1 for none; the root is -1 */
    bool used;
};

struct codec {
    enum codec_mode mode;
    struct save_buf *out;   /* CODEC_WRITE */
    uint64_t hash;          /* CODEC_HASH */
    const uint8_t *in;      /* CODEC_READ */
    size_t in_len;
    struct save_node *nodes;
    int node_count;
    int root_first; /* the first top-level node, -1 when none */
    int section;    /* the section being read: -1 the top, -2 a missing one */
    int depth;      /* how many sections are open */
    int stack[SAVE_DEPTH_MAX + 1];                /* reading: the sections around */
    enum save_field leaving[SAVE_DEPTH_MAX + 1]; /* writing: the open sections */
    char why[96];   /* the first thing wrong; "" while all is well */
    bool gone;      /* what is wrong is a kind gone from the data */
    const struct game *game;
};

void codec_fail(struct codec *c, const char *why);
bool codec_failed(const struct codec *c);

/* Parses c->in into c->nodes. Returns 0, or -1 with c->why set. */
int codec_parse(struct codec *c);
void codec_free(struct codec *c);

/* A section: io_enter begins it (writing) or finds it (reading: a missing
 * one reads as all defaults). io_next is io_enter for a repeated section:
 * writing, it begins one while i < count; reading, it finds the next one
 * (failing past max). Each entered section ends with io_leave. */
void io_enter(struct codec *c, enum save_field field);
bool io_next(struct codec *c, enum save_field field, int i, int count, int max, const char *what);
void io_leave(struct codec *c);

/* Fields of the section in hand. Ranges are checked when reading. */
void io_int(struct codec *c, enum save_field field, int *v, int lo, int hi, const char *what);
void io_u64(struct codec *c, enum save_field field, uint64_t *v);
void io_bool(struct codec *c, enum save_field field, bool *v);
/* A text of at most size - 1 bytes, without control characters. */
void io_text(struct codec *c, enum save_field field, char *s, size_t size, const char *what);
/* Exactly n bytes (a missing field reads as zeros). */
void io_blob(struct codec *c, enum save_field field, uint8_t *bytes, size_t n, const char *what);
/* A repeated text field: writing, one more; reading, the next (false when
 * none is left). */
bool io_text_next(struct codec *c, enum save_field field, char *s, size_t size, bool write,
                  const char *what);

#endif
