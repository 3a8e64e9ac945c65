#include "bot.h"

#include <stdlib.h>
#include <string.h>

#include "aim.h"
#include "zap.h"
#include "band.h"
#include "murk/base/item.h"
#include "murk/base/status.h"
#include "murk/world/place_cage.h"
#include "place.h"

static struct action act(enum action_kind kind, int slot)
{
    return (struct action){.kind = kind, .slot = slot, .target = -1};
}

static struct action step(struct pos dir)
{
    return (struct action){.kind = ACTION_MOVE, .dir = dir, .slot = -1, .target = -1};
}

void bot_free(struct bot *bot)
{
    dmap_free(&bot->walk);
    free(bot->known);
    free(bot->memory);
    bot_frontier_free(&bot->frontier);
    memset(bot, 0, sizeof *bot);
}

static int percent(const struct entity *e)
{
    return e->health * 100 / (e->health_max > 0 ? e->health_max : 1);
}

static bool known(const struct game *g, int kind)
{
    return item_known(&g->run.lore, g->item_kinds, kind);
}

static const struct item_kind *kind_at(const struct game *g, int slot)
{
    return &g->item_kinds->kinds[g->run.pack.kinds[slot]];
}

/* The slot of a known item with the effect, or -1. */
static int slot_with(const struct game *g, enum effect effect)
{
    for (int i = 0; g->item_kinds && i < g->run.pack.count; i++)
        if (item_kind_has(kind_at(g, i), effect) && known(g, g->run.pack.kinds[i]))
            return i;
    return -1;
}

/* The slot of an unknown item of the class, or -1. */
static int unknown_of(const struct game *g, enum item_class class)
{
    for (int i = 0; g->item_kinds && i < g->run.pack.count; i++)
        if (kind_at(g, i)->class == class && !known(g, g->run.pack.kinds[i]))
            return i;
    return -1;
}

/* A potion that heals, known: the greater kind when badly hurt. */
static int healing_slot(const struct game *g)
{
    int greater = slot_with(g, EFFECT_GREATER_HEALING);
    return greater >= 0 ? greater : slot_with(g, EFFECT_HEALING);
}

/* What gear is worth to the bot: a weapon its damage, armour its defense,
 * a bow one more than its damage (any bow is better than none); 0 for the
 * rest. */
static int gear_value(const struct item_kind *k);

/* The same of the gear at slot, with its enchantment. */
static int slot_value(const struct game *g, int slot)
{
    int value = gear_value(kind_at(g, slot));
    return value > 0 ? value + enchant_gain(g->run.pack.enchant[slot]) : 0;
}

static int gear_value(const struct item_kind *k)
{
    switch (k->class) {
    case ITEM_CLASS_WEAPON:
        return k->damage;
    case ITEM_CLASS_ARMOUR:
        return k->defense;
    case ITEM_CLASS_LAUNCHER:
        return k->damage + 1;
    default:
        return 0;
    }
}

/* The slot of what is wielded, worn or readied in the class's place, or
 * -1. */
static int worn_of(const struct game *g, enum item_class class)
{
    const struct pack *pack = &g->run.pack;
    if (class == ITEM_CLASS_WEAPON)
        return item_pack_weapon(pack, g->item_kinds);
    if (class == ITEM_CLASS_ARMOUR)
        return item_pack_armour(pack, g->item_kinds);
    return class == ITEM_CLASS_LAUNCHER ? item_pack_launcher(pack, g->item_kinds) : -1;
}

/* How much better the gear at slot is than what is worn or wielded now. */
static int gear_gain(const struct game *g, int slot)
{
    const struct item_kind *k = kind_at(g, slot);
    if (g->run.pack.equipped[slot] || gear_value(k) == 0)
        return 0;
    int worn = worn_of(g, k->class);
    return slot_value(g, slot) - (worn < 0 ? 0 : slot_value(g, worn));
}

static int better_gear(const struct game *g)
{
    for (int i = 0; g->item_kinds && i < g->run.pack.count; i++)
        if (gear_gain(g, i) > 0)
            return i;
    return -1;
}

/* Whether it wants the item kind lying somewhere: potions, scrolls and
 * ammunition always, gear when better than what it has. */
static bool wanted(const struct game *g, int kind)
{
    const struct item_kind *k = &g->item_kinds->kinds[kind];
    if (bot_wants_to_throw_or_zap(g, kind))
        return true; /* a wand; a known potion to throw into a group */
    if (k->class == ITEM_CLASS_POTION && known(g, kind))
        return item_kind_good(k); /* effect.def's JUDGE: every effect good for it */
    if (k->class == ITEM_CLASS_POTION || k->class == ITEM_CLASS_SCROLL ||
        k->class == ITEM_CLASS_AMMO)
        return true;
    int best = 0;
    for (int i = 0; i < g->run.pack.count; i++) {
        const struct item_kind *have = kind_at(g, i);
        if (have->class == k->class && slot_value(g, i) > best)
            best = slot_value(g, i);
    }
    return gear_value(k) > best;
}

/* Its item judgment, for the floor's place (place.h). */
static const struct bot_judge judge = {wanted, gear_value};

/* Whether it walks to the item at index: wanted, and, a place's gift,
 * one its choice there would take. */
static bool goes_for(const struct game *g, int index)
{
    const struct item *it = &g->floor.items.items[index];
    return it->seen && wanted(g, it->kind) &&
           (!bot_place_gift(g, index) || bot_place_takes(g, &judge, index));
}

/* A monster the player perceives that is awake and can hurt: the ones
 * worth a thought. The bot knows only what the player does. */
static bool threat(const struct game *g, const struct monster *m)
{
    return world_perceived(g, m->id - 1) && m->base.damage_max > 0 && m->state != STATE_ASLEEP &&
           !m->ally && place_captive(g) != m->id - 1;
}

/* The weakest living monster the player perceives next to it, as a
 * direction, or -1. */
static int weakest_adjacent(const struct game *g)
{
    int best = -1, best_health = 0;
    for (int d = 0; d < GRID_DIRS; d++) {
        struct pos at = grid_add(g->run.player.pos, grid_dir(d));
        int slot = world_monster_at(g, at);
        /* One in the water only sensed may be beneath it, out of reach: a
         * blow there would be a step into water, no turn at all. */
        /* A captive in its cage is walked into too: that frees it. */
        if (!world_perceived(g, slot) || g->floor.monsters[slot].ally ||
            (world_perceives(g, slot) != PERCEIVE_SIGHT &&
             !map_walkable(&g->floor.map, at.x, at.y)))
            continue;
        int h = g->floor.monsters[slot].base.health;
        if (best < 0 || h < best_health) {
            best = d;
            best_health = h;
        }
    }
    return best;
}

static const struct monster *nearest_threat(const struct bot *bot, const struct game *g)
{
    const struct monster *best = NULL;
    int best_d = 0;
    for (int i = 0; i < g->floor.monster_count; i++) {
        const struct monster *m = &g->floor.monsters[i];
        if (!threat(g, m) || bot->floor_turns < bot->ignore_until[i])
            continue;
        int d = grid_distance(m->base.pos, g->run.player.pos);
        if (!best || d < best_d) {
            best = m;
            best_d = d;
        }
    }
    return best;
}

/* KNOWN_SEEN when the player remembers the cell (a door last seen open
 * is remembered as 2, which is not the bot's bit for standing there). */
static uint8_t seen_bit(const struct map *map, int i)
{
    return map->remembered[i] ? KNOWN_SEEN : 0;
}

/* Walking over what the player knows: a known cell the player may go
 * through costs 1, anything else is wall. */
static uint8_t walk_cost(const struct map *map, int i)
{
    return map->remembered[i] && bot_way_through(map->tiles[i]);
}

/* Walking distances over what the player knows (the costs are kept up to
 * date as cells become known: learn_cells). Goals are set by the caller
 * between this and reachable. */
static void walk_begin(struct bot *bot, const struct game *g)
{
    (void)g;
    dmap_clear(&bot->walk);
}

/* The step down the walk map from the player, or {0,0} when none is
 * lower. Monsters in the way are walked into, which is a blow. */
static bool walk_step(struct bot *bot, const struct game *g, struct pos *dir)
{
    struct pos at = g->run.player.pos;
    int32_t best = dmap_get(&bot->walk, at);
    bool found = false;
    for (int d = 0; d < GRID_DIRS; d++) {
        int32_t v = dmap_get(&bot->walk, grid_add(at, grid_dir(d)));
        if (v < best) {
            best = v;
            *dir = grid_dir(d);
            found = true;
        }
    }
    return found;
}

/* Spreads the walk map's goals as far as the player's cell and says
 * whether the player can reach one. Spread no farther (dmap_scan_to): every
 * cell lower than the player's then holds its value, which is all
 * walk_step reads, and a later walk_ready carries on from there. */
static bool reachable(struct bot *bot, const struct game *g)
{
    dmap_scan_to(&bot->walk, g->run.player.pos);
    return dmap_get(&bot->walk, g->run.player.pos) < DMAP_UNREACHABLE;
}

/* The kept quiet plan spread on to where the player stands now: it may
 * have stepped off the plan's way (a fight, a fall back) to a cell the
 * scan stopped short of. Nothing when it holds a value already. */
static void walk_ready(struct bot *bot, const struct game *g)
{
    dmap_scan_to(&bot->walk, g->run.player.pos);
}

/* Makes every cell of the set a goal of the walk map. */
static void set_goals(struct bot *bot, const struct map *map, const struct bot_cell_set *set)
{
    for (int k = 0; k < set->count; k++) {
        int32_t i = set->cells[k];
        dmap_set_goal(&bot->walk, (struct pos){i % map->width, i / map->width}, 0);
    }
}

/* Where to walk when all is quiet, first that it can reach of: the Lamp,
 * items it wants, the unknown (unless long on a floor whose stairs it
 * knows), the stairs. Leaves the walk map scanned for it; returns false
 * when there is nowhere to go. */
static bool quiet_goal(struct bot *bot, const struct game *g, bool *descend_now)
{
    const struct map *map = &g->floor.map;
    *descend_now = false;
    /* The unknown's edge (frontier.h: a known cell with unknown next to it
     * that the player has not stood on, as standing there showed all it
     * could) and the stairs, as the map is now: brought up to date with
     * each plan, so plan_still_made can tell the memory is the plan's. */
    struct bot_frontier *f = &bot->frontier;
    bot_frontier_sync(f, map, bot->known, KNOWN_STOOD);
    if (g->floor.has_lamp && map->remembered[map_index(map, g->floor.lamp.x, g->floor.lamp.y)]) {
        walk_begin(bot, g);
        dmap_set_goal(&bot->walk, g->floor.lamp, 0);
        if (reachable(bot, g))
            return true;
    }
    if (g->item_kinds && g->run.pack.count < ITEM_PACK_MAX) {
        walk_begin(bot, g);
        for (int i = 0; i < g->floor.items.count; i++) {
            const struct item *it = &g->floor.items.items[i];
            if (goes_for(g, i) && !grid_eq(it->pos, g->run.player.pos))
                dmap_set_goal(&bot->walk, it->pos, 0);
        }
        struct pos cage;
        if (bot_place_goal(g, &cage))
            dmap_set_goal(&bot->walk, cage, 0);
        if (reachable(bot, g))
            return true;
    }
    bool stairs_known = f->stairs.count > 0;
    /* Long on a floor, it takes the stairs it knows rather than explore on. */
    if (!stairs_known || bot->floor_turns < BOT_FLOOR_TURNS) {
        walk_begin(bot, g);
        set_goals(bot, map, &f->frontier);
        if (reachable(bot, g))
            return true;
    }
    walk_begin(bot, g);
    set_goals(bot, map, &f->stairs);
    *descend_now = true;
    return reachable(bot, g);
}

/* What the quiet plan turns on besides the known cells: the floor, the
 * items seen and wanted, the pack's size, whether the floor has gone on
 * too long, the Lamp. */
static uint64_t plan_key(const struct bot *bot, const struct game *g)
{
    uint64_t key = 1469598103934665603ULL;
#define MIX(v) (key = (key ^ (uint64_t)(v)) * 1099511628211ULL)
    MIX(g->run.depth);
    MIX(g->run.pack.count);
    MIX(bot->floor_turns >= BOT_FLOOR_TURNS);
    MIX(g->floor.has_lamp);
    struct pos cage;
    MIX(bot_place_goal(g, &cage));
    for (int i = 0; g->item_kinds && i < g->floor.items.count; i++) {
        const struct item *it = &g->floor.items.items[i];
        if (goes_for(g, i))
            MIX(it->pos.x * 1000 + it->pos.y);
    }
#undef MIX
    return key;
}

/* A cell of the box around the player differs from the map's memory as
 * last read: the bot learns it, should it be newly seen (or forgotten);
 * a door's memory turning open or shut is not. Returns whether it was. */
static bool learn_cell(struct bot *bot, const struct map *map, int x, int y)
{
    int i = map_index(map, x, y);
    bot->memory[i] = map->remembered[i];
    if (seen_bit(map, i) == (bot->known[i] & KNOWN_SEEN))
        return false;
    bot->known[i] = (uint8_t)((bot->known[i] & KNOWN_STOOD) | seen_bit(map, i));
    dmap_set_cost(&bot->walk, x, y, walk_cost(map, i));
    return true;
}

/* What learn_cells found new: a cell seen (or forgotten), the player's
 * cell stood on for the first time and it was frontier, or it was not. */
enum { LEARNT_SEEN = 1, LEARNT_STOOD_FRONTIER = 2, LEARNT_STOOD = 4 };

/* Brings the bot's copy of the known cells up to date, looking only where
 * anything new can have been seen: around the player (a row of it the
 * same as when last read, byte for byte, holds nothing new). Returns
 * what was new (LEARNT_*). */
static int learn_cells(struct bot *bot, const struct game *g)
{
    const struct map *map = &g->floor.map;
    int cells = map->width * map->height;
    if (bot->known_cells != cells || bot->floor_depth_known != g->run.depth) {
        free(bot->known);
        free(bot->memory);
        bot->known = calloc((size_t)cells, 1);
        bot->memory = malloc((size_t)cells);
        if (!bot->memory) {
            free(bot->known);
            bot->known = NULL;
        }
        bot->known_cells = bot->known ? cells : 0;
        bot->floor_depth_known = g->run.depth;
        if (bot->walk.width != map->width || bot->walk.height != map->height) {
            dmap_free(&bot->walk);
            dmap_init(&bot->walk, map->width, map->height);
        }
        bot_frontier_reset(&bot->frontier, map); /* empty, as nothing is known yet */
        if (!bot->known)
            return LEARNT_SEEN;
        memcpy(bot->memory, map->remembered, (size_t)cells);
        for (int y = 0; y < map->height; y++)
            for (int x = 0; x < map->width; x++) {
                int i = map_index(map, x, y);
                bot->known[i] = seen_bit(map, i);
                dmap_set_cost(&bot->walk, x, y, walk_cost(map, i));
            }
        return LEARNT_SEEN;
    }
    struct pos p = g->run.player.pos;
    int reach = g->run.player.sight;
    int learnt = 0;
    /* After a scroll, what is known may have changed anywhere. */
    int from_y = bot->relearn ? 0 : p.y - reach, to_y = bot->relearn ? map->height : p.y + reach;
    int from_x = bot->relearn ? 0 : p.x - reach, to_x = bot->relearn ? map->width : p.x + reach;
    bot->relearn = false;
    from_x = from_x < 0 ? 0 : from_x;
    from_y = from_y < 0 ? 0 : from_y;
    to_x = to_x > map->width - 1 ? map->width - 1 : to_x;
    to_y = to_y > map->height - 1 ? map->height - 1 : to_y;
    for (int y = from_y; from_x <= to_x && y <= to_y; y++) {
        int row = map_index(map, from_x, y);
        size_t n = (size_t)(to_x - from_x + 1);
        if (!memcmp(bot->memory + row, map->remembered + row, n))
            continue;
        for (int x = from_x; x <= to_x; x++)
            if (bot->memory[row + x - from_x] != map->remembered[row + x - from_x])
                learnt |= learn_cell(bot, map, x, y) ? LEARNT_SEEN : 0;
    }
    int here = map_index(map, p.x, p.y);
    if (!(bot->known[here] & KNOWN_STOOD)) {
        bot->known[here] |= KNOWN_STOOD;
        learnt |= bot_frontier_stood(&bot->frontier, here) ? LEARNT_STOOD_FRONTIER : LEARNT_STOOD;
    }
    return learnt;
}

/* Whether a wanted item lies where the player stands (the quiet plan's
 * item goals leave that cell out). */
static bool goes_for_here(const struct game *g)
{
    for (int i = 0; g->item_kinds && i < g->floor.items.count; i++)
        if (grid_eq(g->floor.items.items[i].pos, g->run.player.pos) && goes_for(g, i))
            return true;
    return false;
}

/* Whether the plan kept would be made again the same, when all that
 * changed since it was made is cells stood on that were no frontier: its
 * goals are the same if the map's memory is still as the frontier last
 * saw it (the sync finds no cell changed) and no wanted item lies under
 * the player, now or when it was made; and where it reaches is the same
 * if the player has only stepped, each turn, between cells the walk map
 * goes through (plan_connected): from there the same goals are reached
 * first. */
static bool plan_still_made(struct bot *bot, const struct game *g)
{
    return bot->plan_connected && !bot->plan_item_from && !goes_for_here(g) &&
           !bot_frontier_sync(&bot->frontier, &g->floor.map, bot->known, KNOWN_STOOD);
}

/* The quiet plan, made again only when what it depends on changed. */
static bool plan(struct bot *bot, const struct game *g, bool *descend_now)
{
    uint64_t key = plan_key(bot, g);
    bool remake = bot->cells_changed || !bot->known || !bot->plan_made || key != bot->plan_key;
    if (!remake && bot->stood_since_plan)
        remake = !plan_still_made(bot, g);
    bot->stood_since_plan = false;
    if (remake) {
        bot->cells_changed = false;
        bot->plan_found = quiet_goal(bot, g, &bot->plan_descend);
        bot->plan_key = key;
        bot->plan_made = true;
        bot->plan_item_from = goes_for_here(g);
        bot->plan_connected = dmap_get(&bot->walk, g->run.player.pos) != DMAP_WALL;
        bot->last_pos = g->run.player.pos;
    }
    *descend_now = bot->plan_descend;
    return bot->plan_found;
}

/* The kept plan's reach holds while the player steps between cells the
 * walk map goes through (its costs are the plan's: when they change, the
 * plan is made again). */
static void follow_reach(struct bot *bot, const struct game *g)
{
    struct pos p = g->run.player.pos;
    if (grid_distance(p, bot->last_pos) > 1 || dmap_get(&bot->walk, p) == DMAP_WALL)
        bot->plan_connected = false;
    bot->last_pos = p;
}

/* Steps away from the monster: the neighbour farthest from it. */
static struct action fall_back(const struct game *g, const struct monster *m)
{
    struct pos at = g->run.player.pos, best = {0, 0};
    int best_d = grid_distance(at, m->base.pos);
    for (int d = 0; d < GRID_DIRS; d++) {
        struct pos to = grid_add(at, grid_dir(d));
        int dist = grid_distance(to, m->base.pos);
        if (map_walkable(&g->floor.map, to.x, to.y) && !world_occupied(g, to) && dist > best_d) {
            best_d = dist;
            best = grid_dir(d);
        }
    }
    return step(best);
}

/* The floor's counters, and what it knows of the cells, brought up to date
 * at the start of each turn. */
static void begin_turn(struct bot *bot, const struct game *g)
{
    if (bot->floor_depth != g->run.depth) {
        bot->floor_depth = g->run.depth;
        bot->floor_turns = 0;
        bot->waited = 0;
        bot->chase_until = 0;
        bot->band_until = 0;
        memset(bot->ignore_until, 0, sizeof bot->ignore_until); /* slots are a floor's own */
    }
    bot->floor_turns++;
    /* Every turn, fighting or not: what was seen while fighting counts too. */
    int learnt = learn_cells(bot, g);
    bot->cells_changed |= (learnt & (LEARNT_SEEN | LEARNT_STOOD_FRONTIER)) != 0;
    bot->stood_since_plan |= (learnt & LEARNT_STOOD) != 0;
    follow_reach(bot, g);
}

/* The steps below that may find nothing to do say what they chose with
 * this: return chose(out, action). */
static bool chose(struct action *out, struct action action)
{
    *out = action;
    return true;
}

/* What a scroll read enchants, should it be one of enchanting: what it
 * wields first, then what it wears, then its bow (the game's own choice
 * for none is the same; named so the bot says what it wants). */
static int enchant_target(const struct game *g)
{
    int order[] = {ITEM_CLASS_WEAPON, ITEM_CLASS_ARMOUR, ITEM_CLASS_LAUNCHER};
    for (size_t i = 0; i < sizeof order / sizeof order[0]; i++) {
        int slot = worn_of(g, (enum item_class)order[i]);
        if (slot >= 0)
            return slot;
    }
    return -1;
}

/* A scroll read: it names what to enchant, in case it is enchanting. */
static struct action read_scroll(const struct game *g, int slot)
{
    struct action a = act(ACTION_READ, slot);
    a.target = enchant_target(g);
    return a;
}

/* Badly hurt in a fight: a known healing potion (else a potion of life,
 * else regeneration), a scroll of fear on the monster in view, or an
 * unknown potion as a gamble. Returns false when it has none of them. */
static bool rescue(const struct game *g, const struct monster *near, struct action *out)
{
    int heal = healing_slot(g);
    int life = slot_with(g, EFFECT_LIFE);
    if (heal < 0 && life >= 0)
        return chose(out, act(ACTION_DRINK, life));
    if (heal < 0)
        heal = slot_with(g, EFFECT_REGENERATION);
    if (heal >= 0 && !status_has(&g->run.player, STATUS_REGENERATING))
        return chose(out, act(ACTION_DRINK, heal));
    int fear = slot_with(g, EFFECT_FEAR);
    if (fear >= 0 && near)
        return chose(out, act(ACTION_READ, fear));
    /* Away from the fight: a known teleportation, else known darkness
     * (what hunts it sees it at half the reach). */
    int away = slot_with(g, EFFECT_TELEPORTATION);
    if (away >= 0)
        return chose(out, act(ACTION_READ, away));
    int dark = slot_with(g, EFFECT_DARKNESS);
    if (dark >= 0 && !status_has(&g->run.player, STATUS_DARKENED))
        return chose(out, act(ACTION_DRINK, dark));
    int gamble = unknown_of(g, ITEM_CLASS_POTION);
    if (gamble >= 0)
        return chose(out, act(ACTION_DRINK, gamble));
    return false;
}

/* Whether the monster shoots (a hunter of a kind that shoots; one that
 * flees does not): waiting for it to come is being shot. */
static bool shooter(const struct game *g, const struct monster *m)
{
    return world_kind_of(g, m)->shot_range > 0 && m->state == STATE_HUNTING;
}

/* Whether the monster runs off with something (a thief with what it
 * stole, anyone fleeing with what it picked up: look says "carrying"):
 * killed, it gives it back, so it is gone after rather than let be. */
static bool runs_with_loot(const struct monster *m)
{
    return m->carried_stacks > 0 && m->state == STATE_FLEEING;
}

/* A step toward the cell over what the player knows, or false when it
 * cannot be reached. The walk map then holds no quiet plan: it is made
 * again. */
static bool step_toward(struct bot *bot, const struct game *g, struct pos to, struct action *out)
{
    bot->plan_made = false;
    walk_begin(bot, g);
    dmap_set_goal(&bot->walk, to, 0);
    struct pos dir;
    return reachable(bot, g) && walk_step(bot, g, &dir) && chose(out, step(dir));
}

/* A step toward a shooter, remembering where it was seen: out of view a
 * step later (round a corner, behind another), it is gone on to a while
 * (chase_on) rather than left to shoot again. */
static bool charge(struct bot *bot, const struct game *g, const struct monster *m,
                   struct action *out)
{
    bot->chase = m->base.pos;
    bot->chase_until = bot->floor_turns + BOT_CHASE_TURNS;
    return step_toward(bot, g, m->base.pos, out);
}

/* With no monster in view, a step on to where a shooter it charged was
 * last seen, until it gets there or gives up. */
static bool chase_on(struct bot *bot, const struct game *g, struct action *out)
{
    if (bot->floor_turns >= bot->chase_until || grid_eq(bot->chase, g->run.player.pos))
        return false;
    return step_toward(bot, g, bot->chase, out);
}

/* A monster in view (near) or next to it (adjacent, a direction, or -1):
 * rescue itself, strike, let fly at a group or at near, fall back, charge
 * one that shoots, or wait for the monster to come. Returns false when it
 * gives up waiting for one that will not come, to go about the floor
 * instead. */
static bool fight(struct bot *bot, const struct game *g, const struct monster *near, int adjacent,
                  int health, struct action *out)
{
    bot->resting = false;
    if (health <= BOT_FLEE_PERCENT && rescue(g, near, out))
        return true;
    if (adjacent >= 0 && status_has(&g->run.player, STATUS_AFRAID)) {
        /* Too afraid to strike (a potion of terror): away, or wait it out. */
        const struct monster *m =
            &g->floor
                 .monsters[world_monster_at(g, grid_add(g->run.player.pos, grid_dir(adjacent)))];
        struct action away = fall_back(g, m);
        return chose(out, away.dir.x || away.dir.y ? away : act(ACTION_WAIT, -1));
    }
    /* Next to a strong one, a known haste first: two blows to its one. */
    int haste = slot_with(g, EFFECT_HASTE);
    if (adjacent >= 0 && haste >= 0 && !status_has(&g->run.player, STATUS_HASTED) &&
        g->floor.monsters[world_monster_at(g, grid_add(g->run.player.pos, grid_dir(adjacent)))]
                .base.health_max >= BOT_HASTE_FOR_HEALTH)
        return chose(out, act(ACTION_DRINK, haste));
    if (adjacent >= 0)
        return chose(out, step(grid_dir(adjacent)));
    if (bot_throw_potion(g, out) || bot_zap(g, out) || bot_aim_scroll(g, out) ||
        bot_aim_shot(g, near, out))
        return true;
    if (bot_band_retreat(g, near, bot->floor_turns, &bot->band_until, out))
        return true;
    if ((shooter(g, near) || runs_with_loot(near)) && charge(bot, g, near, out))
        return true;
    if (health <= BOT_FLEE_PERCENT)
        return chose(out, fall_back(g, near));
    /* Let it come: whoever steps next to the other takes the first blow. */
    if (bot->waited++ < BOT_WAIT_FOR_TURNS)
        return chose(out, act(ACTION_WAIT, -1));
    /* It will not come (fleeing, lying low, or shut away): go about the
     * floor, and leave it be a while rather than wait for it again. */
    bot->ignore_until[near - g->floor.monsters] = bot->floor_turns + BOT_IGNORE_TURNS;
    bot->waited = 0;
    return false;
}

/* Whether an item it wants lies where the player stands. The top one
 * comes up first, wanted or not: what lies under it comes next. */
static bool wanted_here(const struct game *g)
{
    for (int i = 0; i < g->floor.items.count; i++) {
        const struct item *it = &g->floor.items.items[i];
        if (grid_eq(it->pos, g->run.player.pos) && wanted(g, it->kind) && !bot_place_gift(g, i))
            return true;
    }
    return false;
}

/* All quiet: rest, wield or wear better gear, try unknown potions and
 * scrolls, pick up what it stands on. Returns false when there is none of
 * that to do. */
static bool chore(struct bot *bot, const struct game *g, int health, struct action *out)
{
    const struct entity *me = &g->run.player;
    if (health < BOT_REST_PERCENT || status_has(me, STATUS_POISONED))
        bot->resting = true;
    int regen = slot_with(g, EFFECT_REGENERATION);
    if (bot->resting && health < 50 && regen >= 0 && !status_has(me, STATUS_REGENERATING))
        return chose(out, act(ACTION_DRINK, regen));
    /* A wait, not R: R refuses with a sleeper in view, and one asleep is no
     * reason not to rest. */
    if (bot->resting && health < BOT_RESTED_PERCENT)
        return chose(out, act(ACTION_WAIT, -1));
    bot->resting = false;
    int gear = better_gear(g);
    if (gear >= 0)
        return chose(out, act(ACTION_EQUIP, gear));
    int potion = unknown_of(g, ITEM_CLASS_POTION);
    if (potion >= 0 && health >= BOT_RESTED_PERCENT)
        return chose(out, act(ACTION_DRINK, potion));
    int scroll = unknown_of(g, ITEM_CLASS_SCROLL);
    if (scroll >= 0)
        return chose(out, read_scroll(g, scroll));
    /* A known scroll of enchanting, on what it uses (aggravation, known,
     * is never read: effect.def judges it bad, and only these are). */
    int enchant = slot_with(g, EFFECT_ENCHANTING);
    if (enchant >= 0 && enchant_target(g) >= 0)
        return chose(out, read_scroll(g, enchant));
    if (bot_place_choice(g, &judge, out))
        return true;
    if (g->run.pack.count < ITEM_PACK_MAX && wanted_here(g))
        return chose(out, act(ACTION_PICK_UP, -1));
    return false;
}

/* Nothing else to do: down the stairs when the floor is done, else a step
 * of the quiet plan, else down any stairs it stands on, else a wait. */
static struct action walk_on(struct bot *bot, const struct game *g, const struct monster *near)
{
    const struct entity *me = &g->run.player;
    bool descend_now;
    bool planned = plan(bot, g, &descend_now);
    /* On the stairs with the floor done, go: nothing is gained by staying. */
    if (world_stairs_at(g, me->pos) && (bot->floor_turns >= BOT_FLOOR_TURNS || !near) && planned &&
        descend_now)
        return act(ACTION_DESCEND, -1);
    struct pos dir;
    if (planned)
        walk_ready(bot, g);
    if (planned && walk_step(bot, g, &dir))
        return step(dir);
    if (world_stairs_at(g, me->pos))
        return act(ACTION_DESCEND, -1);
    return act(ACTION_WAIT, -1);
}

static struct action choose(struct bot *bot, const struct game *g);

struct action bot_act(struct bot *bot, const struct game *g)
{
    struct action action = choose(bot, g);
    /* Too afraid to strike, a step into a monster is refused, no turn:
     * whatever the way chosen, it waits the fear out instead. */
    if (action.kind == ACTION_MOVE && status_has(&g->run.player, STATUS_AFRAID) &&
        world_monster_at(g, grid_add(g->run.player.pos, action.dir)) >= 0)
        action = act(ACTION_WAIT, -1);
    bot->relearn = action.kind == ACTION_READ;
    return action;
}

static struct action choose(struct bot *bot, const struct game *g)
{
    const struct entity *me = &g->run.player;
    begin_turn(bot, g);
    if (world_lamp_at(g, me->pos))
        return act(ACTION_PICK_UP, -1);
    int health = percent(me);
    const struct monster *near = nearest_threat(bot, g);
    int adjacent = weakest_adjacent(g);
    struct action action;
    if (near || adjacent >= 0) {
        if (fight(bot, g, near, adjacent, health, &action))
            return action;
    } else {
        bot->waited = 0;
        if (chase_on(bot, g, &action))
            return action;
    }
    if (chore(bot, g, health, &action))
        return action;
    return walk_on(bot, g, near);
}
