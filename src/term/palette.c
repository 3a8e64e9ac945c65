#include "palette.h"

#include <stdlib.h>

#include "term.h"

/* The colour pairs: 1 to 16 the sixteen ANSI colours on the terminal's own
 * background; 17 to 22 the light palette's six darker hues (256 colours);
 * 23 the light palette's grey (256 colours); 33 to 40 black or white on
 * one of the eight basic colours, for a mark where the terminal cannot
 * reverse a colour (ncv). */
enum { PAIR_ANSI = 1, PAIR_LIGHT_HUE = 17, PAIR_LIGHT_GREY = 23, PAIR_BEHIND = 33 };

/* On white, a grey that reads apart from the black of what is in sight:
 * xterm's dark grey (colour 8, 77,77,77) is too near black there. */
enum { LIGHT_GREY_256 = 245 };

/* On white with eight colours, each sixth as a basic colour a letter reads
 * by: no yellow (205,205,0 on white), no cyan; red for the yellows (the
 * jackal, the doors), blue for the cyans. */
static const int light8_of_sixth[6] = {1, 1, 2, 4, 4, 5};

/* The hue in sixths of the wheel, from red: 0 red, 1 yellow, 2 green,
 * 3 cyan, 4 blue, 5 magenta, and each sixth's ANSI number. */
static const int ansi_of_sixth[6] = {1, 3, 2, 6, 4, 5};

/* On white, each sixth as a 256-colour index dark enough to read a letter
 * by: a dark yellow (175,135,0), not xterm's yellow (205,205,0), a dark
 * cyan, and so on. */
static const int light_of_sixth[6] = {124, 136, 28, 30, 25, 127};

/* Whether the terminal draws reverse video on a colour: a terminal whose
 * ncv has reverse's bit (PuTTY's) drops the one or the other. */
static bool reverses_colour(void)
{
    int ncv = tigetnum("ncv");
    return ncv < 0 || !(ncv & 4); /* 4: reverse, as terminfo numbers them */
}

void palette_init(struct palette *palette, int colours_wanted, bool light)
{
    const char *no_colour = getenv("NO_COLOR");
    palette->colours = 0;
    palette->light = light;
    palette->dims = (termattrs() & A_DIM) != 0;
    const char *sitm = tigetstr("sitm"); /* enter italics mode */
    palette->italics = sitm != NULL && sitm != (char *)-1;
    palette->reverses_colour = reverses_colour();
    if ((no_colour && *no_colour) || !has_colors() || colours_wanted == 0)
        return;
    start_color();
    use_default_colors();
    int colours = COLORS >= 256 ? 256 : COLORS >= 16 ? 16 : 8;
    if (colours_wanted > 0 && colours > colours_wanted)
        colours = colours_wanted >= 16 ? 16 : 8;
    palette->colours = colours;
    int ansi = colours < 16 ? colours : 16;
    for (int c = 0; c < ansi && PAIR_ANSI + c < COLOR_PAIRS; c++)
        init_pair((short)(PAIR_ANSI + c), (short)c, -1);
    if (colours == 256 && light) {
        for (int s = 0; s < 6 && PAIR_LIGHT_HUE + s < COLOR_PAIRS; s++)
            init_pair((short)(PAIR_LIGHT_HUE + s), (short)light_of_sixth[s], -1);
        if (PAIR_LIGHT_GREY < COLOR_PAIRS)
            init_pair(PAIR_LIGHT_GREY, LIGHT_GREY_256, -1);
    }
    if (!palette->reverses_colour)
        for (int c = 0; c < 8 && PAIR_BEHIND + c < COLOR_PAIRS; c++) {
            /* The letter in whichever of black and white reads on c. */
            bool pale =
                c == COLOR_YELLOW || c == COLOR_WHITE || c == COLOR_CYAN || c == COLOR_GREEN;
            init_pair((short)(PAIR_BEHIND + c), pale ? COLOR_BLACK : COLOR_WHITE, (short)c);
        }
}

/* A colour's pair, where the terminal has it. */
static attr_t pair_of(int ansi)
{
    return PAIR_ANSI + ansi < COLOR_PAIRS ? COLOR_PAIR(PAIR_ANSI + ansi) : A_NORMAL;
}

attr_t palette_faded(const struct palette *palette)
{
    /* A grey where there are sixteen colours or more: dim alone was lost
     * where it mattered (mosh 1.4 passes no dim; on xterm's white, faint
     * black is black). With fewer, dim where the terminal has it, and what
     * is newer or in sight is bold (palette_terrain, draw_log.c). */
    if (palette->colours == 256 && palette->light && PAIR_LIGHT_GREY < COLOR_PAIRS)
        return COLOR_PAIR(PAIR_LIGHT_GREY);
    if (palette->colours >= 16)
        return pair_of(COLOR_BLACK + 8);
    return palette->dims ? A_DIM : A_NORMAL;
}

/* The sixth of the wheel colour's hue lies in, or -1 for a grey. */
static int sixth_of(struct rgb c)
{
    int top = c.r > c.g ? (c.r > c.b ? c.r : c.b) : (c.g > c.b ? c.g : c.b);
    int low = c.r < c.g ? (c.r < c.b ? c.r : c.b) : (c.g < c.b ? c.g : c.b);
    if (top - low < top / 4 || top < 60)
        return -1;
    int span = top - low, hue; /* in degrees */
    if (top == c.r)
        hue = 60 * (c.g - c.b) / span;
    else if (top == c.g)
        hue = 120 + 60 * (c.b - c.r) / span;
    else
        hue = 240 + 60 * (c.r - c.g) / span;
    hue = (hue + 360 + 30) % 360;
    return hue / 60;
}

static bool bright(struct rgb c)
{
    int top = c.r > c.g ? (c.r > c.b ? c.r : c.b) : (c.g > c.b ? c.g : c.b);
    return top >= 200;
}

/* A colour as one of the sixteen ANSI colours looks to the eye, by its hue
 * (the six of the colour wheel), bright when the colour is and the
 * background dark. A terminal sends each of the sixteen in five bytes
 * (ESC [ 9 3 m), where a 256-colour code takes ten or eleven, and the
 * map's common cells (monsters, items) change colour at every step. A
 * grey is no colour at all: the terminal's own foreground, which reads on
 * any background, light or dark (an explicit white is lost on white). */
attr_t palette_attr(const struct palette *palette, struct rgb colour, enum shade shade)
{
    int sixth = sixth_of(colour);
    bool lit = shade == SHADE_LIT;
    if (palette->colours == 0 || sixth < 0) {
        if (lit)
            return palette->colours == 0 || palette->colours == 8 ? A_BOLD : A_NORMAL;
        return palette_faded(palette);
    }
    int base = ansi_of_sixth[sixth];
    /* On white, remembered is grey where there is one (dim was lost under
     * mosh and drawn black on white). */
    if (!lit && palette->light && palette->colours >= 16)
        return palette_faded(palette);
    if (palette->light) {
        /* On white the bright colours fade: the darker ones, and on 256
         * colours darker still; on eight, no yellow nor cyan. Remembered
         * (eight colours), the terminal's own colour. */
        if (palette->colours == 8)
            return lit ? pair_of(light8_of_sixth[sixth]) : A_NORMAL;
        return palette->colours == 256 && PAIR_LIGHT_HUE + sixth < COLOR_PAIRS
                   ? COLOR_PAIR(PAIR_LIGHT_HUE + sixth)
                   : pair_of(base);
    }
    if (palette->colours == 8)
        /* Eight colours have no dark grey every terminal shows, so
         * brightness goes into bold: seen is bold, remembered plain. */
        return pair_of(base) | (lit ? A_BOLD : A_NORMAL);
    /* On dark, remembered is the plain hue, seen the bright one where the
     * colour is bright: a thing of a plain hue (a door) looks the same
     * either way, and costs nothing at the edge of sight, where it would
     * flip at every step (seed 160's door: 19 bytes a move to 40). The
     * floor is what tells seen from remembered (palette_terrain). */
    if (!lit)
        return pair_of(base);
    /* Plain blue is too dark on black to read a letter by. */
    return pair_of(bright(colour) || base == COLOR_BLUE ? base + 8 : base);
}

attr_t palette_terrain(const struct palette *palette, enum shade shade)
{
    /* Seen, the terminal's own colour and no attribute; remembered, grey
     * where there are sixteen colours or more (dim cost fewer bytes, but
     * mosh drops it and white xterm draws faint black as black: measured,
     * doc/design.md). With fewer (vt100, 8 colours), what is in sight is
     * bold and what is remembered plain: bold every terminal keeps. */
    if (palette->colours >= 16)
        return shade == SHADE_LIT ? A_NORMAL : palette_faded(palette);
    return shade == SHADE_LIT ? A_BOLD : A_NORMAL;
}

attr_t palette_player(const struct palette *palette, struct rgb colour)
{
    /* The player's pale gold is near white: the terminal's own colour,
     * with nothing on (bold where there are fewer than sixteen colours,
     * as the rest in sight is). The cursor rests on the player, which is
     * what picks it out; a code on and off around it would go out at every
     * step (eleven bytes of the fifty or so a step costs). */
    (void)colour;
    return palette->colours >= 16 ? A_NORMAL : A_BOLD;
}

attr_t palette_marked(const struct palette *palette, attr_t attr)
{
    if (!(attr & A_COLOR) || palette->reverses_colour)
        return attr | A_REVERSE;
    /* Reverse would lose the colour (or the colour the reverse): the cell
     * in a pair of its own, the letter on its colour. */
    int pair = PAIR_NUMBER(attr), ansi;
    if (pair >= PAIR_LIGHT_HUE && pair < PAIR_LIGHT_HUE + 6)
        ansi = ansi_of_sixth[pair - PAIR_LIGHT_HUE];
    else
        ansi = (pair - PAIR_ANSI) & 7;
    attr_t kept = attr & ~(A_COLOR | A_DIM);
    return PAIR_BEHIND + ansi < COLOR_PAIRS ? kept | COLOR_PAIR(PAIR_BEHIND + ansi)
                                            : kept | A_REVERSE;
}
