#include "keymap.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>

#define CTRL(c) ((c)&0x1f)

/* Codes of our own for Ctrl with an arrow, where the terminal's description
 * has none: far above the codes curses gives the keys it learns itself. */
enum { KEY_CTRL_ARROW = KEY_MAX + 1000 };

/* A fixed binding as command.def writes it: a key and its direction. */
struct key_dir {
    int key;
    int dx, dy;
};
#define K(key) {key, 0, 0}
#define KD(key, dx, dy) {key, dx, dy}
#define KEYS(...)                                                                                  \
    (const struct key_dir[]){__VA_ARGS__},                                                         \
        (int)(sizeof((const struct key_dir[]){__VA_ARGS__}) / sizeof(struct key_dir))

/* Each command's action (NO_ACTION: it stays in the front end) and fixed
 * keys, from command.def. */
static const struct {
    int action;
    const struct key_dir *keys;
    int key_count;
} commands[CMD_COUNT] = {
#define COMMAND(id, word, action, arg, ask, handler, help, keys) [CMD_##id] = {action, keys},
#include "command.def"
};

/* A line of the `?` screen: a command's (JOINED: the line above's too) or a
 * NOTE's (first CMD_NONE, sep NULL: its keys are not the keymap's to
 * change). sep joins the names of the keys bound now; letters: only the
 * keys typed as characters (the arrows and keypad have a NOTE). */
struct help_line {
    const char *keys, *sep, *what;
    bool letters, joined;
    enum command first;
};
#define SHOWN(keys, sep, what) keys, sep, what, false, false
#define LETTERS(keys, sep, what) keys, sep, what, true, false
#define JOINED NULL, NULL, NULL, false, true
static const struct help_line lines[] = {
#define COMMAND(id, word, action, arg, ask, handler, help, keys) {help, CMD_##id},
#define NOTE(keys, what) {keys, NULL, what, false, false, CMD_NONE},
#include "command.def"
};
enum { LINE_COUNT = sizeof lines / sizeof lines[0] };

int keymap_command_action(enum command command)
{
    if ((unsigned)command >= CMD_COUNT || command == CMD_NONE)
        return NO_ACTION;
    return commands[command].action;
}

/* The options file's bindings (bind KEY ACTION, number_pad off), over the
 * fixed ones: the newest first. */
enum { OVERRIDES_MAX = 160 };
static struct key_binding overrides[OVERRIDES_MAX];
static int override_count;

void keymap_bind(int key, enum command command, int dx, int dy)
{
    if (override_count < OVERRIDES_MAX)
        overrides[override_count++] = (struct key_binding){key, command, dx, dy};
}

void keymap_bind_defaults(void)
{
    override_count = 0;
}

struct key_command keymap_lookup(int key)
{
    for (int i = override_count - 1; i >= 0; i--)
        if (overrides[i].key == key)
            return (struct key_command){overrides[i].command, {overrides[i].dx, overrides[i].dy}};
    for (int c = 1; c < CMD_COUNT; c++)
        for (int k = 0; k < commands[c].key_count; k++)
            if (commands[c].keys[k].key == key)
                return (struct key_command){(enum command)c,
                                            {commands[c].keys[k].dx, commands[c].keys[k].dy}};
    return (struct key_command){CMD_NONE, {0, 0}};
}

/* The fixed bindings of every command, in command.def's order; counted
 * first (a char a key), so that the array holds them all. */
#undef K
#undef KD
#undef KEYS
#define K(key) 0
#define KD(key, dx, dy) 0
#define KEYS(...) sizeof((char[]){__VA_ARGS__})
enum {
    BINDING_COUNT = 0
#define COMMAND(id, word, action, arg, ask, handler, help, keys) +keys
#include "command.def"
};

const struct key_binding *keymap_bindings(int *count)
{
    static struct key_binding all[BINDING_COUNT];
    static int made;
    if (!made)
        for (int c = 1; c < CMD_COUNT; c++)
            for (int k = 0; k < commands[c].key_count; k++, made++)
                all[made] = (struct key_binding){commands[c].keys[k].key,
                                                 (enum command)c,
                                                 commands[c].keys[k].dx,
                                                 commands[c].keys[k].dy};
    *count = made;
    return all;
}

const struct key_help *keymap_help(int *count)
{
    static struct key_help shown[LINE_COUNT];
    int n = 0;
    for (int i = 0; i < LINE_COUNT; i++)
        if (!lines[i].joined)
            shown[n++] = (struct key_help){lines[i].keys, lines[i].what};
    *count = n;
    return shown;
}

/* The line the `?` screen shows as its entry'th. */
static const struct help_line *line_of(int entry)
{
    for (int i = 0; i < LINE_COUNT; i++)
        if (!lines[i].joined && entry-- == 0)
            return &lines[i];
    return NULL;
}

/* Whether the key, bound now to command, belongs on line's list. */
static bool names_key(const struct help_line *line, int key, int dx, int dy, bool own,
                      enum command command)
{
    struct key_command now = keymap_lookup(key);
    if (now.command != command || now.dir.x != dx || now.dir.y != dy)
        return false;
    bool typed = key > ' ' && key < 127 && !(key >= '0' && key <= '9');
    return !line->letters || typed || own;
}

/* Appends key's name to out unless it is there already. */
static void add_name(char *out, size_t size, const char *sep, int key)
{
    char name[32];
    keymap_key_name(key, name, sizeof name);
    size_t len = strlen(name), at = strlen(out);
    for (const char *p = out; (p = strstr(p, name)) != NULL; p++)
        if ((p == out || p[-1] == ' ') && (p[len] == 0 || p[len] == ' '))
            return;
    snprintf(out + at, size - at, "%s%s", at ? sep : "", name);
}

void keymap_help_keys(int entry, char *out, size_t size)
{
    const struct help_line *line = line_of(entry);
    snprintf(out, size, "%s", line ? line->keys : "");
    if (!line || override_count == 0 || !line->sep)
        return;
    out[0] = 0;
    /* The line's command, then those of the JOINED lines after it. */
    for (const struct help_line *l = line; l < lines + LINE_COUNT && (l == line || l->joined);
         l++) {
        enum command c = l->first;
        for (int k = 0; k < commands[c].key_count; k++) {
            const struct key_dir *d = &commands[c].keys[k];
            if (names_key(line, d->key, d->dx, d->dy, false, c))
                add_name(out, size, line->sep, d->key);
        }
        for (int b = 0; b < override_count; b++)
            if (overrides[b].command == c &&
                names_key(line, overrides[b].key, overrides[b].dx, overrides[b].dy, true, c))
                add_name(out, size, line->sep, overrides[b].key);
    }
    if (!out[0])
        snprintf(out, size, "(no key)");
}

/* Binds seq to code, unless the terminal's description gives it a key
 * the keymap binds already. A key of the description's own that nothing
 * binds (xterm's ka2, kb1: keypad 8 and 4 by extended names) gives way. */
static void learn(const char *seq, int code)
{
    int had = key_defined(seq);
    if (had < 0 || (had > 0 && keymap_lookup(had).command != CMD_NONE))
        return;
    if (had > 0)
        define_key(seq, 0);
    define_key(seq, code);
}

void keymap_learn_terminal(void)
{
    /* The keypad in application mode, which keypad() turns on: tmux and
     * xterm send ESC O and a letter, and most descriptions name only some
     * of them (tmux-256color and screen-256color none). */
    static const struct {
        const char *seq;
        int code;
    } keypad[] = {
        {"\033Ow", KEY_A1},
        {"\033Ox", KEY_UP},
        {"\033Oy", KEY_A3},
        {"\033Ot", KEY_LEFT},
        {"\033Ou", KEY_B2},
        {"\033Ov", KEY_RIGHT},
        {"\033Oq", KEY_C1},
        {"\033Or", KEY_DOWN},
        {"\033Os", KEY_C3},
        {"\033OE", KEY_B2}, /* xterm's keypad 5, Num Lock off */
        {"\033[E", KEY_B2},
        /* Shift with an arrow, as xterm and tmux send it. */
        {"\033[1;2D", KEY_SLEFT},
        {"\033[1;2C", KEY_SRIGHT},
        {"\033[1;2A", KEY_SR},
        {"\033[1;2B", KEY_SF},
    };
    for (size_t i = 0; i < sizeof keypad / sizeof keypad[0]; i++)
        learn(keypad[i].seq, keypad[i].code);
    /* Ctrl with an arrow: a description that names them (kLFT5 and so on)
     * gives them codes of its own, which are taken over here. */
    static const char *const ctrl_arrows[] = {"\033[1;5D", "\033[1;5C", "\033[1;5A", "\033[1;5B"};
    for (int i = 0; i < 4; i++)
        learn(ctrl_arrows[i], KEY_CTRL_ARROW + i);
}

void keymap_key_name(int key, char *out, size_t size)
{
    const char *name = NULL;
    switch (key) {
    case KEY_LEFT:
    case KEY_RIGHT:
    case KEY_UP:
    case KEY_DOWN:
        name = "arrows";
        break;
    case KEY_A1:
    case KEY_A3:
    case KEY_C1:
    case KEY_C3:
    case KEY_HOME:
    case KEY_END:
    case KEY_PPAGE:
    case KEY_NPAGE:
        name = "keypad";
        break;
    case KEY_B2:
    case '5':
        name = "keypad 5";
        break;
    case KEY_SLEFT:
    case KEY_SRIGHT:
    case KEY_SR:
    case KEY_SF:
        name = "Shift-arrows";
        break;
    case '\t':
        name = "Tab";
        break;
    case 27:
        name = "Esc";
        break;
    default:
        break;
    }
    if (name)
        snprintf(out, size, "%s", name);
    else if (key >= KEY_CTRL_ARROW && key < KEY_CTRL_ARROW + 4)
        snprintf(out, size, "Ctrl-arrows");
    else if (key >= '1' && key <= '9')
        snprintf(out, size, "keypad"); /* the keypad with Num Lock on */
    else if (key >= KEY_F(1) && key <= KEY_F(12))
        snprintf(out, size, "F%d", key - KEY_F(0));
    else if (key >= 1 && key <= 26)
        snprintf(out, size, "Ctrl-%c", 'A' + key - 1);
    else if (key > ' ' && key < 127)
        snprintf(out, size, "%c", key);
    else
        snprintf(out, size, "key %d", key);
}
