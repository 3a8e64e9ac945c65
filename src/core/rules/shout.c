/* Shouts: when a monster shouts, and how the player is told. */
#include "murk/rules/shout.h"

#include <stdio.h>
#include <string.h>

#include "murk/rules/group.h"
#include "murk/world/world.h"

void shout_arm(const struct game *game, struct monster *m)
{
    if (world_kind_of(game, m)->shout[0] && entity_alive(&m->base) && m->shout == SHOUT_NONE)
        m->shout = SHOUT_DUE;
}

void shout_begin_act(struct monster *m)
{
    if (m->shout == SHOUT_SHOUTING)
        m->shout = SHOUT_DONE;
}

int shout_take(struct game *game, struct monster *m)
{
    if (m->shout != SHOUT_DUE || !entity_alive(&m->base))
        return 0;
    const struct kind *k = world_kind_of(game, m);
    m->shout = SHOUT_SHOUTING;
    /* One shout a group: its mates have been called, and need not call. */
    for (int i = 0; i < game->floor.monster_count; i++) {
        struct monster *o = &game->floor.monsters[i];
        if (group_mates(o, m) && o->shout != SHOUT_SHOUTING)
            o->shout = SHOUT_DONE;
    }
    char said[KIND_SHOUT_WORD + 1];
    snprintf(said, sizeof said, "%s!", k->shout);
    world_announce(game, m, said);
    return k->shout_loudness > 0 ? k->shout_loudness : SHOUT_LOUDNESS;
}

void shout_heard(struct game *game, const struct monster *m, int loudness)
{
    if (world_sees_monster(game, m))
        return;
    /* The shout's own map: mind_noise makes none when nobody is stirred. */
    int32_t distance = dmap_get(world_noise_map(game, m->base.pos, loudness), game->run.player.pos);
    if (distance >= DMAP_UNREACHABLE || distance > loudness)
        return;
    /* "shouts" is heard as "a shout", "howls" as "a howl". */
    const char *word = world_kind_of(game, m)->shout;
    int len = (int)strlen(word) - 1;
    world_say(game, "You hear %s %.*s.", monster_article(word), len, word);
}
