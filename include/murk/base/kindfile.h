#ifndef MURK_KINDFILE_H
#define MURK_KINDFILE_H

#include <stdbool.h>
#include <stddef.h>

#include "murk/base/diag.h"
#include "murk/base/parse.h"

/* A file of kinds (data/monsters.txt, data/items.txt): records of the
 * format in parse.h, read into one array in file order. Each kind list
 * describes its file with a struct kindfile (its field table, the size of a
 * record, the most it may hold) and is a thin user of these functions, so
 * every file is read, checked and reported on the same way. */

/* One kind of kinds file. */
struct kindfile {
    struct parse_table table; /* the fields, and the check of one record */
    size_t record_size;       /* sizeof one record; fields' offsets are into it */
    int max;                  /* most records a file may hold; 0 for no limit */
    /* Optional: called when every record is good, to check what ties them
     * together; returns false and writes a message (for "PATH: message")
     * into message[size] if the file is bad. */
    bool (*check_all)(const void *records, int count, char *message, size_t size);
};

/* The records read so far: count records of record_size bytes at data, in
 * room for capacity. Zero-initialise it before the first parse or load, and
 * free it after, whatever they returned. */
struct kindfile_records {
    void *data;
    int count;
    int capacity;
};

/* Parses the len bytes at text (no NUL needed) into the records, reporting
 * errors as "PATH:LINE:COL: message" to diag; more records than file->max is
 * "PATH: more than MAX NOUNs", the extra ones dropped. Returns 0 when the
 * text is good, -1 when it has errors (records may then hold some kinds). */
int kindfile_parse(const struct kindfile *file, struct kindfile_records *records, const char *text,
                   size_t len, const char *path, struct diag *diag);

/* Reads the file at path and parses it into the records. Returns
 *    0  good;
 *   -1  bad data (exit 65): the errors are in diag;
 *   -2  the file cannot be opened or read (exit 66): diag holds one line,
 *       "PATH: cannot open: reason" or "PATH: cannot read: reason". */
int kindfile_load(const struct kindfile *file, struct kindfile_records *records, const char *path,
                  struct diag *diag);

/* Frees the records and leaves them empty and reusable. */
void kindfile_free(struct kindfile_records *records);

/* The index of the record among count at records whose name (the string
 * field that starts it) is name, or -1. */
int kindfile_find(const struct kindfile *file, const void *records, int count, const char *name);

#endif
