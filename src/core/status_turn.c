/* The statuses' part of the whole turn: it needs the game to know who is
 * the player, who is seen and where to say things, which status.c does not. */
#include <stdio.h>

#include "murk/game.h"
#include "murk/status.h"

/* The player's tick: end messages in tick order, or the killer's name. */
static void tick_player(struct game *game)
{
    struct status_tick_result result;
    status_tick(&game->player, &result);
    if (result.killed_by_poison) {
        snprintf(game->killer, sizeof game->killer, "poison");
        return;
    }
    static const enum status order[] = {
        STATUS_CONFUSED, STATUS_POISONED, STATUS_REGENERATING, STATUS_AFRAID};
    for (size_t i = 0; i < sizeof order / sizeof order[0]; i++) {
        const char *message = status_end_message(order[i]);
        if (result.ended[order[i]] && message != NULL)
            msglog_add(&game->log, game->turn, "%s", message);
    }
}

void status_tick_game(struct game *game, status_fear_hook fear_ended)
{
    /* A player the monsters have just killed has nothing left to tick, and
     * status_tick leaves the dead alone. */
    tick_player(game);
    for (int i = 0; i < game->monster_count; i++) {
        struct monster *m = &game->monsters[i];
        if (!entity_alive(&m->base))
            continue;
        struct status_tick_result result;
        status_tick(&m->base, &result);
        if (!entity_alive(&m->base)) {
            if (game_sees(game, m->base.pos))
                msglog_add(&game->log, game->turn, "The %s dies.", game_kind_of(game, m)->name);
        } else if (result.ended[STATUS_AFRAID] && fear_ended != NULL) {
            fear_ended(game, i);
        }
    }
}
