/* Item kinds: the class and effect words, and data/items.txt read with the
 * shared table parser. */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "murk/datafile.h"
#include "murk/item.h"
#include "murk/parse.h"

/* What each effect needs the kind to give. */
enum needs { NEEDS_NOTHING, NEEDS_TURNS, NEEDS_POWER };

static const char *const class_words[ITEM_CLASS_COUNT] = {
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

static const char *const effect_words[ITEM_EFFECT_COUNT] = {
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

/* The index of the len bytes at word in a table of n words, or -1. */
static int word_index(const char *const *words, int n, const char *word, size_t len)
{
    if (word == NULL)
        return -1;
    for (int i = 0; i < n; i++)
        if (strlen(words[i]) == len && memcmp(words[i], word, len) == 0)
            return i;
    return -1;
}

int item_class_from_word(const char *word, size_t len)
{
    return word_index(class_words, ITEM_CLASS_COUNT, word, len);
}

const char *item_effect_word(enum item_effect effect)
{
    return (unsigned)effect < ITEM_EFFECT_COUNT ? effect_words[effect] : NULL;
}

int item_effect_from_word(const char *word, size_t len)
{
    return word_index(effect_words, ITEM_EFFECT_COUNT, word, len);
}

/* ---- parsing ---- */

/* What the parser fills: class and effect arrive as word masks (the
 * parser's PARSE_WORDS), and become the kind's enums once the record is
 * done. */
struct item_record {
    struct item_kind kind;
    uint32_t class_mask;
    uint32_t effect_mask;
};

/* The list being filled, and the record the parser is filling now. */
struct item_parse {
    struct item_kind_list *list;
    struct item_record staged;
    bool have_staged;
    bool too_many;
    bool no_memory;
};

#define MEMBER_SIZE(type, member) sizeof(((type *)0)->member)

static const struct parse_field item_fields[] = {
    {.directive = "name",
     .type = PARSE_STRING,
     .offset = offsetof(struct item_record, kind.name),
     .size = MEMBER_SIZE(struct item_kind, name),
     .required = true},
    {.directive = "class",
     .type = PARSE_WORDS,
     .offset = offsetof(struct item_record, class_mask),
     .required = true,
     .word = item_class_from_word,
     .word_noun = "class"},
    {.directive = "effect",
     .type = PARSE_WORDS,
     .offset = offsetof(struct item_record, effect_mask),
     .word = item_effect_from_word,
     .word_noun = "effect"},
    {.directive = "colour", .type = PARSE_RGB, .offset = offsetof(struct item_record, kind.colour)},
    {.directive = "turns",
     .type = PARSE_INT,
     .offset = offsetof(struct item_record, kind.turns),
     .min = 1,
     .max = 1000},
    {.directive = "power",
     .type = PARSE_INT,
     .offset = offsetof(struct item_record, kind.power),
     .min = 1,
     .max = 1000},
    {.directive = "damage",
     .type = PARSE_INT,
     .offset = offsetof(struct item_record, kind.damage),
     .min = 1,
     .max = 100},
    {.directive = "defense",
     .type = PARSE_INT,
     .offset = offsetof(struct item_record, kind.defense),
     .min = 1,
     .max = 100},
    {.directive = "depth",
     .type = PARSE_RANGE,
     .offset = offsetof(struct item_record, kind.depth_min),
     .offset_max = offsetof(struct item_record, kind.depth_max),
     .min = 1,
     .max = 100,
     .required = true},
    {.directive = "frequency",
     .type = PARSE_INT,
     .offset = offsetof(struct item_record, kind.frequency),
     .min = 1,
     .max = 1000,
     .required = true},
};

/* The lowest bit set in mask, or -1 for none. */
static int lowest_bit(uint32_t mask)
{
    for (int i = 0; i < 32; i++)
        if (mask & ((uint32_t)1u << i))
            return i;
    return -1;
}

static bool one_bit(uint32_t mask)
{
    return mask != 0 && (mask & (mask - 1)) == 0;
}

/* Moves the staged record into the list, its masks made enums. */
static void flush_staged(struct item_parse *ctx)
{
    if (!ctx->have_staged)
        return;
    ctx->have_staged = false;
    struct item_kind_list *list = ctx->list;
    if (list->count >= ITEM_KINDS_MAX) {
        ctx->too_many = true;
        return;
    }
    if (list->count == list->capacity) {
        int capacity = list->capacity ? list->capacity * 2 : 16;
        struct item_kind *kinds = realloc(list->kinds, (size_t)capacity * sizeof *kinds);
        if (kinds == NULL) {
            ctx->no_memory = true;
            return;
        }
        list->kinds = kinds;
        list->capacity = capacity;
    }
    struct item_kind *k = &list->kinds[list->count++];
    *k = ctx->staged.kind;
    /* A record with errors may have no class or several; the list is bad
     * then anyway, but its enums stay in range. */
    int class = lowest_bit(ctx->staged.class_mask);
    int effect = lowest_bit(ctx->staged.effect_mask);
    k->class = class >= 0 && class < ITEM_CLASS_COUNT ? (enum item_class) class : ITEM_CLASS_POTION;
    k->effect =
        effect >= 0 && effect < ITEM_EFFECT_COUNT ? (enum item_effect)effect : ITEM_EFFECT_NONE;
}

static void *item_new_record(void *context)
{
    struct item_parse *ctx = context;
    flush_staged(ctx);
    if (ctx->no_memory)
        return NULL;
    memset(&ctx->staged, 0, sizeof ctx->staged);
    ctx->have_staged = true;
    return &ctx->staged;
}

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

/* What ties the fields together: the class decides which of the others a
 * kind must and must not have. */
static bool item_check(const void *record, struct parse_problem *problem)
{
    const struct item_record *r = record;
    const struct item_kind *k = &r->kind;
    if (!one_bit(r->class_mask))
        return problem_at(problem, "class", "class takes one of potion, scroll, weapon, armour");
    if (r->effect_mask != 0 && !one_bit(r->effect_mask))
        return problem_at(problem, "effect", "effect takes one word");

    enum item_class class = (enum item_class)lowest_bit(r->class_mask);
    enum item_effect effect =
        r->effect_mask ? (enum item_effect)lowest_bit(r->effect_mask) : ITEM_EFFECT_NONE;
    const char *one = class_ones[class];
    bool gear = class == ITEM_CLASS_WEAPON || class == ITEM_CLASS_ARMOUR;
    bool coloured = k->colour.r || k->colour.g || k->colour.b;

    if (gear) {
        if (effect != ITEM_EFFECT_NONE)
            return problem_at(problem, "effect", "%s has no effect; give none", one);
        if (!coloured)
            return problem_at(problem, "colour", "%s needs colour:R,G,B (not 0,0,0)", one);
    } else {
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
    }
    if (class == ITEM_CLASS_WEAPON && k->damage == 0)
        return problem_at(problem, "damage", "%s needs damage:N, added to the wielder's", one);
    if (class != ITEM_CLASS_WEAPON && k->damage != 0)
        return problem_at(problem, "damage", "only a weapon has damage, not %s", one);
    if (class == ITEM_CLASS_ARMOUR && k->defense == 0)
        return problem_at(problem, "defense", "%s needs defense:N, added to the wearer's", one);
    if (class != ITEM_CLASS_ARMOUR && k->defense != 0)
        return problem_at(problem, "defense", "only armour has defense, not %s", one);
    return check_numbers(k, effect, problem);
}

static const struct parse_table item_table = {
    .noun = "item",
    .fields = item_fields,
    .count = (int)(sizeof item_fields / sizeof item_fields[0]),
    .new_record = item_new_record,
    .check = item_check,
};

int item_kind_list_parse(struct item_kind_list *list, const char *text, size_t len,
                         const char *path, struct diag *diag)
{
    struct item_parse ctx = {.list = list};
    int errors = parse_records(&item_table, &ctx, text, len, path, diag);
    flush_staged(&ctx);
    if (ctx.no_memory && errors == 0) {
        diag_add_file(diag, path, "out of memory");
        errors++;
    }
    if (ctx.too_many) {
        diag_add_file(diag, path, "more than %d items", ITEM_KINDS_MAX);
        errors++;
    }
    int potions = 0;
    for (int i = 0; i < list->count; i++)
        potions += list->kinds[i].class == ITEM_CLASS_POTION;
    if (errors == 0 && potions > ITEM_POTION_COLOURS) {
        diag_add_file(diag,
                      path,
                      "%d potions, but only %d colours to hide them behind",
                      potions,
                      ITEM_POTION_COLOURS);
        errors++;
    }
    return errors == 0 ? 0 : -1;
}

int item_kind_list_load(struct item_kind_list *list, const char *path, struct diag *diag)
{
    char *text = NULL;
    size_t len = 0;
    int result = datafile_read(path, &text, &len, diag);
    if (result != 0)
        return result;
    result = item_kind_list_parse(list, text, len, path, diag);
    free(text);
    return result;
}

void item_kind_list_free(struct item_kind_list *list)
{
    free(list->kinds);
    list->kinds = NULL;
    list->count = 0;
    list->capacity = 0;
}

int item_kind_find(const struct item_kind_list *list, const char *name)
{
    for (int i = 0; i < list->count; i++)
        if (strcmp(list->kinds[i].name, name) == 0)
            return i;
    return -1;
}

struct depth_query {
    const struct item_kind_list *kinds;
    int depth;
};

static int item_weight(const void *ctx, int i)
{
    const struct depth_query *q = ctx;
    const struct item_kind *k = &q->kinds->kinds[i];
    return k->depth_min <= q->depth && q->depth <= k->depth_max ? k->frequency : 0;
}

int item_pick_kind(const struct item_kind_list *kinds, int depth, struct rng *rng)
{
    struct depth_query q = {kinds, depth};
    return rng_pick_weighted(rng, kinds->count, item_weight, &q);
}
