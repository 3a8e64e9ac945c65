#ifndef MURK_PLACE_H
#define MURK_PLACE_H

/* One choice a floor (doc/rules.md, "Places"): every floor from
 * PLACE_FIRST_DEPTH on holds one place of murk/place.def, made with the
 * floor from its own stream, shown on the map and told by look. An altar
 * trades an item laid on it for one of two it offers; a vault's two
 * pedestals each hold an item, and taking one sinks the other; a cage
 * holds a captive monster the player may free as an ally (ally.h). The
 * rules of each are in their own file (place_altar.c, place_vault.c,
 * place_cage.c, the cage's captive in place_cage.h); what they share,
 * the place's cells among it, in place_common.h; this is the dispatch the
 * turn, look and the map call. */

#include <stdbool.h>
#include <stddef.h>

#include "murk/base/grid.h"
#include "murk/base/rgb.h"
#include "murk/base/rng.h"
#include "murk/world/floor_place.h"

struct game;

/* The place's word ("altar"), glyph, colour and look name, by kind; "" and
 * a space for PLACE_NONE or a kind out of range. */
const char *place_word(enum place_kind kind);
char place_glyph(enum place_kind kind);
struct rgb place_colour(enum place_kind kind);
/* The kind of a word, or PLACE_NONE. */
enum place_kind place_from_word(const char *word);

/* Makes the floor's place (floor_make, after the items, before the
 * monsters) on a floor of PLACE_FIRST_DEPTH or deeper with item kinds:
 * the kind and its cells, reachable from the player and out of the
 * arrival room, its items laid, all from rng. */
void place_make(struct game *game, struct rng *rng);

/* What look says of a place's cell ("An altar, offering a mace or a long
 * bow for an item laid on it."); false when p is none of its cells. */
bool place_describe(const struct game *game, struct pos p, char *out, size_t size);

/* The player arrived on p: what the place there says of itself. */
void place_arrive(struct game *game);

/* Whether the player may pick up the floor item at index: an altar not
 * yet given its offering says so and refuses. */
bool place_may_take(struct game *game, int index);

/* After the player picked up an item of the kind from p: a place's gift
 * taken makes the choice, taking the other away. Returns whether it did
 * (a pile's pick-up stops there). */
bool place_taken(struct game *game, int kind, struct pos p);

/* Dropping the pack's slot where the player stands: an altar not yet given
 * its offering takes the item. Returns whether it did (no drop then). */
bool place_takes_drop(struct game *game, int slot);

/* For the bot and tests: the index of the floor item lying at p that is
 * one of the place's gifts still offered, or -1. */
int place_gift_at(const struct game *game, struct pos p);

#endif
