/* fight_save: writes a saved game in the middle of a fight, for the
 * end-to-end test of what the side panel keeps (tests/e2e/fight.sh): the
 * shipped data on a hand-made floor, the player with every slot in use (a
 * short sword wielded, leather armour worn, a short bow readied, arrows
 * and darts, the arrows quivered) and all four statuses, and ten monsters
 * in view, more than the panel has room for: two next to the player, some
 * hunting, some asleep, a wanderer and a fleer. A wall stands between the
 * player and the goblin archer; a shot past the kobold is blocked by it.
 * Under the player lie two daggers and a potion. Saved through
 * the real save files, so the real binary resumes it by name.
 *
 *   fight_save BASE NAME          the fight
 *   fight_save BASE NAME walk     a long hall with a goblin asleep 5 cells
 *                                 off and a rat wandering 9 off, unaware
 *   fight_save BASE NAME corridor a goblin chief and its band hunting the
 *                                 player, who stands in a corridor off
 *                                 their room, telepathic for 50 turns
 *                                 (tests/e2e/packs.sh)
 *   fight_save BASE NAME archery  8 darts in the pack, a kobold hunting the
 *                                 player 3 cells off, a goblin hunting 6
 *                                 off and a kobold asleep 4 off, a wall 3
 *                                 cells west (tests/e2e/target.sh, recall.sh)
 *   fight_save BASE NAME band     the player on the stairs down with a long
 *                                 sword, a goblin chief on watch 4 cells
 *                                 off and its 3 goblins asleep behind it
 *                                 (tests/e2e/band.sh)
 *   fight_save BASE NAME kit      the small things of issue 44
 *                                 (tests/e2e/small.sh): a +1 short sword
 *                                 wielded, +1 leather armour worn, 2
 *                                 daggers and 5 arrows but no bow; an ally
 *                                 next to the player, a blink dog awake 4
 *                                 cells off (a dagger's reach), a forest
 *                                 troll 5 off (too far), a shrieker 3 off, a
 *                                 jackal fleeing afraid, poisoned, confused
 *                                 and carrying darts, two giant white rats
 *   fight_save BASE NAME wand     the kit's room with no monster, and a
 *                                 known wand of sleep (3 charges)
 */
#include <stdio.h>
#include <string.h>

#include "murk/turn/game.h"
#include "murk/base/cause.h"
#include "murk/base/item.h"
#include "store/store.h"
#include "support/real_data.h"

static const char *const rows[] = {
    "##############################",
    "#............................#",
    "#............................#",
    "#...........#................#",
    "#...........#................#",
    "#.........@.#................#",
    "#............................#",
    "#............................#",
    "#............................#",
    "##############################",
};

struct placed {
    const char *kind;
    int x, y;
    enum mind_state state;
};

/* Saves the game as name's under base, through the real save files. */
static int save(struct game *g, const char *base, const char *name)
{
    game_rebuild_caches(g);
    char why[STORE_WHY_MAX];
    uint64_t hash;
    static struct store store;
    if (store_data_hash("data", &hash, why, sizeof why) != 0 ||
        store_open(&store, base, name, hash, why, sizeof why) != 0 ||
        store_save(&store, g, true, why, sizeof why) != 0) {
        fprintf(stderr, "fight_save: %s\n", why);
        return 1;
    }
    store_close(&store);
    return 0;
}

static int item(const char *name)
{
    return item_kind_find(real_items(), name);
}

static int give(struct game *g, const char *name, int count)
{
    int slot = -1;
    item_pack_add_count(&g->run.pack, g->item_kinds, item(name), count, &slot);
    return slot;
}

static const char *const hall[] = {
    "##################################################",
    "#................................................#",
    "#.@..............................................#",
    "#................................................#",
    "#................................................#",
    "#................................................#",
    "#................................................#",
    "#................................................#",
    "##################################################",
};

/* The walk's scene: explore goes on past the sleeper and the far
 * wanderer, and stops when that changes. */
static int walk_scene(struct game *g)
{
    if (game_new_from_ascii(g, 36, hall, (int)(sizeof hall / sizeof hall[0]), real_kinds()) != 0)
        return 1;
    game_use_items(g, real_items());
    int goblin = game_add_monster(g, kind_find(real_kinds(), "goblin"), (struct pos){3, 7});
    int rat = game_add_monster(g, kind_find(real_kinds(), "rat"), (struct pos){11, 3});
    if (goblin < 0 || rat < 0)
        return 1;
    g->floor.monsters[goblin].state = STATE_ASLEEP;
    g->floor.monsters[rat].state = STATE_WANDERING;
    g->floor.monsters[rat].has_target = true;
    g->floor.monsters[rat].target = (struct pos){11, 3}; /* it stays about there */
    return 0;
}

/* Adds a band to a floor with no monsters yet, each in its state, in
 * slots 0 on: the first leads, the others follow it. */
static int place_band(struct game *g, const struct placed *band, int count)
{
    for (int i = 0; i < count; i++) {
        int slot = game_add_monster(
            g, kind_find(real_kinds(), band[i].kind), (struct pos){band[i].x, band[i].y});
        if (slot != i)
            return 1;
        struct monster *m = &g->floor.monsters[slot];
        m->state = band[i].state;
        m->leader = i == 0 ? 0 : g->floor.monsters[0].id;
    }
    return 0;
}

static const char *const band_room[] = {
    "##############################",
    "#.....########################",
    "#.....########################",
    "#.............@..............#",
    "#.....########################",
    "#.....########################",
    "##############################",
};

/* The corridor's scene: the band knows where the player is, and the
 * player stands in the corridor, so it waits in the room. */
static int corridor_scene(struct game *g)
{
    if (game_new_from_ascii(
            g, 36, band_room, (int)(sizeof band_room / sizeof band_room[0]), real_kinds()) != 0)
        return 1;
    game_use_items(g, real_items());
    static const struct placed band[] = {
        {"goblin chief", 3, 3, STATE_HUNTING},
        {"goblin", 4, 2, STATE_HUNTING},
        {"goblin", 4, 4, STATE_HUNTING},
    };
    if (place_band(g, band, 3) != 0)
        return 1;
    for (int i = 0; i < 3; i++) {
        struct monster *m = &g->floor.monsters[i];
        m->knows_player = true;
        m->last_seen = g->run.player.pos;
    }
    /* Telepathic, the player keeps them in the list once out of sight. */
    g->run.player.status[STATUS_TELEPATHIC] = 50;
    return 0;
}

static const char *const range[] = {
    "####################",
    "#..................#",
    "#..................#",
    "#..@....#..........#",
    "#..................#",
    "#..................#",
    "#..................#",
    "#..................#",
    "#..................#",
    "####################",
};

/* The archery scene: what to let fly at, awake and asleep, near and far. */
static int archery_scene(struct game *g)
{
    if (game_new_from_ascii(g, 36, range, (int)(sizeof range / sizeof range[0]), real_kinds()) != 0)
        return 1;
    game_use_items(g, real_items());
    static const struct placed targets[] = {
        {"kobold", 6, 2, STATE_HUNTING},
        {"goblin", 9, 5, STATE_HUNTING},
        {"kobold", 3, 7, STATE_ASLEEP},
    };
    for (int i = 0; i < 3; i++) {
        int slot = game_add_monster(
            g, kind_find(real_kinds(), targets[i].kind), (struct pos){targets[i].x, targets[i].y});
        if (slot < 0)
            return 1;
        struct monster *m = &g->floor.monsters[slot];
        m->state = targets[i].state;
        m->knows_player = m->state == STATE_HUNTING;
        m->last_seen = g->run.player.pos;
    }
    give(g, "dart", 8);
    return 0;
}

static const char *const band_hall[] = {
    "########################",
    "#......................#",
    "#......................#",
    "#..............@.......#",
    "#......................#",
    "#......................#",
    "########################",
};

/* The band's scene (tests/e2e/band.sh): the player on the stairs down; a
 * goblin chief awake on watch 4 cells west, which sees the player at once;
 * its 3 goblins asleep 8-9 cells west, beyond a goblin's sight of the
 * player (7) and within the chief's shout (15: a sleeper within 12 steps
 * wakes). On its first act the chief notices the player and shouts, and
 * the shout wakes the band; the chief comes first and stands next to the
 * player on turn 4, the goblins 3-5 cells behind it. Its death is seen by
 * all three, each keeping its nerve at 50% (the goblin's default): with
 * seed 36 the rolls are 66 and 71 (they break: "The goblins scatter!") and
 * 24 (it holds, keeps hunting, and comes next to the player by turn 8 to
 * follow them down). Before those rolls the game's generator has drawn
 * 21 times (20 for the chase map's choices between equal steps, 1 for the
 * player's blow): a change there may move the rolls, and then 1 seed in 4
 * either breaks all three or none (pick another seed). */
enum { BAND_SEED = 36 };

static int band_scene(struct game *g)
{
    int rows = (int)(sizeof band_hall / sizeof band_hall[0]);
    if (game_new_from_ascii(g, BAND_SEED, band_hall, rows, real_kinds()) != 0)
        return 1;
    game_use_items(g, real_items());
    g->run.depth = 3; /* the chief's first floor */
    struct map *map = &g->floor.map;
    map->tiles[map_index(map, g->run.player.pos.x, g->run.player.pos.y)] = TILE_STAIRS;
    static const struct placed band[] = {
        {"goblin chief", 11, 3, STATE_WANDERING},
        {"goblin", 7, 2, STATE_ASLEEP},
        {"goblin", 6, 3, STATE_ASLEEP},
        {"goblin", 7, 4, STATE_ASLEEP},
    };
    if (place_band(g, band, (int)(sizeof band / sizeof band[0])) != 0)
        return 1;
    /* The chief is hurt from an earlier fight: 6 health of its 16, just
     * above the third at which it would flee. The player has drunk three
     * potions of strength (4-7 bare-handed): with the long sword 8-11, so
     * the least blow, less the chief's defense 2, kills it. */
    g->floor.monsters[0].base.health = 6;
    struct entity *p = &g->run.player;
    p->damage_min = 4;
    p->damage_max = 7;
    item_equip(&g->run.pack, g->item_kinds, give(g, "long sword", 1), p);
    item_equip(&g->run.pack, g->item_kinds, give(g, "ring mail", 1), p);
    return 0;
}

static const char *const kit_room[] = {
    "########################",
    "#......................#",
    "#......................#",
    "#......................#",
    "#..@...................#",
    "#......................#",
    "#......................#",
    "#......................#",
    "#......................#",
    "########################",
};

/* The kit's scene: what is in use with names too long for the panel's
 * line, missiles without a bow, and a mix of monsters to aim among. */
static int kit_scene(struct game *g)
{
    int rows = (int)(sizeof kit_room / sizeof kit_room[0]);
    if (game_new_from_ascii(g, 36, kit_room, rows, real_kinds()) != 0)
        return 1;
    game_use_items(g, real_items());
    struct entity *p = &g->run.player;
    int sword = give(g, "short sword", 1), armour = give(g, "leather armour", 1);
    g->run.pack.enchant[sword] = 1;
    g->run.pack.enchant[armour] = 1;
    item_equip(&g->run.pack, g->item_kinds, sword, p);
    item_equip(&g->run.pack, g->item_kinds, armour, p);
    give(g, "dagger", 2);
    give(g, "arrow", 5);
    static const struct placed kit[] = {
        {"kobold", 4, 4, STATE_HUNTING},      /* the ally, next to the player */
        {"blink dog", 7, 4, STATE_WANDERING}, /* 4 off: in a dagger's reach */
        {"forest troll", 8, 7, STATE_HUNTING},   /* 5 off: too far */
        {"shrieker", 6, 2, STATE_WANDERING},
        {"jackal", 12, 6, STATE_FLEEING},
        {"giant white rat", 15, 2, STATE_WANDERING},
        {"giant white rat", 16, 3, STATE_WANDERING},
    };
    for (int i = 0; i < (int)(sizeof kit / sizeof kit[0]); i++) {
        int slot =
            game_add_monster(g, kind_find(real_kinds(), kit[i].kind), (struct pos){kit[i].x, kit[i].y});
        if (slot != i)
            return 1;
        struct monster *m = &g->floor.monsters[slot];
        m->state = kit[i].state;
        m->knows_player = m->state == STATE_HUNTING;
        m->last_seen = p->pos;
    }
    g->floor.monsters[0].ally = true;
    g->floor.monsters[0].knows_player = false;
    struct monster *jackal = &g->floor.monsters[4];
    jackal->base.status[STATUS_AFRAID] = 20;
    jackal->base.status[STATUS_POISONED] = 20;
    jackal->base.status[STATUS_CONFUSED] = 20;
    jackal->carried[0] = (struct carried){item("dart"), 3};
    jackal->carried_stacks = 1;
    monster_set_cause(jackal, CAUSE_HEARD_FIGHT, 3, -1, 0);
    return 0;
}

/* The wand's scene: nothing in view to zap at. */
static int wand_scene(struct game *g)
{
    int rows = (int)(sizeof kit_room / sizeof kit_room[0]);
    if (game_new_from_ascii(g, 36, kit_room, rows, real_kinds()) != 0)
        return 1;
    game_use_items(g, real_items());
    int wand = give(g, "sleep", 1);
    g->run.pack.charges[wand] = 3;
    g->run.lore.known[item("sleep")] = true;
    return 0;
}

int main(int argc, char **argv)
{
    bool scene = argc == 4 && (strcmp(argv[3], "walk") == 0 || strcmp(argv[3], "corridor") == 0 ||
                               strcmp(argv[3], "archery") == 0 || strcmp(argv[3], "band") == 0 ||
                               strcmp(argv[3], "kit") == 0 || strcmp(argv[3], "wand") == 0);
    if (argc != 3 && !scene) {
        fprintf(stderr, "usage: fight_save BASE NAME [walk|corridor|archery|band|kit|wand]\n");
        return 64;
    }
    static struct game g;
    if (argc == 4) {
        int (*make)(struct game *) = strcmp(argv[3], "walk") == 0       ? walk_scene
                                     : strcmp(argv[3], "corridor") == 0 ? corridor_scene
                                     : strcmp(argv[3], "band") == 0     ? band_scene
                                     : strcmp(argv[3], "kit") == 0      ? kit_scene
                                     : strcmp(argv[3], "wand") == 0     ? wand_scene
                                                                        : archery_scene;
        if (make(&g) != 0)
            return 1;
        return save(&g, argv[1], argv[2]);
    }
    if (game_new_from_ascii(&g, 36, rows, (int)(sizeof rows / sizeof rows[0]), real_kinds()) != 0)
        return 1;
    game_use_items(&g, real_items());
    static const struct placed monsters[] = {
        {"goblin", 11, 5, STATE_HUNTING},
        {"kobold", 9, 4, STATE_HUNTING},
        {"jackal", 7, 6, STATE_HUNTING},
        {"rat", 6, 3, STATE_ASLEEP},
        {"giant white rat", 5, 7, STATE_FLEEING},
        {"cave spider", 14, 7, STATE_WANDERING},
        {"hobgoblin", 8, 1, STATE_ASLEEP},
        {"goblin archer", 15, 4, STATE_HUNTING},
        {"zombie", 3, 2, STATE_ASLEEP},
        {"forest troll", 12, 8, STATE_HUNTING},
    };
    for (size_t i = 0; i < sizeof monsters / sizeof monsters[0]; i++) {
        int slot = game_add_monster(&g,
                                    kind_find(real_kinds(), monsters[i].kind),
                                    (struct pos){monsters[i].x, monsters[i].y});
        if (slot < 0) {
            fprintf(stderr, "fight_save: no room for a %s\n", monsters[i].kind);
            return 1;
        }
        struct monster *m = &g.floor.monsters[slot];
        m->state = monsters[i].state;
        if (m->state == STATE_HUNTING) {
            m->knows_player = true;
            m->last_seen = g.run.player.pos;
        }
        if (m->state == STATE_FLEEING)
            m->base.health = 1;
    }
    struct entity *p = &g.run.player;
    item_equip(&g.run.pack, g.item_kinds, give(&g, "short sword", 1), p);
    item_equip(&g.run.pack, g.item_kinds, give(&g, "leather armour", 1), p);
    item_equip(&g.run.pack, g.item_kinds, give(&g, "short bow", 1), p);
    item_pack_quiver(&g.run.pack, give(&g, "arrow", 12));
    give(&g, "dart", 5);
    p->status[STATUS_POISONED] = 9;
    p->status[STATUS_REGENERATING] = 12;
    p->status[STATUS_CONFUSED] = 5;
    p->status[STATUS_AFRAID] = 7;
    p->health = 17;
    /* A pile under the player, for `g` to ask which. */
    item_floor_add_count(&g.floor.items, item("dagger"), 2, p->pos);
    item_floor_add(&g.floor.items, item("healing"), p->pos);
    return save(&g, argv[1], argv[2]);
}
