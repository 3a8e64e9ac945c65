#ifndef MURK_BENCH_BOT_H
#define MURK_BENCH_BOT_H

/* The bot's speed: bot_turns_per_sec= over whole runs on fixed seeds, on one
 * core, its thinking included. */
void bench_bot(void);

/* For callgrind: the bot plays the first floor of fixed seeds for about
 * `turns` turns (game_do is what is counted); prints turns=N. */
void bench_floor1_turns(int turns);

#endif
