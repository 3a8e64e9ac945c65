#ifndef MURK_PLACE_COMMON_H
#define MURK_PLACE_COMMON_H

/* What the places of murk/place.def share (place.h): which cells are the
 * floor's place and the items lying there, asked by the turn, the minds
 * and the bot; and the helpers each place's rules make it with. Below
 * place.c's dispatch and the places' own files, so that neither calls
 * the other back. */

#include <stdbool.h>
#include <stddef.h>

#include "murk/base/grid.h"
#include "murk/base/map.h"
#include "murk/base/rng.h"
#include "murk/world/floor_place.h"

struct game;

/* Whether p is one of the place's cells. */
bool place_at(const struct game *game, struct pos p);

/* The topmost floor item of the kind lying at p, or -1. */
int place_item_of(const struct game *game, int kind, struct pos p);

/* A cell in the room for a place: plain floor (not the stairs), no item,
 * nobody, not the player's, and reachable from the player (the noise map,
 * made by place.c before the making, says). */
bool place_free_cell(struct game *game, const struct room *room, struct rng *rng, struct pos *out);

/* Two different item kinds for the floor's depth, the second of another
 * class when the draw allows (a choice between two of a kind is none).
 * False without item kinds. */
bool place_two_gifts(const struct game *game, struct rng *rng, int gift[PLACE_CELLS]);

/* An item's name as the player knows it ("a mace", "a bubbling potion"). */
void place_item_name(const struct game *game, int kind, char *out, size_t size);

#endif
