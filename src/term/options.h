#ifndef MURK_TERM_OPTIONS_H
#define MURK_TERM_OPTIONS_H

/* The player's options file (murkrc): keys, colours, the background, what
 * the side panel lists, read once at start. No curses here: the front end
 * applies what is read (ui_use_options), and `murk --check-options` only
 * reads it. Where it is: $MURK_OPTIONS (a path), else
 * $XDG_CONFIG_HOME/murk/murkrc, else ~/.config/murk/murkrc; a file that is
 * not there is no error, unless MURK_OPTIONS names it.
 *
 * The file is lines of `name = value`, `bind KEY ACTION`, blank lines and
 * comments (a line whose first character that is not blank is '#'). Every
 * bad line is told as "FILE:LINE:COL: what is wrong", and left out: the
 * rest is used. */

#include <stdbool.h>
#include <stddef.h>

enum options_background {
    OPTIONS_BACKGROUND_AUTO,
    OPTIONS_BACKGROUND_DARK,
    OPTIONS_BACKGROUND_LIGHT
};

/* What the side panel lists below the player's numbers (side_panel). */
enum {
    OPTIONS_PANEL_SEED = 1,
    OPTIONS_PANEL_EQUIPMENT = 2,
    OPTIONS_PANEL_STATUSES = 4,
    OPTIONS_PANEL_MONSTERS = 8,
    OPTIONS_PANEL_ALL = 15
};

/* A key as the file names it, curses aside: a printable character as
 * itself, Ctrl-A to Ctrl-Z as 1 to 26, Tab 9, Esc 27, and the function
 * keys F1 to F12 from OPTIONS_KEY_F0 + 1 on. */
enum { OPTIONS_KEY_F0 = 0x10000 };

enum {
    OPTIONS_BINDS_MAX = 128,
    OPTIONS_FILE_MAX = 65536, /* the largest file read, in bytes */
    OPTIONS_LINE_MAX = 512,   /* the longest line */
    OPTIONS_ERRORS_KEPT = 20, /* error lines kept to tell; the rest counted */
    OPTIONS_ERROR_LINE = 300, /* room for one */
    OPTIONS_PATH_MAX = 4096
};

/* bind KEY ACTION: the key and what it now does (a command of keymap.h,
 * with its direction for a move or a run). */
struct options_bind {
    int key;
    int command; /* enum command */
    int dx, dy;
};

struct options {
    enum options_background background;
    bool mouse;          /* mouse reporting on: clicks look and travel */
    bool screen_reader;  /* the screen-reader mode (speech.h): news in words, the map still */
    int colours;         /* the most colours used: -1 all the terminal has, 16, 8 or 0 */
    bool number_pad;     /* the digits move (on by default) */
    unsigned autopickup; /* bit 1 << enum item_class: picked up by walking onto it */
    unsigned side_panel; /* OPTIONS_PANEL_ bits */
    char name[32];       /* the player's name, or "" (--name and MURK_NAME win) */
    struct options_bind binds[OPTIONS_BINDS_MAX];
    int bind_count;
};

/* What was wrong, line by line, to be told before the game starts. */
struct options_report {
    char path[OPTIONS_PATH_MAX]; /* the file read, or "" when there was none */
    char lines[OPTIONS_ERRORS_KEPT][OPTIONS_ERROR_LINE];
    int count; /* every error, kept or not */
};

/* The defaults: every key as keymap.c binds it, the background asked of
 * the terminal, mouse reporting off (GNU screen holds a lone Esc while it
 * is on), all the colours there are, the whole side panel. */
void options_default(struct options *options);

/* Reads text (size bytes, from the file called path) into options over
 * what is there, telling each bad line in report. */
void options_parse(struct options *options, const char *path, const char *text, size_t size,
                   struct options_report *report);

/* Finds the file (see above), reads it into options over the defaults and
 * applies MURK_BACKGROUND, which wins over the file. A file that is a
 * directory, a FIFO or larger than OPTIONS_FILE_MAX is refused in one line
 * and not read. */
void options_load(struct options *options, struct options_report *report);

/* The name bind takes for the command and direction, or NULL. */
const char *options_action_name(int command, int dx, int dy);

/* The names bind takes, in order; sets *count. */
const char *options_action_at(int index, int *count);

#endif
