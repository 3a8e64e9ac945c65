/* lake_save: writes a saved game standing on the shore of a lake, for the
 * end-to-end test of the floors (tests/e2e/floors.sh). The first seed on
 * the shipped data whose floors 3 on hold a lake, taken down by standing
 * on each floor's stairs (a test's privilege), the player put on plain
 * floor beside the water with no monster in view; saved through the real
 * save files, so the real binary resumes it by name.
 *
 *   lake_save BASE NAME    prints the floor, then the key toward the water
 */
#include <stdio.h>
#include <string.h>

#include "murk/turn/game.h"
#include "store/store.h"
#include "support/real_data.h"

/* A plain floor cell beside water (the water one step `key` away) with no
 * monster in view from it; false when the floor has none. */
static bool shore(struct game *g, char *key)
{
    static const char keys[] = "yku"
                               "h.l"
                               "bjn";
    const struct map *map = &g->floor.map;
    for (int i = 0; i < map->width * map->height; i++) {
        struct pos p = {i % map->width, i / map->width};
        if (map->tiles[i] != TILE_FLOOR || world_occupied(g, p))
            continue;
        for (int d = 0; d < 4; d++) {
            struct pos w = grid_add(p, grid_dir(d));
            if (map->tiles[map_index(map, w.x, w.y)] != TILE_WATER)
                continue;
            g->run.player.pos = p;
            game_rebuild_caches(g);
            bool watched = false;
            for (int m = 0; m < g->floor.monster_count; m++)
                watched |=
                    world_perceived(g, m) || grid_distance(g->floor.monsters[m].base.pos, p) < 12;
            if (watched)
                continue;
            *key = keys[(grid_dir(d).y + 1) * 3 + grid_dir(d).x + 1];
            return true;
        }
    }
    return false;
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: lake_save BASE NAME\n");
        return 64;
    }
    static struct game g;
    char key = 0;
    for (uint64_t seed = 1; seed <= 100 && !key; seed++) {
        game_free(&g);
        if (game_new(&g, seed, real_kinds(), real_items()) != 0)
            return 1;
        while (g.run.depth < GAME_FLOORS && !(g.run.depth >= 3 && shore(&g, &key))) {
            g.run.player.pos = world_stairs_down(&g);
            game_rebuild_caches(&g);
            game_do(&g, (struct action){.kind = ACTION_DESCEND, .slot = -1, .target = -1});
        }
    }
    char why[STORE_WHY_MAX];
    uint64_t hash;
    static struct store store;
    if (!key || store_data_hash("data", &hash, why, sizeof why) != 0 ||
        store_open(&store, argv[1], argv[2], hash, why, sizeof why) != 0 ||
        store_save(&store, &g, true, why, sizeof why) != 0) {
        fprintf(stderr, "lake_save: %s\n", key ? why : "no shore on any floor");
        return 1;
    }
    store_close(&store);
    printf("%d %c\n", g.run.depth, key);
    return 0;
}
