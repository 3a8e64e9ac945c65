#ifndef MURK_BENCH_BOT_H
#define MURK_BENCH_BOT_H

/* The bot's speed: bot_turns_per_sec= over whole runs on fixed seeds, on one
 * core, its thinking included. */
void bench_bot(void);

/* For callgrind: the bot plays the first floor of fixed seeds for about
 * `turns` turns (game_do is what is counted); prints turns=N. */
void bench_floor1_turns(int turns);

/* The identity check of the bot's speed work: plays seeds 1..runs whole
 * and prints, a line a run, the turns, a hash of every action the bot
 * chose and the game's digest at the end (a faster bot prints the same). */
void bench_bot_digests(int runs);

#endif
