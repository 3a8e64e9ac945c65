/* The handlers' table, from effect.def, and the one loop over a kind's
 * effects (effect.h). */
#include "murk/rules/effect.h"

#include "murk/rules/effect_blow.h"
#include "murk/rules/effect_growth.h"
#include "murk/rules/effect_scroll.h"
#include "murk/rules/effect_self.h"
#include "murk/rules/effect_wand.h"

typedef void effect_handler(struct effect_use *use);

static effect_handler *const handlers[EFFECT_COUNT] = {
#define EFFECT(id, word, where, needs, judge, wording) [EFFECT_##id] = effect_##word,
#include "murk/base/effect.def"
#undef EFFECT
};

void effect_apply_all(const struct parse_entries *lines, struct effect_use *use)
{
    for (int i = 0; i < lines->count; i++) {
        int e = lines->at[i].word;
        if (e < 0 || e >= EFFECT_COUNT)
            continue;
        use->line = &lines->at[i];
        handlers[e](use);
    }
}

int effect_apply_thrown(const struct parse_entries *lines, struct effect_use *use)
{
    int ran = 0;
    for (int i = 0; i < lines->count; i++) {
        int e = lines->at[i].word;
        if (e < 0 || e >= EFFECT_COUNT || !(effect_where((enum effect)e) & EFFECT_ON_THROWN))
            continue;
        use->line = &lines->at[i];
        handlers[e](use);
        ran++;
    }
    return ran;
}
