/* lamp_save: writes a saved game beside the Lamp of the Deep, for the
 * end-to-end test of the win. Seed 1 on the shipped data, taken down to the
 * tenth floor by standing on each floor's stairs (a test's privilege), and
 * left one step from the Lamp; saved through the real save files, so the
 * real binary resumes it by name.
 *
 *   lamp_save BASE NAME [TURN]   prints the key that steps onto the Lamp;
 *                                TURN sets the turn counter (a long run)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "murk/turn/game.h"
#include "store/store.h"
#include "support/real_data.h"

int main(int argc, char **argv)
{
    if (argc != 3 && argc != 4) {
        fprintf(stderr, "usage: lamp_save BASE NAME [TURN]\n");
        return 64;
    }
    static struct game g;
    if (game_new(&g, 1, real_kinds(), real_items()) != 0)
        return 1;
    while (g.run.depth < GAME_FLOORS) {
        g.run.player.pos = world_stairs_down(&g);
        game_rebuild_caches(&g);
        game_do(&g, (struct action){.kind = ACTION_DESCEND, .slot = -1, .target = -1});
    }
    static const char keys[] = "yku"
                               "h.l"
                               "bjn";
    char key = 0;
    for (int d = 0; d < GRID_DIRS && !key; d++) {
        struct pos from = grid_add(g.floor.lamp, grid_dir(d));
        if (map_walkable(&g.floor.map, from.x, from.y) && !world_occupied(&g, from)) {
            g.run.player.pos = from;
            struct pos step = {-grid_dir(d).x, -grid_dir(d).y};
            key = keys[(step.y + 1) * 3 + step.x + 1];
        }
    }
    if (argc == 4)
        g.run.turn = atoi(argv[3]);
    game_rebuild_caches(&g);
    char why[STORE_WHY_MAX];
    uint64_t hash;
    static struct store store;
    if (!key || store_data_hash("data", &hash, why, sizeof why) != 0 ||
        store_open(&store, argv[1], argv[2], hash, why, sizeof why) != 0 ||
        store_save(&store, &g, true, why, sizeof why) != 0) {
        fprintf(stderr, "lamp_save: %s\n", key ? why : "no free cell beside the Lamp");
        return 1;
    }
    store_close(&store);
    printf("%c\n", key);
    return 0;
}
