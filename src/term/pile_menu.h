#ifndef MURK_TERM_PILE_MENU_H
#define MURK_TERM_PILE_MENU_H

/* `g` on a pile: which to pick up. */

#include "term.h"

/* `g`. On more than one item, lists them and picks up the
 * one chosen, or all (`,` or `g` again); Esc picks up nothing. On one, or
 * the Lamp, picks it up at once. */
void pile_menu_pick_up(struct ui *ui, struct game *game);

#endif
