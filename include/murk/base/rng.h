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

/* The next 32 random bits. */
uint32_t rng_next(struct rng *rng);

/* A uniform integer in [lo, hi], both inclusive, without modulo bias.
 * lo > hi is treated as an empty range and returns lo. */
int rng_range(struct rng *rng, int lo, int hi);

/* True with probability 1 in n (n <= 1 is always true). */
bool rng_one_in(struct rng *rng, int n);

/* Picks an index below count with probability proportional to weight(ctx,
 * i); a weight of 0 or less leaves the index out. Returns -1 when every
 * weight is 0. (Kinds of monster and item are picked by frequency among
 * those whose depths fit.) */
int rng_pick_weighted(struct rng *rng, int count, int (*weight)(const void *ctx, int i),
                      const void *ctx);

#endif
