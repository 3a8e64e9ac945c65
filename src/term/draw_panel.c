#include "draw_panel.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "murk/base/enchant.h"
#include "murk/base/decimal.h"
#include "murk/base/status.h"
#include "options.h"
#include "draw_monsters.h"
#include "in_use.h"
#include "drawn.h"
#include "palette.h"
#include "screen.h"
#include "term.h"

/* What is in use, "Wield short sword", or nothing when that place is
 * empty: in words, a line the panel is too narrow for going on below,
 * indented ("Wear +1 leather" / "  armour"), down to row rows at most;
 * returns the next row. With win NULL it only counts the rows. */
static int equipment(WINDOW *win, int row, int rows, const char *label, const char *name)
{
    if (!name || !name[0])
        return row;
    char line[PANEL_COLS + ITEM_NAME_MAX];
    snprintf(line, sizeof line, "%s %s", label, name);
    int take = screen_wrap_take(line, PANEL_COLS - 1);
    if (win)
        mvwaddnstr(win, row, 1, line, take);
    row++;
    return row + screen_wrap_to(win, row, rows, 3, PANEL_COLS - 3, screen_wrap_next(line, take));
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
                    p->damage_half,
                    p->defense,
                    p->defense_half,
                    game->run.depth,
                    ui->distance_overlay,
                    game->run.debug_used,
                    ui->unsaved,
                    ui->looking};
    uint64_t h = drawn_hash(DRAWN_SEED, fields, sizeof fields);
    h = drawn_hash(h, p->status, sizeof p->status);
    h = drawn_hash(h, &game->run.seed, sizeof game->run.seed);
    /* What is wielded, worn, readied and fired, and their names, follow
     * from the pack and what is known: those, not the names made again at
     * every key. */
    const struct pack *pack = &game->run.pack;
    size_t slots = (size_t)pack->count;
    h = drawn_hash(h, &pack->count, sizeof pack->count);
    h = drawn_hash(h, pack->kinds, slots * sizeof pack->kinds[0]);
    h = drawn_hash(h, pack->counts, slots * sizeof pack->counts[0]);
    h = drawn_hash(h, pack->equipped, slots * sizeof pack->equipped[0]);
    h = drawn_hash(h, pack->enchant, slots * sizeof pack->enchant[0]);
    h = drawn_hash(h, pack->letters, slots * sizeof pack->letters[0]);
    h = drawn_hash(h, &pack->quiver, sizeof pack->quiver);
    if (game->item_kinds)
        h = drawn_hash(h,
                       game->run.lore.known,
                       (size_t)game->item_kinds->count * sizeof game->run.lore.known[0]);
    return drawn_hash(h, &ui->drawn.monsters, sizeof ui->drawn.monsters);
}

/* Appends "text" and then v in decimal at p; returns the end. */
static char *append(char *p, const char *text, int v)
{
    while (*text)
        *p++ = *text++;
    return decimal_append(p, v);
}

/* "Turn 123  Depth 1" into line (room for 32); returns its length. Made by
 * hand: it is made at every turn, and snprintf's reading of a format costs
 * more than the rest of the line. Where it outgrows width (turn 10000 on
 * floor 10), one space, then "T" alone: cut, it read "Depth 1" of floor 10. */
static int format_turn(char *line, int turn, int depth, int width)
{
    static const char *const forms[][2] = {
        {"Turn ", "  Depth "}, {"Turn ", " Depth "}, {"T", " Depth "}};
    char *end = line;
    for (size_t f = 0; f < sizeof forms / sizeof forms[0]; f++) {
        end = append(append(line, forms[f][0], turn), forms[f][1], depth);
        if (end - line <= width)
            break;
    }
    *end = 0;
    return (int)(end - line);
}

/* "Turn 123  Depth 1": the line that changes every turn, drawn alone when
 * nothing else has. The turn first: its digits then stand where curses
 * reaches them with one absolute move, and the terminal is sent only
 * them (curses weighs every relative way of moving near the screen's
 * right edge, 16k instructions a move, at every key). Only the characters
 * from the first that differs from the line as drawn are written. */
static void depth_and_turn(struct ui *ui, WINDOW *win, const struct game *game)
{
    char line[sizeof ui->drawn.panel_turn_line];
    int n = format_turn(line, game->run.turn, game->run.depth, PANEL_COLS - 1);
    if (n > PANEL_COLS - 1)
        n = PANEL_COLS - 1; /* cut to the panel's width */
    line[n] = 0;
    char *was = ui->drawn.panel_turn_line;
    int same = 0;
    while (line[same] && line[same] == was[same])
        same++;
    if (line[same] || was[same]) {
        /* Up to the last that differs, when the line keeps its length:
         * a turn mostly changes one digit. */
        int was_n = (int)strlen(was), end = n;
        if (was_n == n)
            while (end > same && line[end - 1] == was[end - 1])
                end--;
        screen_put(win, 2, 1 + same, line + same, end - same, A_NORMAL);
        if (was_n > n)
            wclrtoeol(win);
    }
    memcpy(was, line, (size_t)n + 1);
}

/* How many of the list's entries the panel takes when the look window,
 * free, lists the next ones: as many as fit, or fewer when that leaves
 * the look window an entry whose words the panel had no row for, and so
 * shows more of their words; never fewer monsters in all. */
static int panel_share(const struct ui *ui, WINDOW *win, const int *slots, int n, int fits,
                       int rows)
{
    int look_rows = getmaxy(ui->screen.look) - 1; /* its last row: the hint or "+N more" */
    int look_fits = monster_list_fits(look_rows);
    int total = n < fits + look_fits ? n : fits + look_fits;
    int extra[GAME_MAX_MONSTERS];
    monster_list_extras(ui->game, slots, total, getmaxx(win), extra);
    int best = fits < total ? fits : total, best_shown = -1;
    for (int c = best; c >= 0 && total - c <= look_fits; c--) {
        int shown = monster_list_extras_shown(extra, 0, c, rows) +
                    monster_list_extras_shown(extra, c, total - c, look_rows);
        if (shown > best_shown) { /* on a tie the panel keeps more */
            best_shown = shown;
            best = c;
        }
    }
    return best;
}

/* The monsters in view below the hero's lines, as many as fit; the look
 * window lists the next ones when it is free, else the panel's last row
 * says how many more there are. Returns how many entries the panel
 * listed. */
static int panel_monsters(const struct ui *ui, WINDOW *win, int row, int rows)
{
    int slots[GAME_MAX_MONSTERS], alike[GAME_MAX_MONSTERS];
    int n = monster_list_entries(ui->game, slots, alike);
    int count = monster_list_fits(rows - row);
    if (count < n && ui->looking && ui->screen.look && row < rows) {
        count = monster_list_fits(rows - row - 1);
        monster_list_draw(ui, win, row, rows - 1, 0, count);
        /* With no room for one above it, "+5 more" would stand alone. */
        int more = monster_list_monsters(alike, count, n);
        if (count > 0)
            monster_list_more(win, rows - 1, more);
        else
            mvwprintw(win, row, 1, "%d monster%s in view", more, more == 1 ? "" : "s");
        return count;
    }
    if (!ui->looking && ui->screen.look && row <= rows)
        count = panel_share(ui, win, slots, n, count, rows - row);
    return monster_list_draw(ui, win, row, rows, 0, count < n ? count : n);
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
            depth_and_turn(ui, win, game);
        return;
    }
    const struct entity *player = &game->run.player;
    int rows = getmaxy(win);
    werase(win);
    ui->drawn.panel_turn_line[0] = 0;
    /* Dead, the player has no health left, not less than none. */
    mvwprintw(
        win, 0, 1, "Health %d/%d", player->health > 0 ? player->health : 0, player->health_max);
    monster_list_bar(ui, win, 1, 1, PANEL_COLS - 2, player);
    depth_and_turn(ui, win, game);
    char top[16], defense[16];
    mvwprintw(win, 3, 1, "Damage %d-%s", player->damage_min,
              item_half_text(player->damage_max, player->damage_half, top, sizeof top));
    mvwprintw(win, 4, 1, "Defense %s",
              item_half_text(player->defense, player->defense_half, defense, sizeof defense));
    int row = 5;
    char fires[ITEM_NAME_MAX + 8];
    in_use_firing(game, fires, sizeof fires);
    char wielded[48], worn[48], readied[48];
    const char *in_use[] = {in_use_weapon(game, wielded, sizeof wielded),
                            in_use_armour(game, worn, sizeof worn),
                            in_use_launcher(game, readied, sizeof readied),
                            fires[0] ? fires : NULL};
    int statuses = 0, used = 0;
    for (int s = 0; s < STATUS_COUNT; s++)
        statuses += player->status[s] > 0;
    static const char *const labels[] = {"Wield", "Wear", "Bow", "Quiver"};
    for (size_t i = 0; i < sizeof in_use / sizeof in_use[0]; i++)
        used = equipment(NULL, used, rows, labels[i], in_use[i]);
    /* The options file's side_panel leaves out what the player asks. */
    if (!(ui->side_panel & OPTIONS_PANEL_STATUSES))
        statuses = 0;
    if (!(ui->side_panel & OPTIONS_PANEL_EQUIPMENT))
        used = 0;
    int flags = ui->distance_overlay + game->run.debug_used + ui->unsaved;
    char seed[32];
    snprintf(seed, sizeof seed, "%" PRIu64, game->run.seed);
    /* A seed is shared from the screen, so all of it shows, on a line of
     * its own when long, and the panel's margin too for all 20 digits; but
     * only where what can kill the player leaves it room: the statuses,
     * what is in use and the marks come first, whatever the panel's size
     * (the end screen and the morgue give the seed too). */
    int digits = (int)strlen(seed);
    int seed_rows = digits + 6 <= PANEL_COLS - 1 ? 1 : 2;
    if ((ui->side_panel & OPTIONS_PANEL_SEED) && row + seed_rows + statuses + used + flags <= rows) {
        if (seed_rows == 1) {
            mvwprintw(win, row++, 1, "Seed %s", seed);
        } else {
            mvwprintw(win, row++, 1, "Seed");
            mvwaddnstr(win, row++, digits < PANEL_COLS ? 1 : 0, seed, PANEL_COLS);
        }
    }
    /* Statuses with their turns left, each in its colour: every one, always. */
    for (int s = 0; s < STATUS_COUNT && row < rows && (ui->side_panel & OPTIONS_PANEL_STATUSES);
         s++) {
        if (player->status[s] <= 0)
            continue;
        attr_t attr = palette_attr(&ui->palette, status_colour((enum status)s), SHADE_LIT);
        wattron(win, attr);
        mvwprintw(win, row++, 1, "%s (%d)", status_name((enum status)s), player->status[s]);
        wattroff(win, attr);
    }
    /* Up until a save works again (the saver, ui_save_failed). */
    if (ui->unsaved && row < rows) {
        wattron(win, A_BOLD | A_REVERSE);
        mvwprintw(win, row++, 1, "NOT SAVED");
        wattroff(win, A_BOLD | A_REVERSE);
    }
    if (ui->distance_overlay && row < rows)
        mvwprintw(win, row++, 1, "[distance overlay]");
    if (game->run.debug_used && row < rows)
        mvwprintw(win, row++, 1, "(debug aid used)");
    for (size_t i = 0; i < sizeof in_use / sizeof in_use[0] && row < rows &&
                       (ui->side_panel & OPTIONS_PANEL_EQUIPMENT);
         i++)
        row = equipment(win, row, rows, labels[i], in_use[i]);
    ui->drawn.monsters_listed =
        ui->side_panel & OPTIONS_PANEL_MONSTERS ? panel_monsters(ui, win, row, rows) : 0;
    wnoutrefresh(win);
}
