/* The tagged body's bytes: varints, keys, the tree a reader builds, and the
 * typed fields the walk in save.c reads and writes (save_codec.h). */
#include "save_codec.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "murk/world/world.h"

enum wire { WIRE_VARINT, WIRE_BYTES, WIRE_BEGIN, WIRE_END };

enum field_type { TYPE_SECTION, TYPE_INT, TYPE_U64, TYPE_BOOL, TYPE_TEXT, TYPE_BLOB };

struct field_info {
    uint32_t number;
    enum field_type type;
    long long number_default;
    const char *text_default;
};

#define DEFAULT_SECTION(d) .number_default = (d)
#define DEFAULT_INT(d) .number_default = (d)
#define DEFAULT_U64(d) .number_default = (d)
#define DEFAULT_BOOL(d) .number_default = (d)
#define DEFAULT_BLOB(d) .number_default = (d)
#define DEFAULT_TEXT(d) .text_default = (d)
static const struct field_info fields[SAVE_FIELD_COUNT] = {
#define SAVE_FIELD(id, n, type, def) [SAVE_FIELD_##id] = {n, TYPE_##type, DEFAULT_##type(def)},
#include "murk/world/save_field.def"
#undef SAVE_FIELD
};

void codec_fail(struct codec *c, const char *why)
{
    if (!c->why[0])
        snprintf(c->why, sizeof c->why, "%s", why);
}

bool codec_failed(const struct codec *c)
{
    return c->why[0] != 0;
}

/* ---- writing and hashing ---- */

static void put_bytes(struct codec *c, const void *from, size_t n)
{
    const uint8_t *bytes = from;
    if (c->mode == CODEC_HASH) {
        for (size_t i = 0; i < n; i++) {
            c->hash ^= bytes[i];
            c->hash *= 1099511628211ULL;
        }
        return;
    }
    struct save_buf *b = c->out;
    if (b->failed || n == 0)
        return;
    if (b->len + n > b->cap) {
        size_t cap = b->cap ? b->cap : 4096;
        while (cap < b->len + n)
            cap *= 2;
        uint8_t *grown = realloc(b->bytes, cap);
        if (!grown) {
            b->failed = 1;
            return;
        }
        b->bytes = grown;
        b->cap = cap;
    }
    memcpy(b->bytes + b->len, bytes, n);
    b->len += n;
}

static void put_varint(struct codec *c, uint64_t v)
{
    uint8_t b[10];
    size_t n = 0;
    do {
        b[n] = (uint8_t)(v & 0x7f);
        v >>= 7;
        if (v)
            b[n] |= 0x80;
        n++;
    } while (v);
    put_bytes(c, b, n);
}

static void put_key(struct codec *c, enum save_field field, enum wire wire)
{
    put_varint(c, (uint64_t)fields[field].number << 2 | (uint64_t)wire);
}

/* ---- parsing ---- */

static bool get_varint(const uint8_t *in, size_t len, size_t *at, uint64_t *v)
{
    *v = 0;
    for (int shift = 0; shift < 64; shift += 7) {
        if (*at >= len)
            return false;
        uint8_t b = in[(*at)++];
        if (shift == 63 && b > 1)
            return false;
        *v |= (uint64_t)(b & 0x7f) << shift;
        if (!(b & 0x80))
            return true;
    }
    return false;
}

static int add_node(struct codec *c, int *cap)
{
    if (c->node_count == *cap) {
        int grown_cap = *cap ? *cap * 2 : 256;
        struct save_node *grown = realloc(c->nodes, (size_t)grown_cap * sizeof *grown);
        if (!grown)
            return -1;
        c->nodes = grown;
        *cap = grown_cap;
    }
    return c->node_count++;
}

/* Links node n as the last child of parent (or of the top). */
static void link_node(struct codec *c, int n, int parent, int *last)
{
    c->nodes[n].parent = parent;
    c->nodes[n].first = c->nodes[n].next = -1;
    if (last[0] >= 0)
        c->nodes[last[0]].next = n;
    else if (parent >= 0)
        c->nodes[parent].first = n;
    else
        c->root_first = n;
    last[0] = n;
}

int codec_parse(struct codec *c)
{
    int cap = 0, depth = 0;
    int open[SAVE_DEPTH_MAX + 1] = {-1}; /* the open sections, the top first */
    int last[SAVE_DEPTH_MAX + 1] = {-1}; /* each level's last child so far */
    size_t at = 0;
    c->root_first = -1;
    while (at < c->in_len) {
        uint64_t key;
        if (!get_varint(c->in, c->in_len, &at, &key) || key >> 34) {
            codec_fail(c, "a damaged field");
            return -1;
        }
        enum wire wire = (enum wire)(key & 3);
        if (wire == WIRE_END) {
            if (depth == 0 || c->nodes[open[depth]].number != (uint32_t)(key >> 2)) {
                codec_fail(c, "a section ends that never began");
                return -1;
            }
            depth--;
            continue;
        }
        /* A real save has a few thousand fields: one of more is refused
         * before its index grows with it, whatever the file's size. */
        if (c->node_count >= SAVE_NODES_MAX) {
            codec_fail(c, "too many fields");
            return -1;
        }
        int n = add_node(c, &cap);
        if (n < 0) {
            codec_fail(c, "out of memory");
            return -1;
        }
        struct save_node *node = &c->nodes[n];
        memset(node, 0, sizeof *node);
        node->number = (uint32_t)(key >> 2);
        node->wire = (uint8_t)wire;
        link_node(c, n, open[depth], &last[depth]);
        if (wire == WIRE_VARINT && !get_varint(c->in, c->in_len, &at, &c->nodes[n].value)) {
            codec_fail(c, "truncated");
            return -1;
        }
        if (wire == WIRE_BYTES) {
            uint64_t len;
            if (!get_varint(c->in, c->in_len, &at, &len) || len > c->in_len - at) {
                codec_fail(c, "truncated");
                return -1;
            }
            c->nodes[n].at = at;
            c->nodes[n].len = (size_t)len;
            at += (size_t)len;
        }
        if (wire == WIRE_BEGIN) {
            if (depth == SAVE_DEPTH_MAX) {
                codec_fail(c, "sections nested too deep");
                return -1;
            }
            open[++depth] = n;
            last[depth] = -1;
        }
    }
    if (depth != 0) {
        codec_fail(c, "truncated");
        return -1;
    }
    return 0;
}

void codec_free(struct codec *c)
{
    free(c->nodes);
    c->nodes = NULL;
    c->node_count = 0;
}

/* The first unused node of the field in the section being read, of the
 * field's wire type; NULL when there is none. */
static struct save_node *find(struct codec *c, enum save_field field, enum wire wire)
{
    if (c->section == -2 || codec_failed(c))
        return NULL;
    int n = c->section >= 0 ? c->nodes[c->section].first : c->root_first;
    for (; n >= 0; n = c->nodes[n].next) {
        struct save_node *node = &c->nodes[n];
        if (node->number != fields[field].number || node->used)
            continue;
        if (node->wire != wire) {
            codec_fail(c, "a field of the wrong type");
            return NULL;
        }
        node->used = true;
        return node;
    }
    return NULL;
}

/* ---- sections ---- */

static void push(struct codec *c, int section)
{
    if (c->depth == SAVE_DEPTH_MAX) {
        codec_fail(c, "sections nested too deep");
        return;
    }
    c->stack[++c->depth] = c->section;
    c->section = section;
}

/* Writing: the section's key, and the section remembered for its end. */
static void begin(struct codec *c, enum save_field field)
{
    if (c->depth == SAVE_DEPTH_MAX) {
        codec_fail(c, "sections nested too deep");
        return;
    }
    c->leaving[++c->depth] = field;
    put_key(c, field, WIRE_BEGIN);
}

void io_enter(struct codec *c, enum save_field field)
{
    if (c->mode != CODEC_READ) {
        begin(c, field);
        return;
    }
    struct save_node *node = find(c, field, WIRE_BEGIN);
    push(c, node ? (int)(node - c->nodes) : -2);
}

bool io_next(struct codec *c, enum save_field field, int i, int count, int max, const char *what)
{
    if (c->mode != CODEC_READ) {
        if (i >= count)
            return false;
        begin(c, field);
        return true;
    }
    struct save_node *node = find(c, field, WIRE_BEGIN);
    if (!node)
        return false;
    if (i >= max) {
        char why[96];
        snprintf(why, sizeof why, "too many of %s", what);
        codec_fail(c, why);
        return false;
    }
    push(c, (int)(node - c->nodes));
    return true;
}

void io_leave(struct codec *c)
{
    if (c->mode != CODEC_READ) {
        if (c->depth > 0)
            put_key(c, c->leaving[c->depth--], WIRE_END);
        return;
    }
    if (c->depth > 0)
        c->section = c->stack[c->depth--];
}

/* ---- fields ---- */

static uint64_t zigzag(long long v)
{
    return v < 0 ? ((uint64_t)(-(v + 1)) << 1) | 1 : (uint64_t)v << 1;
}

static long long unzigzag(uint64_t u)
{
    return u & 1 ? -(long long)(u >> 1) - 1 : (long long)(u >> 1);
}

void io_int(struct codec *c, enum save_field field, int *v, int lo, int hi, const char *what)
{
    if (c->mode != CODEC_READ) {
        if (*v != fields[field].number_default) {
            put_key(c, field, WIRE_VARINT);
            put_varint(c, zigzag(*v));
        }
        return;
    }
    const struct save_node *node = find(c, field, WIRE_VARINT);
    long long value = node ? unzigzag(node->value) : fields[field].number_default;
    if (value < lo || value > hi) {
        char why[96];
        snprintf(why, sizeof why, "%s out of range", what);
        codec_fail(c, why);
        value = lo;
    }
    *v = (int)value;
}

void io_u64(struct codec *c, enum save_field field, uint64_t *v)
{
    if (c->mode != CODEC_READ) {
        if (*v != (uint64_t)fields[field].number_default) {
            put_key(c, field, WIRE_VARINT);
            put_varint(c, *v);
        }
        return;
    }
    const struct save_node *node = find(c, field, WIRE_VARINT);
    *v = node ? node->value : (uint64_t)fields[field].number_default;
}

void io_bool(struct codec *c, enum save_field field, bool *v)
{
    int i = *v;
    io_int(c, field, &i, 0, 1, "a flag");
    *v = i != 0;
}

/* strlen, but at most max: strnlen is POSIX, not C11. */
static size_t bounded_len(const char *s, size_t max)
{
    size_t n = 0;
    while (n < max && s[n])
        n++;
    return n;
}

static void put_text(struct codec *c, enum save_field field, const void *bytes, size_t n)
{
    put_key(c, field, WIRE_BYTES);
    put_varint(c, n);
    put_bytes(c, bytes, n);
}

/* Reads a text node into s, checked. */
static void get_text(struct codec *c, const struct save_node *node, char *s, size_t size,
                     const char *what)
{
    if (node->len > size - 1) {
        char why[96];
        snprintf(why, sizeof why, "%s too long", what);
        codec_fail(c, why);
        s[0] = 0;
        return;
    }
    memcpy(s, c->in + node->at, node->len);
    s[node->len] = 0;
    for (size_t i = 0; i < node->len; i++)
        if ((unsigned char)s[i] < 32 || s[i] == 127) {
            codec_fail(c, "a control character in a text");
            s[0] = 0;
            return;
        }
}

void io_text(struct codec *c, enum save_field field, char *s, size_t size, const char *what)
{
    if (c->mode != CODEC_READ) {
        size_t n = bounded_len(s, size - 1);
        if (strlen(fields[field].text_default) != n || memcmp(s, fields[field].text_default, n))
            put_text(c, field, s, n);
        return;
    }
    const struct save_node *node = find(c, field, WIRE_BYTES);
    if (node)
        get_text(c, node, s, size, what);
    else
        snprintf(s, size, "%s", fields[field].text_default);
}

bool io_text_next(struct codec *c, enum save_field field, char *s, size_t size, bool write,
                  const char *what)
{
    if (c->mode != CODEC_READ) {
        if (write)
            put_text(c, field, s, bounded_len(s, size - 1));
        return write;
    }
    const struct save_node *node = find(c, field, WIRE_BYTES);
    if (node)
        get_text(c, node, s, size, what);
    return node != NULL && !codec_failed(c);
}

void io_blob(struct codec *c, enum save_field field, uint8_t *bytes, size_t n, const char *what)
{
    if (c->mode != CODEC_READ) {
        put_text(c, field, bytes, n);
        return;
    }
    const struct save_node *node = find(c, field, WIRE_BYTES);
    if (node && node->len != n) {
        char why[96];
        snprintf(why, sizeof why, "%s of the wrong size", what);
        codec_fail(c, why);
    } else if (node) {
        memcpy(bytes, c->in + node->at, n);
        return;
    }
    memset(bytes, 0, n);
}
