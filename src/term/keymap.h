#ifndef MURK_TERM_KEYMAP_H
#define MURK_TERM_KEYMAP_H

#include "murk/grid.h"

/* What a key asks the front end to do. Game actions become struct action;
 * the rest (help, redraw, overlays) stay in the front end. */
enum command {
    CMD_NONE,
    CMD_MOVE,
    CMD_WAIT,
    CMD_HELP,
    CMD_REDRAW,
    CMD_QUIT,
    CMD_DISTANCE_OVERLAY,
    CMD_REVEAL_MAP,
    CMD_LOOK,
    CMD_NEXT_MONSTER, /* Tab: only while looking */
    CMD_CANCEL,       /* Esc */
    CMD_MINDS,
    CMD_MINDS_UP,
    CMD_MINDS_DOWN,
    CMD_PICK_UP,
    CMD_INVENTORY,
    CMD_DRINK,
    CMD_READ,
    CMD_DROP,
    CMD_EQUIP,
    CMD_REST,
    CMD_HISTORY,
    CMD_SAVE, /* S: save and quit */
    CMD_DESCEND,
    CMD_LOOK_HERE,
};

struct key_command {
    enum command command;
    struct pos dir; /* for CMD_MOVE */
};

/* The command bound to a curses key code, or CMD_NONE. */
struct key_command keymap_lookup(int key);

/* One line of the key list: which keys, and what they do. The `?` screen and
 * the KEYS section of man/murk.6 list exactly these, in this order. */
struct key_help {
    const char *keys;
    const char *what;
};

/* The key list; sets *count. */
const struct key_help *keymap_help(int *count);

#endif
