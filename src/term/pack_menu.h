#ifndef MURK_TERM_PACK_MENU_H
#define MURK_TERM_PACK_MENU_H

/* The pack's menus: an item chosen to use, or the pack shown. */

#include "draw_pack.h"
#include "term.h"

/* q r w d T t: the game says so when nothing fits, costing no
 * turn; otherwise asks which (and, for a scroll that asks, which item it
 * is read on or where it is aimed; for `t`, where to throw it), and a
 * cancelled choice costs no turn either. */
void pack_menu_use(struct ui *ui, struct game *game, enum pack_view view, enum item_query query,
                   enum action_kind action);

/* `i` and `\`: a list over the map until a key. */
void pack_menu_show(struct ui *ui, enum pack_view view);

#endif
