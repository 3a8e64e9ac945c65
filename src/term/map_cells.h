#ifndef MURK_TERM_MAP_CELLS_H
#define MURK_TERM_MAP_CELLS_H

/* What each cell of the map view shows: its terrain, seen or remembered,
 * and over it the items, the place, the Lamp, the monsters perceived, the
 * marks, the aimed path and the player (draw_map.c chooses which cells a
 * frame makes, and sends them). */

#include "murk/rules/missile.h"
#include "term.h"

/* Each tile's look, [seen][wall, floor, stairs, water, doors] by enum
 * tile: looked up when the palette changes, not at every frame (twelve
 * palette_attr calls, some 700 instructions). */
const chtype (*map_cells_looks(struct ui *ui))[TILE_COUNT];

/* The look of map cell i: what is seen lit, what is remembered dim (a
 * door as last seen), the rest blank. */
static inline chtype map_cell_terrain(const struct map *map, const uint8_t *visible, int i,
                                      const chtype look[2][TILE_COUNT])
{
    int seen = visible[i] != 0;
    unsigned tile = seen ? map->tiles[i] : map_remembered_tile(map, i);
    return seen || map->remembered[i] ? look[seen][tile < TILE_COUNT ? tile : 0] : (chtype)' ';
}

/* The terrain of the span of the view whose top-left corner is the map's
 * origin, each row's cells on the map read straight along the map's own
 * rows, the rest blank; with the distance overlay, its digits over it. */
void map_cells_terrain(const struct ui *ui, struct canvas *c, struct pos origin,
                       struct map_span span, const chtype look[2][TILE_COUNT]);

/* While aiming, the path to where the missile would stop, as the player
 * sees it (no stop at a monster unseen); none otherwise. */
struct flight map_aim_path(const struct ui *ui);

/* Everything over the terrain, put on the canvas wherever it lies in
 * view: the items, the place, the Lamp, the monsters, the marks, the
 * minds overlay, the path and the player. */
void map_cells_overlay(const struct ui *ui, struct canvas *c, struct pos origin,
                       const struct flight *path);

#endif
