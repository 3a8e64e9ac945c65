#ifndef MURK_BOT_BAND_H
#define MURK_BOT_BAND_H

/* The bot against a band: with BOT_BAND or more awake monsters hunting it
 * in view, in the open, it backs into a corridor next to it (murk/corridor.h),
 * where a group will not queue in after it (doc/rules.md, "Groups, shouts
 * and morale") and what does come comes one at a time. It goes by what the
 * player sees: hunters in view, the map remembered. */

#include <stdbool.h>

#include "murk/game.h"

enum { BOT_BAND = 3 };

/* A step onto a free corridor cell next to the player, no nearer to the
 * nearest of the hunters than the player is, when a band hunts the player
 * and the player stands in the open. Fills *out and returns true, or
 * returns false. */
bool bot_band_retreat(const struct game *game, const struct monster *near, struct action *out);

#endif
