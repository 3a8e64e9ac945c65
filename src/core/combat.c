#include "murk/combat.h"

#include <stdio.h>

#include "murk/game.h"
#include "murk/mind.h"
#include "murk/status.h"

void combat_player_attacks(struct game *game, int index)
{
    struct monster *m = &game->monsters[index];
    const char *name = game_kind_of(game, m)->name;
    int damage = entity_strike(&game->player, &m->base, &game->rng);
    if (!entity_alive(&m->base)) {
        msglog_add(&game->log, game->turn, "You kill the %s!", name);
    } else {
        if (damage == 0)
            msglog_add(&game->log, game->turn, "Your blow glances off the %s.", name);
        else
            msglog_add(&game->log, game->turn, "You hit the %s for %d.", name, damage);
        mind_struck(game, m);
    }
    /* After the blow is told, so the log reads in the order things happened. */
    mind_noise(game, game->player.pos, MIND_FIGHT_LOUDNESS);
}

void combat_monster_attacks(struct game *game, int index)
{
    struct monster *m = &game->monsters[index];
    const char *name = game_kind_of(game, m)->name;
    bool seen = game_sees(game, m->base.pos);
    int damage = entity_strike(&m->base, &game->player, &game->rng);
    if (damage == 0 && !seen)
        msglog_add(&game->log, game->turn, "Something's blow glances off you.");
    else if (damage == 0)
        msglog_add(&game->log, game->turn, "The %s's blow glances off you.", name);
    else if (!seen)
        msglog_add(&game->log, game->turn, "Something hits you for %d.", damage);
    else
        msglog_add(&game->log, game->turn, "The %s hits you for %d.", name, damage);
    const struct kind *kind = game_kind_of(game, m);
    /* A venomous bite that does not kill poisons for at least its venom. */
    if (entity_alive(&game->player) && damage > 0 && status_envenom(&game->player, kind->venom))
        msglog_add(&game->log, game->turn, "You are poisoned!");
    if (kind_has(kind, TRAIT_DRAINS))
        entity_heal(&m->base, damage);
    if (!entity_alive(&game->player) && !game->killer[0])
        snprintf(game->killer, sizeof game->killer, "%s %s", monster_article(name), name);
    mind_noise(game, game->player.pos, MIND_FIGHT_LOUDNESS);
}
