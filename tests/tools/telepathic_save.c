/* telepathic_save: writes a saved game whose player is telepathic, for the
 * end-to-end test of perceiving (doc/rules.md, "Perceiving"). Seed 1 on
 * the shipped data, on its first floor, the status dosed as a potion
 * would and a dagger in the pack to throw, for the target cursor (a test's
 * privileges); saved through the real save files, so the real binary
 * resumes it by name.
 *
 *   telepathic_save BASE NAME TURNS    prints how many monsters it senses
 */
#include <stdio.h>
#include <stdlib.h>

#include "murk/turn/game.h"
#include "murk/base/item.h"
#include "murk/base/status.h"
#include "store/store.h"
#include "support/real_data.h"

int main(int argc, char **argv)
{
    if (argc != 4 || atoi(argv[3]) < 1) {
        fprintf(stderr, "usage: telepathic_save BASE NAME TURNS\n");
        return 64;
    }
    static struct game g;
    if (game_new(&g, 1, real_kinds(), real_items()) != 0)
        return 1;
    status_dose(&g.run.player, STATUS_TELEPATHIC, atoi(argv[3]));
    int dagger = item_kind_find(g.item_kinds, "dagger");
    if (dagger < 0 || item_pack_add(&g.run.pack, g.item_kinds, dagger, NULL) != ITEM_OK)
        return 1;
    game_rebuild_caches(&g);
    int sensed = 0;
    for (int i = 0; i < g.floor.monster_count; i++)
        sensed += world_perceives(&g, i) == PERCEIVE_TELEPATHY;
    char why[STORE_WHY_MAX];
    uint64_t hash;
    static struct store store;
    if (store_data_hash("data", &hash, why, sizeof why) != 0 ||
        store_open(&store, argv[1], argv[2], hash, why, sizeof why) != 0 ||
        store_save(&store, &g, true, why, sizeof why) != 0) {
        fprintf(stderr, "telepathic_save: %s\n", why);
        return 1;
    }
    store_close(&store);
    printf("%d\n", sensed);
    return 0;
}
