#ifndef MURK_PLACE_CAGE_H
#define MURK_PLACE_CAGE_H

/* The cage (place.h): a captive monster the player may free as an ally
 * (ally.h). */

#include <stdbool.h>

struct game;
struct place_rules;

/* The cage's rules, for place.c's dispatch (place_rules.h). */
extern const struct place_rules place_cage_rules;

/* A cage's captive still in it: its slot, or -1 (none, freed, dead). */
int place_captive(const struct game *game);

/* The player walks into the monster in slot: the cage's captive is freed,
 * an ally from now on. Returns whether it was (the move is spent). */
bool place_free_captive(struct game *game, int slot);

#endif
