#include "draw_pack.h"

#include <stdio.h>
#include <string.h>

#include "murk/base/enchant.h"
#include "murk/base/item.h"
#include "murk/rules/wand.h"
#include "palette.h"
#include "term.h"

/* What each view lists, and what it asks. */
static const struct {
    enum item_query query;
    const char *title;
} views[] = {
    [PACK_VIEW_INVENTORY] = {ITEM_QUERY_ANY, NULL},
    [PACK_VIEW_DROP] = {ITEM_QUERY_ANY, "Drop which item? (a-z, Esc to cancel)"},
    [PACK_VIEW_DRINK] = {ITEM_QUERY_DRINK, "Drink which potion? (a-z, Esc to cancel)"},
    [PACK_VIEW_READ] = {ITEM_QUERY_READ, "Read which scroll? (a-z, Esc to cancel)"},
    [PACK_VIEW_EQUIP] = {ITEM_QUERY_EQUIP, "Wield or wear which? (a-z, Esc to cancel)"},
    [PACK_VIEW_IDENTIFY] = {ITEM_QUERY_IDENTIFY, "Identify which item? (a-z, Esc to cancel)"},
    [PACK_VIEW_TAKE_OFF] = {ITEM_QUERY_EQUIPPED,
                            "Take off or put away which? (a-z, Esc to cancel)"},
    [PACK_VIEW_DISCOVERIES] = {ITEM_QUERY_ANY, NULL},
    [PACK_VIEW_THROW] = {ITEM_QUERY_THROW, "Throw which item? (a-z, Esc to cancel)"},
    [PACK_VIEW_ZAP] = {ITEM_QUERY_ZAP, "Zap which wand? (a-z, Esc to cancel)"},
    [PACK_VIEW_ENCHANT] = {ITEM_QUERY_ENCHANT, "Enchant which item? (a-z, Esc to cancel)"},
    [PACK_VIEW_ENCHANT_READ] = {ITEM_QUERY_ENCHANT,
                                "Enchant which? (a-z; Esc: what you use)"},
};

/* The list's left part, "a) ! ": its letter and glyph. */
enum { ENTRY_PREFIX = 5 };

/* One item's words: its name, what it is doing, and for a weapon or armour
 * what it does for the player against what is in use ("a mace (4-7; you
 * now 1-4)"). */
static void entry_text(const struct ui *ui, const struct pack *pack, const struct item_lore *lore,
                       const struct item_kind_list *kinds, int slot, char *line, size_t size)
{
    int kind = pack->kinds[slot];
    char name[ITEM_NAME_MAX], compare[48], charges[16];
    item_pack_name(pack, lore, kinds, slot, name, sizeof name);
    wand_charges_shown(pack, lore, kinds, slot, charges, sizeof charges);
    strncat(name, charges, sizeof name - strlen(name) - 1);
    item_pack_compare(pack, kinds, slot, &ui->game->run.player, compare, sizeof compare);
    const char *doing = "";
    if (pack->equipped[slot]) {
        enum item_class class = kinds->kinds[kind].class;
        doing = class == ITEM_CLASS_WEAPON     ? "wielded"
                : class == ITEM_CLASS_LAUNCHER ? "readied"
                                               : "worn";
    }
    if (*doing || *compare)
        snprintf(line, size, "%s (%s%s%s)", name, doing, *doing && *compare ? ": " : "", compare);
    else
        snprintf(line, size, "%s", name);
}

/* One item's line: its letter, its glyph in its colour and its words, cut
 * to width. */
static void draw_entry(const struct ui *ui, WINDOW *win, int row, int col, int width,
                       const struct pack *pack, const struct item_lore *lore,
                       const struct item_kind_list *kinds, int slot)
{
    if (width < ENTRY_PREFIX + 1)
        return;
    int kind = pack->kinds[slot];
    mvwprintw(win, row, col, "%c) ", item_pack_letter(pack, slot));
    attr_t attr = palette_attr(&ui->palette, item_colour(lore, kinds, kind), SHADE_LIT);
    wattron(win, attr);
    waddch(win, (chtype)(unsigned char)item_glyph(kinds, kind));
    wattroff(win, attr);
    char line[ITEM_NAME_MAX + 64];
    entry_text(ui, pack, lore, kinds, slot, line, sizeof line);
    mvwaddnstr(win, row, col + ENTRY_PREFIX, line, width - ENTRY_PREFIX - 1);
}

/* Clears the map's top-left corner for a list rows tall and width wide
 * (a blank row and column round it keep it apart from the map, which
 * stays in view beside and below it). */
static void clear_corner(WINDOW *win, int rows, int width)
{
    int max_rows, cols;
    getmaxyx(win, max_rows, cols);
    rows = rows + 1 < max_rows ? rows + 1 : max_rows;
    width = width + 1 < cols ? width + 1 : cols;
    for (int r = 0; r < rows; r++)
        mvwhline(win, r, 0, ' ', width);
}

/* `\`: the potions and scrolls identified so far, each with what it
 * looked like before: "a potion of healing (was a murky green potion)". */
static int draw_discoveries(const struct ui *ui, WINDOW *win, const struct item_lore *lore,
                            const struct item_kind_list *kinds)
{
    int rows, cols;
    getmaxyx(win, rows, cols);
    int shown = 0;
    for (int kind = 0; kind < kinds->count; kind++) {
        enum item_class class = kinds->kinds[kind].class;
        if ((class != ITEM_CLASS_POTION && class != ITEM_CLASS_SCROLL &&
             class != ITEM_CLASS_WAND) ||
            !item_known(lore, kinds, kind))
            continue;
        if (2 + shown < rows) {
            char name[ITEM_NAME_MAX], was[ITEM_NAME_MAX], line[2 * ITEM_NAME_MAX + 16];
            item_true_name(kinds, kind, name, sizeof name);
            item_unknown_name(lore, kinds, kind, was, sizeof was);
            snprintf(line, sizeof line, "%s (was %s)", name, was);
            attr_t attr = palette_attr(&ui->palette, item_colour(lore, kinds, kind), SHADE_LIT);
            wattron(win, attr);
            mvwaddch(win, 2 + shown, 1, (chtype)(unsigned char)item_glyph(kinds, kind));
            wattroff(win, attr);
            mvwaddnstr(win, 2 + shown, 3, line, cols - 4);
        }
        shown++;
    }
    wattron(win, A_BOLD);
    mvwaddnstr(win,
               0,
               1,
               shown > 0 ? "Potions and scrolls identified (Esc to close):"
                         : "You have identified no potion or scroll yet.",
               cols - 2);
    wattroff(win, A_BOLD);
    return shown;
}

int draw_pack(const struct ui *ui, const struct pack *pack, const struct item_lore *lore,
              const struct item_kind_list *kinds, enum pack_view view)
{
    WINDOW *win = ui->screen.map;
    int rows, cols;
    getmaxyx(win, rows, cols);
    if (view == PACK_VIEW_DISCOVERIES) {
        werase(win);
        int shown = draw_discoveries(ui, win, lore, kinds);
        wnoutrefresh(win);
        return shown;
    }

    enum item_query query = views[view].query;
    int shown = item_query_count(pack, lore, kinds, query);
    char title[96];
    if (views[view].title != NULL)
        snprintf(title, sizeof title, "%s", views[view].title);
    else if (pack->count >= ITEM_PACK_MAX)
        snprintf(title,
                 sizeof title,
                 "Your pack is full (%d of %d). Esc to close.",
                 pack->count,
                 ITEM_PACK_MAX);
    else
        snprintf(
            title, sizeof title, "Your pack (%d of %d). Esc to close.", pack->count, ITEM_PACK_MAX);
    const char *heading = shown > 0 ? title : item_query_none_message(query);

    /* Two columns when one is too short for the whole list, as on an
     * 80x24 terminal with a full pack. */
    int room = rows > 3 ? rows - 2 : 1;
    int columns = shown > room ? 2 : 1;
    int width = (cols - 1) / columns;
    int at = 0, order[ITEM_PACK_MAX];
    int listed = item_pack_by_letter(pack, order);
    /* The list over the map's top-left corner, as wide as its longest
     * line: the map stays in view beside it and below. */
    int wide = 1 + (int)strlen(heading) + 1;
    for (int i = 0; i < listed && columns == 1; i++) {
        char line[ITEM_NAME_MAX + 64];
        if (!item_query_fits(pack, lore, kinds, order[i], query))
            continue;
        entry_text(ui, pack, lore, kinds, order[i], line, sizeof line);
        int need = 1 + ENTRY_PREFIX + (int)strlen(line) + 1;
        wide = need > wide ? need : wide;
    }
    clear_corner(win, 2 + (shown < room ? shown : room), columns == 1 && wide < cols ? wide : cols);
    wattron(win, A_BOLD);
    mvwaddnstr(win, 0, 1, heading, cols - 2);
    wattroff(win, A_BOLD);
    for (int i = 0; i < listed; i++) {
        int slot = order[i];
        if (!item_query_fits(pack, lore, kinds, slot, query))
            continue;
        int column = at / room, row = 2 + at % room;
        if (column < columns)
            draw_entry(ui, win, row, 1 + column * width, width, pack, lore, kinds, slot);
        at++;
    }
    wnoutrefresh(win);
    return shown;
}
