#ifndef MURK_BENCH_MONSTERS_H
#define MURK_BENCH_MONSTERS_H

/* The monster phase: microseconds per turn with 10, 40 and 160 awake
 * monsters of mixed states on the standard map; prints key=value lines. */
void bench_monsters(void);

#endif
