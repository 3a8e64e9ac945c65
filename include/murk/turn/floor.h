#ifndef MURK_FLOOR_H
#define MURK_FLOOR_H

/* Making a floor: the map, the player's arrival, the stairs or the Lamp,
 * the items and the monsters, all from the run's seed and the depth alone
 * (doc/rules.md, "The run"). */

#include <stdint.h>

#include "murk/world/world.h"

/* The seed's streams (rng_seed_stream): play, what only the screen uses,
 * the run's unknown names, and each floor's making, numbered from
 * STREAM_FLOOR by depth, so floor N is the same however the floors before
 * it were played. */
enum game_stream {
    STREAM_PLAY = 1,
    STREAM_COSMETIC = 2,
    STREAM_LORE = 3,
    STREAM_RUN_ID = 4, /* the run id game_new gives before the front end names it */
    STREAM_FLOOR = 100,
    /* A floor's groups' followers, by depth (group.h): a stream of their
     * own, so the other monsters of a floor are placed as without them. */
    STREAM_FOLLOWERS = 1000,
    STREAM_PLACE = 10000 /* the floor's place (place.h), numbered by depth */
};

/* Monsters a floor gets beyond one a room, for every two floors down
 * (doc/rules.md: "plus 3 x (d/2)", tune). */
enum { MONSTERS_PER_TWO_FLOORS = 7 };

/* Makes the floor of the run's depth into game->floor, which must be empty,
 * and puts the player on it. Returns 0, or -1 when out of memory. */
int floor_make(struct game *game);

#endif
