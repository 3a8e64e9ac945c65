#ifndef MURK_BENCH_SAVE_H
#define MURK_BENCH_SAVE_H

/* The save every turn: its size in bytes and the microseconds to make it
 * (encode, write a temporary file, rename; no fsync, as every turn does),
 * on floor 1 and on floor 10; prints key=value lines. */
void bench_save(void);

#endif
