/* The floor's place and a hidden mimic's item in the save (save_place.h). */
#include "save_place.h"

#include <stdio.h>

#include "murk/world/place.h"

/* An item kind by name, or -1 for "" (none); a name gone from the data
 * fails the read as a kind gone. */
static int io_kind_name(struct codec *c, enum save_field field, int kind)
{
    const struct item_kind_list *kinds = c->game->item_kinds;
    char name[sizeof kinds->kinds[0].name] = "";
    if (c->mode != CODEC_READ && kind >= 0 && kinds)
        snprintf(name, sizeof name, "%s", kinds->kinds[kind].name);
    io_text(c, field, name, sizeof name, "an item kind name");
    if (c->mode != CODEC_READ || codec_failed(c))
        return kind;
    if (!name[0])
        return -1;
    int found = kinds ? item_kind_find(kinds, name) : -1;
    if (found < 0) {
        char why[96];
        snprintf(why, sizeof why, "the item kind '%s' is not in the data", name);
        codec_fail(c, why);
        c->gone = true;
    }
    return found;
}

void save_io_place(struct codec *c, struct game *g)
{
    struct floor_place *place = &g->floor.place;
    const struct map *map = &g->floor.map;
    int i = 0;
    for (; io_next(c, SAVE_FIELD_PLACE, i, place->kind != PLACE_NONE, 1, "the place"); i++) {
        char word[16] = "";
        snprintf(word, sizeof word, "%s", place_word(place->kind));
        io_text(c, SAVE_FIELD_PLACE_KIND, word, sizeof word, "a place");
        io_int(c, SAVE_FIELD_PLACE_X, &place->at[0].x, 1, map->width - 2, "the place's cell");
        io_int(c, SAVE_FIELD_PLACE_Y, &place->at[0].y, 1, map->height - 2, "the place's cell");
        io_int(c, SAVE_FIELD_PLACE_X2, &place->at[1].x, 1, map->width - 2, "the place's cell");
        io_int(c, SAVE_FIELD_PLACE_Y2, &place->at[1].y, 1, map->height - 2, "the place's cell");
        place->gift[0] = io_kind_name(c, SAVE_FIELD_PLACE_GIFT_A, place->gift[0]);
        place->gift[1] = io_kind_name(c, SAVE_FIELD_PLACE_GIFT_B, place->gift[1]);
        io_bool(c, SAVE_FIELD_PLACE_PAID, &place->paid);
        io_bool(c, SAVE_FIELD_PLACE_DONE, &place->done);
        io_int(c,
               SAVE_FIELD_PLACE_CAPTIVE,
               &place->captive,
               0,
               g->floor.monster_count,
               "the cage's captive");
        if (c->mode == CODEC_READ) {
            place->kind = place_from_word(word);
            bool gifts = place->kind == PLACE_ALTAR || place->kind == PLACE_VAULT;
            if (place->kind == PLACE_NONE ||
                (gifts && (place->gift[0] < 0 || place->gift[1] < 0)) ||
                (place->kind == PLACE_CAGE && place->captive == 0))
                codec_fail(c, "a broken place");
            for (int k = 0; k < PLACE_CELLS && !codec_failed(c); k++)
                if (!map_walkable(map, place->at[k].x, place->at[k].y))
                    codec_fail(c, "a place inside a wall");
        }
        io_leave(c);
    }
    if (c->mode == CODEC_READ && i == 0)
        *place = (struct floor_place){0};
}

void save_io_disguise(struct codec *c, struct monster *m)
{
    io_bool(c, SAVE_FIELD_MONSTER_ALLY, &m->ally);
    io_int(c, SAVE_FIELD_ALLY_ORDER, &m->order, 0, 1, "an ally's order");
    int kind = io_kind_name(c, SAVE_FIELD_MONSTER_DISGUISE, m->disguise - 1);
    if (c->mode == CODEC_READ)
        m->disguise = kind + 1;
}
