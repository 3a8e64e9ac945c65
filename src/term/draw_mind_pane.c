#include "draw_mind_pane.h"

#include <stdio.h>
#include <string.h>

#include "murk/rules/look.h"
#include "murk/rules/why.h"
#include "murk/rules/why_next.h"
#include "drawn.h"
#include "marks.h"
#include "mind_list.h"
#include "palette.h"
#include "screen.h"

/* The pane's rows above the list: its title and the turn, the legend of
 * the map's marks. */
enum { PANE_TITLE = 0, PANE_LEGEND = 1 };

/* What the pane writes of one monster, in words. */
struct pane_words {
    char head[96];           /* "goblin chief, leading: hunting you" */
    const char *aim;         /* "goes for you" */
    char why[WHY_LINE + 8];  /* "why: heard the fight 6 steps away, 3 turns ago" */
    char next[WHY_LINE + 8]; /* "next: flees at 3 health: has 8" */
};

/* A leader says so in its head ("goblin chief, leading: hunting you"): its
 * followers' rows have a bar down their left. */
static void words_of(const struct game *game, const struct mind_row *r, struct pane_words *w)
{
    const struct monster *m = &game->floor.monsters[r->slot];
    snprintf(w->head,
             sizeof w->head,
             "%s%s: %s",
             world_kind_of(game, m)->name,
             r->place == MIND_LEADS ? ", leading" : "",
             look_monster_mind(game, m).state);
    struct pos to;
    bool has_to;
    w->aim = mind_aim_words(mind_aim_of(game, m, &to, &has_to));
    char text[WHY_LINE];
    w->why[0] = w->next[0] = 0;
    if (why_full(game, m, text, sizeof text) > 0)
        snprintf(w->why, sizeof w->why, "why: %s", text);
    if (why_next(game, m, text, sizeof text) > 0)
        snprintf(w->next, sizeof w->next, "next: %s", text);
}

/* The column an entry's glyph stands in: a follower's one in, after the
 * bar that ties it to its band. */
static int entry_col(enum mind_place place)
{
    return place == MIND_FOLLOWS ? 2 : 1;
}

/* The rows an entry takes in a pane cols wide. */
static int entry_rows(const struct pane_words *w, enum mind_place place, int cols)
{
    int col = entry_col(place), width = cols - col - 3;
    return screen_wrap_rows(cols - col - 3, w->head) + screen_wrap_rows(width, w->aim) +
           screen_wrap_rows(width, w->why) + screen_wrap_rows(width, w->next);
}

/* Draws one entry from row, no lower than end; returns the rows used. */
static int draw_entry(const struct ui *ui, WINDOW *win, int row, int end, const struct mind_row *r)
{
    struct pane_words w;
    words_of(ui->game, r, &w);
    int cols = getmaxx(win), col = entry_col(r->place), width = cols - col - 3;
    mvwaddch(win, row, col, marks_monster(ui, r->slot));
    int used = screen_wrap_to(win, row, end, col + 2, cols - col - 3, w.head);
    const char *rest[] = {w.aim, w.why, w.next};
    for (int i = 0; i < 3; i++)
        used += screen_wrap_to(win, row + used, end, col + 2, width, rest[i]);
    if (r->place == MIND_FOLLOWS)
        for (int i = 0; i < used; i++)
            mvwaddch(win, row + i, 1, '|');
    return used;
}

int mind_pane_count(const struct ui *ui)
{
    struct mind_row rows[GAME_MAX_MONSTERS];
    return mind_list(ui->game, rows);
}

/* What the pane shows: every listed monster's words and mark, the scroll,
 * the player's health and the turn. */
static uint64_t pane_hash(const struct ui *ui, const struct mind_row *rows, int n)
{
    const struct game *game = ui->game;
    int fields[] = {ui->minds_scroll,
                    n,
                    game->run.player.health,
                    game->run.player.health_max,
                    game->run.turn,
                    game->run.follower_count};
    uint64_t h = drawn_hash(DRAWN_SEED, fields, sizeof fields);
    for (int i = 0; i < n; i++) {
        const struct monster *m = &game->floor.monsters[rows[i].slot];
        struct pane_words w;
        words_of(game, &rows[i], &w);
        int own[] = {rows[i].slot, (int)rows[i].place, (int)mind_awareness(game, m)};
        h = drawn_hash(h, own, sizeof own);
        h = drawn_hash(h, &w, sizeof w.head + sizeof w.why + sizeof w.next);
        h = drawn_hash(h, w.aim, strlen(w.aim));
    }
    return h;
}

/* The title, the player's health and the turn (the side panel is not
 * shown with the pane), and the legend of the map's marks. */
static int draw_header(const struct ui *ui, WINDOW *win)
{
    const struct game *game = ui->game;
    const struct entity *p = &game->run.player;
    int cols = getmaxx(win);
    wattron(win, A_BOLD);
    mvwaddstr(win, PANE_TITLE, 1, "Minds");
    wattroff(win, A_BOLD);
    char right[32];
    snprintf(right,
             sizeof right,
             "HP%d/%d T%d",
             p->health > 0 ? p->health : 0,
             p->health_max,
             game->run.turn);
    /* The key's hint as long as a space still parts it from the health:
     * past turn 999 "Minds (m hides)HP30/30 T1273" ran together. */
    int room = cols - 1 - (int)strlen(right) - 1 - (1 + (int)strlen("Minds"));
    static const char *const hints[] = {" (m hides)", " (m)"};
    for (size_t h = 0; h < sizeof hints / sizeof hints[0]; h++)
        if ((int)strlen(hints[h]) <= room) {
            waddstr(win, hints[h]);
            break;
        }
    mvwaddstr(win, PANE_TITLE, cols - 1 - (int)strlen(right), right);
    int row = PANE_LEGEND + marks_legend(&ui->palette, win, PANE_LEGEND, 1, cols - 2, false);
    /* Who comes down the stairs after the player, between floors. */
    if (game->run.follower_count > 0) {
        const char *name = game->kinds->kinds[game->run.followers[0].kind].name;
        char line[sizeof game->kinds->kinds[0].name + 40];
        int more = game->run.follower_count - 1;
        if (more > 0)
            snprintf(line, sizeof line, "%s and %d more follow you down", name, more);
        else
            snprintf(line, sizeof line, "%s follows you down", name);
        row += screen_wrap(win, row, 1, cols - 2, line);
    }
    return row;
}

void draw_mind_pane(struct ui *ui)
{
    WINDOW *win = ui->screen.minds;
    struct mind_row rows[GAME_MAX_MONSTERS];
    int n = mind_list(ui->game, rows);
    if (!win || !drawn_changed(ui, &ui->drawn.minds, pane_hash(ui, rows, n)))
        return;
    int end = getmaxy(win) - 1; /* the last row says what is scrolled off */
    werase(win);
    int row = draw_header(ui, win);
    if (n == 0)
        screen_wrap(win, row + 1, 1, getmaxx(win) - 2, "You see no monster, nor sense one.");
    int first = ui->minds_scroll < n ? ui->minds_scroll : 0, i = first;
    bool beside_said = false;
    for (; i < n; i++) {
        if (rows[i].place == MIND_BESIDE && !beside_said) {
            if (row + 1 >= end)
                break;
            mvwaddstr(win, row++, 1, "Allies and captives:");
            beside_said = true;
        }
        struct pane_words w;
        words_of(ui->game, &rows[i], &w);
        /* Whole entries only, but the first, which shows what fits. */
        if (i > first && row + entry_rows(&w, rows[i].place, getmaxx(win)) > end)
            break;
        row += draw_entry(ui, win, row, end, &rows[i]);
    }
    if (first > 0 || i < n)
        mvwprintw(win, end, 1, "%d above, %d below ([ ])", first, n - i);
    wnoutrefresh(win);
}

void mind_pane_overlay(const struct ui *ui, struct canvas *canvas, struct pos origin)
{
    const struct game *game = ui->game;
    struct mind_row rows[GAME_MAX_MONSTERS];
    int n = mind_list(game, rows);
    enum { MAX_LINE = 256 };
    struct pos line[MAX_LINE];
    for (int i = 0; i < n; i++) {
        const struct monster *m = &game->floor.monsters[rows[i].slot];
        struct pos to;
        bool has_to;
        mind_aim_of(game, m, &to, &has_to);
        if (!has_to || grid_eq(to, m->base.pos))
            continue;
        int len = grid_line(m->base.pos, to, line, MAX_LINE);
        attr_t attr = palette_attr(&ui->palette, mind_state_colour(m->state), SHADE_LIT);
        for (int k = 1; k < len - 1 && k < MAX_LINE; k++)
            canvas_put(canvas, line[k].y - origin.y, line[k].x - origin.x, (chtype)'*' | attr);
        /* Where it heads, unless the player or a monster stands there. */
        if (!grid_eq(to, game->run.player.pos) && len <= MAX_LINE)
            canvas_put(canvas, to.y - origin.y, to.x - origin.x, (chtype)'+' | attr);
    }
    /* The monsters over the lines, as the map marks them. */
    for (int i = 0; i < n; i++) {
        struct pos at = game->floor.monsters[rows[i].slot].base.pos;
        canvas_put(canvas, at.y - origin.y, at.x - origin.x, marks_monster(ui, rows[i].slot));
    }
}
