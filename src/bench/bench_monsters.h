#ifndef MURK_BENCH_MONSTERS_H
#define MURK_BENCH_MONSTERS_H

/* The monster phase: microseconds per turn with 10, 40, 160 and 300 awake
 * monsters of mixed states scattered on the standard map, and a pack of
 * 30 wanderers, with the growth ratios; prints key=value lines. With
 * MURK_BENCH_BEFORE naming another build's monsters_only program, its
 * figures for the same cases are printed beside (before_...), measured by
 * turns with ours, with each case's speedup. */
void bench_monsters(void);

/* Runs the one case named (10, 40, 160, 300, group30) and prints its
 * lines. Returns 0, or 1 for a name that is no case. */
int bench_monsters_case(const char *name);

#endif
