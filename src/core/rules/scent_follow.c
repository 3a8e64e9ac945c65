/* Following the player's scent (scent_follow.h). */
#include "murk/rules/scent_follow.h"

#include "murk/base/cause.h"
#include "murk/base/recall.h"
#include "murk/world/world.h"

bool scent_follow(struct game *game, struct monster *m)
{
    m->on_trail = false;
    if (!world_has(game, m, TRAIT_TRACKS_SCENT))
        return false;
    const struct scent_trail *trail = &game->floor.scent;
    int now = game->run.turn;
    int best = scent_at(trail, m->base.pos, now), best_dir = -1;
    for (int d = 0; d < GRID_DIRS; d++) {
        struct pos to = grid_add(m->base.pos, grid_dir(d));
        int fresh = scent_at(trail, to, now);
        if (fresh > best && world_passable(game, m, to)) {
            best = fresh;
            best_dir = d;
        }
    }
    if (best_dir < 0)
        return false;
    struct pos to = grid_add(m->base.pos, grid_dir(best_dir));
    /* The freshest way is the way on: one standing in it is waited out,
     * never gone round by an older, backward cell. */
    if (!world_occupied(game, to))
        world_move_monster(game, (int)(m - game->floor.monsters), to);
    if (m->cause != CAUSE_TRAIL)
        monster_set_cause(m, CAUSE_TRAIL, 0, -1, game->run.turn);
    m->knows_player = true;
    m->last_seen = m->base.pos;
    m->search_turns = 0;
    m->on_trail = true;
    /* Seen on the trail, the player learns the kind tracks by scent. */
    if (world_sees_monster(game, m))
        recall_note_trait(&game->run.recall, m->kind, TRAIT_TRACKS_SCENT);
    return true;
}
