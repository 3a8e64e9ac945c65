/* Monster kinds: data/monsters.txt's fields, read by the kinds file loader. */
#include "murk/kind.h"

#include <stdio.h>

#include "murk/kindfile.h"
#include "murk/parse.h"

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
    {.directive = "damage",
     .type = PARSE_RANGE,
     .offset = offsetof(struct kind, damage_min),
     .offset_max = offsetof(struct kind, damage_max),
     .min = 0,
     .max = 100,
     .required = true},
    {.directive = "defense",
     .type = PARSE_INT,
     .offset = offsetof(struct kind, defense),
     .min = 0,
     .max = 100},
    {.directive = "traits",
     .type = PARSE_WORDS,
     .offset = offsetof(struct kind, traits),
     .word = trait_from_word,
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
};

/* Fills in the problem at directive's line and returns false. */
static bool refuse(struct parse_problem *problem, const char *directive, const char *message)
{
    problem->directive = directive;
    snprintf(problem->message, sizeof problem->message, "%s", message);
    return false;
}

/* What ties fields together, or what no single field can see. */
static bool kind_check(const void *record, struct parse_problem *problem)
{
    const struct kind *k = record;
    if (k->glyph == '@')
        return refuse(problem, "glyph", "glyph '@' is the player's; choose another");
    /* A shot is both how far and how hard: one without the other is a
     * mistake, not a default. */
    if (k->shot_range > 0 && k->shot_max == 0)
        return refuse(
            problem, "shot_range", "shot_range needs shot_damage:MIN-MAX, what a shot does");
    if (k->shot_max > 0 && k->shot_range == 0)
        return refuse(problem, "shot_damage", "shot_damage needs shot_range:N, how far it shoots");
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

int kind_list_parse(struct kind_list *list, const char *text, size_t len, const char *path,
                    struct diag *diag)
{
    struct kindfile_records records = records_of(list);
    int result = kindfile_parse(&kind_file, &records, text, len, path, diag);
    set_records(list, &records);
    return result;
}

int kind_list_load(struct kind_list *list, const char *path, struct diag *diag)
{
    struct kindfile_records records = records_of(list);
    int result = kindfile_load(&kind_file, &records, path, diag);
    set_records(list, &records);
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
