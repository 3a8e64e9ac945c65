#include "aim.h"

#include "murk/turn/apply.h"
#include "murk/base/item.h"
#include "murk/rules/missile.h"

static struct action aimed(enum action_kind kind, int slot, struct pos cell)
{
    return (struct action){.kind = kind, .slot = slot, .target = -1, .cell = cell};
}

/* Whether a missile of the range flies from the player to the monster and
 * stops there, as far as the player can tell. */
static bool clear_line(const struct game *g, const struct monster *m, int range)
{
    struct flight f = missile_flight(g, g->run.player.pos, m->base.pos, range, FLIGHT_AS_PERCEIVED);
    return f.victim >= 0 && &g->floor.monsters[f.victim] == m;
}

/* A weapon it can throw and is not wielding (a spare dagger: one not in
 * use, or one more on the stack of the one wielded), or -1. */
static int spare_throwable(const struct game *g, struct item_missile *m)
{
    const struct pack *pack = &g->run.pack;
    for (int i = 0; i < pack->count; i++)
        if ((!pack->equipped[i] || item_pack_count(pack, i) > 1) &&
            g->item_kinds->kinds[pack->kinds[i]].class != ITEM_CLASS_POTION && /* zap.c's */
            item_missile_to_throw(pack, g->item_kinds, i, m) == ITEM_OK)
            return i;
    return -1;
}

bool bot_aim_shot(const struct game *g, const struct monster *m, struct action *out)
{
    if (!g->item_kinds || grid_distance(m->base.pos, g->run.player.pos) <= 1)
        return false;
    struct item_missile missile;
    if (item_missile_to_fire(&g->run.pack, g->item_kinds, &missile) == ITEM_OK &&
        clear_line(g, m, missile.range)) {
        *out = aimed(ACTION_FIRE, -1, m->base.pos);
        return true;
    }
    int slot = spare_throwable(g, &missile);
    if (slot >= 0 && clear_line(g, m, missile.range)) {
        *out = aimed(ACTION_THROW, slot, m->base.pos);
        return true;
    }
    return false;
}

/* The living monsters the player perceives within the burst's radius of
 * at (the burst's own line of sight is not checked: a wall may shield one). */
static int in_burst(const struct game *g, struct pos at)
{
    int n = 0;
    for (int i = 0; i < g->floor.monster_count; i++)
        n += world_perceived(g, i) &&
             grid_distance(g->floor.monsters[i].base.pos, at) <= APPLY_BURST_RADIUS;
    return n;
}

/* How many monsters perceived the scroll would hurt read toward the cell;
 * 0 when the player would be hurt too. */
static int scroll_hits(const struct game *g, const struct item_kind *k, struct pos toward)
{
    struct pos me = g->run.player.pos;
    if (item_kind_has(k, EFFECT_LIGHTNING)) {
        struct flight path;
        int victims[MISSILE_PATH_MAX], seen = 0;
        int n = missile_bolt(g, me, toward, k->range, &path, victims, MISSILE_PATH_MAX);
        for (int i = 0; i < n; i++)
            seen += world_perceived(g, victims[i]);
        return seen;
    }
    struct flight f = missile_flight(g, me, toward, k->range, FLIGHT_AS_PERCEIVED);
    if (f.count == 0 || grid_distance(f.end, me) <= APPLY_BURST_RADIUS)
        return 0;
    return in_burst(g, f.end);
}

bool bot_aim_scroll(const struct game *g, struct action *out)
{
    const struct pack *pack = &g->run.pack;
    for (int s = 0; g->item_kinds && s < pack->count; s++) {
        const struct item_kind *k = &g->item_kinds->kinds[pack->kinds[s]];
        if (k->class != ITEM_CLASS_SCROLL || k->range == 0 ||
            !item_known(&g->run.lore, g->item_kinds, pack->kinds[s]))
            continue;
        for (int i = 0; i < g->floor.monster_count; i++) {
            struct pos at = g->floor.monsters[i].base.pos;
            if (world_perceived(g, i) && scroll_hits(g, k, at) >= 2) {
                *out = aimed(ACTION_READ, s, at);
                return true;
            }
        }
    }
    return false;
}
