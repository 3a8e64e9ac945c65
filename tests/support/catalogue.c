#include "catalogue.h"

#include <inttypes.h>

#include "murk/turn/game.h"

/* The seeds catalogued: small ones, one the bot plays often, and the
 * largest, where any arithmetic on the seed would wrap. */
static const uint64_t catalogue_seeds[] = {1, 2, 3, 42, UINT64_MAX};

/* The walking distance of p from the map's goal, or -1 when no walk gets there. */
static long steps(const struct dmap *walk, struct pos p)
{
    int32_t d = dmap_get(walk, p);
    return d >= DMAP_UNREACHABLE ? -1 : (long)d;
}

static int floor_cells(const struct map *map)
{
    int n = 0;
    for (int i = 0; i < map->width * map->height; i++)
        n += map->tiles[i] != TILE_WALL;
    return n;
}

/* The monsters by kind, in the data file's order, each with how many are
 * in each state of mind (asleep, wandering...) as the floor starts. */
static void write_monsters(FILE *out, const struct game *g)
{
    fprintf(out, "  monsters %d\n", g->floor.monster_count);
    for (int k = 0; k < g->kinds->count; k++) {
        int by_state[STATE_COUNT] = {0}, n = 0;
        for (int i = 0; i < g->floor.monster_count; i++)
            if (g->floor.monsters[i].kind == k) {
                by_state[g->floor.monsters[i].state]++;
                n++;
            }
        if (n == 0)
            continue;
        fprintf(out, "    %d %s:", n, g->kinds->kinds[k].name);
        const char *sep = " ";
        for (int s = 0; s < STATE_COUNT; s++)
            if (by_state[s] > 0) {
                fprintf(out, "%s%d %s", sep, by_state[s], mind_state_name((enum mind_state)s));
                sep = ", ";
            }
        fputc('\n', out);
    }
}

/* The items by their real names (not the run's colours and titles), in the
 * data file's order. */
static void write_items(FILE *out, const struct game *g)
{
    const struct item_floor *floor = &g->floor.items;
    fprintf(out, "  items %d\n", floor->count);
    for (int k = 0; g->item_kinds && k < g->item_kinds->count; k++) {
        int n = 0;
        for (int i = 0; i < floor->count; i++)
            n += floor->items[i].kind == k;
        const struct item_kind *kind = &g->item_kinds->kinds[k];
        if (n > 0)
            fprintf(out, "    %d %s (%s)\n", n, kind->name, item_class_word(kind->class));
    }
}

/* One floor's block; walk is scratch, the size of the map. */
static void write_floor(FILE *out, const struct game *g, struct dmap *walk)
{
    const struct map *map = &g->floor.map;
    struct pos arrival = g->run.player.pos;
    dmap_costs_from_map(walk, map);
    dmap_set_goal(walk, arrival, 0);
    dmap_scan(walk);
    fprintf(out,
            "seed %" PRIu64 ", floor %d: %d rooms, %d floor cells\n",
            g->run.seed,
            g->run.depth,
            map->room_count,
            floor_cells(map));
    fprintf(out, "  arrival %d,%d\n", arrival.x, arrival.y);
    struct pos stairs = world_stairs_down(g);
    if (stairs.x >= 0)
        fprintf(out,
                "  stairs %d,%d, %ld steps from the arrival\n",
                stairs.x,
                stairs.y,
                steps(walk, stairs));
    if (g->floor.has_lamp)
        fprintf(out,
                "  the Lamp %d,%d, %ld steps from the arrival\n",
                g->floor.lamp.x,
                g->floor.lamp.y,
                steps(walk, g->floor.lamp));
    fprintf(out, "  farthest cell %ld steps from the arrival\n", (long)dmap_highest(walk));
    write_monsters(out, g);
    write_items(out, g);
}

int catalogue_write_seed(FILE *out, uint64_t seed, const struct kind_list *kinds,
                         const struct item_kind_list *items)
{
    static struct game g;
    struct dmap walk = {0};
    int status = -1;
    if (game_new(&g, seed, kinds, items) != 0 ||
        dmap_init(&walk, g.floor.map.width, g.floor.map.height) != 0)
        goto done;
    for (;;) {
        write_floor(out, &g, &walk);
        if (g.run.depth >= GAME_FLOORS)
            break;
        g.run.player.pos = world_stairs_down(&g);
        game_rebuild_caches(&g);
        if (!game_do(&g, (struct action){.kind = ACTION_DESCEND, .slot = -1, .target = -1}).took)
            goto done;
    }
    status = 0;
done:
    dmap_free(&walk);
    game_free(&g);
    return status;
}

int catalogue_write(FILE *out, const struct kind_list *kinds, const struct item_kind_list *items)
{
    fprintf(out,
            "# The seed catalogue: what floors 1-%d of each seed hold on the shipped data\n"
            "# (data/monsters.txt, data/items.txt). Written by `make catalogue`; checked\n"
            "# by tests/test_catalogue.c. A change here is a change to what seeds make.\n",
            GAME_FLOORS);
    for (size_t i = 0; i < sizeof catalogue_seeds / sizeof catalogue_seeds[0]; i++) {
        fputc('\n', out);
        if (catalogue_write_seed(out, catalogue_seeds[i], kinds, items) != 0)
            return -1;
    }
    return 0;
}
