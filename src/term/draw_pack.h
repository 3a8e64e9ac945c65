#ifndef MURK_TERM_DRAW_PACK_H
#define MURK_TERM_DRAW_PACK_H

/* The pack listed over the map window. */

#include "term.h"

/* The pack listed over the map window's top-left corner, as wide and as
 * tall as the list (the map drawn first stays in view beside and below
 * it; the discoveries take the whole window), with the pack's letters,
 * only what fits the view ("Drink which potion? (a-z, Esc to cancel)"), or
 * the view's "You have nothing to drink." when nothing fits. Returns how
 * many items it listed; the caller reads the key. */
enum pack_view {
    PACK_VIEW_INVENTORY,   /* `i`: everything; says when the pack is full */
    PACK_VIEW_DROP,        /* `d` */
    PACK_VIEW_DRINK,       /* `q`: potions */
    PACK_VIEW_READ,        /* `r`: scrolls */
    PACK_VIEW_EQUIP,       /* `w`: weapons and armour */
    PACK_VIEW_IDENTIFY,    /* a known scroll of identify: unknown potions and scrolls */
    PACK_VIEW_TAKE_OFF,    /* `T`: what is wielded or worn */
    PACK_VIEW_THROW,       /* `t` */
    PACK_VIEW_ZAP,         /* `z`: wands */
    PACK_VIEW_DISCOVERIES, /* `\`: the potions, scrolls and wands identified so far */
    PACK_VIEW_ENCHANT,     /* a known scroll of enchanting: Esc takes the reading back */
    PACK_VIEW_ENCHANT_READ /* one read unknown: Esc enchants what is in use */
};
struct pack;
struct item_lore;
struct item_kind_list;
int draw_pack(const struct ui *ui, const struct pack *pack, const struct item_lore *lore,
              const struct item_kind_list *kinds, enum pack_view view);

#endif
