#ifndef MURK_STORE_ENVELOPE_H
#define MURK_STORE_ENVELOPE_H

/* The save file's header around the core's bytes (envelope.c): pure, no
 * files. */

#include <stddef.h>
#include <stdint.h>

#include "murk/world/save.h"

enum {
    /* The format of the save: the core's (save.h), which reads every
     * version from SAVE_OLDEST_VERSION up. */
    STORE_FORMAT_VERSION = SAVE_FORMAT_VERSION,
    STORE_MURK_MAX = 32, /* the murk version's text, with its NUL */
};

/* A 64-bit FNV-1a hash of n bytes, folded into hash (start from
 * STORE_FNV_START). */
#define STORE_FNV_START 14695981039346656037ULL
uint64_t store_fnv1a(uint64_t hash, const void *bytes, size_t n);

/* The header lines that go before a body of len bytes:
 *   murk save / version N / murk VERSION / data HASH / started TIME /
 *   length LEN / check SUM
 * where VERSION is the murk that wrote it ("0.2.0"; format 5 had no such
 * line), HASH the data files' (a save made with other data loads, and the
 * game is told the rules changed), TIME is when the run began (seconds since 1970: the core has no
 * clock, so the file keeps it for the run's record) and SUM is the FNV-1a
 * hash of the lines above it and of the body. Returns the header's length
 * (always less than STORE_HEADER_MAX). */
enum { STORE_HEADER_MAX = 200 };
size_t store_header(char *out, const char *murk, uint64_t data_hash, uint64_t started,
                    const uint8_t *body, size_t len);

/* What a header says. */
struct store_header {
    unsigned version;
    char murk[STORE_MURK_MAX]; /* "" for format 5 */
    uint64_t data_hash, started, length, check;
    size_t size; /* the header's own length: the body starts here */
};

/* Reads the header of a whole save file and finds the body. Returns 0; -1
 * with what is wrong in why ("truncated", "not a murk save"); or
 * STORE_NEWER for a save of a format this murk does not read: newer (why
 * names both versions, and the newer murk's when the header says it), or
 * older than SAVE_OLDEST_VERSION (a major break, said as such). Such a
 * file is never put aside: the murk that reads it may still play it. Only
 * a header that reads to its end is so (a version damaged along with
 * what follows is -1); the checksum is not checked. */
enum { STORE_NEWER = -2 };
int store_split(const uint8_t *file, size_t len, struct store_header *header, char *why,
                size_t why_size);

/* Everything store_split checks, and then the length and the checksum,
 * before a version it does not read is told: STORE_NEWER only for a file
 * whose checksum holds, -1 ("damaged") for one whose version a bit
 * changed. Returns 0 with the header read and the body found, or -1 or
 * STORE_NEWER with why. */
int store_parse(const uint8_t *file, size_t len, struct store_header *header, const uint8_t **body,
                size_t *body_len, char *why, size_t why_size);

/* This murk's version, as headers and recordings write it. */
const char *store_murk_version(void);

#endif
