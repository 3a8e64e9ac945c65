/* The behaviours' table and its moments (behaviour.h). */
#include "murk/rules/behaviour.h"

#include <stddef.h>

#include "murk/rules/blink.h"
#include "murk/rules/mimic.h"
#include "murk/rules/mind_items.h"
#include "murk/rules/split.h"
#include "murk/rules/submerge.h"
#include "murk/world/world.h"

struct behaviour {
    enum trait trait;
    bool (*hidden)(const struct monster *m);
    bool (*before)(struct game *game, struct monster *m);
    void (*after)(struct game *game, struct monster *m);
    void (*struck)(struct game *game, int slot, int damage);
};

/* In behaviour.def's order, which is the order they run in. */
static const struct behaviour behaviours[] = {
#define BEHAVIOUR(trait, hidden, before, after, struck)                                            \
    {TRAIT_##trait, hidden, before, after, struck},
#include "murk/rules/behaviour.def"
#undef BEHAVIOUR
};

enum { BEHAVIOUR_COUNT = (int)(sizeof behaviours / sizeof behaviours[0]) };

/* The traits with a line: a monster with none of them (most) is asked
 * nothing more, as mind_act asked for each trait before the table. */
static const uint32_t behaving =
#define BEHAVIOUR(trait, hidden, before, after, struck) TRAIT_BIT(TRAIT_##trait) |
#include "murk/rules/behaviour.def"
#undef BEHAVIOUR
    0u;

static bool behaves(const struct game *game, const struct monster *m)
{
    return (world_kind_of(game, m)->traits & behaving) != 0;
}

bool behaviour_hidden(const struct game *game, const struct monster *m)
{
    if (!behaves(game, m))
        return false;
    for (int i = 0; i < BEHAVIOUR_COUNT; i++)
        if (behaviours[i].hidden && world_has(game, m, behaviours[i].trait) &&
            behaviours[i].hidden(m))
            return true;
    return false;
}

bool behaviour_before(struct game *game, struct monster *m)
{
    if (!behaves(game, m))
        return false;
    for (int i = 0; i < BEHAVIOUR_COUNT; i++)
        if (behaviours[i].before && world_has(game, m, behaviours[i].trait) &&
            behaviours[i].before(game, m))
            return true;
    return false;
}

void behaviour_after(struct game *game, struct monster *m)
{
    if (!behaves(game, m))
        return;
    for (int i = 0; i < BEHAVIOUR_COUNT; i++)
        if (behaviours[i].after && world_has(game, m, behaviours[i].trait))
            behaviours[i].after(game, m);
}

void behaviour_struck(struct game *game, int slot, int damage)
{
    /* A split adds a monster to the slots, which never move: m stays. */
    const struct monster *m = &game->floor.monsters[slot];
    if (!behaves(game, m))
        return;
    for (int i = 0; i < BEHAVIOUR_COUNT; i++)
        if (behaviours[i].struck && world_has(game, m, behaviours[i].trait))
            behaviours[i].struck(game, slot, damage);
}
