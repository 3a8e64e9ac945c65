#ifndef MURK_TERM_TERM_H
#define MURK_TERM_TERM_H

/* Shared by the curses front end's files; nothing outside src/term sees it. */

#include <curses.h>
#include <stdbool.h>

#include "murk/game.h"
#include "murk/rgb.h"
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

/* What read_key returns, for ever after, once the terminal has gone. */
enum { KEY_GONE = KEY_MAX + 1, GONE_AFTER_ERRORS = 3 };

/* How many colours the terminal gives us; NO_COLOR means none at all. */
struct palette {
    int colours; /* 0 (attributes only), 8, 16 or 256 */
};

/* One window per part of the screen, remade on every resize. */
/* The minds pane takes the side panel's place at 80 columns, and stands
 * beside it when the terminal is wide enough for both; then panel and look
 * are NULL. */
struct screen {
    WINDOW *map, *panel, *look, *log, *minds;
    bool too_small;
};

struct ui {
    const struct game *game; /* drawn from, never changed: game_do does that */
    struct rng cosmetic;     /* the screen's own randomness, apart from the game's */
    struct palette palette;
    struct screen screen;
    bool distance_overlay;
    struct dmap distances; /* the overlay's own walking distances from the player */
    bool looking;       /* the look cursor is out */
    struct pos look_at; /* the cell it is on */
    bool minds;         /* the minds pane is shown */
    int pack_view;      /* the pack listed over the map (enum pack_view), or -1 */
    int read_errors;    /* blocking reads in a row that failed */
    int minds_scroll;   /* monsters scrolled off the top of the pane */
    void (*on_change)(void *ctx, const struct game *game); /* the saver, or NULL */
    void *on_change_ctx;
};

/* palette.c: call after the terminal is up. */
void palette_init(struct palette *palette);

/* The curses attributes that show an RGB colour as well as the terminal can;
 * SHADE_DIM is for what is remembered rather than seen. Dark colours never
 * come out as black on black. */
attr_t palette_attr(const struct palette *palette, struct rgb colour, enum shade shade);

/* screen.c */
void screen_layout(struct screen *screen, bool minds);
void screen_destroy(struct screen *screen);
void screen_show_too_small(void);

/* Writes text from (row, col), breaking lines at spaces to fit width and
 * stopping at the window's last row. Returns the rows used. */
int screen_wrap(WINDOW *win, int row, int col, int width, const char *text);

/* A message as the log and the history show it: its text, and "(x3)" when
 * it was said three times in a row. */
enum { SCREEN_MSG_LINE = MSGLOG_LINE + 16 };
void screen_msg_line(const struct msg *m, char *out, size_t size);

/* draw_*.c: each draws one window into curses' buffer (wnoutrefresh); the
 * caller sends it all out with one doupdate(). */
void draw_map(const struct ui *ui);
void draw_look(const struct ui *ui);
void draw_death(const struct ui *ui);
void draw_minds(const struct ui *ui);

/* The minds overlay on the map window: each monster's cell marked in its
 * state's colour, and a line to where it is heading. */
void draw_minds_overlay(const struct ui *ui, WINDOW *win, struct pos origin);

/* How many living monsters the minds pane lists. */
int minds_living(const struct ui *ui);

/* How many monsters the minds pane shows at once. */
int minds_rows(const struct ui *ui);

/* Makes the distance overlay's map for where the player stands now: the
 * front end's own, since the game's chase map is made only when a monster
 * needs it. */
void distance_overlay_update(struct ui *ui);

/* The map cell at the map window's top-left corner (the camera). */
struct pos map_view_origin(const struct ui *ui);
void draw_panel(const struct ui *ui);
void draw_log(const struct ui *ui);
void draw_help(const struct ui *ui);
int draw_history(const struct ui *ui, int back);

/* draw_pack.c: the pack listed over the map window, with the pack's letters,
 * only what fits the view ("Drink which potion? (a-z, Esc to cancel)"), or
 * the view's "You have nothing to drink." when nothing fits. Returns how
 * many items it listed; the caller reads the key. */
enum pack_view {
    PACK_VIEW_INVENTORY, /* `i`: everything; says when the pack is full */
    PACK_VIEW_DROP,      /* `d` */
    PACK_VIEW_DRINK,     /* `q`: potions */
    PACK_VIEW_READ,      /* `r`: scrolls */
    PACK_VIEW_EQUIP,     /* `w`: weapons and armour */
    PACK_VIEW_IDENTIFY   /* a known scroll of identify: unknown potions and scrolls */
};
struct pack;
struct item_lore;
struct item_kind_list;
int draw_pack(const struct ui *ui, const struct pack *pack, const struct item_lore *lore,
              const struct item_kind_list *kinds, enum pack_view view);

#endif
