/* The player's deeds: one handler for each action of murk/action.def,
 * called by game_do (game.c) in the turn's order. A handler that takes a
 * turn returns true when it did; what a deed does past the player (a scroll
 * of fear's monsters) it puts in the outcome, for the turn to apply. */
#include "murk/turn/act.h"

#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "murk/rules/ally.h"
#include "murk/rules/combat.h"
#include "murk/world/door_change.h"
#include "murk/turn/floor.h"
#include "murk/rules/item_use.h"
#include "murk/rules/look.h"
#include "murk/rules/mind.h"
#include "murk/rules/missile.h"
#include "murk/rules/stairs_follow.h"
#include "murk/rules/morale.h"
#include "murk/world/place.h"
#include "murk/base/status.h"
#include "murk/rules/wand.h"
#include "murk/world/place_cage.h"

/* What the player finds on arriving at a cell ("You see here a dagger.",
 * "You see here 3 things.", "There are stairs down here."), or, asked with
 * `:`, the whole list ("There is nothing here." when there is not). */
static void tell_what_lies_here(struct game *game, bool asked)
{
    char things[MSGLOG_LINE - 16];
    struct pos here = game->run.player.pos;
    int count = look_things_at(game, here, things, sizeof things);
    if (count == 1 || (count > 1 && asked))
        world_say(game, "You see here %s.", things);
    else if (count > 1)
        world_say(game, "You see here %d things.", count);
    if (world_stairs_at(game, here))
        world_say(game, "There are stairs down here.");
    else if (count == 0 && asked)
        world_say(game, "There is nothing here.");
}

static int pick_up_pile(struct game *game, struct outcome *outcome, bool thrown_only);

/* A move or a bump; confused, half the moves go astray ("You stagger."),
 * and a stagger spends the turn even into a wall. A blow wakes the struck
 * and makes a noise, told after the blow. */
bool act_move(struct game *game, struct action action, struct outcome *outcome)
{
    (void)outcome;
    struct pos dir = action.dir;
    bool staggered = false;
    dir = status_confused_step(&game->run.player, dir, &game->run.play, &staggered);
    if (staggered)
        world_say(game, "You stagger.");
    struct pos to = grid_add(game->run.player.pos, dir);
    int target = world_monster_at(game, to);
    /* What is beneath the water is out of reach: the move is into water. */
    if (target >= 0 && status_has(&game->floor.monsters[target].base, STATUS_SUBMERGED))
        target = -1;
    if (target >= 0 && status_has(&game->run.player, STATUS_AFRAID)) {
        world_say(game, "You are too afraid to strike!");
        return staggered;
    }
    if (target >= 0 && game->floor.monsters[target].ally) {
        ally_swap(game, target);
        return true;
    }
    if (target >= 0 && place_free_captive(game, target))
        return true;
    if (target >= 0) {
        struct monster *m = &game->floor.monsters[target];
        struct blow blow = combat_player_attacks(game, target);
        if (blow.killed) {
            world_count_kill(game, target);
            morale_died(game, target);
        } else {
            mind_struck(game, m, blow.damage);
        }
        mind_noise(game, game->run.player.pos, MIND_FIGHT_LOUDNESS, CAUSE_HEARD_FIGHT, -1);
        return true;
    }
    /* Walking into a closed door opens it, and that is the turn. */
    if (door_change_open(game, to, -1))
        return true;
    if (!entity_step(&game->run.player, &game->floor.map, dir))
        return staggered;
    item_floor_step(&game->floor.items, game->run.player.pos);
    /* What the player let fly comes back into the pack as they walk on it. */
    if (game->item_kinds)
        pick_up_pile(game, outcome, true);
    tell_what_lies_here(game, false);
    place_arrive(game);
    return true;
}

/* `c` and a direction shuts an open door (opening one is a step into it:
 * act_move). Here rather than in a file of its own: act.h declares every
 * handler of action.def, so each is act.c's (doc/design.md, "One module,
 * one header"). */
bool act_close(struct game *game, struct action action, struct outcome *outcome)
{
    (void)outcome;
    struct pos d = action.dir;
    if (d.x < -1 || d.x > 1 || d.y < -1 || d.y > 1 || (d.x == 0 && d.y == 0)) {
        world_say(game, "There is nothing to close there.");
        return false;
    }
    return door_change_close(game, grid_add(game->run.player.pos, d));
}

bool act_ally_order(struct game *game, struct action action, struct outcome *outcome)
{
    (void)action;
    (void)outcome;
    return ally_order(game);
}

static struct item_env item_env(struct game *game, struct outcome *outcome)
{
    return (struct item_env){game->item_kinds,
                             &game->run.lore,
                             &game->run.pack,
                             &game->floor.items,
                             &game->run.player,
                             &game->run.log,
                             game->run.turn,
                             outcome};
}

/* An item command with nothing in the pack to choose says so and takes no
 * turn: "You have nothing to drink." */
static bool nothing_fits(struct game *game, int slot, enum item_query query)
{
    if (slot >= 0 ||
        item_query_count(&game->run.pack, &game->run.lore, game->item_kinds, query) > 0)
        return false;
    world_say(game, "%s", item_query_none_message(query));
    return true;
}

/* The floor zeroed, but of the monsters' slots (most of its bytes) only
 * those used: no slot past the count is read before monster_init clears
 * it for a new monster, and none was written. */
static void empty_the_floor(struct game_floor *floor)
{
    size_t used = (size_t)floor->monster_count;
    size_t slots = offsetof(struct game_floor, monsters);
    size_t after = slots + sizeof floor->monsters;
    memset(floor->monsters, 0, used * sizeof floor->monsters[0]);
    memset(floor, 0, slots);
    memset((char *)floor + after, 0, sizeof *floor - after);
}

/* Leaves this floor for good and makes the next: "You descend to floor 4."
 * The floor left behind is gone. */
bool act_descend(struct game *game, struct action action, struct outcome *outcome)
{
    (void)action;
    (void)outcome;
    if (!world_stairs_at(game, game->run.player.pos)) {
        world_say(game, "There are no stairs down here.");
        return false;
    }
    stairs_follow_gather(game); /* who hunts the player next to them comes too */
    /* The allies next to the player come along (ally.h). */
    struct ally_band band;
    ally_gather(game, &band);
    /* The caches stay: the next floor, of the same size, reuses them. */
    map_free(&game->floor.map);
    empty_the_floor(&game->floor);
    game->run.depth++;
    if (floor_make(game) != 0) {
        /* No memory for the next floor: the run ends here rather than
         * playing on a floor half made. */
        game->run.over = true;
        snprintf(game->run.killer, sizeof game->run.killer, "want of memory");
        return false;
    }
    ally_arrive(game, &band);
    world_say(game, "You descend to floor %d.", game->run.depth);
    return true;
}

/* Picking up where the Lamp lies wins the run. */
static bool lift_the_lamp(struct game *game)
{
    game->floor.has_lamp = false;
    game->run.won = true;
    game->run.over = true;
    world_say(game, "You lift the Lamp of the Deep. Its light drives back the murk.");
    return true;
}

/* Debugging aid: the floor and the walls around it become remembered. */
static void reveal_map(struct game *game)
{
    struct map *map = &game->floor.map;
    for (int y = 0; y < map->height; y++)
        for (int x = 0; x < map->width; x++) {
            bool near_floor = false;
            for (int d = 0; d < GRID_DIRS && !near_floor; d++) {
                struct pos n = grid_add((struct pos){x, y}, grid_dir(d));
                near_floor = map_walkable(map, n.x, n.y);
            }
            if (map_walkable(map, x, y) || near_floor)
                map->remembered[map_index(map, x, y)] =
                    map_memory_of(map->tiles[map_index(map, x, y)]);
        }
}

bool act_wait(struct game *game, struct action action, struct outcome *outcome)
{
    (void)game;
    (void)action;
    (void)outcome;
    return true;
}

bool act_rest(struct game *game, struct action action, struct outcome *outcome)
{
    return act_wait(game, action, outcome);
}

/* The walks come to the deeds as moves (game.c's walk_step): never here. */
bool act_travel(struct game *game, struct action action, struct outcome *outcome)
{
    return act_move(game, action, outcome);
}

bool act_explore(struct game *game, struct action action, struct outcome *outcome)
{
    return act_move(game, action, outcome);
}

bool act_run(struct game *game, struct action action, struct outcome *outcome)
{
    return act_move(game, action, outcome);
}

/* Every item at the player's cell, topmost first, or only those the
 * player threw or shot; until the pack is full. Returns how many came up. */
static int pick_up_pile(struct game *game, struct outcome *outcome, bool thrown_only)
{
    struct item_env env = item_env(game, outcome);
    const struct item_floor *floor = &game->floor.items;
    int taken = 0;
    /* From the top down: a stack taken whole moves only those above it. */
    for (int i = floor->count - 1; i >= 0; i--) {
        if (!grid_eq(floor->items[i].pos, game->run.player.pos) ||
            (thrown_only && !floor->items[i].thrown))
            continue;
        int kind = floor->items[i].kind;
        if (!place_may_take(game, i) || item_act_pick_up_at(&env, i) != ITEM_OK)
            break;
        taken++;
        /* A place's choice made takes its other gift: the pile stops. */
        if (place_taken(game, kind, game->run.player.pos))
            break;
    }
    return taken;
}

bool act_pick_up(struct game *game, struct action action, struct outcome *outcome)
{
    if (world_lamp_at(game, game->run.player.pos))
        return lift_the_lamp(game);
    if (!game->item_kinds)
        return false;
    if (action.target == ITEM_PICK_ALL) {
        if (item_floor_at(&game->floor.items, game->run.player.pos) < 0) {
            world_say(game, "%s", item_result_message(ITEM_NOTHING_HERE));
            return false;
        }
        return pick_up_pile(game, outcome, false) > 0;
    }
    struct item_env env = item_env(game, outcome);
    int index = action.target > 0 ? action.target - 1
                                  : item_floor_at(&game->floor.items, game->run.player.pos);
    if (!place_may_take(game, index))
        return false;
    int kind =
        index >= 0 && index < game->floor.items.count ? game->floor.items.items[index].kind : -1;
    if (item_act_pick_up_at(&env, index) != ITEM_OK)
        return false;
    place_taken(game, kind, game->run.player.pos);
    return true;
}

bool act_drink(struct game *game, struct action action, struct outcome *outcome)
{
    struct item_env env = item_env(game, outcome);
    return !nothing_fits(game, action.slot, ITEM_QUERY_DRINK) &&
           item_act_drink(&env, action.slot) == ITEM_OK;
}

/* Where a scroll of lightning or fireball read goes: a known one where it
 * was aimed; an unknown one (the gamble), or one aimed nowhere, at the
 * nearest monster in view, or, with none, a random direction from the play
 * generator. */
static void aim_scroll(struct game *game, struct outcome *outcome, bool known, struct pos cell)
{
    struct pos from = game->run.player.pos;
    outcome->from = from;
    outcome->shooter = -1;
    if (known && !grid_eq(cell, from) && map_in_bounds(&game->floor.map, cell.x, cell.y)) {
        outcome->toward = cell;
    } else {
        int near = missile_nearest_target(game);
        if (near >= 0)
            outcome->toward = game->floor.monsters[near].base.pos;
        else
            outcome->toward =
                grid_add(from, grid_dir(rng_range(&game->run.play, 0, GRID_DIRS - 1)));
    }
    int aimed = world_monster_at(game, outcome->toward);
    if (aimed >= 0)
        game->floor.last_target = aimed + 1;
}

bool act_read(struct game *game, struct action action, struct outcome *outcome)
{
    struct item_env env = item_env(game, outcome);
    if (nothing_fits(game, action.slot, ITEM_QUERY_READ))
        return false;
    const struct pack *pack = &game->run.pack;
    bool known = action.slot >= 0 && action.slot < pack->count &&
                 item_known(&game->run.lore, game->item_kinds, pack->kinds[action.slot]);
    if (item_act_read(&env, action.slot, action.target) != ITEM_OK)
        return false;
    if (outcome->effect == OUTCOME_BOLT || outcome->effect == OUTCOME_BURST)
        aim_scroll(game, outcome, known, action.cell);
    return true;
}

bool act_drop(struct game *game, struct action action, struct outcome *outcome)
{
    struct item_env env = item_env(game, outcome);
    if (nothing_fits(game, action.slot, ITEM_QUERY_ANY))
        return false;
    /* An altar takes its offering: laid on it, gone. */
    return place_takes_drop(game, action.slot) || item_act_drop(&env, action.slot) == ITEM_OK;
}

bool act_equip(struct game *game, struct action action, struct outcome *outcome)
{
    struct item_env env = item_env(game, outcome);
    return !nothing_fits(game, action.slot, ITEM_QUERY_EQUIP) &&
           item_act_equip(&env, action.slot) == ITEM_OK;
}

bool act_take_off(struct game *game, struct action action, struct outcome *outcome)
{
    struct item_env env = item_env(game, outcome);
    return !nothing_fits(game, action.slot, ITEM_QUERY_EQUIPPED) &&
           item_act_take_off(&env, action.slot) == ITEM_OK;
}

bool act_look_here(struct game *game, struct action action, struct outcome *outcome)
{
    (void)action;
    (void)outcome;
    tell_what_lies_here(game, true);
    return false;
}

bool act_reveal_map(struct game *game, struct action action, struct outcome *outcome)
{
    reveal_map(game);
    return act_debug_view(game, action, outcome);
}

bool act_debug_view(struct game *game, struct action action, struct outcome *outcome)
{
    (void)action;
    (void)outcome;
    game->run.debug_used = true;
    return false;
}

bool act_debug_off(struct game *game, struct action action, struct outcome *outcome)
{
    (void)action;
    (void)outcome;
    game->run.no_debug = true;
    return false;
}

bool act_seeded(struct game *game, struct action action, struct outcome *outcome)
{
    (void)action;
    (void)outcome;
    game->run.seeded = true;
    return false;
}

bool act_quit(struct game *game, struct action action, struct outcome *outcome)
{
    (void)action;
    (void)outcome;
    game->run.quit = true;
    game->run.over = true;
    world_say(game, "You give up the run.");
    return false;
}

bool act_stop(struct game *game, struct action action, struct outcome *outcome)
{
    (void)action;
    (void)outcome;
    world_say(game, "You stop.");
    return false;
}

bool act_unknown_key(struct game *game, struct action action, struct outcome *outcome)
{
    (void)action;
    (void)outcome;
    world_say(game, "Unknown key: press ? for the keys.");
    return false;
}

/* Whether what would fly gets to the cell aimed at, as the player can tell
 * (missile_reach); if not, says why, and nothing flies: a shot the player
 * can see is wasted is never taken. */
static bool reaches(struct game *game, struct pos cell, const struct item_missile *m)
{
    int other = -1;
    enum missile_reach reach = missile_reach(game, game->run.player.pos, cell, m->range, &other);
    const char *what = item_missile_name(game->item_kinds, m->kind);
    int aimed = world_monster_at(game, cell);
    bool seen = aimed >= 0 && world_sees(game, cell);
    const char *name = seen ? world_kind_of(game, &game->floor.monsters[aimed])->name : NULL;
    switch (reach) {
    case MISSILE_REACHES:
        return true;
    case MISSILE_FAR:
        /* Aimed at no one, it flies its range and lands: that is a throw. */
        if (!seen)
            return true;
        world_say(game, "The %s is out of range: your %s flies %d.", name, what, m->range);
        return false;
    case MISSILE_WALLED:
        world_say(game, "A wall is in the way: your %s would stop short.", what);
        return false;
    case MISSILE_CROWDED:
        world_say(game,
                  "The %s is in the way: your %s would stop there.",
                  world_kind_of(game, &game->floor.monsters[other])->name,
                  what);
        return false;
    }
    return true;
}

/* Lets what the pack gives fly from the player toward action.cell: taken
 * out of the pack, it is the turn's outcome (apply.h) to fly. The monster
 * aimed at becomes the floor's last target. */
static bool let_fly(struct game *game, struct action action, struct outcome *outcome,
                    const struct item_missile *m)
{
    struct pos from = game->run.player.pos;
    if (grid_eq(action.cell, from) ||
        !map_in_bounds(&game->floor.map, action.cell.x, action.cell.y)) {
        world_say(game, "You cannot aim there.");
        return false;
    }
    if (!reaches(game, action.cell, m))
        return false;
    int aimed = world_monster_at(game, action.cell);
    if (aimed >= 0)
        game->floor.last_target = aimed + 1;
    /* A potion thrown shatters where it stops (cloud.h), and is never
     * quivered: `f` lets fly only what is made to fly. */
    bool potion = game->item_kinds->kinds[m->kind].class == ITEM_CLASS_POTION;
    if (!potion)
        item_pack_quiver(&game->run.pack, m->slot);
    item_pack_take(&game->run.pack, game->item_kinds, m->slot, &game->run.player);
    *outcome = (struct outcome){.effect = potion ? OUTCOME_SHATTER : OUTCOME_MISSILE,
                                .damage_min = m->damage_min,
                                .damage_max = m->damage_max,
                                .damage_half = m->damage_half,
                                .range = m->range,
                                .item = m->kind,
                                .breaks = m->breaks,
                                .item_enchant = m->enchant,
                                .shooter = -1,
                                .from = from,
                                .toward = action.cell};
    snprintf(
        outcome->name, sizeof outcome->name, "%s", item_missile_name(game->item_kinds, m->kind));
    return true;
}

/* Arrows in the pack but no bow readied: the plural of the first such
 * ammunition into out ("arrows"), and true. */
static bool ammo_without_bow(const struct game *game, char *out, size_t size)
{
    const struct pack *pack = &game->run.pack;
    for (int i = 0; i < pack->count; i++) {
        const struct item_kind *k = &game->item_kinds->kinds[pack->kinds[i]];
        if (k->class == ITEM_CLASS_AMMO && k->fired) {
            item_kind_plural(k, out, size);
            return true;
        }
    }
    return false;
}

/* With nothing for `f`, a weapon in hand that could be thrown (`f` never
 * lets go of the weapon in hand): its name, and true. */
static bool thrown_only_by_t(const struct game *game, const char **name)
{
    int hand = item_pack_weapon(&game->run.pack, game->item_kinds);
    if (hand < 0 || game->item_kinds->kinds[game->run.pack.kinds[hand]].range <= 0)
        return false;
    *name = game->item_kinds->kinds[game->run.pack.kinds[hand]].name;
    return true;
}

bool act_fire(struct game *game, struct action action, struct outcome *outcome)
{
    struct item_missile m;
    enum item_result why = item_missile_to_fire(&game->run.pack, game->item_kinds, &m);
    char ammo[40];
    const char *hand;
    if (why != ITEM_OK && thrown_only_by_t(game, &hand)) {
        world_say(game, "f never throws the %s in your hand: t throws it.", hand);
        return false;
    }
    if (why != ITEM_OK && ammo_without_bow(game, ammo, sizeof ammo)) {
        world_say(game, "You have no bow readied to fire your %s.", ammo);
        return false;
    }
    if (why != ITEM_OK) {
        world_say(game, "%s", item_result_message(why));
        return false;
    }
    return let_fly(game, action, outcome, &m);
}

bool act_throw(struct game *game, struct action action, struct outcome *outcome)
{
    if (nothing_fits(game, action.slot, ITEM_QUERY_THROW))
        return false;
    struct item_missile m;
    enum item_result why =
        item_missile_to_throw(&game->run.pack, game->item_kinds, action.slot, &m);
    if (why != ITEM_OK) {
        world_say(game, "%s", item_result_message(why));
        return false;
    }
    return let_fly(game, action, outcome, &m);
}

/* `z`: the wand chosen, at the cell aimed at (wand.h). */
bool act_zap(struct game *game, struct action action, struct outcome *outcome)
{
    if (nothing_fits(game, action.slot, ITEM_QUERY_ZAP))
        return false;
    return wand_zap(game, action.slot, action.cell, outcome);
}
