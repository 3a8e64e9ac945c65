#include "keymap.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>

#define CTRL(c) ((c)&0x1f)

/* Codes of our own for Ctrl with an arrow, where the terminal's description
 * has none: far above the codes curses gives the keys it learns itself. */
enum { KEY_CTRL_ARROW = KEY_MAX + 1000 };

/* Vi keys, arrows, the keypad with and without Num Lock. */
static const struct key_binding bindings[] = {
    {'h', CMD_MOVE, -1, 0},
    {'j', CMD_MOVE, 0, 1},
    {'k', CMD_MOVE, 0, -1},
    {'l', CMD_MOVE, 1, 0},
    {'y', CMD_MOVE, -1, -1},
    {'u', CMD_MOVE, 1, -1},
    {'b', CMD_MOVE, -1, 1},
    {'n', CMD_MOVE, 1, 1},
    {KEY_LEFT, CMD_MOVE, -1, 0},
    {KEY_DOWN, CMD_MOVE, 0, 1},
    {KEY_UP, CMD_MOVE, 0, -1},
    {KEY_RIGHT, CMD_MOVE, 1, 0},
    {KEY_A1, CMD_MOVE, -1, -1},
    {KEY_HOME, CMD_MOVE, -1, -1},
    {KEY_A3, CMD_MOVE, 1, -1},
    {KEY_PPAGE, CMD_MOVE, 1, -1},
    {KEY_C1, CMD_MOVE, -1, 1},
    {KEY_END, CMD_MOVE, -1, 1},
    {KEY_C3, CMD_MOVE, 1, 1},
    {KEY_NPAGE, CMD_MOVE, 1, 1},
    {'1', CMD_MOVE, -1, 1},
    {'2', CMD_MOVE, 0, 1},
    {'3', CMD_MOVE, 1, 1},
    {'4', CMD_MOVE, -1, 0},
    {'6', CMD_MOVE, 1, 0},
    {'7', CMD_MOVE, -1, -1},
    {'8', CMD_MOVE, 0, -1},
    {'9', CMD_MOVE, 1, -1},
    {'H', CMD_RUN, -1, 0},
    {'J', CMD_RUN, 0, 1},
    {'K', CMD_RUN, 0, -1},
    {'L', CMD_RUN, 1, 0},
    {'Y', CMD_RUN, -1, -1},
    {'U', CMD_RUN, 1, -1},
    {'B', CMD_RUN, -1, 1},
    {'N', CMD_RUN, 1, 1},
    {KEY_SLEFT, CMD_RUN, -1, 0},
    {KEY_SRIGHT, CMD_RUN, 1, 0},
    {KEY_SR, CMD_RUN, 0, -1}, /* Shift-Up, as terminfo names it */
    {KEY_SF, CMD_RUN, 0, 1},  /* Shift-Down */
    {KEY_CTRL_ARROW + 0, CMD_RUN, -1, 0},
    {KEY_CTRL_ARROW + 1, CMD_RUN, 1, 0},
    {KEY_CTRL_ARROW + 2, CMD_RUN, 0, -1},
    {KEY_CTRL_ARROW + 3, CMD_RUN, 0, 1},
    {'_', CMD_TRAVEL, 0, 0},
    {'o', CMD_EXPLORE, 0, 0},
    {'.', CMD_WAIT, 0, 0},
    {'5', CMD_WAIT, 0, 0},
    {KEY_B2, CMD_WAIT, 0, 0},
    {'?', CMD_HELP, 0, 0},
    {CTRL('r'), CMD_REDRAW, 0, 0},
    {CTRL('p'), CMD_HISTORY, 0, 0},
    {'Q', CMD_QUIT, 0, 0},
    {CTRL('c'), CMD_QUIT, 0, 0}, /* the read turns SIGINT into this key */
    {'S', CMD_SAVE, 0, 0},
    {'D', CMD_DISTANCE_OVERLAY, 0, 0},
    {KEY_F(3), CMD_DISTANCE_OVERLAY, 0, 0},
    {'X', CMD_REVEAL_MAP, 0, 0},
    {KEY_F(1), CMD_REVEAL_MAP, 0, 0},
    {'x', CMD_LOOK, 0, 0},
    {';', CMD_LOOK, 0, 0},
    {'\t', CMD_NEXT_MONSTER, 0, 0},
    {'v', CMD_DESCRIBE, 0, 0},
    {27, CMD_CANCEL, 0, 0},
    {'m', CMD_MINDS, 0, 0},
    {KEY_F(4), CMD_MINDS, 0, 0},
    {'g', CMD_PICK_UP, 0, 0},
    {',', CMD_PICK_UP, 0, 0},
    {'i', CMD_INVENTORY, 0, 0},
    {'q', CMD_DRINK, 0, 0},
    {'r', CMD_READ, 0, 0},
    {'d', CMD_DROP, 0, 0},
    {'w', CMD_EQUIP, 0, 0},
    {'T', CMD_TAKE_OFF, 0, 0},
    {'f', CMD_FIRE, 0, 0},
    {'t', CMD_THROW, 0, 0},
    {'z', CMD_ZAP, 0, 0},
    {'\\', CMD_DISCOVERIES, 0, 0},
    {'R', CMD_REST, 0, 0},
    {'>', CMD_DESCEND, 0, 0},
    {':', CMD_LOOK_HERE, 0, 0},
    {'[', CMD_MINDS_UP, 0, 0},
    {']', CMD_MINDS_DOWN, 0, 0},
    {'c', CMD_CLOSE, 0, 0},
};

/* One line of the key list, and the commands whose keys it names (none:
 * its keys are not the keymap's to change), joined by sep; letters: only
 * the keys typed as characters (the arrows and keypad have a line of
 * their own). */
enum { HELP_COMMANDS = 4 };
struct help_entry {
    struct key_help shown;
    const char *sep;
    enum command commands[HELP_COMMANDS];
    bool letters;
};

static const struct help_entry help[] = {
    {{"h j k l y u b n", "move or attack: west, south, north, east, diagonals"},
     " ",
     {CMD_MOVE},
     true},
    {{"arrows, keypad", "move or attack (keypad 7 9 1 3 go diagonally)"}, NULL, {CMD_NONE}, false},
    {{"H J K L Y U B N",
      "run: along a corridor or across a room, to a fork, a doorway, an item or the stairs"},
     " ",
     {CMD_RUN},
     true},
    {{"Shift-arrows, Ctrl-arrows", "run, where the terminal sends them"}, NULL, {CMD_NONE}, false},
    {{"_", "travel: move the cursor to a cell (> jumps to the stairs), then . or Enter; or click"},
     " or ",
     {CMD_TRAVEL},
     false},
    {{"o", "explore: walk to what you have not seen and to items, then to the stairs"},
     " or ",
     {CMD_EXPLORE},
     false},
    {{". or keypad 5", "wait a turn"}, " or ", {CMD_WAIT}, false},
    {{"R", "rest until healed or something happens"}, " or ", {CMD_REST}, false},
    {{"g or ,", "pick up what lies here; on a pile, choose which (a letter), or all (, or g)"}, " or ", {CMD_PICK_UP}, false},
    {{":", "say what lies here"}, " or ", {CMD_LOOK_HERE}, false},
    {{">", "go down the stairs you stand on"}, " or ", {CMD_DESCEND}, false},
    {{"i", "list the pack"}, " or ", {CMD_INVENTORY}, false},
    {{"q r w d", "drink, read, wield or wear, drop: each asks which"},
     " ",
     {CMD_DRINK, CMD_READ, CMD_EQUIP, CMD_DROP},
     false},
    {{"T", "take off armour or put away a weapon"}, " or ", {CMD_TAKE_OFF}, false},
    {{"f",
      "let fly what is quivered (what t or f last threw; else an arrow from the bow, else a "
      "dart): aim, then f, . or Enter"},
     " or ",
     {CMD_FIRE},
     false},
    {{"t",
      "throw something (a dart, a dagger; a potion shatters in a cloud): asks which, aim, then t, "
      ". or Enter; a dart or dagger is quivered for f"},
     " or ",
     {CMD_THROW},
     false},
    {{"z", "zap a wand at the first monster on the line: asks which, aim, then z, . or Enter"},
     " or ",
     {CMD_ZAP},
     false},
    {{"c", "close an open door next to you: then its direction (a move key)"},
     " or ",
     {CMD_CLOSE},
     false},
    {{"\\", "list the potions, scrolls and wands identified so far"},
     " or ",
     {CMD_DISCOVERIES},
     false},
    {{"x or ;", "look around: move the cursor over the map"}, " or ", {CMD_LOOK}, false},
    {{"Tab",
      "while looking or aiming: the cursor to the next monster in view, nearest first when aiming"},
     " or ",
     {CMD_NEXT_MONSTER},
     false},
    {{"v", "while looking: what you know of the monster's kind (Enter too)"},
     " or ",
     {CMD_DESCRIBE},
     false},
    {{"Esc", "stop looking or aiming, close a list or a choice"}, " or ", {CMD_CANCEL}, false},
    {{"mouse click",
      "with mouse = on in the options file: look at the cell clicked (aiming: let fly there)"},
     NULL,
     {CMD_NONE},
     false},
    {{"?", "show this list of keys"}, " or ", {CMD_HELP}, false},
    {{"Ctrl-P", "the messages the log has kept"}, " or ", {CMD_HISTORY}, false},
    {{"Ctrl-R", "redraw the screen"}, " or ", {CMD_REDRAW}, false},
    {{"S", "save and quit; play again with the same name to go on"}, " or ", {CMD_SAVE}, false},
    {{"Q or Ctrl-C", "quit and give this game up (asks first)"}, " or ", {CMD_QUIT}, false},
    {{"Ctrl-Z", "stop for a while; fg in the shell brings it back"}, NULL, {CMD_NONE}, false},
    {{"m or F4", "debugging aid: the minds pane, each monster's state"},
     " or ",
     {CMD_MINDS},
     false},
    {{"[ and ]", "scroll the minds pane up and down"},
     " and ",
     {CMD_MINDS_UP, CMD_MINDS_DOWN},
     false},
    {{"D or F3", "debugging aid: distance overlay from the player"},
     " or ",
     {CMD_DISTANCE_OVERLAY},
     false},
    {{"X or F1", "debugging aid: reveal the whole floor"}, " or ", {CMD_REVEAL_MAP}, false},
};

/* The action each command gives the game; a debugging view is an action
 * too, as it marks the game. Commands left out stay in the front end. */
static const struct {
    bool gives;
    enum action_kind kind;
} command_actions[CMD_COUNT] = {
    [CMD_MOVE] = {true, ACTION_MOVE},
    [CMD_WAIT] = {true, ACTION_WAIT},
    [CMD_QUIT] = {true, ACTION_QUIT},
    [CMD_DISTANCE_OVERLAY] = {true, ACTION_DEBUG_VIEW},
    [CMD_REVEAL_MAP] = {true, ACTION_REVEAL_MAP},
    [CMD_MINDS] = {true, ACTION_DEBUG_VIEW},
    [CMD_PICK_UP] = {true, ACTION_PICK_UP},
    [CMD_DRINK] = {true, ACTION_DRINK},
    [CMD_READ] = {true, ACTION_READ},
    [CMD_DROP] = {true, ACTION_DROP},
    [CMD_EQUIP] = {true, ACTION_EQUIP},
    [CMD_REST] = {true, ACTION_REST},
    [CMD_DESCEND] = {true, ACTION_DESCEND},
    [CMD_LOOK_HERE] = {true, ACTION_LOOK_HERE},
    [CMD_TRAVEL] = {true, ACTION_TRAVEL},
    [CMD_EXPLORE] = {true, ACTION_EXPLORE},
    [CMD_RUN] = {true, ACTION_RUN},
    [CMD_TAKE_OFF] = {true, ACTION_TAKE_OFF},
    [CMD_FIRE] = {true, ACTION_FIRE},
    [CMD_THROW] = {true, ACTION_THROW},
    [CMD_ZAP] = {true, ACTION_ZAP},
    [CMD_CLOSE] = {true, ACTION_CLOSE},
};

int keymap_command_action(enum command command)
{
    if ((unsigned)command >= CMD_COUNT || !command_actions[command].gives)
        return -1;
    return (int)command_actions[command].kind;
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
    for (size_t i = 0; i < sizeof bindings / sizeof bindings[0]; i++)
        if (bindings[i].key == key)
            return (struct key_command){bindings[i].command, {bindings[i].dx, bindings[i].dy}};
    return (struct key_command){CMD_NONE, {0, 0}};
}

const struct key_binding *keymap_bindings(int *count)
{
    *count = (int)(sizeof bindings / sizeof bindings[0]);
    return bindings;
}

enum { HELP_COUNT = sizeof help / sizeof help[0] };

const struct key_help *keymap_help(int *count)
{
    static struct key_help shown[HELP_COUNT];
    for (int i = 0; i < HELP_COUNT; i++)
        shown[i] = help[i].shown;
    *count = HELP_COUNT;
    return shown;
}

/* Whether the key, bound now to command, belongs on entry's line. */
static bool names_key(const struct help_entry *entry, const struct key_binding *b, bool own,
                      enum command command)
{
    struct key_command now = keymap_lookup(b->key);
    if (now.command != command || now.dir.x != b->dx || now.dir.y != b->dy)
        return false;
    bool typed = b->key > ' ' && b->key < 127 && !(b->key >= '0' && b->key <= '9');
    return !entry->letters || typed || own;
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
    const struct help_entry *e = &help[entry];
    snprintf(out, size, "%s", e->shown.keys);
    if (override_count == 0 || !e->sep)
        return;
    out[0] = 0;
    for (int c = 0; c < HELP_COMMANDS && (c == 0 || e->commands[c] != CMD_NONE); c++) {
        for (size_t b = 0; b < sizeof bindings / sizeof bindings[0]; b++)
            if (bindings[b].command == e->commands[c] &&
                names_key(e, &bindings[b], false, e->commands[c]))
                add_name(out, size, e->sep, bindings[b].key);
        for (int b = 0; b < override_count; b++)
            if (overrides[b].command == e->commands[c] &&
                names_key(e, &overrides[b], true, e->commands[c]))
                add_name(out, size, e->sep, overrides[b].key);
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
