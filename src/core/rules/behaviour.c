/* The behaviours' table and its moments (behaviour.h). */
#include "murk/rules/behaviour.h"

#include <stddef.h>

#include "murk/rules/blink.h"
#include "murk/rules/mimic.h"
#include "murk/rules/mind_items.h"
#include "murk/rules/split.h"
#include "murk/rules/submerge.h"
#include "murk/world/world.h"

/* A line's mark: a trait of the kind's, or an effect among its blows. */
struct mark {
    bool by_blow;
    int which; /* an enum trait, or an enum effect_word when by_blow */
};

struct behaviour {
    struct mark mark;
    bool (*hidden)(const struct monster *m);
    bool (*before)(struct game *game, struct monster *m);
    void (*after)(struct game *game, struct monster *m);
    void (*struck)(struct game *game, int slot, int damage);
    bool (*stays)(const struct game *game, const struct monster *m);
};

/* In behaviour.def's order, which is the order they run in. */
static const struct behaviour behaviours[] = {
#define BY_TRAIT(name)                                                                             \
    {                                                                                              \
        false, TRAIT_##name                                                                        \
    }
#define BY_BLOW(name)                                                                              \
    {                                                                                              \
        true, EFFECT_##name                                                                        \
    }
#define BEHAVIOUR(mark, hidden, before, after, struck, stays)                                      \
    {mark, hidden, before, after, struck, stays},
#include "murk/rules/behaviour.def"
#undef BEHAVIOUR
#undef BY_BLOW
#undef BY_TRAIT
};

enum { BEHAVIOUR_COUNT = (int)(sizeof behaviours / sizeof behaviours[0]) };

/* The traits and the blows with a line: a monster with none of them
 * (most) is asked nothing more, as mind_act asked for each trait before
 * the table. */
static const uint32_t behaving_traits =
#define BY_TRAIT(name) TRAIT_BIT(TRAIT_##name)
#define BY_BLOW(name) 0u
#define BEHAVIOUR(mark, hidden, before, after, struck, stays) mark |
#include "murk/rules/behaviour.def"
#undef BEHAVIOUR
#undef BY_BLOW
#undef BY_TRAIT
    0u;
static const uint32_t behaving_blows =
#define BY_TRAIT(name) 0u
#define BY_BLOW(name) (1u << EFFECT_##name)
#define BEHAVIOUR(mark, hidden, before, after, struck, stays) mark |
#include "murk/rules/behaviour.def"
#undef BEHAVIOUR
#undef BY_BLOW
#undef BY_TRAIT
    0u;

/* Whether the line is the monster's own: its kind has the mark (a trait
 * negated away is not had, world_has). */
static bool has_mark(const struct game *game, const struct monster *m, struct mark mark)
{
    return mark.by_blow ? (world_kind_of(game, m)->blow_effects >> mark.which & 1u) != 0
                        : world_has(game, m, (enum trait)mark.which);
}

static bool behaves(const struct game *game, const struct monster *m)
{
    const struct kind *kind = world_kind_of(game, m);
    return (kind->traits & behaving_traits) != 0 || (kind->blow_effects & behaving_blows) != 0;
}

bool behaviour_hidden(const struct game *game, const struct monster *m)
{
    if (!behaves(game, m))
        return false;
    for (int i = 0; i < BEHAVIOUR_COUNT; i++)
        if (behaviours[i].hidden && has_mark(game, m, behaviours[i].mark) &&
            behaviours[i].hidden(m))
            return true;
    return false;
}

bool behaviour_before(struct game *game, struct monster *m)
{
    if (!behaves(game, m))
        return false;
    for (int i = 0; i < BEHAVIOUR_COUNT; i++)
        if (behaviours[i].before && has_mark(game, m, behaviours[i].mark) &&
            behaviours[i].before(game, m))
            return true;
    return false;
}

void behaviour_after(struct game *game, struct monster *m)
{
    if (!behaves(game, m))
        return;
    for (int i = 0; i < BEHAVIOUR_COUNT; i++)
        if (behaviours[i].after && has_mark(game, m, behaviours[i].mark))
            behaviours[i].after(game, m);
}

void behaviour_struck(struct game *game, int slot, int damage)
{
    /* A split adds a monster to the slots, which never move: m stays. */
    const struct monster *m = &game->floor.monsters[slot];
    if (!behaves(game, m))
        return;
    for (int i = 0; i < BEHAVIOUR_COUNT; i++)
        if (behaviours[i].struck && has_mark(game, m, behaviours[i].mark))
            behaviours[i].struck(game, slot, damage);
}

bool behaviour_stays_fleeing(const struct game *game, const struct monster *m)
{
    if (!behaves(game, m))
        return false;
    for (int i = 0; i < BEHAVIOUR_COUNT; i++)
        if (behaviours[i].stays && has_mark(game, m, behaviours[i].mark) &&
            behaviours[i].stays(game, m))
            return true;
    return false;
}
