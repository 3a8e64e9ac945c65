#ifndef MURK_TERM_CAMERA_H
#define MURK_TERM_CAMERA_H

/* Where the map window looks: a choice made from the game and the window's
 * size alone, with no curses, so a test can drive it step by step. */

#include <stdbool.h>

#include "murk/turn/game.h"

/* The camera: the map cell at the view's top-left corner. It moves by half
 * a view when what it follows comes within a quarter of an edge
 * (CAMERA_MARGIN_PARTS), never a step at a time and never otherwise, so a
 * corridor longer than the view is walked with a still view but for a
 * jump of half a view now and then. */
enum { CAMERA_MARGIN_PARTS = 4 };
struct camera {
    struct pos origin;
    int rows, cols, depth; /* the view and floor it was placed for */
    const struct game *game;
    bool placed;
    bool holding;   /* camera_show moved it: it stays while the player */
    struct pos held; /* ...stands here */
};

/* Places the camera for a map window of rows by cols cells. It follows
 * look (the look cursor's cell, while it is out) or else the player: by
 * half a view when the player comes within a quarter of an edge, or when
 * the cursor leaves the view; centred on a new floor, a new game, or a new
 * size of window. A map no larger than the view is centred. Depends on
 * nothing but its arguments and *cam. */
void camera_update(struct camera *cam, const struct game *game, int rows, int cols,
                   const struct pos *look);

/* Moves the placed camera the least that brings cell p into the view (a
 * cell inside its edge), the player staying in it: a monster that stops a
 * walk is never off the screen (doc/rules.md, "Walks"). The view then stays
 * put until the player moves. */
void camera_show(struct camera *cam, const struct game *game, struct pos p);

#endif
