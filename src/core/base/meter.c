/* Growth metered (meter.h). */
#include "murk/base/meter.h"

#include <string.h>

static const char *const words[METER_COUNT] = {
#define METER(id, effect, gain, loss) [METER_##id] = #id,
#include "murk/base/meter.def"
#undef METER
};

static const enum effect effects[METER_COUNT] = {
#define METER(id, effect, gain, loss) [METER_##id] = EFFECT_##effect,
#include "murk/base/meter.def"
#undef METER
};

static const int gains[METER_COUNT] = {
#define METER(id, effect, gain, loss) [METER_##id] = gain,
#include "murk/base/meter.def"
#undef METER
};

static const int losses[METER_COUNT] = {
#define METER(id, effect, gain, loss) [METER_##id] = loss,
#include "murk/base/meter.def"
#undef METER
};

const char *meter_word(enum meter m)
{
    return (unsigned)m < METER_COUNT ? words[m] : NULL;
}

int meter_from_word(const char *word)
{
    for (int m = 0; m < METER_COUNT; m++)
        if (strcmp(words[m], word) == 0)
            return m;
    return -1;
}

int meter_of_kind(const struct item_kind_list *kinds, int kind)
{
    if (!item_kind_valid(kinds, kind) || !kinds->kinds[kind].metered)
        return -1;
    for (int m = 0; m < METER_COUNT; m++)
        if (item_kind_has(&kinds->kinds[kind], effects[m]))
            return m;
    return -1;
}

int meter_weight(const struct item_kind_list *kinds, const struct item_meters *meters, int kind,
                 int depth)
{
    const struct item_kind *k = &kinds->kinds[kind];
    if (depth < k->depth_min || depth > k->depth_max)
        return 0;
    int m = meters ? meter_of_kind(kinds, kind) : -1;
    int weight = k->frequency + (m >= 0 ? meters->shift[m] : 0);
    return weight > 0 ? weight : 0;
}

struct weigh {
    const struct item_kind_list *kinds;
    const struct item_meters *meters;
    int depth;
};

static int weigh_one(const void *ctx, int i)
{
    const struct weigh *w = ctx;
    return meter_weight(w->kinds, w->meters, i, w->depth);
}

int meter_pick_kind(const struct item_kind_list *kinds, const struct item_meters *meters, int depth,
                    struct rng *rng)
{
    struct weigh w = {kinds, meters, depth};
    return rng_pick_weighted(rng, kinds->count, weigh_one, &w);
}

void meter_after_floor(struct item_meters *meters, const struct item_kind_list *kinds,
                       const int *placed)
{
    int of[METER_COUNT] = {0};
    bool has[METER_COUNT] = {false};
    for (int k = 0; k < kinds->count; k++) {
        int m = meter_of_kind(kinds, k);
        if (m >= 0) {
            of[m] += placed[k];
            has[m] = true;
        }
    }
    /* A meter no kind of the data is drawn by stays as it is: data with
     * none (the recordings' frozen copy) plays and saves as before. */
    for (int m = 0; m < METER_COUNT; m++)
        if (has[m])
            meters->shift[m] += of[m] > 0 ? -losses[m] * of[m] : gains[m];
}
