#include "murk/base/monster.h"

#include <string.h>

const char *mind_state_name(enum mind_state state)
{
    static const char *const names[STATE_COUNT] = {
#define STATE(id, name, r, g, b) name,
#include "murk/base/state.def"
#undef STATE
    };
    return (unsigned)state < STATE_COUNT ? names[state] : "?";
}

struct rgb mind_state_colour(enum mind_state state)
{
    static const struct rgb colours[STATE_COUNT] = {
#define STATE(id, name, r, g, b) {r, g, b},
#include "murk/base/state.def"
#undef STATE
    };
    return (unsigned)state < STATE_COUNT ? colours[state] : (struct rgb){255, 255, 255};
}

void monster_init(struct monster *m, const struct kind_list *kinds, int kind, struct pos p)
{
    const struct kind *k = &kinds->kinds[kind];
    memset(m, 0, sizeof *m);
    m->kind = kind;
    m->base.pos = p;
    m->base.health = m->base.health_max = k->health;
    m->base.defense = k->defense;
    m->base.damage_min = k->damage_min;
    m->base.damage_max = k->damage_max;
    m->base.sight = k->sight;
    m->base.glyph = k->glyph;
    m->base.colour = k->colour;
    m->state = STATE_WANDERING; /* the safe default: nothing surprising */
}

void monster_set_cause(struct monster *m, int cause, int arg, int kind, int turn)
{
    m->cause = cause;
    m->cause_arg = arg;
    m->cause_kind = kind + 1;
    m->cause_turn = turn;
}

bool monster_heading(const struct monster *m, struct pos *to)
{
    if (m->state == STATE_WANDERING && m->has_target) {
        *to = m->target;
        return true;
    }
    if (m->state == STATE_HUNTING && m->knows_player) {
        *to = m->last_seen;
        return true;
    }
    return false;
}

bool monster_badly_wounded(const struct monster *m)
{
    return m->base.health * 3 <= m->base.health_max;
}

const char *monster_wound_word(const struct monster *m)
{
    int health = m->base.health, most = m->base.health_max;
    if (health >= most)
        return "unhurt";
    if (health * 6 <= most)
        return "almost dead";
    if (health * 3 <= most)
        return "badly wounded";
    if (health * 3 <= most * 2)
        return "wounded";
    return "lightly wounded";
}

struct depth_query {
    const struct kind_list *kinds;
    int depth;
};

static int kind_weight(const void *ctx, int i)
{
    const struct depth_query *q = ctx;
    const struct kind *k = &q->kinds->kinds[i];
    return k->depth_min <= q->depth && q->depth <= k->depth_max ? k->frequency : 0;
}

int monster_pick_kind(const struct kind_list *kinds, int depth, struct rng *rng)
{
    struct depth_query q = {kinds, depth};
    return rng_pick_weighted(rng, kinds->count, kind_weight, &q);
}

const char *monster_article(const char *name)
{
    return strchr("aeiouAEIOU", name[0]) && name[0] ? "an" : "a";
}
