#ifndef MURK_ENTITY_H
#define MURK_ENTITY_H

#include <stdbool.h>

#include "murk/base/grid.h"
#include "murk/base/map.h"
#include "murk/base/rgb.h"
#include "murk/base/rng.h"
#include "murk/base/status_id.h"

/* What the player and every monster share. Both embed it as their first
 * member, so moving, attacking and taking damage are written once. */
struct entity {
    struct pos pos;
    int health, health_max;
    int defense;                /* taken off every blow suffered */
    int damage_min, damage_max; /* a blow rolls in this range */
    int sight;                  /* cells */
    char glyph;
    struct rgb colour;
    int status[STATUS_COUNT]; /* turns left; 0 is off */
};

static inline bool entity_alive(const struct entity *e)
{
    return e->health > 0;
}

/* How the health bar shows: a third or less is low, two thirds or less is
 * hurt (the same thirds as a monster's "badly wounded" and its fleeing). */
enum health_band { HEALTH_GOOD, HEALTH_HURT, HEALTH_LOW };
enum health_band entity_health_band(const struct entity *e);

/* Rolls a blow from attacker on defender: a roll in the attacker's damage
 * range less the defender's defense, never below 0. Applies it and returns
 * the damage done. */
int entity_strike(const struct entity *attacker, struct entity *defender, struct rng *rng);

/* Takes damage (never negative, so defense never heals). */
void entity_hurt(struct entity *e, int damage);

/* Heals, never past most health. */
void entity_heal(struct entity *e, int amount);

/* Moves one step if the map lets it; the caller checks for other walkers.
 * Returns true if it moved. */
bool entity_step(struct entity *e, const struct map *map, struct pos step);

#endif
