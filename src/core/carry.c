/* What monsters carry (carry.h). */
#include "murk/carry.h"

#include "murk/item_floor.h"
#include "murk/world.h"

void carry_drop_from_dead(struct game *game)
{
    for (int i = 0; i < game->floor.monster_count; i++) {
        struct monster *m = &game->floor.monsters[i];
        if (entity_alive(&m->base) || m->carrying_count <= 0 || !game->item_kinds)
            continue;
        if (game->floor.items.count >= ITEM_FLOOR_MAX)
            return; /* a floor this full keeps the loot with the dead, to drop later */
        item_floor_add_count(&game->floor.items, m->carrying, m->carrying_count, m->base.pos);
        if (world_sees(game, m->base.pos)) {
            char name[ITEM_NAME_MAX];
            item_name_count(&game->run.lore,
                            game->item_kinds,
                            m->carrying,
                            m->carrying_count,
                            name,
                            sizeof name);
            world_say(game, "The %s drops %s.", world_kind_of(game, m)->name, name);
        }
        m->carrying = m->carrying_count = 0;
    }
}
