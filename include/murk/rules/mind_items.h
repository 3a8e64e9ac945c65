#ifndef MURK_MIND_ITEMS_H
#define MURK_MIND_ITEMS_H

/* Monsters that use what they find (doc/rules.md, "Monsters that use what
 * they find"): a kind with uses_items picks up the potions, darts and
 * daggers it steps on or sees near while wandering, drinks a potion of
 * healing when badly wounded and throws darts and daggers as the goblin
 * archer shoots. And thieves: one that carries its loot keeps away. */

#include <stdbool.h>

#include "murk/base/outcome.h"

struct game;
struct monster;

/* Numbers from doc/rules.md (tune): a wanderer goes for an item it wants
 * within MIND_ITEM_REACH cells that it sees. */
enum { MIND_ITEM_REACH = 3 };

/* Its before behaviour (behaviour.def): before its state's handler, an
 * awake monster of a kind that uses items may use its turn on them: badly
 * wounded, it drinks a potion of healing it carries ("The kobold drinks a
 * potion!"); on an item it wants, not fleeing, it picks it up ("The kobold
 * picks up 5 darts."). A wanderer seeing one it wants near heads for it
 * (which takes no turn). Returns true when the turn was spent. */
bool mind_items_act(struct game *game, struct monster *m);

/* A hunter that sees the player, not next to them, with no shot of its
 * kind's: one that carries darts or a dagger throws one on a clear line
 * within the missile's range, filling *shot ("The kobold throws a dart!").
 * Returns false, leaving *shot alone, when it throws nothing. */
bool mind_items_throw(struct game *game, struct monster *m, struct outcome *shot);

/* A thief (a kind whose blow steals: its line in behaviour.def) with its
 * loot keeps away: its fear ended or its wounds healed, it flees still
 * (and lies low out of the player's sight). */
bool mind_items_keeps_away(const struct game *game, const struct monster *m);

#endif
