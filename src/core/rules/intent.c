/* The words for a group member's intention, from its state. */
#include "murk/rules/intent.h"

#include "murk/rules/group.h"
#include "murk/rules/shout.h"
#include "murk/base/status.h"
#include "murk/world/world.h"

enum intent intent_of(const struct game *game, const struct monster *m)
{
    if (!entity_alive(&m->base))
        return INTENT_NONE;
    if (m->shout == SHOUT_SHOUTING)
        return INTENT_SHOUTING;
    if (m->waiting && m->state == STATE_HUNTING)
        return INTENT_WAITING;
    if (m->broke && m->state == STATE_FLEEING && m->base.status[STATUS_AFRAID] > 0)
        return INTENT_BROKE;
    if (m->state == STATE_WANDERING && group_leader(game, m) != NULL)
        return INTENT_FOLLOWING;
    return INTENT_NONE;
}

static const char *following(const struct game *game, const struct monster *m)
{
    const struct monster *leader = group_leader(game, m);
    return leader && leader->kind != m->kind ? "following the chief" : "following the pack";
}

const char *intent_pane_words(const struct game *game, const struct monster *m)
{
    switch (intent_of(game, m)) {
    case INTENT_SHOUTING:
        return "shouting";
    case INTENT_WAITING:
        return "waiting for you to come out";
    case INTENT_BROKE:
        return "afraid: the pack broke";
    case INTENT_FOLLOWING:
        return following(game, m);
    case INTENT_NONE:
        break;
    }
    return NULL;
}

const char *intent_list_words(const struct game *game, const struct monster *m)
{
    if (intent_of(game, m) == INTENT_WAITING)
        return "waiting at the corridor";
    return intent_pane_words(game, m);
}
