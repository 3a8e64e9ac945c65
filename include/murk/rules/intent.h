#ifndef MURK_INTENT_H
#define MURK_INTENT_H

/* What a monster means to do as a group's member, in words, read from its
 * state alone (so what they say is true of it): the minds pane writes the
 * pane's, the monster list and look the list's (doc/rules.md, "Groups,
 * shouts and morale"). */

struct game;
struct monster;

enum intent {
    INTENT_NONE,
    INTENT_SHOUTING,  /* it shouted in its last act */
    INTENT_WAITING,   /* it held back from a corridor the player stands in */
    INTENT_BROKE,     /* it flees, afraid, because its pack broke */
    INTENT_FOLLOWING, /* it wanders with its living leader */
};

enum intent intent_of(const struct game *game, const struct monster *m);

/* The minds pane's words: "shouting", "waiting for you to come out",
 * "afraid: the pack broke", "following the chief" (a leader of another
 * kind) or "following the pack"; NULL for INTENT_NONE. */
const char *intent_pane_words(const struct game *game, const struct monster *m);

/* The monster list's and look's: the same, but "waiting at the corridor". */
const char *intent_list_words(const struct game *game, const struct monster *m);

#endif
