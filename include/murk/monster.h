#ifndef MURK_MONSTER_H
#define MURK_MONSTER_H

#include <stdbool.h>

#include "murk/entity.h"
#include "murk/kind.h"

enum { GAME_MAX_MONSTERS = 256 };

/* A monster: the shared entity base, and its kind by index into the game's
 * kind list (kinds, monsters and items refer to each other by index). */
struct monster {
    struct entity base;
    int kind;
};

/* Fills in a monster of kind k standing at p, at full health. */
void monster_init(struct monster *m, const struct kind_list *kinds, int kind, struct pos p);

/* Badly wounded: a third of its health or less (RULES.md; tune). */
bool monster_badly_wounded(const struct monster *m);

/* How hurt it looks: "unhurt", "lightly wounded", "wounded", "badly wounded"
 * or "almost dead". */
const char *monster_wound_word(const struct monster *m);

/* Picks a kind for a floor of the given depth, weighted by frequency among the
 * kinds whose depth range holds it. Returns -1 when none fits. */
int monster_pick_kind(const struct kind_list *kinds, int depth, struct rng *rng);

/* "a" or "an", as the name wants. */
const char *monster_article(const char *name);

#endif
