/* Item kinds: the class and effect words, and data/items.txt's fields,
 * read by the kinds file loader. */
#include "murk/base/item_kind.h"

#include <stdarg.h>
#include <stdio.h>

#include "murk/base/kindfile.h"
#include "murk/base/parse.h"

/* The parser writes a PARSE_CHOICE as an int. */
_Static_assert(sizeof(enum item_class) == sizeof(int), "item_class must be int-sized");

/* How ammunition flies, for "flies:": its index is struct item_kind's
 * fired. NULL-terminated, for the parser's PARSE_CHOICE. */
static const char *const flies_words[] = {"thrown", "fired", NULL};

/* Whether the kind is drawn by its meter (meter.def), for "metered:". */
static const char *const metered_words[] = {"no", "yes", NULL};

/* NULL-terminated, for the parser's PARSE_CHOICE. */
static const char *const class_words[ITEM_CLASS_COUNT + 1] = {
#define ITEM_CLASS(id, word, glyph, one) [ITEM_CLASS_##id] = word,
#include "murk/base/item_class.def"
#undef ITEM_CLASS
};

static const char *const class_ones[ITEM_CLASS_COUNT] = {
#define ITEM_CLASS(id, word, glyph, one) [ITEM_CLASS_##id] = one,
#include "murk/base/item_class.def"
#undef ITEM_CLASS
};

static const char class_glyphs[ITEM_CLASS_COUNT] = {
#define ITEM_CLASS(id, word, glyph, one) [ITEM_CLASS_##id] = glyph,
#include "murk/base/item_class.def"
#undef ITEM_CLASS
};

const char *item_class_word(enum item_class class)
{
    return (unsigned)class < ITEM_CLASS_COUNT ? class_words[class] : NULL;
}

const char *item_class_one(enum item_class class)
{
    return (unsigned)class < ITEM_CLASS_COUNT ? class_ones[class] : NULL;
}

char item_class_glyph(enum item_class class)
{
    return (unsigned)class < ITEM_CLASS_COUNT ? class_glyphs[class] : '?';
}

int item_class_from_word(const char *word, size_t len)
{
    return parse_choice_index(class_words, word, len);
}

bool item_kind_has(const struct item_kind *kind, enum effect e)
{
    return effect_lines_have(&kind->effects, e);
}

bool item_kind_good(const struct item_kind *kind)
{
    for (int i = 0; i < kind->effects.count; i++)
        if (!effect_good((enum effect)kind->effects.at[i].word))
            return false;
    return true;
}

int item_kind_amount(const struct item_kind *kind, enum effect e)
{
    for (int i = 0; i < kind->effects.count; i++)
        if (kind->effects.at[i].word == (int)e)
            return kind->effects.at[i].amount;
    return 0;
}

/* ---- parsing ---- */

#define MEMBER_SIZE(type, member) sizeof(((type *)0)->member)

static const struct parse_field item_fields[] = {
    {.directive = "name",
     .type = PARSE_STRING,
     .offset = offsetof(struct item_kind, name),
     .size = MEMBER_SIZE(struct item_kind, name),
     .required = true},
    {.directive = "class",
     .type = PARSE_CHOICE,
     .offset = offsetof(struct item_kind, class),
     .required = true,
     .choices = class_words,
     .word_noun = "class"},
    /* One line an effect, in the order they act. */
    {.directive = "effect",
     .type = PARSE_LIST,
     .offset = offsetof(struct item_kind, effects),
     .word = effect_from_word,
     .word_noun = "effect"},
    {.directive = "colour", .type = PARSE_RGB, .offset = offsetof(struct item_kind, colour)},
    {.directive = "turns",
     .type = PARSE_INT,
     .offset = offsetof(struct item_kind, turns),
     .min = 1,
     .max = 1000},
    {.directive = "power",
     .type = PARSE_INT,
     .offset = offsetof(struct item_kind, power),
     .min = 1,
     .max = 1000},
    {.directive = "damage",
     .type = PARSE_INT,
     .offset = offsetof(struct item_kind, damage),
     .min = 1,
     .max = 100},
    {.directive = "defense",
     .type = PARSE_INT,
     .offset = offsetof(struct item_kind, defense),
     .min = 1,
     .max = 100},
    {.directive = "plural",
     .type = PARSE_STRING,
     .offset = offsetof(struct item_kind, plural),
     .size = MEMBER_SIZE(struct item_kind, plural)},
    {.directive = "harm",
     .type = PARSE_RANGE,
     .offset = offsetof(struct item_kind, harm_min),
     .offset_max = offsetof(struct item_kind, harm_max),
     .min = 1,
     .max = 100},
    /* A flight fits in MISSILE_PATH_MAX cells with room to spare. */
    {.directive = "range",
     .type = PARSE_INT,
     .offset = offsetof(struct item_kind, range),
     .min = 1,
     .max = 20},
    {.directive = "flies",
     .type = PARSE_CHOICE,
     .offset = offsetof(struct item_kind, fired),
     .choices = flies_words,
     .word_noun = "way to fly"},
    {.directive = "breaks",
     .type = PARSE_INT,
     .offset = offsetof(struct item_kind, breaks),
     .min = 1,
     .max = 1000},
    {.directive = "bundle",
     .type = PARSE_RANGE,
     .offset = offsetof(struct item_kind, bundle_min),
     .offset_max = offsetof(struct item_kind, bundle_max),
     .min = 1,
     .max = 99},
    {.directive = "charges",
     .type = PARSE_RANGE,
     .offset = offsetof(struct item_kind, charges_min),
     .offset_max = offsetof(struct item_kind, charges_max),
     .min = 1,
     .max = 99},
    {.directive = "depth",
     .type = PARSE_RANGE,
     .offset = offsetof(struct item_kind, depth_min),
     .offset_max = offsetof(struct item_kind, depth_max),
     .min = 1,
     .max = 100,
     .required = true},
    {.directive = "frequency",
     .type = PARSE_INT,
     .offset = offsetof(struct item_kind, frequency),
     .min = 1,
     .max = 1000,
     .required = true},
    {.directive = "metered",
     .type = PARSE_CHOICE,
     .offset = offsetof(struct item_kind, metered),
     .choices = metered_words,
     .word_noun = "yes or no"},
};

/* Fills in the problem, printf-style, and returns false. */
static bool problem_at(struct parse_problem *problem, const char *directive, const char *fmt, ...)
    DIAG_PRINTF(3, 4);
static bool problem_at(struct parse_problem *problem, const char *directive, const char *fmt, ...)
{
    problem->directive = directive;
    va_list args;
    va_start(args, fmt);
    vsnprintf(problem->message, sizeof problem->message, fmt, args);
    va_end(args);
    return false;
}

/* Whether any of the kind's effects needs that number. */
static bool any_needs(const struct item_kind *k, enum effect_needs needs)
{
    for (int i = 0; i < k->effects.count; i++)
        if (effect_needs((enum effect)k->effects.at[i].word) == needs)
            return true;
    return false;
}

/* The number one effect line needs, against what it and the kind give: a
 * status's turns or an amount on the line ("effect:poison:6"), or in the
 * old form on the kind ("turns:6"), never both. */
static bool check_line(const struct item_kind *k, const struct parse_entry *line,
                       struct parse_problem *problem)
{
    enum effect e = (enum effect)line->word;
    const char *word = effect_word(e);
    enum effect_needs needs = effect_needs(e);
    bool takes = needs == EFFECT_NEEDS_TURNS || needs == EFFECT_NEEDS_POWER;
    const char *old = needs == EFFECT_NEEDS_TURNS ? "turns" : "power";
    int legacy = needs == EFFECT_NEEDS_TURNS ? k->turns : k->power;
    if (!takes && line->amount != 0)
        return problem_at(problem, "effect", "effect %s takes no number; write effect:%s", word,
                          word);
    if (takes && line->amount == 0 && legacy == 0)
        return problem_at(problem,
                          "effect",
                          "effect %s needs %s: effect:%s:N",
                          word,
                          needs == EFFECT_NEEDS_TURNS ? "how long it lasts" : "how strong it is",
                          word);
    if (takes && line->amount != 0 && legacy != 0)
        return problem_at(problem, old, "give effect %s's number once: effect:%s:N, no %s:", word,
                          word, old);
    return true;
}

/* The kind's numbers against its effects: each line's, and no old-form
 * turns: or power: that no effect takes. */
static bool check_numbers(const struct item_kind *k, struct parse_problem *problem)
{
    for (int i = 0; i < k->effects.count; i++)
        if (!check_line(k, &k->effects.at[i], problem))
            return false;
    if (k->turns != 0 && !any_needs(k, EFFECT_NEEDS_TURNS))
        return problem_at(problem, "turns", "no effect of this kind lasts; give no turns");
    if (k->power != 0 && !any_needs(k, EFFECT_NEEDS_POWER))
        return problem_at(problem, "power", "no effect of this kind has a power; give no power");
    return true;
}

/* Effects and colour: potions and scrolls have effects and hide behind
 * their appearance; the rest have none and a colour of their own. */
static bool check_looks(const struct item_kind *k, struct parse_problem *problem)
{
    enum item_class class = k->class;
    const char *one = class_ones[class];
    bool coloured = k->colour.r || k->colour.g || k->colour.b;
    bool wand = class == ITEM_CLASS_WAND;
    if (wand && k->charges_max == 0)
        return problem_at(problem, "charges", "%s needs charges:MIN-MAX, how many it holds", one);
    if (!wand && k->charges_max != 0)
        return problem_at(problem, "charges", "only a wand has charges, not %s", one);
    if (class != ITEM_CLASS_POTION && class != ITEM_CLASS_SCROLL && !wand) {
        if (k->effects.count != 0)
            return problem_at(problem, "effect", "%s has no effect; give none", one);
        if (!coloured)
            return problem_at(problem, "colour", "%s needs colour:R,G,B (not 0,0,0)", one);
        return true;
    }
    if (k->effects.count == 0)
        return problem_at(problem, "effect", "%s needs an effect", one);
    unsigned carrier = class == ITEM_CLASS_POTION ? EFFECT_ON_POTION
                       : wand                     ? EFFECT_ON_WAND
                                                  : EFFECT_ON_SCROLL;
    for (int i = 0; i < k->effects.count; i++) {
        enum effect e = (enum effect)k->effects.at[i].word;
        unsigned where = effect_where(e);
        if (!(where & carrier))
            return problem_at(problem,
                              "effect",
                              "effect %s is for %s, not %s",
                              effect_word(e),
                              where & EFFECT_ON_POTION   ? "a potion"
                              : where & EFFECT_ON_SCROLL ? "a scroll"
                              : where & EFFECT_ON_WAND   ? "a wand"
                                                         : "a monster's blow",
                              one);
    }
    if (coloured)
        return problem_at(problem, "colour", "%s shows by its appearance; give no colour", one);
    return true;
}

/* Damage and defense: what wielding or wearing it adds. */
static bool check_gear(const struct item_kind *k, struct parse_problem *problem)
{
    enum item_class class = k->class;
    const char *one = class_ones[class];
    if (class == ITEM_CLASS_WEAPON && k->damage == 0)
        return problem_at(problem, "damage", "%s needs damage:N, added to the wielder's", one);
    if (class != ITEM_CLASS_WEAPON && class != ITEM_CLASS_LAUNCHER && k->damage != 0)
        return problem_at(problem, "damage", "only a weapon or a launcher has damage, not %s", one);
    if (class == ITEM_CLASS_ARMOUR && k->defense == 0)
        return problem_at(problem, "defense", "%s needs defense:N, added to the wearer's", one);
    if (class != ITEM_CLASS_ARMOUR && k->defense != 0)
        return problem_at(problem, "defense", "only armour has defense, not %s", one);
    return true;
}

/* What flies: ammunition and the scrolls that strike need their harm and
 * range; a weapon may have a range (it can be thrown); ammunition alone
 * is fired, breaks, comes in bundles and has a plural. */
static bool check_flight(const struct item_kind *k, struct parse_problem *problem)
{
    bool ammo = k->class == ITEM_CLASS_AMMO;
    bool flies = ammo || any_needs(k, EFFECT_NEEDS_HARM);
    const char *one = k->class == ITEM_CLASS_SCROLL && k->effects.count > 0
                          ? effect_word((enum effect)k->effects.at[0].word)
                          : class_ones[k->class];
    if (flies && k->harm_max == 0)
        return problem_at(problem, "harm", "%s needs harm:MIN-MAX, its damage when it hits", one);
    if (!flies && k->harm_max != 0)
        return problem_at(problem, "harm", "%s does no harm; give no harm", one);
    if (flies && k->range == 0)
        return problem_at(problem, "range", "%s needs range:N, how far it flies", one);
    if (!flies && k->class != ITEM_CLASS_WEAPON && k->range != 0)
        return problem_at(problem, "range", "%s does not fly; give no range", one);
    if (!ammo && k->fired != 0)
        return problem_at(problem, "flies", "only ammunition is fired, not %s", one);
    if (!ammo && k->breaks != 0)
        return problem_at(problem, "breaks", "only ammunition breaks, not %s", one);
    if (ammo && k->bundle_max == 0)
        return problem_at(problem, "bundle", "%s needs bundle:MIN-MAX, how many lie together", one);
    if (!ammo && k->bundle_max != 0)
        return problem_at(problem, "bundle", "only ammunition comes in bundles, not %s", one);
    if (!ammo && k->plural[0] != 0)
        return problem_at(problem, "plural", "only ammunition is counted, not %s", one);
    return true;
}

/* What ties the fields together: the class decides which of the others a
 * kind must and must not have. */
static bool item_check(const void *record, struct parse_problem *problem)
{
    const struct item_kind *k = record;
    return check_looks(k, problem) && check_gear(k, problem) && check_flight(k, problem) &&
           check_numbers(k, problem);
}

/* What ties the kinds together: each potion needs a colour of its own to
 * hide behind. */
static bool item_check_all(const void *records, int count, char *message, size_t size)
{
    const struct item_kind *kinds = records;
    int potions = 0, wands = 0;
    for (int i = 0; i < count; i++) {
        potions += kinds[i].class == ITEM_CLASS_POTION;
        wands += kinds[i].class == ITEM_CLASS_WAND;
    }
    if (wands > ITEM_WAND_MATERIALS) {
        snprintf(message,
                 size,
                 "%d wands, but only %d materials to hide them behind",
                 wands,
                 ITEM_WAND_MATERIALS);
        return false;
    }
    if (potions <= ITEM_POTION_COLOURS)
        return true;
    snprintf(message,
             size,
             "%d potions, but only %d colours to hide them behind",
             potions,
             ITEM_POTION_COLOURS);
    return false;
}

static const struct kindfile item_file = {
    .table =
        {
            .noun = "item",
            .fields = item_fields,
            .count = (int)(sizeof item_fields / sizeof item_fields[0]),
            .check = item_check,
        },
    .record_size = sizeof(struct item_kind),
    .max = ITEM_KINDS_MAX,
    .check_all = item_check_all,
};

/* The list as the loader's records and back: the same three members, the
 * array typed only on this side. */
static struct kindfile_records records_of(struct item_kind_list *list)
{
    return (struct kindfile_records){list->kinds, list->count, list->capacity};
}

static void set_records(struct item_kind_list *list, const struct kindfile_records *records)
{
    list->kinds = records->data;
    list->count = records->count;
    list->capacity = records->capacity;
}

/* The old form's numbers moved onto the lines that take them, so the rest
 * of the game reads every effect's number from its line alone. */
static void fill_amounts(struct item_kind_list *list)
{
    for (int i = 0; i < list->count; i++) {
        struct item_kind *k = &list->kinds[i];
        for (int j = 0; j < k->effects.count; j++) {
            struct parse_entry *line = &k->effects.at[j];
            enum effect_needs needs = effect_needs((enum effect)line->word);
            if (line->amount == 0 && needs == EFFECT_NEEDS_TURNS)
                line->amount = k->turns;
            else if (line->amount == 0 && needs == EFFECT_NEEDS_POWER)
                line->amount = k->power;
        }
    }
}

int item_kind_list_parse(struct item_kind_list *list, const char *text, size_t len,
                         const char *path, struct diag *diag)
{
    struct kindfile_records records = records_of(list);
    int result = kindfile_parse(&item_file, &records, text, len, path, diag);
    set_records(list, &records);
    fill_amounts(list);
    return result;
}

int item_kind_list_load(struct item_kind_list *list, const char *path, struct diag *diag)
{
    struct kindfile_records records = records_of(list);
    int result = kindfile_load(&item_file, &records, path, diag);
    set_records(list, &records);
    fill_amounts(list);
    return result;
}

void item_kind_list_free(struct item_kind_list *list)
{
    struct kindfile_records records = records_of(list);
    kindfile_free(&records);
    set_records(list, &records);
}

int item_kind_find(const struct item_kind_list *list, const char *name)
{
    return kindfile_find(&item_file, list->kinds, list->count, name);
}

bool item_kind_valid(const struct item_kind_list *kinds, int kind)
{
    return kinds != NULL && kind >= 0 && kind < kinds->count && kind < ITEM_KINDS_MAX;
}

void item_kind_plural(const struct item_kind *kind, char *out, size_t n)
{
    if (kind->plural[0])
        snprintf(out, n, "%s", kind->plural);
    else
        snprintf(out, n, "%ss", kind->name);
}

struct depth_query {
    const struct item_kind_list *kinds;
    int depth;
    int class; /* only kinds of this class, or -1 for all */
};

static int item_weight(const void *ctx, int i)
{
    const struct depth_query *q = ctx;
    const struct item_kind *k = &q->kinds->kinds[i];
    if (q->class >= 0 && (int)k->class != q->class)
        return 0;
    return k->depth_min <= q->depth && q->depth <= k->depth_max ? k->frequency : 0;
}

int item_pick_kind(const struct item_kind_list *kinds, int depth, struct rng *rng)
{
    struct depth_query q = {kinds, depth, -1};
    return rng_pick_weighted(rng, kinds->count, item_weight, &q);
}

int item_pick_kind_of(const struct item_kind_list *kinds, int depth, enum item_class class,
                      struct rng *rng)
{
    struct depth_query q = {kinds, depth, (int)class};
    return rng_pick_weighted(rng, kinds->count, item_weight, &q);
}
