#ifndef MURK_STATUS_H
#define MURK_STATUS_H

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "murk/base/entity.h"
#include "murk/base/grid.h"
#include "murk/base/rgb.h"
#include "murk/base/rng.h"
#include "murk/base/status_id.h"

/* How long the statuses of potions and scrolls last, in turns (doc/rules.md).
 * data/items.txt gives each kind its own; these are the rules' numbers, for
 * the kinds and the tests to agree on. */
enum {
    STATUS_POISON_TURNS = 6,
    STATUS_REGENERATION_TURNS = 12,
    STATUS_CONFUSION_TURNS = 8,
    STATUS_FEAR_TURNS = 10
};

/* What one tick did to one entity. */
struct status_tick_result {
    bool ended[STATUS_COUNT];                 /* on before the tick, off after it */
    enum status ended_in_order[STATUS_COUNT]; /* the same, in the order they ended */
    int ended_count;
    enum status killed_by; /* the status that took its last health, or STATUS_COUNT */
};

/* The status's name as the player reads it ("Poisoned"). */
const char *status_name(enum status status);

/* The colour the status is written in. */
struct rgb status_colour(enum status status);

/* The word the look panel adds for a monster with the status ("afraid"), or
 * NULL when the status is not plain to see. Never says how long is left. */
const char *status_look_word(enum status status);

/* What the player is told when the status wears off them ("Your head
 * clears."), or NULL when nothing is said. */
const char *status_end_message(enum status status);

/* Whether the status is good for its bearer (status.def's JUDGE). */
bool status_good(enum status status);

/* What a death by the status is recorded as ("poison"), or NULL for one
 * that cannot kill. */
const char *status_killer(enum status status);

/* Whether the entity has any status on: two counts at a time, as most
 * entities have none and every turn asks of each. */
static inline bool status_any(const struct entity *e)
{
    uint64_t any = 0;
    int i = 0;
    /* Unrolled: the loop's own count and test cost more than the ors. */
#pragma GCC unroll 16
    for (; i + 2 <= STATUS_COUNT; i += 2) {
        uint64_t pair;
        memcpy(&pair, &e->status[i], sizeof pair);
        any |= pair;
    }
    for (; i < STATUS_COUNT; i++)
        any |= (uint32_t)e->status[i];
    return any != 0;
}

/* The i-th status to tick (0 first), or STATUS_COUNT past the last. */
enum status status_tick_order(int i);

/* Whether the entity has the status now. */
static inline bool status_has(const struct entity *e, enum status status)
{
    /* Inline, as every monster's turn asks several times; the cast keeps
     * a negative value out of the table too. */
    return (unsigned)status < STATUS_COUNT && e->status[status] > 0;
}

/* Gives the entity a dose of turns: the count becomes the larger of what is
 * left and turns, so doses never add up. turns <= 0 does nothing. */
void status_dose(struct entity *e, enum status status, int turns);

/* A venomous bite that did not kill: the victim is poisoned for at least
 * venom turns (a dose). Returns true when it was not poisoned before, the one
 * time "You are poisoned!" is said. No venom, or a dead victim: nothing. */
bool status_envenom(struct entity *victim, int venom);

/* Ends the status at once (greater healing cures poison). */
void status_cure(struct entity *e, enum status status);

/* The step a walker takes when it means to take step: while confused, half
 * of its moves go in a random one of the 8 directions instead, and
 * *staggered (may be NULL) says so, for "You stagger."; a wait (0, 0) never
 * staggers. Draws from rng only for a confused move. */
struct pos status_confused_step(const struct entity *e, struct pos step, struct rng *rng,
                                bool *staggered);

/* One turn of the entity's statuses, each counting down by one, in
 * status.def's ORDER (doc/rules.md): confusion; poison, -1 health, and if
 * the poison killed it, stop there, so no regeneration can undo a death by
 * poison; then regeneration, +1 health never past most; then fear, then
 * telepathy. An entity already dead is left alone. Fills *result (which
 * may be NULL). Says nothing: the caller knows whether the entity is the
 * player or a monster seen or unseen. */
void status_tick(struct entity *e, struct status_tick_result *result);

#endif
