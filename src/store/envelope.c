/* The save file's header: text, so `head -5 NAME.sav` says what a save is,
 * read strictly, so a changed byte anywhere is caught. The checksum covers
 * the header lines above it as well as the body, so a damaged data hash or
 * length is told as damage, not as a save from other data. */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "envelope.h"

static const char magic[] = "murk save\n";
/* "check " + 16 hex digits + "\n": the header's last line. */
enum { CHECK_LINE = 6 + 16 + 1 };

uint64_t store_fnv1a(uint64_t hash, const void *bytes, size_t n)
{
    const uint8_t *b = bytes;
    for (size_t i = 0; i < n; i++) {
        hash ^= b[i];
        hash *= 1099511628211ULL;
    }
    return hash;
}

#ifndef MURK_VERSION
#define MURK_VERSION "0.0"
#endif

const char *store_murk_version(void)
{
    return MURK_VERSION;
}

size_t store_header(char *out, const char *murk, uint64_t data_hash, uint64_t started,
                    const uint8_t *body, size_t len)
{
    int n =
        snprintf(out,
                 STORE_HEADER_MAX,
                 "%sversion %u\nmurk %.*s\ndata %016" PRIx64 "\nstarted %" PRIu64 "\nlength %zu\n",
                 magic,
                 (unsigned)STORE_FORMAT_VERSION,
                 STORE_MURK_MAX - 1,
                 murk,
                 data_hash,
                 started,
                 len);
    uint64_t check = store_fnv1a(STORE_FNV_START, out, (size_t)n);
    check = store_fnv1a(check, body, len);
    n += snprintf(out + n, STORE_HEADER_MAX - (size_t)n, "check %016" PRIx64 "\n", check);
    return (size_t)n;
}

/* A cursor over the file, and the first thing found wrong. */
struct reader {
    const uint8_t *bytes;
    size_t len, at;
    char *why;
    size_t why_size;
    int failed;
};

static void fail(struct reader *r, const char *why)
{
    if (!r->failed)
        snprintf(r->why, r->why_size, "%s", why);
    r->failed = 1;
}

/* The exact text lit comes next; a file that stops inside it is
 * truncated, one that differs is wrong in the way `wrong` says. */
static void expect(struct reader *r, const char *lit, const char *wrong)
{
    if (r->failed)
        return;
    size_t n = strlen(lit), left = r->len - r->at;
    size_t common = left < n ? left : n;
    if (memcmp(r->bytes + r->at, lit, common) != 0)
        fail(r, wrong);
    else if (left < n)
        fail(r, "truncated");
    else
        r->at += n;
}

/* A decimal number of 1 to 20 digits, no leading zero, ending the line. */
static uint64_t decimal(struct reader *r)
{
    uint64_t value = 0;
    size_t digits = 0;
    while (!r->failed) {
        if (r->at >= r->len) {
            fail(r, "truncated");
            break;
        }
        uint8_t c = r->bytes[r->at++];
        if (c == '\n' && digits > 0)
            break;
        if (c < '0' || c > '9' || (digits == 1 && value == 0) || digits == 20 ||
            value > (UINT64_MAX - (c - '0')) / 10) {
            fail(r, "a damaged header");
            break;
        }
        value = value * 10 + (uint64_t)(c - '0');
        digits++;
    }
    return value;
}

/* Exactly 16 lowercase hex digits, ending the line. */
static uint64_t hex(struct reader *r)
{
    uint64_t value = 0;
    for (int i = 0; i <= 16 && !r->failed; i++) {
        if (r->at >= r->len) {
            fail(r, "truncated");
            break;
        }
        uint8_t c = r->bytes[r->at++];
        if (i == 16) {
            if (c != '\n')
                fail(r, "a damaged header");
        } else if (c >= '0' && c <= '9') {
            value = value << 4 | (uint64_t)(c - '0');
        } else if (c >= 'a' && c <= 'f') {
            value = value << 4 | (uint64_t)(c - 'a' + 10);
        } else {
            fail(r, "a damaged header");
        }
    }
    return value;
}

/* "murk VERSION\n": 1 to STORE_MURK_MAX - 1 printable characters, no
 * space. */
static void murk_line(struct reader *r, char *murk)
{
    expect(r, "murk ", "a damaged header");
    size_t n = 0;
    while (!r->failed) {
        if (r->at >= r->len) {
            fail(r, "truncated");
            break;
        }
        uint8_t c = r->bytes[r->at++];
        if (c == '\n' && n > 0)
            break;
        if (c <= ' ' || c > '~' || n == STORE_MURK_MAX - 1) {
            fail(r, "a damaged header");
            break;
        }
        murk[n++] = (char)c;
    }
    murk[n] = 0;
}

int store_split(const uint8_t *file, size_t len, struct store_header *header, char *why,
                size_t why_size)
{
    struct reader r = {file, len, 0, why, why_size, 0};
    memset(header, 0, sizeof *header);
    if (len == 0) {
        fail(&r, "empty");
        return -1;
    }
    expect(&r, magic, "not a murk save");
    expect(&r, "version ", "a damaged header");
    uint64_t version = decimal(&r);
    if (!r.failed && version >= 6)
        murk_line(&r, header->murk);
    /* A version this murk does not read is said only once the rest of the
     * header reads (and store_parse, the checksum holds): one bit that
     * turned 6 into 7 is damage, not a newer murk's save. */
    char text[160] = "";
    if (!r.failed && version > STORE_FORMAT_VERSION) {
        snprintf(text,
                 sizeof text,
                 "a save of format version %" PRIu64 "%s%s%s, made by a newer murk; this murk (%s)"
                 " reads versions %d to %d",
                 version,
                 header->murk[0] ? " (murk " : "",
                 header->murk,
                 header->murk[0] ? ")" : "",
                 MURK_VERSION,
                 SAVE_OLDEST_VERSION,
                 STORE_FORMAT_VERSION);
    }
    if (!r.failed && version < SAVE_OLDEST_VERSION) {
        snprintf(text,
                 sizeof text,
                 "a save of format version %" PRIu64 ", older than this murk (%s) reads (%d to %d)",
                 version,
                 MURK_VERSION,
                 SAVE_OLDEST_VERSION,
                 STORE_FORMAT_VERSION);
    }
    expect(&r, "data ", "a damaged header");
    header->data_hash = hex(&r);
    expect(&r, "started ", "a damaged header");
    header->started = decimal(&r);
    expect(&r, "length ", "a damaged header");
    header->length = decimal(&r);
    expect(&r, "check ", "a damaged header");
    header->check = hex(&r);
    if (r.failed)
        return -1;
    header->version = (unsigned)version;
    header->size = r.at;
    if (text[0]) {
        fail(&r, text);
        return STORE_NEWER; /* a newer murk, or an older one after a major break, plays it */
    }
    return 0;
}

int store_parse(const uint8_t *file, size_t len, struct store_header *header, const uint8_t **body,
                size_t *body_len, char *why, size_t why_size)
{
    struct store_header h;
    int split = store_split(file, len, &h, why, why_size);
    *header = h;
    if (split == -1)
        return split;
    size_t left = len - h.size;
    if (left < h.length) {
        snprintf(why, why_size, "truncated (%zu of %" PRIu64 " bytes)", left, h.length);
        return -1;
    }
    if (left > h.length) {
        snprintf(why, why_size, "%zu bytes after the end", left - (size_t)h.length);
        return -1;
    }
    uint64_t check = store_fnv1a(STORE_FNV_START, file, h.size - CHECK_LINE);
    check = store_fnv1a(check, file + h.size, left);
    if (check != h.check) {
        snprintf(why, why_size, "damaged: the checksum does not match");
        return -1;
    }
    if (split == STORE_NEWER)
        return split; /* whole, and another murk's: why says whose */
    *body = file + h.size;
    *body_len = left;
    return 0;
}
