#ifndef MURK_RESUME_H
#define MURK_RESUME_H

/* A game made again from the bytes save_encode wrote: the other way a game
 * starts, beside game_new. The file around the bytes (magic, version,
 * checksum) is the caller's; this is only the game. */

#include <stddef.h>
#include <stdint.h>

#include "murk/turn/game.h"

/* Fills game from body (what save_encode wrote), with the given kinds (which
 * must outlive the game), and rebuilds its caches, so it plays on exactly as
 * the saved game would have. version is the save's format (save_decode).
 * Returns 0, or save_decode's -1 or SAVE_GONE with a reason in why (the
 * game is then empty and safe to free or reuse). */
int game_resume(struct game *game, const struct kind_list *kinds,
                const struct item_kind_list *items, unsigned version, const uint8_t *body,
                size_t len, char *why, size_t why_size);

#endif
