/* `g` on a pile: which of the items lying here to pick up, or all. */
#include "pile_menu.h"

#include <stdio.h>

#include "murk/base/enchant.h"
#include "murk/rules/item_use.h"
#include "murk/rules/look.h"
#include "murk/world/place.h"
#include "acting.h"
#include "drawn.h"
#include "frame.h"
#include "input.h"
#include "notice.h"
#include "term.h"

enum { PILE_SHOWN_MAX = 16 };

/* The items at the player's cell, floor indices, topmost first. */
static int pile_here(const struct game *game, int *out, int max)
{
    const struct item_floor *floor = &game->floor.items;
    int n = 0;
    for (int i = floor->count - 1; i >= 0 && n < max; i--)
        if (grid_eq(floor->items[i].pos, game->run.player.pos))
            out[n++] = i;
    return n;
}

/* Whether the pile holds a place's gifts still on offer: one is taken, the
 * rest go (an altar), so the menu offers no "all". */
static bool one_gift(const struct game *game)
{
    return place_gift_at(game, game->run.player.pos) >= 0;
}

/* Lists the pile over the map's top-left corner, each item under a letter,
 * and returns the first key that is not a resize. */
static int pile_key(struct ui *ui, const int *pile, int n)
{
    const struct game *game = ui->game;
    int key;
    do {
        ui_draw_all(ui);
        WINDOW *win = ui->screen.map;
        if (win && !ui->screen.too_small) {
            int cols = getmaxx(win), rows = getmaxy(win);
            for (int r = 0; r < n + 3 && r < rows; r++) {
                wmove(win, r, 0);
                wclrtoeol(win);
            }
            wattron(win, A_BOLD);
            mvwaddnstr(win,
                       0,
                       1,
                       one_gift(game) ? "Take which gift? Only one. (a letter; Esc: nothing)"
                                      : "Pick up what? (a letter; , or g: all; Esc: nothing)",
                       cols - 2);
            wattroff(win, A_BOLD);
            for (int i = 0; i < n && i + 1 < rows; i++) {
                const struct item *item = &game->floor.items.items[pile[i]];
                char name[ITEM_NAME_MAX];
                item_name_enchanted(&game->run.lore,
                                    game->item_kinds,
                                    item->kind,
                                    item_floor_count(item),
                                    item->enchant,
                                    name,
                                    sizeof name);
                char line[ITEM_NAME_MAX + 8];
                snprintf(line, sizeof line, "%c - %s", 'a' + i, name);
                mvwaddnstr(win, i + 1, 2, line, cols - 3);
            }
            wnoutrefresh(win);
            doupdate();
        }
        key = ui_read_key(ui);
    } while (key == KEY_RESIZE || key == ERR);
    ui_touch_all(ui);
    drawn_forget(ui);
    return key;
}

void pile_menu_pick_up(struct ui *ui, struct game *game)
{
    int pile[PILE_SHOWN_MAX];
    int n = game->item_kinds ? pile_here(game, pile, PILE_SHOWN_MAX) : 0;
    /* One item, none, or the Lamp: `g` takes it as it always has. */
    if (n <= 1 || world_lamp_at(game, game->run.player.pos)) {
        ui_act(ui, game, (struct action){.kind = ACTION_PICK_UP, .slot = -1, .target = -1});
        return;
    }
    int key = pile_key(ui, pile, n);
    int target = 0;
    if ((key == ',' || key == 'g') && one_gift(game)) {
        ui_tell(ui, "Only one gift can be taken: choose it by its letter.");
        return;
    }
    if (key == ',' || key == 'g')
        target = ITEM_PICK_ALL;
    else if (key >= 'a' && key < 'a' + n)
        target = pile[key - 'a'] + 1;
    if (target == 0) {
        ui_tell(ui, "Nothing picked up.");
        return;
    }
    ui_act(ui, game, (struct action){.kind = ACTION_PICK_UP, .slot = -1, .target = target});
}
