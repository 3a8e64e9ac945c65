#ifndef MURK_TERM_KEYMAP_H
#define MURK_TERM_KEYMAP_H

#include <stdbool.h>
#include <stddef.h>

#include "murk/base/action.h"
#include "murk/base/grid.h"

/* What a key asks the front end to do, one per row of command.def. Game
 * actions become struct action; the rest (help, redraw, overlays) stay in
 * the front end. CMD_NONE is 0: no command. */
enum command {
    CMD_NONE,
#define COMMAND(id, ...) CMD_##id,
#include "command.def"
    CMD_COUNT
};

/* command.def's action for a command that gives the game none. */
enum { NO_ACTION = -1 };

struct key_command {
    enum command command;
    struct pos dir; /* for CMD_MOVE and CMD_RUN */
};

/* The game action a command gives (murk/action.def), or NO_ACTION for one
 * that stays in the front end (help, redraw, a list, scrolling). */
int keymap_command_action(enum command command);

/* The command bound to a curses key code, or CMD_NONE. */
struct key_command keymap_lookup(int key);

/* Teaches curses the keys the terminal's description leaves out, so that
 * they arrive as one key and not as Esc and letters: the keypad in
 * application mode (ESC O x for keypad 8, and so on, as tmux and xterm send
 * them), and Shift and Ctrl with an arrow (ESC [ 1 ; 2 A and ESC [ 1 ; 5 A),
 * which run. Call once the terminal is up. */
void keymap_learn_terminal(void);

/* One binding of the keymap: a key, its command, and a direction. */
struct key_binding {
    int key;
    enum command command;
    int dx, dy;
};

/* The keymap's fixed bindings (those keymap_learn_terminal adds aside);
 * sets *count. */
const struct key_binding *keymap_bindings(int *count);

/* A key's name as the key list writes it: "h", "Ctrl-P", "F4", "Tab",
 * "Esc", "arrows", "keypad", "Shift-arrows", "Ctrl-arrows". Writes at most
 * size bytes. */
void keymap_key_name(int key, char *out, size_t size);

/* One line of the key list: which keys, and what they do. The `?` screen and
 * the KEYS section of man/murk.6 list exactly these, in this order. */
struct key_help {
    const char *keys;
    const char *what;
};

/* The key list as the fixed bindings have it; sets *count. */
const struct key_help *keymap_help(int *count);

/* Entry's keys as they are bound now (the options file's bind lines
 * taken in): the fixed text while nothing is rebound, else the names of
 * the keys its commands have, "(no key)" when none. */
void keymap_help_keys(int entry, char *out, size_t size);

/* Binds key to command (CMD_NONE: unbinds it), over its fixed binding:
 * the options file's bind lines and number_pad. keymap_bind_defaults
 * forgets them all. */
void keymap_bind(int key, enum command command, int dx, int dy);
void keymap_bind_defaults(void);

#endif
