#include <stdio.h>
#include <string.h>

#include "monster_list.h"
#include "murk/look.h"

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

int monster_list_in_view(const struct game *game, int *slots)
{
    struct pos from = game->run.player.pos;
    int n = 0;
    /* Nearest first, ties by slot: an insertion as each is found, the
     * list being short and already in slot order. */
    for (int i = 0; i < game->floor.monster_count; i++) {
        const struct entity *e = &game->floor.monsters[i].base;
        if (!world_perceived(game, i))
            continue;
        int d = grid_distance(from, e->pos), at = n++;
        while (at > 0 && grid_distance(from, game->floor.monsters[slots[at - 1]].base.pos) > d) {
            slots[at] = slots[at - 1];
            at--;
        }
        slots[at] = i;
    }
    return n;
}

/* What the list writes of the monster in slot: look's words and, for one
 * perceived but not seen, the way last ("hunting you, sensed"). */
static void list_words(const struct game *game, int slot, char *out, size_t size)
{
    look_monster_words(game, &game->floor.monsters[slot], out, size);
    enum perceive way = world_perceives(game, slot);
    size_t len = strlen(out);
    if (way != PERCEIVE_SIGHT && len < size)
        snprintf(out + len, size - len, ", %s", perceive_word(way));
}

/* The words after the first (the state), or "" when there are none. */
static const char *words_after_state(const char *words)
{
    const char *comma = strchr(words, ',');
    return comma ? comma + 2 : "";
}

/* The rows a listed monster takes: its name, its bar and state, and the
 * rest of its words wrapped below. */
static int entry_rows(const char *rest, int width)
{
    int len = (int)strlen(rest);
    return 2 + (len + width - 1) / width;
}

int monster_list_draw(const struct ui *ui, WINDOW *win, int row, int end, int first)
{
    const struct game *game = ui->game;
    int slots[GAME_MAX_MONSTERS];
    int n = monster_list_in_view(game, slots);
    int cols = getmaxx(win);
    int i = first;
    for (; i < n; i++) {
        const struct monster *m = &game->floor.monsters[slots[i]];
        const struct kind *kind = world_kind_of(game, m);
        char words[LOOK_WORDS_MAX];
        list_words(game, slots[i], words, sizeof words);
        const char *rest = words_after_state(words);
        /* A word cut in two would be a worse read than one list entry less. */
        if (row + entry_rows(rest, cols - 4) > end)
            break;
        attr_t attr = palette_attr(&ui->palette, kind->colour, SHADE_LIT);
        wattron(win, attr);
        mvwaddch(win, row, 1, (chtype)(unsigned char)kind->glyph);
        wattroff(win, attr);
        mvwaddnstr(win, row++, 3, kind->name, cols - 4);
        monster_list_bar(ui, win, row, 1, LIST_BAR, &m->base);
        char *comma = strchr(words, ',');
        if (comma)
            *comma = 0;
        mvwaddnstr(win, row++, LIST_WORDS_COL, words, cols - LIST_WORDS_COL);
        if (rest[0])
            row += screen_wrap(win, row, 3, cols - 4, rest);
    }
    return i;
}

uint64_t monster_list_hash(const struct ui *ui, uint64_t hash)
{
    const struct game *game = ui->game;
    int slots[GAME_MAX_MONSTERS];
    int n = monster_list_in_view(game, slots);
    hash = drawn_hash(hash, &n, sizeof n);
    for (int i = 0; i < n; i++) {
        const struct monster *m = &game->floor.monsters[slots[i]];
        int fields[] = {m->kind, m->base.health, m->base.health_max};
        hash = drawn_hash(hash, fields, sizeof fields);
        char words[LOOK_WORDS_MAX];
        list_words(game, slots[i], words, sizeof words);
        hash = drawn_hash(hash, words, strlen(words));
    }
    return hash;
}
