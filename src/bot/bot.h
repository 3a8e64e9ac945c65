#ifndef MURK_BOT_H
#define MURK_BOT_H

/* A player made of code. It sees only what a player sees (the cells in view
 * and remembered, the monsters in view, the items seen, its own pack, lore,
 * health and statuses) and acts only through the actions a player has:
 * bot_act gives the next one, for the caller to pass to game_do. It fights
 * or falls back by its health, fires and throws at a monster in range
 * (aim.h), reads known lightning and fireball at groups, charges a monster
 * that shoots, drinks and reads unknown items to learn them, wields, wears
 * and readies the best it has, takes ammunition up, rests, explores, and
 * descends; on the last floor it goes for the Lamp. */

#include <stdbool.h>
#include <stdint.h>

#include "murk/base/dmap.h"
#include "murk/turn/game.h"
#include "frontier.h"

/* The numbers its choices turn on (tune, like the game's own). */
enum {
    BOT_FLEE_PERCENT = 35,     /* at or below this much health it drinks or falls back */
    BOT_REST_PERCENT = 70,     /* below this, with nothing in view, it rests... */
    BOT_RESTED_PERCENT = 100,  /* ...until this */
    BOT_WAIT_FOR_TURNS = 4,    /* turns it waits for a monster in view to come to it */
    BOT_FLOOR_TURNS = 1500,    /* after this long on a floor it looks for the stairs */
    BOT_IGNORE_TURNS = 40,     /* how long it leaves be a monster that would not come */
    BOT_CHASE_TURNS = 10,      /* how long it goes on to where a shooter it charged was seen */
    BOT_HASTE_FOR_HEALTH = 16, /* a known haste is drunk next to a monster this strong or more */
};

/* What the bot keeps of each cell (struct bot's known): seen (as
 * remembered), and stood on. */
enum { KNOWN_SEEN = 1, KNOWN_STOOD = 2 };

struct bot {
    struct dmap walk; /* scratch: walking distances over what it knows */
    bool resting;     /* resting until BOT_RESTED_PERCENT */
    int waited;       /* turns waited for a monster to come */
    int floor_depth;  /* the floor the counters below are for */
    int floor_turns;  /* turns spent on this floor */
    /* By slot: a monster that would not come is left be until this many
     * turns on the floor (each its own: with one remembered, two lying low
     * in view were waited for in turn, for good). */
    int ignore_until[GAME_MAX_MONSTERS];
    struct pos chase; /* where a shooter it charged was last seen... */
    int chase_until;  /* ...gone on to until this many turns on the floor */
    int band_until;   /* backed into a corridor: not again until this many turns (band.h) */
    /* The quiet plan (where to walk when all is quiet) depends only on what
     * is known, not on where the player stands: it is made again only when
     * that changes, not every turn. */
    uint8_t *known;               /* the cells known when the plan was made */
    uint8_t *memory;              /* the map's memory of the cells as learnt last (a row
                                     the same is skipped): known's seen bit is its non-zero */
    bool relearn;                 /* a scroll was read (magic mapping, teleportation): the
                                     whole floor's cells are learnt again, not just in sight */
    int known_cells;              /* the size of known */
    int floor_depth_known;        /* the floor known is for */
    uint64_t plan_key;            /* the items, the pack and the floor it was made for */
    bool plan_made;               /* the walk map holds the plan */
    bool cells_changed;           /* known cells changed since the plan was made */
    bool plan_found;              /* it had somewhere to go... */
    bool plan_descend;            /* ...and that was the stairs */
    struct bot_frontier frontier; /* the quiet plan's frontier and stairs, kept */
    /* A cell first stood on that was no frontier does not change the plan,
     * if the player is where the plan's goals reach as they did where it
     * was made (bot.c's plan_still_made). */
    bool stood_since_plan; /* such a cell stood on since the plan was made */
    bool plan_connected;   /* each turn since, a step between cells the walk map goes through */
    bool plan_item_from;   /* a wanted item lay under the player when it was made */
    struct pos last_pos;   /* where the player stood last turn */
};

/* Zero it before the first bot_act; free with bot_free. */
void bot_free(struct bot *bot);

/* The bot's next action in the game (which must not be over). */
struct action bot_act(struct bot *bot, const struct game *game);

#endif
