#include "murk/base/status.h"

#include <stddef.h>
#include <string.h>

#include "murk/base/entity.h"

static const char *const status_names[STATUS_COUNT] = {
#define STATUS(id, name, look, end, r, g, b, judge, tick, order, killer) [STATUS_##id] = name,
#include "murk/base/status.def"
#undef STATUS
};

static const char *const status_look_words[STATUS_COUNT] = {
#define STATUS(id, name, look, end, r, g, b, judge, tick, order, killer) [STATUS_##id] = look,
#include "murk/base/status.def"
#undef STATUS
};

static const char *const status_end_messages[STATUS_COUNT] = {
#define STATUS(id, name, look, end, r, g, b, judge, tick, order, killer) [STATUS_##id] = end,
#include "murk/base/status.def"
#undef STATUS
};

static const struct rgb status_colours[STATUS_COUNT] = {
#define STATUS(id, name, look, end, r, g, b, judge, tick, order, killer) [STATUS_##id] = {r, g, b},
#include "murk/base/status.def"
#undef STATUS
};

enum judge { GOOD, BAD };
enum tick { NOTHING, HURT, HEAL };

static const enum judge status_judges[STATUS_COUNT] = {
#define STATUS(id, name, look, end, r, g, b, judge, tick, order, killer) [STATUS_##id] = judge,
#include "murk/base/status.def"
#undef STATUS
};

static const enum tick status_ticks[STATUS_COUNT] = {
#define STATUS(id, name, look, end, r, g, b, judge, tick, order, killer) [STATUS_##id] = tick,
#include "murk/base/status.def"
#undef STATUS
};

static const char *const status_killers[STATUS_COUNT] = {
#define STATUS(id, name, look, end, r, g, b, judge, tick, order, killer) [STATUS_##id] = killer,
#include "murk/base/status.def"
#undef STATUS
};

/* The statuses in the order they tick: ORDER 1 first. An ORDER used twice
 * is an initializer given twice (-Woverride-init, an error with -Werror);
 * one left out shows in status_tick_order's test. */
static const enum status tick_order[STATUS_COUNT] = {
#define STATUS(id, name, look, end, r, g, b, judge, tick, order, killer) [order - 1] = STATUS_##id,
#include "murk/base/status.def"
#undef STATUS
};

/* The cast keeps a negative value out of the tables too. */
static bool status_valid(enum status status)
{
    return (unsigned)status < STATUS_COUNT;
}

const char *status_name(enum status status)
{
    return status_valid(status) ? status_names[status] : "?";
}

struct rgb status_colour(enum status status)
{
    return status_valid(status) ? status_colours[status] : (struct rgb){255, 255, 255};
}

const char *status_look_word(enum status status)
{
    return status_valid(status) ? status_look_words[status] : NULL;
}

const char *status_end_message(enum status status)
{
    return status_valid(status) ? status_end_messages[status] : NULL;
}

bool status_good(enum status status)
{
    return status_valid(status) && status_judges[status] == GOOD;
}

const char *status_killer(enum status status)
{
    return status_valid(status) ? status_killers[status] : NULL;
}

enum status status_tick_order(int i)
{
    return i >= 0 && i < STATUS_COUNT ? tick_order[i] : STATUS_COUNT;
}

void status_dose(struct entity *e, enum status status, int turns)
{
    if (status_valid(status) && turns > e->status[status])
        e->status[status] = turns;
}

bool status_envenom(struct entity *victim, int venom)
{
    if (venom <= 0 || !entity_alive(victim))
        return false;
    bool fresh = !status_has(victim, STATUS_POISONED);
    status_dose(victim, STATUS_POISONED, venom);
    return fresh;
}

void status_cure(struct entity *e, enum status status)
{
    if (status_valid(status))
        e->status[status] = 0;
}

struct pos status_confused_step(const struct entity *e, struct pos step, struct rng *rng,
                                bool *staggered)
{
    bool moving = step.x != 0 || step.y != 0;
    bool stagger = moving && status_has(e, STATUS_CONFUSED) && rng_range(rng, 0, 1) == 0;
    if (staggered != NULL)
        *staggered = stagger;
    /* One stagger in eight goes the way that was meant anyway. */
    return stagger ? grid_dir(rng_range(rng, 0, GRID_DIRS - 1)) : step;
}

/* Takes a turn off the count, noting in result when that ended the status:
 * the tick's order is written once, here, and the messages follow it. */
static void count_down(struct entity *e, enum status status, struct status_tick_result *result)
{
    if (e->status[status] <= 0 || --e->status[status] > 0)
        return;
    result->ended[status] = true;
    result->ended_in_order[result->ended_count++] = status;
}

void status_tick(struct entity *e, struct status_tick_result *result)
{
    struct status_tick_result ignored;
    if (result == NULL)
        result = &ignored;
    result->ended_count = 0;
    result->killed_by = STATUS_COUNT;
    memset(result->ended, 0, sizeof result->ended);
    /* Most entities carry no status at all. */
    if (!status_any(e) || !entity_alive(e))
        return;
    for (int i = 0; i < STATUS_COUNT; i++) {
        enum status s = tick_order[i];
        if (e->status[s] <= 0)
            continue;
        count_down(e, s, result);
        if (status_ticks[s] == HEAL)
            entity_heal(e, 1);
        if (status_ticks[s] != HURT)
            continue;
        entity_hurt(e, 1);
        /* Harm before healing, and a death ends the tick: what kills,
         * kills. */
        if (!entity_alive(e)) {
            result->killed_by = s;
            return;
        }
    }
}
