/* place_save: writes a saved game on floor 2 with the player next to the
 * floor's place, for the end-to-end test of places (doc/rules.md, "One
 * choice a floor: places"). The first seed from 1 whose floor 2 holds the
 * place asked for, made on the shipped data as a descent makes it; then a
 * test's privileges: the player set down on a free cell next to the
 * place's first cell, the monsters within 12 cells of it but a cage's
 * captive gone (so nothing
 * interrupts), a dagger in the pack to give; saved through the real save
 * files, so the real binary resumes it by name.
 *
 *   place_save BASE NAME altar|vault|cage    prints the vi key that steps onto it
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "murk/floor.h"
#include "murk/game.h"
#include "murk/item.h"
#include "store/store.h"
#include "support/real_data.h"

/* Floor 2 of the seed, made as a descent makes it. */
static int floor_two(struct game *g, uint64_t seed)
{
    if (game_new(g, seed, real_kinds(), real_items()) != 0)
        return -1;
    map_free(&g->floor.map);
    memset(&g->floor, 0, sizeof g->floor);
    g->run.depth = 2;
    return floor_make(g);
}

static const char vi[3][3] = {{'y', 'k', 'u'}, {'h', 0, 'l'}, {'b', 'j', 'n'}};

int main(int argc, char **argv)
{
    if (argc != 4 || place_from_word(argv[3]) == PLACE_NONE) {
        fprintf(stderr, "usage: place_save BASE NAME altar|vault|cage\n");
        return 64;
    }
    enum place_kind want = place_from_word(argv[3]);
    static struct game g;
    for (uint64_t seed = 1; seed < 1000; seed++) {
        if (floor_two(&g, seed) != 0)
            return 1;
        if (g.floor.place.kind != want) {
            game_free(&g);
            continue;
        }
        struct pos at = g.floor.place.at[0];
        for (int d = 0; d < GRID_DIRS; d++) {
            struct pos p = grid_add(at, grid_dir(d));
            if (g.floor.map.tiles[map_index(&g.floor.map, p.x, p.y)] != TILE_FLOOR ||
                place_at(&g, p) || world_occupied(&g, p) || item_floor_at(&g.floor.items, p) >= 0)
                continue;
            for (int i = 0; i < g.floor.monster_count; i++)
                if (grid_distance(g.floor.monsters[i].base.pos, at) <= 12 && i != place_captive(&g))
                    g.floor.monsters[i].base.health = 0;
            g.run.player.pos = p;
            int dagger = item_kind_find(g.item_kinds, "dagger");
            if (dagger < 0 || item_pack_add(&g.run.pack, g.item_kinds, dagger, NULL) != ITEM_OK)
                return 1;
            game_rebuild_caches(&g);
            char why[STORE_WHY_MAX];
            uint64_t hash;
            static struct store store;
            if (store_data_hash("data", &hash, why, sizeof why) != 0 ||
                store_open(&store, argv[1], argv[2], hash, why, sizeof why) != 0 ||
                store_save(&store, &g, true, why, sizeof why) != 0) {
                fprintf(stderr, "place_save: %s\n", why);
                return 1;
            }
            store_close(&store);
            printf("%c\n", vi[at.y - p.y + 1][at.x - p.x + 1]);
            return 0;
        }
        game_free(&g);
    }
    fprintf(stderr, "place_save: no seed to 1000 has a %s on floor 2\n", argv[3]);
    return 1;
}
