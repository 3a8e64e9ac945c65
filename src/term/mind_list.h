#ifndef MURK_TERM_MIND_LIST_H
#define MURK_TERM_MIND_LIST_H

/* What the player's minds pane (m) lists, with no curses, so a test can
 * check it: the monsters the player perceives and no other, grouped as they
 * act, and what each means to do, read from its state alone. */

#include <stdbool.h>

#include "murk/turn/game.h"

/* Where a listed monster stands in its group. */
enum mind_place {
    MIND_ALONE,   /* a foe on its own, or a follower whose leader is not listed */
    MIND_LEADS,   /* a leader, its listed followers right after it */
    MIND_FOLLOWS, /* a follower, right after its leader or another of the band */
    MIND_BESIDE,  /* an ally, or the cage's captive: after every foe */
};

struct mind_row {
    int slot;
    enum mind_place place;
};

/* The monsters the player perceives (world_perceived), foes first: each
 * group by its nearest member to the player, its leader first when listed,
 * then its followers by distance; the allies and the captive last. Returns
 * how many; rows has room for GAME_MAX_MONSTERS. */
int mind_list(const struct game *game, struct mind_row *rows);

/* What a monster means to do, from its state. */
enum mind_aim {
    MIND_AIM_SLEEPS,   /* asleep */
    MIND_AIM_YOU,      /* hunting and seeing the player */
    MIND_AIM_SAW_YOU,  /* hunting, going where it last saw them */
    MIND_AIM_SEARCH,   /* hunting, searching round where it lost them */
    MIND_AIM_TRAIL,    /* hunting, on the player's scent this turn */
    MIND_AIM_WAITS,    /* holding back from a corridor the player stands in */
    MIND_AIM_NOISE,    /* wandering to a noise it heard lately */
    MIND_AIM_LEADER,   /* wandering with its living leader */
    MIND_AIM_WANDERS,  /* wandering on its own */
    MIND_AIM_AWAY,     /* fleeing in the player's sight */
    MIND_AIM_HIDES,    /* fleeing out of it: it lies low */
    MIND_AIM_STAIRS,   /* fleeing hurt, unable to heal: to the stairs, to leave */
    MIND_AIM_CORNERED, /* fleeing with nowhere to go: it fights */
    MIND_AIM_STAYS,    /* a kind that cannot move */
    MIND_AIM_ALLY,     /* the player's ally, following */
    MIND_AIM_ALLY_STAYS, /* ...told to stay */
    MIND_AIM_CAGED,    /* the cage's captive */
};

/* The aim, and the cell it heads for where it has one the pane may draw
 * a line to (the player, where it saw them, the noise, a leader the player
 * perceives). */
enum mind_aim mind_aim_of(const struct game *game, const struct monster *m, struct pos *to,
                          bool *has_to);

/* The aim in words, as the pane writes it: "goes for you", "goes where it
 * saw you", "goes to see a noise", "keeps by its leader", "wanders"... */
const char *mind_aim_words(enum mind_aim aim);

/* How aware of the player a monster is, as the map marks it (marks.h):
 * asleep (the cage's captive is held asleep, but is marked beside you),
 * unaware of you (wandering, or a kind that cannot move and does not see
 * you), aware (hunting, or watching you), fleeing, beside you (an ally, the
 * captive). The same reading as look's words (look_monster_mind). */
enum awareness {
    AWARE_ASLEEP,
    AWARE_UNAWARE,
    AWARE_HUNTING,
    AWARE_FLEEING,
    AWARE_BESIDE,
    AWARE_COUNT
};
enum awareness mind_awareness(const struct game *game, const struct monster *m);

#endif
