#include "draw_map.h"

#include <stdlib.h>
#include <string.h>

#include "murk/rules/missile.h"
#include "murk/world/place.h"
#include "camera.h"
#include "draw_minds.h"
#include "marks.h"
#include "drawn.h"
#include "palette.h"
#include "term.h"

static const struct rgb stairs_colour = {230, 220, 200};
/* Doors are brown: a dark yellow, which most terminals show brown. */
static const struct rgb door_colour = {170, 120, 40};
static const struct rgb lamp_colour = {255, 240, 80};
/* Lakes are blue: the one terrain the player cannot walk and can see over. */
static const struct rgb water_colour = {70, 120, 240};
static const struct rgb path_colour = {255, 150, 50};

/* Bands of colour for the distance overlay, one per ten steps, so the digits
 * read as contour lines. */
static const struct rgb distance_bands[] = {
    {90, 220, 90},
    {220, 220, 90},
    {230, 150, 60},
    {220, 80, 80},
    {190, 90, 220},
    {90, 160, 230},
};

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

static chtype glyph(char c, attr_t attr)
{
    return (chtype)(unsigned char)c | attr;
}

static void put_at(struct canvas *c, struct pos origin, struct pos cell, chtype ch)
{
    canvas_put(c, cell.y - origin.y, cell.x - origin.x, ch);
}

/* Items where the player sees them now, lit, and where they were seen on
 * cells remembered, dim: an item stays put, so memory of it is fair. */
static void compose_items(const struct ui *ui, struct canvas *c, struct pos origin)
{
    const struct game *game = ui->game;
    if (!game->item_kinds)
        return;
    for (int i = 0; i < game->floor.items.count; i++) {
        const struct item *item = &game->floor.items.items[i];
        bool seen = world_sees(game, item->pos);
        if (!seen && !item->seen)
            continue;
        struct rgb colour = item_colour(&game->run.lore, game->item_kinds, item->kind);
        put_at(c,
               origin,
               item->pos,
               glyph(item_glyph(game->item_kinds, item->kind),
                     palette_attr(&ui->palette, colour, seen ? SHADE_LIT : SHADE_DIM)));
    }
}

/* The floor's place (place.h) on its cells once remembered, over what
 * lies there: an altar '_', a vault's pedestals '|'. */
static void compose_place(const struct ui *ui, struct canvas *c, struct pos origin)
{
    const struct game *game = ui->game;
    const struct floor_place *place = &game->floor.place;
    const struct map *map = &game->floor.map;
    if (place->kind == PLACE_NONE)
        return;
    for (int i = 0; i < PLACE_CELLS; i++) {
        struct pos at = place->at[i];
        if (!map->remembered[map_index(map, at.x, at.y)])
            continue;
        bool seen = world_sees(game, at);
        put_at(c,
               origin,
               at,
               glyph(place_glyph(place->kind),
                     palette_attr(
                         &ui->palette, place_colour(place->kind), seen ? SHADE_LIT : SHADE_DIM) |
                         A_BOLD));
    }
}

/* The Lamp of the Deep, once seen: '*', bright yellow. */
static void compose_lamp(const struct ui *ui, struct canvas *c, struct pos origin)
{
    const struct game *game = ui->game;
    struct pos at = game->floor.lamp;
    const struct map *map = &game->floor.map;
    if (!game->floor.has_lamp || !map->remembered[map_index(map, at.x, at.y)])
        return;
    bool seen = world_sees(game, at);
    put_at(
        c,
        origin,
        at,
        glyph('*', palette_attr(&ui->palette, lamp_colour, seen ? SHADE_LIT : SHADE_DIM) | A_BOLD));
}

/* Monsters only where the player perceives them now, never from memory:
 * lit where seen, dim where sensed without sight (world_perceives), each
 * with the mark of how aware of the player it is (marks.h). */
static void compose_monsters(const struct ui *ui, struct canvas *c, struct pos origin)
{
    const struct game *game = ui->game;
    for (int i = 0; i < game->floor.monster_count; i++)
        if (world_perceives(game, i) != PERCEIVE_NONE)
            put_at(c, origin, game->floor.monsters[i].base.pos, marks_monster(ui, i));
}

/* Where a blow or arrow from a monster the player does not perceive came
 * from this turn (world_unseen_from), marked until the next. */
static void compose_unseen(const struct ui *ui, struct canvas *c, struct pos origin)
{
    struct pos from;
    if (world_unseen_from(ui->game, &from))
        put_at(c, origin, from, marks_unseen(&ui->palette));
}

/* While aiming, the path to where the missile would stop, as the player
 * sees it (no stop at a monster unseen). */
static struct flight aim_path(const struct ui *ui)
{
    const struct game *game = ui->game;
    if (!ui->looking || ui->aim_range <= 0)
        return (struct flight){.count = 0, .victim = -1};
    return missile_flight(
        game, game->run.player.pos, ui->look_at, ui->aim_range, FLIGHT_AS_PERCEIVED);
}

/* Whether the player knows why the path stops where it does: at a monster
 * it sees, at its range, or before a wall the player has seen. A wall never
 * seen is not given away by an X. */
static bool stop_known(const struct ui *ui, const struct flight *path)
{
    if (path->victim >= 0 || path->count >= ui->aim_range || path->count == 0)
        return true;
    const struct game *game = ui->game;
    struct pos next = missile_line_cell(game->run.player.pos, ui->look_at, path->count + 1);
    const struct map *map = &game->floor.map;
    if (!map_in_bounds(map, next.x, next.y))
        return true;
    int at = map_index(map, next.x, next.y);
    return game->cache.visible[at] || map->remembered[at];
}

/* The path over the map: `~` on floor (a `*` is the Lamp, and the minds
 * overlay's lines), what lies on the way in the path's
 * colour, and where it stops marked apart (an X, or the monster it would
 * hit on the path's colour); only as far as the player sees or remembers. */
static void compose_path(const struct ui *ui, struct canvas *c, struct pos origin,
                         const struct flight *path)
{
    const struct map *map = &ui->game->floor.map;
    attr_t attr = palette_attr(&ui->palette, path_colour, SHADE_LIT) | A_BOLD;
    for (int i = 0; i < path->count; i++) {
        struct pos p = path->cells[i];
        int at = map_index(map, p.x, p.y);
        if (!ui->game->cache.visible[at] && !map->remembered[at])
            return;
        int y = p.y - origin.y, x = p.x - origin.x;
        if (y < 0 || x < 0 || y >= c->rows || x >= c->cols)
            continue;
        chtype *cell = &c->cells[y * c->cols + x];
        char shown = (char)(*cell & A_CHARTEXT);
        if (i < path->count - 1 || !stop_known(ui, path))
            *cell = glyph(shown == '.' ? ':' : shown, attr); /* not water's ~ */
        else if (path->victim >= 0) /* on the path's colour: its own mark may be reversed */
            *cell = (*cell & A_CHARTEXT) | palette_marked(&ui->palette, attr);
        else
            *cell = glyph('X', attr);
    }
}

/* The rows and columns of the view a frame makes again. */
struct span {
    int y0, y1, x0, x1; /* inclusive; y0 > y1 for none */
};

/* All a frame makes again: the box round where the player stood and
 * stands (the first), then a cell for each monster perceived outside it,
 * where it stood in the last frame and where it stands now. */
struct spans {
    struct span at[1 + 2 * GAME_MAX_MONSTERS];
    int count;
};

/* The distance overlay's digits over the floor of the span, in bands. */
static void compose_distances(const struct ui *ui, struct canvas *c, struct pos origin,
                              struct span span)
{
    const struct map *map = &ui->game->floor.map;
    const int bands = (int)(sizeof distance_bands / sizeof distance_bands[0]);
    for (int y = span.y0; y <= span.y1; y++)
        for (int x = span.x0; x <= span.x1; x++) {
            int mx = origin.x + x, my = origin.y + y;
            if (!map_in_bounds(map, mx, my))
                continue;
            int i = map_index(map, mx, my);
            if (map->tiles[i] != TILE_FLOOR || (!ui->game->cache.visible[i] && !map->remembered[i]))
                continue;
            int32_t d = dmap_get(&ui->distances, (struct pos){mx, my});
            if (d < DMAP_UNREACHABLE && d >= 0)
                c->cells[y * c->cols + x] =
                    glyph((char)('0' + d % 10),
                          palette_attr(&ui->palette, distance_bands[(d / 10) % bands], SHADE_LIT));
        }
}

/* The terrain of one span, with the look of each tile (compose_terrain). */
static void compose_terrain_span(const struct ui *ui, struct canvas *c, struct pos origin,
                                 struct span span, const chtype look[2][TILE_COUNT])
{
    const struct game *game = ui->game;
    const struct map *map = &game->floor.map;
    /* The span's columns that lie on the map; the rest are blank. */
    int first = span.x0 > -origin.x ? span.x0 : -origin.x;
    int last = span.x1 < map->width - 1 - origin.x ? span.x1 : map->width - 1 - origin.x;
    for (int y = span.y0; y <= span.y1; y++) {
        chtype *row = c->cells + y * c->cols;
        int my = origin.y + y;
        if (my < 0 || my >= map->height || first > last) {
            for (int x = span.x0; x <= span.x1; x++)
                row[x] = ' ';
            continue;
        }
        for (int x = span.x0; x < first; x++)
            row[x] = ' ';
        for (int x = last + 1; x <= span.x1; x++)
            row[x] = ' ';
        /* The map index of the view's column 0 on this row (off the map
         * where the view begins left of it: only first..last are read). */
        int at = map_index(map, origin.x, my);
        const uint8_t *visible = game->cache.visible;
        for (int x = first; x <= last; x++) {
            int i = at + x;
            int seen = visible[i] != 0;
            /* Out of sight, a door is drawn as last seen. */
            unsigned tile = seen ? map->tiles[i] : map_remembered_tile(map, i);
            row[x] =
                seen || map->remembered[i] ? look[seen][tile < TILE_COUNT ? tile : 0] : (chtype)' ';
        }
    }
    if (ui->distance_overlay)
        compose_distances(ui, c, origin, span);
}

/* The terrain of the view in the spans: what is seen lit, what is
 * remembered dim, the rest blank. The attributes are looked up once a
 * frame, not once a cell, and each row's cells on the map are read
 * straight along the map's own rows: this runs over some 450 cells at
 * every key. */
static bool same_palette(const struct palette *a, const struct palette *b)
{
    return a->colours == b->colours && a->dims == b->dims && a->light == b->light &&
           a->reverses_colour == b->reverses_colour && a->italics == b->italics;
}

static void compose_terrain(struct ui *ui, struct canvas *c, struct pos origin,
                            const struct spans *spans)
{
    struct drawn *d = &ui->drawn;
    /* [seen][wall, floor, stairs, water, doors], by enum tile */
    chtype(*look)[TILE_COUNT] = d->terrain_look;
    /* The attributes are looked up when the palette changes, not at
     * every frame (twelve palette_attr calls, some 700 instructions). */
    if (!d->terrain_made || !same_palette(&d->terrain_palette, &ui->palette)) {
        for (int seen = 0; seen < 2; seen++) {
            enum shade shade = seen ? SHADE_LIT : SHADE_DIM;
            /* Walls look the same seen or remembered: the edge of sight that
             * sweeps over them at every step would cost a cell each. Floor
             * shows what is in sight. */
            look[seen][TILE_WALL] = glyph('#', palette_terrain(&ui->palette, SHADE_LIT));
            look[seen][TILE_FLOOR] = glyph('.', palette_terrain(&ui->palette, shade));
            look[seen][TILE_STAIRS] =
                glyph('>', palette_attr(&ui->palette, stairs_colour, shade) | A_BOLD);
            look[seen][TILE_WATER] = glyph('~', palette_attr(&ui->palette, water_colour, shade));
            look[seen][TILE_DOOR_CLOSED] =
                glyph('+', palette_attr(&ui->palette, door_colour, shade));
            look[seen][TILE_DOOR_OPEN] =
                glyph('\'', palette_attr(&ui->palette, door_colour, shade));
        }
        d->terrain_palette = ui->palette;
        d->terrain_made = true;
    }
    for (int i = 0; i < spans->count; i++)
        compose_terrain_span(ui, c, origin, spans->at[i], (const chtype(*)[TILE_COUNT])look);
}

/* Room for the frame and what was sent, for a view of rows x cols. */
static bool make_room(struct drawn *d, int rows, int cols)
{
    int cells = rows * cols;
    if (cells > d->map_cells) {
        chtype *map = realloc(d->map, (size_t)cells * sizeof *map);
        if (map)
            d->map = map;
        chtype *next = map ? realloc(d->next.cells, (size_t)cells * sizeof *next) : NULL;
        if (next)
            d->next.cells = next;
        if (!map || !next)
            return false;
        d->map_cells = cells;
    }
    d->next.rows = rows;
    d->next.cols = cols;
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
static struct span square(struct pos p, int reach, struct pos origin, int rows, int cols)
{
    struct span s = {p.y - reach - origin.y,
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
    struct span box = spans->at[0];
    if (y < 0 || x < 0 || y >= rows || x >= cols ||
        (y >= box.y0 && y <= box.y1 && x >= box.x0 && x <= box.x1))
        return;
    spans->at[spans->count++] = (struct span){y, y, x, x};
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

/* Sends the span's cells that differ from what was sent, so curses has
 * only those to compare and send: on each row, from the first that
 * differs to the last, in one waddchnstr, which copies the cells as they
 * are (a waddch a cell cost six times as much). */
static void send_span(struct drawn *d, WINDOW *win, struct span s, bool all)
{
    int cols = d->next.cols;
    if (s.x0 > s.x1)
        return;
    size_t row_bytes = (size_t)(s.x1 - s.x0 + 1) * sizeof d->map[0];
    for (int y = s.y0; y <= s.y1; y++) {
        const chtype *next = d->next.cells + y * cols;
        chtype *sent = d->map + y * cols;
        /* Most rows of a step are as they were: one memcmp says so. */
        if (!all && memcmp(next + s.x0, sent + s.x0, row_bytes) == 0)
            continue;
        int first = s.x0, last = s.x1;
        if (!all) {
            while (next[first] == sent[first])
                first++;
            while (next[last] == sent[last])
                last--;
        }
        mvwaddchnstr(win, y, first, next + first, last - first + 1);
        memcpy(sent + first, next + first, (size_t)(last - first + 1) * sizeof sent[0]);
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
    struct flight path = aim_path(ui);
    uint64_t whole = whole_view_hash(ui, origin, &path);
    bool all = !d->valid || d->layout != ui->screen.layout || whole != d->map_whole;
    struct span full = {0, rows - 1, 0, cols - 1};
    struct pos here = game->run.player.pos;
    int reach = game->run.player.sight + 1;
    struct spans spans; /* 8 KiB: on the stack, as the frame is drawn once */
    struct span span = full;
    if (!all) {
        /* One box round both squares: a step moves the square by a cell. */
        struct span was = square(d->map_seen_from, d->map_seen_reach, origin, rows, cols);
        struct span now = square(here, reach, origin, rows, cols);
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
    compose_terrain(ui, c, origin, &spans);
    compose_items(ui, c, origin);
    compose_place(ui, c, origin);
    compose_lamp(ui, c, origin);
    compose_monsters(ui, c, origin);
    compose_unseen(ui, c, origin);
    if (ui->minds)
        draw_minds_overlay(ui, c, origin);
    compose_path(ui, c, origin, &path);
    const struct entity *player = &game->run.player;
    put_at(
        c, origin, player->pos, glyph(player->glyph, palette_player(&ui->palette, player->colour)));

    for (int i = 0; i < spans.count; i++)
        send_span(d, win, spans.at[i], all);
    /* The cursor rests on the player, for screen readers and braille lines,
     * or on the cell being looked at. */
    struct pos at = ui->looking ? ui->look_at : player->pos;
    wmove(win, at.y - origin.y, at.x - origin.x);
    wnoutrefresh(win);
}
