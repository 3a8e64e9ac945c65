#ifndef MURK_TERM_TERM_H
#define MURK_TERM_TERM_H

/* Shared by the curses front end's files; nothing outside src/term sees it. */

#include <curses.h>
#include <stdbool.h>

#include "murk/turn/game.h"
#include "camera.h"
#include "keymap.h"
#include "murk/base/rgb.h"
#include "ui.h"

enum {
    MIN_COLS = 80,
    MIN_LINES = 24,
    PANEL_COLS = 20,
    LOG_LINES = 5,
    LOOK_LINES = 6,
    MINDS_COLS = 30
};

enum shade { SHADE_LIT, SHADE_DIM };

/* What ui_read_key returns, for ever after, once the terminal has gone. */
enum { KEY_GONE = KEY_MAX + 1, GONE_AFTER_ERRORS = 3 };

/* What ui_read_key returns for Ctrl-C (a signal in cbreak mode). */
enum { KEY_CTRL_C = 3 };

/* How many colours the terminal gives us; NO_COLOR means none at all. */
struct palette {
    int colours;          /* 0 (attributes only), 8, 16 or 256 */
    bool dims;            /* the terminal can draw dim (faint) text */
    bool light;           /* the light palette: the terminal's background is light */
    bool reverses_colour; /* reverse video keeps a colour (no ncv bit for it) */
};

/* One window per part of the screen, remade on every resize. */
/* The minds pane takes the side panel's place at 80 columns, and stands
 * beside it when the terminal is wide enough for both; then panel and look
 * are NULL. */
struct screen {
    WINDOW *map, *panel, *look, *log, *minds;
    bool too_small;
    unsigned layout;         /* counts the layouts made: what was drawn for another is gone */
    int max_cols, max_lines; /* the host's cap (--max-size); 0: the whole terminal */
};

/* What the look cursor is out for: to look, to choose where to travel, or
 * to aim what `f`, `t` or a scroll that asks would let fly. */
enum look_purpose { LOOK_LOOK, LOOK_TRAVEL, LOOK_FIRE, LOOK_THROW, LOOK_READ, LOOK_ZAP };

/* The map view's cells as a frame composes them, before they go out. */
struct canvas {
    chtype *cells;
    int rows, cols;
};

static inline void canvas_put(struct canvas *c, int y, int x, chtype ch)
{
    if (y >= 0 && x >= 0 && y < c->rows && x < c->cols)
        c->cells[y * c->cols + x] = ch;
}

/* What the last frame drew, so that the next sends only what changed: over
 * SSH every byte counts, and a key that changed nothing should cost next to
 * nothing. Each window's part is good for one layout (screen.layout). */
struct drawn {
    unsigned layout;    /* the layout these were drawn for */
    bool valid;         /* false: draw everything again */
    chtype *map;        /* the map window's cells as last sent */
    struct canvas next; /* the frame being composed */
    int map_cells;      /* room in map and next */
    /* What the map's last frame was made from: when only what lies round
     * the player can have changed, only that square is made again. */
    struct pos map_origin, map_seen_from;
    int map_seen_reach;
    /* Where the monsters the player perceived stood in the last frame: one
     * sensed far off is outside the square, and its cells are made again
     * (draw_map), as it moves or stops being perceived. */
    struct pos map_perceived[GAME_MAX_MONSTERS];
    int map_perceived_count;
    uint64_t map_whole;                           /* a hash of what changes the whole view */
    uint64_t panel, panel_turn, log, look, minds; /* a hash of what each window shows */
    int monsters_listed; /* how many entries of the monsters in view the panel had room for (monster_list.h) */
    char panel_turn_line[32]; /* the panel's "Turn 123  Depth 1" as drawn ("" after an erase) */
};

struct ui {
    const struct game *game; /* drawn from, never changed: game_do does that */
    struct rng cosmetic;     /* the screen's own randomness, apart from the game's */
    struct palette palette;
    struct screen screen;
    bool distance_overlay;
    struct dmap distances; /* the overlay's own walking distances from the player */
    bool looking;          /* the look cursor is out */
    struct pos look_at;    /* the cell it is on */
    enum look_purpose look_purpose;
    int aim_range; /* while aiming: how far the missile flies, for the path drawn */
    struct camera camera;
    struct drawn drawn;
    bool minds;       /* the minds pane is shown */
    int pack_view;    /* the pack listed over the map (enum pack_view), or -1 */
    int read_errors;  /* blocking reads in a row that failed */
    int minds_scroll; /* monsters scrolled off the top of the pane */
    void (*on_change)(void *ctx, const struct game *game); /* the saver, or NULL */
    void *on_change_ctx;
    /* The recorder, told of every action given to game_do, or NULL. */
    void (*on_action)(void *ctx, const struct game *game, struct action action);
    void *on_action_ctx;
    /* The front end's own line, over the log (ui_tell): never the game's
     * log, which only game_do writes. */
    char notice[MSGLOG_LINE + 16];
    bool answers_late;   /* the terminal's answers to the background question may yet come */
    unsigned autopickup; /* the item classes a step picks up (the options file) */
    unsigned side_panel; /* what the side panel lists (OPTIONS_PANEL_ bits) */
    bool unsaved;        /* the last save failed: marked on the panel */
    char unsaved_why[MSGLOG_LINE]; /* ...and why, in words */
    char end_note[2 * MSGLOG_LINE]; /* the end screen's word on the record (ui_tell_end) */
};

/* notice.c: S asked for: the saver tries once more, and when the game
 * still cannot be written, says so and returns true (S does not leave). */
bool ui_save_refused(struct ui *ui);

/* palette.c: call after the terminal is up. colours_wanted caps the
 * colours used (16, 8, 0 for none; -1: all the terminal has); light picks
 * the palette for a light background. */
void palette_init(struct palette *palette, int colours_wanted, bool light);

/* What is older or fainter than plain text, remembered cells and old
 * messages: dim, else dark grey, else plain. */
attr_t palette_faded(const struct palette *palette);

/* A cell marked apart (a target, the minds pane's monster): reversed, or,
 * where reverse would lose its colour (ncv), the letter on its colour. */
attr_t palette_marked(const struct palette *palette, attr_t attr);

/* The curses attributes that show an RGB colour as well as the terminal can;
 * SHADE_DIM is for what is remembered rather than seen. Dark colours never
 * come out as black on black. */
attr_t palette_attr(const struct palette *palette, struct rgb colour, enum shade shade);

/* The attributes of the player's glyph, of that colour: the terminal's
 * own where there are sixteen colours or more, palette_attr's otherwise. */
attr_t palette_player(const struct palette *palette, struct rgb colour);

/* The attributes of the map's walls and floor, seen or remembered: the
 * terminal's own colour, and dim (dark grey on sixteen colours that cannot
 * dim) for what is remembered; bold and plain where there is neither dim
 * nor dark grey. Never a colour, so a row of them goes out without a
 * change of colour, and they read on any background. */
attr_t palette_terrain(const struct palette *palette, enum shade shade);

/* screen.c */
void screen_layout(struct screen *screen, bool minds);
void screen_destroy(struct screen *screen);
void screen_show_too_small(void);

/* A screen of text (the key list, the messages, a list over the map, the
 * end screen) hides the cursor, which would stand at the end of its last
 * line; a frame of the game shows it again, on the player. */
void screen_hide_cursor(void);

/* Writes text from (row, col), breaking lines at spaces to fit width and
 * stopping at the window's last row. Returns the rows used. */
int screen_wrap(WINDOW *win, int row, int col, int width, const char *text);

/* The same, stopping before row end (when that comes before the last). */
int screen_wrap_to(WINDOW *win, int row, int end, int col, int width, const char *text);

/* A message as the log and the history show it: its text, and "(x3)" when
 * it was said three times in a row. */
enum { SCREEN_MSG_LINE = MSGLOG_LINE + 16 };
void screen_msg_line(const struct msg *m, char *out, size_t size);

/* draw_*.c: each draws one window into curses' buffer (wnoutrefresh); the
 * caller sends it all out with one doupdate(). Each draws only when what
 * its window shows has changed since the last frame (struct drawn). */
void draw_map(struct ui *ui);
void draw_look(struct ui *ui);
void draw_death(const struct ui *ui);
void draw_minds(struct ui *ui);

/* Forgets what was drawn: the next frame draws every window whole (after
 * something drew over them: a question, a list over the map). */
void drawn_forget(struct ui *ui);

/* Frees the drawing buffers. */
void drawn_free(struct ui *ui);

/* A 64-bit FNV-1a hash, folded on: what a window shows, to tell a frame
 * that would draw the same from one that would not. */
static inline uint64_t drawn_hash(uint64_t hash, const void *bytes, size_t n)
{
    const unsigned char *b = bytes;
    for (size_t i = 0; i < n; i++)
        hash = (hash ^ b[i]) * 1099511628211ULL;
    return hash;
}
#define DRAWN_SEED 14695981039346656037ULL

/* Whether a window's hash says it must be drawn; notes the new hash. */
bool drawn_changed(struct ui *ui, uint64_t *last, uint64_t hash);

/* The minds overlay on the map view: each monster's cell marked in its
 * state's colour, and a line to where it is heading. */
void draw_minds_overlay(const struct ui *ui, struct canvas *canvas, struct pos origin);

/* How many living monsters the minds pane lists. */
int minds_living(const struct ui *ui);

/* How many monsters the minds pane shows at once. */
int minds_rows(const struct ui *ui);

/* The minds pane shown or hidden (m), the screen laid out for it; and
 * scrolled a monster up or down ([ and ]) while shown. */
void minds_toggle(struct ui *ui);
void minds_scroll(struct ui *ui, bool down);

/* Makes the distance overlay's map for where the player stands now: the
 * front end's own, since the game's chase map is made only when a monster
 * needs it. */
void distance_overlay_update(struct ui *ui);

/* The map cell at the map window's top-left corner (the camera). */
struct pos map_view_origin(const struct ui *ui);

/* Places the camera for the map window as it now is (camera_update):
 * the look cursor, while looking, or the player and all the player sees
 * in view. */
void camera_follow(struct ui *ui);

void draw_panel(struct ui *ui);
void draw_log(struct ui *ui);

/* The key list from entry first on, as many as fit the screen, over the
 * whole of it; returns how many entries there are and sets *last_shown,
 * so the caller can scroll it. */
int draw_help(const struct ui *ui, int first, int *last_shown);
int draw_history(const struct ui *ui, int back);

/* What the look cursor says of its cell, with what it is out for:
 * "Look: A goblin, unhurt." or "Travel to: Floor you remember."; when
 * aiming, the keys too: "Fire at: A goblin, unhurt. (f or Enter: fire;
 * Tab: next; Esc: cancel)". */
void look_text(const struct ui *ui, char *out, size_t size);

/* draw_pack.c: the pack listed over the map window, with the pack's letters,
 * only what fits the view ("Drink which potion? (a-z, Esc to cancel)"), or
 * the view's "You have nothing to drink." when nothing fits. Returns how
 * many items it listed; the caller reads the key. */
enum pack_view {
    PACK_VIEW_INVENTORY,  /* `i`: everything; says when the pack is full */
    PACK_VIEW_DROP,       /* `d` */
    PACK_VIEW_DRINK,      /* `q`: potions */
    PACK_VIEW_READ,       /* `r`: scrolls */
    PACK_VIEW_EQUIP,      /* `w`: weapons and armour */
    PACK_VIEW_IDENTIFY,   /* a known scroll of identify: unknown potions and scrolls */
    PACK_VIEW_TAKE_OFF,   /* `T`: what is wielded or worn */
    PACK_VIEW_THROW,      /* `t` */
    PACK_VIEW_ZAP,         /* `z`: wands */
    PACK_VIEW_DISCOVERIES, /* `\`: the potions, scrolls and wands identified so far */
    PACK_VIEW_ENCHANT,     /* a known scroll of enchanting: Esc takes the reading back */
    PACK_VIEW_ENCHANT_READ /* one read unknown: Esc enchants what is in use */
};
struct pack;
struct item_lore;
struct item_kind_list;
int draw_pack(const struct ui *ui, const struct pack *pack, const struct item_lore *lore,
              const struct item_kind_list *kinds, enum pack_view view);

/* ui.c: every action the front end gives the game goes through here, so
 * the recorder hears of it. Returns whether it took a turn. */
bool ui_act(struct ui *ui, struct game *game, struct action action);

/* Tells the recorder (on_action) of an action the game has just been
 * given, turn or no turn: each one changes the game's state. */
void ui_acted(struct ui *ui, struct action action);

/* Tells the saver the game may have changed: after every key, and after
 * every step of a walk or a rest, so a kill -9 loses at most the turn being
 * played. */
void ui_changed(struct ui *ui);

/* obey.c: what the key's command does in play (command.def's handler);
 * false when the player chose to quit. */
bool ui_obey(struct ui *ui, struct game *game, struct key_command kc);

/* walk.c: _ o H J K L Y U B N and R, a step (or a turn of rest) at a time
 * through the loop every caller of a repeated action shares (repeat.h),
 * drawn as it goes, until the game says stop or a key is pressed. */
void walk_repeat(struct ui *ui, struct game *game, struct action action);

/* pile_menu.c: `g`. On more than one item, lists them and picks up the
 * one chosen, or all (`,` or `g` again); Esc picks up nothing. On one, or
 * the Lamp, picks it up at once. */
void pile_menu_pick_up(struct ui *ui, struct game *game);

/* `_`: the cursor chooses where, then walk_repeat walks there. */
void walk_travel(struct ui *ui, struct game *game);

/* frame.c: one frame. Each window draws only what changed since the last
 * (struct drawn), and one doupdate sends it. */
void ui_draw_all(struct ui *ui);

/* Marks every window to be sent again, after something covered them all. */
void ui_touch_all(struct ui *ui);

/* input.c: reads a key, turning a resize into a new layout at once so every
 * caller sees a screen that fits, and Ctrl-C into KEY_CTRL_C. A signal cuts
 * its wait short, so a hang-up or SIGTERM is seen at once even when no key
 * comes; from then on, and once the terminal is gone (a few failed reads in
 * a row), every read says KEY_GONE, so every loop that reads keys ends and
 * none spins on a dead connection. Ctrl-Z leaves the screen, stops murk,
 * and once it goes on reads as a resize (all is drawn again). */
int ui_read_key(struct ui *ui);

/* Sets the terminal so that a read waits at most a second for a key by
 * itself (termios VMIN 0, VTIME 10), as the mode curses keeps for play:
 * ui_read_key then costs one read(2) a key. Called once curses has set
 * the terminal up (ui_open); where the terminal refuses, the wait is
 * curses' own timed one, as for ui_read_key_within. */
void input_start(void);

/* input.c too: a key, or ERR when none came within wait_ms (-1: wait for
 * one, which is ui_read_key); KEY_GONE, KEY_CTRL_C and KEY_RESIZE as
 * there. For the screens that move on their own (a replay, a game
 * watched). */
int ui_read_key_within(struct ui *ui, int wait_ms);

/* How the game ends when the keys have: a signal asked us to stop, or the
 * terminal went away, which is a hang-up unless hang-ups are ignored
 * (nohup: then it is an error). */
enum ui_end ui_gone(void);

/* menus.c: a yes-or-no question on the log's bottom line (on a screen too
 * small to play, on its last line); true for y or Y. */
bool menus_ask_yes_no(struct ui *ui, const char *question);

/* ask_direction.c: a question on the log's bottom line (on a screen too
 * small to play, on its last line), and the key that answers it. */
int ask_key(struct ui *ui, const char *question);

/* A question answered with a move key: true and its step in *dir, or
 * false for any other key. */
bool ask_direction(struct ui *ui, const char *question, struct pos *dir);

/* `?`: the key list; the arrow and page keys scroll it when it is longer
 * than the screen, and any other key returns. */
void menus_help(struct ui *ui);

/* Ctrl-P: the log's last MSGLOG_CAPACITY messages, scrolled with the arrow
 * and page keys; any other key returns. */
void menus_history(struct ui *ui);

/* After a death, a quit or the win, once the last blow has been seen: the
 * end screen, then a new game (n) or quit (q, Ctrl-C). */
enum ui_end menus_death(struct ui *ui);

/* pack_menu.c: q r w d T t: the game says so when nothing fits, costing no
 * turn; otherwise asks which (and, for a scroll that asks, which item it
 * is read on or where it is aimed; for `t`, where to throw it), and a
 * cancelled choice costs no turn either. */
void pack_menu_use(struct ui *ui, struct game *game, enum pack_view view, enum item_query query,
                   enum action_kind action);

/* `i` and `\`: a list over the map until a key. */
void pack_menu_show(struct ui *ui, enum pack_view view);

#endif
