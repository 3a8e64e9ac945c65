#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "murk/status.h"
#include "monster_list.h"
#include "term.h"

/* "Wielding" and the weapon's name below it, or nothing when empty-handed. */
static int equipment(WINDOW *win, int row, const char *label, const char *name)
{
    if (!name)
        return row;
    mvwprintw(win, row++, 1, "%s", label);
    mvwaddnstr(win, row++, 2, name, PANEL_COLS - 3);
    return row;
}

static const char *weapon_name(const struct game *game)
{
    return game->item_kinds ? item_pack_weapon_name(&game->run.pack, game->item_kinds) : NULL;
}

static const char *armour_name(const struct game *game)
{
    return game->item_kinds ? item_pack_armour_name(&game->run.pack, game->item_kinds) : NULL;
}

static const char *launcher_name(const struct game *game)
{
    return game->item_kinds ? item_pack_launcher_name(&game->run.pack, game->item_kinds) : NULL;
}

/* What `f` lets fly, with how many are left: "12 arrows", "a dart"; ""
 * when nothing. */
static void firing(const struct game *game, char *out, size_t n)
{
    out[0] = 0;
    struct item_missile m;
    if (!game->item_kinds || item_missile_to_fire(&game->run.pack, game->item_kinds, &m) != ITEM_OK)
        return;
    item_name_count(&game->run.lore,
                    game->item_kinds,
                    m.kind,
                    item_pack_count(&game->run.pack, m.slot),
                    out,
                    n);
}

/* Everything the panel shows, hashed: it is drawn again only when one of
 * these has changed. */
static uint64_t panel_hash(const struct ui *ui)
{
    const struct game *game = ui->game;
    const struct entity *p = &game->run.player;
    int fields[] = {p->health,
                    p->health_max,
                    p->damage_min,
                    p->damage_max,
                    p->defense,
                    game->run.depth,
                    ui->distance_overlay,
                    game->run.debug_used,
                    ui->unsaved};
    uint64_t h = drawn_hash(DRAWN_SEED, fields, sizeof fields);
    h = drawn_hash(h, p->status, sizeof p->status);
    h = drawn_hash(h, &game->run.seed, sizeof game->run.seed);
    char fires[ITEM_NAME_MAX];
    firing(game, fires, sizeof fires);
    const char *names[] = {weapon_name(game), armour_name(game), launcher_name(game), fires};
    for (int i = 0; i < 4; i++)
        h = drawn_hash(h, names[i] ? names[i] : "", names[i] ? strlen(names[i]) + 1 : 1);
    return monster_list_hash(ui, h);
}

/* "Turn 123  Depth 1": the line that changes every turn, drawn alone when
 * nothing else has. The turn first: its digits then stand where curses
 * reaches them with one absolute move, and the terminal is sent only
 * them (curses weighs every relative way of moving near the screen's
 * right edge, 16k instructions a move, at every key). */
static void depth_and_turn(WINDOW *win, const struct game *game)
{
    char line[PANEL_COLS + 8];
    snprintf(line, sizeof line, "Turn %d  Depth %d", game->run.turn, game->run.depth);
    mvwaddnstr(win, 2, 1, line, PANEL_COLS - 1);
    wclrtoeol(win);
}

void draw_panel(struct ui *ui)
{
    WINDOW *win = ui->screen.panel;
    if (!win)
        return;
    const struct game *game = ui->game;
    bool turn = drawn_changed(ui, &ui->drawn.panel_turn, (uint64_t)game->run.turn);
    if (!drawn_changed(ui, &ui->drawn.panel, panel_hash(ui))) {
        if (turn)
            depth_and_turn(win, game);
        return;
    }
    const struct entity *player = &game->run.player;
    int rows = getmaxy(win);
    werase(win);
    mvwprintw(win, 0, 1, "Health %d/%d", player->health, player->health_max);
    monster_list_bar(ui, win, 1, 1, PANEL_COLS - 2, player);
    depth_and_turn(win, game);
    mvwprintw(win, 3, 1, "Damage %d-%d", player->damage_min, player->damage_max);
    mvwprintw(win, 4, 1, "Defense %d", player->defense);
    int row = 5;
    char seed[32];
    snprintf(seed, sizeof seed, "%" PRIu64, game->run.seed);
    /* A seed is shared from the screen, so all of it shows: on a line of
     * its own when long, and the panel's margin too for all 20 digits. */
    int digits = (int)strlen(seed);
    if (digits + 6 <= PANEL_COLS - 1) {
        mvwprintw(win, row++, 1, "Seed %s", seed);
    } else {
        mvwprintw(win, row++, 1, "Seed");
        mvwaddnstr(win, row++, digits < PANEL_COLS ? 1 : 0, seed, PANEL_COLS);
    }
    row = equipment(win, row, "Wielding", weapon_name(game));
    row = equipment(win, row, "Wearing", armour_name(game));
    row = equipment(win, row, "Readied", launcher_name(game));
    char fires[ITEM_NAME_MAX];
    firing(game, fires, sizeof fires);
    row = equipment(win, row, "Firing", fires[0] ? fires : NULL);
    /* Statuses with their turns left, each in its colour. */
    for (int s = 0; s < STATUS_COUNT && row < rows; s++) {
        if (player->status[s] <= 0)
            continue;
        attr_t attr = palette_attr(&ui->palette, status_colour((enum status)s), SHADE_LIT);
        wattron(win, attr);
        mvwprintw(win, row++, 1, "%s (%d)", status_name((enum status)s), player->status[s]);
        wattroff(win, attr);
    }
    if (ui->distance_overlay && row < rows)
        mvwprintw(win, row++, 1, "[distance overlay]");
    if (game->run.debug_used && row < rows)
        mvwprintw(win, row++, 1, "(debug aid used)");
    /* Up until a save works again (the saver, ui_save_failed). */
    if (ui->unsaved && row < rows) {
        wattron(win, A_BOLD | A_REVERSE);
        mvwprintw(win, row++, 1, "NOT SAVED");
        wattroff(win, A_BOLD | A_REVERSE);
    }
    /* The monsters in view below, as many as fit; the look window lists
     * the rest. */
    ui->drawn.monsters_listed = monster_list_draw(ui, win, row, rows, 0);
    wnoutrefresh(win);
}
