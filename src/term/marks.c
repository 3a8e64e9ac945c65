#include "marks.h"

#include <stdio.h>
#include <string.h>

#include "palette.h"

/* The pane's legend's shorter words. */
static const char *const short_meanings[AWARE_COUNT] = {
    [AWARE_ASLEEP] = "asleep",
    [AWARE_UNAWARE] = "unaware",
    [AWARE_HUNTING] = "hunting",
    [AWARE_FLEEING] = "fleeing",
    [AWARE_BESIDE] = "ally",
};

static const char *const meanings[AWARE_COUNT] = {
    [AWARE_ASLEEP] = "asleep",
    [AWARE_UNAWARE] = "unaware of you",
    [AWARE_HUNTING] = "hunting you",
    [AWARE_FLEEING] = "fleeing",
    [AWARE_BESIDE] = "your ally or captive",
};

/* The attributes the marks use: underline and reverse, which every
 * terminal murk plays on has (vt100 too), and never bold or dim, which say
 * seen or sensed where there are fewer than sixteen colours. */
static attr_t mark_bits(const struct palette *palette, enum awareness a)
{
    switch (a) {
    case AWARE_ASLEEP:
        return A_UNDERLINE;
    case AWARE_HUNTING:
        return A_REVERSE;
    case AWARE_FLEEING:
        return A_REVERSE | A_UNDERLINE;
    case AWARE_BESIDE:
        return palette->italics ? A_ITALIC : A_BLINK;
    default:
        return A_NORMAL;
    }
}

attr_t marks_attr(const struct palette *palette, attr_t attr, enum awareness a)
{
    attr_t bits = mark_bits(palette, a);
    /* Reverse goes the palette's way: where it would lose the colour
     * (ncv), the letter on its colour. */
    if (bits & A_REVERSE)
        return palette_marked(palette, attr) | (bits & ~A_REVERSE);
    return attr | bits;
}

const char *marks_meaning(enum awareness a)
{
    return (unsigned)a < AWARE_COUNT ? meanings[a] : "";
}

const char *marks_look(const struct palette *palette, enum awareness a)
{
    switch (a) {
    case AWARE_ASLEEP:
        return "underlined";
    case AWARE_HUNTING:
        return "reversed";
    case AWARE_FLEEING:
        return "reversed, underlined";
    case AWARE_BESIDE:
        return palette->italics ? "in italics" : "blinking";
    default:
        return "plain";
    }
}

chtype marks_monster(const struct ui *ui, int slot)
{
    const struct game *game = ui->game;
    const struct monster *m = &game->floor.monsters[slot];
    enum shade shade = world_perceives(game, slot) == PERCEIVE_SIGHT ? SHADE_LIT : SHADE_DIM;
    attr_t own = palette_attr(&ui->palette, m->base.colour, shade);
    return (chtype)(unsigned char)m->base.glyph |
           marks_attr(&ui->palette, own, mind_awareness(game, m));
}

chtype marks_unseen(const struct palette *palette)
{
    return (chtype)'?' | palette_marked(palette, A_BOLD);
}

int marks_legend(const struct palette *palette, WINDOW *win, int row, int col, int width,
                 bool wordy)
{
    int x = col, used = 1;
    for (int a = 0; a <= AWARE_COUNT; a++) {
        char text[64];
        if (a == AWARE_COUNT)
            snprintf(text, sizeof text, "%s", wordy ? "where a blow came from unseen" : "unseen");
        else if (wordy)
            snprintf(text, sizeof text, "%s: %s", marks_meaning(a), marks_look(palette, a));
        else
            snprintf(text, sizeof text, "%s", short_meanings[a]);
        int need = 2 + (int)strlen(text);
        if (x > col && (wordy || x + need > col + width)) {
            row++;
            used++;
            x = col;
        }
        chtype sample = a == AWARE_COUNT
                            ? marks_unseen(palette)
                            : (chtype)'g' | marks_attr(palette, A_NORMAL, (enum awareness)a);
        mvwaddch(win, row, x, sample);
        mvwaddnstr(win, row, x + 2, text, col + width - x - 2);
        x += need + 1;
    }
    return used;
}
