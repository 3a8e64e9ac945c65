#ifndef MURK_TERM_DRAW_RECALL_H
#define MURK_TERM_DRAW_RECALL_H

/* A monster kind's recall, over the whole screen. */

#include "term.h"

/* Over the whole screen, the monster in slot as look
 * describes it, and what the player has seen of its kind (look_recall):
 * health, damage, defense, speed, traits seen and kills, unknown where
 * unseen. The caller reads the key that ends it. */
void draw_recall(const struct ui *ui, int slot);

#endif
