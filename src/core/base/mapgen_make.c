/* Which maker makes a floor, and making it (mapgen_make.h). */
#include "murk/base/mapgen_make.h"

#include "murk/base/mapgen.h"
#include "murk/base/mapgen_caves.h"
#include "murk/base/mapgen_halls.h"
#include "murk/base/mapgen_lakes.h"

static const char *const maker_words[MAKER_COUNT] = {"rooms", "caves", "halls"};

static const int maker_weights[MAKER_COUNT] = {
    MAPGEN_WEIGHT_ROOMS, MAPGEN_WEIGHT_CAVES, MAPGEN_WEIGHT_HALLS};

const char *mapgen_maker_word(enum floor_maker maker)
{
    return (unsigned)maker < MAKER_COUNT ? maker_words[maker] : "rooms";
}

static int maker_weight(const void *ctx, int i)
{
    (void)ctx;
    return maker_weights[i];
}

enum floor_maker mapgen_choose(int depth, struct rng *rng)
{
    if (depth < MAPGEN_VARIED_DEPTH)
        return MAKER_ROOMS;
    int pick = rng_pick_weighted(rng, MAKER_COUNT, maker_weight, NULL);
    return pick >= 0 ? (enum floor_maker)pick : MAKER_ROOMS;
}

void mapgen_make(struct map *map, enum floor_maker maker, int depth, struct rng *rng)
{
    switch (maker) {
    case MAKER_CAVES:
        map_generate_caves(map, rng);
        break;
    case MAKER_HALLS:
        map_generate_halls(map, rng);
        break;
    case MAKER_ROOMS:
    case MAKER_COUNT:
        map_generate(map, rng);
        break;
    }
    if (depth >= MAPGEN_VARIED_DEPTH && rng_one_in(rng, MAPGEN_LAKES_ONE_IN))
        map_add_lakes(map, rng, rng_range(rng, 1, MAPGEN_LAKES_MAX));
}
