/* The effects of growth (doc/rules.md, "Growth"): a scroll of enchanting
 * and a potion of life, both metered (meter.def). The potion of strength
 * is effect_self.c's. */
#include "murk/rules/effect_growth.h"

#include <stdio.h>

#include "murk/rules/effect_use.h"
#include "murk/base/enchant.h"
#include "murk/base/entity.h"
#include "murk/base/status.h"

/* What a scroll of enchanting works on: the item at target when it can be
 * enchanted; else what is wielded, then worn, then readied; else the
 * first that can be in the pack; -1 for none. */
static int enchant_target(const struct item_env *env, int target)
{
    if (item_query_fits(env->pack, env->lore, env->kinds, target, ITEM_QUERY_ENCHANT))
        return target;
    int in_use[] = {item_pack_weapon(env->pack, env->kinds),
                    item_pack_armour(env->pack, env->kinds),
                    item_pack_launcher(env->pack, env->kinds)};
    for (size_t i = 0; i < sizeof in_use / sizeof in_use[0]; i++)
        if (in_use[i] >= 0)
            return in_use[i];
    for (int i = 0; i < env->pack->count; i++)
        if (item_query_fits(env->pack, env->lore, env->kinds, i, ITEM_QUERY_ENCHANT))
            return i;
    return -1;
}

void effect_enchanting(struct effect_use *use)
{
    const struct item_env *env = use->env;
    int slot = enchant_target(env, use->identify);
    if (slot < 0) {
        /* One sentence: "...: You have..." read as two run together. */
        msglog_add(env->log, env->turn, "Your pack glows for a moment, but you have nothing to enchant.");
        return;
    }
    if (env->pack->enchant[slot] + use->line->amount > ITEM_ENCHANT_MAX) {
        msglog_add(env->log, env->turn, "It can hold no more enchantment.");
        return;
    }
    item_pack_enchant(env->pack, env->kinds, slot, use->line->amount, env->player);
    char name[ITEM_NAME_MAX];
    item_pack_name(env->pack, env->lore, env->kinds, slot, name, sizeof name);
    msglog_add(env->log, env->turn, "It glows: %s (%c).", name, item_pack_letter(env->pack, slot));
}

void effect_life(struct effect_use *use)
{
    struct entity *e = use->target;
    bool poisoned = status_has(e, STATUS_POISONED);
    e->health_max += use->line->amount;
    e->health = e->health_max;
    status_cure(e, STATUS_POISONED);
    msglog_add(use->env->log, use->env->turn, "You feel more alive than ever!");
    if (poisoned)
        msglog_add(use->env->log, use->env->turn, "%s", status_end_message(STATUS_POISONED));
}
