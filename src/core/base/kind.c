/* Monster kinds: data/monsters.txt's fields, read by the kinds file loader. */
#include "murk/base/kind.h"

#include <stdio.h>
#include <string.h>

#include <stdlib.h>

#include "murk/base/datafile.h"
#include "murk/base/effect_list.h"
#include "murk/base/kind_group.h"
#include "murk/base/kindfile.h"
#include "murk/base/parse.h"

/* The old form's trait drains, now the blow effect drain: read, and made
 * a blow when the record is done. A bit no trait uses. */
enum { OLD_DRAINS_BIT = 31 };
_Static_assert((int)TRAIT_COUNT <= (int)OLD_DRAINS_BIT, "the old drains bit must stay free");

static int trait_or_old_word(const char *word, size_t len)
{
    int t = trait_from_word(word, len);
    if (t < 0 && len == 6 && memcmp(word, "drains", 6) == 0)
        return OLD_DRAINS_BIT;
    return t;
}

#define MEMBER_SIZE(type, member) sizeof(((type *)0)->member)

/* The parser writes a PARSE_CHOICE as an int. */
_Static_assert(sizeof(enum passability) == sizeof(int), "passability must be int-sized");

static const struct parse_field kind_fields[] = {
    {.directive = "name",
     .type = PARSE_STRING,
     .offset = offsetof(struct kind, name),
     .size = MEMBER_SIZE(struct kind, name),
     .required = true},
    {.directive = "glyph",
     .type = PARSE_GLYPH,
     .offset = offsetof(struct kind, glyph),
     .required = true},
    {.directive = "colour",
     .type = PARSE_RGB,
     .offset = offsetof(struct kind, colour),
     .required = true},
    {.directive = "sight",
     .type = PARSE_INT,
     .offset = offsetof(struct kind, sight),
     .min = 1,
     .max = KIND_SIGHT_MAX,
     .required = true},
    {.directive = "health",
     .type = PARSE_INT,
     .offset = offsetof(struct kind, health),
     .min = 1,
     .max = 1000,
     .required = true},
    {.directive = "blow",
     .type = PARSE_LIST,
     .offset = offsetof(struct kind, blows),
     .word = effect_from_word,
     .word_noun = "blow",
     .ranged = true,
     .min = 0,
     .max = 100},
    {.directive = "damage",
     .type = PARSE_RANGE,
     .offset = offsetof(struct kind, damage_min),
     .offset_max = offsetof(struct kind, damage_max),
     .min = 0,
     .max = 100},
    {.directive = "defense",
     .type = PARSE_INT,
     .offset = offsetof(struct kind, defense),
     .min = 0,
     .max = 100},
    {.directive = "traits",
     .type = PARSE_WORDS,
     .offset = offsetof(struct kind, traits),
     .word = trait_or_old_word,
     .word_noun = "trait"},
    {.directive = "moves",
     .type = PARSE_CHOICE,
     .offset = offsetof(struct kind, moves),
     .choices = passability_words,
     .word_noun = "passability class"},
    {.directive = "venom",
     .type = PARSE_INT,
     .offset = offsetof(struct kind, venom),
     .min = 0,
     .max = 100},
    /* Shooting: a range of 1 would never shoot, as next to the player a
     * shooter fights; past its sight it cannot see whom it shoots at. */
    {.directive = "shot_range",
     .type = PARSE_INT,
     .offset = offsetof(struct kind, shot_range),
     .min = 2,
     .max = KIND_SIGHT_MAX},
    {.directive = "shot_damage",
     .type = PARSE_RANGE,
     .offset = offsetof(struct kind, shot_min),
     .offset_max = offsetof(struct kind, shot_max),
     .min = 1,
     .max = 100},
    {.directive = "depth",
     .type = PARSE_RANGE,
     .offset = offsetof(struct kind, depth_min),
     .offset_max = offsetof(struct kind, depth_max),
     .min = 1,
     .max = 100,
     .required = true},
    {.directive = "frequency",
     .type = PARSE_INT,
     .offset = offsetof(struct kind, frequency),
     .min = 1,
     .max = 1000,
     .required = true},
    /* Groups, shouts and nerve (doc/rules.md, "Groups, shouts and morale"):
     * the group's entries name kinds, read once all are (kind_group.c). */
    {.directive = "group",
     .type = PARSE_STRING,
     .offset = offsetof(struct kind, group_text),
     .size = MEMBER_SIZE(struct kind, group_text)},
    {.directive = "shout",
     .type = PARSE_STRING,
     .offset = offsetof(struct kind, shout),
     .size = MEMBER_SIZE(struct kind, shout)},
    {.directive = "loudness",
     .type = PARSE_INT,
     .offset = offsetof(struct kind, shout_loudness),
     .min = 1,
     .max = 50},
    {.directive = "nerve",
     .type = PARSE_INT,
     .offset = offsetof(struct kind, nerve),
     .min = 1,
     .max = 100},
};

/* Fills in the problem at directive's line and returns false. */
static bool refuse(struct parse_problem *problem, const char *directive, const char *message)
{
    problem->directive = directive;
    snprintf(problem->message, sizeof problem->message, "%s", message);
    return false;
}

/* A blow line: an effect blows may carry, with the number it needs. */
static bool check_blow(const struct parse_entry *line, struct parse_problem *problem)
{
    enum effect e = (enum effect)line->word;
    char message[sizeof problem->message];
    if (!(effect_where(e) & EFFECT_ON_BLOW)) {
        snprintf(message, sizeof message, "effect %s is not a blow's", effect_word(e));
        return refuse(problem, "blow", message);
    }
    bool takes = effect_needs(e) == EFFECT_NEEDS_TURNS || effect_needs(e) == EFFECT_NEEDS_POWER;
    if (takes && line->amount == 0) {
        snprintf(message, sizeof message, "blow %s needs its number: blow:%s:MIN-MAX:N",
                 effect_word(e), effect_word(e));
        return refuse(problem, "blow", message);
    }
    if (!takes && line->amount != 0) {
        snprintf(message, sizeof message, "blow %s takes no number: blow:%s:MIN-MAX",
                 effect_word(e), effect_word(e));
        return refuse(problem, "blow", message);
    }
    return true;
}

/* The blows, new form or old, never both. */
static bool check_blows(const struct kind *k, struct parse_problem *problem)
{
    bool old = k->damage_max > 0 || k->venom > 0 || (k->traits >> OLD_DRAINS_BIT & 1);
    if (k->blows.count > 0 && old)
        return refuse(problem,
                      "blow",
                      "blow: lines replace damage:, venom: and the trait drains; give blows only");
    for (int i = 0; i < k->blows.count; i++)
        if (!check_blow(&k->blows.at[i], problem))
            return false;
    if (k->venom > 0 && (k->traits >> OLD_DRAINS_BIT & 1))
        return refuse(problem, "venom", "a blow that poisons and drains: write blow: lines");
    if (k->venom > 0 && k->damage_max == 0)
        return refuse(problem, "venom", "venom needs a blow that hurts: blow:poison:MIN-MAX:N");
    return true;
}

/* What ties fields together, or what no single field can see. */
static bool kind_check(const void *record, struct parse_problem *problem)
{
    const struct kind *k = record;
    if (k->glyph == '@')
        return refuse(problem, "glyph", "glyph '@' is the player's; choose another");
    if (!check_blows(k, problem))
        return false;
    /* A shot is both how far and how hard: one without the other is a
     * mistake, not a default. */
    if (k->shot_range > 0 && k->shot_max == 0)
        return refuse(
            problem, "shot_range", "shot_range needs shot_damage:MIN-MAX, what a shot does");
    if (k->shot_max > 0 && k->shot_range == 0)
        return refuse(problem, "shot_damage", "shot_damage needs shot_range:N, how far it shoots");
    /* A shout is told as "The goblin shouts!" and heard as "a shout". */
    size_t n = strlen(k->shout);
    for (size_t i = 0; i < n; i++)
        if (k->shout[i] < 'a' || k->shout[i] > 'z')
            return refuse(problem, "shout", "a shout is one lowercase word ending in s: shouts");
    if (n > 0 && (n < 2 || k->shout[n - 1] != 's'))
        return refuse(problem, "shout", "a shout is one lowercase word ending in s: shouts");
    if (k->shout_loudness > 0 && n == 0)
        return refuse(problem, "loudness", "loudness is a shout's: give shout:WORD");
    return true;
}

static const struct kindfile kind_file = {
    .table =
        {
            .noun = "kind",
            .fields = kind_fields,
            .count = (int)(sizeof kind_fields / sizeof kind_fields[0]),
            .check = kind_check,
        },
    .record_size = sizeof(struct kind),
};

/* The list as the loader's records and back: the same three members, the
 * array typed only on this side. */
static struct kindfile_records records_of(struct kind_list *list)
{
    return (struct kindfile_records){list->kinds, list->count, list->capacity};
}

static void set_records(struct kind_list *list, const struct kindfile_records *records)
{
    list->kinds = records->data;
    list->count = records->count;
    list->capacity = records->capacity;
}

/* The old form read as the blow it means (doc/rules.md, "Monster kinds"):
 * damage:MIN-MAX a hit, with venom:N a poisoning one, with the trait drains
 * a draining one; damage:0-0 no blow. And the other way, every kind's
 * damage_min and _max are its first blow's, which a monster's base keeps. */
static void read_old_blows(struct kind_list *list)
{
    for (int i = 0; i < list->count; i++) {
        struct kind *k = &list->kinds[i];
        if (k->blows.count == 0 && k->damage_max > 0) {
            enum effect e = k->venom > 0                          ? EFFECT_POISON
                            : (k->traits >> OLD_DRAINS_BIT & 1) ? EFFECT_DRAIN
                                                                : EFFECT_HIT;
            k->blows.at[0] = (struct parse_entry){(int)e, k->damage_min, k->damage_max, k->venom};
            k->blows.count = 1;
        }
        k->traits &= ~((uint32_t)1u << OLD_DRAINS_BIT);
        k->blow_effects = 0;
        for (int b = 0; b < k->blows.count; b++)
            k->blow_effects |= 1u << k->blows.at[b].word;
        k->damage_min = k->blows.count > 0 ? k->blows.at[0].min : 0;
        k->damage_max = k->blows.count > 0 ? k->blows.at[0].max : 0;
    }
}

/* The group lines' reader's view of the list (kind_group.h). */
static int group_find(void *ctx, const char *name)
{
    return kind_find(ctx, name);
}

static void group_store(void *ctx, int record, const struct kind_group_entry *entries, int count)
{
    struct kind *k = &((struct kind_list *)ctx)->kinds[record];
    for (int i = 0; i < count && i < KIND_GROUP_MAX; i++)
        k->group[i] = (struct kind_follower){entries[i].kind, entries[i].min, entries[i].max};
    k->group_count = count < KIND_GROUP_MAX ? count : KIND_GROUP_MAX;
}

_Static_assert((int)KIND_GROUP_MAX == (int)KIND_GROUP_ENTRIES, "a group holds what is read");

int kind_list_parse(struct kind_list *list, const char *text, size_t len, const char *path,
                    struct diag *diag)
{
    struct kindfile_records records = records_of(list);
    int result = kindfile_parse(&kind_file, &records, text, len, path, diag);
    set_records(list, &records);
    read_old_blows(list);
    /* Groups name kinds: read once every kind is there and good. */
    struct kind_group_reader groups = {group_find, group_store, list};
    if (result == 0 && kind_group_read(&groups, text, len, path, diag) > 0)
        result = -1;
    return result;
}

int kind_list_load(struct kind_list *list, const char *path, struct diag *diag)
{
    char *text = NULL;
    size_t len = 0;
    int result = datafile_read(path, &text, &len, diag);
    if (result != 0)
        return result;
    result = kind_list_parse(list, text, len, path, diag);
    free(text);
    return result;
}

void kind_list_free(struct kind_list *list)
{
    struct kindfile_records records = records_of(list);
    kindfile_free(&records);
    set_records(list, &records);
}

int kind_find(const struct kind_list *list, const char *name)
{
    return kindfile_find(&kind_file, list->kinds, list->count, name);
}
