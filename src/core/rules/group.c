/* Groups: placing a leader's followers, waking them together, keeping
 * them near it, and who leads when it dies. */
#include "murk/rules/group.h"

#include "murk/rules/why.h"
#include "murk/world/world.h"
#include "murk/world/place_common.h"

int group_root(const struct monster *m)
{
    return m->leader ? m->leader : m->id;
}

const struct monster *group_leader(const struct game *game, const struct monster *m)
{
    int slot = m->leader ? world_monster_by_id(game, m->leader) : -1;
    if (slot < 0 || !entity_alive(&game->floor.monsters[slot].base))
        return NULL;
    return &game->floor.monsters[slot];
}

bool group_mates(const struct monster *a, const struct monster *b)
{
    return a != b && group_root(a) == group_root(b);
}

/* Whether any monster names m as its leader (the count is never too low). */
static bool may_lead(const struct game *game, const struct monster *m)
{
    int slot = world_monster_by_id(game, m->id);
    return slot < 0 || game->cache.followers[slot] > 0;
}

bool group_is_member(const struct game *game, const struct monster *m)
{
    if (m->leader)
        return true;
    if (!may_lead(game, m))
        return false;
    for (int i = 0; i < game->floor.monster_count; i++) {
        const struct monster *o = &game->floor.monsters[i];
        if (o->leader == m->id && entity_alive(&o->base))
            return true;
    }
    return false;
}

/* A cell for a follower: in the room, near the leader, plain floor, free
 * and unseen. */
static bool follower_cell(struct game *game, const struct room *room, struct pos near,
                          struct rng *rng, struct pos *out)
{
    const struct map *map = &game->floor.map;
    for (int tries = 0; tries < GROUP_PLACE_TRIES; tries++) {
        struct pos p = {near.x + rng_range(rng, -GROUP_PLACE_RADIUS, GROUP_PLACE_RADIUS),
                        near.y + rng_range(rng, -GROUP_PLACE_RADIUS, GROUP_PLACE_RADIUS)};
        bool in_room =
            p.x >= room->x && p.x < room->x + room->w && p.y >= room->y && p.y < room->y + room->h;
        if (in_room && map->tiles[map_index(map, p.x, p.y)] == TILE_FLOOR &&
            !world_occupied(game, p) && !place_at(game, p) && !world_sees(game, p)) {
            *out = p;
            return true;
        }
    }
    return false;
}

void group_place(struct game *game, int slot, const struct room *room, struct rng *rng)
{
    const struct kind *kind = &game->kinds->kinds[game->floor.monsters[slot].kind];
    if (kind->group_count == 0)
        return;
    for (int e = 0; e < kind->group_count; e++) {
        int count = rng_range(rng, kind->group[e].min, kind->group[e].max);
        for (int n = 0; n < count; n++) {
            const struct monster *leader = &game->floor.monsters[slot];
            struct pos p;
            if (!follower_cell(game, room, leader->base.pos, rng, &p))
                continue;
            int added = world_add_monster(game, kind->group[e].kind, p);
            if (added < 0)
                return;
            struct monster *f = &game->floor.monsters[added];
            leader = &game->floor.monsters[slot];
            f->leader = leader->id;
            /* Asleep or awake as its leader is; never asleep if it never sleeps. */
            f->state = leader->state == STATE_ASLEEP && world_has(game, f, TRAIT_NEVER_SLEEPS)
                           ? STATE_WANDERING
                           : leader->state;
        }
    }
}

void group_wake(struct game *game, const struct monster *m)
{
    for (int i = 0; i < game->floor.monster_count; i++) {
        struct monster *o = &game->floor.monsters[i];
        if (!group_mates(o, m) || o->state != STATE_ASLEEP || !entity_alive(&o->base))
            continue;
        o->state = STATE_WANDERING;
        o->has_target = true;
        o->target = m->base.pos;
        monster_set_cause(o, CAUSE_PACK_WOKE, 0, -1, game->run.turn);
        why_announce(game, o, "wakes up");
    }
}

bool group_follow(const struct game *game, const struct monster *m, struct pos *goal)
{
    const struct monster *leader = group_leader(game, m);
    if (leader == NULL)
        return false;
    *goal = m->base.pos;
    if (grid_distance(m->base.pos, leader->base.pos) >= GROUP_FOLLOW_RADIUS)
        *goal = leader->base.pos;
    else if (leader->state == STATE_WANDERING && leader->has_target)
        *goal = leader->target;
    return true;
}

/* Stronger: more health at most, then more health now. */
static bool stronger(const struct monster *a, const struct monster *b)
{
    if (a->base.health_max != b->base.health_max)
        return a->base.health_max > b->base.health_max;
    return a->base.health > b->base.health;
}

void group_succeed(struct game *game, int slot)
{
    struct monster *dead = &game->floor.monsters[slot];
    struct monster *heir = NULL;
    for (int i = 0; i < game->floor.monster_count; i++) {
        struct monster *o = &game->floor.monsters[i];
        if (o->leader == dead->id && entity_alive(&o->base) && (!heir || stronger(o, heir)))
            heir = o;
    }
    if (heir == NULL)
        return;
    for (int i = 0; i < game->floor.monster_count; i++) {
        struct monster *o = &game->floor.monsters[i];
        if (o->leader == dead->id)
            o->leader = o == heir ? 0 : heir->id;
    }
    world_count_followers(game);
}

bool group_sees(const struct game *game, const struct monster *viewer, struct pos p)
{
    int dx = p.x - viewer->base.pos.x, dy = p.y - viewer->base.pos.y;
    int sight = viewer->base.sight;
    if (dx * dx + dy * dy > sight * sight + sight)
        return false;
    enum { LINE_MAX = 2 * KIND_SIGHT_MAX + 2 };
    struct pos line[LINE_MAX];
    int n = grid_line(viewer->base.pos, p, line, LINE_MAX);
    for (int i = 1; i < n - 1; i++)
        if (map_opaque(&game->floor.map, line[i].x, line[i].y))
            return false;
    return true;
}

bool group_straggling(const struct game *game, const struct monster *m)
{
    if (!may_lead(game, m))
        return false;
    /* Its wandering followers, and which are with the band: near it, or
     * within GROUP_LINK_CELLS of one that is (a band strung out along a
     * corridor is together; only one cut off from it is left behind). */
    const struct monster *band[GROUP_BAND_MAX];
    bool with[GROUP_BAND_MAX];
    int n = 0;
    for (int i = 0; i < game->floor.monster_count; i++) {
        const struct monster *o = &game->floor.monsters[i];
        if (o->leader != m->id || !entity_alive(&o->base) || o->state != STATE_WANDERING)
            continue;
        if (n == GROUP_BAND_MAX)
            break;
        with[n] = grid_distance(o->base.pos, m->base.pos) < GROUP_FOLLOW_RADIUS;
        band[n++] = o;
    }
    for (bool grew = true; grew;) {
        grew = false;
        for (int a = 0; a < n; a++)
            for (int b = 0; b < n && !with[a]; b++)
                if (with[b] && grid_distance(band[a]->base.pos, band[b]->base.pos) <= GROUP_LINK_CELLS)
                    with[a] = grew = true;
    }
    for (int a = 0; a < n; a++)
        if (!with[a])
            return true;
    return false;
}
