#include "zap.h"

#include "murk/rules/cloud.h"
#include "murk/base/item.h"
#include "murk/rules/missile.h"
#include "murk/base/status.h"
#include "murk/rules/wand.h"

static struct action aimed(enum action_kind kind, int slot, struct pos cell)
{
    return (struct action){.kind = kind, .slot = slot, .target = -1, .cell = cell};
}

bool bot_strong(const struct game *g, const struct monster *m)
{
    return m->base.health >= BOT_STRONG_HEALTH ||
           m->base.damage_max * 3 >= g->run.player.health_max;
}

/* Whether a bolt from the player stops at the monster, as the player can
 * tell, and it is not next to them. */
static bool in_line(const struct game *g, int slot)
{
    const struct monster *m = &g->floor.monsters[slot];
    if (grid_distance(m->base.pos, g->run.player.pos) <= 1)
        return false;
    struct flight f =
        missile_flight(g, g->run.player.pos, m->base.pos, WAND_RANGE, FLIGHT_AS_PERCEIVED);
    return f.victim == slot;
}

/* The slot of a wand the bot may zap with the effect (a known one with a
 * charge), or -1. */
static int known_wand(const struct game *g, enum effect e)
{
    const struct pack *pack = &g->run.pack;
    for (int i = 0; i < pack->count; i++) {
        const struct item_kind *k = &g->item_kinds->kinds[pack->kinds[i]];
        if (k->class == ITEM_CLASS_WAND &&
            item_known(&g->run.lore, g->item_kinds, pack->kinds[i]) && pack->charges[i] > 0 &&
            item_kind_has(k, e))
            return i;
    }
    return -1;
}

/* An unknown wand to learn by zapping, one with a charge left: an empty
 * one only fizzles, and tells nothing (it had zapped one for good). */
static int unknown_wand(const struct game *g)
{
    const struct pack *pack = &g->run.pack;
    for (int i = 0; i < pack->count; i++)
        if (g->item_kinds->kinds[pack->kinds[i]].class == ITEM_CLASS_WAND &&
            !item_known(&g->run.lore, g->item_kinds, pack->kinds[i]) && pack->charges[i] > 0)
            return i;
    return -1;
}

/* Whether negation would take something from it: it regenerates, or a
 * good status of its is on (and it is not negated already). */
static bool worth_negating(const struct game *g, const struct monster *m)
{
    if (m->negated)
        return false;
    if (world_has(g, m, TRAIT_REGENERATES))
        return true;
    for (int s = 0; s < STATUS_COUNT; s++)
        if (m->base.status[s] > 0 && status_good((enum status)s))
            return true;
    return false;
}

/* The judgment for one monster in view: the wand to zap at it, or -1. */
static int wand_for(const struct game *g, const struct monster *m)
{
    if (m->state == STATE_FLEEING)
        return known_wand(g, EFFECT_BECKONING);
    if (m->state == STATE_ASLEEP)
        return -1;
    int negation = known_wand(g, EFFECT_NEGATION);
    if (negation >= 0 && worth_negating(g, m))
        return negation;
    if (bot_strong(g, m)) {
        int slow = known_wand(g, EFFECT_SLOWNESS);
        if (slow >= 0 && !status_has(&m->base, STATUS_SLOWED))
            return slow;
        int sleep = known_wand(g, EFFECT_SLEEP);
        if (sleep >= 0)
            return sleep;
        int away = known_wand(g, EFFECT_TELEPORT_OTHER);
        if (away >= 0)
            return away;
    }
    return unknown_wand(g);
}

bool bot_zap(const struct game *g, struct action *out)
{
    if (!g->item_kinds)
        return false;
    for (int i = 0; i < g->floor.monster_count; i++) {
        const struct monster *m = &g->floor.monsters[i];
        if (!world_perceived(g, i) || m->base.damage_max <= 0)
            continue;
        /* The judgment before the line: a look at the pack is cheaper than
         * a bolt's flight, and with no wand for it there is none to fly. */
        int wand = wand_for(g, m);
        if (wand >= 0 && in_line(g, i)) {
            *out = aimed(ACTION_ZAP, wand, m->base.pos);
            return true;
        }
    }
    return false;
}

/* Whether a cloud gives harm: a thrown effect, none of them good. */
static bool harmful_cloud(const struct item_kind *k)
{
    bool thrown = false;
    for (int i = 0; i < k->effects.count; i++) {
        enum effect e = (enum effect)k->effects.at[i].word;
        if (!(effect_where(e) & EFFECT_ON_THROWN))
            continue;
        if (effect_good(e))
            return false;
        thrown = true;
    }
    return thrown;
}

bool bot_wants_to_throw_or_zap(const struct game *g, int kind)
{
    const struct item_kind *k = &g->item_kinds->kinds[kind];
    if (k->class == ITEM_CLASS_WAND)
        return true;
    return k->class == ITEM_CLASS_POTION && item_known(&g->run.lore, g->item_kinds, kind) &&
           harmful_cloud(k);
}

/* How many monsters perceived the potion's cloud would catch thrown at
 * the monster in slot; 0 when it would catch the player or not shatter
 * on it. */
static int caught(const struct game *g, int slot)
{
    struct pos me = g->run.player.pos, at = g->floor.monsters[slot].base.pos;
    int range = grid_distance(me, at);
    if (range > ITEM_POTION_THROW_RANGE)
        return 0;
    struct flight f = missile_flight(g, me, at, range, FLIGHT_AS_PERCEIVED);
    if (f.victim != slot || cloud_covers(f.end, me))
        return 0;
    int n = 0;
    for (int i = 0; i < g->floor.monster_count; i++)
        n += world_perceived(g, i) && cloud_covers(f.end, g->floor.monsters[i].base.pos);
    return n;
}

bool bot_throw_potion(const struct game *g, struct action *out)
{
    if (!g->item_kinds)
        return false;
    const struct pack *pack = &g->run.pack;
    for (int s = 0; s < pack->count; s++) {
        const struct item_kind *k = &g->item_kinds->kinds[pack->kinds[s]];
        if (k->class != ITEM_CLASS_POTION ||
            !item_known(&g->run.lore, g->item_kinds, pack->kinds[s]) || !harmful_cloud(k))
            continue;
        for (int i = 0; i < g->floor.monster_count; i++)
            if (world_perceived(g, i) && caught(g, i) >= 2) {
                *out = aimed(ACTION_THROW, s, g->floor.monsters[i].base.pos);
                return true;
            }
    }
    return false;
}
