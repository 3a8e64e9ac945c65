#include "murk/turn/resume.h"

#include <stdio.h>
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
    game_rebuild_caches(game);
    return 0;
}
