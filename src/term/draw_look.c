#include "draw_look.h"

#include <stdio.h>
#include <string.h>

#include "murk/rules/look.h"
#include "murk/rules/missile.h"
#include "keymap.h"
#include "draw_monsters.h"
#include "drawn.h"
#include "screen.h"
#include "term.h"

/* What each purpose is called, and the keys it names under the cell. */
static const struct {
    const char *title; /* the look window's heading */
    const char *says;  /* before the cell's sentence, where the log shows it */
    const char *keys[3];
    const char *keys_in_log; /* the keys, where the log shows them */
} purposes[] = {
    [LOOK_LOOK] = {" Look ", "Look", {"v or Enter: recall", "Esc: done"}, "(v: recall)"},
    [LOOK_TRAVEL] = {" Travel to ", "Travel to", {". or Enter: go"}, NULL},
    [LOOK_FIRE] = {" Fire at ",
                   "Fire at",
                   {"f or Enter: fire", "Tab: next, : path", "Esc: cancel"},
                   "(f or Enter: fire; Tab: next; Esc: cancel)"},
    [LOOK_THROW] = {" Throw at ",
                    "Throw at",
                    {"t or Enter: throw", "Tab: next, : path", "Esc: cancel"},
                    "(t or Enter: throw; Tab: next; Esc: cancel)"},
    [LOOK_READ] = {" Aim the scroll at ",
                   "Aim the scroll at",
                   {"r or Enter: read", "Tab: next, : path", "Esc: cancel"},
                   "(r or Enter: read; Tab: next; Esc: cancel)"},
    [LOOK_ZAP] = {" Zap at ",
                  "Zap at",
                  {"z or Enter: zap", "Tab: next, : path", "Esc: cancel"},
                  "(z or Enter: zap; Tab: next; Esc: cancel)"},
};

/* The command whose key brought an aiming cursor out, or CMD_NONE. */
static enum command aims_with(enum look_purpose purpose)
{
    return purpose == LOOK_FIRE    ? CMD_FIRE
           : purpose == LOOK_THROW ? CMD_THROW
           : purpose == LOOK_READ  ? CMD_READ
           : purpose == LOOK_ZAP   ? CMD_ZAP
                                   : CMD_NONE;
}

/* Key line i of the purpose, its first key as the options file binds it:
 * "l or Enter: fire" where bind l fire moved fire from f. */
static void key_line(enum look_purpose purpose, int i, char *out, size_t size)
{
    const char *line = purposes[purpose].keys[i];
    enum command command = aims_with(purpose);
    const char *rest = strchr(line, ' ');
    if (i == 0 && command != CMD_NONE && rest != NULL) {
        for (int key = '!'; key <= '~'; key++)
            if (keymap_lookup(key).command == command) {
                snprintf(out, size, "%c%s", key, rest);
                return;
            }
    }
    snprintf(out, size, "%s", line);
}

void look_text(const struct ui *ui, char *out, size_t size)
{
    char text[256];
    look_describe(ui->game, ui->look_at, text, sizeof text);
    const char *keys = purposes[ui->look_purpose].keys_in_log;
    snprintf(out,
             size,
             "%s: %s%s%s",
             purposes[ui->look_purpose].says,
             text,
             keys ? " " : "",
             keys ? keys : "");
}

/* How many of the look window's rows its keys take, and how many are left
 * between the heading and them for the cell's sentence. */
static int key_rows(enum look_purpose purpose)
{
    int keys = 0;
    while (keys < 3 && purposes[purpose].keys[keys])
        keys++;
    return keys;
}

static int sentence_rows(const struct ui *ui)
{
    int keys = key_rows(ui->look_purpose);
    return getmaxy(ui->screen.look) - 1 - keys - (ui->look_purpose == LOOK_TRAVEL);
}

bool look_in_window(const struct ui *ui)
{
    if (!ui->looking || !ui->screen.look)
        return false;
    char text[256];
    look_describe(ui->game, ui->look_at, text, sizeof text);
    return screen_wrap_rows(getmaxx(ui->screen.look) - 2, text) <= sentence_rows(ui);
}

/* The sentence's first words that fit rows rows of width with " ..."
 * after them, in place: the log below has it whole. */
static void shorten(char *text, size_t size, int rows, int width)
{
    size_t len = strlen(text);
    char tried[300];
    for (;;) {
        snprintf(tried, sizeof tried, "%.*s ...", (int)len, text);
        if (screen_wrap_rows(width, tried) <= rows || len == 0)
            break;
        while (len > 0 && text[len - 1] != ' ')
            len--; /* the last word goes */
        while (len > 0 && (text[len - 1] == ' ' || text[len - 1] == ','))
            len--;
    }
    len = strlen(tried) < size ? strlen(tried) : size - 1;
    memcpy(text, tried, len);
    text[len] = 0;
}

/* The look window's heading; while aiming, what stands in the way of the
 * cell under the cursor, or that the monster there sleeps: " Fire: too
 * far ", " Throw: blocked ", " Fire: asleep ". */
static void aim_title(const struct ui *ui, char *out, size_t size)
{
    const char *title = purposes[ui->look_purpose].title;
    const struct game *game = ui->game;
    const char *note = NULL;
    if (ui->aim_range > 0) {
        enum missile_reach reach =
            missile_reach(game, game->run.player.pos, ui->look_at, ui->aim_range, NULL);
        int slot = world_monster_at(game, ui->look_at);
        bool monster = slot >= 0 && world_perceived(game, slot);
        if (reach == MISSILE_WALLED || reach == MISSILE_CROWDED)
            note = "blocked";
        else if (reach == MISSILE_FAR && monster)
            note = "too far";
        else if (monster && game->floor.monsters[slot].state == STATE_ASLEEP)
            note = "asleep";
    }
    if (!note) {
        snprintf(out, size, "%s", title);
        return;
    }
    /* " Fire at " becomes " Fire: blocked ". */
    const char *space = strchr(title + 1, ' ');
    int word = space ? (int)(space - title) : (int)strlen(title);
    snprintf(out, size, "%.*s: %s ", word, title, note);
}

void draw_look(struct ui *ui)
{
    WINDOW *win = ui->screen.look;
    if (!win)
        return;
    char text[256] = "";
    if (ui->looking)
        look_describe(ui->game, ui->look_at, text, sizeof text);
    int purpose = ui->looking ? (int)ui->look_purpose : -1;
    char title[32] = "";
    if (ui->looking)
        aim_title(ui, title, sizeof title);
    uint64_t h = drawn_hash(DRAWN_SEED, &purpose, sizeof purpose);
    h = drawn_hash(h, title, strlen(title));
    h = drawn_hash(h, text, strlen(text));
    if (!ui->looking) {
        h = drawn_hash(h, &ui->drawn.monsters_listed, sizeof ui->drawn.monsters_listed);
        h = drawn_hash(h, &ui->drawn.monsters, sizeof ui->drawn.monsters);
    }
    if (!drawn_changed(ui, &ui->drawn.look, h))
        return;
    int rows, cols;
    getmaxyx(win, rows, cols);
    werase(win);
    if (ui->looking) {
        wattron(win, A_BOLD | A_REVERSE);
        mvwaddnstr(win, 0, 1, title, cols - 2);
        wattroff(win, A_BOLD | A_REVERSE);
        /* The keys keep their rows at the bottom whatever the cell's
         * sentence takes: a sentence longer than its rows is told whole in
         * the log (draw_log), and here its first words, then "...". */
        int keys = key_rows(ui->look_purpose);
        if (!look_in_window(ui))
            shorten(text, sizeof text, sentence_rows(ui), cols - 2);
        screen_wrap_to(win, 1, 1 + sentence_rows(ui), 1, cols - 2, text);
        for (int i = 0; i < keys; i++) {
            char line[48];
            key_line(purpose, i, line, sizeof line);
            mvwaddnstr(win, rows - keys + i, 1, line, cols - 2);
        }
    } else {
        /* The monsters the panel had no room for, and below them how many
         * more there are, or the hint. */
        int slots[GAME_MAX_MONSTERS], alike[GAME_MAX_MONSTERS];
        int first = ui->drawn.monsters_listed;
        int n = monster_list_entries(ui->game, slots, alike), left = n - first;
        int count = monster_list_fits(rows - 1);
        count = count < left ? count : left;
        monster_list_draw(ui, win, 0, rows - 1, first, count);
        if (left > count)
            monster_list_more(win, rows - 1, monster_list_monsters(alike, first + count, n));
        else
            mvwaddstr(win, rows - 1, 1, "x or ; to look");
    }
    wnoutrefresh(win);
}
