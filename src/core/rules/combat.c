#include "murk/rules/combat.h"

#include <stdio.h>

#include "murk/rules/effect.h"
#include "murk/base/recall.h"
#include "murk/base/status.h"
#include "murk/world/world.h"

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

/* One of the monster's blows on the player: its damage less defense, told
 * ("The goblin hits you for 2.", "Something's blow glances off you."),
 * then its effect (effect.h). */
static struct blow strike_player(struct game *game, int slot, const struct parse_entries *blows,
                                 int i)
{
    struct monster *m = &game->floor.monsters[slot];
    struct entity *player = &game->run.player;
    const struct kind *kind = world_kind_of(game, m);
    bool seen = world_sees_monster(game, m); /* named only if seen */
    int damage = rng_range(&game->run.play, blows->at[i].min, blows->at[i].max) -
                 entity_defense_roll(player, &game->run.play);
    struct blow blow = {damage > 0 ? damage : 0, false};
    entity_hurt(player, blow.damage);
    blow.killed = !entity_alive(player);
    /* Unseen, it is told with the way it came from, and the map marks
     * the cell (world_unseen_from). */
    const char *from = grid_compass(player->pos, m->base.pos);
    if (!seen)
        world_mark_unseen(game, m->base.pos);
    if (blow.damage == 0 && !seen)
        world_say(game, "Something unseen strikes at you from the %s; the blow glances off.", from);
    else if (blow.damage == 0)
        world_say(game, "The %s's blow glances off you.", kind->name);
    else if (!seen)
        world_say(game, "Something unseen hits you for %d from the %s.", blow.damage, from);
    else
        world_say(game, "The %s hits you for %d.", kind->name, blow.damage);
    if (seen)
        recall_note_hit(&game->run.recall, m->kind, blow.damage);
    struct parse_entries one = {.at = {blows->at[i]}, .count = 1};
    struct effect_use use = {.by = EFFECT_BY_BLOW,
                             .target = player,
                             .kind = -1,
                             .game = game,
                             .striker = slot,
                             .blow = &blow,
                             .seen = seen};
    effect_apply_all(&one, &use);
    return blow;
}

struct blow combat_monster_attacks(struct game *game, int slot)
{
    struct monster *m = &game->floor.monsters[slot];
    const struct kind *kind = world_kind_of(game, m);
    struct blow blow = {0, false};
    for (int i = 0; i < kind->blows.count && entity_alive(&game->run.player); i++)
        blow = strike_player(game, slot, &kind->blows, i);
    if (blow.killed && !game->run.killer[0])
        snprintf(game->run.killer,
                 sizeof game->run.killer,
                 "%s %s",
                 monster_article(kind->name),
                 kind->name);
    return blow;
}
