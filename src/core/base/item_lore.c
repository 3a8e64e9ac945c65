/* Items' names and looks: the appearances a run deals, and learning them. */
#include "murk/base/item_lore.h"

#include <stdio.h>
#include <string.h>

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

/* The materials wands hide behind, each with the colour of its '/'. */
static const struct {
    const char *word;
    struct rgb rgb;
} wand_materials[] = {
    {"oak", {170, 120, 60}},
    {"bone", {230, 225, 200}},
    {"iron", {150, 150, 160}},
    {"copper", {210, 120, 70}},
    {"glass", {170, 220, 230}},
    {"ivory", {245, 240, 220}},
    {"ebony", {90, 80, 90}},
    {"silver", {205, 210, 220}},
    {"brass", {215, 180, 80}},
    {"crystal", {200, 170, 255}},
    {"jade", {80, 190, 120}},
    {"yew", {130, 160, 70}},
};

_Static_assert(sizeof wand_materials / sizeof wand_materials[0] == ITEM_WAND_MATERIALS,
               "ITEM_WAND_MATERIALS must count the wand materials");

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

/* Deals kind k its look: a potion the colour given, a scroll a title no
 * other kind has (made again a few times while one has it); every other
 * class is known from the start. */
static void deal_look(struct item_lore *lore, const struct item_kind_list *kinds, int k, int colour,
                      struct rng *rng)
{
    switch (kinds->kinds[k].class) {
    case ITEM_CLASS_POTION:
    case ITEM_CLASS_WAND:
        lore->appearance[k] = colour;
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
    case ITEM_CLASS_LAUNCHER:
    case ITEM_CLASS_AMMO:
    case ITEM_CLASS_COUNT:
        lore->known[k] = true;
        break;
    }
}

/* 0 to n - 1 in an order from rng: a Fisher-Yates shuffle. */
static void shuffled(int *order, int n, struct rng *rng)
{
    for (int i = 0; i < n; i++)
        order[i] = i;
    for (int i = n - 1; i > 0; i--) {
        int j = rng_range(rng, 0, i);
        int swap = order[i];
        order[i] = order[j];
        order[j] = swap;
    }
}

/* The wands' materials, shuffled after every other look is dealt, and
 * only when the kinds hold a wand: a list without wands draws what it
 * always drew, so older recordings deal the same names. */
static void deal_materials(struct item_lore *lore, const struct item_kind_list *kinds, int count,
                           struct rng *rng)
{
    bool any = false;
    for (int k = 0; k < count && !any; k++)
        any = kinds->kinds[k].class == ITEM_CLASS_WAND;
    if (!any)
        return;
    int order[ITEM_WAND_MATERIALS];
    shuffled(order, ITEM_WAND_MATERIALS, rng);
    int wands = 0;
    for (int k = 0; k < count; k++)
        if (kinds->kinds[k].class == ITEM_CLASS_WAND)
            lore->appearance[k] = order[wands++ % ITEM_WAND_MATERIALS];
}

void item_lore_shuffle(struct item_lore *lore, const struct item_kind_list *kinds, struct rng *rng)
{
    memset(lore, 0, sizeof *lore);
    /* The colours shuffled; potions take them in order. */
    int order[ITEM_POTION_COLOURS];
    shuffled(order, ITEM_POTION_COLOURS, rng);
    int potions = 0;
    int count = kinds->count < ITEM_KINDS_MAX ? kinds->count : ITEM_KINDS_MAX;
    for (int k = 0; k < count; k++) {
        /* The loader refuses more potions than colours; a hand-made list
         * with more shares colours rather than overflowing. */
        bool potion = kinds->kinds[k].class == ITEM_CLASS_POTION;
        deal_look(lore, kinds, k, potion ? order[potions++ % ITEM_POTION_COLOURS] : 0, rng);
    }
    deal_materials(lore, kinds, count, rng);
}

void item_lore_deal_new(struct item_lore *lore, const struct item_kind_list *kinds,
                        const bool *dealt, struct rng *rng)
{
    int count = kinds->count < ITEM_KINDS_MAX ? kinds->count : ITEM_KINDS_MAX;
    bool taken[ITEM_POTION_COLOURS] = {false};
    bool material_taken[ITEM_WAND_MATERIALS] = {false};
    for (int k = 0; k < count; k++) {
        if (dealt[k] && kinds->kinds[k].class == ITEM_CLASS_POTION)
            taken[lore->appearance[k]] = true;
        if (dealt[k] && kinds->kinds[k].class == ITEM_CLASS_WAND)
            material_taken[lore->appearance[k] % ITEM_WAND_MATERIALS] = true;
    }
    for (int k = 0; k < count; k++) {
        if (dealt[k])
            continue;
        /* A potion takes the first colour no dealt potion has (the last
         * when all are taken). */
        int colour = 0;
        if (kinds->kinds[k].class == ITEM_CLASS_POTION) {
            while (colour < ITEM_POTION_COLOURS - 1 && taken[colour])
                colour++;
            taken[colour] = true;
        } else if (kinds->kinds[k].class == ITEM_CLASS_WAND) {
            while (colour < ITEM_WAND_MATERIALS - 1 && material_taken[colour])
                colour++;
            material_taken[colour] = true;
        }
        deal_look(lore, kinds, k, colour, rng);
    }
}

bool item_known(const struct item_lore *lore, const struct item_kind_list *kinds, int kind)
{
    if (!item_kind_valid(kinds, kind))
        return false;
    enum item_class class = kinds->kinds[kind].class;
    return (class != ITEM_CLASS_POTION && class != ITEM_CLASS_SCROLL && class != ITEM_CLASS_WAND) ||
           lore->known[kind];
}

/* The name with its article, as known or not. */
static void describe(const struct item_lore *lore, const struct item_kind_list *kinds, int kind,
                     bool known, char *out, size_t n)
{
    if (n == 0)
        return;
    if (!item_kind_valid(kinds, kind)) {
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
    case ITEM_CLASS_WAND:
        if (known) {
            snprintf(out, n, "a wand of %s", k->name);
        } else {
            const char *material =
                wand_materials[lore->appearance[kind] % ITEM_WAND_MATERIALS].word;
            snprintf(out, n, "%s %s wand", vowel(material[0]) ? "an" : "a", material);
        }
        return;
    case ITEM_CLASS_WEAPON:
    case ITEM_CLASS_LAUNCHER:
    case ITEM_CLASS_AMMO:
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

void item_name_count(const struct item_lore *lore, const struct item_kind_list *kinds, int kind,
                     int count, char *out, size_t n)
{
    if (count <= 1 || !item_kind_valid(kinds, kind) || n == 0) {
        item_name(lore, kinds, kind, out, n);
        return;
    }
    const struct item_kind *k = &kinds->kinds[kind];
    bool known = item_known(lore, kinds, kind);
    switch (k->class) {
    case ITEM_CLASS_POTION:
        if (known)
            snprintf(out, n, "%d potions of %s", count, k->name);
        else
            snprintf(out,
                     n,
                     "%d %s potions",
                     count,
                     potion_colours[lore->appearance[kind] % ITEM_POTION_COLOURS].word);
        return;
    case ITEM_CLASS_SCROLL:
        if (known)
            snprintf(out, n, "%d scrolls of %s", count, k->name);
        else
            snprintf(out, n, "%d scrolls labelled %s", count, lore->title[kind]);
        return;
    case ITEM_CLASS_WAND:
        if (known)
            snprintf(out, n, "%d wands of %s", count, k->name);
        else
            snprintf(out,
                     n,
                     "%d %s wands",
                     count,
                     wand_materials[lore->appearance[kind] % ITEM_WAND_MATERIALS].word);
        return;
    case ITEM_CLASS_AMMO:
    case ITEM_CLASS_WEAPON:
    case ITEM_CLASS_ARMOUR:
    case ITEM_CLASS_LAUNCHER:
    case ITEM_CLASS_COUNT: {
        /* "2 daggers", as "2 arrows" beside it: one way of counting. */
        char plural[sizeof k->plural + 1];
        item_kind_plural(k, plural, sizeof plural);
        snprintf(out, n, "%d %s", count, plural);
        return;
    }
    }
}

void item_unknown_name(const struct item_lore *lore, const struct item_kind_list *kinds, int kind,
                       char *out, size_t n)
{
    describe(lore, kinds, kind, false, out, n);
}

void item_true_name(const struct item_kind_list *kinds, int kind, char *out, size_t n)
{
    describe(NULL, kinds, kind, true, out, n);
}

char item_glyph(const struct item_kind_list *kinds, int kind)
{
    return item_kind_valid(kinds, kind) ? item_class_glyph(kinds->kinds[kind].class) : '?';
}

struct rgb item_colour(const struct item_lore *lore, const struct item_kind_list *kinds, int kind)
{
    if (!item_kind_valid(kinds, kind))
        return (struct rgb){255, 255, 255};
    const struct item_kind *k = &kinds->kinds[kind];
    switch (k->class) {
    case ITEM_CLASS_POTION:
        return potion_colours[lore->appearance[kind] % ITEM_POTION_COLOURS].rgb;
    case ITEM_CLASS_SCROLL:
        return scroll_colour;
    case ITEM_CLASS_WAND:
        return wand_materials[lore->appearance[kind] % ITEM_WAND_MATERIALS].rgb;
    case ITEM_CLASS_WEAPON:
    case ITEM_CLASS_ARMOUR:
    case ITEM_CLASS_LAUNCHER:
    case ITEM_CLASS_AMMO:
    case ITEM_CLASS_COUNT:
        break;
    }
    return k->colour;
}

bool item_learn(struct item_lore *lore, const struct item_kind_list *kinds, int kind,
                struct msglog *log, int turn)
{
    if (!item_kind_valid(kinds, kind) || item_known(lore, kinds, kind))
        return false;
    lore->known[kind] = true;
    char name[ITEM_NAME_MAX];
    item_true_name(kinds, kind, name, sizeof name);
    msglog_add(log, turn, "It was %s.", name);
    return true;
}
