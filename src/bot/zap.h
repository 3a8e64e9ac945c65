#ifndef MURK_BOT_ZAP_H
#define MURK_BOT_ZAP_H

/* The bot's wands and thrown potions, by what the player sees: the wand
 * judgments (beckon what flees, slow or put to sleep a strong monster,
 * try an unknown wand on a monster to learn it) and a harmful potion
 * thrown into a group. */

#include <stdbool.h>

#include "murk/turn/game.h"

/* A strong monster (doc/rules.md, "The bot"): at least this much health
 * left, or a blow that could take a third of the player's most health. */
enum { BOT_STRONG_HEALTH = 12 };

/* Whether the bot counts the monster strong. */
bool bot_strong(const struct game *game, const struct monster *m);

/* A wand zapped at a monster in view on a clear line, not next to the
 * player: a known wand of beckoning at one fleeing; a known wand of
 * slowness (not slowed yet), sleep (awake) or teleport other at a strong
 * one; else an unknown wand at any awake one, to learn it. Never a known
 * wand bad for the player (plenty) nor one with no charge. Fills *out
 * and returns true, or false. */
bool bot_zap(const struct game *game, struct action *out);

/* A known potion a cloud gives harm by (a thrown effect bad for whom it
 * befalls: poison, confusion, sleep, terror) thrown at a monster whose
 * cloud would catch two or more monsters perceived and not the player.
 * Fills *out and returns true, or false. */
bool bot_throw_potion(const struct game *game, struct action *out);

/* Whether the bot wants a kind lying on the floor for its wands and
 * thrown potions: every wand, and a known potion it would throw. */
bool bot_wants_to_throw_or_zap(const struct game *game, int kind);

#endif
