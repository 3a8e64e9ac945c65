#ifndef MURK_TERM_IN_USE_H
#define MURK_TERM_IN_USE_H

/* What the player has in use, in words, for the side panel and the
 * screen-reader mode's state key alike. No curses. */

#include <stddef.h>

#include "murk/turn/game.h"

/* The weapon wielded, the armour worn, the launcher readied, by their
 * kind's names with their enchantment ("+1 short sword"), into out; NULL
 * when nothing is. */
const char *in_use_weapon(const struct game *game, char *out, size_t n);
const char *in_use_armour(const struct game *game, char *out, size_t n);
const char *in_use_launcher(const struct game *game, char *out, size_t n);

/* What `f` lets fly, with its letter (the one `t` takes) and how many are
 * left: "d) 12 arrows", "c) a dart"; "" when nothing. */
void in_use_firing(const struct game *game, char *out, size_t n);

#endif
