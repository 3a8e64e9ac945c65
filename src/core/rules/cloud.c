/* A thrown potion's flight and its cloud (cloud.h). */
#include "murk/rules/cloud.h"

#include <stdlib.h>
#include <string.h>

#include "murk/rules/effect.h"
#include "murk/rules/mind.h"
#include "murk/rules/missile.h"

bool cloud_covers(struct pos centre, struct pos p)
{
    return abs(p.x - centre.x) <= CLOUD_RADIUS && abs(p.y - centre.y) <= CLOUD_RADIUS;
}

/* Whether the kind has an effect a cloud gives. */
static bool makes_a_cloud(const struct item_kind *k)
{
    for (int i = 0; i < k->effects.count; i++)
        if (effect_where((enum effect)k->effects.at[i].word) & EFFECT_ON_THROWN)
            return true;
    return false;
}

/* The cloud's effects on one creature: a monster's slot, or -1 the player. */
static void befall(struct game *game, int kind, int slot)
{
    struct entity *target = slot < 0 ? &game->run.player : &game->floor.monsters[slot].base;
    struct effect_use use = {
        .by = EFFECT_BY_CLOUD, .target = target, .kind = kind, .game = game, .victim = slot};
    effect_apply_thrown(&game->item_kinds->kinds[kind].effects, &use);
}

int cloud_burst(struct game *game, struct outcome *o)
{
    /* It shatters on the cell aimed at, if nothing stops it first. */
    int range = grid_distance(o->from, o->toward);
    if (range > o->range)
        range = o->range;
    struct flight f = missile_flight(game, o->from, o->toward, range, FLIGHT_TRUE);
    o->cell_count = f.count < OUTCOME_CELLS_MAX ? f.count : OUTCOME_CELLS_MAX;
    memcpy(o->cells, f.cells, sizeof o->cells[0] * (size_t)o->cell_count);
    struct pos at = f.count > 0 ? f.end : o->from;
    int kind = o->item;
    const struct item_kind *k = &game->item_kinds->kinds[kind];
    mind_noise(game, at, CLOUD_LOUDNESS, CAUSE_HEARD_BURST, -1);
    o->victim_count = 0;
    if (!makes_a_cloud(k)) {
        world_say(game, "The potion shatters harmlessly.");
        return 0;
    }
    world_say(game, "The potion shatters into a cloud!");
    if (world_sees(game, at))
        item_learn(&game->run.lore, game->item_kinds, kind, &game->run.log, game->run.turn);
    int caught = 0;
    for (int i = 0; i < game->floor.monster_count; i++) {
        struct monster *m = &game->floor.monsters[i];
        if (!entity_alive(&m->base) || !cloud_covers(at, m->base.pos))
            continue;
        if (o->victim_count < OUTCOME_VICTIMS_MAX)
            o->victims[o->victim_count++] = i;
        world_announce(game, m, "is caught in the cloud.");
        mind_struck(game, m, 0);
        befall(game, kind, i);
        caught++;
    }
    if (entity_alive(&game->run.player) && cloud_covers(at, game->run.player.pos)) {
        world_say(game, "You are caught in the cloud!");
        befall(game, kind, -1);
        caught++;
    }
    return caught;
}
