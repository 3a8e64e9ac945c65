#include "draw_speech.h"

#include <string.h>

#include "camera.h"
#include "draw_look.h"
#include "draw_map.h"
#include "draw_pack.h"
#include "drawn.h"
#include "screen.h"

void speech_before_key(struct ui *ui)
{
    speech_seen_take(ui->game, &ui->speech_before);
    ui->news_waits = true;
}

void speech_after_key(struct ui *ui, const struct pos *step_dir)
{
    ui->news_serial++;
    ui->news_waits = false;
    if (ui->news_told) {
        ui->news_told = false;
        return;
    }
    speech_news(ui->game, &ui->speech_before, step_dir, &ui->news);
}

/* What the news window shows: the look cursor's cell while it is out
 * (where it is, then what it says), else the key's news; the front end's
 * own line (a question, the saver's word) last. */
static void shown_lines(const struct ui *ui, struct speech *out)
{
    if (ui->looking) {
        speech_clear(out);
        char where[48], text[SPEECH_LINE];
        speech_where(ui->game->run.player.pos, ui->look_at, where, sizeof where);
        look_text(ui, text, sizeof text);
        speech_add(out, "%s: %s", where, text);
    } else {
        *out = ui->news;
    }
    if (ui->notice[0])
        speech_add(out, "%s", ui->notice);
    if (out->count == 0)
        speech_add(out, "Nothing new.");
}

static void draw_news(struct ui *ui)
{
    WINDOW *win = ui->screen.log;
    /* The frames a walk draws step by step say nothing: its news is told
     * whole when it ends (the last key's, drawn again, would be heard
     * again). */
    if (ui->news_waits && !ui->looking)
        return;
    struct speech lines;
    shown_lines(ui, &lines);
    /* Each key's news goes out, the same words as the last key's too. */
    uint64_t h = drawn_hash(DRAWN_SEED, &ui->news_serial, sizeof ui->news_serial);
    for (int i = 0; i < lines.count; i++)
        h = drawn_hash(h, lines.lines[i], strlen(lines.lines[i]) + 1);
    if (h == ui->news_drawn && !is_wintouched(win))
        return;
    ui->news_drawn = h;
    int rows, cols;
    getmaxyx(win, rows, cols);
    werase(win);
    int row = 0;
    /* Each line whole from its first column, so a reader hears sentences,
     * never the letters that differ from the line before; when they do
     * not all fit, the first ones, and where the rest are. */
    for (int i = 0; i < lines.count && row < rows; i++) {
        if (row == rows - 1 && i < lines.count - 1) {
            mvwaddnstr(win, row++, 0, "And more: V says what is in view, Ctrl-P the messages.",
                       cols - 1);
            break;
        }
        row += screen_wrap(win, row, 0, cols - 1, lines.lines[i]);
    }
    /* The cursor after the newest line's last word. */
    int y, x;
    getyx(win, y, x);
    wmove(win, y, x < cols - 1 ? x : cols - 1);
    wredrawln(win, 0, rows);
}

void draw_speech_frame(struct ui *ui)
{
    WINDOW *map = ui->screen.map;
    if (ui->pack_view >= 0 && ui->game->item_kinds) {
        /* A list of the pack is words: over the blank map, the cursor at
         * its end. */
        werase(map);
        draw_news(ui);
        wnoutrefresh(ui->screen.log);
        draw_pack(ui, &ui->game->run.pack, &ui->game->run.lore, ui->game->item_kinds,
                  (enum pack_view)ui->pack_view);
        wnoutrefresh(map);
        ui->map_listed = true;
        curs_set(1);
        doupdate();
        return;
    }
    if (ui->map_listed) {
        /* The list goes; the map is not read out again unasked. */
        werase(map);
        ui->map_listed = false;
        ui->drawn.valid = false;
    }
    if (ui->map_asked) {
        camera_follow(ui);
        draw_map(ui);
        ui->map_asked = false;
    } else if (is_wintouched(map)) {
        /* A screen of text went over it: what it held goes out again. */
        wnoutrefresh(map);
    }
    draw_news(ui);
    /* Last, so the cursor rests after the news. */
    wnoutrefresh(ui->screen.log);
    curs_set(1);
    doupdate();
}

void speech_begin(struct ui *ui)
{
    /* The map too would be read out, glyph by glyph: Ctrl-R draws it. */
    ui->map_asked = false;
    ui->news_told = false;
    ui->news_drawn = 0;
    /* The newest message (the welcome, or where a saved game stood), and
     * every monster in view as come into it. */
    speech_seen_take(ui->game, &ui->speech_before);
    ui->speech_before.said = ui->game->run.log.said - 1;
    ui->speech_before.lines = ui->game->run.log.count - 1;
    ui->speech_before.newest[0] = ui->speech_before.newest[1] = 0;
    ui->speech_before.count = 0;
    speech_news(ui->game, &ui->speech_before, NULL, &ui->news);
}
