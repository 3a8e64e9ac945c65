#include "pack_menu.h"

#include <stdio.h>

#include "cursor.h"
#include "acting.h"
#include "frame.h"
#include "input.h"
#include "notice.h"
#include "term.h"

/* Lists the pack over the map in view and returns the first key that is
 * not a resize (on a screen too small to list it, only the terminal going
 * away ends the wait). */
static int pack_menu_key(struct ui *ui, enum pack_view view)
{
    ui->pack_view = (int)view;
    int key;
    do {
        ui_draw_all(ui);
        key = ui_read_key(ui);
    } while (key == KEY_RESIZE || key == ERR || (ui->screen.too_small && key != KEY_GONE));
    ui->pack_view = -1;
    return key;
}

/* Lists the pack over the map and waits for a letter that fits the view.
 * Returns the slot, or -1 when cancelled (Esc, or any key that is not a
 * letter of a fitting item). */
static int choose_item(struct ui *ui, enum pack_view view, enum item_query query)
{
    const struct game *game = ui->game;
    int key = pack_menu_key(ui, view);
    int slot = item_pack_slot(&game->run.pack, key);
    if (slot >= 0 &&
        item_query_fits(&game->run.pack, &game->run.lore, game->item_kinds, slot, query))
        return slot;
    /* A wrong key is said to be one, not taken for Esc in silence. */
    if (key == 27 || key == KEY_GONE)
        return -1;
    char why[80];
    if (slot >= 0)
        snprintf(why, sizeof why, "%c: %s", key, item_query_wrong_message(query));
    else
        snprintf(why, sizeof why, "You have no item %s; nothing done.", keyname(key));
    ui_tell(ui, why);
    return -1;
}

void pack_menu_use(struct ui *ui, struct game *game, enum pack_view view, enum item_query query,
                   enum action_kind action)
{
    if (!game->item_kinds)
        return;
    int slot = -1, target = -1;
    int fits = item_query_count(&game->run.pack, &game->run.lore, game->item_kinds, query);
    if (fits == 1 && action == ACTION_TAKE_OFF) {
        /* Only one thing to take off: no need to ask which. */
        for (int i = 0; i < game->run.pack.count && slot < 0; i++)
            if (item_query_fits(&game->run.pack, &game->run.lore, game->item_kinds, i, query))
                slot = i;
    } else if (fits > 0) {
        slot = choose_item(ui, view, query);
        if (slot < 0)
            return;
        if (game_read_asks_target(game, slot) && action == ACTION_READ) {
            target = choose_item(ui, PACK_VIEW_IDENTIFY, ITEM_QUERY_IDENTIFY);
            if (target < 0)
                return;
        }
        if (game_read_asks_enchant(game, slot) && action == ACTION_READ) {
            /* Known, Esc takes the reading back; unknown, the scroll is
             * read once chosen: Esc leaves the choice to the scroll. */
            bool known = item_known(
                &game->run.lore, game->item_kinds, game->run.pack.kinds[slot]);
            target = choose_item(
                ui, known ? PACK_VIEW_ENCHANT : PACK_VIEW_ENCHANT_READ, ITEM_QUERY_ENCHANT);
            if (target < 0 && known)
                return;
        }
    }
    struct action act = {.kind = action, .slot = slot, .target = target};
    /* What is thrown, and a scroll that asks, is aimed; Esc there too
     * costs no turn. */
    bool aims = slot >= 0 && (action == ACTION_THROW || action == ACTION_ZAP ||
                              (action == ACTION_READ && game_read_asks_cell(game, slot)));
    if (aims && !cursor_aim(ui, &act))
        return;
    ui_act(ui, game, act);
}

void pack_menu_show(struct ui *ui, enum pack_view view)
{
    if (ui->game->item_kinds)
        pack_menu_key(ui, view);
}
