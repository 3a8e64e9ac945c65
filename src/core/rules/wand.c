/* Zapping a wand and its bolt (wand.h). */
#include "murk/rules/wand.h"

#include <stdio.h>
#include <string.h>

#include "murk/rules/effect.h"
#include "murk/rules/mind.h"
#include "murk/rules/missile.h"

/* "oak wand" from "an oak wand": the name without its article. */
static const char *bare(const char *name)
{
    if (strncmp(name, "a ", 2) == 0)
        return name + 2;
    if (strncmp(name, "an ", 3) == 0)
        return name + 3;
    return name;
}

bool wand_zap(struct game *game, int slot, struct pos cell, struct outcome *outcome)
{
    const struct pack *pack = &game->run.pack;
    if (slot < 0 || slot >= pack->count) {
        world_say(game, "%s", item_result_message(ITEM_NO_SUCH_ITEM));
        return false;
    }
    int kind = pack->kinds[slot];
    if (game->item_kinds->kinds[kind].class != ITEM_CLASS_WAND) {
        world_say(game, "%s", item_result_message(ITEM_CANNOT_ZAP));
        return false;
    }
    struct pos from = game->run.player.pos;
    if (grid_eq(cell, from) || !map_in_bounds(&game->floor.map, cell.x, cell.y)) {
        world_say(game, "You cannot aim there.");
        return false;
    }
    char name[ITEM_NAME_MAX];
    item_name(&game->run.lore, game->item_kinds, kind, name, sizeof name);
    if (game->run.pack.charges[slot] <= 0) {
        world_say(game, "The %s fizzles.", bare(name));
        return true;
    }
    game->run.pack.charges[slot]--;
    world_say(game, "You zap %s.", name);
    int aimed = world_monster_at(game, cell);
    if (aimed >= 0)
        game->floor.last_target = aimed + 1;
    *outcome = (struct outcome){.effect = OUTCOME_ZAP,
                                .range = WAND_RANGE,
                                .item = kind,
                                .shooter = -1,
                                .from = from,
                                .toward = cell};
    snprintf(outcome->name, sizeof outcome->name, "bolt");
    return true;
}

void wand_fly(struct game *game, struct outcome *o)
{
    struct flight f = missile_flight(game, o->from, o->toward, o->range, FLIGHT_TRUE);
    o->cell_count = f.count < OUTCOME_CELLS_MAX ? f.count : OUTCOME_CELLS_MAX;
    memcpy(o->cells, f.cells, sizeof o->cells[0] * (size_t)o->cell_count);
    o->victim_count = 0;
    if (f.victim < 0) {
        world_say(game, "The bolt strikes nothing.");
        return;
    }
    o->victims[o->victim_count++] = f.victim;
    struct monster *m = &game->floor.monsters[f.victim];
    /* Seen struck, the wand is known by what it does. */
    if (world_perceives(game, f.victim) == PERCEIVE_SIGHT)
        item_learn(&game->run.lore, game->item_kinds, o->item, &game->run.log, game->run.turn);
    mind_struck(game, m, 0);
    struct effect_use use = {.by = EFFECT_BY_ZAP,
                             .target = &m->base,
                             .kind = o->item,
                             .game = game,
                             .victim = f.victim,
                             .striker = -1};
    effect_apply_all(&game->item_kinds->kinds[o->item].effects, &use);
}

void wand_charges_shown(const struct pack *pack, const struct item_lore *lore,
                        const struct item_kind_list *kinds, int slot, char *out, size_t size)
{
    if (size == 0)
        return;
    out[0] = '\0';
    if (!kinds || slot < 0 || slot >= pack->count || !item_kind_valid(kinds, pack->kinds[slot]))
        return;
    int kind = pack->kinds[slot];
    if (kinds->kinds[kind].class == ITEM_CLASS_WAND && item_known(lore, kinds, kind))
        snprintf(out, size, " [%d]", pack->charges[slot]);
}
