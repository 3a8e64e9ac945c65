/* The statuses' part of the whole turn: it needs the game to know who is
 * the player, who is seen and where to say things, which status.c does not. */
#include "murk/rules/status_turn.h"

#include <stdio.h>

#include "murk/rules/morale.h"
#include "murk/base/status.h"
#include "murk/world/world.h"

void status_tick_player(struct game *game)
{
    struct status_tick_result result;
    status_tick(&game->run.player, &result);
    if (result.killed_by != STATUS_COUNT) {
        snprintf(game->run.killer, sizeof game->run.killer, "%s", status_killer(result.killed_by));
        return;
    }
    for (int i = 0; i < result.ended_count; i++) {
        const char *message = status_end_message(result.ended_in_order[i]);
        if (message != NULL)
            world_say(game, "%s", message);
    }
}

bool status_tick_monster(struct game *game, int slot)
{
    struct monster *m = &game->floor.monsters[slot];
    if (!entity_alive(&m->base) || !status_any(&m->base))
        return false; /* nothing to tick, nothing ends */
    struct status_tick_result result;
    status_tick(&m->base, &result);
    if (!entity_alive(&m->base)) {
        world_announce(game, m, "dies.");
        morale_died(game, slot);
        return false;
    }
    return result.ended[STATUS_AFRAID];
}
