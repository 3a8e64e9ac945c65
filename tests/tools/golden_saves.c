/* golden_saves: writes the golden saves of tests/data/saves/ through the
 * real save files, on the frozen data of tests/data/fixed/, and prints each
 * one's game digest, which tests/test_save.c pins: every later murk must
 * load these files and find the same game in them.
 *
 *   golden_saves BASE      writes BASE/save/NAME.sav for each NAME below
 *
 * The games are made with a test's privileges (the player set down on the
 * stairs, a status or a monster's state written in), then saved as murk
 * saves them. */
#include <stdio.h>
#include <string.h>

#include "murk/turn/game.h"
#include "store/store.h"
#include "support/real_data.h"

static struct game_result act(struct game *g, enum action_kind kind, int slot)
{
    return game_do(g, (struct action){.kind = kind, .slot = slot, .target = -1});
}

static void settle(struct game *g, int turns)
{
    for (int i = 0; i < turns && !g->run.over; i++)
        act(g, ACTION_WAIT, -1);
}

/* Floor 1 a few turns in: the log has its first messages. */
static void make_floor1(struct game *g)
{
    settle(g, 5);
}

/* The tenth floor, each floor left by its stairs. */
static void make_floor10(struct game *g)
{
    while (g->run.depth < GAME_FLOORS) {
        g->run.player.pos = world_stairs_down(g);
        game_rebuild_caches(g);
        act(g, ACTION_DESCEND, -1);
    }
    settle(g, 3);
}

/* Poisoned and confused, a few turns into both. */
static void make_ailing(struct game *g)
{
    g->run.player.status[STATUS_POISONED] = 12;
    g->run.player.status[STATUS_CONFUSED] = 9;
    g->run.player.status[STATUS_REGENERATING] = 4;
    settle(g, 2);
}

/* A pack with no room left: every kind in turn, stacks and all, a weapon
 * and an armour worn. */
static void make_full_pack(struct game *g)
{
    const struct item_kind_list *kinds = g->item_kinds;
    for (int round = 0; round < 4; round++)
        for (int k = 0; k < kinds->count; k++)
            if (item_pack_add_count(&g->run.pack, kinds, k, 1 + round, NULL) != ITEM_OK)
                round = 4;
    for (int slot = 0; slot < g->run.pack.count; slot++) {
        enum item_class class = kinds->kinds[g->run.pack.kinds[slot]].class;
        if ((class == ITEM_CLASS_WEAPON && item_pack_weapon(&g->run.pack, kinds) < 0) ||
            (class == ITEM_CLASS_ARMOUR && item_pack_armour(&g->run.pack, kinds) < 0))
            act(g, ACTION_EQUIP, slot);
    }
    settle(g, 1);
}

/* A monster in every state of mind, one of them afraid and poisoned. */
static void make_minds(struct game *g)
{
    int state = 0;
    for (int i = 0; i < g->floor.monster_count && state < STATE_COUNT; i++) {
        struct monster *m = &g->floor.monsters[i];
        if (!entity_alive(&m->base))
            continue;
        m->state = (enum mind_state)state++;
        if (m->state == STATE_HUNTING || m->state == STATE_FLEEING) {
            m->knows_player = true;
            m->last_seen = g->run.player.pos;
            m->has_target = true;
            m->target = g->run.player.pos;
        }
        if (m->state == STATE_FLEEING) {
            m->base.status[STATUS_AFRAID] = 7;
            m->base.status[STATUS_POISONED] = 3;
        }
    }
    game_rebuild_caches(g);
}

static const struct golden {
    const char *name;
    uint64_t seed;
    void (*make)(struct game *g);
} goldens[] = {
    {"floor1", 11, make_floor1},
    {"floor10", 12, make_floor10},
    {"ailing", 13, make_ailing},
    {"full_pack", 14, make_full_pack},
    {"minds", 15, make_minds},
};

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: golden_saves BASE\n");
        return 64;
    }
    char why[STORE_WHY_MAX];
    uint64_t hash;
    if (store_data_hash("tests/data/fixed", &hash, why, sizeof why) != 0) {
        fprintf(stderr, "golden_saves: %s\n", why);
        return 1;
    }
    for (size_t i = 0; i < sizeof goldens / sizeof goldens[0]; i++) {
        static struct game g;
        game_free(&g);
        memset(&g, 0, sizeof g);
        if (game_new(&g, goldens[i].seed, fixed_kinds(), fixed_items()) != 0)
            return 1;
        goldens[i].make(&g);
        static struct store store;
        if (store_open(&store, argv[1], goldens[i].name, hash, why, sizeof why) != 0 ||
            store_save(&store, &g, true, why, sizeof why) != 0) {
            fprintf(stderr, "golden_saves: %s\n", why);
            return 1;
        }
        store_close(&store);
        printf("%s %016llx\n", goldens[i].name, (unsigned long long)game_digest(&g));
    }
    return 0;
}
