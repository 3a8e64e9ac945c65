#ifndef MURK_RNG_H
#define MURK_RNG_H

#include <stdbool.h>
#include <stdint.h>

/* PCG32 (O'Neill): small state, good statistics, the same stream on every
 * machine. The game's only source of randomness lives in the game state. */
struct rng {
    uint64_t state;
    uint64_t inc;
};

/* Seeds the generator; the same seed always gives the same stream. */
void rng_seed(struct rng *rng, uint64_t seed);

/* Seeds the generator for one of a seed's independent streams (the floor of
 * depth 3, the play, the screen's): the same seed and stream always give
 * the same numbers, and different streams unrelated ones. */
void rng_seed_stream(struct rng *rng, uint64_t seed, uint64_t stream);

/* The next 32 random bits. Inline, as the draws below: a turn draws
 * hundreds, one a wanderer's waypoint, a blow's roll, a tie's. */
static inline uint32_t rng_next(struct rng *rng)
{
    uint64_t old = rng->state;
    rng->state = old * UINT64_C(6364136223846793005) + rng->inc;
    uint32_t xorshifted = (uint32_t)(((old >> 18u) ^ old) >> 27u);
    uint32_t rot = (uint32_t)(old >> 59u);
    return (xorshifted >> rot) | (xorshifted << ((-rot) & 31u));
}

/* A uniform draw below span (at least 1). Lemire's nearly-divisionless
 * method would do too; plain rejection keeps the arithmetic obvious: draw
 * until the value falls under the largest multiple of the span, so every
 * result is equally likely. */
static inline uint32_t rng_below(struct rng *rng, uint32_t span)
{
    uint32_t threshold = (uint32_t)(-span) % span;
    for (;;) {
        uint32_t r = rng_next(rng);
        if (r >= threshold)
            return r % span;
    }
}

/* A uniform integer in [lo, hi], both inclusive, without modulo bias.
 * lo > hi is treated as an empty range and returns lo. */
static inline int rng_range(struct rng *rng, int lo, int hi)
{
    if (hi <= lo)
        return lo;
    uint64_t span64 = (uint64_t)((int64_t)hi - (int64_t)lo) + 1u;
    if (span64 > UINT32_MAX)
        return (int)((int64_t)lo + (int64_t)rng_next(rng));
    return (int)((int64_t)lo + (int64_t)rng_below(rng, (uint32_t)span64));
}

/* True with probability 1 in n (n <= 1 is always true). */
static inline bool rng_one_in(struct rng *rng, int n)
{
    if (n <= 1)
        return true;
    return rng_below(rng, (uint32_t)n) == 0;
}

/* Picks an index below count with probability proportional to weight(ctx,
 * i); a weight of 0 or less leaves the index out. Returns -1 when every
 * weight is 0. (Kinds of monster and item are picked by frequency among
 * those whose depths fit.) */
int rng_pick_weighted(struct rng *rng, int count, int (*weight)(const void *ctx, int i),
                      const void *ctx);

#endif
