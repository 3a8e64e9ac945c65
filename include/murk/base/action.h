#ifndef MURK_ACTION_H
#define MURK_ACTION_H

/* What the player asks the game to do: the actions of murk/action.def, their
 * names (the words recordings write) and what each one is. */

#include <stdbool.h>

#include "murk/base/grid.h"

/* What an action is, as action.def's flags say. */
enum action_flag {
    ACTS_TURN = 1 << 0,    /* takes a turn when it is carried out */
    ACTS_ITEMS = 1 << 1,   /* needs the game's item kinds; nothing happens without */
    ACTS_SLOT = 1 << 2,    /* names a pack slot (and, to read identify, a target) */
    ACTS_DIR = 1 << 3,     /* names one of the 8 steps */
    ACTS_CELL = 1 << 4,    /* names a cell of the floor */
    ACTS_WALK = 1 << 5,    /* one step of a walk of many (travel.h) */
    ACTS_REPEAT = 1 << 6,  /* repeated by the shared loop (repeat.h) until it stops */
    ACTS_DEBUG = 1 << 7,   /* a debugging aid: refused when the host turned them off */
    ACTS_KEYLESS = 1 << 8, /* given by the front end or the host, never by a key of its own */
};

enum action_kind {
#define ACTION(id, word, flags) ACTION_##id,
#include "murk/base/action.def"
#undef ACTION
    ACTION_KIND_COUNT
};

/* What the player asks for; the front end builds these from keys. */
struct action {
    enum action_kind kind;
    struct pos dir;  /* ACTS_DIR: one of the 8 steps */
    int slot;        /* ACTS_SLOT: the pack slot (0 is a); -1 when none fits */
    int target;      /* ACTION_READ: the slot a scroll of identify names, or -1 */
    struct pos cell; /* ACTS_CELL: the cell to walk to, or to aim at (fire, throw, and
                        read a known scroll of lightning or fireball) */
};

/* The action's word ("move", "pick_up"), or NULL for a kind out of range. */
const char *action_name(enum action_kind kind);

/* The kind whose word is name, or -1 when no action has it. */
int action_by_name(const char *name);

/* The action's ACTS_ flags; 0 for a kind out of range. */
unsigned action_flags(enum action_kind kind);

/* Whether the kind has the flag (false for a kind out of range). */
bool action_is(enum action_kind kind, enum action_flag flag);

#endif
