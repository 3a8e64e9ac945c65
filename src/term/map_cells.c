/* What each cell of the map view shows: its terrain, seen or remembered,
 * and what stands over it. */
#include "map_cells.h"

#include "murk/rules/missile.h"
#include "murk/world/place.h"
#include "draw_minds.h"
#include "marks.h"
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
struct flight map_aim_path(const struct ui *ui)
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
    if (path->count == 0)
        return;
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

/* The distance overlay's digits over the floor of the span, in bands. */
static void compose_distances(const struct ui *ui, struct canvas *c, struct pos origin,
                              struct map_span span)
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

void map_cells_terrain(const struct ui *ui, struct canvas *c, struct pos origin,
                       struct map_span span, const chtype look[2][TILE_COUNT])
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
        for (int x = first; x <= last; x++)
            row[x] = map_cell_terrain(map, visible, at + x, look);
    }
    if (ui->distance_overlay)
        compose_distances(ui, c, origin, span);
}

static bool same_palette(const struct palette *a, const struct palette *b)
{
    return a->colours == b->colours && a->dims == b->dims && a->light == b->light &&
           a->reverses_colour == b->reverses_colour && a->italics == b->italics;
}

const chtype (*map_cells_looks(struct ui *ui))[TILE_COUNT]
{
    struct drawn *d = &ui->drawn;
    chtype(*look)[TILE_COUNT] = d->terrain_look;
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
    return (const chtype(*)[TILE_COUNT])look;
}

void map_cells_overlay(const struct ui *ui, struct canvas *c, struct pos origin,
                       const struct flight *path)
{
    compose_items(ui, c, origin);
    compose_place(ui, c, origin);
    compose_lamp(ui, c, origin);
    compose_monsters(ui, c, origin);
    compose_unseen(ui, c, origin);
    if (ui->minds)
        draw_minds_overlay(ui, c, origin);
    compose_path(ui, c, origin, path);
    const struct entity *player = &ui->game->run.player;
    put_at(
        c, origin, player->pos, glyph(player->glyph, palette_player(&ui->palette, player->colour)));
}
