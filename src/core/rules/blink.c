/* The blink dog's rule: to the player's side at a blink (blink.h). */
#include "murk/rules/blink.h"

#include "murk/base/status.h"

/* A free cell next to the player that the monster may stand on, drawn
 * from those there are; false when there is none. */
static bool cell_beside_player(struct game *game, const struct monster *m, struct pos *out)
{
    int count = 0;
    for (int d = 0; d < GRID_DIRS; d++) {
        struct pos p = grid_add(game->run.player.pos, grid_dir(d));
        if (world_passable(game, m, p) && !world_occupied(game, p) &&
            rng_range(&game->run.play, 0, count++) == 0)
            *out = p;
    }
    return count > 0;
}

bool blink_turn(struct game *game, struct monster *m)
{
    if (!world_has(game, m, TRAIT_BLINKS) || m->state != STATE_HUNTING ||
        status_has(&m->base, STATUS_AFRAID) || monster_badly_wounded(m) ||
        grid_distance(m->base.pos, game->run.player.pos) < BLINK_MIN_DISTANCE ||
        !world_monster_sees_player(game, m) || !rng_one_in(&game->run.play, BLINK_ONE_IN))
        return false;
    struct pos to;
    if (!cell_beside_player(game, m, &to))
        return false;
    m->knows_player = true;
    m->last_seen = game->run.player.pos;
    m->search_turns = 0;
    world_move_monster(game, (int)(m - game->floor.monsters), to);
    world_announce(game, m, "blinks to your side!");
    return true;
}
