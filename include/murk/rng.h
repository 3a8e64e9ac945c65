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

/* The next 32 random bits. */
uint32_t rng_next(struct rng *rng);

/* A uniform integer in [lo, hi], both inclusive, without modulo bias.
 * lo > hi is treated as an empty range and returns lo. */
int rng_range(struct rng *rng, int lo, int hi);

/* True with probability 1 in n (n <= 1 is always true). */
bool rng_one_in(struct rng *rng, int n);

#endif
