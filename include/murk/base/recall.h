#ifndef MURK_RECALL_H
#define MURK_RECALL_H

/* What the player has seen of each kind of monster in this run, as
 * Angband's monster recall: it grows with what is seen in play, and what
 * has not been seen is unknown. Plain data; saved with the run. */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "murk/base/effect_list.h"
#include "murk/base/kind.h"

/* How many kinds a run remembers, in the order first seen. */
enum { RECALL_KINDS_MAX = 64 };

/* What the player has seen of one kind. */
struct recall_entry {
    int kind;       /* an index into the kind list */
    int awake_seen; /* turns one was seen awake (capped): two tell its speed */
    int hits;       /* blows that hurt the player, seen */
    int hit_min;    /* the least and the most of them (with hits > 0) */
    int hit_max;
    bool struck;     /* the player has struck one: its defense is known */
    uint32_t traits; /* TRAIT_BIT()s shown in play */
    uint32_t effects; /* EFFECT_BIT()s of the blows seen to work: one poisoned,
                         drained, stole */
};

struct recall {
    struct recall_entry entries[RECALL_KINDS_MAX];
    int count;
};

/* How many awake turns seen tell a kind's speed: a slow one rests on every
 * other turn, so two in a row show it. */
enum { RECALL_SPEED_TURNS = 2 };

/* The entry for kind, or NULL when none has been seen. */
const struct recall_entry *recall_find(const struct recall *r, int kind);

/* The entry for kind, made when it is first seen; NULL when the recall is
 * full (RECALL_KINDS_MAX kinds), and then nothing more is noted of it. */
struct recall_entry *recall_meet(struct recall *r, int kind);

/* A turn one of the kind was seen awake. */
void recall_note_awake(struct recall *r, int kind);

/* One of the kind hurt the player for damage (> 0), seen. */
void recall_note_hit(struct recall *r, int kind, int damage);

/* The player struck one of the kind. */
void recall_note_struck(struct recall *r, int kind);

/* One of the kind showed trait t. */
void recall_note_trait(struct recall *r, int kind, enum trait t);

/* One of the kind's blows was seen to do effect e (it poisoned the player,
 * healed by the blow, stole). */
void recall_note_effect(struct recall *r, int kind, enum effect e);

/* Whether the kind is known to be slow: seen awake long enough, and slow. */
bool recall_knows_slow(const struct recall *r, const struct kind *k, int kind);

/* Whether the player has seen the kind show trait t. */
bool recall_knows_trait(const struct recall *r, int kind, enum trait t);

/* The recall of a kind, a line each, as the `x` Enter screen and the morgue
 * write it: "Health: 12", "Damage: 1-4 (seen in 3 blows)", "Defense:
 * unknown", "Speed: slow", "Traits seen: heals itself, venomous", "Killed: 2".
 * killed is how many of the kind the player killed: the kind's health, and
 * that it never sleeps, are known from the first kill. Writes at most max
 * lines of RECALL_LINE bytes; returns how many. */
enum { RECALL_LINE = 72, RECALL_LINES = 6 };
int recall_lines(const struct recall *r, const struct kind *k, int kind, int killed,
                 char lines[][RECALL_LINE], int max);

#endif
