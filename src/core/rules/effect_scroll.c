/* The effects of scrolls: naming an unknown item, and what reaches the
 * monsters (fear, lightning, fireball), which the turn applies from the
 * outcome. */
#include "murk/rules/effect_scroll.h"

#include <stdio.h>

#include "murk/rules/effect_use.h"

/* "The murky potion is a potion of healing." False, saying nothing, when
 * the kind was known. */
static bool identify(const struct item_env *env, int kind)
{
    if (kind < 0 || kind >= env->kinds->count || item_known(env->lore, env->kinds, kind))
        return false;
    char before[ITEM_NAME_MAX], after[ITEM_NAME_MAX];
    item_name(env->lore, env->kinds, kind, before, sizeof before);
    env->lore->known[kind] = true;
    item_true_name(env->kinds, kind, after, sizeof after);
    /* "a murky potion" becomes "The murky potion": drop the article. */
    const char *rest = before;
    if (rest[0] == 'a' && rest[1] == ' ')
        rest += 2;
    else if (rest[0] == 'a' && rest[1] == 'n' && rest[2] == ' ')
        rest += 3;
    msglog_add(env->log, env->turn, "The %s is %s.", rest, after);
    return true;
}

/* The kind a scroll of identify works on: the one at target if it is
 * unknown, else the first unknown in the order they came into the pack, or
 * -1. */
static int identify_target(const struct item_env *env, int target)
{
    if (item_query_fits(env->pack, env->lore, env->kinds, target, ITEM_QUERY_IDENTIFY))
        return env->pack->kinds[target];
    for (int i = 0; i < env->pack->count; i++)
        if (item_query_fits(env->pack, env->lore, env->kinds, i, ITEM_QUERY_IDENTIFY))
            return env->pack->kinds[i];
    return -1;
}

void effect_identify(struct effect_use *use)
{
    /* Chosen after learning the scroll, which may have made the target
     * known already (a second scroll of identify). */
    int target_kind = identify_target(use->env, use->identify);
    if (target_kind < 0)
        msglog_add(
            use->env->log, use->env->turn, "%s", item_query_none_message(ITEM_QUERY_IDENTIFY));
    else
        identify(use->env, target_kind);
}

void effect_fear(struct effect_use *use)
{
    /* The monsters are the minds' business: the turn frightens them. */
    if (use->env->outcome != NULL)
        *use->env->outcome =
            (struct outcome){.effect = OUTCOME_FRIGHTEN, .power = use->line->amount};
}

/* The outcome of a scroll that strikes, with the kind's harm and range.
 * The cells, the aim and the victims are the turn's to fill in. */
static void strike(struct effect_use *use, enum outcome_effect effect, const char *name)
{
    if (use->env->outcome == NULL)
        return;
    const struct item_kind *k = &use->env->kinds->kinds[use->kind];
    *use->env->outcome = (struct outcome){.effect = effect,
                                          .damage_min = k->harm_min,
                                          .damage_max = k->harm_max,
                                          .range = k->range,
                                          .item = -1};
    snprintf(use->env->outcome->name, sizeof use->env->outcome->name, "%s", name);
}

void effect_lightning(struct effect_use *use)
{
    strike(use, OUTCOME_BOLT, "bolt of lightning");
}

void effect_fireball(struct effect_use *use)
{
    strike(use, OUTCOME_BURST, "fireball");
}

/* The scrolls that act on minds and the map: the floor is the turn's to
 * change (mind_scroll.c applies the outcome). */
static void to_the_floor(struct effect_use *use, enum outcome_effect effect, int power)
{
    if (use->env->outcome != NULL)
        *use->env->outcome = (struct outcome){.effect = effect, .power = power, .item = -1};
}

void effect_aggravation(struct effect_use *use)
{
    to_the_floor(use, OUTCOME_AGGRAVATE, use->line->amount);
}

void effect_teleportation(struct effect_use *use)
{
    to_the_floor(use, OUTCOME_TELEPORT, 0);
}

void effect_magic_mapping(struct effect_use *use)
{
    to_the_floor(use, OUTCOME_MAP, 0);
}
