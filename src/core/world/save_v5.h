#ifndef MURK_CORE_SAVE_V5_H
#define MURK_CORE_SAVE_V5_H

/* The frozen reader of format 5, for save.c's chain of upgrades. Internal
 * to the core. */

#include <stddef.h>
#include <stdint.h>

struct game;

/* Reads a format 5 body into game: the first step of the chain. Returns
 * 0, or -1 with why said. */
int save_decode_v5(struct game *game, const uint8_t *bytes, size_t len, char *why, size_t why_size);

#endif
