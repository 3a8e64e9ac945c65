/* What a deed did to others, applied (apply.h). */
#include "murk/turn/apply.h"

#include <stdio.h>
#include <string.h>

#include "murk/rules/cloud.h"
#include "murk/base/item_floor.h"
#include "murk/rules/mind.h"
#include "murk/rules/mind_scroll.h"
#include "murk/rules/missile.h"
#include "murk/base/status.h"
#include "murk/rules/wand.h"
#include "murk/rules/morale.h"
#include "murk/rules/behaviour.h"

/* Who a message names: "the goblin", or "something" the player cannot see. */
static void called(const struct game *game, int slot, char *out, size_t size)
{
    const struct monster *m = &game->floor.monsters[slot];
    if (world_sees_monster(game, m))
        snprintf(out, size, "the %s", world_kind_of(game, m)->name);
    else
        snprintf(out, size, "something");
}

/* The rest of a message after "The arrow ": "hits the goblin for 3.", "kills
 * the goblin!", "glances off the goblin." */
static void say_hit(struct game *game, const char *what, const char *whom, int damage, bool killed)
{
    if (killed)
        world_say(game, "The %s kills %s!", what, whom);
    else if (damage == 0)
        world_say(game, "The %s glances off %s.", what, whom);
    else
        world_say(game, "The %s hits %s for %d.", what, whom, damage);
}

/* Damage to the monster in slot from what the player let fly (or, when
 * shooter is a monster, from another monster): a kill is the player's
 * only if the player let it fly; one left alive wakes and hunts the
 * player, knowing where the shot came from. Returns whether it died. */
static bool hurt_monster(struct game *game, int slot, int damage, int shooter)
{
    struct monster *m = &game->floor.monsters[slot];
    entity_hurt(&m->base, damage);
    if (!entity_alive(&m->base)) {
        if (shooter < 0)
            world_count_kill(game, slot);
        morale_died(game, slot);
        return true;
    }
    if (shooter < 0)
        mind_struck(game, m, damage);
    else /* a monster's shot: the kind's own rules alone (behaviour.h) */
        behaviour_struck(game, slot, damage);
    return false;
}

/* Damage to the player; a death names its cause for the record (the death
 * itself is the turn's last check). */
static bool hurt_player(struct game *game, int damage, const char *cause)
{
    struct entity *player = &game->run.player;
    entity_hurt(player, damage);
    if (entity_alive(player))
        return false;
    if (!game->run.killer[0])
        snprintf(game->run.killer, sizeof game->run.killer, "%s", cause);
    return true;
}

/* What killed the player, for the record: "a goblin archer". */
static void cause_of(const struct game *game, int shooter, const char *what, char *out, size_t size)
{
    if (shooter >= 0) {
        const char *name = world_kind_of(game, &game->floor.monsters[shooter])->name;
        snprintf(out, size, "%s %s", monster_article(name), name);
    } else {
        snprintf(out, size, "%s %s", monster_article(what), what);
    }
}

static int roll_less(struct game *game, const struct outcome *o, const struct entity *victim)
{
    int top = o->damage_max + (o->damage_half > 0 ? rng_range(&game->run.play, 0, 1) : 0);
    int damage = rng_range(&game->run.play, o->damage_min, top) -
                 entity_defense_roll(victim, &game->run.play);
    return damage > 0 ? damage : 0;
}

static void copy_path(struct outcome *o, const struct flight *f)
{
    o->cell_count = f->count < OUTCOME_CELLS_MAX ? f->count : OUTCOME_CELLS_MAX;
    memcpy(o->cells, f->cells, sizeof o->cells[0] * (size_t)o->cell_count);
}

/* How a missile of the player's that hit no one ended, told whatever
 * happens: "The arrow hits the wall.", "The dart falls short.", "The
 * dagger lands.", each "and breaks" where it does; "The arrow flies out
 * of sight." where the player cannot see it end. */
static void say_end(struct game *game, const struct outcome *o, const struct flight *f, bool breaks)
{
    const struct map *map = &game->floor.map;
    struct pos next = f->count > 0 ? missile_line_cell(o->from, o->toward, f->count + 1) : o->from;
    bool walled = f->count == 0 || map_opaque(map, next.x, next.y);
    if (f->count > 0 && !world_sees(game, f->end)) {
        world_say(game, "The %s flies out of sight.", o->name);
        return;
    }
    bool door = walled && f->count > 0 && map_in_bounds(map, next.x, next.y) &&
                map->tiles[map_index(map, next.x, next.y)] == TILE_DOOR_CLOSED;
    const char *how = door                                           ? "hits the door"
                      : walled                                       ? "hits the wall"
                      : grid_distance(o->from, o->toward) > f->count ? "falls short"
                                                                     : "lands";
    world_say(game, "The %s %s%s.", o->name, how, breaks ? " and breaks" : "");
}

/* Whether the missile was let fly by a monster the player does not see. */
static bool shot_unseen(const struct game *game, const struct outcome *o)
{
    return o->shooter >= 0 && o->shooter < game->floor.monster_count &&
           !world_sees_monster(game, &game->floor.monsters[o->shooter]);
}

/* "An arrow": the missile's name with its article, capitalised, in out. */
static const char *a_missile(const char *name, char *out, size_t size)
{
    const char *article = monster_article(name);
    snprintf(out, size, "%c%s %s", article[0] - 'a' + 'A', article + 1, name);
    return out;
}

/* A missile: it hits the first creature on its line, damage less defense,
 * a noise at the victim; or lands, a softer noise where it lands. Then it
 * lies where it stopped, unless it breaks. */
static void fly_missile(struct game *game, struct outcome *o)
{
    struct flight f = missile_flight(game, o->from, o->toward, o->range, FLIGHT_TRUE);
    copy_path(o, &f);
    o->victim_count = 0;
    if (f.victim >= 0) {
        char whom[48];
        called(game, f.victim, whom, sizeof whom);
        int damage = roll_less(game, o, &game->floor.monsters[f.victim].base);
        o->victims[o->victim_count++] = f.victim;
        bool killed = hurt_monster(game, f.victim, damage, o->shooter);
        say_hit(game, o->name, whom, damage, killed);
    } else if (f.player) {
        int damage = roll_less(game, o, &game->run.player);
        char cause[64];
        cause_of(game, o->shooter, o->name, cause, sizeof cause);
        hurt_player(game, damage, cause);
        if (shot_unseen(game, o)) {
            const char *from = grid_compass(game->run.player.pos, o->from);
            world_mark_unseen(game, o->from);
            if (damage == 0)
                world_say(game, "%s flies out of the dark from the %s and glances off you.",
                          a_missile(o->name, cause, sizeof cause), from);
            else
                world_say(game, "%s flies out of the dark from the %s and hits you for %d.",
                          a_missile(o->name, cause, sizeof cause), from, damage);
        } else if (damage == 0) {
            world_say(game, "The %s glances off you.", o->name);
        } else {
            world_say(game, "The %s hits you for %d.", o->name, damage);
        }
    } else if (shot_unseen(game, o)) {
        /* Something let fly from the dark and missed: the player hears it. */
        char name[64];
        world_say(game, "%s flies out of the dark from the %s.",
                  a_missile(o->name, name, sizeof name), grid_compass(game->run.player.pos, o->from));
    }
    bool hit = f.victim >= 0 || f.player;
    if (f.count > 0)
        mind_noise(game, f.end, hit ? MISSILE_HIT_LOUDNESS : MISSILE_MISS_LOUDNESS, CAUSE_HEARD_MISSILE, -1);
    bool breaks = o->item >= 0 && o->breaks > 0 && rng_one_in(&game->run.play, o->breaks);
    if (!hit && o->shooter < 0)
        say_end(game, o, &f, breaks);
    else if (breaks && world_sees(game, f.end))
        world_say(game, "The %s breaks.", o->name);
    if (o->item < 0 || breaks)
        return;
    /* One that never left (a wall next to the thrower) falls at their feet. */
    int lies = item_floor_add_enchanted(
        &game->floor.items, o->item, 1, o->item_enchant, f.count > 0 ? f.end : o->from);
    if (lies >= 0 && o->shooter < 0)
        game->floor.items.items[lies].thrown = true;
}

/* A bolt of lightning: every creature on its line, defense no help. */
static void fly_bolt(struct game *game, struct outcome *o)
{
    struct flight path;
    o->victim_count =
        missile_bolt(game, o->from, o->toward, o->range, &path, o->victims, OUTCOME_VICTIMS_MAX);
    copy_path(o, &path);
    if (o->victim_count == 0)
        world_say(game, "The %s strikes nothing.", o->name);
    for (int i = 0; i < o->victim_count; i++) {
        char whom[48];
        called(game, o->victims[i], whom, sizeof whom);
        int damage = rng_range(&game->run.play, o->damage_min, o->damage_max);
        world_say(game, "The %s strikes %s.", o->name, whom);
        if (hurt_monster(game, o->victims[i], damage, o->shooter))
            world_say(game, "The %s kills %s!", o->name, whom);
    }
}

/* Whether the burst at `at` reaches p: within its radius, and no wall on
 * the straight line between (the burst's cell can see it). */
static bool burst_reaches(const struct game *game, struct pos at, struct pos p)
{
    if (grid_distance(at, p) > APPLY_BURST_RADIUS)
        return false;
    struct pos line[APPLY_BURST_RADIUS + 1];
    int n = grid_line(at, p, line, APPLY_BURST_RADIUS + 1);
    for (int i = 1; i < n - 1; i++)
        if (map_opaque(&game->floor.map, line[i].x, line[i].y))
            return false;
    return true;
}

/* The burst's damage at p: the roll, halved at the burst's edge. */
static int burst_damage(struct game *game, const struct outcome *o, struct pos at, struct pos p)
{
    int damage = rng_range(&game->run.play, o->damage_min, o->damage_max);
    return grid_distance(at, p) >= APPLY_BURST_RADIUS ? damage / 2 : damage;
}

/* A fireball flies as a missile and bursts where it stops: every creature
 * the burst's cell can see within its radius is burnt, the player too. */
static void fly_fireball(struct game *game, struct outcome *o)
{
    struct flight f = missile_flight(game, o->from, o->toward, o->range, FLIGHT_TRUE);
    copy_path(o, &f);
    struct pos at = f.end;
    world_say(game, "The %s bursts!", o->name);
    o->victim_count = 0;
    for (int i = 0; i < game->floor.monster_count; i++) {
        struct monster *m = &game->floor.monsters[i];
        if (!entity_alive(&m->base) || status_has(&m->base, STATUS_SUBMERGED) ||
            !burst_reaches(game, at, m->base.pos))
            continue;
        char whom[48];
        called(game, i, whom, sizeof whom);
        int damage = burst_damage(game, o, at, m->base.pos);
        if (o->victim_count < OUTCOME_VICTIMS_MAX)
            o->victims[o->victim_count++] = i;
        if (hurt_monster(game, i, damage, o->shooter))
            world_say(game, "The %s kills %s!", o->name, whom);
        else
            world_say(game, "The %s burns %s for %d.", o->name, whom, damage);
    }
    if (entity_alive(&game->run.player) && burst_reaches(game, at, game->run.player.pos)) {
        int damage = burst_damage(game, o, at, game->run.player.pos);
        char cause[64];
        cause_of(game, o->shooter, o->name, cause, sizeof cause);
        hurt_player(game, damage, cause);
        world_say(game, "The %s burns you for %d.", o->name, damage);
    }
    mind_noise(game, at, APPLY_BURST_LOUDNESS, CAUSE_HEARD_BURST, -1);
}

void apply_outcome(struct game *game, struct outcome *outcome)
{
    switch (outcome->effect) {
    case OUTCOME_FRIGHTEN:
        mind_scare(game, outcome->power);
        break;
    case OUTCOME_MISSILE:
        fly_missile(game, outcome);
        break;
    case OUTCOME_BOLT:
        fly_bolt(game, outcome);
        break;
    case OUTCOME_AGGRAVATE:
    case OUTCOME_TELEPORT:
    case OUTCOME_MAP:
        mind_scroll_apply(game, outcome);
        break;
    case OUTCOME_BURST:
        fly_fireball(game, outcome);
        break;
    case OUTCOME_ZAP:
        wand_fly(game, outcome);
        break;
    case OUTCOME_SHATTER:
        cloud_burst(game, outcome);
        break;
    case OUTCOME_NONE:
        break;
    }
}
