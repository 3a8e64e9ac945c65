#ifndef MURK_PARSE_H
#define MURK_PARSE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "murk/base/diag.h"

/* The data-file format, shared by every kind of record (monster kinds, item
 * kinds), after Angband's gamedata files:
 *
 *   - one "directive:value" per line; blanks (spaces, tabs) around the
 *     directive and the value are ignored;
 *   - a record starts at its name line ("name:giant white rat") and runs to
 *     the next one;
 *   - a line whose first non-blank character is '#' is a comment, and blank
 *     lines are ignored. There are no trailing comments: '#' after a value
 *     is part of it, so "glyph:#" means the glyph '#';
 *   - lines end in LF or CR LF; the last line needs no line ending;
 *   - lines are ASCII text (tabs allowed) of at most PARSE_LINE_MAX
 *     characters; comments may also hold UTF-8;
 *   - directives are lowercase words, matched exactly.
 *
 * Errors are reported as "PATH:LINE:COL: message", COL being the 1-based
 * character column of the offending token (a tab counts as one column).
 * At most one error is reported per line, and parsing goes on to the end, so
 * one run shows every mistake (struct diag keeps the first DIAG_MAX). What a
 * record lacks is reported at its name line when the record ends, so after
 * the errors on its other lines. */

enum {
    PARSE_LINE_MAX = 1000,    /* characters in a line, line ending excluded */
    PARSE_FIELDS_MAX = 32,    /* fields in one table */
    PARSE_TOKEN_SHOWN = 40,   /* characters of a bad token quoted in messages */
    PARSE_CHOICES_SHOWN = 200 /* characters of a field's choices listed in messages */
};

enum parse_type {
    PARSE_STRING, /* text, inner blanks kept; char[size], NUL-terminated */
    PARSE_GLYPH,  /* exactly one printable ASCII character; char */
    PARSE_INT,    /* a decimal whole number in min..max; int */
    PARSE_RANGE,  /* "A-B", both in min..max and A <= B; int at offset and at offset_max */
    PARSE_RGB,    /* "R,G,B", each 0..255; struct rgb */
    PARSE_WORDS,  /* blank-separated words, each named by word(); uint32_t bit mask.
                   * An empty value is allowed and means no bits. */
    PARSE_CHOICE, /* one word of choices; its index there, as an int (an int-sized
                   * enum will do). An unknown word is "unknown NOUN 'word'" at the
                   * word; several words list the choices, at the directive. */
    PARSE_LIST    /* a directive that may come up to PARSE_ENTRIES_MAX times, each
                   * "WORD[:N]" (with .ranged, "WORD:MIN-MAX[:N]": MIN-MAX in
                   * min..max), WORD named by word(), N in 1..1000; a struct
                   * parse_entries, each line added in order */
};

/* A line of a PARSE_LIST: "poison:6" is {poison's number, 0, 0, 6};
 * "poison:1-3:4" with .ranged is {poison's number, 1, 3, 4}. amount 0 is
 * none given. */
enum { PARSE_ENTRIES_MAX = 4 };
struct parse_entry {
    int word;
    int min, max;
    int amount;
};
struct parse_entries {
    struct parse_entry at[PARSE_ENTRIES_MAX];
    int count;
};

/* One directive: what it is called, how its value reads and where in the
 * record it goes. */
struct parse_field {
    const char *directive;                     /* the word before ':' */
    enum parse_type type;                      /* how the value reads */
    size_t offset;                             /* offsetof the member it fills */
    size_t offset_max;                         /* PARSE_RANGE: offsetof the upper bound */
    size_t size;                               /* PARSE_STRING: sizeof the char array */
    int min, max;                              /* PARSE_INT, PARSE_RANGE: allowed values */
    bool required;                             /* a record without it is an error */
    int (*word)(const char *word, size_t len); /* PARSE_WORDS: word to bit number, or -1;
                                                  PARSE_LIST: word to its number, or -1 */
    bool ranged;                               /* PARSE_LIST: a MIN-MAX after the word */
    const char *const *choices;                /* PARSE_CHOICE: the words, NULL-terminated */
    const char *word_noun; /* PARSE_WORDS, PARSE_CHOICE: "trait", for messages */
};

/* What a table's check found wrong with a finished record. */
struct parse_problem {
    const char *directive; /* the field the message is about (its line is reported), or NULL
                              for the record's name line */
    char message[128];
};

/* Everything the parser knows about one kind of record. */
struct parse_table {
    const char *noun;                 /* "kind", for messages */
    const struct parse_field *fields; /* fields[0] is the PARSE_STRING name that starts a record */
    int count;                        /* number of fields, at most PARSE_FIELDS_MAX */
    /* Optional: called for each finished record that had no errors, to check
     * what ties fields together; returns false and fills *problem if the
     * record is bad. */
    bool (*check)(const void *record, struct parse_problem *problem);
};

/* Returns a fresh zeroed record to fill, or NULL when out of memory. The
 * pointer need only stay valid until the next call. */
typedef void *(*parse_new_record_fn)(void *ctx);

/* Parses the len bytes at text (no NUL needed; any bytes at all are safe)
 * into records made by new_record(ctx), reporting each error to diag with
 * path (used only in messages). Names (fields[0]) must be unique; finding a
 * name costs the same however many came before. A file with no records is
 * an error. Returns the number of errors found: 0 when the text is good. */
int parse_records(const struct parse_table *table, parse_new_record_fn new_record, void *ctx,
                  const char *text, size_t len, const char *path, struct diag *diag);

/* The index of the len bytes at word among the NULL-terminated choices, or
 * -1 (also for a NULL word). */
int parse_choice_index(const char *const *choices, const char *word, size_t len);

#endif
