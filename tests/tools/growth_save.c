/* growth_save: writes a saved game for the end-to-end test of growth
 * (doc/rules.md, "Growth"): seed 1 on the shipped data, on its first
 * floor, with a mace wielded, leather armour and a scroll of enchanting
 * not yet known in the pack (a test's privileges); saved through the real
 * save files, so the real binary resumes it by name.
 *
 *   growth_save BASE NAME
 */
#include <stdio.h>
#include <stdlib.h>

#include "murk/turn/game.h"
#include "murk/base/item.h"
#include "store/store.h"
#include "support/real_data.h"

/* Puts one of the kind named in the pack, equipped when asked. */
static int give(struct game *g, const char *name, bool equip)
{
    int kind = item_kind_find(g->item_kinds, name), slot;
    if (kind < 0 || item_pack_add(&g->run.pack, g->item_kinds, kind, &slot) != ITEM_OK)
        return -1;
    if (equip && item_equip(&g->run.pack, g->item_kinds, slot, &g->run.player) != ITEM_OK)
        return -1;
    return 0;
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: growth_save BASE NAME\n");
        return 64;
    }
    static struct game g;
    if (game_new(&g, 1, real_kinds(), real_items()) != 0)
        return 1;
    if (give(&g, "mace", true) != 0 || give(&g, "leather armour", false) != 0 ||
        give(&g, "enchanting", false) != 0 || give(&g, "enchanting", false) != 0)
        return 1;
    game_rebuild_caches(&g);
    char why[STORE_WHY_MAX];
    uint64_t hash;
    static struct store store;
    if (store_data_hash("data", &hash, why, sizeof why) != 0 ||
        store_open(&store, argv[1], argv[2], hash, why, sizeof why) != 0 ||
        store_save(&store, &g, true, why, sizeof why) != 0) {
        fprintf(stderr, "growth_save: %s\n", why);
        return 1;
    }
    store_close(&store);
    return 0;
}
