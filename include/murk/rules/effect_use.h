#ifndef MURK_EFFECT_USE_H
#define MURK_EFFECT_USE_H

/* What an effect's handler is given (effect.h runs them): types alone, so
 * that the handlers' files and their headers need not include effect.h,
 * whose table includes them. */

#include <stdbool.h>

#include "murk/base/item.h"
#include "murk/base/msglog.h"
#include "murk/base/outcome.h"

struct game;
struct entity;

/* What the item actions touch, gathered so that none needs the whole game.
 * The game fills one in for each action. */
struct item_env {
    const struct item_kind_list *kinds;
    struct item_lore *lore;
    struct pack *pack;
    struct item_floor *floor;
    struct entity *player;
    struct msglog *log;
    int turn;
    /* What a use did past the pack and the player (a scroll of fear's
     * monsters), for the turn to apply; NULL when nobody will. */
    struct outcome *outcome;
};

/* What one blow did: its damage after defense (0 when it glanced off), and
 * whether it took the last health. */
struct blow {
    int damage;
    bool killed;
};

/* How an effect comes. */
enum effect_by {
    EFFECT_BY_DRINK,
    EFFECT_BY_READ,
    EFFECT_BY_BLOW,
    EFFECT_BY_ZAP,  /* a wand's bolt struck victim (wand.h) */
    EFFECT_BY_CLOUD /* a thrown potion's cloud caught victim, or the player (cloud.h) */
};

/* One use of the effects of a kind. */
struct effect_use {
    enum effect_by by;
    const struct parse_entry *line; /* the effect and its numbers (effect_apply_all sets it) */
    struct entity *target;          /* whom it befalls: the drinker, the reader, the one struck */
    /* An item's use (EFFECT_BY_DRINK, EFFECT_BY_READ): */
    const struct item_env *env;
    int kind;     /* the kind used: its name, harm and range */
    int identify; /* a scroll of identify or enchanting: the slot it names (after the scroll left)
                   */
    /* A blow (EFFECT_BY_BLOW): */
    struct game *game;
    int striker;             /* the monster's slot */
    const struct blow *blow; /* what the blow did */
    bool seen;               /* the player sees the striker */
    /* A zap or a cloud (EFFECT_BY_ZAP, EFFECT_BY_CLOUD), with game: */
    int victim; /* the monster's slot it befalls, or -1 for the player */
};

#endif
