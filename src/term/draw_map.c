#include "draw_map.h"

#include <stdlib.h>
#include <string.h>

#include "camera.h"
#include "drawn.h"
#include "map_cells.h"
#include "term.h"

void camera_follow(struct ui *ui)
{
    if (ui->screen.too_small || !ui->screen.map)
        return;
    /* The same view whether a pane is open or not (screen_layout). */
    camera_update(&ui->camera,
                  ui->game,
                  getmaxy(ui->screen.map),
                  ui->screen.map_view_cols,
                  ui->looking ? &ui->look_at : NULL);
}

struct pos map_view_origin(const struct ui *ui)
{
    return ui->camera.origin;
}

void distance_overlay_update(struct ui *ui)
{
    const struct map *map = &ui->game->floor.map;
    if (ui->distances.width != map->width || ui->distances.height != map->height) {
        dmap_free(&ui->distances);
        if (dmap_init(&ui->distances, map->width, map->height) != 0)
            return; /* no memory: the overlay shows nothing, the game goes on */
    }
    dmap_costs_from_map(&ui->distances, map);
    dmap_set_goal(&ui->distances, ui->game->run.player.pos, 0);
    dmap_scan(&ui->distances);
}

/* All a frame makes again: the box round where the player stood and
 * stands (the first), then a cell for each monster perceived outside it,
 * where it stood in the last frame and where it stands now. */
struct spans {
    struct map_span at[1 + 2 * GAME_MAX_MONSTERS];
    int count;
};

/* The terrain of the view in the spans. */
static void compose_terrain(const struct ui *ui, struct canvas *c, struct pos origin,
                            const struct spans *spans, const chtype look[2][TILE_COUNT])
{
    for (int i = 0; i < spans->count; i++)
        map_cells_terrain(ui, c, origin, spans->at[i], look);
}

static bool in_span(struct map_span s, int y, int x)
{
    return y >= s.y0 && y <= s.y1 && x >= s.x0 && x <= s.x1;
}

/* Notes that the frame made column x of row y. */
static inline void dirty(int *range, int y, int x)
{
    int *r = range + 2 * y;
    r[0] = x < r[0] ? x : r[0];
    r[1] = x > r[1] ? x : r[1];
}

/* Makes the terrain of columns x0..x1 of row y again, all of them: a
 * cell or a few (a step's new edge of the box, where an overlay stood),
 * so a cell at a time. */
static void remake_run(const struct ui *ui, struct canvas *c, struct pos origin, int y, int x0,
                       int x1, const chtype look[2][TILE_COUNT], int *range)
{
    if (x0 > x1)
        return;
    const struct map *map = &ui->game->floor.map;
    chtype *row = c->cells + y * c->cols;
    int my = origin.y + y;
    for (int x = x0; x <= x1; x++) {
        int mx = origin.x + x;
        row[x] = my >= 0 && my < map->height && mx >= 0 && mx < map->width
                     ? map_cell_terrain(map, ui->game->cache.visible, map_index(map, mx, my), look)
                     : (chtype)' ';
    }
    dirty(range, y, x0);
    dirty(range, y, x1);
}

/* Makes again the terrain of the box's cells whose look can have changed
 * since the last frame, which made the terrain of the square prev: the
 * cells new to the box, those that came into sight or went out of it
 * (was: what was in sight then), and the doors in sight both times. A
 * cell's look changes with nothing else: what is remembered changes only
 * in sight, where the look is the tile's, and a tile only as a door, whose
 * look out of sight is its last seen. Eight cells at a time where sight
 * has not changed: most of the box. Notes what is now in sight into was. */
static void remake_changed(const struct ui *ui, struct canvas *c, struct pos origin,
                           struct map_span box, struct map_span prev,
                           const chtype look[2][TILE_COUNT], uint8_t *was, int *range)
{
    const struct game *game = ui->game;
    const struct map *map = &game->floor.map;
    const uint8_t *visible = game->cache.visible;
    /* The box's columns on the map; the rest stay blank. */
    int first = box.x0 > -origin.x ? box.x0 : -origin.x;
    int last = box.x1 < map->width - 1 - origin.x ? box.x1 : map->width - 1 - origin.x;
    /* The doors in sight both times, before was takes what is in sight now. */
    for (int k = 0; k < game->cache.door_count; k++) {
        int i = game->cache.doors[k];
        if (visible[i] && was[i]) {
            int y = i / map->width - origin.y, x = i % map->width - origin.x;
            if (in_span(box, y, x)) {
                c->cells[y * c->cols + x] = map_cell_terrain(map, visible, i, look);
                dirty(range, y, x);
            }
        }
    }
    /* Standing still in sight of the same cells (a step back and forth in
     * a room): nothing more to make, which one memcmp over the box's rows
     * of the map says. */
    int top = origin.y + box.y0 > 0 ? origin.y + box.y0 : 0;
    int bottom = origin.y + box.y1 < map->height ? origin.y + box.y1 : map->height - 1;
    if (box.y0 >= prev.y0 && box.y1 <= prev.y1 && box.x0 >= prev.x0 && box.x1 <= prev.x1 &&
        (top > bottom || memcmp(visible + map_index(map, 0, top),
                                was + map_index(map, 0, top),
                                (size_t)map->width * (size_t)(bottom - top + 1)) == 0))
        return;
    for (int y = box.y0; y <= box.y1; y++) {
        bool in_prev = y >= prev.y0 && y <= prev.y1 && prev.x0 <= prev.x1;
        if (!in_prev) {
            remake_run(ui, c, origin, y, box.x0, box.x1, look, range);
        } else {
            remake_run(
                ui, c, origin, y, box.x0, box.x1 < prev.x0 ? box.x1 : prev.x0 - 1, look, range);
            remake_run(
                ui, c, origin, y, box.x0 > prev.x1 ? box.x0 : prev.x1 + 1, box.x1, look, range);
        }
        int my = origin.y + y;
        if (my < 0 || my >= map->height || first > last)
            continue;
        int at = map_index(map, origin.x, my);
        chtype *row = c->cells + y * c->cols;
        /* Within prev, the cells that came into sight or went out of it:
         * most rows have none, which one memcmp says. */
        int x0 = prev.x0 > first ? prev.x0 : first, x1 = prev.x1 < last ? prev.x1 : last;
        if (!in_prev || x0 > x1) {
            memcpy(was + at + first, visible + at + first, (size_t)(last - first + 1));
            continue;
        }
        if (first < x0)
            memcpy(was + at + first, visible + at + first, (size_t)(x0 - first));
        if (x1 < last)
            memcpy(was + at + x1 + 1, visible + at + x1 + 1, (size_t)(last - x1));
        if (memcmp(visible + at + x0, was + at + x0, (size_t)(x1 - x0 + 1)) == 0)
            continue;
        for (int x = x0; x <= x1;) {
            /* The last eight of the row where fewer are left: some looked
             * at twice, none past the row. */
            int word = x + 8 <= x1 + 1 ? x : x1 - 7 >= x0 ? x1 - 7 : -1;
            if (word >= 0) {
                uint64_t now, then;
                memcpy(&now, visible + at + word, sizeof now);
                memcpy(&then, was + at + word, sizeof then);
                if (now == then) {
                    x = word + 8;
                    continue;
                }
            }
            int end = x + 8 <= x1 + 1 ? x + 8 : x1 + 1;
            for (; x < end; x++)
                if (!visible[at + x] != !was[at + x]) {
                    row[x] = map_cell_terrain(map, visible, at + x, look);
                    was[at + x] = visible[at + x];
                    dirty(range, y, x);
                }
        }
    }
}

/* Room for the frame and what was sent, for a view of rows x cols. */
static bool make_room(struct drawn *d, int rows, int cols)
{
    int cells = rows * cols;
    if (cells > d->map_cells || rows > d->map_dirty_rows) {
        d->map_cells = 0;
        chtype *map = realloc(d->map, (size_t)cells * sizeof *map);
        if (map)
            d->map = map;
        chtype *next = map ? realloc(d->next.cells, (size_t)cells * sizeof *next) : NULL;
        if (next)
            d->next.cells = next;
        struct pos *marks = next ? realloc(d->next.marks, (size_t)cells * sizeof *marks) : NULL;
        if (marks)
            d->next.marks = marks;
        struct pos *overlaid =
            marks ? realloc(d->map_overlaid, (size_t)cells * sizeof *overlaid) : NULL;
        if (overlaid)
            d->map_overlaid = overlaid;
        int *range = overlaid ? realloc(d->map_dirty, (size_t)rows * 2 * sizeof *range) : NULL;
        if (range)
            d->map_dirty = range;
        if (!range)
            return false;
        d->map_cells = cells;
        d->map_dirty_rows = rows;
    }
    d->next.rows = rows;
    d->next.cols = cols;
    d->next.mark_room = cells;
    return true;
}

/* What, changed, changes the whole view rather than what lies round the
 * player: the camera, the floor, the game, the overlays. */
static uint64_t whole_view_hash(const struct ui *ui, struct pos origin, const struct flight *path)
{
    const struct game *game = ui->game;
    uintptr_t which = (uintptr_t)game;
    int fields[] = {origin.x,
                    origin.y,
                    game->run.depth,
                    ui->distance_overlay,
                    ui->minds,
                    ui->distance_overlay || ui->minds ? game->run.turn : 0};
    uint64_t h = drawn_hash(drawn_hash(DRAWN_SEED, &which, sizeof which), fields, sizeof fields);
    /* The unseen attacker's mark may stand anywhere, and goes a turn on. */
    struct pos unseen = {-1, -1};
    world_unseen_from(game, &unseen);
    h = drawn_hash(h, &unseen, sizeof unseen);
    /* The path may reach past what lies round the player. */
    return drawn_hash(h, path->cells, (size_t)path->count * sizeof path->cells[0]);
}

/* The square round p, reach each way, cut to the view. */
static struct map_span square(struct pos p, int reach, struct pos origin, int rows, int cols)
{
    struct map_span s = {p.y - reach - origin.y,
                         p.y + reach - origin.y,
                         p.x - reach - origin.x,
                         p.x + reach - origin.x};
    s.y0 = s.y0 < 0 ? 0 : s.y0;
    s.x0 = s.x0 < 0 ? 0 : s.x0;
    s.y1 = s.y1 >= rows ? rows - 1 : s.y1;
    s.x1 = s.x1 >= cols ? cols - 1 : s.x1;
    if (s.x0 > s.x1)
        s.y0 = s.y1 + 1;
    return s;
}

/* Adds the cell to the spans, unless it is off the view or in the box. */
static void add_cell(struct spans *spans, struct pos cell, struct pos origin, int rows, int cols)
{
    int y = cell.y - origin.y, x = cell.x - origin.x;
    struct map_span box = spans->at[0];
    if (y < 0 || x < 0 || y >= rows || x >= cols ||
        (y >= box.y0 && y <= box.y1 && x >= box.x0 && x <= box.x1))
        return;
    spans->at[spans->count++] = (struct map_span){y, y, x, x};
}

/* The cells of the monsters perceived outside the box, where the last
 * frame had them and where they are now; now's are kept for the next. */
static void add_perceived(struct spans *spans, struct drawn *d, const struct game *game,
                          struct pos origin, int rows, int cols)
{
    for (int i = 0; i < d->map_perceived_count; i++)
        add_cell(spans, d->map_perceived[i], origin, rows, cols);
    d->map_perceived_count = 0;
    for (int i = 0; i < game->floor.monster_count; i++)
        if (world_perceived(game, i)) {
            struct pos at = game->floor.monsters[i].base.pos;
            add_cell(spans, at, origin, rows, cols);
            d->map_perceived[d->map_perceived_count++] = at;
        }
}

/* Sends the cells of row y from x0 to x1 that differ from what was sent
 * (all of them with all), so curses has only those to compare and send:
 * from the first that differs to the last, in one waddchnstr, which copies
 * the cells as they are (a waddch a cell cost six times as much). */
static void send_row(struct drawn *d, WINDOW *win, int y, int x0, int x1, bool all)
{
    const chtype *next = d->next.cells + y * d->next.cols;
    chtype *sent = d->map + y * d->next.cols;
    /* Most rows of a step are as they were: one memcmp says so. */
    if (!all && memcmp(next + x0, sent + x0, (size_t)(x1 - x0 + 1) * sizeof sent[0]) == 0)
        return;
    if (!all) {
        while (next[x0] == sent[x0])
            x0++;
        while (next[x1] == sent[x1])
            x1--;
    }
    mvwaddchnstr(win, y, x0, next + x0, x1 - x0 + 1);
    memcpy(sent + x0, next + x0, (size_t)(x1 - x0 + 1) * sizeof sent[0]);
}

static void send_span(struct drawn *d, WINDOW *win, struct map_span s, bool all)
{
    if (s.x0 > s.x1)
        return;
    for (int y = s.y0; y <= s.y1; y++)
        send_row(d, win, y, s.x0, s.x1, all);
}

/* Keeps, for the next frame, the cells in the box the overlays were put
 * on, and notes them made; -1 where there were more than room. */
static void keep_overlaid(struct drawn *d, struct map_span box, int *range)
{
    const struct canvas *c = &d->next;
    if (c->mark_count > c->mark_room) {
        d->map_overlaid_count = -1;
        for (int y = box.y0; y <= box.y1 && box.x0 <= box.x1; y++) {
            dirty(range, y, box.x0);
            dirty(range, y, box.x1);
        }
        return;
    }
    int n = 0;
    for (int i = 0; i < c->mark_count; i++) {
        struct pos p = c->marks[i];
        if (in_span(box, p.y, p.x)) {
            d->map_overlaid[n++] = p;
            dirty(range, p.y, p.x);
        }
    }
    d->map_overlaid_count = n;
}

/* Notes what the player sees now as what the last frame saw, over the
 * box's rows and columns on the map (all of the map with all). */
static void keep_visible(struct ui *ui, struct pos origin, struct map_span box, bool all)
{
    struct drawn *d = &ui->drawn;
    const struct map *map = &ui->game->floor.map;
    const uint8_t *visible = ui->game->cache.visible;
    int cells = map->width * map->height;
    if (cells > d->map_was_visible_cells) {
        uint8_t *was = realloc(d->map_was_visible, (size_t)cells);
        if (!was) {
            d->map_overlaid_count = -1; /* the next frame makes all its box */
            return;
        }
        d->map_was_visible = was;
        d->map_was_visible_cells = cells;
        all = true;
    }
    if (all) {
        memcpy(d->map_was_visible, visible, (size_t)cells);
        return;
    }
    int first = box.x0 > -origin.x ? box.x0 : -origin.x;
    int last = box.x1 < map->width - 1 - origin.x ? box.x1 : map->width - 1 - origin.x;
    for (int y = box.y0; y <= box.y1 && first <= last; y++) {
        int my = origin.y + y;
        if (my < 0 || my >= map->height)
            continue;
        int at = map_index(map, origin.x + first, my);
        memcpy(d->map_was_visible + at, visible + at, (size_t)(last - first + 1));
    }
}

void draw_map(struct ui *ui)
{
    const struct game *game = ui->game;
    WINDOW *win = ui->screen.map;
    struct drawn *d = &ui->drawn;
    int rows, cols;
    getmaxyx(win, rows, cols);
    if (!make_room(d, rows, cols))
        return; /* no memory for a frame: the last one stays */
    struct pos origin = map_view_origin(ui);
    struct canvas *c = &d->next;
    /* Between two frames of one view, only what lies within sight of where
     * the player stood and stands can change (what is seen, what is newly
     * remembered, the items, the monsters in view), and the cells of the
     * monsters perceived beyond it. Anything else, and the whole view is
     * made again. */
    struct flight path = map_aim_path(ui);
    uint64_t whole = whole_view_hash(ui, origin, &path);
    bool all = !d->valid || d->layout != ui->screen.layout || whole != d->map_whole;
    struct map_span full = {0, rows - 1, 0, cols - 1};
    struct pos here = game->run.player.pos;
    int reach = game->run.player.sight + 1;
    struct spans spans; /* 8 KiB: on the stack, as the frame is drawn once */
    struct map_span span = full;
    if (!all) {
        /* One box round both squares: a step moves the square by a cell. */
        struct map_span was = square(d->map_seen_from, d->map_seen_reach, origin, rows, cols);
        struct map_span now = square(here, reach, origin, rows, cols);
        span = was.y0 > was.y1 ? now : was;
        if (now.y0 <= now.y1) {
            span.y0 = now.y0 < span.y0 ? now.y0 : span.y0;
            span.x0 = now.x0 < span.x0 ? now.x0 : span.x0;
            span.y1 = now.y1 > span.y1 ? now.y1 : span.y1;
            span.x1 = now.x1 > span.x1 ? now.x1 : span.x1;
        }
    }
    d->map_whole = whole;
    d->map_seen_from = here;
    d->map_seen_reach = reach;
    spans.at[0] = span;
    spans.count = 1;
    add_perceived(&spans, d, game, origin, rows, cols);
    const chtype(*look)[TILE_COUNT] = map_cells_looks(ui);
    int *range = d->map_dirty;
    for (int y = span.y0; y <= span.y1; y++) {
        range[2 * y] = cols;
        range[2 * y + 1] = -1;
    }
    /* A step's frame makes again only the box's cells whose look can have
     * changed (remake_changed): most of the box is out of sight. Not after
     * more than one turn (a replay catching up: what was seen between and
     * not now would be missed), nor under an overlay over the view. */
    bool lean = !all && !ui->screen.speech && !ui->minds && !ui->distance_overlay &&
                path.count == 0 && d->map_overlaid_count >= 0 && game->run.turn >= d->map_turn &&
                game->run.turn - d->map_turn <= 1 &&
                d->map_was_visible_cells >= game->floor.map.width * game->floor.map.height;
    if (lean) {
        remake_changed(ui, c, origin, span, d->map_box, look, d->map_was_visible, range);
        /* Where the last frame's overlays stood, what lay under them. */
        for (int i = 0; i < d->map_overlaid_count; i++) {
            struct pos p = d->map_overlaid[i];
            if (in_span(span, p.y, p.x))
                remake_run(ui, c, origin, p.y, p.x, p.x, look, range);
        }
        for (int i = 1; i < spans.count; i++)
            map_cells_terrain(ui, c, origin, spans.at[i], look);
    } else {
        compose_terrain(ui, c, origin, &spans, look);
    }
    c->mark_count = 0;
    map_cells_overlay(ui, c, origin, &path);
    keep_overlaid(d, span, range);

    if (lean) {
        for (int y = span.y0; y <= span.y1; y++)
            if (range[2 * y] <= range[2 * y + 1])
                send_row(d, win, y, range[2 * y], range[2 * y + 1], false);
        for (int i = 1; i < spans.count; i++)
            send_span(d, win, spans.at[i], false);
    } else {
        for (int i = 0; i < spans.count; i++)
            send_span(d, win, spans.at[i], all);
        keep_visible(ui, origin, span, all);
    }
    d->map_box = span;
    d->map_turn = game->run.turn;
    /* The cursor rests on the player, for screen readers and braille lines,
     * or on the cell being looked at. */
    struct pos at = ui->looking ? ui->look_at : here;
    wmove(win, at.y - origin.y, at.x - origin.x);
    wnoutrefresh(win);
}
