#ifndef MURK_ITEM_USE_H
#define MURK_ITEM_USE_H

#include "murk/rules/effect.h"
#include "murk/base/item.h"
#include "murk/base/outcome.h"

/* Using items: what a potion or scroll does, and the player's item actions. */

/* The potion's effects on the drinker, after learning its kind ("It was a
 * potion of poison."), each as its handler does it (effect.h; doc/rules.md
 * tells them). Does nothing for a kind that is not a potion. */
void item_drink(const struct item_kind_list *kinds, struct item_lore *lore, int kind,
                struct entity *drinker, struct msglog *log, int turn);

/* `g`: picks up the topmost item at the player's cell ("You pick up a
 * murky potion (a).", "You pick up 12 arrows (c)."): a stack whole, into
 * the pack's stack of its kind ("(c, 20 in all)"); of a kind that does not
 * stack, one of those lying there. Returns ITEM_OK when that took the turn; otherwise
 * logs why not and returns ITEM_NOTHING_HERE or ITEM_PACK_FULL. */
enum item_result item_act_pick_up(const struct item_env *env);

/* The same for the floor's item at index, which must lie at the player's
 * cell (else ITEM_NOTHING_HERE): `g` on a pile, one chosen. */
enum item_result item_act_pick_up_at(const struct item_env *env, int index);

/* action.target for ACTION_PICK_UP: 0 or -1 the topmost item, ITEM_PICK_ALL
 * the whole pile, N > 0 the floor's item N - 1. */
enum { ITEM_PICK_ALL = -2 };

/* `d`: drops one item at slot at the player's cell ("You drop a
 * dagger.", "You drop an arrow."), onto the floor's stack of its kind
 * there, taking its bonus off if equipped. A stack in the pack is dropped
 * one at a time, as it is drunk or read. ITEM_OK takes the turn. */
enum item_result item_act_drop(const struct item_env *env, int slot);

/* `w`: wields, wears or readies the item at slot ("You wield a short
 * sword.", "You wear leather armour.", "You ready a short bow."). ITEM_OK
 * takes the turn. */
enum item_result item_act_equip(const struct item_env *env, int slot);

/* `T`: takes off the armour or puts away the weapon or launcher at slot
 * ("You take off your leather armour.", "You put away your dagger."): it
 * stays in the pack, its bonus gone. ITEM_OK takes the turn. */
enum item_result item_act_take_off(const struct item_env *env, int slot);

/* `q`: drinks the potion at slot (item_drink). ITEM_OK takes the turn. */
enum item_result item_act_drink(const struct item_env *env, int slot);

/* `r`: reads the scroll at slot, learning its kind ("It was a scroll of
 * fear."), then its effects (effect.h): identify names the item at target
 * (a slot, read before the scroll leaves the pack), or, when target fits
 * no unknown item (an unknown scroll gave the player no chance to choose),
 * the first unknown item by letter; with none, "You have nothing to
 * identify.". Fear sets the env's outcome to OUTCOME_FRIGHTEN for its
 * turns; lightning and fireball to OUTCOME_BOLT and OUTCOME_BURST with the
 * kind's harm, range and name, item -1: the turn aims it and finds its
 * victims. ITEM_OK takes the turn. */
enum item_result item_act_read(const struct item_env *env, int slot, int target);

#endif
