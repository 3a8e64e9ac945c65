#ifndef MURK_BOT_RUN_H
#define MURK_BOT_RUN_H

/* `murk --bot`: whole runs played headless by the bot, one key=value line
 * a run and a summary line; with --jobs, in that many processes, merged so
 * the same seed and number of games give the same lines whatever the jobs
 * (but for turns_per_sec). */

#include <stddef.h>
#include <stdint.h>

#include "murk/base/item_kind.h"
#include "murk/base/kind.h"

struct game;

/* A run stops, counted as quit, if it has not ended after this many turns:
 * a bot that found no way on must not spin for ever. */
enum { BOT_RUN_MAX_TURNS = 100000 };

struct bot_options {
    uint64_t seed; /* run i plays seed + i */
    int games;
    int jobs;                /* processes; 1 plays them here */
    const char *record_dir;  /* a recording per run there, or NULL */
    uint64_t data_hash;      /* written into recordings */
    const char *record_base; /* each run's score, xlogfile line and morgue here, or NULL */
    const char *name;        /* ...under this name */
    /* A run whose record could not be written, kept pending (the caller's
     * run_end_keep): 0 with where in why, or a status and why. */
    int (*keep)(const struct bot_options *options, const struct game *game, char *why,
                size_t why_size);
};

/* Plays the runs and prints their lines. Returns an exit status. */
int bot_main(const struct bot_options *options, const struct kind_list *kinds,
             const struct item_kind_list *items);

#endif
