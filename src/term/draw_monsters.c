#include "draw_monsters.h"

#include <stdio.h>
#include <string.h>

#include "murk/base/cause.h"
#include "murk/rules/look.h"
#include "drawn.h"
#include "palette.h"
#include "screen.h"

/* The bar of a listed monster, and the column its first word starts at. */
enum { LIST_BAR = 7, LIST_WORDS_COL = 1 + LIST_BAR + 1 };

void monster_list_bar(const struct ui *ui, WINDOW *win, int row, int col, int width,
                      const struct entity *e)
{
    int inner = width - 2;
    int filled = e->health_max > 0 ? (e->health * inner + e->health_max - 1) / e->health_max : 0;
    if (filled < 0)
        filled = 0;
    static const struct rgb band_colours[] = {[HEALTH_GOOD] = {80, 200, 80},
                                              [HEALTH_HURT] = {230, 200, 60},
                                              [HEALTH_LOW] = {220, 60, 60}};
    attr_t attr = palette_attr(&ui->palette, band_colours[entity_health_band(e)], SHADE_LIT);
    mvwaddch(win, row, col, '[');
    wattron(win, attr);
    for (int i = 0; i < inner; i++)
        waddch(win, i < filled ? '=' : ' ');
    wattroff(win, attr);
    waddch(win, ']');
}

/* Where a monster comes in the list: next to the player first, then
 * what hunts them, then the rest; each by distance, then slot. */
static int list_rank(const struct game *game, int slot)
{
    const struct monster *m = &game->floor.monsters[slot];
    int d = grid_distance(game->run.player.pos, m->base.pos);
    int group = d <= 1 ? 0 : m->state == STATE_HUNTING ? 1 : 2;
    return group * (GAME_MAX_MONSTERS * 4) + d;
}

int monster_list_in_view(const struct game *game, int *slots)
{
    int n = 0;
    /* An insertion as each is found, the list being short and already in
     * slot order (so a tie keeps the lower slot first). */
    for (int i = 0; i < game->floor.monster_count; i++) {
        if (!world_perceived(game, i))
            continue;
        int rank = list_rank(game, i), at = n++;
        while (at > 0 && list_rank(game, slots[at - 1]) > rank) {
            slots[at] = slots[at - 1];
            at--;
        }
        slots[at] = i;
    }
    return n;
}

/* Whether two monsters in view would show alike but for their words: one
 * kind, perceived one way, with the same health where it is seen (the
 * bar); and a kind whose name leaves room in the panel for a count ("giant
 * white rat (x2)" would not fit: each is listed). */
static bool shown_alike(const struct game *game, int a, int b)
{
    if (a < 0 || b < 0)
        return false; /* never: slots of the list */
    const struct monster *ma = &game->floor.monsters[a], *mb = &game->floor.monsters[b];
    enum perceive way = world_perceives(game, a);
    if (ma->kind != mb->kind || way != world_perceives(game, b) ||
        strlen(world_kind_of(game, ma)->name) + sizeof " (x99)" - 1 > PANEL_COLS - 4)
        return false;
    return way != PERCEIVE_SIGHT ||
           (ma->base.health == mb->base.health && ma->base.health_max == mb->base.health_max);
}

int monster_list_entries(const struct game *game, int *slots, int *counts)
{
    int all[GAME_MAX_MONSTERS];
    int n = monster_list_in_view(game, all), entries = 0;
    /* Each entry's words, made once, and each monster's only when some
     * entry shows alike but for them: a list is drawn at every key. */
    char words[GAME_MAX_MONSTERS][LOOK_WORDS_MAX];
    for (int i = 0; i < n; i++) {
        char mine[LOOK_WORDS_MAX];
        bool made = false;
        int e = 0;
        for (; e < entries; e++) {
            if (!shown_alike(game, slots[e], all[i]))
                continue;
            if (!made)
                look_monster_words(game, &game->floor.monsters[all[i]], mine, sizeof mine);
            made = true;
            if (strcmp(words[e], mine) == 0)
                break;
        }
        if (e < entries) {
            counts[e]++; /* one more of the first such in the list's order */
            continue;
        }
        look_monster_words(game, &game->floor.monsters[all[i]], words[entries], sizeof words[0]);
        slots[entries] = all[i];
        counts[entries++] = 1;
    }
    return entries;
}

int monster_list_monsters(const int *counts, int from, int to)
{
    int n = 0;
    for (int e = from; e < to; e++)
        n += counts[e];
    return n;
}

/* A listed monster's words in a list cols wide: how much of its state
 * the row beside its bar shows, in words (returned), and into rest the
 * words below: the state's that did not fit ("watching" beside the bar,
 * "you" below), then look_monster_more's, then why its mind last changed,
 * short (cause_words: "heard the fight"). */
static int entry_words(const struct game *game, const struct monster *m, int cols, char *rest,
                       size_t size)
{
    const char *state = look_monster_mind(game, m).state;
    int take = screen_wrap_take(state, cols - LIST_WORDS_COL);
    const char *left = screen_wrap_next(state, take);
    char more[LOOK_WORDS_MAX];
    look_monster_more(game, m, more, sizeof more);
    const char *why = cause_words((enum cause)m->cause);
    /* "hurt: making for the stairs" says "badly hurt" already. */
    if (strstr(more, why) || (m->cause == CAUSE_BADLY_HURT && strstr(more, "hurt")))
        why = "";
    snprintf(rest, size, "%s%s%s%s%s", left, left[0] && more[0] ? ", " : "", more,
             (left[0] || more[0]) && why[0] ? ", " : "", why);
    return take;
}

void monster_list_extras(const struct game *game, const int *slots, int n, int cols, int *extra)
{
    for (int i = 0; i < n; i++) {
        char rest[2 * LOOK_WORDS_MAX];
        entry_words(game, &game->floor.monsters[slots[i]], cols, rest, sizeof rest);
        extra[i] = screen_wrap_rows(cols - 4, rest);
    }
}

int monster_list_extras_shown(const int *extra, int first, int count, int rows)
{
    /* monster_list_draw's rule: two rows each, then the rows left over to
     * the words, in order, each whole or not at all. */
    int spare = rows - count * MONSTER_LIST_ENTRY_ROWS, shown = 0;
    for (int i = first; i < first + count; i++)
        if (extra[i] > 0 && extra[i] <= spare) {
            spare -= extra[i];
            shown++;
        }
    return shown;
}

int monster_list_fits(int rows)
{
    return rows > 0 ? rows / MONSTER_LIST_ENTRY_ROWS : 0;
}

int monster_list_draw(const struct ui *ui, WINDOW *win, int row, int end, int first, int count)
{
    const struct game *game = ui->game;
    int slots[GAME_MAX_MONSTERS], alike[GAME_MAX_MONSTERS];
    int n = monster_list_entries(game, slots, alike);
    int cols = getmaxx(win);
    if (count > n - first)
        count = n - first;
    if (count < 0)
        count = 0;
    /* Every one of them gets its two rows; what rows are left go to their
     * further words, in turn, each only whole: a monster's extra line
     * never pushes another out of the list. */
    int spare = end - row - count * MONSTER_LIST_ENTRY_ROWS;
    for (int i = first; i < first + count; i++) {
        const struct monster *m = &game->floor.monsters[slots[i]];
        const struct kind *kind = world_kind_of(game, m);
        char rest[2 * LOOK_WORDS_MAX];
        int state = entry_words(game, m, cols, rest, sizeof rest);
        attr_t attr = palette_attr(&ui->palette, kind->colour, SHADE_LIT);
        wattron(win, attr);
        mvwaddch(win, row, 1, (chtype)(unsigned char)kind->glyph);
        wattroff(win, attr);
        /* Alike ones are one entry, counted as the log counts a line. */
        char name[sizeof kind->name + 16];
        if (alike[i] > 1)
            snprintf(name, sizeof name, "%s (x%d)", kind->name, alike[i]);
        else
            snprintf(name, sizeof name, "%s", kind->name);
        mvwaddnstr(win, row++, 3, name, screen_wrap_take(name, cols - 4));
        /* A mind sensed, not seen, shows its state, not its wounds: the
         * way it is perceived stands where the health bar would. */
        enum perceive way = world_perceives(game, slots[i]);
        if (way == PERCEIVE_SIGHT)
            monster_list_bar(ui, win, row, 1, LIST_BAR, &m->base);
        else
            mvwaddnstr(win, row, 1, perceive_word(way), LIST_BAR);
        mvwaddnstr(win, row++, LIST_WORDS_COL, look_monster_mind(game, m).state, state);
        int more = screen_wrap_rows(cols - 4, rest);
        if (more > 0 && more <= spare) {
            row += screen_wrap(win, row, 3, cols - 4, rest);
            spare -= more;
        }
    }
    return first + count;
}

void monster_list_more(WINDOW *win, int row, int more)
{
    mvwprintw(win, row, 1, "+%d more", more);
}

uint64_t monster_list_hash(const struct ui *ui, uint64_t hash)
{
    const struct game *game = ui->game;
    int slots[GAME_MAX_MONSTERS];
    int n = monster_list_in_view(game, slots);
    hash = drawn_hash(hash, &n, sizeof n);
    for (int i = 0; i < n; i++) {
        const struct monster *m = &game->floor.monsters[slots[i]];
        int fields[] = {m->kind, m->base.health, m->base.health_max, m->cause};
        hash = drawn_hash(hash, fields, sizeof fields);
        char words[LOOK_WORDS_MAX];
        look_monster_words(game, m, words, sizeof words);
        hash = drawn_hash(hash, words, strlen(words));
        hash = drawn_hash(hash, &m->base.pos, sizeof m->base.pos);
        int way = world_perceives(game, slots[i]);
        hash = drawn_hash(hash, &way, sizeof way);
    }
    return hash;
}
