#include "draw_minds.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "murk/rules/look.h"
#include "murk/rules/group.h"
#include "murk/rules/intent.h"
#include "draw_mind_pane.h"
#include "drawn.h"
#include "palette.h"
#include "screen.h"
#include "term.h"

enum { MINDS_HEADER = 4, MINDS_LINES_EACH = 2 };

/* Colour alone carries no meaning: each state's mark has an attribute too,
 * so the marks read on 8 colours, under NO_COLOR and for colour-blind eyes
 * (and the pane writes the state's name). */
static attr_t state_attr(const struct ui *ui, enum mind_state state)
{
    static const attr_t extra[STATE_COUNT] = {A_DIM, A_NORMAL, A_BOLD, A_UNDERLINE};
    return palette_attr(&ui->palette, mind_state_colour(state), SHADE_LIT) | extra[state];
}

void draw_minds_overlay(const struct ui *ui, struct canvas *canvas, struct pos origin)
{
    if (ui->minds == MINDS_PLAYER) {
        mind_pane_overlay(ui, canvas, origin);
        return;
    }
    const struct game *game = ui->game;
    enum { MAX_LINE = 256 };
    struct pos line[MAX_LINE];
    /* Lines first, so every monster's mark stays on top of them: each
     * follower's tie to its leader, then where each is heading. */
    for (int i = 0; i < game->floor.monster_count; i++) {
        const struct monster *m = &game->floor.monsters[i];
        const struct monster *leader = entity_alive(&m->base) ? group_leader(game, m) : NULL;
        if (leader == NULL)
            continue;
        int n = grid_line(m->base.pos, leader->base.pos, line, MAX_LINE);
        attr_t attr = palette_attr(&ui->palette, mind_state_colour(m->state), SHADE_LIT);
        for (int k = 1; k < n - 1 && k < MAX_LINE; k++)
            canvas_put(canvas, line[k].y - origin.y, line[k].x - origin.x, (chtype)'~' | attr);
    }
    for (int i = 0; i < game->floor.monster_count; i++) {
        const struct monster *m = &game->floor.monsters[i];
        struct pos to;
        if (!entity_alive(&m->base) || !monster_heading(m, &to))
            continue;
        int n = grid_line(m->base.pos, to, line, MAX_LINE);
        /* In the state's colour alone: a bold line's every cell would cost
         * the terminal a change of attributes on and off. */
        attr_t attr = palette_attr(&ui->palette, mind_state_colour(m->state), SHADE_LIT);
        for (int k = 1; k < n && k < MAX_LINE; k++)
            canvas_put(canvas,
                       line[k].y - origin.y,
                       line[k].x - origin.x,
                       (chtype)(k == n - 1 ? '+' : '*') | attr);
    }
    for (int i = 0; i < game->floor.monster_count; i++) {
        const struct monster *m = &game->floor.monsters[i];
        if (entity_alive(&m->base))
            canvas_put(canvas,
                       m->base.pos.y - origin.y,
                       m->base.pos.x - origin.x,
                       (chtype)(unsigned char)m->base.glyph |
                           palette_marked(&ui->palette, state_attr(ui, m->state)));
    }
}

int minds_living(const struct ui *ui)
{
    int living = 0;
    for (int i = 0; i < ui->game->floor.monster_count; i++)
        living += entity_alive(&ui->game->floor.monsters[i].base);
    return living;
}

int minds_rows(const struct ui *ui)
{
    if (!ui->screen.minds)
        return 1;
    int rows = (getmaxy(ui->screen.minds) - MINDS_HEADER - 1) / MINDS_LINES_EACH;
    return rows > 1 ? rows : 1;
}

void minds_toggle(struct ui *ui, enum minds_view view)
{
    ui->minds = ui->minds == (int)view ? MINDS_OFF : view;
    ui->minds_scroll = 0;
    ui->drawn.minds = 0; /* the other pane's hash is not this one's */
    screen_layout(&ui->screen, ui->minds != MINDS_OFF);
}

void minds_scroll(struct ui *ui, bool down)
{
    if (ui->minds && !down && ui->minds_scroll > 0)
        ui->minds_scroll--;
    /* The player's pane scrolls a monster at a time to its last; the
     * all-seeing one till its last row shows. */
    int last =
        ui->minds == MINDS_PLAYER ? mind_pane_count(ui) - 1 : minds_living(ui) - minds_rows(ui);
    if (ui->minds && down && ui->minds_scroll < last)
        ui->minds_scroll++;
}

enum minds_key minds_key(struct ui *ui, enum command command, bool aids)
{
    switch (command) {
    case CMD_MINDS:
        minds_toggle(ui, MINDS_PLAYER);
        return MINDS_KEY_DONE;
    case CMD_ALL_MINDS:
        if (!aids)
            return MINDS_KEY_REFUSED;
        minds_toggle(ui, MINDS_ALL);
        return MINDS_KEY_DONE;
    case CMD_MINDS_UP:
    case CMD_MINDS_DOWN:
        minds_scroll(ui, command == CMD_MINDS_DOWN);
        return MINDS_KEY_DONE;
    default:
        return MINDS_KEY_NONE;
    }
}

/* The key to the colours: each state's name in its colour and mark. */
static void draw_key(const struct ui *ui, WINDOW *win)
{
    for (int s = 0; s < STATE_COUNT; s++) {
        wmove(win, 1 + s / 2, 1 + (s % 2) * 11);
        wattron(win, state_attr(ui, (enum mind_state)s));
        waddstr(win, mind_state_name((enum mind_state)s));
        wattroff(win, state_attr(ui, (enum mind_state)s));
    }
}

static void draw_entry(const struct ui *ui, WINDOW *win, int row, const struct monster *m)
{
    const struct game *game = ui->game;
    int cols = getmaxx(win);
    attr_t own = palette_attr(&ui->palette, m->base.colour, SHADE_LIT);
    mvwaddch(win, row, 1, (chtype)(unsigned char)m->base.glyph | own);
    char name[48];
    snprintf(name, sizeof name, "%s #%d", world_kind_of(game, m)->name, m->id);
    mvwaddnstr(win, row, 3, name, cols - 11);
    char cell[16];
    snprintf(cell, sizeof cell, "%d,%d", m->base.pos.x, m->base.pos.y);
    mvwaddstr(win, row, cols - 1 - (int)strlen(cell), cell);

    /* A group member's intention takes the state's place, in its colour
     * and mark (it says the state: "following" a wanderer, "waiting" a
     * hunter): the pane is 30 columns. */
    const char *group_intent = intent_pane_words(game, m);
    if (group_intent) {
        wattron(win, state_attr(ui, m->state));
        mvwaddnstr(win, row + 1, 3, group_intent, cols - 3);
        wattroff(win, state_attr(ui, m->state));
        return;
    }
    wmove(win, row + 1, 3);
    wattron(win, state_attr(ui, m->state));
    /* An ally's state drives nothing: its own mind (ally.h) does. */
    const char *word = m->ally ? "your ally" : mind_state_name(m->state);
    waddstr(win, word);
    wattroff(win, state_attr(ui, m->state));
    char rest[48] = "";
    struct pos to;
    if (monster_heading(m, &to))
        snprintf(rest, sizeof rest, " >%d,%d", to.x, to.y);
    if (m->search_turns > 0)
        snprintf(rest + strlen(rest), sizeof rest - strlen(rest), " searching %d", m->search_turns);
    /* The intentions the state alone does not name, in look's words. */
    const char *intent = look_monster_mind(game, m).state;
    if (m->cornered || m->on_trail || strcmp(intent, "lying low") == 0)
        snprintf(rest + strlen(rest), sizeof rest - strlen(rest), " %s", intent);
    if (m->carried_stacks > 0)
        snprintf(rest + strlen(rest), sizeof rest - strlen(rest), " carries %d", m->carried_stacks);
    waddnstr(win, rest, cols - 4 - (int)strlen(word));
}

/* What the pane shows: every living monster's cell, state, heading and
 * search, and the scroll. */
static uint64_t minds_hash(const struct ui *ui)
{
    const struct game *game = ui->game;
    uint64_t h = drawn_hash(DRAWN_SEED, &ui->minds_scroll, sizeof ui->minds_scroll);
    h = drawn_hash(h, &game->run.follower_count, sizeof game->run.follower_count);
    if (!ui->screen.panel) {
        int fields[] = {game->run.player.health, game->run.player.health_max, game->run.turn};
        h = drawn_hash(h, fields, sizeof fields);
    }
    for (int i = 0; i < game->floor.monster_count; i++) {
        const struct monster *m = &game->floor.monsters[i];
        if (!entity_alive(&m->base))
            continue;
        struct pos to = {-1, -1};
        monster_heading(m, &to);
        int fields[] = {m->id,
                        m->base.pos.x,
                        m->base.pos.y,
                        (int)m->state,
                        to.x,
                        to.y,
                        m->search_turns,
                        m->cornered,
                        m->on_trail,
                        m->carried_stacks,
                        world_monster_sees_player(game, m),
                        (int)intent_of(game, m),
                        m->ally};
        h = drawn_hash(h, fields, sizeof fields);
    }
    return h;
}

void draw_minds(struct ui *ui)
{
    if (ui->minds == MINDS_PLAYER) {
        draw_mind_pane(ui);
        return;
    }
    WINDOW *win = ui->screen.minds;
    if (!win || !drawn_changed(ui, &ui->drawn.minds, minds_hash(ui)))
        return;
    const struct game *game = ui->game;
    int rows = getmaxy(win);
    werase(win);
    wattron(win, A_BOLD);
    mvwaddstr(win, 0, 1, "All minds");
    wattroff(win, A_BOLD);
    waddstr(win, " (F4 hides)");
    draw_key(ui, win);
    if (!ui->screen.panel) {
        /* In the side panel's place (80 columns): what the panel would
         * not let the player lose sight of, health and the turn, right of
         * the key. */
        const struct entity *p = &game->run.player;
        mvwprintw(win, 1, 22, "HP%d/%d", p->health > 0 ? p->health : 0, p->health_max);
        mvwprintw(win, 2, 22, "T%d", game->run.turn);
    }
    /* Who comes down the stairs after the player, between floors: the
     * first by name ("goblin following you down", shorter when the name
     * is long), and how many more. */
    if (game->run.follower_count > 0) {
        const char *name = game->kinds->kinds[game->run.followers[0].kind].name;
        char line[64];
        int more = game->run.follower_count - 1;
        snprintf(line, sizeof line, "%s following you down", name);
        if ((int)strlen(line) + (more ? 4 : 0) > getmaxx(win) - 2)
            snprintf(line, sizeof line, "%s following", name);
        mvwaddnstr(win, 3, 1, line, getmaxx(win) - 2);
        if (more > 0)
            wprintw(win, " +%d", more);
    }
    int shown = minds_rows(ui);
    int first = ui->minds_scroll;
    int row = MINDS_HEADER;
    /* The living, by id: the dead keep their ids but leave the pane. */
    int living = 0;
    for (int i = 0; i < game->floor.monster_count; i++) {
        const struct monster *m = &game->floor.monsters[i];
        if (!entity_alive(&m->base))
            continue;
        if (living >= first && living < first + shown) {
            draw_entry(ui, win, row, m);
            row += MINDS_LINES_EACH;
        }
        living++;
    }
    int below = living - first - shown;
    if (below < 0)
        below = 0;
    if (living == 0)
        mvwaddstr(win, MINDS_HEADER, 1, "No monsters on this floor.");
    else if (first > 0 || below > 0)
        mvwprintw(win, rows - 1, 1, "%d above, %d below ([ ])", first, below);
    wnoutrefresh(win);
}
