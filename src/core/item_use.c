/* What using an item does, and the player's item actions. */
#include <stdio.h>

#include "murk/item_use.h"
#include "murk/status.h"

void item_drink(const struct item_kind_list *kinds, struct item_lore *lore, int kind,
                struct entity *drinker, struct msglog *log, int turn)
{
    if (kind < 0 || kind >= kinds->count || kinds->kinds[kind].class != ITEM_CLASS_POTION)
        return;
    const struct item_kind *k = &kinds->kinds[kind];
    /* What it was comes first, then what it does: "It was a potion of
     * poison." "You feel very sick!" */
    item_learn(lore, kinds, kind, log, turn);
    switch (k->effect) {
    case ITEM_EFFECT_HEALING:
        entity_heal(drinker, k->power);
        msglog_add(log, turn, "You feel better.");
        break;
    case ITEM_EFFECT_GREATER_HEALING: {
        bool poisoned = status_has(drinker, STATUS_POISONED);
        drinker->health = drinker->health_max;
        status_cure(drinker, STATUS_POISONED);
        msglog_add(log, turn, "You feel much better.");
        if (poisoned)
            msglog_add(log, turn, "%s", status_end_message(STATUS_POISONED));
        break;
    }
    case ITEM_EFFECT_STRENGTH:
        drinker->damage_min += k->power;
        drinker->damage_max += k->power;
        msglog_add(log, turn, "You feel stronger!");
        break;
    case ITEM_EFFECT_POISON:
        status_dose(drinker, STATUS_POISONED, k->turns);
        msglog_add(log, turn, "You feel very sick!");
        break;
    case ITEM_EFFECT_REGENERATION:
        status_dose(drinker, STATUS_REGENERATING, k->turns);
        msglog_add(log, turn, "You feel your wounds begin to close.");
        break;
    case ITEM_EFFECT_CONFUSION:
        status_dose(drinker, STATUS_CONFUSED, k->turns);
        msglog_add(log, turn, "You feel dizzy!");
        break;
    case ITEM_EFFECT_NONE:
    case ITEM_EFFECT_IDENTIFY:
    case ITEM_EFFECT_FEAR:
    case ITEM_EFFECT_LIGHTNING:
    case ITEM_EFFECT_FIREBALL:
    case ITEM_EFFECT_COUNT:
        /* The loader keeps scroll effects off potions. */
        break;
    }
}

bool item_identify(struct item_lore *lore, const struct item_kind_list *kinds, int kind,
                   struct msglog *log, int turn)
{
    if (kind < 0 || kind >= kinds->count || item_known(lore, kinds, kind))
        return false;
    char before[ITEM_NAME_MAX], after[ITEM_NAME_MAX];
    item_name(lore, kinds, kind, before, sizeof before);
    lore->known[kind] = true;
    item_true_name(kinds, kind, after, sizeof after);
    /* "a murky potion" becomes "The murky potion": drop the article. */
    const char *rest = before;
    if (rest[0] == 'a' && rest[1] == ' ')
        rest += 2;
    else if (rest[0] == 'a' && rest[1] == 'n' && rest[2] == ' ')
        rest += 3;
    msglog_add(log, turn, "The %s is %s.", rest, after);
    return true;
}

/* Logs why an action did nothing, and passes the result on. */
static enum item_result refuse(const struct item_env *env, enum item_result result)
{
    msglog_add(env->log, env->turn, "%s", item_result_message(result));
    return result;
}

static bool in_pack(const struct item_env *env, int slot)
{
    return slot >= 0 && slot < env->pack->count && env->pack->kinds[slot] >= 0 &&
           env->pack->kinds[slot] < env->kinds->count;
}

enum item_result item_act_pick_up(const struct item_env *env)
{
    return item_act_pick_up_at(env, item_floor_at(env->floor, env->player->pos));
}

enum item_result item_act_pick_up_at(const struct item_env *env, int index)
{
    if (index < 0 || index >= env->floor->count ||
        !grid_eq(env->floor->items[index].pos, env->player->pos))
        return refuse(env, ITEM_NOTHING_HERE);
    struct item *item = &env->floor->items[index];
    int kind = item->kind;
    /* A stack comes up whole; of what does not stack, one at a time. */
    int lying = item_floor_count(item);
    int taking = item_stacks(env->kinds, kind) ? lying : 1;
    int slot;
    if (item_pack_add_count(env->pack, env->kinds, kind, taking, &slot) != ITEM_OK)
        return refuse(env, ITEM_PACK_FULL);
    if (taking < lying)
        item->count = lying - taking;
    else
        item_floor_remove(env->floor, index);
    char name[ITEM_NAME_MAX];
    item_name_count(env->lore, env->kinds, kind, taking, name, sizeof name);
    int count = item_pack_count(env->pack, slot);
    if (count > taking)
        msglog_add(env->log,
                   env->turn,
                   "You pick up %s (%c, %d in all).",
                   name,
                   item_pack_letter(env->pack, slot),
                   count);
    else
        msglog_add(
            env->log, env->turn, "You pick up %s (%c).", name, item_pack_letter(env->pack, slot));
    return ITEM_OK;
}

enum item_result item_act_drop(const struct item_env *env, int slot)
{
    if (!in_pack(env, slot))
        return refuse(env, ITEM_NO_SUCH_ITEM);
    if (env->floor->count >= ITEM_FLOOR_MAX)
        return refuse(env, ITEM_FLOOR_FULL);
    int kind = item_pack_take(env->pack, env->kinds, slot, env->player);
    int index = item_floor_add(env->floor, kind, env->player->pos);
    /* Dropped where the player stands: seen, and stood on. */
    env->floor->items[index].seen = true;
    env->floor->items[index].stepped = true;
    char name[ITEM_NAME_MAX];
    item_name(env->lore, env->kinds, kind, name, sizeof name);
    msglog_add(env->log, env->turn, "You drop %s.", name);
    return ITEM_OK;
}

enum item_result item_act_equip(const struct item_env *env, int slot)
{
    enum item_result result = item_equip(env->pack, env->kinds, slot, env->player);
    if (result != ITEM_OK)
        return refuse(env, result);
    int kind = env->pack->kinds[slot];
    char name[ITEM_NAME_MAX];
    item_name(env->lore, env->kinds, kind, name, sizeof name);
    enum item_class class = env->kinds->kinds[kind].class;
    const char *verb = class == ITEM_CLASS_WEAPON     ? "wield"
                       : class == ITEM_CLASS_LAUNCHER ? "ready"
                                                      : "wear";
    msglog_add(env->log, env->turn, "You %s %s.", verb, name);
    return ITEM_OK;
}

enum item_result item_act_take_off(const struct item_env *env, int slot)
{
    enum item_result result = item_unequip(env->pack, env->kinds, slot, env->player);
    if (result != ITEM_OK)
        return refuse(env, result);
    const struct item_kind *k = &env->kinds->kinds[env->pack->kinds[slot]];
    if (k->class == ITEM_CLASS_WEAPON || k->class == ITEM_CLASS_LAUNCHER)
        msglog_add(env->log, env->turn, "You put away your %s.", k->name);
    else
        msglog_add(env->log, env->turn, "You take off your %s.", k->name);
    return ITEM_OK;
}

enum item_result item_act_drink(const struct item_env *env, int slot)
{
    if (!in_pack(env, slot))
        return refuse(env, ITEM_NO_SUCH_ITEM);
    if (env->kinds->kinds[env->pack->kinds[slot]].class != ITEM_CLASS_POTION)
        return refuse(env, ITEM_CANNOT_DRINK);
    int kind = item_pack_take(env->pack, env->kinds, slot, env->player);
    item_drink(env->kinds, env->lore, kind, env->player, env->log, env->turn);
    return ITEM_OK;
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

/* The outcome of a scroll that strikes: a bolt of lightning or a
 * fireball, with the kind's harm and range. The cells, the aim and the
 * victims are the turn's to fill in. */
static void strike(struct outcome *outcome, const struct item_kind *k)
{
    bool bolt = k->effect == ITEM_EFFECT_LIGHTNING;
    *outcome = (struct outcome){.effect = bolt ? OUTCOME_BOLT : OUTCOME_BURST,
                                .damage_min = k->harm_min,
                                .damage_max = k->harm_max,
                                .range = k->range,
                                .item = -1};
    snprintf(outcome->name, sizeof outcome->name, "%s", bolt ? "bolt of lightning" : "fireball");
}

enum item_result item_act_read(const struct item_env *env, int slot, int target)
{
    if (!in_pack(env, slot))
        return refuse(env, ITEM_NO_SUCH_ITEM);
    if (env->kinds->kinds[env->pack->kinds[slot]].class != ITEM_CLASS_SCROLL)
        return refuse(env, ITEM_CANNOT_READ);
    /* Taking the scroll out moves the later slots down (their letters stay
     * with them), the target's too; the scroll itself is no target. */
    int after = target > slot ? target - 1 : target == slot ? -1 : target;
    int kind = item_pack_take(env->pack, env->kinds, slot, env->player);
    item_learn(env->lore, env->kinds, kind, env->log, env->turn);
    const struct item_kind *k = &env->kinds->kinds[kind];
    switch (k->effect) {
    case ITEM_EFFECT_IDENTIFY: {
        /* Chosen after learning the scroll, which may have made the target
         * known already (a second scroll of identify). */
        int target_kind = identify_target(env, after);
        if (target_kind < 0)
            msglog_add(env->log, env->turn, "%s", item_query_none_message(ITEM_QUERY_IDENTIFY));
        else
            item_identify(env->lore, env->kinds, target_kind, env->log, env->turn);
        break;
    }
    case ITEM_EFFECT_FEAR:
        /* The monsters are the minds' business: the turn frightens them. */
        if (env->outcome != NULL)
            *env->outcome = (struct outcome){.effect = OUTCOME_FRIGHTEN, .power = k->turns};
        break;
    case ITEM_EFFECT_LIGHTNING:
    case ITEM_EFFECT_FIREBALL:
        /* Where it goes and whom it hurts is the turn's to find. */
        if (env->outcome != NULL)
            strike(env->outcome, k);
        break;
    case ITEM_EFFECT_NONE:
    case ITEM_EFFECT_HEALING:
    case ITEM_EFFECT_GREATER_HEALING:
    case ITEM_EFFECT_STRENGTH:
    case ITEM_EFFECT_POISON:
    case ITEM_EFFECT_REGENERATION:
    case ITEM_EFFECT_CONFUSION:
    case ITEM_EFFECT_COUNT:
        /* The loader keeps potion effects off scrolls. */
        break;
    }
    return ITEM_OK;
}
