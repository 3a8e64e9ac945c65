/* Followers on the stairs (stairs_follow.h). */
#include "murk/stairs_follow.h"

#include <string.h>

#include "murk/world.h"

bool stairs_follow_would(const struct game *game, const struct monster *m)
{
    bool fearless = world_has(game, m, TRAIT_FEARLESS);
    return entity_alive(&m->base) && m->state == STATE_HUNTING &&
           grid_adjacent(m->base.pos, game->run.player.pos) &&
           !world_has(game, m, TRAIT_STATIONARY) &&
           (fearless || (m->base.status[STATUS_AFRAID] == 0 && !monster_badly_wounded(m)));
}

void stairs_follow_gather(struct game *game)
{
    struct game_run *run = &game->run;
    for (int i = 0; i < game->floor.monster_count && run->follower_count < RUN_FOLLOWERS_MAX;
         i++) {
        const struct monster *m = &game->floor.monsters[i];
        if (!stairs_follow_would(game, m))
            continue;
        struct monster *f = &run->followers[run->follower_count++];
        *f = *m;
        /* Its cells were the old floor's: nothing on the new one. */
        f->base.pos = f->target = f->last_seen = (struct pos){0, 0};
        f->has_target = false;
        f->cornered = f->on_trail = false;
    }
}

/* A free cell next to the player the follower may stand on, or false. */
static bool arrival_cell(struct game *game, const struct monster *f, struct pos *out)
{
    struct pos player = game->run.player.pos;
    int first = rng_range(&game->run.play, 0, GRID_DIRS - 1);
    for (int i = 0; i < GRID_DIRS; i++) {
        struct pos p = grid_add(player, grid_dir((first + i) % GRID_DIRS));
        if (map_in_bounds(&game->floor.map, p.x, p.y) && world_passable(game, f, p) &&
            !world_occupied(game, p)) {
            *out = p;
            return true;
        }
    }
    return false;
}

void stairs_follow_arrive(struct game *game)
{
    struct game_run *run = &game->run;
    int waiting = 0;
    for (int i = 0; i < run->follower_count; i++) {
        struct monster f = run->followers[i];
        struct pos p;
        int slot = arrival_cell(game, &f, &p) ? world_add_monster(game, f.kind, p) : -1;
        if (slot < 0) {
            run->followers[waiting++] = f;
            continue;
        }
        struct monster *m = &game->floor.monsters[slot];
        int id = m->id;
        *m = f;
        m->id = id;
        m->base.pos = p;
        m->knows_player = true;
        m->last_seen = run->player.pos;
        m->search_turns = 0;
        world_announce(game, m, "follows you down!");
    }
    run->follower_count = waiting;
}
