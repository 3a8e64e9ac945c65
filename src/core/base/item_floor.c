/* The items lying on a floor. */
#include "murk/base/item_floor.h"

#include <string.h>

int item_floor_add(struct item_floor *floor, int kind, struct pos p)
{
    return item_floor_add_count(floor, kind, 1, p);
}

int item_floor_add_count(struct item_floor *floor, int kind, int count, struct pos p)
{
    return item_floor_add_enchanted(floor, kind, count, 0, p);
}

int item_floor_add_enchanted(struct item_floor *floor, int kind, int count, int enchant,
                             struct pos p)
{
    int more = count > 1 ? count : 1;
    for (int i = floor->count - 1; i >= 0; i--)
        if (floor->items[i].kind == kind && floor->items[i].enchant == enchant &&
            grid_eq(floor->items[i].pos, p)) {
            floor->items[i].count = item_floor_count(&floor->items[i]) + more;
            return i;
        }
    if (floor->count >= ITEM_FLOOR_MAX)
        return -1;
    int index = floor->count++;
    floor->items[index] = (struct item){
        .kind = kind, .count = more, .pos = p, .seen = false, .stepped = false, .enchant = enchant};
    return index;
}

int item_floor_add_wand(struct item_floor *floor, int kind, int charges, struct pos p)
{
    if (floor->count >= ITEM_FLOOR_MAX)
        return -1;
    int index = floor->count++;
    floor->items[index] = (struct item){.kind = kind, .count = 1, .pos = p, .charges = charges};
    return index;
}

int item_floor_count(const struct item *item)
{
    return item->count > 1 ? item->count : 1;
}

/* How many items of the kind a new floor puts in one place: a bundle of
 * ammunition, drawn from rng; one of anything else, drawing nothing. */
static int found_together(const struct item_kind_list *kinds, int kind, struct rng *rng)
{
    const struct item_kind *k = &kinds->kinds[kind];
    if (k->class != ITEM_CLASS_AMMO || k->bundle_max <= 1)
        return 1;
    return rng_range(rng, k->bundle_min, k->bundle_max);
}

int item_floor_at(const struct item_floor *floor, struct pos p)
{
    for (int i = floor->count - 1; i >= 0; i--)
        if (grid_eq(floor->items[i].pos, p))
            return i;
    return -1;
}

void item_floor_remove(struct item_floor *floor, int index)
{
    if (index < 0 || index >= floor->count)
        return;
    memmove(&floor->items[index],
            &floor->items[index + 1],
            (size_t)(floor->count - index - 1) * sizeof floor->items[0]);
    floor->count--;
}

/* A random floor cell: in a random room when the map has rooms, else
 * anywhere (a hand-drawn map). {-1, -1} when none turned up. */
static struct pos random_floor_cell(const struct map *map, struct rng *rng)
{
    if (map->room_count > 0)
        return map_room_cell(&map->rooms[rng_range(rng, 0, map->room_count - 1)], rng);
    for (int tries = 0; tries < 1000; tries++) {
        struct pos p = {rng_range(rng, 0, map->width - 1), rng_range(rng, 0, map->height - 1)};
        if (map_walkable(map, p.x, p.y))
            return p;
    }
    return (struct pos){-1, -1};
}

/* Lays one item of the kind on a free plain floor cell (not keep_clear),
 * a bundle for ammunition, a wand with its charges rolled; nothing after
 * 100 tries. */
static void lay(struct item_floor *floor, const struct map *map, const struct item_kind_list *kinds,
                int kind, struct pos keep_clear, struct rng *rng)
{
    for (int tries = 0; tries < 100; tries++) {
        struct pos p = random_floor_cell(map, rng);
        if (p.x < 0)
            break;
        if (map->tiles[map_index(map, p.x, p.y)] == TILE_FLOOR && !grid_eq(p, keep_clear) &&
            item_floor_at(floor, p) < 0) {
            if (kinds->kinds[kind].class == ITEM_CLASS_WAND)
                item_floor_add_wand(
                    floor,
                    kind,
                    rng_range(rng, kinds->kinds[kind].charges_min, kinds->kinds[kind].charges_max),
                    p);
            else
                item_floor_add_count(floor, kind, found_together(kinds, kind, rng), p);
            break;
        }
    }
}

/* A find of the kind on a plain floor cell next to at with no item (none
 * where there is none). */
static void lay_beside(struct item_floor *floor, const struct map *map,
                       const struct item_kind_list *kinds, int kind, struct pos at,
                       struct pos keep_clear, struct rng *rng)
{
    for (int d = 0; d < GRID_DIRS; d++) {
        struct pos p = grid_add(at, grid_dir(d));
        if (map_in_bounds(map, p.x, p.y) && map->tiles[map_index(map, p.x, p.y)] == TILE_FLOOR &&
            !grid_eq(p, keep_clear) && item_floor_at(floor, p) < 0) {
            item_floor_add_count(floor, kind, found_together(kinds, kind, rng), p);
            return;
        }
    }
}

/* The ammo fired from a launcher found at depth (arrows), or -1. */
static int fired_ammo(const struct item_kind_list *kinds, int depth)
{
    for (int k = 0; k < kinds->count; k++) {
        const struct item_kind *ik = &kinds->kinds[k];
        if (ik->class == ITEM_CLASS_AMMO && ik->fired && depth >= ik->depth_min &&
            depth <= ik->depth_max)
            return k;
    }
    return -1;
}

/* Whether an item of the class lies on the floor. */
static bool holds_class(const struct item_floor *floor, const struct item_kind_list *kinds,
                        enum item_class class)
{
    for (int i = 0; i < floor->count; i++)
        if (kinds->kinds[floor->items[i].kind].class == class)
            return true;
    return false;
}

int item_place_floor(struct item_floor *floor, const struct map *map,
                     const struct item_kind_list *kinds, int depth, struct pos keep_clear,
                     struct rng *rng)
{
    return item_place_floor_metered(floor, map, kinds, depth, keep_clear, NULL, rng);
}

int item_place_floor_metered(struct item_floor *floor, const struct map *map,
                             const struct item_kind_list *kinds, int depth, struct pos keep_clear,
                             struct item_meters *meters, struct rng *rng)
{
    floor->count = 0;
    int about = ITEM_FLOOR_BASE + depth / 2;
    int wanted = rng_range(rng, about - ITEM_FLOOR_SPREAD, about + ITEM_FLOOR_SPREAD);
    int placed[ITEM_KINDS_MAX] = {0};
    for (int n = 0; n < wanted; n++) {
        int kind = meter_pick_kind(kinds, meters, depth, rng);
        if (kind < 0)
            break;
        int before = floor->count;
        lay(floor, map, kinds, kind, keep_clear, rng);
        placed[kind] += floor->count > before;
        /* A bow is found with arrows to fire from it, beside it: a bow
         * alone was a find of no use (doc/rules.md, "Items"). */
        int ammo = kinds->kinds[kind].class == ITEM_CLASS_LAUNCHER ? fired_ammo(kinds, depth) : -1;
        if (ammo >= 0 && floor->count > before)
            lay_beside(floor, map, kinds, ammo, floor->items[floor->count - 1].pos, keep_clear, rng);
    }
    if (meters)
        meter_after_floor(meters, kinds, placed);
    /* No run is decided by a missing drop: a weapon on the first floor and
     * an armour on the second, from the floor's own generator, when the
     * draw laid none. */
    static const struct {
        int depth;
        enum item_class class;
    } sure[] = {{ITEM_FLOOR_WEAPON_DEPTH, ITEM_CLASS_WEAPON},
                {ITEM_FLOOR_ARMOUR_DEPTH, ITEM_CLASS_ARMOUR}};
    for (size_t i = 0; i < sizeof sure / sizeof sure[0]; i++) {
        if (depth != sure[i].depth || holds_class(floor, kinds, sure[i].class))
            continue;
        int kind = item_pick_kind_of(kinds, depth, sure[i].class, rng);
        if (kind >= 0)
            lay(floor, map, kinds, kind, keep_clear, rng);
    }
    return floor->count;
}

void item_floor_see(struct item_floor *floor, const struct map *map, const uint8_t *visible)
{
    for (int i = 0; i < floor->count; i++) {
        struct pos p = floor->items[i].pos;
        if (map_in_bounds(map, p.x, p.y) && visible[map_index(map, p.x, p.y)])
            floor->items[i].seen = true;
    }
}

void item_floor_step(struct item_floor *floor, struct pos p)
{
    for (int i = 0; i < floor->count; i++)
        if (grid_eq(floor->items[i].pos, p))
            floor->items[i].stepped = true;
}
