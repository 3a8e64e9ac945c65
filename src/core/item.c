/* Items' names and looks, the floor's items and the player's pack. */
#include <stdio.h>
#include <string.h>

#include "murk/item.h"

/* The colours potions hide behind: a word for the name and an RGB for the
 * '!' on the map, each clear of the others on a 256-colour terminal. */
static const struct {
    const char *word;
    struct rgb rgb;
} potion_colours[] = {
    {"murky", {120, 110, 70}},
    {"crimson", {210, 40, 50}},
    {"azure", {60, 140, 240}},
    {"golden", {235, 195, 60}},
    {"emerald", {40, 190, 90}},
    {"violet", {160, 90, 220}},
    {"amber", {225, 140, 40}},
    {"silvery", {195, 200, 210}},
    {"pink", {245, 140, 190}},
    {"smoky", {130, 130, 140}},
    {"turquoise", {60, 210, 200}},
    {"brown", {150, 95, 50}},
    {"milky", {235, 235, 220}},
    {"orange", {245, 120, 30}},
};

_Static_assert(sizeof potion_colours / sizeof potion_colours[0] == ITEM_POTION_COLOURS,
               "ITEM_POTION_COLOURS must count the potion colours");

/* Scrolls are all drawn alike, in parchment; their titles tell them apart. */
static const struct rgb scroll_colour = {230, 220, 180};

/* Syllables scroll titles are made of ("XIXAXA" is xi xa xa). */
static const char *const syllables[] = {
    "xi",  "xa",  "zor", "bu",  "ka",  "mon", "te", "ur",  "ash", "neb", "qua", "lo",
    "rit", "vex", "ol",  "dra", "fum", "ip",  "sa", "gor", "kel", "ny",  "por", "thu",
};

enum {
    SYLLABLE_COUNT = (int)(sizeof syllables / sizeof syllables[0]),
    TITLE_TRIES = 100 /* tries at a title no other scroll has */
};

static bool valid_kind(const struct item_kind_list *kinds, int kind)
{
    return kinds != NULL && kind >= 0 && kind < kinds->count && kind < ITEM_KINDS_MAX;
}

static bool vowel(char c)
{
    return c != '\0' && strchr("aeiouAEIOU", c) != NULL;
}

/* A title of one or two words of two or three syllables, in capitals. */
static void make_title(char *out, struct rng *rng)
{
    size_t len = 0;
    int words = rng_range(rng, 1, 2);
    for (int w = 0; w < words; w++) {
        if (w > 0)
            out[len++] = ' ';
        int count = rng_range(rng, 2, 3);
        for (int s = 0; s < count; s++) {
            const char *syllable = syllables[rng_range(rng, 0, SYLLABLE_COUNT - 1)];
            /* Two words of three three-letter syllables and a space fit. */
            for (const char *c = syllable; *c && len + 1 < ITEM_TITLE_MAX; c++)
                out[len++] = (char)(*c - 'a' + 'A');
        }
    }
    out[len] = '\0';
}

static bool title_taken(const struct item_lore *lore, int before, const char *title)
{
    for (int i = 0; i < before; i++)
        if (strcmp(lore->title[i], title) == 0)
            return true;
    return false;
}

void item_lore_shuffle(struct item_lore *lore, const struct item_kind_list *kinds, struct rng *rng)
{
    memset(lore, 0, sizeof *lore);
    /* A Fisher-Yates shuffle of the colours; potions take them in order. */
    int order[ITEM_POTION_COLOURS];
    for (int i = 0; i < ITEM_POTION_COLOURS; i++)
        order[i] = i;
    for (int i = ITEM_POTION_COLOURS - 1; i > 0; i--) {
        int j = rng_range(rng, 0, i);
        int swap = order[i];
        order[i] = order[j];
        order[j] = swap;
    }
    int potions = 0;
    int count = kinds->count < ITEM_KINDS_MAX ? kinds->count : ITEM_KINDS_MAX;
    for (int k = 0; k < count; k++) {
        switch (kinds->kinds[k].class) {
        case ITEM_CLASS_POTION:
            /* The loader refuses more potions than colours; a hand-made
             * list with more shares colours rather than overflowing. */
            lore->appearance[k] = order[potions++ % ITEM_POTION_COLOURS];
            break;
        case ITEM_CLASS_SCROLL:
            for (int tries = 0; tries < TITLE_TRIES; tries++) {
                make_title(lore->title[k], rng);
                if (!title_taken(lore, k, lore->title[k]))
                    break;
            }
            break;
        case ITEM_CLASS_WEAPON:
        case ITEM_CLASS_ARMOUR:
        case ITEM_CLASS_COUNT:
            lore->known[k] = true;
            break;
        }
    }
}

bool item_known(const struct item_lore *lore, const struct item_kind_list *kinds, int kind)
{
    if (!valid_kind(kinds, kind))
        return false;
    enum item_class class = kinds->kinds[kind].class;
    return class == ITEM_CLASS_WEAPON || class == ITEM_CLASS_ARMOUR || lore->known[kind];
}

/* The name with its article, as known or not. */
static void describe(const struct item_lore *lore, const struct item_kind_list *kinds, int kind,
                     bool known, char *out, size_t n)
{
    if (n == 0)
        return;
    if (!valid_kind(kinds, kind)) {
        snprintf(out, n, "something");
        return;
    }
    const struct item_kind *k = &kinds->kinds[kind];
    switch (k->class) {
    case ITEM_CLASS_POTION:
        if (known) {
            snprintf(out, n, "a potion of %s", k->name);
        } else {
            const char *colour = potion_colours[lore->appearance[kind] % ITEM_POTION_COLOURS].word;
            snprintf(out, n, "%s %s potion", vowel(colour[0]) ? "an" : "a", colour);
        }
        return;
    case ITEM_CLASS_SCROLL:
        if (known)
            snprintf(out, n, "a scroll of %s", k->name);
        else
            snprintf(out, n, "a scroll labelled %s", lore->title[kind]);
        return;
    case ITEM_CLASS_WEAPON:
        snprintf(out, n, "%s %s", vowel(k->name[0]) ? "an" : "a", k->name);
        return;
    case ITEM_CLASS_ARMOUR:
    case ITEM_CLASS_COUNT:
        /* Armour is a mass noun: "leather armour", not "a leather armour". */
        snprintf(out, n, "%s", k->name);
        return;
    }
}

void item_name(const struct item_lore *lore, const struct item_kind_list *kinds, int kind,
               char *out, size_t n)
{
    describe(lore, kinds, kind, item_known(lore, kinds, kind), out, n);
}

void item_true_name(const struct item_kind_list *kinds, int kind, char *out, size_t n)
{
    describe(NULL, kinds, kind, true, out, n);
}

char item_glyph(const struct item_kind_list *kinds, int kind)
{
    return valid_kind(kinds, kind) ? item_class_glyph(kinds->kinds[kind].class) : '?';
}

struct rgb item_colour(const struct item_lore *lore, const struct item_kind_list *kinds, int kind)
{
    if (!valid_kind(kinds, kind))
        return (struct rgb){255, 255, 255};
    const struct item_kind *k = &kinds->kinds[kind];
    switch (k->class) {
    case ITEM_CLASS_POTION:
        return potion_colours[lore->appearance[kind] % ITEM_POTION_COLOURS].rgb;
    case ITEM_CLASS_SCROLL:
        return scroll_colour;
    case ITEM_CLASS_WEAPON:
    case ITEM_CLASS_ARMOUR:
    case ITEM_CLASS_COUNT:
        break;
    }
    return k->colour;
}

bool item_learn(struct item_lore *lore, const struct item_kind_list *kinds, int kind,
                struct msglog *log, int turn)
{
    if (!valid_kind(kinds, kind) || item_known(lore, kinds, kind))
        return false;
    lore->known[kind] = true;
    char name[ITEM_NAME_MAX];
    item_true_name(kinds, kind, name, sizeof name);
    msglog_add(log, turn, "It was %s.", name);
    return true;
}

/* ---- the floor ---- */

int item_floor_add(struct item_floor *floor, int kind, struct pos p)
{
    if (floor->count >= ITEM_FLOOR_MAX)
        return -1;
    int index = floor->count++;
    floor->items[index] = (struct item){.kind = kind, .pos = p, .seen = false};
    return index;
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

int item_place_floor(struct item_floor *floor, const struct map *map,
                     const struct item_kind_list *kinds, int depth, struct pos keep_clear,
                     struct rng *rng)
{
    floor->count = 0;
    int wanted = rng_range(rng, ITEM_FLOOR_COUNT_MIN, ITEM_FLOOR_COUNT_MAX);
    for (int n = 0; n < wanted; n++) {
        int kind = item_pick_kind(kinds, depth, rng);
        if (kind < 0)
            break;
        for (int tries = 0; tries < 100; tries++) {
            struct pos p = random_floor_cell(map, rng);
            if (p.x < 0)
                break;
            if (map_walkable(map, p.x, p.y) && !grid_eq(p, keep_clear) &&
                item_floor_at(floor, p) < 0) {
                item_floor_add(floor, kind, p);
                break;
            }
        }
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

/* ---- the pack ---- */

char item_pack_letter(int slot)
{
    return slot >= 0 && slot < ITEM_PACK_MAX ? (char)('a' + slot) : '?';
}

int item_pack_slot(const struct pack *pack, int letter)
{
    int slot = letter - 'a';
    return slot >= 0 && slot < pack->count ? slot : -1;
}

enum item_result item_pack_add(struct pack *pack, int kind, int *slot)
{
    if (pack->count >= ITEM_PACK_MAX)
        return ITEM_PACK_FULL;
    int at = pack->count++;
    pack->kinds[at] = kind;
    pack->equipped[at] = false;
    if (slot != NULL)
        *slot = at;
    return ITEM_OK;
}

/* Puts the bonus of the kind on the entity (sign 1) or takes it off (-1). */
static void apply_bonus(const struct item_kind *k, struct entity *e, int sign)
{
    if (e == NULL)
        return;
    e->damage_min += sign * k->damage;
    e->damage_max += sign * k->damage;
    e->defense += sign * k->defense;
}

int item_pack_take(struct pack *pack, const struct item_kind_list *kinds, int slot,
                   struct entity *wearer)
{
    if (slot < 0 || slot >= pack->count)
        return -1;
    int kind = pack->kinds[slot];
    if (pack->equipped[slot] && valid_kind(kinds, kind))
        apply_bonus(&kinds->kinds[kind], wearer, -1);
    for (int i = slot; i + 1 < pack->count; i++) {
        pack->kinds[i] = pack->kinds[i + 1];
        pack->equipped[i] = pack->equipped[i + 1];
    }
    pack->count--;
    pack->kinds[pack->count] = 0;
    pack->equipped[pack->count] = false;
    return kind;
}

/* The slot of the equipped item of the class, or -1. */
static int equipped_of(const struct pack *pack, const struct item_kind_list *kinds,
                       enum item_class class)
{
    for (int i = 0; i < pack->count; i++)
        if (pack->equipped[i] && valid_kind(kinds, pack->kinds[i]) &&
            kinds->kinds[pack->kinds[i]].class == class)
            return i;
    return -1;
}

enum item_result item_equip(struct pack *pack, const struct item_kind_list *kinds, int slot,
                            struct entity *wearer)
{
    if (slot < 0 || slot >= pack->count || !valid_kind(kinds, pack->kinds[slot]))
        return ITEM_NO_SUCH_ITEM;
    const struct item_kind *k = &kinds->kinds[pack->kinds[slot]];
    if (k->class != ITEM_CLASS_WEAPON && k->class != ITEM_CLASS_ARMOUR)
        return ITEM_CANNOT_EQUIP;
    if (pack->equipped[slot])
        return ITEM_ALREADY_EQUIPPED;
    int before = equipped_of(pack, kinds, k->class);
    if (before >= 0) {
        apply_bonus(&kinds->kinds[pack->kinds[before]], wearer, -1);
        pack->equipped[before] = false;
    }
    apply_bonus(k, wearer, 1);
    pack->equipped[slot] = true;
    return ITEM_OK;
}

int item_pack_weapon(const struct pack *pack, const struct item_kind_list *kinds)
{
    return equipped_of(pack, kinds, ITEM_CLASS_WEAPON);
}

int item_pack_armour(const struct pack *pack, const struct item_kind_list *kinds)
{
    return equipped_of(pack, kinds, ITEM_CLASS_ARMOUR);
}

const char *item_pack_weapon_name(const struct pack *pack, const struct item_kind_list *kinds)
{
    int slot = item_pack_weapon(pack, kinds);
    return slot >= 0 ? kinds->kinds[pack->kinds[slot]].name : NULL;
}

const char *item_pack_armour_name(const struct pack *pack, const struct item_kind_list *kinds)
{
    int slot = item_pack_armour(pack, kinds);
    return slot >= 0 ? kinds->kinds[pack->kinds[slot]].name : NULL;
}

bool item_query_fits(const struct pack *pack, const struct item_lore *lore,
                     const struct item_kind_list *kinds, int slot, enum item_query query)
{
    if (slot < 0 || slot >= pack->count || !valid_kind(kinds, pack->kinds[slot]))
        return false;
    enum item_class class = kinds->kinds[pack->kinds[slot]].class;
    switch (query) {
    case ITEM_QUERY_ANY:
        return true;
    case ITEM_QUERY_DRINK:
        return class == ITEM_CLASS_POTION;
    case ITEM_QUERY_READ:
        return class == ITEM_CLASS_SCROLL;
    case ITEM_QUERY_EQUIP:
        return class == ITEM_CLASS_WEAPON || class == ITEM_CLASS_ARMOUR;
    case ITEM_QUERY_IDENTIFY:
        return !item_known(lore, kinds, pack->kinds[slot]);
    }
    return false;
}

int item_query_count(const struct pack *pack, const struct item_lore *lore,
                     const struct item_kind_list *kinds, enum item_query query)
{
    int count = 0;
    for (int i = 0; i < pack->count; i++)
        count += item_query_fits(pack, lore, kinds, i, query);
    return count;
}

const char *item_query_none_message(enum item_query query)
{
    switch (query) {
    case ITEM_QUERY_ANY:
        return "Your pack is empty.";
    case ITEM_QUERY_DRINK:
        return "You have nothing to drink.";
    case ITEM_QUERY_READ:
        return "You have nothing to read.";
    case ITEM_QUERY_EQUIP:
        return "You have nothing to wield or wear.";
    case ITEM_QUERY_IDENTIFY:
        return "You have nothing to identify.";
    }
    return "";
}

const char *item_result_message(enum item_result result)
{
    static const char *const messages[ITEM_RESULT_COUNT] = {
        [ITEM_OK] = "",
        [ITEM_NOTHING_HERE] = "There is nothing here to pick up.",
        [ITEM_PACK_FULL] = "Your pack is full.",
        [ITEM_FLOOR_FULL] = "There is no room to drop anything here.",
        [ITEM_NO_SUCH_ITEM] = "You have no such item.",
        [ITEM_CANNOT_DRINK] = "You cannot drink that.",
        [ITEM_CANNOT_READ] = "You cannot read that.",
        [ITEM_CANNOT_EQUIP] = "You cannot wield or wear that.",
        [ITEM_ALREADY_EQUIPPED] = "You are already using that.",
    };
    return (unsigned)result < ITEM_RESULT_COUNT ? messages[result] : "";
}
