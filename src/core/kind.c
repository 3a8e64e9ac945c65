#include "murk/kind.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "murk/datafile.h"
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

static void *kind_new_record(void *ctx)
{
    struct kind_list *list = ctx;
    if (list->count == list->capacity) {
        if (list->capacity > INT_MAX / 2)
            return NULL;
        int capacity = list->capacity ? list->capacity * 2 : 16;
        struct kind *kinds = realloc(list->kinds, (size_t)capacity * sizeof *kinds);
        if (kinds == NULL)
            return NULL;
        list->kinds = kinds;
        list->capacity = capacity;
    }
    struct kind *k = &list->kinds[list->count++];
    memset(k, 0, sizeof *k);
    return k;
}

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

static const struct parse_table kind_table = {
    .noun = "kind",
    .fields = kind_fields,
    .count = (int)(sizeof kind_fields / sizeof kind_fields[0]),
    .new_record = kind_new_record,
    .check = kind_check,
};

int kind_list_parse(struct kind_list *list, const char *text, size_t len, const char *path,
                    struct diag *diag)
{
    return parse_records(&kind_table, list, text, len, path, diag) == 0 ? 0 : -1;
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
    free(list->kinds);
    list->kinds = NULL;
    list->count = 0;
    list->capacity = 0;
}

int kind_find(const struct kind_list *list, const char *name)
{
    for (int i = 0; i < list->count; i++)
        if (strcmp(list->kinds[i].name, name) == 0)
            return i;
    return -1;
}
