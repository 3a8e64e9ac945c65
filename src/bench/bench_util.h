#ifndef MURK_BENCH_UTIL_H
#define MURK_BENCH_UTIL_H

/* What every part of the bench needs: a clock, and the shipped data. */

#include "murk/base/item_kind.h"
#include "murk/base/kind.h"

/* Microseconds on the monotonic clock. */
double bench_now_us(void);

/* Microseconds of this thread's CPU time: what a measurement took, less
 * the time other programs had the CPU (a machine shared with builds). */
double bench_cpu_us(void);

/* Loads data/monsters.txt and data/items.txt from $MURK_SRCDIR (else ".");
 * exits with one line when they do not load. items may be NULL. */
void bench_load_data(struct kind_list *kinds, struct item_kind_list *items);

#endif
