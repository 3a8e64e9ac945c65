/* The eel's rule: beneath the water but to strike (submerge.h). */
#include "murk/rules/submerge.h"

#include "murk/base/status.h"

static void keep_under(struct monster *m)
{
    /* A dose never shortens what is left (status.h). */
    status_dose(&m->base, STATUS_SUBMERGED, SUBMERGE_TURNS);
}

void submerge_place(struct game *game, int slot)
{
    struct monster *m = &game->floor.monsters[slot];
    /* What it is perceived as follows at the floor's rebuild. */
    if (world_has(game, m, TRAIT_SUBMERGES))
        keep_under(m);
}

bool submerge_lurks(struct game *game, struct monster *m)
{
    if (!world_has(game, m, TRAIT_SUBMERGES))
        return false;
    bool strikes_now = m->state == STATE_HUNTING &&
                       grid_adjacent(m->base.pos, game->run.player.pos) &&
                       world_monster_sees_player(game, m);
    if (!strikes_now) {
        keep_under(m);
        return false;
    }
    if (!status_has(&m->base, STATUS_SUBMERGED))
        return false;
    /* Its last turn under: it comes up at this turn's end, and the water
     * where the player can see it says so first. */
    if (m->base.status[STATUS_SUBMERGED] == 1 && world_sees(game, m->base.pos))
        world_say(game, "Something stirs in the water beside you.");
    return true;
}

void submerge_after(struct game *game, struct monster *m)
{
    if (!world_has(game, m, TRAIT_SUBMERGES) || status_has(&m->base, STATUS_SUBMERGED) ||
        !entity_alive(&m->base))
        return;
    world_announce(game, m, "dives.");
    keep_under(m);
}
