#ifndef MURK_BENCH_FLOORS_H
#define MURK_BENCH_FLOORS_H

/* The run's floors: microseconds to make a floor (median of 100 seeds) on
 * floors 1 and 10, and the monster phase on the population a real floor 1
 * and floor 10 get; prints key=value lines. */
void bench_floors(void);

#endif
