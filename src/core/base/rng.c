#include "murk/base/rng.h"

void rng_seed(struct rng *rng, uint64_t seed)
{
    /* The stream selector is derived from the seed too, so nearby seeds do
     * not give streams that are shifted copies of each other. */
    rng->state = 0;
    rng->inc = ((seed ^ 0xda3e39cb94b95bdbULL) << 1) | 1u;
    rng_next(rng);
    rng->state += seed;
    rng_next(rng);
}

/* SplitMix64's finaliser: a seed and a stream number mixed into a seed
 * whose every bit depends on both. */
static uint64_t mix(uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

void rng_seed_stream(struct rng *rng, uint64_t seed, uint64_t stream)
{
    rng_seed(rng, mix(seed + 0x9e3779b97f4a7c15ULL * (stream + 1)));
}

int rng_pick_weighted(struct rng *rng, int count, int (*weight)(const void *ctx, int i),
                      const void *ctx)
{
    long total = 0;
    for (int i = 0; i < count; i++)
        if (weight(ctx, i) > 0)
            total += weight(ctx, i);
    if (total <= 0 || total > INT32_MAX)
        return -1;
    int roll = rng_range(rng, 1, (int)total);
    for (int i = 0; i < count; i++) {
        int w = weight(ctx, i);
        if (w > 0 && (roll -= w) <= 0)
            return i;
    }
    return -1;
}
