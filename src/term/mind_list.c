/* The player's minds pane's list (mind_list.h): no curses here. */
#include "mind_list.h"

#include "murk/rules/ally.h"
#include "murk/rules/group.h"
#include "murk/rules/intent.h"
#include "murk/rules/mind.h"
#include "murk/rules/why.h"
#include "murk/world/place_cage.h"
#include "murk/world/world.h"

static bool beside(const struct game *game, int slot)
{
    return game->floor.monsters[slot].ally || place_captive(game) == slot;
}

/* A follower's leader's slot while it lives, or -1. */
static int leader_slot(const struct game *game, int slot)
{
    const struct monster *leader = group_leader(game, &game->floor.monsters[slot]);
    return leader ? (int)(leader - game->floor.monsters) : -1;
}

static int distance(const struct game *game, int slot)
{
    return grid_distance(game->run.player.pos, game->floor.monsters[slot].base.pos);
}

/* The group a listed monster goes with: its living leader's slot (listed
 * or not: its followers go together), else its own. */
static int group_of(const struct game *game, int slot)
{
    int leader = beside(game, slot) ? -1 : leader_slot(game, slot);
    return leader >= 0 ? leader : slot;
}

int mind_list(const struct game *game, struct mind_row *rows)
{
    enum { FAR = 1 << 12, SLOTS = GAME_MAX_MONSTERS };
    bool listed[SLOTS] = {false};
    int near[SLOTS]; /* by group: its nearest listed member's distance */
    int n = 0;
    for (int i = 0; i < game->floor.monster_count; i++) {
        listed[i] = world_perceived(game, i);
        near[i] = FAR;
    }
    for (int s = 0; s < game->floor.monster_count; s++)
        if (listed[s]) {
            int g = group_of(game, s), d = distance(game, s);
            near[g] = d < near[g] ? d : near[g];
        }
    /* One key each: foes before those beside the player; group by group,
     * nearest first (then the lower slot); in a group its leader first,
     * then by distance, then slot. An insertion: the lists are short. */
    long long key[SLOTS];
    for (int s = 0; s < game->floor.monster_count; s++) {
        if (!listed[s])
            continue;
        int g = group_of(game, s);
        long long group = (beside(game, s) ? FAR : 0) + near[g];
        int within = g == s ? 0 : 1 + distance(game, s);
        key[s] = ((group * SLOTS + g) * (FAR + 1) + within) * SLOTS + s;
        int at = n++;
        while (at > 0 && key[rows[at - 1].slot] > key[s]) {
            rows[at] = rows[at - 1];
            at--;
        }
        rows[at] = (struct mind_row){s, MIND_ALONE};
    }
    for (int r = 0; r < n; r++) {
        int s = rows[r].slot, g = group_of(game, s);
        if (beside(game, s))
            rows[r].place = MIND_BESIDE;
        else if (g != s)
            rows[r].place = MIND_FOLLOWS;
        else if (r + 1 < n && group_of(game, rows[r + 1].slot) == s && rows[r + 1].slot != s)
            rows[r].place = MIND_LEADS;
    }
    return n;
}

/* Whether the wanderer's cell to go to is a noise it heard lately: what
 * stirred it last was a noise, no longer ago than why.h tells it. */
static bool after_noise(const struct game *game, const struct monster *m)
{
    switch ((enum cause)m->cause) {
    case CAUSE_HEARD_FIGHT:
    case CAUSE_HEARD_MISSILE:
    case CAUSE_HEARD_BURST:
    case CAUSE_HEARD_SHRIEK:
    case CAUSE_HEARD_SHOUT:
    case CAUSE_HEARD_NOISE:
        return m->has_target && game->run.turn - m->cause_turn <= WHY_NOISE_RECENT;
    default:
        return false;
    }
}

static enum mind_aim aim_hunting(const struct game *game, const struct monster *m, struct pos *to,
                                 bool *has_to)
{
    if (m->waiting)
        return MIND_AIM_WAITS;
    if (world_monster_sees_player(game, m) || !m->knows_player) {
        *to = game->run.player.pos;
        *has_to = world_monster_sees_player(game, m);
        return MIND_AIM_YOU;
    }
    *to = m->last_seen;
    *has_to = true;
    if (m->on_trail)
        return MIND_AIM_TRAIL;
    if (m->search_turns > 0 || grid_eq(m->base.pos, m->last_seen))
        return MIND_AIM_SEARCH;
    return MIND_AIM_SAW_YOU;
}

static enum mind_aim aim_wandering(const struct game *game, const struct monster *m, struct pos *to,
                                   bool *has_to)
{
    const struct monster *leader = group_leader(game, m);
    if (leader) {
        int slot = (int)(leader - game->floor.monsters);
        *has_to = world_perceived(game, slot);
        *to = leader->base.pos;
        return MIND_AIM_LEADER;
    }
    if (after_noise(game, m)) {
        *to = m->target;
        *has_to = true;
        return MIND_AIM_NOISE;
    }
    return MIND_AIM_WANDERS;
}

enum mind_aim mind_aim_of(const struct game *game, const struct monster *m, struct pos *to,
                          bool *has_to)
{
    *has_to = false;
    *to = m->base.pos;
    int slot = (int)(m - game->floor.monsters);
    if (m->ally)
        return m->order == ALLY_STAYS ? MIND_AIM_ALLY_STAYS : MIND_AIM_ALLY;
    if (place_captive(game) == slot)
        return MIND_AIM_CAGED;
    if (m->state == STATE_ASLEEP)
        return MIND_AIM_SLEEPS;
    if (kind_has(world_kind_of(game, m), TRAIT_STATIONARY))
        return MIND_AIM_STAYS;
    switch (m->state) {
    case STATE_HUNTING:
        return aim_hunting(game, m, to, has_to);
    case STATE_WANDERING:
        return aim_wandering(game, m, to, has_to);
    case STATE_FLEEING:
        if (m->cornered)
            return MIND_AIM_CORNERED;
        if (mind_for_the_stairs(game, m))
            return MIND_AIM_STAIRS;
        return world_monster_sees_player(game, m) ? MIND_AIM_AWAY : MIND_AIM_HIDES;
    default:
        return MIND_AIM_SLEEPS;
    }
}

const char *mind_aim_words(enum mind_aim aim)
{
    static const char *const words[] = {
        [MIND_AIM_SLEEPS] = "sleeps",
        [MIND_AIM_YOU] = "goes for you",
        [MIND_AIM_SAW_YOU] = "goes where it saw you",
        [MIND_AIM_SEARCH] = "searches where it lost you",
        [MIND_AIM_TRAIL] = "follows your trail",
        [MIND_AIM_WAITS] = "waits for you to come out",
        [MIND_AIM_NOISE] = "goes to see a noise",
        [MIND_AIM_LEADER] = "keeps by its leader",
        [MIND_AIM_WANDERS] = "wanders",
        [MIND_AIM_AWAY] = "runs from you",
        [MIND_AIM_HIDES] = "lies low: it cannot see you",
        [MIND_AIM_STAIRS] = "makes for the stairs, to leave",
        [MIND_AIM_CORNERED] = "fights: nowhere to run",
        [MIND_AIM_STAYS] = "cannot move",
        [MIND_AIM_ALLY] = "follows you, fights beside you",
        [MIND_AIM_ALLY_STAYS] = "stays where you told it (A)",
        [MIND_AIM_CAGED] = "waits in its cage",
    };
    return (unsigned)aim < sizeof words / sizeof words[0] ? words[aim] : "";
}

enum awareness mind_awareness(const struct game *game, const struct monster *m)
{
    if (m->ally || place_captive(game) == (int)(m - game->floor.monsters))
        return AWARE_BESIDE;
    if (m->state == STATE_ASLEEP)
        return AWARE_ASLEEP;
    if (kind_has(world_kind_of(game, m), TRAIT_STATIONARY))
        return world_monster_sees_player(game, m) ? AWARE_HUNTING : AWARE_UNAWARE;
    switch (m->state) {
    case STATE_HUNTING:
        return AWARE_HUNTING;
    case STATE_FLEEING:
        return AWARE_FLEEING;
    default:
        return AWARE_UNAWARE;
    }
}
