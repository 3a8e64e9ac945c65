/* The bot's one choice a floor (place.h). */
#include "place.h"

#include "murk/base/item.h"
#include "murk/world/place.h"
#include "murk/world/place_cage.h"
#include "murk/world/place_common.h"

int bot_item_worth(const struct game *g, const struct bot_judge *judge, int kind)
{
    if (!judge->wanted(g, kind))
        return 0;
    const struct item_kind *k = &g->item_kinds->kinds[kind];
    int gear = judge->gear_value(k);
    if (gear > 0)
        return 10 + gear; /* better gear than it has beats any potion */
    switch (k->class) {
    case ITEM_CLASS_POTION:
        return item_known(&g->run.lore, g->item_kinds, kind) ? 8 : 5;
    case ITEM_CLASS_SCROLL:
        return 5;
    default:
        return 2;
    }
}

/* The pack's slot of least worth that is not in use, and its worth in
 * *worth; -1 when everything is wielded or worn. */
static int cheapest_slot(const struct game *g, const struct bot_judge *judge, int *worth)
{
    const struct pack *pack = &g->run.pack;
    int best = -1;
    for (int i = 0; i < pack->count; i++) {
        if (pack->equipped[i])
            continue;
        int w = bot_item_worth(g, judge, pack->kinds[i]);
        if (best < 0 || w < *worth) {
            best = i;
            *worth = w;
        }
    }
    return best;
}

static struct action pick_up(int index)
{
    return (struct action){.kind = ACTION_PICK_UP, .slot = -1, .target = index + 1};
}

/* The gift its choice takes at the place's cell `at` (0 or 1), or -1:
 * the better of the two by worth (on a pedestal, this one's if worth the
 * other's), and, on an altar not yet paid, only when its cheapest spare
 * item (slot in *offer) is worth less. */
static int choice_at(const struct game *g, const struct bot_judge *judge, struct pos at, int *offer)
{
    const struct floor_place *place = &g->floor.place;
    *offer = -1;
    if (!g->item_kinds || place->done || !place_at(g, at) || place_gift_at(g, at) < 0 ||
        g->run.pack.count >= ITEM_PACK_MAX)
        return -1;
    int worth[PLACE_CELLS];
    for (int i = 0; i < PLACE_CELLS; i++)
        worth[i] = bot_item_worth(g, judge, place->gift[i]);
    if (place->kind == PLACE_ALTAR) {
        int better = worth[1] > worth[0] ? 1 : 0;
        if (place->paid)
            return better;
        int cost = 0;
        *offer = cheapest_slot(g, judge, &cost);
        return *offer >= 0 && cost < worth[better] ? better : -1;
    }
    int mine = grid_eq(at, place->at[0]) ? 0 : 1;
    return worth[mine] > 0 && worth[mine] >= worth[1 - mine] ? mine : -1;
}

bool bot_place_choice(const struct game *g, const struct bot_judge *judge, struct action *out)
{
    struct pos here = g->run.player.pos;
    int offer;
    int gift = choice_at(g, judge, here, &offer);
    if (gift < 0)
        return false;
    if (offer >= 0) {
        *out = (struct action){.kind = ACTION_DROP, .slot = offer, .target = -1};
        return true;
    }
    int index = place_item_of(g, g->floor.place.gift[gift], here);
    if (index < 0)
        return false;
    *out = pick_up(index);
    return true;
}

bool bot_place_takes(const struct game *g, const struct bot_judge *judge, int index)
{
    const struct item *it = &g->floor.items.items[index];
    int offer;
    int gift = choice_at(g, judge, it->pos, &offer);
    return gift >= 0 && it->kind == g->floor.place.gift[gift];
}

bool bot_place_gift(const struct game *g, int index)
{
    const struct item *it = &g->floor.items.items[index];
    return place_gift_at(g, it->pos) >= 0 && place_at(g, it->pos) &&
           (it->kind == g->floor.place.gift[0] || it->kind == g->floor.place.gift[1]);
}

bool bot_place_goal(const struct game *g, struct pos *out)
{
    int slot = place_captive(g);
    if (slot < 0)
        return false;
    /* Once its cell is seen the cage is known, and its captive still in it
     * out of view a step later: asked only while the captive was in view,
     * the bot went back and forth at the edge of the view for good. */
    const struct map *map = &g->floor.map;
    struct pos at = g->floor.place.at[0];
    if (!world_perceived(g, slot) && !map->remembered[map_index(map, at.x, at.y)])
        return false;
    *out = at;
    return true;
}
