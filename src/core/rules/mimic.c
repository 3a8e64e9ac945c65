/* The mimic: lies as an item until the player comes next to it (mimic.h). */
#include "murk/rules/mimic.h"

#include "murk/base/cause.h"
#include "murk/base/item_floor.h"
#include "murk/world/world.h"

void mimic_disguise(struct game *game, int slot, struct rng *rng)
{
    struct monster *m = &game->floor.monsters[slot];
    if (!world_has(game, m, TRAIT_MIMIC) || !game->item_kinds ||
        item_floor_at(&game->floor.items, m->base.pos) >= 0 || world_lamp_at(game, m->base.pos))
        return;
    int kind = item_pick_kind(game->item_kinds, game->run.depth, rng);
    if (kind < 0 || item_floor_add(&game->floor.items, kind, m->base.pos) < 0)
        return;
    m->disguise = kind + 1;
    game->cache.hidden_mimics++;
    world_refresh_perception(game);
}

/* The topmost floor item of the kind at p, or -1. */
static int item_of(const struct game *game, int kind, struct pos p)
{
    const struct item_floor *floor = &game->floor.items;
    for (int i = floor->count - 1; i >= 0; i--)
        if (floor->items[i].kind == kind && grid_eq(floor->items[i].pos, p))
            return i;
    return -1;
}

void mimic_reveal(struct game *game, int slot)
{
    struct monster *m = &game->floor.monsters[slot];
    if (!mimic_hidden(m) || !entity_alive(&m->base))
        return;
    int kind = m->disguise - 1;
    m->disguise = 0;
    game->cache.hidden_mimics--;
    int index = item_of(game, kind, m->base.pos);
    if (index >= 0) {
        struct item *item = &game->floor.items.items[index];
        if (item_floor_count(item) > 1)
            item->count = item_floor_count(item) - 1;
        else
            item_floor_remove(&game->floor.items, index);
    }
    m->state = STATE_HUNTING;
    monster_set_cause(m, CAUSE_FOUND_OUT, 0, -1, game->run.turn);
    m->knows_player = true;
    m->last_seen = game->run.player.pos;
    world_refresh_perception(game);
    if (world_sees_monster(game, m)) {
        char name[ITEM_NAME_MAX];
        item_name(&game->run.lore, game->item_kinds, kind, name, sizeof name);
        /* "a dagger" is "The dagger": the article goes. */
        const char *bare = name;
        if (bare[0] == 'a' && bare[1] == ' ')
            bare += 2;
        else if (bare[0] == 'a' && bare[1] == 'n' && bare[2] == ' ')
            bare += 3;
        world_say(game, "The %s was a %s!", bare, world_kind_of(game, m)->name);
    }
}

void mimic_struck(struct game *game, int slot, int damage)
{
    (void)damage; /* a blow that does nothing gives it away as well */
    mimic_reveal(game, slot);
}

void mimic_reveal_near(struct game *game)
{
    /* Every turn, and most floors hide none. */
    if (game->cache.hidden_mimics == 0)
        return;
    for (int i = 0; i < game->floor.monster_count; i++) {
        const struct monster *m = &game->floor.monsters[i];
        if (mimic_hidden(m) && entity_alive(&m->base) &&
            grid_adjacent(m->base.pos, game->run.player.pos))
            mimic_reveal(game, i);
    }
}
