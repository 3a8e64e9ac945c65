/* Item kinds: the class and effect words, and data/items.txt's fields,
 * read by the kinds file loader. */
#include "murk/item_kind.h"

#include <stdarg.h>
#include <stdio.h>

#include "murk/kindfile.h"
#include "murk/parse.h"

/* The parser writes a PARSE_CHOICE as an int. */
_Static_assert(sizeof(enum item_class) == sizeof(int), "item_class must be int-sized");
_Static_assert(sizeof(enum item_effect) == sizeof(int), "item_effect must be int-sized");

/* What each effect needs the kind to give. */
enum needs { NEEDS_NOTHING, NEEDS_TURNS, NEEDS_POWER, NEEDS_HARM };

/* How ammunition flies, for "flies:": its index is struct item_kind's
 * fired. NULL-terminated, for the parser's PARSE_CHOICE. */
static const char *const flies_words[] = {"thrown", "fired", NULL};

/* NULL-terminated, for the parser's PARSE_CHOICE. */
static const char *const class_words[ITEM_CLASS_COUNT + 1] = {
#define ITEM_CLASS(id, word, glyph, one) [ITEM_CLASS_##id] = word,
#include "murk/item_class.def"
#undef ITEM_CLASS
};

static const char *const class_ones[ITEM_CLASS_COUNT] = {
#define ITEM_CLASS(id, word, glyph, one) [ITEM_CLASS_##id] = one,
#include "murk/item_class.def"
#undef ITEM_CLASS
};

static const char class_glyphs[ITEM_CLASS_COUNT] = {
#define ITEM_CLASS(id, word, glyph, one) [ITEM_CLASS_##id] = glyph,
#include "murk/item_class.def"
#undef ITEM_CLASS
};

/* NULL-terminated, for the parser's PARSE_CHOICE. */
static const char *const effect_words[ITEM_EFFECT_COUNT + 1] = {
#define ITEM_EFFECT(id, word, class, needs) [ITEM_EFFECT_##id] = word,
#include "murk/item_effect.def"
#undef ITEM_EFFECT
};

static const enum item_class effect_classes[ITEM_EFFECT_COUNT] = {
#define ITEM_EFFECT(id, word, class, needs) [ITEM_EFFECT_##id] = ITEM_CLASS_##class,
#include "murk/item_effect.def"
#undef ITEM_EFFECT
};

static const enum needs effect_needs[ITEM_EFFECT_COUNT] = {
#define ITEM_EFFECT(id, word, class, needs) [ITEM_EFFECT_##id] = NEEDS_##needs,
#include "murk/item_effect.def"
#undef ITEM_EFFECT
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

const char *item_effect_word(enum item_effect effect)
{
    return (unsigned)effect < ITEM_EFFECT_COUNT ? effect_words[effect] : NULL;
}

int item_effect_from_word(const char *word, size_t len)
{
    return parse_choice_index(effect_words, word, len);
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
    /* Not given is ITEM_EFFECT_NONE, the zero a record starts with. */
    {.directive = "effect",
     .type = PARSE_CHOICE,
     .offset = offsetof(struct item_kind, effect),
     .choices = effect_words,
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

/* The number an effect needs, against what the kind gives. */
static bool check_numbers(const struct item_kind *k, enum item_effect effect,
                          struct parse_problem *problem)
{
    enum needs needs = effect_needs[effect];
    const char *word = effect_words[effect];
    if (needs == NEEDS_TURNS && k->turns == 0)
        return problem_at(problem, "turns", "effect %s needs turns:N, how long it lasts", word);
    if (needs != NEEDS_TURNS && k->turns != 0)
        return problem_at(problem, "turns", "effect %s lasts no turns; give no turns", word);
    if (needs == NEEDS_POWER && k->power == 0)
        return problem_at(problem, "power", "effect %s needs power:N, how strong it is", word);
    if (needs != NEEDS_POWER && k->power != 0)
        return problem_at(problem, "power", "effect %s has no power; give no power", word);
    return true;
}

/* Effect and colour: potions and scrolls have an effect and hide behind
 * their appearance; the rest have no effect and a colour of their own. */
static bool check_looks(const struct item_kind *k, struct parse_problem *problem)
{
    enum item_class class = k->class;
    enum item_effect effect = k->effect;
    const char *one = class_ones[class];
    bool coloured = k->colour.r || k->colour.g || k->colour.b;
    if (class != ITEM_CLASS_POTION && class != ITEM_CLASS_SCROLL) {
        if (effect != ITEM_EFFECT_NONE)
            return problem_at(problem, "effect", "%s has no effect; give none", one);
        if (!coloured)
            return problem_at(problem, "colour", "%s needs colour:R,G,B (not 0,0,0)", one);
        return true;
    }
    if (effect == ITEM_EFFECT_NONE)
        return problem_at(problem, "effect", "%s needs an effect", one);
    if (effect_classes[effect] != class)
        return problem_at(problem,
                          "effect",
                          "effect %s is for %s, not %s",
                          effect_words[effect],
                          class_ones[effect_classes[effect]],
                          one);
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
    bool flies = ammo || effect_needs[k->effect] == NEEDS_HARM;
    const char *one =
        k->class == ITEM_CLASS_SCROLL ? effect_words[k->effect] : class_ones[k->class];
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
           check_numbers(k, k->effect, problem);
}

/* What ties the kinds together: each potion needs a colour of its own to
 * hide behind. */
static bool item_check_all(const void *records, int count, char *message, size_t size)
{
    const struct item_kind *kinds = records;
    int potions = 0;
    for (int i = 0; i < count; i++)
        potions += kinds[i].class == ITEM_CLASS_POTION;
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

int item_kind_list_parse(struct item_kind_list *list, const char *text, size_t len,
                         const char *path, struct diag *diag)
{
    struct kindfile_records records = records_of(list);
    int result = kindfile_parse(&item_file, &records, text, len, path, diag);
    set_records(list, &records);
    return result;
}

int item_kind_list_load(struct item_kind_list *list, const char *path, struct diag *diag)
{
    struct kindfile_records records = records_of(list);
    int result = kindfile_load(&item_file, &records, path, diag);
    set_records(list, &records);
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
