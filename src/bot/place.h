#ifndef MURK_BOT_PLACE_H
#define MURK_BOT_PLACE_H

/* The bot at the floor's place (murk/place.h): on an altar it lays its
 * least worth item for the better of the two gifts, when that is a gain;
 * on a vault's pedestal it takes the gift when it is worth at least the
 * other's. Worth is by the bot's own judgment, given by bot.c. */

#include <stdbool.h>

#include "murk/turn/game.h"

/* The bot's item judgment: whether it wants a kind, and what gear is
 * worth to it (bot.c). */
struct bot_judge {
    bool (*wanted)(const struct game *g, int kind);
    int (*gear_value)(const struct item_kind *k);
};

/* What an item kind is worth to the bot: 0 for what it does not want. */
int bot_item_worth(const struct game *g, const struct bot_judge *judge, int kind);

/* Standing on the place's cell: the action its choice takes there, or
 * false when it leaves the place be. */
bool bot_place_choice(const struct game *g, const struct bot_judge *judge, struct action *out);

/* Whether its choice at the place would take the gift at index (the
 * better of the two, and, on an altar, one worth an offering). */
bool bot_place_takes(const struct game *g, const struct bot_judge *judge, int index);

/* A cage whose captive it has seen, to walk to and so free: its cell. */
bool bot_place_goal(const struct game *g, struct pos *out);

/* Whether the floor item at index is a gift the bot takes only through
 * bot_place_choice (a plain pick-up would be refused or choose blindly). */
bool bot_place_gift(const struct game *g, int index);

#endif
