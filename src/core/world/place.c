/* One choice a floor: the dispatch to each place's rules (place_rules.h),
 * and their looks; what the places share is place_common.c's. */
#include "murk/world/place.h"

#include <string.h>

#include "murk/base/item_floor.h"
#include "murk/world/place_cage.h"
#include "murk/world/place_common.h"
#include "place_altar.h"
#include "place_rules.h"
#include "place_vault.h"

static const struct {
    const char *word;
    char glyph;
    struct rgb colour;
    const char *name;
    const struct place_rules *rules;
} places[PLACE_COUNT] = {
    [PLACE_NONE] = {"", ' ', {0, 0, 0}, "", NULL},
#define PLACE(id, word, glyph, r, g, b, name)                                                      \
    [PLACE_##id] = {#word, glyph, {r, g, b}, name, &place_##word##_rules},
#include "murk/world/place.def"
#undef PLACE
};

static bool known(enum place_kind kind)
{
    return (unsigned)kind < PLACE_COUNT && kind != PLACE_NONE;
}

const char *place_word(enum place_kind kind)
{
    return known(kind) ? places[kind].word : "";
}

char place_glyph(enum place_kind kind)
{
    return known(kind) ? places[kind].glyph : ' ';
}

struct rgb place_colour(enum place_kind kind)
{
    return known(kind) ? places[kind].colour : (struct rgb){0, 0, 0};
}

enum place_kind place_from_word(const char *word)
{
    for (int k = PLACE_NONE + 1; k < PLACE_COUNT; k++)
        if (strcmp(places[k].word, word) == 0)
            return (enum place_kind)k;
    return PLACE_NONE;
}

static const struct place_rules *rules_of(const struct game *game)
{
    return known(game->floor.place.kind) ? places[game->floor.place.kind].rules : NULL;
}

/* The kinds in place.def's order, one picked for the floor; a room other
 * than the arrival's, tried in turn from a random one until one holds it. */
void place_make(struct game *game, struct rng *rng)
{
    struct floor_place *place = &game->floor.place;
    memset(place, 0, sizeof *place);
    const struct map *map = &game->floor.map;
    if (game->run.depth < PLACE_FIRST_DEPTH || !game->item_kinds || !game->kinds ||
        map->room_count < 2)
        return;
    enum place_kind kind = (enum place_kind)rng_range(rng, PLACE_NONE + 1, PLACE_COUNT - 1);
    int arrival = map_room_at(map, game->run.player.pos);
    int first = rng_range(rng, 0, map->room_count - 1);
    for (int n = 0; n < map->room_count; n++) {
        int r = (first + n) % map->room_count;
        if (r == arrival)
            continue;
        place->kind = kind;
        if (places[kind].rules->make(game, &map->rooms[r], rng))
            return;
        memset(place, 0, sizeof *place);
    }
}

bool place_describe(const struct game *game, struct pos p, char *out, size_t size)
{
    if (!place_at(game, p))
        return false;
    rules_of(game)->describe(game, p, out, size);
    return true;
}

void place_arrive(struct game *game)
{
    if (place_at(game, game->run.player.pos))
        rules_of(game)->arrive(game);
}

bool place_may_take(struct game *game, int index)
{
    const struct item_floor *floor = &game->floor.items;
    if (index < 0 || index >= floor->count || !place_at(game, floor->items[index].pos))
        return true;
    return rules_of(game)->may_take(game, index);
}

bool place_taken(struct game *game, int kind, struct pos p)
{
    if (!place_at(game, p) || game->floor.place.done)
        return false;
    return rules_of(game)->taken(game, kind, p);
}

bool place_takes_drop(struct game *game, int slot)
{
    if (!place_at(game, game->run.player.pos) || game->floor.place.done)
        return false;
    return rules_of(game)->takes_drop(game, slot);
}

int place_gift_at(const struct game *game, struct pos p)
{
    const struct floor_place *place = &game->floor.place;
    if (!known(place->kind) || place->done)
        return -1;
    for (int i = 0; i < PLACE_CELLS; i++) {
        if (!grid_eq(place->at[i], p))
            continue;
        int index = place_item_of(game, place->gift[i], p);
        if (index >= 0)
            return index;
    }
    return -1;
}
