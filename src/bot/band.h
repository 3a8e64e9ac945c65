#ifndef MURK_BOT_BAND_H
#define MURK_BOT_BAND_H

/* The bot against a band: with BOT_BAND or more awake monsters hunting it
 * in view, in the open, it backs into a corridor next to it (murk/corridor.h),
 * where a group will not queue in after it (doc/rules.md, "Groups, shouts
 * and morale") and what does come comes one at a time. It goes by what the
 * player sees: hunters in view, the map remembered. */

#include <stdbool.h>

#include "murk/turn/game.h"

enum {
    BOT_BAND = 3,        /* hunters in view that make a band */
    BOT_BAND_AGAIN = 20, /* turns on the floor before it backs off again: a band that
                            will not follow is then fought, not fled for ever */
};

/* A step onto a free corridor cell next to the player, no nearer to the
 * nearest of the hunters than the player is, when a band hunts the player,
 * the player stands in the open and *until (turns on the floor) is past;
 * *until is then set BOT_BAND_AGAIN on. Fills *out and returns true, or
 * returns false. */
bool bot_band_retreat(const struct game *game, const struct monster *near, int floor_turns,
                      int *until, struct action *out);

#endif
