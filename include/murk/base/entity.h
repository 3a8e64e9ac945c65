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
    /* Half points of an enchantment (pack.h, enchant_half): with one, the
     * top of the damage, or the defense, is a point more on 1 blow in 2
     * ("4-8.5", "defense 2.5"). Only the player's items give them. */
    int damage_half, defense_half;
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

/* The defense a blow meets: defense, and a point more on 1 blow in 2 with
 * a half (a roll of rng only then). */
int entity_defense_roll(const struct entity *e, struct rng *rng);

/* Rolls a blow from attacker on defender: a roll in the attacker's damage
 * range (its top a point more on 1 blow in 2 with a half) less the
 * defender's defense (entity_defense_roll), never below 0. Applies it and
 * returns the damage done. */
int entity_strike(const struct entity *attacker, struct entity *defender, struct rng *rng);

/* Takes damage (never negative, so defense never heals). */
void entity_hurt(struct entity *e, int damage);

/* Heals, never past most health. */
void entity_heal(struct entity *e, int amount);

/* Moves one step if the map lets it; the caller checks for other walkers.
 * Returns true if it moved. */
bool entity_step(struct entity *e, const struct map *map, struct pos step);

#endif
