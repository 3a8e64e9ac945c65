/* The options file read (options.h): found, checked for being a file that
 * can be read, then parsed line by line, each bad line told and left out. */
#define _POSIX_C_SOURCE 200809L /* fstat, O_CLOEXEC */

#include "options.h"

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "keymap.h"
#include "murk/base/item_kind.h"
#include "../store/name.h"

/* What bind may give a key: each command of command.def by its word, and
 * a command whose keys carry a direction (a move, a run) once for each of
 * the eight, as word_west and so on. */
static const struct {
    const char *name;
    enum command command;
    int dx, dy;
} actions[] = {
#define NAMES_NONE(id, word) {word, CMD_##id, 0, 0},
#define NAMES_ASK_DIR NAMES_NONE
#define NAMES_ITEM NAMES_NONE
#define NAMES_CELL NAMES_NONE
#define NAMES_KEY_DIR(id, word)                                                                    \
    {word "_west", CMD_##id, -1, 0}, {word "_south", CMD_##id, 0, 1},                              \
        {word "_north", CMD_##id, 0, -1}, {word "_east", CMD_##id, 1, 0},                          \
        {word "_northwest", CMD_##id, -1, -1}, {word "_northeast", CMD_##id, 1, -1},               \
        {word "_southwest", CMD_##id, -1, 1}, {word "_southeast", CMD_##id, 1, 1},
#define COMMAND(id, word, action, arg, ask, handler, help, keys) NAMES_##arg(id, word)
#include "command.def"
};
enum { ACTION_NAMES = sizeof actions / sizeof actions[0] };

static const struct {
    const char *word;
    unsigned bit;
} panel_words[] = {
    {"seed", OPTIONS_PANEL_SEED},
    {"equipment", OPTIONS_PANEL_EQUIPMENT},
    {"statuses", OPTIONS_PANEL_STATUSES},
    {"monsters", OPTIONS_PANEL_MONSTERS},
};

const char *options_action_name(int command, int dx, int dy)
{
    for (size_t i = 0; i < ACTION_NAMES; i++)
        if ((int)actions[i].command == command && actions[i].dx == dx && actions[i].dy == dy)
            return actions[i].name;
    return NULL;
}

const char *options_action_at(int index, int *count)
{
    *count = (int)ACTION_NAMES;
    return index >= 0 && index < (int)ACTION_NAMES ? actions[index].name : NULL;
}

void options_default(struct options *o)
{
    *o = (struct options){
        .background = OPTIONS_BACKGROUND_AUTO,
        .colours = -1,
        .number_pad = true,
        .side_panel = OPTIONS_PANEL_ALL,
    };
}

/* Outside text as it may be echoed to a terminal: printable ASCII, the
 * rest as '?', at most size - 1 bytes. */
static void shown(const char *text, size_t len, char *out, size_t size)
{
    size_t n = 0;
    for (size_t i = 0; i < len && n + 1 < size; i++)
        out[n++] = text[i] >= 32 && text[i] < 127 ? text[i] : '?';
    out[n] = 0;
}

/* The file and where in it, then what is wrong. */
static void tell(struct options_report *r, const char *path, int line, int col, const char *format,
                 ...)
{
    if (r->count < OPTIONS_ERRORS_KEPT) {
        char where[120], what[160];
        shown(path, strlen(path), where, sizeof where);
        va_list args;
        va_start(args, format);
        vsnprintf(what, sizeof what, format, args);
        va_end(args);
        snprintf(
            r->lines[r->count], sizeof r->lines[0], "%.119s:%d:%d: %.159s", where, line, col, what);
    }
    r->count++;
}

/* One line's words: where each starts, how long. */
struct word {
    const char *at;
    size_t len;
};

static bool is_blank(char c)
{
    return c == ' ' || c == '\t' || c == '\r';
}

static bool word_is(struct word w, const char *text)
{
    return w.len == strlen(text) && memcmp(w.at, text, w.len) == 0;
}

/* A whole line being read: the file, its number and its start, for the
 * columns. */
struct line {
    const char *path;
    int number;
    const char *start;
    struct options_report *report;
};

static int col_of(const struct line *l, const char *at)
{
    return (int)(at - l->start) + 1;
}

/* The next word from *p to the line's end; false when none is left. */
static bool next_word(const char **p, const char *end, struct word *w)
{
    while (*p < end && is_blank(**p))
        (*p)++;
    if (*p >= end)
        return false;
    w->at = *p;
    while (*p < end && !is_blank(**p) && **p != ',')
        (*p)++;
    w->len = (size_t)(*p - w->at);
    if (*p < end && **p == ',')
        (*p)++;
    return w->len > 0 || next_word(p, end, w);
}

/* A key's name: a printable character, Ctrl-X (or ^X), Tab, Esc, Space,
 * F1 to F12; -1 when it is none of these. */
static int key_of(struct word w)
{
    char name[16];
    if (w.len == 0 || w.len >= sizeof name)
        return -1;
    memcpy(name, w.at, w.len);
    name[w.len] = 0;
    if (w.len == 1 && name[0] > ' ' && name[0] < 127)
        return name[0];
    if (strcmp(name, "Tab") == 0)
        return '\t';
    if (strcmp(name, "Esc") == 0)
        return 27;
    if (strcmp(name, "Space") == 0)
        return ' ';
    char c = 0;
    if ((strncmp(name, "Ctrl-", 5) == 0 && w.len == 6) || (name[0] == '^' && w.len == 2))
        c = (char)toupper((unsigned char)name[w.len - 1]);
    if (c >= 'A' && c <= 'Z')
        return c - 'A' + 1;
    if (name[0] == 'F' && w.len >= 2 && w.len <= 3 && isdigit((unsigned char)name[1]) &&
        (w.len == 2 || isdigit((unsigned char)name[2]))) {
        int n = atoi(name + 1);
        if (n >= 1 && n <= 12)
            return OPTIONS_KEY_F0 + n;
    }
    return -1;
}

/* bind KEY ACTION, the words after "bind" from p. */
/* Where a comment after a value starts: a '#' after a blank (README's
 * "colours = 16   # 16, 8 or none"), else end. A '#' within a word is the
 * word's ("name = bob#2" is refused as a name, not cut). */
static const char *comment_at(const char *p, const char *end)
{
    for (const char *c = p; c < end; c++)
        if (*c == '#' && c > p && is_blank(c[-1]))
            return c;
    return end;
}

static void take_bind(struct options *o, const struct line *l, const char *p, const char *end,
                      bool bound[], int bound_max)
{
    struct word key, action, extra;
    char text[64];
    /* The key is the first word, whatever it is ("bind # look"); a
     * comment may follow the action. */
    const char *key_end = p;
    bool has_key = next_word(&key_end, end, &key);
    end = has_key ? comment_at(key_end, end) : end;
    if (!next_word(&p, end, &key) || !next_word(&p, end, &action)) {
        tell(l->report,
             l->path,
             l->number,
             col_of(l, p),
             "bind wants a key and an action (bind f look)");
        return;
    }
    int code = key_of(key);
    if (code < 0) {
        shown(key.at, key.len, text, sizeof text);
        tell(l->report,
             l->path,
             l->number,
             col_of(l, key.at),
             "unknown key '%s' (a character, Ctrl-X, Tab, Esc, Space or F1 to F12)",
             text);
        return;
    }
    size_t a = 0;
    while (a < ACTION_NAMES && !word_is(action, actions[a].name))
        a++;
    if (a == ACTION_NAMES) {
        shown(action.at, action.len, text, sizeof text);
        tell(l->report,
             l->path,
             l->number,
             col_of(l, action.at),
             "unknown action '%s' (murk(6) lists them)",
             text);
        return;
    }
    if (next_word(&p, end, &extra)) {
        tell(l->report,
             l->path,
             l->number,
             col_of(l, extra.at),
             "bind wants only a key and an action");
        return;
    }
    int slot = code >= OPTIONS_KEY_F0 ? 128 + code - OPTIONS_KEY_F0 : code;
    if (slot < bound_max && bound[slot]) {
        shown(key.at, key.len, text, sizeof text);
        tell(l->report, l->path, l->number, col_of(l, key.at), "the key '%s' is bound twice", text);
        return;
    }
    if (o->bind_count >= OPTIONS_BINDS_MAX) {
        tell(l->report,
             l->path,
             l->number,
             col_of(l, key.at),
             "more than %d bindings",
             OPTIONS_BINDS_MAX);
        return;
    }
    if (slot < bound_max)
        bound[slot] = true;
    o->binds[o->bind_count++] =
        (struct options_bind){code, (int)actions[a].command, actions[a].dx, actions[a].dy};
}

/* A switch's value: on or off (yes, no, true, false, 1, 0). */
static int switch_of(struct word v)
{
    static const char *const on[] = {"on", "yes", "true", "1"};
    static const char *const off[] = {"off", "no", "false", "0"};
    for (int i = 0; i < 4; i++) {
        if (word_is(v, on[i]))
            return 1;
        if (word_is(v, off[i]))
            return 0;
    }
    return -1;
}

/* A list of words each of which names a bit (autopickup, side_panel);
 * "none" is no bit. Returns false, told, at the first that names none. */
static bool bits_of(const struct line *l, const char *p, const char *end, const char *option,
                    unsigned (*bit_of)(struct word), const char *choices, unsigned *out)
{
    unsigned bits = 0;
    struct word w;
    while (next_word(&p, end, &w)) {
        unsigned bit = word_is(w, "none") ? 0 : bit_of(w);
        if (bit == ~0u) {
            char text[64];
            shown(w.at, w.len, text, sizeof text);
            tell(l->report,
                 l->path,
                 l->number,
                 col_of(l, w.at),
                 "%s takes %s, not '%s'",
                 option,
                 choices,
                 text);
            return false;
        }
        bits |= bit;
    }
    *out = bits;
    return true;
}

/* "item classes (potion scroll ..., all or none)", every class of
 * item_class.def named. */
static const char *class_choices(void)
{
    static char choices[160];
    if (choices[0])
        return choices;
    size_t n = (size_t)snprintf(choices, sizeof choices, "item classes (");
    for (int c = 0; c < ITEM_CLASS_COUNT && n < sizeof choices; c++)
        n += (size_t)snprintf(choices + n, sizeof choices - n, "%s ", item_class_word(c));
    if (n < sizeof choices)
        snprintf(choices + n - 1, sizeof choices - n + 1, ", all or none)");
    return choices;
}

static unsigned class_bit(struct word w)
{
    if (word_is(w, "all"))
        return (1u << ITEM_CLASS_COUNT) - 1;
    int c = item_class_from_word(w.at, w.len);
    return c < 0 ? ~0u : 1u << c;
}

static unsigned panel_bit(struct word w)
{
    for (size_t i = 0; i < sizeof panel_words / sizeof panel_words[0]; i++)
        if (word_is(w, panel_words[i].word))
            return panel_words[i].bit;
    return ~0u;
}

/* name = value: value is the text from v to end, blanks trimmed. */
static void take_setting(struct options *o, const struct line *l, struct word name, const char *v,
                         const char *end)
{
    while (v < end && is_blank(*v))
        v++;
    while (end > v && is_blank(end[-1]))
        end--;
    struct word value = {v, (size_t)(end - v)}, first = value;
    const char *rest = v;
    if (!next_word(&rest, end, &first))
        first = value;
    char text[64];
    shown(value.at, value.len, text, sizeof text);
    int col = col_of(l, v);
    if (word_is(name, "background")) {
        if (word_is(value, "light"))
            o->background = OPTIONS_BACKGROUND_LIGHT;
        else if (word_is(value, "dark"))
            o->background = OPTIONS_BACKGROUND_DARK;
        else if (word_is(value, "auto"))
            o->background = OPTIONS_BACKGROUND_AUTO;
        else
            tell(l->report,
                 l->path,
                 l->number,
                 col,
                 "background takes light, dark or auto, not '%s'",
                 text);
    } else if (word_is(name, "mouse") || word_is(name, "number_pad") ||
               word_is(name, "screen_reader")) {
        int on = switch_of(value);
        if (on < 0)
            tell(l->report,
                 l->path,
                 l->number,
                 col,
                 "%s takes on or off (yes, no, true, false, 1, 0), not '%s'",
                 word_is(name, "mouse")           ? "mouse"
                 : word_is(name, "screen_reader") ? "screen_reader"
                                                  : "number_pad",
                 text);
        else if (word_is(name, "mouse"))
            o->mouse = on;
        else if (word_is(name, "screen_reader"))
            o->screen_reader = on;
        else
            o->number_pad = on;
    } else if (word_is(name, "colours") || word_is(name, "colors")) {
        if (word_is(value, "16"))
            o->colours = 16;
        else if (word_is(value, "8"))
            o->colours = 8;
        else if (word_is(value, "none"))
            o->colours = 0;
        else if (word_is(value, "256") || word_is(value, "all"))
            o->colours = -1;
        else
            tell(l->report,
                 l->path,
                 l->number,
                 col,
                 "colours takes 256 (or all), 16, 8 or none, not '%s'",
                 text);
    } else if (word_is(name, "autopickup")) {
        bits_of(l,
                v,
                end,
                "autopickup",
                class_bit,
                class_choices(),
                &o->autopickup);
    } else if (word_is(name, "side_panel")) {
        bits_of(l,
                v,
                end,
                "side_panel",
                panel_bit,
                "seed, equipment, statuses, monsters, or none",
                &o->side_panel);
    } else if (word_is(name, "name")) {
        char wanted[64];
        bool fits = value.len < sizeof wanted;
        if (fits) {
            memcpy(wanted, value.at, value.len);
            wanted[value.len] = 0;
        }
        if (!fits || !store_name_valid(wanted))
            tell(l->report,
                 l->path,
                 l->number,
                 col,
                 "name takes 1 to %d letters, digits, '-', '_' or '.' (not first), not '%s'",
                 STORE_NAME_MAX,
                 text);
        else
            memcpy(o->name, wanted, value.len + 1); /* a valid name fits */
    } else {
        shown(name.at, name.len, text, sizeof text);
        tell(l->report, l->path, l->number, col_of(l, name.at), "unknown option '%s'", text);
    }
}

/* One line, without its newline. */
static void take_line(struct options *o, const struct line *l, const char *end, bool bound[],
                      int bound_max)
{
    const char *p = l->start;
    while (p < end && is_blank(*p))
        p++;
    if (p == end || *p == '#')
        return;
    if (end - l->start > OPTIONS_LINE_MAX) {
        tell(l->report,
             l->path,
             l->number,
             OPTIONS_LINE_MAX + 1,
             "the line is longer than %d characters",
             OPTIONS_LINE_MAX);
        return;
    }
    if (memchr(l->start, 0, (size_t)(end - l->start))) {
        tell(l->report,
             l->path,
             l->number,
             col_of(l, memchr(l->start, 0, (size_t)(end - l->start))),
             "a NUL byte: this is not a text file");
        return;
    }
    const char *after = p;
    struct word name;
    next_word(&after, end, &name);
    const char *equals = memchr(p, '=', (size_t)(end - p));
    if (word_is(name, "bind") && (!equals || equals > after)) {
        take_bind(o, l, after, end, bound, bound_max);
        return;
    }
    if (!equals) {
        tell(l->report,
             l->path,
             l->number,
             col_of(l, p),
             "wants 'name = value' or 'bind KEY ACTION'");
        return;
    }
    /* The name is what stands before the '='. */
    const char *name_end = equals;
    while (name_end > p && is_blank(name_end[-1]))
        name_end--;
    name = (struct word){p, (size_t)(name_end - p)};
    if (name.len == 0) {
        tell(l->report, l->path, l->number, col_of(l, p), "an option's name is missing before '='");
        return;
    }
    take_setting(o, l, name, equals + 1, comment_at(equals + 1, end));
}

void options_parse(struct options *o, const char *path, const char *text, size_t size,
                   struct options_report *r)
{
    enum { BOUND_MAX = 128 + 13 };
    bool bound[BOUND_MAX] = {false};
    const char *end = text + size;
    int number = 1;
    for (const char *p = text; p < end; number++) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        const char *line_end = nl ? nl : end;
        struct line l = {path, number, p, r};
        take_line(o, &l, line_end, bound, BOUND_MAX);
        p = nl ? nl + 1 : end;
    }
}

/* Where the file is: MURK_OPTIONS, else the XDG place. Returns whether it
 * was named outright (so that its absence is an error). */
static bool find_path(char *path, size_t size)
{
    const char *named = getenv("MURK_OPTIONS");
    if (named && *named) {
        snprintf(path, size, "%s", named);
        return true;
    }
    const char *xdg = getenv("XDG_CONFIG_HOME"), *home = getenv("HOME");
    if (xdg && *xdg == '/')
        snprintf(path, size, "%s/murk/murkrc", xdg);
    else if (home && *home)
        snprintf(path, size, "%s/.config/murk/murkrc", home);
    else
        path[0] = 0;
    return false;
}

/* /dev/null's device number, or (dev_t)-1. */
static dev_t null_device(void)
{
    struct stat st;
    return stat("/dev/null", &st) == 0 && S_ISCHR(st.st_mode) ? st.st_rdev : (dev_t)-1;
}

/* The file's bytes, into a buffer of OPTIONS_FILE_MAX; -1, told, when it
 * cannot or must not be read (a directory, a FIFO, too large). */
static long read_file(const char *path, bool named, char *buf, struct options_report *r)
{
    /* Non-blocking: a FIFO must not hold the game up before fstat says
     * what it is. */
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        if (errno != ENOENT || named)
            tell(r, path, 1, 1, "cannot be read: %s", strerror(errno));
        return -1;
    }
    struct stat st;
    long got = -1;
    if (fstat(fd, &st) != 0)
        tell(r, path, 1, 1, "cannot be read: %s", strerror(errno));
    else if (S_ISDIR(st.st_mode))
        tell(r, path, 1, 1, "is a directory, not an options file");
    else if (S_ISCHR(st.st_mode) && st.st_rdev == null_device())
        got = 0; /* MURK_OPTIONS=/dev/null: no options, as an empty file */
    else if (!S_ISREG(st.st_mode))
        tell(r, path, 1, 1, "is not a regular file (a FIFO, a device?): not read");
    else if (st.st_size > OPTIONS_FILE_MAX)
        tell(r,
             path,
             1,
             1,
             "is %lld bytes, more than an options file may be (%d): not read",
             (long long)st.st_size,
             OPTIONS_FILE_MAX);
    else {
        got = 0;
        ssize_t n;
        while (got < OPTIONS_FILE_MAX &&
               (n = read(fd, buf + got, (size_t)(OPTIONS_FILE_MAX - got))) > 0)
            got += n;
    }
    close(fd);
    return got;
}

void options_load(struct options *o, struct options_report *r)
{
    options_default(o);
    memset(r, 0, sizeof *r);
    char path[OPTIONS_PATH_MAX];
    bool named = find_path(path, sizeof path);
    static char buf[OPTIONS_FILE_MAX];
    long size = path[0] ? read_file(path, named, buf, r) : -1;
    if (size >= 0) {
        snprintf(r->path, sizeof r->path, "%s", path);
        options_parse(o, path, buf, (size_t)size, r);
    }
    const char *bg = getenv("MURK_BACKGROUND");
    if (bg && *bg) {
        struct options_report env = {0};
        char line[80];
        snprintf(line, sizeof line, "background = %.60s", bg);
        options_parse(o, "MURK_BACKGROUND", line, strlen(line), &env);
        for (int i = 0; i < env.count; i++, r->count++)
            if (r->count < OPTIONS_ERRORS_KEPT && i < OPTIONS_ERRORS_KEPT)
                memcpy(r->lines[r->count], env.lines[i], sizeof r->lines[0]);
    }
}
