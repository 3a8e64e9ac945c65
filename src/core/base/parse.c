#include "murk/base/parse.h"

#include <assert.h>
#include <limits.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "murk/base/rgb.h"

/* A name already used: where its copy lies in the set's text, and the line
 * it was first given on (0 for an empty slot). */
struct name_slot {
    uint64_t hash;
    size_t at, len;
    int line;
};

/* The names seen so far, to catch duplicates in constant time: a linear
 * search made a 100,000-kind file take seconds. An open-addressing hash set
 * over the parser's own copies of the names, kept end to end in one buffer,
 * because new_record may move earlier records (a realloc'd array). */
struct name_set {
    struct name_slot *slots;
    size_t capacity; /* a power of two, or 0 before the first name */
    size_t count;
    char *text;
    size_t text_len, text_capacity;
};

struct parser {
    const struct parse_table *table;
    parse_new_record_fn new_record;
    void *ctx;
    const char *path;
    struct diag *diag;
    int errors;
    bool stop; /* out of memory: nothing more can be trusted */

    /* The record being filled, NULL before the first name line. */
    void *record;
    int record_line, record_col;
    int record_errors_at_start;
    bool record_unnamed;                     /* its name line was not even text */
    char record_name[PARSE_TOKEN_SHOWN + 8]; /* quoted, for messages */
    int seen_line[PARSE_FIELDS_MAX];         /* 0: not given yet */
    int seen_col[PARSE_FIELDS_MAX];
    int records;

    struct name_set names;
};

/* Where a token sits: its bytes and its place in the file. */
struct token {
    const char *text;
    size_t len;
    int line, col;
};

static bool is_blank(char c)
{
    return c == ' ' || c == '\t';
}

/* Writes s quoted, cut to PARSE_TOKEN_SHOWN characters with "..." after,
 * so that a 100 KB token cannot crowd out the rest of a message. */
static void quote(char *out, size_t size, const char *s, size_t len)
{
    int shown = len > PARSE_TOKEN_SHOWN ? PARSE_TOKEN_SHOWN : (int)len;
    snprintf(out, size, "'%.*s%s'", shown, s, len > PARSE_TOKEN_SHOWN ? "..." : "");
}

static void fail_v(struct parser *p, int line, int col, const char *fmt, va_list args)
    DIAG_PRINTF(4, 0);
static void fail_v(struct parser *p, int line, int col, const char *fmt, va_list args)
{
    char message[DIAG_LINE];
    vsnprintf(message, sizeof message, fmt, args);
    diag_add(p->diag, p->path, line, col, "%s", message);
    p->errors++;
}

/* Reports an error at a line and column. */
static void fail(struct parser *p, int line, int col, const char *fmt, ...) DIAG_PRINTF(4, 5);
static void fail(struct parser *p, int line, int col, const char *fmt, ...)
{
    va_list args;
    va_start(args, fmt);
    fail_v(p, line, col, fmt, args);
    va_end(args);
}

/* Reports an error at a token. */
static void fail_at(struct parser *p, const struct token *t, const char *fmt, ...)
    DIAG_PRINTF(3, 4);
static void fail_at(struct parser *p, const struct token *t, const char *fmt, ...)
{
    va_list args;
    va_start(args, fmt);
    fail_v(p, t->line, t->col, fmt, args);
    va_end(args);
}

static void out_of_memory(struct parser *p, int line)
{
    fail(p, line, 1, "out of memory");
    p->stop = true;
}

/* The part of t from byte at (inclusive) to end (exclusive), blanks around
 * it dropped, keeping its column right. */
static struct token sub_token(const struct token *t, size_t at, size_t end)
{
    while (at < end && is_blank(t->text[at]))
        at++;
    while (end > at && is_blank(t->text[end - 1]))
        end--;
    struct token s = {t->text + at, end - at, t->line, t->col + (int)at};
    return s;
}

/* Reads an optionally negative decimal number. Values past the int range are
 * clamped to just beyond it, so they fail the range check instead of
 * overflowing. Returns false when t is not a number at all. */
static bool read_number(const struct token *t, long long *out)
{
    size_t i = 0;
    bool negative = false;
    if (i < t->len && t->text[i] == '-') {
        negative = true;
        i++;
    }
    if (i == t->len)
        return false;
    long long value = 0;
    for (; i < t->len; i++) {
        char c = t->text[i];
        if (c < '0' || c > '9')
            return false;
        if (value <= (long long)INT_MAX + 1)
            value = value * 10 + (c - '0');
    }
    *out = negative ? -value : value;
    return true;
}

/* A number in min..max, or an error at the token. */
static bool parse_number(struct parser *p, const struct parse_field *f, const struct token *t,
                         int min, int max, int *out)
{
    char shown[PARSE_TOKEN_SHOWN + 8];
    long long value;
    if (!read_number(t, &value)) {
        quote(shown, sizeof shown, t->text, t->len);
        fail_at(p, t, "%s %s is not a number", f->directive, shown);
        return false;
    }
    if (value < min || value > max) {
        int n = t->len > PARSE_TOKEN_SHOWN ? PARSE_TOKEN_SHOWN : (int)t->len;
        fail_at(p,
                t,
                "%s %.*s%s is out of range %d..%d",
                f->directive,
                n,
                t->text,
                t->len > PARSE_TOKEN_SHOWN ? "..." : "",
                min,
                max);
        return false;
    }
    *out = (int)value;
    return true;
}

static void put(void *record, size_t offset, const void *value, size_t size)
{
    /* memcpy, not a cast, so the table's offsets need no alignment care. */
    memcpy((char *)record + offset, value, size);
}

static void parse_string(struct parser *p, const struct parse_field *f, const struct token *v,
                         void *record)
{
    if (v->len >= f->size) {
        char shown[PARSE_TOKEN_SHOWN + 8];
        quote(shown, sizeof shown, v->text, v->len);
        fail_at(p, v, "%s %s is longer than %zu characters", f->directive, shown, f->size - 1);
        return;
    }
    char *dest = (char *)record + f->offset;
    memcpy(dest, v->text, v->len);
    dest[v->len] = '\0';
}

static void parse_glyph(struct parser *p, const struct parse_field *f, const struct token *v,
                        void *record)
{
    /* The line is known to be ASCII text and v has no blanks at its ends, so
     * one character is one printable character. */
    if (v->len != 1 || v->text[0] <= ' ' || v->text[0] > '~') {
        char shown[PARSE_TOKEN_SHOWN + 8];
        quote(shown, sizeof shown, v->text, v->len);
        fail_at(p, v, "%s must be one printable ASCII character, not %s", f->directive, shown);
        return;
    }
    put(record, f->offset, &v->text[0], 1);
}

static void parse_int(struct parser *p, const struct parse_field *f, const struct token *v,
                      void *record)
{
    int value;
    if (parse_number(p, f, v, f->min, f->max, &value))
        put(record, f->offset, &value, sizeof value);
}

/* Reads "A-B" (both in lo..hi, A <= B) from v into *min and *max. */
static bool read_range(struct parser *p, const struct parse_field *f, const struct token *v, int lo,
                       int hi, int *min, int *max)
{
    /* The separator is the first '-' after the first character, so a
     * negative lower bound ("-3--1") still reads. */
    size_t dash = 1;
    while (dash < v->len && v->text[dash] != '-')
        dash++;
    struct token low = sub_token(v, 0, dash < v->len ? dash : v->len);
    struct token high = sub_token(v, dash < v->len ? dash + 1 : v->len, v->len);
    if (dash >= v->len || low.len == 0 || high.len == 0) {
        char shown[PARSE_TOKEN_SHOWN + 8];
        quote(shown, sizeof shown, v->text, v->len);
        fail_at(p, v, "%s %s is not a range (min-max)", f->directive, shown);
        return false;
    }
    if (!parse_number(p, f, &low, lo, hi, min) || !parse_number(p, f, &high, lo, hi, max))
        return false;
    if (*min > *max) {
        fail_at(p, v, "%s %d-%d has its minimum above its maximum", f->directive, *min, *max);
        return false;
    }
    return true;
}

static void parse_range(struct parser *p, const struct parse_field *f, const struct token *v,
                        void *record)
{
    int min, max;
    if (!read_range(p, f, v, f->min, f->max, &min, &max))
        return;
    put(record, f->offset, &min, sizeof min);
    put(record, f->offset_max, &max, sizeof max);
}

/* Where the next ':' in v is from `from` on, or v's length. */
static size_t colon_from(const struct token *v, size_t from)
{
    while (from < v->len && v->text[from] != ':')
        from++;
    return from;
}

/* One line of a list: "WORD[:N]", or with .ranged "WORD:MIN-MAX[:N]", the
 * word named by f->word(), added to the struct parse_entries at f->offset. */
static void parse_entry(struct parser *p, const struct parse_field *f, const struct token *v,
                        void *record)
{
    struct parse_entries entries;
    memcpy(&entries, (char *)record + f->offset, sizeof entries);
    if (entries.count >= PARSE_ENTRIES_MAX) {
        fail_at(p,
                v,
                "at most %d '%s:' lines in one %s",
                PARSE_ENTRIES_MAX,
                f->directive,
                p->table->noun);
        return;
    }
    struct parse_entry entry = {0};
    size_t end = colon_from(v, 0);
    struct token word = sub_token(v, 0, end);
    char shown[PARSE_TOKEN_SHOWN + 8];
    quote(shown, sizeof shown, word.text, word.len);
    entry.word = f->word(word.text, word.len);
    if (entry.word < 0) {
        fail_at(p, &word, "unknown %s %s", f->word_noun, shown);
        return;
    }
    if (f->ranged) {
        size_t from = end < v->len ? end + 1 : v->len;
        end = colon_from(v, from);
        struct token range = sub_token(v, from, end);
        if (range.len == 0) {
            fail_at(p,
                    &range,
                    "%s %s needs its damage: %s:%.*s:MIN-MAX",
                    f->word_noun,
                    shown,
                    f->directive,
                    (int)(word.len > PARSE_TOKEN_SHOWN ? PARSE_TOKEN_SHOWN : word.len),
                    word.text);
            return;
        }
        if (!read_range(p, f, &range, f->min, f->max, &entry.min, &entry.max))
            return;
    }
    if (end < v->len) { /* a ':' follows: the number */
        struct token rest = sub_token(v, end + 1, v->len);
        if (rest.len == 0 || memchr(rest.text, ':', rest.len) != NULL) {
            quote(shown, sizeof shown, rest.text, rest.len);
            fail_at(p,
                    &rest,
                    "%s takes one number after its %s, not %s",
                    f->directive,
                    f->ranged ? "damage" : f->word_noun,
                    shown);
            return;
        }
        if (!parse_number(p, f, &rest, 1, 1000, &entry.amount))
            return;
    }
    entries.at[entries.count++] = entry;
    memcpy((char *)record + f->offset, &entries, sizeof entries);
}

static void parse_rgb(struct parser *p, const struct parse_field *f, const struct token *v,
                      void *record)
{
    size_t comma[2];
    int commas = 0;
    for (size_t i = 0; i < v->len; i++) {
        if (v->text[i] != ',')
            continue;
        if (commas < 2)
            comma[commas] = i;
        commas++;
    }
    struct token part[3];
    if (commas == 2) {
        part[0] = sub_token(v, 0, comma[0]);
        part[1] = sub_token(v, comma[0] + 1, comma[1]);
        part[2] = sub_token(v, comma[1] + 1, v->len);
    }
    if (commas != 2 || part[0].len == 0 || part[1].len == 0 || part[2].len == 0) {
        char shown[PARSE_TOKEN_SHOWN + 8];
        quote(shown, sizeof shown, v->text, v->len);
        fail_at(p, v, "%s %s is not a colour (R,G,B)", f->directive, shown);
        return;
    }
    int c[3];
    for (int i = 0; i < 3; i++)
        if (!parse_number(p, f, &part[i], 0, 255, &c[i]))
            return;
    struct rgb colour = {(uint8_t)c[0], (uint8_t)c[1], (uint8_t)c[2]};
    put(record, f->offset, &colour, sizeof colour);
}

static void parse_words(struct parser *p, const struct parse_field *f, const struct token *v,
                        void *record)
{
    uint32_t mask = 0;
    size_t i = 0;
    while (i < v->len) {
        size_t start = i;
        while (i < v->len && !is_blank(v->text[i]))
            i++;
        struct token w = {v->text + start, i - start, v->line, v->col + (int)start};
        char shown[PARSE_TOKEN_SHOWN + 8];
        quote(shown, sizeof shown, w.text, w.len);
        int bit = f->word(w.text, w.len);
        if (bit < 0 || bit >= 32) {
            fail_at(p, &w, "unknown %s %s", f->word_noun, shown);
            return;
        }
        if (mask & ((uint32_t)1u << bit)) {
            fail_at(p, &w, "%s %s given twice", f->word_noun, shown);
            return;
        }
        mask |= (uint32_t)1u << bit;
        while (i < v->len && is_blank(v->text[i]))
            i++;
    }
    put(record, f->offset, &mask, sizeof mask);
}

int parse_choice_index(const char *const *choices, const char *word, size_t len)
{
    if (choices == NULL || word == NULL)
        return -1;
    for (int i = 0; choices[i] != NULL; i++)
        if (strlen(choices[i]) == len && memcmp(choices[i], word, len) == 0)
            return i;
    return -1;
}

/* Writes the choices as "a, b, c", cut short to fit. */
static void list_choices(char *out, size_t size, const char *const *choices)
{
    size_t used = 0;
    out[0] = '\0';
    for (int i = 0; choices[i] != NULL && used < size; i++) {
        int n = snprintf(out + used, size - used, "%s%s", i ? ", " : "", choices[i]);
        if (n < 0)
            break;
        used += (size_t)n;
    }
}

static void parse_choice(struct parser *p, const struct parse_field *f,
                         const struct token *directive, const struct token *v, void *record)
{
    /* Several words are a misunderstanding of the field, not a misspelling:
     * the message lists what it takes, and is about the record, so it sits
     * at the directive, as the record checks' messages do. */
    if (memchr(v->text, ' ', v->len) != NULL || memchr(v->text, '\t', v->len) != NULL) {
        char list[PARSE_CHOICES_SHOWN];
        list_choices(list, sizeof list, f->choices);
        fail_at(p,
                directive,
                "%s %s: %s takes one of %s",
                p->table->noun,
                p->record_name,
                f->directive,
                list);
        return;
    }
    int index = parse_choice_index(f->choices, v->text, v->len);
    if (index < 0) {
        char shown[PARSE_TOKEN_SHOWN + 8];
        quote(shown, sizeof shown, v->text, v->len);
        fail_at(p, v, "unknown %s %s", f->word_noun, shown);
        return;
    }
    put(record, f->offset, &index, sizeof index);
}

static void parse_value(struct parser *p, const struct parse_field *f,
                        const struct token *directive, const struct token *v)
{
    switch (f->type) {
    case PARSE_STRING:
        parse_string(p, f, v, p->record);
        break;
    case PARSE_GLYPH:
        parse_glyph(p, f, v, p->record);
        break;
    case PARSE_INT:
        parse_int(p, f, v, p->record);
        break;
    case PARSE_RANGE:
        parse_range(p, f, v, p->record);
        break;
    case PARSE_RGB:
        parse_rgb(p, f, v, p->record);
        break;
    case PARSE_WORDS:
        parse_words(p, f, v, p->record);
        break;
    case PARSE_CHOICE:
        parse_choice(p, f, directive, v, p->record);
        break;
    case PARSE_LIST:
        parse_entry(p, f, v, p->record);
        break;
    }
}

static int field_index(const struct parse_table *table, const char *word, size_t len)
{
    for (int i = 0; i < table->count; i++) {
        const char *d = table->fields[i].directive;
        if (strlen(d) == len && memcmp(d, word, len) == 0)
            return i;
    }
    return -1;
}

/* Reports what the record lacks, then lets the table check the rest. */
static void finish_record(struct parser *p)
{
    if (p->record == NULL)
        return;
    const struct parse_table *table = p->table;
    for (int i = 0; i < table->count; i++)
        if (table->fields[i].required && p->seen_line[i] == 0)
            fail(p,
                 p->record_line,
                 p->record_col,
                 "%s %s is missing '%s:'",
                 table->noun,
                 p->record_name,
                 table->fields[i].directive);
    /* A record with errors is already reported, and its fields may be unset:
     * checking it would only add noise. */
    struct parse_problem problem = {NULL, {0}};
    if (p->errors == p->record_errors_at_start && !p->record_unnamed && table->check != NULL &&
        !table->check(p->record, &problem)) {
        int line = p->record_line, col = p->record_col;
        int i = problem.directive ? field_index(table, problem.directive, strlen(problem.directive))
                                  : -1;
        if (i >= 0 && p->seen_line[i] != 0) {
            line = p->seen_line[i];
            col = p->seen_col[i];
        }
        fail(p, line, col, "%s %s: %s", table->noun, p->record_name, problem.message);
    }
    p->record = NULL;
}

/* FNV-1a: short names, few collisions, no setup. */
static uint64_t name_hash(const char *s, size_t len)
{
    uint64_t h = 14695981039346656037u;
    for (size_t i = 0; i < len; i++) {
        h ^= (unsigned char)s[i];
        h *= 1099511628211u;
    }
    return h;
}

/* The slot holding the name, or the empty slot where it would go. The set
 * is never full (it grows at half full), so the probe ends. */
static struct name_slot *name_slot(const struct name_set *set, uint64_t hash, const char *s,
                                   size_t len)
{
    size_t mask = set->capacity - 1;
    for (size_t i = (size_t)hash & mask;; i = (i + 1) & mask) {
        struct name_slot *slot = &set->slots[i];
        if (slot->line == 0 ||
            (slot->hash == hash && slot->len == len && memcmp(set->text + slot->at, s, len) == 0))
            return slot;
    }
}

/* Returns the line where the name was first used, or 0. */
static int name_used(const struct parser *p, const struct token *name)
{
    if (p->names.capacity == 0)
        return 0;
    return name_slot(&p->names, name_hash(name->text, name->len), name->text, name->len)->line;
}

/* Doubles the slots (16 at first) and puts every name back. */
static bool grow_slots(struct name_set *set)
{
    size_t capacity = set->capacity ? set->capacity * 2 : 16;
    if (capacity > SIZE_MAX / sizeof *set->slots)
        return false;
    struct name_slot *old = set->slots;
    size_t old_capacity = set->capacity;
    set->slots = calloc(capacity, sizeof *set->slots);
    if (set->slots == NULL) {
        set->slots = old;
        return false;
    }
    set->capacity = capacity;
    for (size_t i = 0; i < old_capacity; i++)
        if (old[i].line != 0)
            *name_slot(set, old[i].hash, set->text + old[i].at, old[i].len) = old[i];
    free(old);
    return true;
}

/* Copies the name into the set, which must not hold it yet. */
static bool remember_name(struct parser *p, const struct token *name)
{
    struct name_set *set = &p->names;
    if ((set->count + 1) * 2 > set->capacity && !grow_slots(set))
        return false;
    if (name->len > set->text_capacity - set->text_len) {
        size_t capacity = set->text_capacity ? set->text_capacity : 1024;
        while (name->len > capacity - set->text_len) {
            if (capacity > SIZE_MAX / 2)
                return false;
            capacity *= 2;
        }
        char *text = realloc(set->text, capacity);
        if (text == NULL)
            return false;
        set->text = text;
        set->text_capacity = capacity;
    }
    memcpy(set->text + set->text_len, name->text, name->len);
    uint64_t hash = name_hash(name->text, name->len);
    struct name_slot slot = {hash, set->text_len, name->len, name->line};
    *name_slot(set, hash, name->text, name->len) = slot;
    set->text_len += name->len;
    set->count++;
    return true;
}

/* Finishes the record before and makes a new one, starting at the name
 * directive's place. Returns false when out of memory. */
static bool new_record(struct parser *p, int line, int col)
{
    finish_record(p);
    p->record = p->new_record(p->ctx);
    if (p->record == NULL) {
        out_of_memory(p, line);
        return false;
    }
    p->records++;
    p->record_line = line;
    p->record_col = col;
    p->record_errors_at_start = p->errors;
    p->record_unnamed = false;
    memset(p->seen_line, 0, sizeof p->seen_line);
    memset(p->seen_col, 0, sizeof p->seen_col);
    p->seen_line[0] = line;
    p->seen_col[0] = col;
    return true;
}

static void start_record(struct parser *p, const struct token *directive, const struct token *v)
{
    if (!new_record(p, directive->line, directive->col))
        return;
    quote(p->record_name, sizeof p->record_name, v->text, v->len);

    const struct parse_field *f = &p->table->fields[0];
    if (v->len == 0) {
        fail_at(p, v, "'%s' has no value", f->directive);
        return;
    }
    int first = name_used(p, v);
    if (first != 0) {
        fail_at(p, v, "duplicate %s %s (first at line %d)", p->table->noun, p->record_name, first);
        return;
    }
    int errors = p->errors;
    parse_string(p, f, v, p->record);
    if (p->errors == errors && !remember_name(p, v))
        out_of_memory(p, v->line);
}

/* Checks that the line is text: no control bytes, and ASCII outside
 * comments. Reports the first bad byte and returns false. */
static bool line_is_text(struct parser *p, const char *s, size_t len, bool comment, int line)
{
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c == '\t')
            continue;
        if (c < 0x20 || c == 0x7f) {
            fail(p, line, (int)i + 1, "non-text byte 0x%02x", c);
            return false;
        }
        if (c >= 0x80 && !comment) {
            fail(p, line, (int)i + 1, "non-ASCII byte 0x%02x (data files are ASCII)", c);
            return false;
        }
    }
    return true;
}

/* Whether the line at s, from its first non-blank byte at, is a name line
 * ("name :..."), whatever follows the ':'. */
static bool is_name_line(const struct parser *p, const char *s, size_t len, size_t at)
{
    const char *name = p->table->fields[0].directive;
    size_t n = strlen(name);
    if (at > len || len - at < n || memcmp(s + at, name, n) != 0)
        return false;
    for (at += n; at < len && is_blank(s[at]); at++)
        ;
    return at < len && s[at] == ':';
}

static void parse_line(struct parser *p, const char *s, size_t len, int line)
{
    size_t at = 0;
    while (at < len && is_blank(s[at]))
        at++;
    bool comment = at < len && s[at] == '#';
    /* Only the first PARSE_LINE_MAX bytes are looked at, so a huge line costs
     * no more than a long one, and columns always fit an int. */
    size_t looked = len < PARSE_LINE_MAX ? len : PARSE_LINE_MAX;
    bool text = line_is_text(p, s, looked, comment, line);
    if (text && len > PARSE_LINE_MAX)
        fail(p, line, PARSE_LINE_MAX + 1, "line is longer than %d characters", PARSE_LINE_MAX);
    if (!text || len > PARSE_LINE_MAX) {
        /* A bad name line still starts a record, so the lines after it are
         * not all reported as coming before any name. */
        if (!comment && is_name_line(p, s, looked, at) && new_record(p, line, (int)at + 1)) {
            snprintf(p->record_name, sizeof p->record_name, "(line %d)", line);
            p->record_unnamed = true;
        }
        return;
    }
    if (at == len || comment)
        return;

    struct token whole = {s, len, line, 1};
    const char *colon = memchr(s + at, ':', len - at);
    if (colon == NULL) {
        struct token t = sub_token(&whole, at, len);
        fail_at(p, &t, "no ':' in line (expected directive:value)");
        return;
    }
    size_t c = (size_t)(colon - s);
    struct token directive = sub_token(&whole, at, c);
    struct token value = sub_token(&whole, c + 1, len);
    if (value.len == 0)
        value.col = (int)c + 2; /* just after the ':', where the value belongs */
    if (directive.len == 0) {
        fail(p, line, (int)c + 1, "no directive before ':'");
        return;
    }

    char shown[PARSE_TOKEN_SHOWN + 8];
    quote(shown, sizeof shown, directive.text, directive.len);
    int i = field_index(p->table, directive.text, directive.len);
    if (i < 0) {
        fail_at(p, &directive, "unknown directive %s", shown);
        return;
    }
    /* Even a bad name starts a record, so its fields are not all reported
     * as coming before any name. */
    if (i == 0) {
        start_record(p, &directive, &value);
        return;
    }
    const struct parse_field *f = &p->table->fields[i];
    if (p->record == NULL) {
        fail_at(p,
                &directive,
                "'%s' comes before any '%s:' line",
                f->directive,
                p->table->fields[0].directive);
        return;
    }
    if (p->seen_line[i] != 0 && f->type != PARSE_LIST) {
        fail_at(
            p, &directive, "'%s' given twice (first at line %d)", f->directive, p->seen_line[i]);
        return;
    }
    p->seen_line[i] = line;
    p->seen_col[i] = directive.col;
    if (value.len == 0 && f->type != PARSE_WORDS) {
        fail_at(p, &value, "'%s' has no value", f->directive);
        return;
    }
    parse_value(p, f, &directive, &value);
}

int parse_records(const struct parse_table *table, parse_new_record_fn new_record, void *ctx,
                  const char *text, size_t len, const char *path, struct diag *diag)
{
    assert(table->count >= 1 && table->count <= PARSE_FIELDS_MAX);
    assert(table->fields[0].type == PARSE_STRING);
    for (int i = 0; i < table->count; i++)
        assert(table->fields[i].type != PARSE_CHOICE || table->fields[i].choices != NULL);

    struct parser p = {
        .table = table, .new_record = new_record, .ctx = ctx, .path = path, .diag = diag};
    size_t pos = 0;
    int line = 0;
    while (pos < len && !p.stop && line < INT_MAX) {
        const char *start = text + pos;
        const char *newline = memchr(start, '\n', len - pos);
        size_t n = newline ? (size_t)(newline - start) : len - pos;
        pos += n + (newline ? 1 : 0);
        line++;
        if (n > 0 && start[n - 1] == '\r')
            n--;
        parse_line(&p, start, n, line);
    }
    if (!p.stop)
        finish_record(&p);
    if (p.records == 0 && p.errors == 0) {
        /* "an item", "a kind" */
        const char *article = strchr("aeiou", table->noun[0]) ? "an" : "a";
        diag_add_file(diag,
                      path,
                      "no %ss found (%s %s starts with '%s:')",
                      table->noun,
                      article,
                      table->noun,
                      table->fields[0].directive);
        p.errors++;
    }

    free(p.names.slots);
    free(p.names.text);
    return p.errors;
}
