/* Monsters that use what they find (mind_items.h). */
#include "murk/rules/mind_items.h"

#include <stdio.h>

#include "murk/world/carry.h"
#include "murk/base/item_floor.h"
#include "murk/rules/missile.h"
#include "murk/base/recall.h"
#include "murk/base/status.h"
#include "murk/world/world.h"

static int slot_of(const struct game *game, const struct monster *m)
{
    return (int)(m - game->floor.monsters);
}

/* What flies when a monster throws the kind, as when the player throws it
 * (item_missile_to_throw, asked of a pack of that one item). */
static bool throw_of(const struct game *game, int kind, struct item_missile *out)
{
    /* A potion may be thrown by the player (a cloud), never by a monster:
     * it keeps its potions to drink. */
    if (game->item_kinds->kinds[kind].class == ITEM_CLASS_POTION)
        return false;
    struct pack one = {.count = 1};
    one.kinds[0] = kind;
    one.counts[0] = 1;
    return item_missile_to_throw(&one, game->item_kinds, 0, out) == ITEM_OK;
}

/* What it wants: a potion, or what it can throw (darts, daggers). */
static bool wanted(const struct game *game, int kind)
{
    struct item_missile m;
    return game->item_kinds->kinds[kind].class == ITEM_CLASS_POTION || throw_of(game, kind, &m);
}

static bool heals(const struct game *game, int kind)
{
    const struct item_kind *k = &game->item_kinds->kinds[kind];
    return k->class == ITEM_CLASS_POTION &&
           (item_kind_has(k, EFFECT_HEALING) || item_kind_has(k, EFFECT_GREATER_HEALING));
}

/* It drinks the potion: only its healing does anything to a monster. */
static void drink(struct game *game, struct monster *m, int stack)
{
    int kind = m->carried[stack].kind;
    const struct parse_entries *lines = &game->item_kinds->kinds[kind].effects;
    for (int i = 0; i < lines->count; i++) {
        if (lines->at[i].word == EFFECT_HEALING)
            entity_heal(&m->base, lines->at[i].amount);
        if (lines->at[i].word == EFFECT_GREATER_HEALING) {
            m->base.health = m->base.health_max;
            status_cure(&m->base, STATUS_POISONED);
        }
    }
    carry_take_one(m, stack);
    if (world_sees_monster(game, m)) {
        world_announce(game, m, "drinks a potion!");
        recall_note_trait(&game->run.recall, m->kind, TRAIT_USES_ITEMS);
        /* Seen to heal by it, the player knows the potion for what it is. */
        game->run.lore.known[kind] = true;
    }
}

/* The index of the topmost item at p it wants and has room for, or -1. */
static int wanted_at(const struct game *game, const struct monster *m, struct pos p)
{
    const struct item_floor *floor = &game->floor.items;
    for (int i = floor->count - 1; i >= 0; i--)
        if (grid_eq(floor->items[i].pos, p) && wanted(game, floor->items[i].kind) &&
            carry_fits(m, floor->items[i].kind))
            return i;
    return -1;
}

static void pick_up(struct game *game, struct monster *m, int index)
{
    struct item *it = &game->floor.items.items[index];
    int kind = it->kind, count = item_floor_count(it);
    carry_add(m, kind, count);
    item_floor_remove(&game->floor.items, index);
    if (world_sees_monster(game, m)) {
        char name[ITEM_NAME_MAX], what[ITEM_NAME_MAX + 16];
        item_name_count(&game->run.lore, game->item_kinds, kind, count, name, sizeof name);
        snprintf(what, sizeof what, "picks up %s.", name);
        world_announce(game, m, what);
        recall_note_trait(&game->run.recall, m->kind, TRAIT_USES_ITEMS);
    }
}

/* Whether nothing but floor lies between the monster and p. */
static bool clear_line(const struct game *game, struct pos from, struct pos p)
{
    struct pos cells[2 * MIND_ITEM_REACH + 2];
    int n = grid_line(from, p, cells, (int)(sizeof cells / sizeof cells[0]));
    for (int i = 1; i < n - 1; i++)
        if (!map_walkable(&game->floor.map, cells[i].x, cells[i].y))
            return false;
    return n > 0;
}

/* A wanderer heads for the nearest item it wants within reach that it sees. */
static void look_for_items(struct game *game, struct monster *m)
{
    const struct item_floor *floor = &game->floor.items;
    int best = -1, best_distance = MIND_ITEM_REACH + 1;
    for (int i = 0; i < floor->count; i++) {
        const struct item *it = &floor->items[i];
        int d = grid_distance(m->base.pos, it->pos);
        if (d < best_distance && d <= m->base.sight && wanted(game, it->kind) &&
            carry_fits(m, it->kind) && world_passable(game, m, it->pos) &&
            clear_line(game, m->base.pos, it->pos)) {
            best = i;
            best_distance = d;
        }
    }
    if (best >= 0) {
        m->has_target = true;
        m->target = floor->items[best].pos;
    }
}

bool mind_items_act(struct game *game, struct monster *m)
{
    if (!game->item_kinds || !world_has(game, m, TRAIT_USES_ITEMS) || m->state == STATE_ASLEEP)
        return false;
    if (monster_badly_wounded(m))
        for (int i = 0; i < m->carried_stacks; i++)
            if (heals(game, m->carried[i].kind)) {
                drink(game, m, i);
                return true;
            }
    if (m->state == STATE_FLEEING)
        return false;
    int here = wanted_at(game, m, m->base.pos);
    if (here >= 0) {
        pick_up(game, m, here);
        return true;
    }
    if (m->state == STATE_WANDERING)
        look_for_items(game, m);
    return false;
}

bool mind_items_throw(struct game *game, struct monster *m, struct outcome *shot)
{
    if (!game->item_kinds || !world_has(game, m, TRAIT_USES_ITEMS))
        return false;
    struct item_missile missile;
    int stack = -1;
    for (int i = 0; i < m->carried_stacks && stack < 0; i++)
        if (throw_of(game, m->carried[i].kind, &missile))
            stack = i;
    if (stack < 0)
        return false;
    struct pos player = game->run.player.pos;
    struct flight line = missile_flight(game, m->base.pos, player, missile.range, FLIGHT_TRUE);
    if (!line.player)
        return false;
    *shot = (struct outcome){.effect = OUTCOME_MISSILE,
                             .damage_min = missile.damage_min,
                             .damage_max = missile.damage_max,
                             .range = missile.range,
                             .item = missile.kind,
                             .breaks = missile.breaks,
                             .shooter = slot_of(game, m),
                             .from = m->base.pos,
                             .toward = player,
                             .cell_count = line.count};
    const char *name = item_missile_name(game->item_kinds, missile.kind);
    snprintf(shot->name, sizeof shot->name, "%s", name);
    for (int i = 0; i < line.count; i++)
        shot->cells[i] = line.cells[i];
    carry_take_one(m, stack);
    char what[64];
    snprintf(what, sizeof what, "throws %s %s!", monster_article(name), name);
    if (world_sees_monster(game, m)) {
        world_announce(game, m, what);
        recall_note_trait(&game->run.recall, m->kind, TRAIT_USES_ITEMS);
    } else
        world_say(game, "Something throws %s %s!", monster_article(name), name);
    return true;
}

bool mind_items_keeps_away(const struct game *game, const struct monster *m)
{
    (void)game; /* the moment's signature: the thief's blow is the table's to ask */
    return m->carried_stacks > 0;
}
