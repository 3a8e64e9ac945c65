/* The effects only blows carry: the plain hit, draining, stealing. */
#include "murk/rules/effect_blow.h"

#include <stdio.h>

#include "murk/world/carry.h"
#include "murk/rules/effect_use.h"
#include "murk/base/entity.h"
#include "murk/base/recall.h"
#include "murk/base/status.h"
#include "murk/world/world.h"

/* The blow's damage is all it does: combat.c dealt and told it. */
void effect_hit(struct effect_use *use)
{
    (void)use;
}

/* The striker heals by the damage dealt, never past its most; seen to heal
 * by it, the player learns that the kind drains. */
void effect_drain(struct effect_use *use)
{
    struct monster *m = &use->game->floor.monsters[use->striker];
    if (use->seen && use->blow->damage > 0 && m->base.health < m->base.health_max)
        recall_note_effect(&use->game->run.recall, m->kind, EFFECT_DRAIN);
    entity_heal(&m->base, use->blow->damage);
}

/* Whether slot holds what a thief can take: anything not worn or wielded,
 * nor enchanted (what a thief carries is a kind and a count: an
 * enchantment would be lost with it). */
static bool stealable(const struct pack *pack, int slot)
{
    /* A wand's charges are its own, not carried: a charged wand is safe;
     * so is what is enchanted (a thief carries a kind and a count). */
    return !pack->equipped[slot] && pack->charges[slot] == 0 && pack->enchant[slot] == 0;
}

/* A thief that struck a living player takes one thing not in use from the
 * pack, chosen at random ("The cutpurse steals a murky potion!"), carries
 * it, and runs for the line's turns: afraid, its mind flees. One whose
 * hands are full (MONSTER_CARRY_MAX stacks, none of that kind) takes
 * nothing. Its
 * death drops what it carries (carry.h). */
void effect_steal(struct effect_use *use)
{
    struct game *game = use->game;
    struct pack *pack = &game->run.pack;
    struct monster *m = &game->floor.monsters[use->striker];
    if (!game->item_kinds || use->blow->killed || !entity_alive(use->target))
        return;
    int choices = 0;
    for (int i = 0; i < pack->count; i++)
        choices += stealable(pack, i);
    if (choices == 0)
        return;
    int pick = rng_range(&game->run.play, 0, choices - 1), slot = -1;
    for (int i = 0; i < pack->count && slot < 0; i++)
        if (stealable(pack, i) && pick-- == 0)
            slot = i;
    int kind = pack->kinds[slot];
    if (!carry_fits(m, kind))
        return;
    char name[ITEM_NAME_MAX];
    item_name(&game->run.lore, game->item_kinds, kind, name, sizeof name);
    item_pack_take(pack, game->item_kinds, slot, &game->run.player);
    carry_add(m, kind, 1);
    status_dose(&m->base, STATUS_AFRAID, use->line->amount);
    if (use->seen) {
        world_say(game, "The %s steals %s!", world_kind_of(game, m)->name, name);
        recall_note_effect(&game->run.recall, m->kind, EFFECT_STEAL);
    } else {
        world_say(game, "Something steals %s!", name);
    }
}
