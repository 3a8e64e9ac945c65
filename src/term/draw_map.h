#ifndef MURK_TERM_DRAW_MAP_H
#define MURK_TERM_DRAW_MAP_H

/* The map window, and the camera and overlays it is drawn with. */

#include "term.h"

/* Draws the map window (see drawn.h: only what changed). */
void draw_map(struct ui *ui);

/* Makes the distance overlay's map for where the player stands now: the
 * front end's own, since the game's chase map is made only when a monster
 * needs it. */
void distance_overlay_update(struct ui *ui);

/* The map cell at the map window's top-left corner (the camera). */
struct pos map_view_origin(const struct ui *ui);

/* Places the camera for the map window as it now is (camera_update):
 * the look cursor, while looking, or the player and all the player sees
 * in view. */
void camera_follow(struct ui *ui);

#endif
