#ifndef MURK_BOT_AIM_H
#define MURK_BOT_AIM_H

/* The bot at range: what it lets fly, and at whom. Like the rest of the
 * bot it goes by what the player sees: a line is clear when the path the
 * target cursor would draw (FLIGHT_AS_PERCEIVED) stops at the monster. */

#include <stdbool.h>

#include "murk/turn/game.h"

/* An arrow or dart (f), else a dagger it does not wield (t), at the
 * monster, when the monster is in that missile's range on a clear line and
 * not next to the player. Fills *out and returns true, or returns false
 * when it has nothing to let fly at it. */
bool bot_aim_shot(const struct game *game, const struct monster *m, struct action *out);

/* A known scroll of lightning whose bolt would hit two or more monsters in
 * view, or of fireball whose burst would reach two or more with the player
 * out of it, read at them. Fills *out and returns true, or false. */
bool bot_aim_scroll(const struct game *game, struct action *out);

#endif
