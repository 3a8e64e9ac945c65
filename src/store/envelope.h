#ifndef MURK_STORE_ENVELOPE_H
#define MURK_STORE_ENVELOPE_H

/* The save file's header around the core's bytes (envelope.c): pure, no
 * files. */

#include <stddef.h>
#include <stdint.h>

enum {
    /* The format of the file around the game's bytes; any other version is
     * refused. It must change whenever save.c's walk does. */
    STORE_FORMAT_VERSION = 5,
};

/* A 64-bit FNV-1a hash of n bytes, folded into hash (start from
 * STORE_FNV_START). */
#define STORE_FNV_START 14695981039346656037ULL
uint64_t store_fnv1a(uint64_t hash, const void *bytes, size_t n);

/* The header lines that go before a body of len bytes:
 *   murk save / version N / data HASH / started TIME / length LEN / check SUM
 * where TIME is when the run began (seconds since 1970: the core has no
 * clock, so the file keeps it for the run's record) and SUM is the FNV-1a
 * hash of the lines above it and of the body. Returns the header's length
 * (always less than STORE_HEADER_MAX). */
enum { STORE_HEADER_MAX = 160 };
size_t store_header(char *out, uint64_t data_hash, uint64_t started, const uint8_t *body,
                    size_t len);

/* What a header says. */
struct store_header {
    unsigned version;
    uint64_t data_hash, started, length, check;
    size_t size; /* the header's own length: the body starts here */
};

/* Reads the header of a whole save file and finds the body. Returns 0, or
 * -1 with what is wrong in why ("truncated", "not a murk save", "format
 * version 2; this murk reads version 1"). The checksum is not checked. */
int store_split(const uint8_t *file, size_t len, struct store_header *header, char *why,
                size_t why_size);

/* Everything store_split checks, and then the length, the checksum and the
 * data hash. Returns 0 with the body found, or -1 with why. */
int store_parse(const uint8_t *file, size_t len, uint64_t data_hash, const uint8_t **body,
                size_t *body_len, char *why, size_t why_size);

#endif
