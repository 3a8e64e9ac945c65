/* A finished run's record: made from the game, written three ways. */
#define _POSIX_C_SOURCE 200809L /* getuid */
#include "record.h"

#include <stdio.h>
#include <string.h>
#include <sysexits.h>
#include <unistd.h>

#include "murk/turn/game.h"

#ifndef MURK_VERSION
#define MURK_VERSION "0.0"
#endif

void record_of_game(struct record *r, const struct game *game, const char *name, int64_t started,
                    int64_t ended)
{
    const struct game_run *run = &game->run;
    memset(r, 0, sizeof *r);
    r->run_id = run->id;
    snprintf(r->name, sizeof r->name, "%s", name);
    r->points = world_points(game);
    if (run->won) {
        r->outcome = RECORD_WON;
        snprintf(r->death, sizeof r->death, "won");
    } else if (run->quit) {
        r->outcome = RECORD_QUIT;
        snprintf(r->death, sizeof r->death, "quit");
    } else {
        r->outcome = RECORD_KILLED;
        snprintf(
            r->death, sizeof r->death, "killed by %s", run->killer[0] ? run->killer : "something");
    }
    r->depth = run->depth;
    r->hp = run->player.health;
    r->maxhp = run->player.health_max;
    /* The real id, as NetHack writes it: under a setgid install it is the
     * player's, whoever owns the games folder. */
    r->uid = (int64_t)getuid();
    r->turns = run->turn;
    r->seed = run->seed;
    snprintf(r->version, sizeof r->version, "%s", MURK_VERSION);
    r->started = started;
    r->ended = ended;
    r->debug = run->debug_used;
    r->seeded = run->seeded;
    r->kills = run->kills;
}

int record_write(const char *base, const struct record *r, const struct game *game, char *why,
                 size_t why_size)
{
    char first[RECORD_PATH_MAX + 256] = "";
    char one[RECORD_PATH_MAX + 256];
    int status = EX_OK;
    record_deadline_begin(); /* the caller's, when it has begun one */
    /* Each is tried whatever the others did: a full disk may still take a
     * line, and a morgue lost is no reason to lose the score. */
    if (record_morgue_write(base, r, game, NULL, 0, one, sizeof one) != EX_OK) {
        status = EX_IOERR;
        snprintf(first, sizeof first, "%s", one);
    }
    if (record_xlog_append(base, r, one, sizeof one) != EX_OK && status == EX_OK) {
        status = EX_IOERR;
        snprintf(first, sizeof first, "%s", one);
    }
    if (record_scores_add(base, r, one, sizeof one) != EX_OK && status == EX_OK) {
        status = EX_IOERR;
        snprintf(first, sizeof first, "%s", one);
    }
    record_deadline_end();
    if (status != EX_OK)
        snprintf(why, why_size, "%s", first);
    return status;
}
