#ifndef MURK_MONSTER_H
#define MURK_MONSTER_H

#include <stdbool.h>

#include "murk/base/entity.h"
#include "murk/base/kind.h"

enum { GAME_MAX_MONSTERS = 320 };

/* A monster carries at most this many stacks, one kind each (carry.h;
 * doc/rules.md, "Monsters that use what they find": tune). */
enum { MONSTER_CARRY_MAX = 4 };

/* One stack a monster carries: an item kind and how many of it. */
struct carried {
    int kind;
    int count; /* 1 or more in a stack in use */
};

enum mind_state {
#define STATE(id, name, r, g, b) STATE_##id,
#include "murk/base/state.def"
#undef STATE
    STATE_COUNT
};

/* The state's word: "asleep", "wandering", "hunting", "fleeing". */
const char *mind_state_name(enum mind_state state);

/* The state's colour in the minds pane. */
struct rgb mind_state_colour(enum mind_state state);

/* A monster: the shared entity base, its kind by index into the game's kind
 * list (kinds, monsters and items refer to each other by index), and its
 * mind: what it is doing, where it is heading, and what it remembers. */
struct monster {
    struct entity base;
    int id; /* 1, 2, ... in the order placed; the same for the life of the floor */
    int kind;
    enum mind_state state;
    bool has_target; /* a wanderer's chosen cell, or a noise it goes to see */
    struct pos target;
    bool knows_player; /* a hunter remembers where it last saw the player */
    struct pos last_seen;
    int search_turns; /* turns spent searching around last_seen; 0 = not */
    bool idle_next;   /* a slow monster that acted rests on its next turn */
    struct carried carried[MONSTER_CARRY_MAX]; /* what it stole or picked up (carry.h) */
    int carried_stacks;                        /* stacks in use, first first */
    bool cornered; /* fleeing with no cell lower on its flee map, it turned to fight */
    bool on_trail; /* hunting unseen, it took a step along the player's scent (scent.h) */
    bool negated;       /* struck by negation: its magic is gone (world_has) */
    /* Pulled by beckoning: it loses its act in the turn it was pulled.
     * Set and spent within one turn (game_do), so false between actions:
     * never saved. */
    bool held;
    /* Groups, shouts and morale (group.h, shout.h, morale.h). */
    int leader;    /* its group's leader, by id; 0: it leads, or is alone */
    int shout;     /* enum shout_stage: none, due (it starts hunting), shouting */
    bool broke;    /* it flees because its pack broke (morale.h) */
    bool waiting;  /* this turn it held back from a corridor (corridor.h)... */
    int waited;    /* ...and so many turns in a row */
    int disguise;       /* a hidden mimic: the item kind + 1 it lies as (mimic.h); 0 shown */
    bool ally;          /* freed from a cage: fights beside the player (ally.h) */
    int order;          /* an ally's order: enum ally_order, follow close or stay (ally.h) */
    /* Why its mind last changed, and when (why.h; doc/rules.md, "Why
     * minds change"). */
    int cause;       /* enum cause */
    int cause_turn;  /* the turn it changed */
    int cause_arg;   /* the cause's number: cells, steps, its sight */
    int cause_kind;  /* the kind the cause names + 1 (the jackal that howled); 0 none */
    bool saw_player; /* it saw the player at its last act: losing them is a change */
    /* It fled once: its nerve is spent, and no wound nor packmate makes it
     * flee again (mind.c; doc/rules.md, "Fleeing once"). */
    bool spent;
};

/* Fills in a monster of kind k standing at p, at full health. */
void monster_init(struct monster *m, const struct kind_list *kinds, int kind, struct pos p);

/* Records why its mind changes now, on the given turn: the cause (enum
 * cause, cause.h), its number and the kind it names (-1 none); why.h tells
 * them. */
void monster_set_cause(struct monster *m, int cause, int arg, int kind, int turn);

/* Where the monster is heading, for the minds pane and its overlay: a
 * wanderer's target, a hunter's last sighting. Returns false when it heads
 * nowhere in particular. */
bool monster_heading(const struct monster *m, struct pos *to);

/* Badly wounded: a third of its health or less (doc/rules.md; tune). */
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
