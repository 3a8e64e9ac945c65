#include "murk/combat.h"

#include <stdio.h>

#include "murk/recall.h"
#include "murk/status.h"
#include "murk/world.h"

struct blow combat_player_attacks(struct game *game, int slot)
{
    struct monster *m = &game->floor.monsters[slot];
    const char *name = world_kind_of(game, m)->name;
    struct blow blow = {entity_strike(&game->run.player, &m->base, &game->run.play), false};
    blow.killed = !entity_alive(&m->base);
    recall_note_struck(&game->run.recall, m->kind); /* the blow tells its defense */
    if (blow.killed)
        world_say(game, "You kill the %s!", name);
    else if (blow.damage == 0)
        world_say(game, "Your blow glances off the %s.", name);
    else
        world_say(game, "You hit the %s for %d.", name, blow.damage);
    return blow;
}

struct blow combat_monster_attacks(struct game *game, int slot)
{
    struct monster *m = &game->floor.monsters[slot];
    struct entity *player = &game->run.player;
    const struct kind *kind = world_kind_of(game, m);
    bool seen = world_sees_monster(game, m); /* named only if seen */
    struct blow blow = {entity_strike(&m->base, player, &game->run.play), false};
    blow.killed = !entity_alive(player);
    if (blow.damage == 0 && !seen)
        world_say(game, "Something's blow glances off you.");
    else if (blow.damage == 0)
        world_say(game, "The %s's blow glances off you.", kind->name);
    else if (!seen)
        world_say(game, "Something hits you for %d.", blow.damage);
    else
        world_say(game, "The %s hits you for %d.", kind->name, blow.damage);
    if (seen)
        recall_note_hit(&game->run.recall, m->kind, blow.damage);
    /* A venomous bite that does not kill poisons for at least its venom. */
    if (!blow.killed && blow.damage > 0 && status_envenom(player, kind->venom)) {
        world_say(game, "You are poisoned!");
        if (seen)
            recall_note_venom(&game->run.recall, m->kind);
    }
    if (kind_has(kind, TRAIT_DRAINS)) {
        /* Seen to heal by the blow: the player learns that it drains. */
        if (seen && blow.damage > 0 && m->base.health < m->base.health_max)
            recall_note_trait(&game->run.recall, m->kind, TRAIT_DRAINS);
        entity_heal(&m->base, blow.damage);
    }
    if (blow.killed && !game->run.killer[0])
        snprintf(game->run.killer,
                 sizeof game->run.killer,
                 "%s %s",
                 monster_article(kind->name),
                 kind->name);
    return blow;
}
