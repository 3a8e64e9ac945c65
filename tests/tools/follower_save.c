/* follower_save: writes a saved game for the end-to-end test of followers
 * on the stairs (doc/rules.md, "Followers, scavengers, thieves and
 * trackers"). Seed 1 on the shipped data, its first floor: the player
 * stands on the stairs down with a kobold scavenger next to them, hunting
 * them and carrying 3 darts (a test's privileges); saved through the real
 * save files, so the real binary resumes it by name.
 *
 *   follower_save BASE NAME
 */
#include <stdio.h>

#include "murk/world/carry.h"
#include "murk/turn/game.h"
#include "store/store.h"
#include "support/real_data.h"

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: follower_save BASE NAME\n");
        return 64;
    }
    static struct game g;
    if (game_new(&g, 1, real_kinds(), real_items()) != 0)
        return 1;
    g.run.player.pos = world_stairs_down(&g);
    game_rebuild_caches(&g);
    int kind = kind_find(g.kinds, "kobold scavenger");
    int dart = item_kind_find(g.item_kinds, "dart");
    int slot = -1;
    for (int d = 0; d < GRID_DIRS && slot < 0 && kind >= 0; d++)
        slot = game_add_monster(&g, kind, grid_add(g.run.player.pos, grid_dir(d)));
    if (slot < 0 || dart < 0)
        return 1;
    struct monster *m = &g.floor.monsters[slot];
    m->state = STATE_HUNTING;
    m->knows_player = true;
    m->last_seen = g.run.player.pos;
    carry_add(m, dart, 3);
    game_rebuild_caches(&g);
    char why[STORE_WHY_MAX];
    uint64_t hash;
    static struct store store;
    if (store_data_hash("data", &hash, why, sizeof why) != 0 ||
        store_open(&store, argv[1], argv[2], hash, why, sizeof why) != 0 ||
        store_save(&store, &g, true, why, sizeof why) != 0) {
        fprintf(stderr, "follower_save: %s\n", why);
        return 1;
    }
    store_close(&store);
    return 0;
}
