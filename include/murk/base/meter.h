#ifndef MURK_METER_H
#define MURK_METER_H

#include <stdbool.h>

#include "murk/base/item_kind.h"
#include "murk/base/rng.h"

/* Growth metered (meter.def): the run's shifts to the frequencies of the
 * kinds that make the player stronger, drawing a floor's kinds with them,
 * and moving them by what a floor placed. */

enum meter {
#define METER(id, effect, gain, loss) METER_##id,
#include "murk/base/meter.def"
#undef METER
    METER_COUNT
};

/* The run's meters: each one's shift to its kinds' frequency. A zeroed
 * one is a run's start (and an old save's). */
struct item_meters {
    int shift[METER_COUNT];
};

/* The word a save writes for m ("enchanting"), or NULL. */
const char *meter_word(enum meter m);

/* The meter whose word is word, or -1. */
int meter_from_word(const char *word);

/* The meter the kind is drawn by (a kind marked metered, by its effect), or
 * -1 for a kind drawn by its frequency alone. */
int meter_of_kind(const struct item_kind_list *kinds, int kind);

/* The weight the kind is drawn with on a floor of depth: 0 off its depths,
 * else its frequency plus its meter's shift, never below 0. meters may be
 * NULL: then the frequency alone. */
int meter_weight(const struct item_kind_list *kinds, const struct item_meters *meters, int kind,
                 int depth);

/* A kind for a floor of depth by meter_weight (as item_pick_kind, which
 * draws the same with no kind metered), or -1. */
int meter_pick_kind(const struct item_kind_list *kinds, const struct item_meters *meters, int depth,
                    struct rng *rng);

/* After a floor is made: placed[k] of kind k were put on it. Each meter
 * loses its LOSS for each of its kinds placed, or gains its GAIN when none
 * was; a meter no kind of the data is drawn by stays still. */
void meter_after_floor(struct item_meters *meters, const struct item_kind_list *kinds,
                       const int *placed);

#endif
