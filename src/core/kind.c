/* Monster kinds: data/monsters.txt's fields, read by the kinds file loader. */
#include "murk/kind.h"

#include <stdio.h>

#include "murk/kindfile.h"
#include "murk/parse.h"

#define MEMBER_SIZE(type, member) sizeof(((type *)0)->member)

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
     .max = 20,
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
    {.directive = "venom",
     .type = PARSE_INT,
     .offset = offsetof(struct kind, venom),
     .min = 0,
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

/* What ties fields together, or what no single field can see. */
static bool kind_check(const void *record, struct parse_problem *problem)
{
    const struct kind *k = record;
    if (k->glyph == '@') {
        problem->directive = "glyph";
        snprintf(
            problem->message, sizeof problem->message, "glyph '@' is the player's; choose another");
        return false;
    }
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
