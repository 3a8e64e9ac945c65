#ifndef MURK_TERM_TERM_H
#define MURK_TERM_TERM_H

/* The types the curses front end's files share (struct ui and what it
 * holds), with their constants: a gather header, with no .c of its own, so
 * it declares no function; each module's functions are in its own header.
 * Nothing outside src/term sees it. */

#include <curses.h>
#include <stdbool.h>

#include "murk/turn/game.h"
#include "camera.h"
#include "keymap.h"
#include "speech.h"
#include "murk/base/rgb.h"

enum {
    MIN_COLS = 80,
    MIN_LINES = 24,
    PANEL_COLS = 20,
    LOG_LINES = 5,
    LOOK_LINES = 6,
    MINDS_COLS = 30,
    NEWS_LINES = 10 /* the screen-reader mode's news, under the map */
};

enum shade { SHADE_LIT, SHADE_DIM };

/* Which minds pane is shown: none, the player's own (m: the monsters the
 * player perceives), or the all-seeing debugging aid (F4: every monster). */
enum minds_view { MINDS_OFF, MINDS_PLAYER, MINDS_ALL };

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
    bool italics;         /* the terminal has italics (marks.h) */
};

/* One window per part of the screen, remade on every resize. */
/* The minds pane takes the side panel's place and the map's last
 * MINDS_COLS - PANEL_COLS columns; then panel and look are NULL. */
struct screen {
    WINDOW *map, *panel, *look, *log, *minds;
    int map_view_cols; /* the map's columns no pane covers: what the camera plans for */
    bool too_small;
    unsigned layout;         /* counts the layouts made: what was drawn for another is gone */
    int max_cols, max_lines; /* the host's cap (--max-size); 0: the whole terminal */
    /* The screen-reader mode's layout: the map, whole width, over the news
     * (the log window, NEWS_LINES high); no panel, look or minds pane. */
    bool speech;
};

/* What the look cursor is out for: to look, to choose where to travel, or
 * to aim what `f`, `t` or a scroll that asks would let fly. */
enum look_purpose { LOOK_LOOK, LOOK_TRAVEL, LOOK_FIRE, LOOK_THROW, LOOK_READ, LOOK_ZAP };

/* The map view's cells as a frame composes them, before they go out. With
 * marks, each cell put is noted there too, up to mark_room of them (past
 * that, mark_count still counts): draw_map makes those cells' terrain again
 * in the next frame, whatever stood there gone. */
struct canvas {
    chtype *cells;
    int rows, cols;
    struct pos *marks; /* NULL: none noted */
    int mark_count, mark_room;
};

static inline void canvas_put(struct canvas *c, int y, int x, chtype ch)
{
    if (y >= 0 && x >= 0 && y < c->rows && x < c->cols) {
        c->cells[y * c->cols + x] = ch;
        if (c->marks) {
            if (c->mark_count < c->mark_room)
                c->marks[c->mark_count] = (struct pos){x, y};
            c->mark_count++;
        }
    }
}

/* Rows and columns of the map view, inclusive; y0 > y1 for none. */
struct map_span {
    int y0, y1, x0, x1;
};

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
    /* What the last frame made the terrain of, so that the next makes
     * again only the cells whose look can have changed: those in sight
     * then or now, those an overlay stood on, those new to the square. */
    struct map_span map_box;  /* the square the last frame made, or the whole view */
    uint8_t *map_was_visible; /* cache.visible as the last frame saw it, a byte a map cell */
    int map_was_visible_cells;
    struct pos *map_overlaid; /* the cells in map_box the last frame's overlays stood on */
    int map_overlaid_count;   /* -1: more than there was room to note */
    int *map_dirty;           /* per row of the view: the first and last column made */
    int map_dirty_rows;
    int map_turn;                                 /* the game's turn at the last frame */
    uint64_t map_whole;                           /* a hash of what changes the whole view */
    uint64_t panel, panel_turn, log, look, minds; /* a hash of what each window shows */
    uint64_t monsters;        /* this frame's monster_list_hash, for the panel and look */
    int monsters_listed;      /* how many entries of the monsters in view the panel had room for
                                 (draw_monsters.h) */
    char panel_turn_line[32]; /* the panel's "Turn 123  Depth 1" as drawn ("" after an erase) */
    /* Each tile's look, [seen][tile], and the palette it was made for:
     * made again only when the palette changes, not at every frame. */
    chtype terrain_look[2][TILE_COUNT];
    struct palette terrain_palette;
    bool terrain_made;
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
    int minds;        /* the minds pane shown (enum minds_view) */
    int pack_view;    /* the pack listed over the map (enum pack_view), or -1 */
    int read_errors;  /* blocking reads in a row that failed */
    /* Whether curses may hold bytes of the terminal's already (the rest of
     * an escape sequence it read ahead, an ungetch): the wait for a key
     * then asks curses first (input.c). */
    bool curses_may_hold;
    /* Whether the last key read had to be waited for: nothing was typed
     * behind it when it came, so the frame it makes need not look for a
     * key typed ahead (frame.c; input.c sets it, the frame uses it up). */
    bool key_waited;
    int minds_scroll; /* monsters scrolled off the top of the pane */
    void (*on_change)(void *ctx, const struct game *game); /* the saver, or NULL */
    void *on_change_ctx;
    /* The recorder, told of every action given to game_do, or NULL. */
    void (*on_action)(void *ctx, const struct game *game, struct action action);
    void *on_action_ctx;
    /* The front end's own line, over the log (ui_tell): never the game's
     * log, which only game_do writes. */
    char notice[MSGLOG_LINE + 16];
    bool answers_late;         /* the terminal's answers to the background question may yet come */
    unsigned autopickup;       /* the item classes a step picks up (the options file) */
    unsigned side_panel;       /* what the side panel lists (OPTIONS_PANEL_ bits) */
    unsigned side_panel_asked; /* ...as the options file asks, before a seed is hidden */
    bool hide_unchosen_seeds;  /* ui_hide_unchosen_seeds */
    bool unsaved;              /* the last save failed: marked on the panel */
    char unsaved_why[MSGLOG_LINE];  /* ...and why, in words */
    char end_note[2 * MSGLOG_LINE]; /* the end screen's word on the record (ui_tell_end) */
    /* The screen-reader mode (speech.h, draw_speech.h): what the player
     * perceived before the key, the news it made (or what V or @ told),
     * and whether the map is to be drawn (it stays still between turns). */
    bool speech;
    struct speech_seen speech_before;
    struct speech news;
    bool news_told; /* news holds what V or @ told: the key's own, not its news */
    bool map_asked;
    bool map_listed; /* the pack was listed over the map: it is blanked after */
    uint64_t news_drawn; /* a hash of the news as last drawn */
    unsigned news_serial; /* counts the keys given news */
    bool news_waits;      /* a key is being obeyed: its news comes when it is done */
};

#endif
