#ifndef MURK_TERM_DRAW_MONSTERS_H
#define MURK_TERM_DRAW_MONSTERS_H

/* The monsters in view, listed down the side panel (Brogue's sidebar):
 * each its glyph in its colour and its name, then a health bar and the
 * mind of look_monster_mind, and its further words where there is room;
 * next to the player first, then what hunts them, then by distance. The
 * panel lists as many as fit below the hero's lines, and the look window,
 * when not looking, the rest; where they do not all fit, the list ends
 * with "+N more". */

#include "term.h"

/* A health bar: "[=====]" width wide at (row, col), filled by health left,
 * in the colour of its band (good, hurt, low). */
void monster_list_bar(const struct ui *ui, WINDOW *win, int row, int col, int width,
                      const struct entity *e);

/* The slots of the living monsters the player sees, in the list's order:
 * those next to the player, then those hunting them, then the rest, each
 * group nearest first (the king's move; the lower slot on a tie). Returns
 * how many; slots has room for GAME_MAX_MONSTERS. */
int monster_list_in_view(const struct game *game, int *slots);

/* The list's entries, in monster_list_in_view's order: monsters listed
 * alike (one kind, perceived one way, the same health where seen and the
 * same words) are one entry, at the first one's place, counts[e] of them
 * ("goblin (x3)"). Fills slots (each entry's first monster) and counts,
 * each with room for GAME_MAX_MONSTERS; returns how many entries. */
int monster_list_entries(const struct game *game, int *slots, int *counts);

/* How many monsters the entries from to to (not included) stand for. */
int monster_list_monsters(const int *counts, int from, int to);

/* A listed monster takes two rows (its name; its bar and state), and its
 * further words below only where rows are left over. */
enum { MONSTER_LIST_ENTRY_ROWS = 2 };

/* How many entries rows hold. */
int monster_list_fits(int rows);

/* The rows each of the first n entries' further words take, wrapped to a
 * list cols wide, into extra. */
void monster_list_extras(const struct game *game, const int *slots, int n, int cols, int *extra);

/* How many of the entries first to first + count - 1 have their further
 * words shown when listed in rows rows (monster_list_draw's rule). */
int monster_list_extras_shown(const int *extra, int first, int count, int rows);

/* Lists count entries (monster_list_entries) from the first'th on, from row down to
 * (not including) row end, which must hold their two rows each; rows left
 * over take their further words, in order, each entry's whole or not at
 * all. Returns the index after the last entry listed. */
int monster_list_draw(const struct ui *ui, WINDOW *win, int row, int end, int first, int count);

/* "+3 more": the monsters in view the list had no room for. */
void monster_list_more(WINDOW *win, int row, int more);

/* Folds what the list shows into a hash: its glyphs, names, health and
 * words, in order. */
uint64_t monster_list_hash(const struct ui *ui, uint64_t hash);

#endif
