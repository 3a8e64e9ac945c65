#ifndef MURK_ITEM_H
#define MURK_ITEM_H

/* Items, all of them: kinds from data/items.txt (item_kind.h), the names
 * and looks they hide behind (item_lore.h), the ones lying on a floor
 * (item_floor.h) and the player's pack (pack.h). Kinds, items and the pack
 * refer to each other by index, so all of it is plain data a save can walk.
 * New code includes the one it needs; this header is for those not yet
 * moved to them. */

#include "murk/base/item_floor.h"
#include "murk/base/item_kind.h"
#include "murk/base/item_lore.h"
#include "murk/base/pack.h"

#endif
