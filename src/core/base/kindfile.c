/* Files of kinds: the one loader behind the monster and item kind lists. */
#include "murk/base/kindfile.h"

#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "murk/base/datafile.h"

/* A parse in progress: where its records go. */
struct filling {
    const struct kindfile *file;
    struct kindfile_records *records;
    /* Records past file->max are still read and checked, so their errors
     * are reported too, but into this one, and dropped. */
    void *spare;
    bool too_many;
};

static void *kindfile_spare(struct filling *filling)
{
    filling->too_many = true;
    if (filling->spare == NULL)
        filling->spare = malloc(filling->file->record_size);
    if (filling->spare != NULL)
        memset(filling->spare, 0, filling->file->record_size);
    return filling->spare;
}

static void *kindfile_new_record(void *ctx)
{
    struct filling *filling = ctx;
    struct kindfile_records *records = filling->records;
    size_t size = filling->file->record_size;
    if (filling->file->max > 0 && records->count >= filling->file->max)
        return kindfile_spare(filling);
    if (records->count == records->capacity) {
        if (records->capacity > INT_MAX / 2)
            return NULL;
        int capacity = records->capacity ? records->capacity * 2 : 16;
        if ((size_t)capacity > SIZE_MAX / size)
            return NULL;
        void *data = realloc(records->data, (size_t)capacity * size);
        if (data == NULL)
            return NULL;
        records->data = data;
        records->capacity = capacity;
    }
    void *record = (char *)records->data + (size_t)records->count++ * size;
    memset(record, 0, size);
    return record;
}

int kindfile_parse(const struct kindfile *file, struct kindfile_records *records, const char *text,
                   size_t len, const char *path, struct diag *diag)
{
    struct filling filling = {.file = file, .records = records};
    int errors = parse_records(&file->table, kindfile_new_record, &filling, text, len, path, diag);
    free(filling.spare);
    if (filling.too_many) {
        diag_add_file(diag, path, "more than %d %ss", file->max, file->table.noun);
        errors++;
    }
    /* Records with errors may be half filled: checking them together would
     * only add noise. */
    char message[128];
    if (errors == 0 && file->check_all != NULL &&
        !file->check_all(records->data, records->count, message, sizeof message)) {
        diag_add_file(diag, path, "%s", message);
        errors++;
    }
    return errors == 0 ? 0 : -1;
}

int kindfile_load(const struct kindfile *file, struct kindfile_records *records, const char *path,
                  struct diag *diag)
{
    char *text = NULL;
    size_t len = 0;
    int result = datafile_read(path, &text, &len, diag);
    if (result != 0)
        return result;
    result = kindfile_parse(file, records, text, len, path, diag);
    free(text);
    return result;
}

void kindfile_free(struct kindfile_records *records)
{
    free(records->data);
    records->data = NULL;
    records->count = 0;
    records->capacity = 0;
}

int kindfile_find(const struct kindfile *file, const void *records, int count, const char *name)
{
    size_t at = file->table.fields[0].offset;
    for (int i = 0; i < count; i++) {
        const char *record = (const char *)records + (size_t)i * file->record_size;
        if (strcmp(record + at, name) == 0)
            return i;
    }
    return -1;
}
