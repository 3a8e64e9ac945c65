#include "term.h"

static const struct rgb wall_colour = {150, 140, 175};
static const struct rgb floor_colour = {100, 92, 80};
static const struct rgb stairs_colour = {230, 220, 200};
static const struct rgb lamp_colour = {255, 240, 80};

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

/* The top-left map cell shown: the player centred, clamped to the map's
 * edges, or the map centred when it is smaller than the window. */
static int camera_start(int player, int map_size, int view_size)
{
    if (map_size <= view_size)
        return -(view_size - map_size) / 2;
    int start = player - view_size / 2;
    if (start < 0)
        start = 0;
    if (start > map_size - view_size)
        start = map_size - view_size;
    return start;
}

static void put(WINDOW *win, int y, int x, char glyph, attr_t attr)
{
    mvwaddch(win, y, x, (chtype)(unsigned char)glyph | attr);
}

static bool draw_distance(const struct ui *ui, WINDOW *win, int y, int x, struct pos cell)
{
    int32_t d = dmap_get(&ui->distances, cell);
    if (d >= DMAP_UNREACHABLE || d < 0)
        return false;
    int bands = (int)(sizeof distance_bands / sizeof distance_bands[0]);
    attr_t attr = palette_attr(&ui->palette, distance_bands[(d / 10) % bands], SHADE_LIT);
    put(win, y, x, (char)('0' + d % 10), attr);
    return true;
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

struct pos map_view_origin(const struct ui *ui)
{
    int rows, cols;
    getmaxyx(ui->screen.map, rows, cols);
    const struct game *game = ui->game;
    return (struct pos){camera_start(game->run.player.pos.x, game->floor.map.width, cols),
                        camera_start(game->run.player.pos.y, game->floor.map.height, rows)};
}

/* Items where the player sees them now, lit, and where they were seen on
 * cells remembered, dim: an item stays put, so memory of it is fair. */
static void draw_items(const struct ui *ui, WINDOW *win, struct pos origin)
{
    const struct game *game = ui->game;
    if (!game->item_kinds)
        return;
    int rows, cols;
    getmaxyx(win, rows, cols);
    for (int i = 0; i < game->floor.items.count; i++) {
        const struct item *item = &game->floor.items.items[i];
        int y = item->pos.y - origin.y, x = item->pos.x - origin.x;
        bool seen = world_sees(game, item->pos);
        if ((!seen && !item->seen) || y < 0 || x < 0 || y >= rows || x >= cols)
            continue;
        struct rgb colour = item_colour(&game->run.lore, game->item_kinds, item->kind);
        put(win,
            y,
            x,
            item_glyph(game->item_kinds, item->kind),
            palette_attr(&ui->palette, colour, seen ? SHADE_LIT : SHADE_DIM));
    }
}

/* The Lamp of the Deep, once seen: '*', bright yellow. */
static void draw_lamp(const struct ui *ui, WINDOW *win, struct pos origin)
{
    const struct game *game = ui->game;
    struct pos at = game->floor.lamp;
    const struct map *map = &game->floor.map;
    if (!game->floor.has_lamp || !map->remembered[map_index(map, at.x, at.y)])
        return;
    int y = at.y - origin.y, x = at.x - origin.x;
    if (y < 0 || x < 0 || y >= getmaxy(win) || x >= getmaxx(win))
        return;
    bool seen = world_sees(game, at);
    put(win,
        y,
        x,
        '*',
        palette_attr(&ui->palette, lamp_colour, seen ? SHADE_LIT : SHADE_DIM) | A_BOLD);
}

/* Monsters only where the player sees now: never from memory. */
static void draw_monsters(const struct ui *ui, WINDOW *win, struct pos origin)
{
    const struct game *game = ui->game;
    int rows, cols;
    getmaxyx(win, rows, cols);
    for (int i = 0; i < game->floor.monster_count; i++) {
        const struct entity *m = &game->floor.monsters[i].base;
        int y = m->pos.y - origin.y, x = m->pos.x - origin.x;
        if (!entity_alive(m) || !world_sees(game, m->pos) || y < 0 || x < 0 || y >= rows ||
            x >= cols)
            continue;
        put(win, y, x, m->glyph, palette_attr(&ui->palette, m->colour, SHADE_LIT));
    }
}

void draw_map(const struct ui *ui)
{
    const struct game *game = ui->game;
    const struct map *map = &game->floor.map;
    WINDOW *win = ui->screen.map;
    int rows, cols;
    getmaxyx(win, rows, cols);
    struct pos origin = map_view_origin(ui);
    int left = origin.x, top = origin.y;

    for (int y = 0; y < rows; y++) {
        for (int x = 0; x < cols; x++) {
            struct pos cell = {left + x, top + y};
            if (!map_in_bounds(map, cell.x, cell.y)) {
                put(win, y, x, ' ', A_NORMAL);
                continue;
            }
            int i = map_index(map, cell.x, cell.y);
            bool seen = game->cache.visible[i], known = map->remembered[i];
            if (!seen && !known) {
                put(win, y, x, ' ', A_NORMAL);
                continue;
            }
            bool wall = map->tiles[i] == TILE_WALL, stairs = map->tiles[i] == TILE_STAIRS;
            if (!wall && !stairs && ui->distance_overlay && draw_distance(ui, win, y, x, cell))
                continue;
            struct rgb colour = wall ? wall_colour : stairs ? stairs_colour : floor_colour;
            attr_t attr = palette_attr(&ui->palette, colour, seen ? SHADE_LIT : SHADE_DIM);
            put(win, y, x, wall ? '#' : stairs ? '>' : '.', stairs ? attr | A_BOLD : attr);
        }
    }
    draw_items(ui, win, origin);
    draw_lamp(ui, win, origin);
    draw_monsters(ui, win, origin);
    if (ui->minds)
        draw_minds_overlay(ui, win, origin);
    const struct entity *player = &game->run.player;
    int py = player->pos.y - top, px = player->pos.x - left;
    put(win, py, px, player->glyph, palette_attr(&ui->palette, player->colour, SHADE_LIT));
    /* The cursor rests on the player, for screen readers and braille lines,
     * or on the cell being looked at. */
    if (ui->looking)
        wmove(win, ui->look_at.y - top, ui->look_at.x - left);
    else
        wmove(win, py, px);
    wnoutrefresh(win);
}
