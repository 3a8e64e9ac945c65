/* Followers on the stairs (stairs_follow.h). */
#include "murk/rules/stairs_follow.h"

#include <string.h>

#include "murk/base/cause.h"
#include "murk/world/world.h"

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
    for (int i = 0; i < game->floor.monster_count && run->follower_count < RUN_FOLLOWERS_MAX; i++) {
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

/* A leader id of the floor above, as the band stands on this one: the new
 * id of the one that came down with it, or 0 (it comes alone). */
static int leader_here(const int *old_ids, const int *new_slots, int arrived, int old_leader)
{
    for (int j = 0; j < arrived && old_leader; j++)
        if (old_ids[j] == old_leader)
            return new_slots[j] + 1;
    return 0;
}

void stairs_follow_arrive(struct game *game)
{
    struct game_run *run = &game->run;
    int waiting = 0, arrived = 0;
    int old_ids[RUN_FOLLOWERS_MAX], new_slots[RUN_FOLLOWERS_MAX];
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
        old_ids[arrived] = f.id;
        new_slots[arrived++] = slot;
        *m = f;
        m->id = id;
        m->base.pos = p;
        m->knows_player = true;
        m->last_seen = run->player.pos;
        monster_set_cause(m, CAUSE_FOLLOWED, 0, -1, run->turn);
        m->search_turns = 0;
        world_announce(game, m, "follows you down!");
    }
    run->follower_count = waiting;
    /* Ids are a floor's own: a follower keeps its leader only if the two
     * came down together, else it comes alone. */
    for (int j = 0; j < arrived; j++) {
        struct monster *m = &game->floor.monsters[new_slots[j]];
        m->leader = leader_here(old_ids, new_slots, arrived, m->leader);
    }
    if (arrived > 0)
        world_count_followers(game);
}
