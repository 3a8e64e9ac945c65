#include "murk/turn/resume.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "murk/world/save.h"

int game_resume(struct game *game, const struct kind_list *kinds,
                const struct item_kind_list *items, unsigned version, const uint8_t *body,
                size_t len, char *why, size_t why_size)
{
    memset(game, 0, sizeof *game);
    game->kinds = kinds;
    game->item_kinds = items;
    int bad = save_decode(game, version, body, len, why, why_size);
    if (bad != 0) {
        /* The decoder may have allocated the map before it found the fault. */
        game_free(game);
        return bad;
    }
    /* The caches are never saved: sized from the map the save brought, then
     * made from the run and the floor, as on a fresh floor. */
    if (world_caches_init(game) != 0) {
        snprintf(why, why_size, "out of memory");
        game_free(game);
        return -1;
    }
    /* Making the view again marks what is in it seen (the map's memory, a
     * door's last look, the items in view): in play that is done at the
     * start of the next turn, and an arrow a monster shot into view after
     * the view was made lies unseen in the save. The game loaded is the
     * game saved, byte for byte: what the view marks is put back. */
    size_t cells = (size_t)game->floor.map.width * (size_t)game->floor.map.height;
    uint8_t *memory = malloc(cells ? cells : 1);
    bool seen[ITEM_FLOOR_MAX];
    if (!memory) {
        snprintf(why, why_size, "out of memory");
        game_free(game);
        return -1;
    }
    memcpy(memory, game->floor.map.remembered, cells);
    for (int i = 0; i < game->floor.items.count; i++)
        seen[i] = game->floor.items.items[i].seen;
    game_rebuild_caches(game);
    memcpy(game->floor.map.remembered, memory, cells);
    for (int i = 0; i < game->floor.items.count; i++)
        game->floor.items.items[i].seen = seen[i];
    free(memory);
    return 0;
}
