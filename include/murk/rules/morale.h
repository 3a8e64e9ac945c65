#ifndef MURK_MORALE_H
#define MURK_MORALE_H

/* Morale (doc/rules.md, "Groups, shouts and morale"): when a member of a
 * group flees or dies, each packmate that sees it happen checks its nerve
 * (its kind's nerve:N, the percent chance it holds) and may flee too. */

struct game;

enum {
    MORALE_NERVE = 50,       /* a kind's nerve without nerve:N (tune) */
    MORALE_FEAR_TURNS = 8,   /* a packmate that breaks is afraid this long (tune) */
    MORALE_RALLY_TURNS = 3,  /* ...or this long while its leader stands (tune) */
};

/* The monster in slot died, by whatever hand: its packmates' nerve is
 * tried, and if it led, its strongest follower leads the rest. */
void morale_died(struct game *game, int slot);

/* The monster in slot began to flee (hurt or afraid; not a break, which
 * tries nobody's nerve again): its packmates' nerve is tried. */
void morale_fled(struct game *game, int slot);

#endif
