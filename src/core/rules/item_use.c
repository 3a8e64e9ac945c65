/* What using an item does, and the player's item actions. */
#include <stdio.h>

#include "murk/base/enchant.h"
#include "murk/rules/item_use.h"

void item_drink(const struct item_kind_list *kinds, struct item_lore *lore, int kind,
                struct entity *drinker, struct msglog *log, int turn)
{
    if (kind < 0 || kind >= kinds->count || kinds->kinds[kind].class != ITEM_CLASS_POTION)
        return;
    /* What it was comes first, then what it does: "It was a potion of
     * poison." "You feel very sick!" */
    item_learn(lore, kinds, kind, log, turn);
    struct item_env env = {.kinds = kinds, .lore = lore, .player = drinker, .log = log, .turn = turn};
    struct effect_use use = {.by = EFFECT_BY_DRINK, .target = drinker, .env = &env, .kind = kind};
    effect_apply_all(&kinds->kinds[kind].effects, &use);
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
    int enchant = item->enchant;
    /* A stack comes up whole; of what does not stack, one at a time. */
    int lying = item_floor_count(item);
    int taking = item_stacks(env->kinds, kind) ? lying : 1;
    int slot;
    int charges = item->charges;
    if (item_pack_add_enchanted(env->pack, env->kinds, kind, taking, enchant, &slot) != ITEM_OK)
        return refuse(env, ITEM_PACK_FULL);
    if (env->kinds->kinds[kind].class == ITEM_CLASS_WAND)
        env->pack->charges[slot] = charges; /* a wand's charges go with it */
    if (taking < lying)
        item->count = lying - taking;
    else
        item_floor_remove(env->floor, index);
    char name[ITEM_NAME_MAX];
    item_name_enchanted(env->lore, env->kinds, kind, taking, enchant, name, sizeof name);
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
    int charges = env->pack->charges[slot];
    int enchant = env->pack->enchant[slot];
    int kind = item_pack_take(env->pack, env->kinds, slot, env->player);
    int index = env->kinds->kinds[kind].class == ITEM_CLASS_WAND
                    ? item_floor_add_wand(env->floor, kind, charges, env->player->pos)
                    : item_floor_add_enchanted(env->floor, kind, 1, enchant, env->player->pos);
    /* Dropped where the player stands: seen, and stood on. */
    env->floor->items[index].seen = true;
    env->floor->items[index].stepped = true;
    char name[ITEM_NAME_MAX];
    item_name_enchanted(env->lore, env->kinds, kind, 1, enchant, name, sizeof name);
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
    item_name_enchanted(env->lore, env->kinds, kind, 1, env->pack->enchant[slot], name, sizeof name);
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
    struct effect_use use = {
        .by = EFFECT_BY_READ, .target = env->player, .env = env, .kind = kind, .identify = after};
    effect_apply_all(&env->kinds->kinds[kind].effects, &use);
    return ITEM_OK;
}
