#ifndef MURK_TERM_MONSTER_LIST_H
#define MURK_TERM_MONSTER_LIST_H

/* The monsters the player perceives (world_perceives: seen or sensed),
 * listed down the side panel (Brogue's sidebar): each its glyph in its
 * colour and its name, then a health bar and the words of
 * look_monster_words, and the way last for one not seen ("sensed");
 * nearest first. The panel lists as many as
 * fit below the hero's lines, and the look window, when not looking, the
 * rest. */

#include "term.h"

/* A health bar: "[=====]" width wide at (row, col), filled by health left,
 * in the colour of its band (good, hurt, low). */
void monster_list_bar(const struct ui *ui, WINDOW *win, int row, int col, int width,
                      const struct entity *e);

/* The slots of the living monsters the player perceives, nearest first (the
 * king's move; the lower slot on a tie). Returns how many; slots has room
 * for GAME_MAX_MONSTERS. */
int monster_list_in_view(const struct game *game, int *slots);

/* Lists the monsters in view from the first'th on, from row down to (not
 * including) row end, each only when it fits whole. Returns the index
 * after the last one listed. */
int monster_list_draw(const struct ui *ui, WINDOW *win, int row, int end, int first);

/* Folds what the list shows into a hash: its glyphs, names, health and
 * words, in order. */
uint64_t monster_list_hash(const struct ui *ui, uint64_t hash);

/* draw_recall.c: over the whole screen, the monster in slot as look
 * describes it, and what the player has seen of its kind (look_recall):
 * health, damage, defense, speed, traits seen and kills, unknown where
 * unseen. The caller reads the key that ends it. */
void draw_recall(const struct ui *ui, int slot);

#endif
