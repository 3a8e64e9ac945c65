#ifndef MURK_SHOUT_H
#define MURK_SHOUT_H

/* Shouts (doc/rules.md, "Groups, shouts and morale"): a kind with
 * shout:WORD that starts hunting shouts once, a noise of its loudness
 * (mind_noise, by walking distance) that wakes and draws what hears it. */

#include <stdbool.h>

struct game;
struct monster;

enum shout_stage {
    SHOUT_NONE,     /* nothing to shout */
    SHOUT_DUE,      /* it started hunting: it shouts at the end of its next act */
    SHOUT_SHOUTING, /* it shouted in its last act (the minds pane's "shouting") */
    SHOUT_DONE,     /* it has shouted: once a floor, or a pack that hunts and loses
                       the player by turns would shout every other turn */
};

enum { SHOUT_LOUDNESS = 15 }; /* a kind's shout without loudness:N (tune) */

/* The monster starts hunting: one of a kind that shouts will, if it has
 * not shouted on this floor. */
void shout_arm(const struct game *game, struct monster *m);

/* The monster's act begins: last act's shout is over. */
void shout_begin_act(struct monster *m);

/* If a shout is due, the monster shouts: "The goblin shouts!" when the
 * player sees it; its group's others then shout no more on this floor. Returns its loudness for the noise the caller makes, or
 * 0 when it does not shout. */
int shout_take(struct game *game, struct monster *m);

/* After the shout's noise (game->cache.noise holds its walk): a player
 * who did not see the shouter hears it if they stand within its loudness,
 * "You hear a shout." */
void shout_heard(struct game *game, const struct monster *m, int loudness);

#endif
