#ifndef MURK_ENCHANT_H
#define MURK_ENCHANT_H

#include <stddef.h>

#include "murk/base/item_kind.h"
#include "murk/base/item_lore.h"
#include "murk/base/pack.h"

/* Enchanted items by name: "a +2 mace", "+1 leather armour", "3 +1
 * daggers". The enchantment itself is a number on each pack slot and
 * floor item (pack.h, item_floor.h) that a scroll of enchanting raises
 * (effect_enchant.c); what it adds is pack.c's (doc/rules.md, "Growth"). */

enum {
    /* The most an item can be enchanted: a save holding more is refused. */
    ITEM_ENCHANT_MAX = 99
};

/* The name of count items of the kind, enchanted by enchant, as the
 * player knows them: item_name_count's with "+N " before the kind's name
 * when enchant is not 0. */
void item_name_enchanted(const struct item_lore *lore, const struct item_kind_list *kinds, int kind,
                         int count, int enchant, char *out, size_t n);

/* The name of what the pack holds at slot, with its count and
 * enchantment ("a +1 short sword"); "" for a bad slot. */
void item_pack_name(const struct pack *pack, const struct item_lore *lore,
                    const struct item_kind_list *kinds, int slot, char *out, size_t n);

#endif
