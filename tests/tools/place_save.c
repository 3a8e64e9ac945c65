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
 *   place_save BASE NAME cage showcase       the cage, and a known wand of
 *                                            beckoning and potion of poison in
 *                                            the pack, a kobold fleeing and three
 *                                            jackals asleep together in view (the
 *                                            issue 33 play-through in the note)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "murk/turn/floor.h"
#include "murk/turn/game.h"
#include "murk/world/place.h"
#include "murk/base/item.h"
#include "murk/world/place_cage.h"
#include "murk/world/place_common.h"
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

static int known_item(struct game *g, const char *name)
{
    int kind = item_kind_find(g->item_kinds, name), slot = -1;
    if (kind < 0 || item_pack_add(&g->run.pack, g->item_kinds, kind, &slot) != ITEM_OK)
        return -1;
    g->run.lore.known[kind] = true;
    if (g->item_kinds->kinds[kind].class == ITEM_CLASS_WAND)
        g->run.pack.charges[slot] = 3;
    return slot;
}

/* A monster of the kind on a free floor cell the player sees, from d1 to
 * d2 cells off near, the first in reading order (below: two rows or more
 * under the player, off the line to what is on its row); its slot or -1. */
static int seen_monster(struct game *g, const char *kind, int d1, int d2, struct pos near, bool below)
{
    const struct map *map = &g->floor.map;
    for (int y = 0; y < map->height; y++)
        for (int x = 0; x < map->width; x++) {
            struct pos p = {x, y};
            int d = grid_distance(p, near);
            if (d < d1 || d > d2 || (below && y < g->run.player.pos.y + 2) ||
                map->tiles[map_index(map, x, y)] != TILE_FLOOR ||
                !world_sees(g, p) || world_occupied(g, p) || place_at(g, p) ||
                item_floor_at(&g->floor.items, p) >= 0)
                continue;
            return game_add_monster(g, kind_find(g->kinds, kind), p);
        }
    return -1;
}

/* The play-through's scene, round the player at the cage. */
static int showcase(struct game *g)
{
    if (known_item(g, "beckoning") < 0 || known_item(g, "poison") < 0)
        return 1;
    game_rebuild_caches(g);
    int kobold = seen_monster(g, "kobold", 5, 7, g->run.player.pos, false);
    if (kobold < 0)
        return 1;
    struct monster *k = &g->floor.monsters[kobold];
    k->state = STATE_FLEEING;
    k->base.status[STATUS_AFRAID] = 30;
    struct pos at = {-1, -1};
    for (int i = 0; i < 3; i++) {
        int j = seen_monster(g, "jackal", i == 0 ? 3 : 0, i == 0 ? 5 : 1,
                             i == 0 ? g->run.player.pos : at, true);
        if (j < 0)
            return 1;
        g->floor.monsters[j].state = STATE_ASLEEP;
        if (i == 0)
            at = g->floor.monsters[j].base.pos;
        else
            g->floor.monsters[j].leader = g->floor.monsters[j - i].id;
    }
    game_rebuild_caches(g);
    return 0;
}

static const char vi[3][3] = {{'y', 'k', 'u'}, {'h', 0, 'l'}, {'b', 'j', 'n'}};

int main(int argc, char **argv)
{
    bool show = argc == 5 && strcmp(argv[4], "showcase") == 0;
    if ((argc != 4 && !show) || place_from_word(argv[3]) == PLACE_NONE) {
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
            if (show && showcase(&g) != 0)
                break; /* no room for the scene here: the next seed */
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
