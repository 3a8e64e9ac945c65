/* The effects' table, from effect.def (effect_list.h). */
#include "murk/base/effect_list.h"

enum judge { GOOD, BAD };
enum {
    POTION = EFFECT_ON_POTION,
    SCROLL = EFFECT_ON_SCROLL,
    BLOW = EFFECT_ON_BLOW,
    WAND = EFFECT_ON_WAND,
    THROWN = EFFECT_ON_THROWN
};
enum {
    NOTHING = EFFECT_NEEDS_NOTHING,
    TURNS = EFFECT_NEEDS_TURNS,
    POWER = EFFECT_NEEDS_POWER,
    HARM = EFFECT_NEEDS_HARM
};

struct effect_row {
    const char *word;
    unsigned where;
    enum effect_needs needs;
    enum judge judge;
    const char *wording;
};

static const struct effect_row rows[EFFECT_COUNT] = {
#define EFFECT(id, word, where, needs, judge, wording)                                             \
    [EFFECT_##id] = {#word, where, (enum effect_needs)needs, judge, wording},
#include "murk/base/effect.def"
#undef EFFECT
};

/* NULL-terminated, for parse_choice_index. */
static const char *const words[EFFECT_COUNT + 1] = {
#define EFFECT(id, word, where, needs, judge, wording) [EFFECT_##id] = #word,
#include "murk/base/effect.def"
#undef EFFECT
};

static bool valid(enum effect e)
{
    return (unsigned)e < EFFECT_COUNT;
}

const char *effect_word(enum effect e)
{
    return valid(e) ? rows[e].word : NULL;
}

int effect_from_word(const char *word, size_t len)
{
    return parse_choice_index(words, word, len);
}

unsigned effect_where(enum effect e)
{
    return valid(e) ? rows[e].where : 0;
}

enum effect_needs effect_needs(enum effect e)
{
    return valid(e) ? rows[e].needs : EFFECT_NEEDS_NOTHING;
}

bool effect_good(enum effect e)
{
    return valid(e) && rows[e].judge == GOOD;
}

const char *effect_wording(enum effect e)
{
    return valid(e) ? rows[e].wording : NULL;
}

bool effect_lines_have(const struct parse_entries *lines, enum effect e)
{
    for (int i = 0; i < lines->count; i++)
        if (lines->at[i].word == (int)e)
            return true;
    return false;
}
