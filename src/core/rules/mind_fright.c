#include "murk/rules/mind_fright.h"

#include "murk/base/cause.h"
#include "murk/world/world.h"

bool mind_frighten(struct game *game, int slot)
{
    struct monster *m = &game->floor.monsters[slot];
    if (!entity_alive(&m->base) || world_has(game, m, TRAIT_STATIONARY) ||
        world_has(game, m, TRAIT_FEARLESS))
        return false;
    m->state = STATE_FLEEING;
    monster_set_cause(m, CAUSE_SCARED, 0, -1, game->run.turn);
    m->knows_player = false;
    m->search_turns = 0;
    return true;
}
