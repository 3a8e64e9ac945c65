#include "murk/base/entity.h"

int entity_defense_roll(const struct entity *e, struct rng *rng)
{
    return e->defense + (e->defense_half > 0 ? rng_range(rng, 0, 1) : 0);
}

int entity_strike(const struct entity *attacker, struct entity *defender, struct rng *rng)
{
    int top = attacker->damage_max + (attacker->damage_half > 0 ? rng_range(rng, 0, 1) : 0);
    int roll = rng_range(rng, attacker->damage_min, top);
    int damage = roll - entity_defense_roll(defender, rng);
    if (damage < 0)
        damage = 0;
    entity_hurt(defender, damage);
    return damage;
}

void entity_hurt(struct entity *e, int damage)
{
    if (damage > 0)
        e->health -= damage;
}

void entity_heal(struct entity *e, int amount)
{
    if (amount <= 0)
        return;
    e->health += amount;
    if (e->health > e->health_max)
        e->health = e->health_max;
}

bool entity_step(struct entity *e, const struct map *map, struct pos step)
{
    struct pos to = grid_add(e->pos, step);
    if (!map_walkable(map, to.x, to.y))
        return false;
    e->pos = to;
    return true;
}

enum health_band entity_health_band(const struct entity *e)
{
    if (e->health * 3 <= e->health_max)
        return HEALTH_LOW;
    if (e->health * 3 <= e->health_max * 2)
        return HEALTH_HURT;
    return HEALTH_GOOD;
}
